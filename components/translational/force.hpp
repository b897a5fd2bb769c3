#pragma once
#include "components/translational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::translational {

struct ForceParams {
  bool use_support = false;
};

/// Force given by the input signal f, pushing the flange in the positive
/// direction: flange.f = -f; the support takes the reaction (MSL Sources.Force).
class Force : public Component, public ElementaryOneFlangeAndSupport {
 public:
  static constexpr const char* kTypeName = "Force";
  using Params = ForceParams;
  Force(ComponentContext ctx, Params p = Params());
  signal::RealSignal f;
};

}  // namespace acausal::translational
