#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.FullRobot (MSL
/// 4.0.0): the six-axis r3 robot with path planning, P-PI controllers,
/// current-controlled DC motors, elastic gears on axes 1-3, rigid gears with
/// bearing friction on axes 4-6, and a 15 kg load.
std::unique_ptr<Model> robot_r3_full_robot();

}  // namespace acausal::models::msl
