#pragma once
#include "components/translational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::translational {

struct SpeedParams {
  /// true: v = v_ref exactly (v_ref is differentiated by index reduction
  /// where the acceleration is needed); false: v_ref is filtered by a first
  /// order filter.
  bool exact = false;
  double f_crit = 50.0;  // Hz, critical frequency of the filter (exact = false)
  bool use_support = false;
};

/// Forced movement of the flange with the reference velocity v_ref (MSL
/// Sources.Speed): v = der(s); with exact = false a = der(v) = (v_ref - v)
/// w_crit, w_crit = 2 pi f_crit, starting at v = v_ref; with exact = true
/// v = v_ref and a is a dummy (0). s starts at 0 (fixed, as in MSL;
/// set_start changes it).
class Speed : public Component, public ElementaryOneFlangeAndSupport {
 public:
  static constexpr const char* kTypeName = "Speed";
  using Params = SpeedParams;
  Speed(ComponentContext ctx, Params p = Params());
  signal::RealSignal v_ref;
  Expr v, a;
};

}  // namespace acausal::translational
