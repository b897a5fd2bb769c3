#include "components/blocks/math.hpp"

namespace acausal::blocks {

Sign::Sign(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  const auto event = [&](const Expr& relation) {
    return p.generate_event ? relation : no_event(relation);
  };
  equation(y.value, if_else(event(u.value > 0.0), 1.0, if_else(event(u.value < 0.0), -1.0, 0.0)));
}

}  // namespace acausal::blocks
