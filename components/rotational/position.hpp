#pragma once
#include "components/rotational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct PositionParams {
  /// true: phi = phi_ref exactly (phi_ref is differentiated twice by index
  /// reduction); false: phi_ref is filtered by a 2nd order Bessel filter.
  bool exact = false;
  double f_crit = 50.0;  // Hz, critical frequency of the filter (exact = false)
  bool use_support = false;
};

/// Forced movement of the flange by the reference angle phi_ref relative to
/// the support (MSL Sources.Position). With exact = false the flange follows
/// the filter a = ((phi_ref - phi) w_crit - af w) w_crit / bf, w_crit =
/// 2 pi f_crit, af = 1.3617, bf = 0.6180, starting at phi = phi_ref; with
/// exact = true, phi = phi_ref and w, a are dummies (0).
class Position : public Component {
 public:
  static constexpr const char* kTypeName = "Position";
  using Params = PositionParams;
  Position(ComponentContext ctx, Params p = Params());
  Flange flange;
  signal::RealSignal phi_ref;
  Expr phi, w, a;
};

}  // namespace acausal::rotational
