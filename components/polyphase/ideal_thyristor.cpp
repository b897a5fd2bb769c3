#include "components/polyphase/ideal_thyristor.hpp"

#include <fmt/format.h>

#include "components/blocks/vector_signals.hpp"
#include "core/errors.hpp"

namespace acausal::polyphase {
namespace {

// The start values, checked before anything is declared.
const std::vector<bool>& checked_off_start(const Component& c, const IdealThyristorParams& p) {
  if (!p.offStart.empty() && p.offStart.size() != static_cast<std::size_t>(p.m))
    throw ModelError(fmt::format(
        "{} '{}': offStart has {} values for m = {} phases. Give {} values or none (all off).",
        c.type_name(), c.path(), p.offStart.size(), p.m, p.m));
  return p.offStart;
}

}  // namespace

IdealThyristor::IdealThyristor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      OnePort(static_cast<Component&>(*this), params.m),
      IdealSemiconductorPhases(
          static_cast<Component&>(*this), *this, params.Ron, params.Goff, params.Vknee,
          // MSL's inner idealThyristor[k] carries each phase's state.
          [](std::size_t k, const char* name) { return "idealThyristor" + index(k) + "." + name; },
          checked_off_start(*this, params)) {
  fire = blocks::declare_inputs(*this, "fire", v.size());
  for (std::size_t k = 0; k < off.size(); ++k)
    discrete_equation(off[k], s[k] < 0.0 || (pre(off[k]) && fire[k].value <= 0.5));
}

}  // namespace acausal::polyphase
