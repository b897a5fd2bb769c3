#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Electrical.PowerConverters.Examples.DCAC.PolyphaseTwoLevel.ThreePhaseTwoLevel_PWM
/// (MSL 4.0.0): an unloaded three-phase two-level inverter on a split DC source
/// of +-sqrt(6)/2 V, driven by 100 Hz space-vector PWM with a 2 Hz reference
/// phasor of RMS 1; the fundamental of phase 1 (Harmonic) and the filtered
/// phasor in the reference frame (Rotator, critical-damping filters, ToPolar)
/// are evaluated.
std::unique_ptr<Model> three_phase_two_level_pwm();

}  // namespace acausal::models::msl
