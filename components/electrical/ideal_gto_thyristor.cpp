#include "components/electrical/ideal_gto_thyristor.hpp"

namespace acausal::electrical {

IdealGTOThyristor::IdealGTOThyristor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      IdealSemiconductor(static_cast<Component&>(*this), params),
      fire(signal::declare_input(*this, "fire")) {
  discrete_equation(off, s < 0.0 || fire.value <= 0.5);
}

}  // namespace acausal::electrical
