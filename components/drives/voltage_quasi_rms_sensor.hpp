#pragma once
#include "domains/polyphase.hpp"
#include "domains/signal.hpp"

namespace acausal::drives {

/// Three-phase voltage sensor whose output "V" is the length of the voltage
/// space phasor divided by sqrt(2), the RMS voltage in sinusoidal steady state
/// (MSL Machines.Sensors.VoltageQuasiRMSSensor): a polyphase voltage sensor
/// "VoltageSensor1" between plug_p and plug_n (no current) and ToSpacePhasor1.
class VoltageQuasiRMSSensor : public Component {
 public:
  static constexpr const char* kTypeName = "VoltageQuasiRMSSensor";
  explicit VoltageQuasiRMSSensor(ComponentContext ctx);
  polyphase::Plug plug_p, plug_n;
  signal::RealSignal V;
};

}  // namespace acausal::drives
