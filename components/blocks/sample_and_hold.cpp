#include "components/blocks/discrete.hpp"

namespace acausal::blocks {

SampleAndHold::SampleAndHold(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")),
      ySample(discrete("ySample", p.y_start, "input at the last sample instant")) {
  Expr period = parameter("samplePeriod", p.samplePeriod,
                          {"s", "sample period of component", ParameterCheck::Positive});
  Expr start = parameter("startTime", p.startTime, {"s", "first sample time instant"});
  when(sample(start, period) || initial(), {{ySample, u.value}});
  equation(y.value, ySample);
}

}  // namespace acausal::blocks
