#include "components/blocks/symmetric_limits.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::blocks {

SymmetricLimits declare_symmetric_limits(Component& c, double u_max, std::optional<double> u_min,
                                         const std::string& what) {
  Expr upper = c.parameter("uMax", u_max, {"", "upper limit of " + what});
  Expr lower = u_min ? c.parameter("uMin", *u_min, {"", "lower limit of " + what}) : -upper;
  constrain_ordered_limits(c, "uMax", u_min ? std::optional<std::string>("uMin") : std::nullopt);
  return {upper, lower};
}

}  // namespace acausal::blocks
