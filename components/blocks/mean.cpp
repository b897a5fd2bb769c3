#include "components/blocks/mean.hpp"

namespace acausal::blocks {

Mean::Mean(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")),
      x(variable("x", {.description = "integrator state", .start = params.x0, .fixed = true})) {
  Expr f = parameter("f", params.f, {"Hz", "base frequency", ParameterCheck::Positive});
  Expr y_last = discrete("y_last", 0.0, "last sampled mean value");
  equation(der(x), u.value);
  // The simulation starts at 0 here (MSL's t0 = start time).
  const Expr mean = params.yGreaterOrEqualZero ? max(0.0, f * x) : f * x;
  when(sample(1.0 / f, 1.0 / f), {{y_last, mean}}, {{x, 0.0}});
  equation(y.value, y_last);
}

}  // namespace acausal::blocks
