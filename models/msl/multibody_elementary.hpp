#pragma once
// MSL 4.0.0 MultiBody.Examples.Elementary with forces between frames and free
// bodies (docs/multibody.md). A body that MSL leaves unconnected to the World
// (its states then sit in the body) is connected here by an explicit
// FreeMotion joint from the World's frame, named "<body>_freeMotion".
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Elementary.ForceAndTorque: a cylinder on two revolutes pushed by a force
/// and torque resolved in a frame fixed in the world, turned by 30 deg.
std::unique_ptr<Model> multibody_force_and_torque();
/// Elementary.PendulumWithSpringDamper: a body on a revolute + prismatic
/// joint, held by a line spring and damper to a point fixed in the world.
std::unique_ptr<Model> multibody_pendulum_with_spring_damper();
/// Elementary.FreeBody: a free BodyShape hanging on two line springs.
std::unique_ptr<Model> multibody_free_body();
/// A body on a damped revolute joint falling from the horizontal (MSL Pendulum).
std::unique_ptr<Model> multibody_pendulum();
/// Two bodies on prismatic joints, one on a 1-D and one on a line spring (MSL SpringMassSystem).
std::unique_ptr<Model> multibody_spring_mass_system();
/// Elementary.SpringDamperSystem: a free body on a spring and damper beside
/// a body on a prismatic joint and spring.
std::unique_ptr<Model> multibody_spring_damper_system();
/// Elementary.ThreeSprings: a free body on three springs, two of them in
/// series through a massless point.
std::unique_ptr<Model> multibody_three_springs();
/// Elementary.PointGravity: two free bodies in a point gravity field (mu = 1).
std::unique_ptr<Model> multibody_point_gravity();
/// Elementary.LineForceWithTwoMasses: two pendulums, each held by a damped
/// line force with two point masses on its line, one built from a JointUPS
/// and two bodies, the other a LineForceWithTwoMasses
/// (models/msl/multibody_line_force_with_two_masses.cpp).
std::unique_ptr<Model> multibody_line_force_with_two_masses();

}  // namespace acausal::models::msl
