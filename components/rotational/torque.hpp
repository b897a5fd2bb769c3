#pragma once
#include "components/rotational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct TorqueParams {
  bool use_support = false;
};

/// Torque given by the input signal tau, accelerating flange (MSL Torque):
/// flange.tau = -tau, and the reaction on the support.
class Torque : public Component {
 public:
  static constexpr const char* kTypeName = "Torque";
  using Params = TorqueParams;
  Torque(ComponentContext ctx, Params p = Params());
  Flange flange;
  signal::RealSignal tau;
};

}  // namespace acausal::rotational
