#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Mechanics.MultiBody.Examples.Loops.Fourbar1 (MSL 4.0.0): one
/// spatial kinematic loop (crank j1, three revolutes as a spherical joint, a
/// slider j2 and two revolutes as a universal joint), moving under gravity
/// from an initial crank speed of 300 deg/s. The loop is cut by the assembler.
std::unique_ptr<Model> multibody_fourbar1();

}  // namespace acausal::models::msl
