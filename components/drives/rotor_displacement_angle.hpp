#pragma once
#include "domains/polyphase.hpp"
#include "domains/rotational.hpp"
#include "domains/signal.hpp"

namespace acausal::drives {

struct RotorDisplacementAngleParams {
  int m = 3;                    // number of phases (structural)
  double p = 2;                 // number of pole pairs (MSL has no default)
  bool positive_range = false;  // true: [0, 2 pi[, false: ]-pi, pi] (MSL positiveRange)
  double threshold = 0;         // V, below this voltage magnitude the output is 0
  bool use_support = false;     // true: the housing is a flange "support" (MSL useSupport)
};

/// Rotor displacement angle of a synchronous machine (MSL
/// Machines.Sensors.RotorDisplacementAngle): the angle of the terminal voltage
/// space phasor v_s seen from the rotor's q axis,
///   rotorDisplacementAngle = arg(v_s exp(-j (p phi_rel + pi/2))),
/// phi_rel = flange.phi - support.phi; 0 while |v_s| is below threshold. At
/// no load a machine's voltage is its back-EMF on the q axis: the angle is 0;
/// it is the load angle otherwise. Draws no current and no torque.
class RotorDisplacementAngle : public Component {
 public:
  static constexpr const char* kTypeName = "RotorDisplacementAngle";
  using Params = RotorDisplacementAngleParams;
  RotorDisplacementAngle(ComponentContext ctx, Params params = Params());
  polyphase::Plug plug_p, plug_n;
  rotational::Flange flange;
  signal::RealSignal rotorDisplacementAngle;
};

}  // namespace acausal::drives
