#pragma once
#include "components/drives/inverter_terminals.hpp"
#include "components/electrical/ideal_semiconductor.hpp"
#include "components/electrical/ideal_switch_partial.hpp"
#include "domains/polyphase.hpp"
#include "domains/signal.hpp"

namespace acausal::drives {

struct SwitchedInverterParams {
  int m = 3;
  double RonTransistor = 1e-5;   // Ohm
  double GoffTransistor = 1e-5;  // S
  double RonDiode = 1e-5;        // Ohm
  double GoffDiode = 1e-5;       // S
  double VkneeDiode = 0.0;       // V
};

/// Two-level m-leg inverter with ideal switches and freewheeling diodes (MSL
/// PowerConverters.DCAC.Polyphase2Level). Leg k: transistor dc_p -> ac[k]
/// fired by "fire_p[k]" = 1, transistor ac[k] -> dc_n fired by "fire_n[k]",
/// and an antiparallel diode across each. Transistors conduct forward only
/// (MSL Ideal.IdealGTOThyristor): v = s (off ? 1 : Ron), i = s (off ? Goff : 1),
/// off = s < 0 or not fired; diodes (MSL Ideal.IdealDiode):
/// v = s (off ? 1 : Ron) + Vknee, i = s (off ? Goff : 1) + Goff Vknee, off = s < 0.
/// Same electrical ports as AveragedInverter (dc_p, dc_n, ac).
class SwitchedInverter : public Component, public InverterTerminals {
 public:
  static constexpr const char* kTypeName = "SwitchedInverter";
  using Params = SwitchedInverterParams;
  SwitchedInverter(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> fire_p, fire_n;
  /// Sum over the 4 m devices of v i (Ron, Goff, Vknee losses).
  Expr LossPower;
};

}  // namespace acausal::drives
