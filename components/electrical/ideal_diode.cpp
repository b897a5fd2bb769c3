#include "components/electrical/ideal_diode.hpp"

namespace acausal::electrical {

IdealDiode::IdealDiode(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), IdealSemiconductor(static_cast<Component&>(*this), params) {
  discrete_equation(off, s < 0.0);
}

}  // namespace acausal::electrical
