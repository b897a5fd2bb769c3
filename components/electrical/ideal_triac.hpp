#pragma once
#include <optional>

#include "components/electrical/ideal_thyristor.hpp"

namespace acausal::electrical {

struct IdealTriacParams {
  double Ron = 1e-5;     // Ohm, closed triac resistance
  double Goff = 1e-5;    // S, opened triac conductance
  double Vknee = 0.8;    // V, threshold voltage of either half wave
  double Rdis = 100;     // Ohm, disturbance elimination (R-C snubber across the triac)
  double Cdis = 0.005;   // F
  bool offStart = true;  // pre(off) of both thyristors at the initial time
  std::optional<double> capacitor_v_start;  // V, fixed initial snubber voltage if set
};

/// Ideal triac (MSL Ideal.IdealTriac): two ideal thyristors in antiparallel,
/// idealThyristor from n to p and idealThyristor1 from p to n, both fired by
/// fire1, with the snubber resistor (Rdis) and capacitor (Cdis) in series
/// from n to p. Fired, it conducts in either direction until the current
/// through the conducting thyristor falls through zero.
class IdealTriac : public Component {
 public:
  static constexpr const char* kTypeName = "IdealTriac";
  using Params = IdealTriacParams;
  IdealTriac(ComponentContext ctx, Params params = Params());
  Pin p, n;
  signal::RealSignal fire1;
};

}  // namespace acausal::electrical
