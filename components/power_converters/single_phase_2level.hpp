#pragma once
#include "components/power_converters/chopper_step_down.hpp"

namespace acausal::power_converters {

/// Single-phase two-level inverter, one half bridge (MSL PowerConverters.DCAC.
/// SinglePhase2Level, always enabled, no heat port): ideal GTO thyristors
/// transistor_p (dc_p to ac, fired by fire_p) and transistor_n (ac to dc_n,
/// fired by fire_n), each with an anti-parallel free-wheeling ideal diode
/// diode_p, diode_n. fire_p and fire_n must not both be true (a DC short).
/// vDC = dc_p.v - dc_n.v, iDC = dc_p.i, vAC = ac.v, iAC = ac.i.
class SinglePhase2Level : public Component {
 public:
  static constexpr const char* kTypeName = "SinglePhase2Level";
  using Params = SwitchParams;
  SinglePhase2Level(ComponentContext ctx, Params params = Params());
  electrical::Pin dc_p, dc_n, ac;
  signal::RealSignal fire_p, fire_n;
  Expr vDC, iDC, vAC, iAC, LossPower;
};

}  // namespace acausal::power_converters
