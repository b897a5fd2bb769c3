#include "components/blocks/continuous.hpp"

namespace acausal::blocks {

Der::Der(ComponentContext ctx, Params /*p*/)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  equation(y.value, der(u.value));
}

}  // namespace acausal::blocks
