#pragma once
#include "components/electrical/ideal_semiconductor.hpp"
#include "domains/electrical.hpp"
#include "domains/signal.hpp"

namespace acausal::power_converters {

/// Transistor and diode data of the MSL converters (PowerConverters defaults).
struct SwitchParams {
  double RonTransistor = 1e-5;   // Ohm, closed transistor resistance
  double GoffTransistor = 1e-5;  // S, opened transistor conductance
  double VkneeTransistor = 0.0;  // V, transistor threshold voltage
  double RonDiode = 1e-5;        // Ohm, closed diode resistance
  double GoffDiode = 1e-5;       // S, opened diode conductance
  double VkneeDiode = 0.0;       // V, diode forward threshold voltage
};

/// Step-down chopper, buck converter (MSL PowerConverters.DCDC.ChopperStepDown,
/// always enabled, no heat port): an ideal GTO thyristor "transistor" from
/// dc_p1 to dc_p2, fired by fire_p, and a free-wheeling ideal "diode" from
/// dc_n1 to dc_p2; dc_n1 and dc_n2 are one node.
/// vDC1 = dc_p1.v - dc_n1.v, iDC1 = dc_p1.i, vDC2 = dc_p2.v - dc_n2.v, iDC2 = dc_p2.i.
class ChopperStepDown : public Component {
 public:
  static constexpr const char* kTypeName = "ChopperStepDown";
  using Params = SwitchParams;
  ChopperStepDown(ComponentContext ctx, Params params = Params());
  electrical::Pin dc_p1, dc_n1, dc_p2, dc_n2;
  signal::RealSignal fire_p;
  Expr vDC1, iDC1, vDC2, iDC2, LossPower;
};

/// The transistor and the diode data of p as IdealSemiconductor parameters.
electrical::IdealSemiconductorParams transistor_params(const SwitchParams& p);
electrical::IdealSemiconductorParams diode_params(const SwitchParams& p);

}  // namespace acausal::power_converters
