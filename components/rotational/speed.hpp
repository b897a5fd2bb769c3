#pragma once
#include "components/rotational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct SpeedParams {
  /// true: w = w_ref exactly (w_ref is differentiated by index reduction
  /// where the acceleration is needed); false: w_ref is filtered by a first
  /// order filter.
  bool exact = false;
  double f_crit = 50.0;  // Hz, critical frequency of the filter (exact = false)
  bool use_support = false;
};

/// Forced movement of the flange with the reference angular velocity w_ref
/// relative to the support (MSL Sources.Speed): w = der(phi); with
/// exact = false a = der(w) = (w_ref - w) w_crit, w_crit = 2 pi f_crit,
/// starting at w = w_ref; with exact = true w = w_ref and a is a dummy (0).
/// phi starts at 0 (fixed, as in MSL; set_start changes it).
class Speed : public Component {
 public:
  static constexpr const char* kTypeName = "Speed";
  using Params = SpeedParams;
  Speed(ComponentContext ctx, Params p = Params());
  Flange flange;
  signal::RealSignal w_ref;
  Expr phi, w, a;
};

}  // namespace acausal::rotational
