#include <fmt/format.h>

#include "components/blocks/nonlinear.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

SlewRateLimiter::SlewRateLimiter(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  Expr rising =
      parameter("Rising", p.Rising, {"1/s", "maximum rising slew rate", ParameterCheck::Positive});
  Expr falling = p.Falling
                     ? parameter("Falling", *p.Falling,
                                 {"1/s", "maximum falling slew rate", ParameterCheck::Negative})
                     : -rising;
  Expr Td = parameter("Td", p.Td, {"s", "derivative time constant", ParameterCheck::Positive});
  Expr y_start =
      parameter("y_start", p.y_start, {"", "initial or guess value of output (= state)"});
  find_variable("y")->options.start = p.y_start;
  const Expr val = (u.value - y.value) / Td;
  const auto event = [&](const Expr& relation) { return p.strict ? no_event(relation) : relation; };
  equation(der(y.value),
           if_else(event(val < falling), falling, if_else(event(val > rising), rising, val)));
  switch (p.init_type) {
    case Init::NoInit:
      break;
    case Init::SteadyState:  // MSL: SteadyState implies y = u
      initial_equation(y.value, u.value);
      break;
    case Init::InitialState:
    case Init::InitialOutput:
      initial_equation(y.value, y_start);
      break;
  }
}

}  // namespace acausal::blocks
