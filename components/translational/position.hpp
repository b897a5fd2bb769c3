#pragma once
#include "components/translational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::translational {

struct PositionParams {
  /// true: s = s_ref exactly (s_ref is differentiated twice by index
  /// reduction); false: s_ref is filtered by a 2nd order Bessel filter.
  bool exact = false;
  double f_crit = 50.0;  // Hz, critical frequency of the filter (exact = false)
  bool use_support = false;
};

/// Forced movement of the flange by the reference position s_ref relative to
/// the support (MSL Sources.Position). With exact = false the flange follows
/// the filter a = ((s_ref - s) w_crit - af v) w_crit / bf, w_crit =
/// 2 pi f_crit, af = 1.3617, bf = 0.6180, starting at s = s_ref; with
/// exact = true, s = s_ref and v, a are dummies (0).
class Position : public Component, public ElementaryOneFlangeAndSupport {
 public:
  static constexpr const char* kTypeName = "Position";
  using Params = PositionParams;
  Position(ComponentContext ctx, Params p = Params());
  signal::RealSignal s_ref;
  Expr v, a;
};

}  // namespace acausal::translational
