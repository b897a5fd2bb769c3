#pragma once
#include "components/translational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::translational {

/// How the rolling resistance is regularised around v = 0 (MSL
/// Blocks.Types.Regularization).
enum class Regularization { Exp, Sine, Linear, CoSine };

struct RollingResistanceParams {
  double fWeight = 0.0;  // N, wheel load due to gravity
  bool use_cr_input = false;
  double CrConstant = 0.01;  // rolling resistance coefficient (use_cr_input = false)
  bool use_inclination_input = false;
  double inclinationConstant = 0.0;  // tan(angle) (use_inclination_input = false)
  Regularization reg = Regularization::Exp;
  double v0 = 0.1;  // m/s, regularisation below v0
  bool use_support = false;
};

/// Resistance of a rolling wheel (MSL Components.RollingResistance):
/// f_nominal = -Cr fWeight cos(atan(inclination)), f = flange.f = -f_nominal
/// times sign(v) regularised below v0 (Exp: 2/(1 + exp(-v/(0.01 v0))) - 1;
/// Linear: v/v0; Sine: sin(pi/2 v/v0); CoSine: sign(v) (1 - cos(pi/2 v/v0))).
/// Inputs `cr`, `inclination` when enabled.
class RollingResistance : public Component, public ElementaryOneFlangeAndSupport {
 public:
  static constexpr const char* kTypeName = "RollingResistance";
  using Params = RollingResistanceParams;
  RollingResistance(ComponentContext ctx, Params p = Params());
  Expr v, f, f_nominal;
  signal::RealSignal cr, inclination;  // ports only where enabled
};

}  // namespace acausal::translational
