#include "components/blocks/boolean_table.hpp"

#include <fmt/format.h>

namespace acausal::blocks {

BooleanTable::BooleanTable(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  for (std::size_t k = 1; k < p.table.size(); ++k)
    if (!(p.table[k] > p.table[k - 1]))
      throw ModelError(fmt::format(
          "BooleanTable '{}': the time values of table are not strictly increasing: table[{}] = "
          "{}, table[{}] = {}. Set {}.table to increasing switching instants.",
          path(), k, p.table[k - 1], k + 1, p.table[k], path()));
  Expr shift = parameter("shiftTime", p.shiftTime, {"s", "shift time of table"});
  // Nested from the last entry: before table[k] the value of segment k - 1.
  // The instants are structural (the check above holds for them); shiftTime
  // is tunable.
  const double first = p.startValue ? 1.0 : 0.0;
  const std::size_t n = p.table.size();
  Expr value = (n % 2 == 0) ? Expr(first) : Expr(1.0 - first);  // after the last entry
  for (std::size_t k = n; k-- > 0;) {
    const double before = (k % 2 == 0) ? first : 1.0 - first;
    value = if_else(Expr::time() < p.table[k] + shift, before, value);
  }
  equation(y.value, value);
}

}  // namespace acausal::blocks
