#include <fmt/format.h>

#include "components/blocks/limited.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

LimIntegrator::LimIntegrator(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  Expr k = parameter("k", p.k, {"1", "integrator gain"});
  Expr outMax = parameter("outMax", p.outMax, {"", "upper limit of output"});
  Expr outMin = p.outMin ? parameter("outMin", *p.outMin, {"", "lower limit of output"}) : -outMax;
  constrain_ordered_limits(*this, "outMax",
                           p.outMin ? std::optional<std::string>("outMin") : std::nullopt);
  Expr y_start = parameter("y_start", p.y_start,
                           {"", "initial or guess value of output (must be within the limits)"});
  find_variable("y")->options.start = p.y_start;
  Expr ku = k * u.value;
  Expr held = (y.value < outMin && ku < 0.0) || (y.value > outMax && ku > 0.0);
  Expr rate = if_else(held, 0.0, ku);
  equation(der(y.value), p.strict ? no_event(rate) : rate);
  switch (p.init_type) {
    case Init::NoInit:
      break;
    case Init::SteadyState:
      initial_equation(der(y.value), 0.0);
      break;
    case Init::InitialState:
    case Init::InitialOutput:
      initial_equation(y.value, y_start);
      break;
  }
}

}  // namespace acausal::blocks
