#pragma once
#include <optional>

#include "domains/electrical.hpp"

namespace acausal::electrical {

struct IdealizedOpAmpLimitedParams {
  double V0 = 15000.0;     // no-load amplification
  bool useSupply = false;  // supply pins s_p, s_n instead of the constants Vps, Vns
  double Vps = 15.0;       // V, positive supply (useSupply = false)
  double Vns = -15.0;      // V, negative supply (useSupply = false)
  bool strict = true;      // the limits without events (noEvent)
};

/// Operational amplifier with finite gain, limited to its supply (MSL
/// Ideal.IdealizedOpAmpLimited): no input currents, and the output voltage
/// to ground v_out = out.v = V0 v_in clipped to [vns, vps], with v_in =
/// in_p.v - in_n.v; the output current returns through ground. With
/// useSupply the supply pins carry the supply current i_s = p_s / (vps -
/// vns), p_s = -(p_in + p_out).
class IdealizedOpAmpLimited : public Component {
 public:
  static constexpr const char* kTypeName = "IdealizedOpAmpLimited";
  using Params = IdealizedOpAmpLimitedParams;
  IdealizedOpAmpLimited(ComponentContext ctx, Params params = Params());
  Pin in_p, in_n, out;
  std::optional<Pin> s_p, s_n;
  Expr v_in, v_out;
};

}  // namespace acausal::electrical
