#pragma once
#include "components/electrical/partials.hpp"

namespace acausal::electrical {

/// Parameters shared by the ideal switches (MSL Interfaces.IdealSwitch).
struct IdealSwitchParams {
  double Ron = 1e-5;   // Ohm, closed switch resistance
  double Goff = 1e-5;  // S, opened switch conductance
};

/// Ideal switch written with the curve parameter s (MSL Interfaces.IdealSwitch):
///   v = s * (off ? 1 : Ron),  i = s * (off ? Goff : 1).
/// The Boolean 'off' (a discrete variable) is defined by the component that
/// reuses this partial (control signal, control pin voltage).
struct IdealSwitchPartial : OnePort {
  Expr Ron, Goff;  // parameters
  Expr off;        // discrete Boolean (0/1): switch open
  Expr s;          // auxiliary variable
  Expr LossPower;
  IdealSwitchPartial(Component& c, const IdealSwitchParams& params);
};

}  // namespace acausal::electrical
