#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Mechanics.MultiBody.Examples.Elementary.DoublePendulum (MSL
/// 4.0.0): two steel boxes hinged about the world z axis, falling from the
/// horizontal; a damper (d = 0.1) on the first joint's axis flange.
std::unique_ptr<Model> multibody_double_pendulum();

}  // namespace acausal::models::msl
