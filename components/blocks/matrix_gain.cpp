#include <fmt/format.h>

#include "components/blocks/math.hpp"
#include "components/blocks/vector_signals.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

namespace {
// Columns of K, checked: every row as long as the first, none empty.
std::size_t column_count(const Component& c, const MatrixGainParams& p) {
  if (p.K.empty() || p.K.front().empty())
    throw ModelError(fmt::format(
        "MatrixGain '{}': the gain matrix K is empty; give at least one row with one entry",
        c.path()));
  for (std::size_t i = 1; i < p.K.size(); ++i)
    if (p.K[i].size() != p.K.front().size())
      throw ModelError(fmt::format(
          "MatrixGain '{}': row {} of K has {} entries, row 1 has {}; give every row the same "
          "number of entries (one per input)",
          c.path(), i + 1, p.K[i].size(), p.K.front().size()));
  return p.K.front().size();
}
}  // namespace

MatrixGain::MatrixGain(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(declare_inputs(*this, "u", column_count(*this, p))),
      y(declare_outputs(*this, "y", p.K.size())) {
  for (std::size_t i = 0; i < y.size(); ++i) {
    Expr row = 0.0;
    for (std::size_t j = 0; j < u.size(); ++j) {
      Expr k =
          parameter(fmt::format("K[{},{}]", i + 1, j + 1), p.K[i][j], {"", "gain matrix entry"});
      row += k * u[j].value;
    }
    equation(y[i].value, row);
  }
}

}  // namespace acausal::blocks
