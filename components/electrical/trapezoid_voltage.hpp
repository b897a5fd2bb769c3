#pragma once
#include "components/blocks/trapezoid.hpp"
#include "components/electrical/partials.hpp"

namespace acausal::electrical {

struct TrapezoidVoltageParams {
  double V = 1.0;          // V, amplitude
  double rising = 0.0;     // s
  double width = 0.5;      // s
  double falling = 0.0;    // s
  double period = 1.0;     // s
  int nperiod = -1;        // < 0: for ever
  double offset = 0.0;     // V
  double startTime = 0.0;  // s
};

/// Trapezoidal voltage source (MSL Sources.TrapezoidVoltage): v is the
/// output of its Trapezoid block "signalSource" (blocks/trapezoid.hpp).
class TrapezoidVoltage : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "TrapezoidVoltage";
  using Params = TrapezoidVoltageParams;
  TrapezoidVoltage(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::electrical
