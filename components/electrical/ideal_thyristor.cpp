#include "components/electrical/ideal_thyristor.hpp"

namespace acausal::electrical {

IdealThyristor::IdealThyristor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      IdealSemiconductor(static_cast<Component&>(*this), params, params.offStart),
      fire(signal::declare_input(*this, "fire")) {
  discrete_equation(off, s < 0.0 || (pre(off) && fire.value <= 0.5));
}

}  // namespace acausal::electrical
