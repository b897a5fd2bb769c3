#pragma once
#include "domains/rotational.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct InitializeFlangeParams {
  StateSelect state_select = StateSelect::Default;
};

/// Initialises a flange's angle, speed and acceleration from input signals,
/// usually reference data (MSL Rotational.Components.InitializeFlange with all
/// three inputs used); it applies no torque.
class InitializeFlange : public Component {
 public:
  static constexpr const char* kTypeName = "InitializeFlange";
  using Params = InitializeFlangeParams;
  InitializeFlange(ComponentContext ctx, Params p = Params());
  signal::RealSignal phi_start, w_start, a_start;
  Flange flange;
  Expr phi_flange, w_flange;
};

}  // namespace acausal::rotational
