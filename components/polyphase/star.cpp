#include "components/polyphase/star.hpp"

namespace acausal::polyphase {

Star::Star(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      plug_p(declare_plug(*this, "plug_p", params.m)),
      pin_n(electrical::declare_pin(*this, "pin_n")) {
  Expr sum = pin_n.i;
  for (std::size_t k = 0; k < plug_p.v.size(); ++k) {
    equation(plug_p.v[k], pin_n.v);
    sum += plug_p.i[k];
  }
  equation(0.0, sum);
}

}  // namespace acausal::polyphase
