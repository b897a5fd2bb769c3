#include "components/blocks/symmetric_limits.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::blocks {

SymmetricLimits declare_symmetric_limits(Component& c, double u_max, std::optional<double> u_min,
                                         const std::string& what) {
  const double lower = u_min.value_or(-u_max);
  if (u_max < lower)
    throw ModelError(fmt::format("{} '{}': limits must be consistent, but uMax = {} < uMin = {}",
                                 c.type_name(), c.path(), u_max, lower));
  Expr upper = c.parameter("uMax", u_max, {"", "upper limit of " + what});
  return {upper, u_min ? c.parameter("uMin", *u_min, {"", "lower limit of " + what}) : -upper};
}

}  // namespace acausal::blocks
