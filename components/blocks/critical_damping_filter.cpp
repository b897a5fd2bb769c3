#include "components/blocks/critical_damping_filter.hpp"

#include <cmath>
#include <numbers>

#include <fmt/format.h>

namespace acausal::blocks {

CriticalDampingFilter::CriticalDampingFilter(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  if (params.order < 1)
    throw ModelError(
        fmt::format("{} '{}': parameter order = {} is invalid: it must be >= 1. Set {}.order.",
                    type_name(), path(), params.order, path()));
  Expr f_cut =
      parameter("f_cut", params.f_cut, {"Hz", "cut-off frequency", ParameterCheck::Positive});
  Expr gain = parameter("gain", params.gain, {"1", "gain at zero frequency"});
  const double alpha = std::sqrt(std::pow(10.0, 3.0 / 10.0 / params.order) - 1.0);
  const Expr r = -2 * std::numbers::pi * f_cut / alpha;
  Expr input = u.value;
  for (int i = 0; i < params.order; ++i) {
    // Starting from y_start keeps the first Newton step away from a zero output
    // (where blocks such as ToPolar are not differentiable).
    x.push_back(variable(fmt::format("x[{}]", i + 1),
                         {.description = "filter state", .start = params.y_start}));
    equation(der(x.back()), r * (x.back() - input));
    const bool last = i + 1 == params.order;
    if (!params.y_start || !last) initial_equation(der(x.back()), 0.0);
    input = x.back();
  }
  equation(y.value, gain * x.back());
  if (params.y_start) find_variable("y")->options.start = *params.y_start;
  if (params.y_start) initial_equation(y.value, *params.y_start);
}

}  // namespace acausal::blocks
