#pragma once
#include "components/translational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::translational {

struct AccelerateParams {
  bool use_support = false;
};

/// Forced movement of the flange with the acceleration a_ref (MSL
/// Sources.Accelerate): v = der(s), a = der(v) = a_ref; s and v start at 0
/// (fixed, as in MSL; set_start changes them).
class Accelerate : public Component, public ElementaryOneFlangeAndSupport {
 public:
  static constexpr const char* kTypeName = "Accelerate";
  using Params = AccelerateParams;
  Accelerate(ComponentContext ctx, Params p = Params());
  signal::RealSignal a_ref;
  Expr v, a;
};

}  // namespace acausal::translational
