#include "components/polyphase/ideal_diode.hpp"

namespace acausal::polyphase {

IdealDiode::IdealDiode(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      OnePort(static_cast<Component&>(*this), params.m),
      IdealSemiconductorPhases(
          static_cast<Component&>(*this), *this, params.Ron, params.Goff, params.Vknee,
          [](std::size_t k, const char* name) { return name + index(k); }, {}) {
  for (std::size_t k = 0; k < off.size(); ++k) discrete_equation(off[k], s[k] < 0.0);
}

}  // namespace acausal::polyphase
