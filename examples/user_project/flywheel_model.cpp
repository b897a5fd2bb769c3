#include "flywheel_model.hpp"

#include <cmath>

#include "components/rotational/inertia.hpp"
#include "quadratic_drag.hpp"

namespace lab {

using namespace acausal;

std::unique_ptr<Model> flywheel(const FlywheelSetup& setup) {
  auto m = std::make_unique<Model>("Lab.Flywheel");
  auto& rotor = m->add<rotational::Inertia>("rotor", rotational::Inertia::Params{.J = setup.J});
  auto& drag = m->add<QuadraticDrag>("drag", QuadraticDrag::Params{.k = setup.k});
  m->connect(rotor.flange_b, drag.flange);
  m->set_start("rotor.phi", 0.0, true);
  m->set_start("rotor.w", setup.w0, true);
  return m;
}

double exact_speed(const FlywheelSetup& s, double t) {
  return s.w0 / (1.0 + s.k * s.w0 * t / s.J);
}

double exact_angle(const FlywheelSetup& s, double t) {
  return s.J / s.k * std::log(1.0 + s.k * s.w0 * t / s.J);
}

}  // namespace lab
