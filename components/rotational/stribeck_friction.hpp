#pragma once
#include <cmath>
#include <numbers>

#include "components/rotational/partials.hpp"

namespace acausal::rotational {

/// Defaults: the joint friction of the seed (Simscape model of a 6-DOF robot,
/// Section 4.1): T_brk = 13 N.m, w_brk = 0.1 rad/s, T_C = 10 N.m, f = 0.001.
struct StribeckFrictionParams {
  double tau_brk = 13.0;  // N.m, breakaway friction torque
  double w_brk = 0.1;     // rad/s, breakaway friction velocity
  double tau_C = 10.0;    // N.m, Coulomb friction torque
  double f = 0.001;       // N.m.s/rad, viscous friction coefficient
  bool use_support = false;
};

/// Smooth friction in a bearing (no events; stiction is approximated, a stuck
/// shaft creeps): Stribeck + Coulomb + viscous, the law of Simscape's
/// Rotational Friction block as the seed gives it (shared/seeds/000_*.txt,
/// Section 4.1 "Friction", the equation for T and the one for w_St, w_Coul):
///   tau = sqrt(2 e) (tau_brk - tau_C) exp(-(w / w_St)^2) w / w_St
///         + tau_C tanh(w / w_Coul) + f w,  w_St = w_brk sqrt(2), w_Coul = w_brk / 10.
/// (The seed's text lost the root and minus signs; sqrt(2 e) is the factor that
/// makes the Stribeck term peak at tau_brk - tau_C at w = w_brk.)
/// Same ports as BearingFriction (flange_a, flange_b, optional support), so the
/// two can be exchanged with Model::replace.
class StribeckFriction : public Component {
 public:
  static constexpr const char* kTypeName = "StribeckFriction";
  using Params = StribeckFrictionParams;
  StribeckFriction(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  Expr phi, tau, w, a, loss_power;
};

/// The seed's friction torque at speed w (for tests and plots).
double stribeck_friction_torque(const StribeckFrictionParams& p, double w);

/// The law itself for any scalar type (double, or Expr for controllers that
/// compensate the plant's friction with the same characteristic). The factor
/// sqrt(2 e) makes the Stribeck term's peak, reached at w = w_St / sqrt(2) =
/// w_brk, equal to tau_brk - tau_C.
template <class T>
T stribeck_friction_law(const T& w, const T& tau_brk, const T& w_brk, const T& tau_C, const T& f) {
  using std::exp;
  using std::tanh;
  const T w_St = w_brk * std::numbers::sqrt2;
  const T w_Coul = w_brk / 10.0;
  const T x = w / w_St;
  return std::sqrt(2.0 * std::numbers::e) * (tau_brk - tau_C) * exp(-(x * x)) * x +
         tau_C * tanh(w / w_Coul) + f * w;
}

}  // namespace acausal::rotational
