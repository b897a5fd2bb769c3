#pragma once
#include "components/translational/partials.hpp"

namespace acausal::translational {

struct ElastoGapParams {
  double c = 1.0;       // N/m, spring constant
  double d = 1.0;       // N.s/m, damping constant
  double s_rel0 = 0.0;  // m, unstretched spring length
  double n = 1.0;       // exponent of the spring force, f_c = -c |s_rel - s_rel0|^n (>= 1)
};

/// Spring-damper that acts only in contact, s_rel < s_rel0, and only pushes
/// (MSL Components.ElastoGap): f_c = -c |s_rel - s_rel0|^n in contact, the
/// damping force d v_rel limited to |f_d| <= |f_c| so that the contact force
/// is continuous; contact = s_rel < s_rel0 changes at state events.
class ElastoGap : public Component, public CompliantWithRelativeStates {
 public:
  static constexpr const char* kTypeName = "ElastoGap";
  using Params = ElastoGapParams;
  ElastoGap(ComponentContext ctx, Params p = Params());
  Expr contact, loss_power;
};

}  // namespace acausal::translational
