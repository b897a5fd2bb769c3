#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis (MSL 4.0.0):
/// one robot axis (path planning, P-PI controller, op-amp current-controlled
/// DC motor, elastic gear with bearing friction) driving a load inertia.
std::unique_ptr<Model> robot_r3_one_axis();

}  // namespace acausal::models::msl
