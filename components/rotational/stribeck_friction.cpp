#include "components/rotational/stribeck_friction.hpp"

#include <cmath>
#include <numbers>

namespace acausal::rotational {
namespace {

// The seed's formula with w_St = w_brk sqrt(2), w_Coul = w_brk / 10. The factor
// sqrt(2 e) makes the Stribeck term's peak, reached at w = w_St / sqrt(2) =
// w_brk, equal to tau_brk - tau_C.
template <class T>
T friction_torque(const T& w, const T& tau_brk, const T& w_brk, const T& tau_C, const T& f) {
  using std::exp;
  using std::sqrt;
  using std::tanh;
  const T w_St = w_brk * std::numbers::sqrt2;
  const T w_Coul = w_brk / 10.0;
  const T x = w / w_St;
  return std::sqrt(2.0 * std::numbers::e) * (tau_brk - tau_C) * exp(-(x * x)) * x +
         tau_C * tanh(w / w_Coul) + f * w;
}

}  // namespace

double stribeck_friction_torque(const StribeckFrictionParams& p, double w) {
  return friction_torque(w, p.tau_brk, p.w_brk, p.tau_C, p.f);
}

StribeckFriction::StribeckFriction(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      phi(variable("phi", {.unit = "rad",
                           .description = "angle between shaft flanges (flange_a, flange_b) and "
                                          "support"})),
      tau(variable("tau", {.unit = "N.m", .description = "friction torque"})),
      w(variable("w", {.unit = "rad/s",
                       .description = "absolute angular velocity of flange_a and flange_b"})),
      a(variable("a", {.unit = "rad/s2",
                       .description = "absolute angular acceleration of flange_a and flange_b"})),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  Expr tau_brk = parameter("tau_brk", p.tau_brk, {"N.m", "breakaway friction torque"});
  Expr w_brk = parameter("w_brk", p.w_brk,
                         {"rad/s", "breakaway friction velocity", ParameterCheck::Positive});
  Expr tau_C = parameter("tau_C", p.tau_C, {"N.m", "Coulomb friction torque"});
  Expr f = parameter("f", p.f,
                     {"N.m.s/rad", "viscous friction coefficient", ParameterCheck::NonNegative});
  OptionalSupport support(*this, p.use_support, -(flange_a.tau + flange_b.tau));
  // As BearingFriction, with the smooth characteristic in place of the stick-slip logic.
  equation(phi, flange_a.phi - support.phi);
  equation(flange_b.phi, flange_a.phi);
  equation(w, der(phi));
  equation(a, der(w));
  equation(flange_a.tau + flange_b.tau - tau, 0.0);
  equation(tau, friction_torque(w, tau_brk, w_brk, tau_C, f));
  equation(loss_power, tau * w);
}

}  // namespace acausal::rotational
