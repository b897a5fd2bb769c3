#pragma once
#include "domains/polyphase.hpp"
#include "domains/signal.hpp"

namespace acausal::drives {

/// Three-phase current sensor whose output "I" is the length of the current
/// space phasor divided by sqrt(2), the RMS current in sinusoidal steady state
/// (MSL Machines.Sensors.CurrentQuasiRMSSensor): a polyphase current sensor
/// "CurrentSensor1" from plug_p to plug_n and ToSpacePhasor1.
class CurrentQuasiRMSSensor : public Component {
 public:
  static constexpr const char* kTypeName = "CurrentQuasiRMSSensor";
  explicit CurrentQuasiRMSSensor(ComponentContext ctx);
  polyphase::Plug plug_p, plug_n;
  signal::RealSignal I;
};

}  // namespace acausal::drives
