#pragma once
// The limit pair of MSL's Limiter and DeadZone: uMax, and uMin defaulting to
// -uMax (then bound to it, as the MSL default binding), checked for order.
#include <optional>
#include <string>

#include "core/model/component.hpp"

namespace acausal::blocks {

struct SymmetricLimits {
  Expr upper, lower;
};

/// Declares parameters uMax (and uMin if given) on c; throws ModelError naming
/// c's path when uMax < uMin. what: e.g. "input signal", "dead zone".
SymmetricLimits declare_symmetric_limits(Component& c, double u_max, std::optional<double> u_min,
                                         const std::string& what);

}  // namespace acausal::blocks
