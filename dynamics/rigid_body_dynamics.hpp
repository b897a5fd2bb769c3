#pragma once
// The rigid-body dynamics module in one include: the tree model, its
// workspace and every algorithm (see docs/dynamics.md).
#include "dynamics/adaptive_simulation.hpp"
#include "dynamics/body_inertia.hpp"
#include "dynamics/computed_torque.hpp"
#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/energy.hpp"
#include "dynamics/euler_lagrange.hpp"
#include "dynamics/fixed_step_simulation.hpp"
#include "dynamics/forward_dynamics.hpp"
#include "dynamics/frame_kinematics.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/mass_matrix.hpp"
#include "dynamics/rigid_body_tree.hpp"
#include "dynamics/serial_chain_tree.hpp"
#include "dynamics/spatial_inertia.hpp"
#include "dynamics/spatial_transform.hpp"
#include "dynamics/spatial_vector.hpp"
