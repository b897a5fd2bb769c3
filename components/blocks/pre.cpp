#include "components/blocks/logical.hpp"

namespace acausal::blocks {

Pre::Pre(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")),
      ud(discrete("ud", p.pre_u_start ? 1.0 : 0.0, "the Boolean input u (0/1), held")),
      yd(discrete("yd", p.pre_u_start ? 1.0 : 0.0, "the Boolean output y = pre(u) (0/1)")) {
  discrete_equation(ud, u.value > 0.5);
  discrete_equation(yd, pre(ud));
  equation(y.value, yd);
}

}  // namespace acausal::blocks
