#include <fmt/format.h>

#include "components/blocks/continuous.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

Integrator::Integrator(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  if (p.use_set && !p.use_reset)
    throw ModelError(fmt::format(
        "Integrator '{}': use_set = true needs the reset port; set use_reset = true, or "
        "use_set = false",
        path()));
  Expr k = parameter("k", p.k, {"1", "integrator gain"});
  Expr y_start =
      parameter("y_start", p.y_start, {"", "initial or guess value of output (= state)"});
  find_variable("y")->options.start = p.y_start;
  equation(der(y.value), k * u.value);
  if (p.fixed) initial_equation(y.value, y_start);
  if (p.use_reset) {
    reset = signal::declare_input(*this, "reset");
    if (p.use_set) set = signal::declare_input(*this, "set");
    // MSL: when reset then reinit(y, set or y_start); reset is true above 0.5 (logical.hpp).
    when(reset.value > 0.5, {}, {{y.value, p.use_set ? set.value : y_start}});
  }
}

}  // namespace acausal::blocks
