#include <fmt/format.h>

#include "components/blocks/logical.hpp"
#include "core/errors.hpp"

namespace acausal::blocks {

Hysteresis::Hysteresis(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")),
      yd(discrete("yd", p.pre_y_start ? 1.0 : 0.0, "Boolean output y (0/1)")) {
  Expr uLow = parameter("uLow", p.uLow, {"", "if y = true and u < uLow, switch to y = false"});
  Expr uHigh = parameter("uHigh", p.uHigh, {"", "if y = false and u > uHigh, switch to y = true"});
  constrain_ordered_limits(*this, "uHigh", std::string("uLow"), /*strict=*/true);
  // pre(yd) starts at pre_y_start: the start value of the discrete variable.
  discrete_equation(yd, (!pre(yd) && u.value > uHigh) || (pre(yd) && u.value >= uLow));
  equation(y.value, yd);
}

}  // namespace acausal::blocks
