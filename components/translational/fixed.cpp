#include "components/translational/fixed.hpp"

namespace acausal::translational {

Fixed::Fixed(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), flange(declare_flange(*this, "flange")) {
  Expr s0 = parameter("s0", p.s0, {"m", "fixed offset position of housing"});
  equation(flange.s, s0);
}

}  // namespace acausal::translational
