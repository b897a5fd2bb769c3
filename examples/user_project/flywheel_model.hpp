#pragma once
// The user's model: a flywheel spun up to w0, coasting down against
// aerodynamic drag. J dw/dt = -k w^2 gives w(t) = w0 / (1 + k w0 t / J) and
// phi(t) = (J / k) ln(1 + k w0 t / J).
#include <memory>

#include "core/model/model.hpp"

namespace lab {

struct FlywheelSetup {
  double J = 0.5;     // kg.m2
  double k = 2e-3;    // N.m.s2/rad2
  double w0 = 100.0;  // rad/s
};

std::unique_ptr<acausal::Model> flywheel(const FlywheelSetup& setup = {});

/// The closed-form speed and angle.
double exact_speed(const FlywheelSetup& setup, double t);
double exact_angle(const FlywheelSetup& setup, double t);

}  // namespace lab
