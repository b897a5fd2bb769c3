#include "components/blocks/discrete.hpp"

namespace acausal::blocks {

DiscretePI::DiscretePI(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")),
      x(discrete("x", p.x_start, "state of the sampled integrator")),
      yd(discrete("yd", p.y_start, "output held between samples")) {
  Expr k = parameter("k", p.k, {"1", "gain"});
  Expr T = parameter("T", p.T, {"s", "time constant of integrator", ParameterCheck::Positive});
  Expr period = parameter("samplePeriod", p.samplePeriod,
                          {"s", "sample period of component", ParameterCheck::Positive});
  Expr start = parameter("startTime", p.startTime, {"s", "first sample time instant"});
  // The right-hand sides are evaluated before either assignment: both use x_k.
  when(sample(start, period), {{yd, k * (pre(x) + u.value)}, {x, pre(x) + period / T * u.value}});
  equation(y.value, yd);
}

}  // namespace acausal::blocks
