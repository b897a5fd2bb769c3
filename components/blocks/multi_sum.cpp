#include <fmt/format.h>

#include "components/blocks/math.hpp"
#include "components/blocks/vector_signals.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

namespace {
std::size_t input_count(const Component& c, const MultiSumParams& p) {
  if (p.nu == 0 || p.k.empty() || p.k.size() == p.nu) return p.k.empty() ? p.nu : p.k.size();
  throw ModelError(fmt::format(
      "MultiSum '{}': nu = {} inputs but {} gains k; give one gain per input (or leave k empty "
      "for gains 1)",
      c.path(), p.nu, p.k.size()));
}
}  // namespace

MultiSum::MultiSum(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(declare_inputs(*this, "u", input_count(*this, p))),
      y(signal::declare_output(*this, "y")) {
  Expr sum = 0.0;
  for (std::size_t i = 0; i < u.size(); ++i) {
    Expr k = parameter(fmt::format("k[{}]", i + 1), p.k.empty() ? 1.0 : p.k[i], {"", "input gain"});
    sum += k * u[i].value;
  }
  equation(y.value, sum);
}

}  // namespace acausal::blocks
