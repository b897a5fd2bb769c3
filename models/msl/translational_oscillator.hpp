#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Mechanics.Translational.Examples.Oscillator (MSL 4.0.0): two
/// mass-spring oscillators excited at resonance, the second one damped.
std::unique_ptr<Model> translational_oscillator();

}  // namespace acausal::models::msl
