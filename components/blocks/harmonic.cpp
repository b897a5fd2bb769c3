#include "components/blocks/harmonic.hpp"

#include <cmath>
#include <numbers>

namespace acausal::blocks {

Harmonic::Harmonic(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y_rms(signal::declare_output(*this, "y_rms")),
      y_arg(signal::declare_output(*this, "y_arg")) {
  Expr f = parameter("f", params.f, {"Hz", "base frequency", ParameterCheck::Positive});
  Expr k = parameter("k", params.k, {"1", "order of harmonic", ParameterCheck::Positive});
  declare_periodic_forcing(*this, k * f, "harmonic");
  const Expr t = Expr::time();
  const Expr w = 2 * std::numbers::pi * k * f;
  // Variables named as MSL's inner Mean blocks, so results compare by name.
  Expr x1 =
      variable("mean1.x", {.description = "cos integrator", .start = params.x0Cos, .fixed = true});
  Expr x2 =
      variable("mean2.x", {.description = "sin integrator", .start = params.x0Sin, .fixed = true});
  Expr y1 = discrete("mean1.y", 0.0, "mean of the cos product");
  Expr y2 = discrete("mean2.y", 0.0, "mean of the sin product");
  equation(der(x1), u.value * std::sqrt(2.0) * cos(w * t));
  equation(der(x2), u.value * std::sqrt(2.0) * sin(w * t));
  // The simulation starts at 0 here (MSL's t0 = start time).
  when(sample(1.0 / f, 1.0 / f), {{y1, f * x1}, {y2, f * x2}}, {{x1, 0.0}, {x2, 0.0}});
  equation(y_rms.value, sqrt(y1 * y1 + y2 * y2));
  const Expr arg = no_event(if_else(y1 * y1 + y2 * y2 < 1e-30, 0.0, atan2(y2, y1)));
  equation(y_arg.value, params.use_conjugate_complex ? -arg : arg);
}

}  // namespace acausal::blocks
