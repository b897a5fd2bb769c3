#pragma once
#include "components/translational/partials.hpp"

namespace acausal::translational {

struct EddyCurrentForceParams {
  double f_nominal = 0.0;  // N, maximum force (always braking)
  double v_nominal = 1.0;  // m/s, speed of the maximum force at TRef (> 0)
  double TRef = 293.15;    // K, reference temperature
  double alpha20 = 0.0;    // 1/K, temperature coefficient of the material's resistance at 20 degC
  bool use_support = false;
  bool use_heat_port = false;  // true: a heat port "heatPort" takes the losses
  double T = 293.15;           // K, fixed device temperature without heat port
};

/// Linear eddy current brake (MSL Translational.Sources.EddyCurrentForce),
/// the translational twin of rotational::EddyCurrentTorque: with
/// v = der(flange.s - support.s),
///   v_normalized = v / (v_nominal (1 + alpha_TRef (T_heatPort - TRef))),
///   f = flange.f = 2 f_nominal v_normalized / (1 + v_normalized^2),  lossPower = f v.
class EddyCurrentForce : public Component, public ElementaryOneFlangeAndSupport {
 public:
  static constexpr const char* kTypeName = "EddyCurrentForce";
  using Params = EddyCurrentForceParams;
  EddyCurrentForce(ComponentContext ctx, Params p = Params());
  Expr v, f, v_normalized, lossPower;
};

}  // namespace acausal::translational
