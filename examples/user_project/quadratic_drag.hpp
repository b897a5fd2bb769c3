#pragma once
// A component of the user's own: aerodynamic drag on a rotor, between the
// rotor's flange and the housing, tau = k * w * |w| (the fan law).
#include "components/rotational/partials.hpp"
#include "core/model/component.hpp"

namespace lab {

struct QuadraticDragParams {
  double k = 1e-3;  // N.m.s2/rad2, drag coefficient (>= 0)
};

class QuadraticDrag : public acausal::Component {
 public:
  static constexpr const char* kTypeName = "QuadraticDrag";
  using Params = QuadraticDragParams;
  QuadraticDrag(acausal::ComponentContext ctx, Params p = Params());
  acausal::rotational::Flange flange;
  acausal::Expr w, tau, loss_power;
};

}  // namespace lab
