#pragma once
#include "domains/rotational.hpp"

namespace acausal::rotational {

struct EddyCurrentTorqueParams {
  double tau_nominal = 0.0;  // N.m, maximum torque (always braking)
  double w_nominal = 1.0;    // rad/s, speed of the maximum torque at TRef (> 0)
  double TRef = 293.15;      // K, reference temperature
  double alpha20 = 0.0;      // 1/K, temperature coefficient of the material's resistance at 20 degC
  bool use_support = false;
  bool use_heat_port = false;  // true: a heat port "heatPort" takes the losses
  double T = 293.15;           // K, fixed device temperature without heat port
};

/// Eddy current brake (MSL Rotational.Sources.EddyCurrentTorque), whose
/// characteristic is Kloss's: with w = der(flange.phi - support.phi),
///   w_normalized = w / (w_nominal (1 + alpha_TRef (T_heatPort - TRef))),
///   tau = flange.tau = 2 tau_nominal w_normalized / (1 + w_normalized^2),
///   lossPower = tau w,
/// alpha_TRef = alpha20 / (1 + alpha20 (TRef - 293.15)): the speed of the
/// maximum torque scales with the resistance of the heated disc.
class EddyCurrentTorque : public Component {
 public:
  static constexpr const char* kTypeName = "EddyCurrentTorque";
  using Params = EddyCurrentTorqueParams;
  EddyCurrentTorque(ComponentContext ctx, Params p = Params());
  Flange flange;
  Expr phi, w, tau, w_normalized, lossPower;
};

}  // namespace acausal::rotational
