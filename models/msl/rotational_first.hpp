#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Mechanics.Rotational.Examples.First (MSL 4.0.0): a sine torque
/// drives a motor inertia through an ideal gear, a spring and a load inertia.
std::unique_ptr<Model> rotational_first();

}  // namespace acausal::models::msl
