#include "components/rotational/fixed.hpp"

namespace acausal::rotational {

Fixed::Fixed(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), flange(declare_flange(*this, "flange")) {
  Expr phi0 = parameter("phi0", p.phi0, {"rad", "fixed offset angle of housing"});
  equation(flange.phi, phi0);
}

}  // namespace acausal::rotational
