#pragma once
#include "components/rotational/partials.hpp"

namespace acausal::rotational {

struct TorqueStepParams {
  double stepTorque = 1.0;    // N.m, height of the step (negative: a load)
  double offsetTorque = 0.0;  // N.m
  double startTime = 0.0;     // s
  bool use_support = false;
};

/// Torque step, independent of speed (MSL Sources.TorqueStep):
/// tau = -flange.tau = offsetTorque + (if time < startTime then 0 else stepTorque).
class TorqueStep : public Component {
 public:
  static constexpr const char* kTypeName = "TorqueStep";
  using Params = TorqueStepParams;
  TorqueStep(ComponentContext ctx, Params p = Params());
  Flange flange;
  Expr phi, w, tau;
};

}  // namespace acausal::rotational
