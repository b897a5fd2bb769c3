#include "components/blocks/discrete.hpp"

namespace acausal::blocks {

DiscretePD::DiscretePD(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")),
      u_pre(discrete("u_pre", p.u_start, "input at the previous sample")),
      yd(discrete("yd", p.y_start, "output held between samples")) {
  Expr k = parameter("k", p.k, {"1", "gain"});
  Expr Td = parameter("Td", p.Td, {"s", "derivative time constant", ParameterCheck::NonNegative});
  Expr period = parameter("samplePeriod", p.samplePeriod,
                          {"s", "sample period of component", ParameterCheck::Positive});
  Expr start = parameter("startTime", p.startTime, {"s", "first sample time instant"});
  when(sample(start, period),
       {{yd, k * (u.value + Td / period * (u.value - pre(u_pre)))}, {u_pre, u.value}});
  equation(y.value, yd);
}

}  // namespace acausal::blocks
