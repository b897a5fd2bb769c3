#pragma once
#include "components/electrical/partials.hpp"

namespace acausal::electrical {

/// Parameters shared by the ideal semiconductors (MSL Interfaces.IdealSemiconductor).
struct IdealSemiconductorParams {
  double Ron = 1e-5;   // Ohm, forward state-on differential resistance
  double Goff = 1e-5;  // S, backward state-off conductance
  double Vknee = 0.0;  // V, forward threshold voltage
};

/// Piecewise-linear characteristic written with the curve parameter s
/// (MSL Interfaces.IdealSemiconductor):
///   v = s * (off ? 1 : Ron) + Vknee,  i = s * (off ? Goff : 1) + Goff * Vknee.
/// The Boolean 'off' (a discrete variable, start off_start: pre(off) at the
/// initial time) is defined by the component that reuses this partial, e.g.
/// off = s < 0 for a diode.
struct IdealSemiconductor : OnePort {
  Expr Ron, Goff, Vknee;  // parameters
  Expr off;               // discrete Boolean (0/1): switching state
  Expr s;                 // position on the characteristic (s = 0: knee point)
  Expr LossPower;
  IdealSemiconductor(Component& c, const IdealSemiconductorParams& params, bool off_start = true);
};

}  // namespace acausal::electrical
