#pragma once
#include "components/drives/foc_controller.hpp"
#include "components/drives/pmsm.hpp"
#include "domains/rotational.hpp"
#include "domains/signal.hpp"

namespace acausal::drives {

struct PmsmTorqueDriveParams {
  SM_PermanentMagnet::Params machine{.use_damper_cage = false};
  /// Controller; p, Ld, Lq, psi_m are taken from the machine. The defaults
  /// (Ts, Kp_i, Ki_i, I_max, Vdc) are replaced by tuned ones unless
  /// tune_current_loops is false.
  FieldOrientedController::Params controller{};
  bool tune_current_loops = true;  // Kp = wc (Ld + Lq)/2, Ki = wc Rs at wc = 2000 rad/s
  double Vdc = 300.0;              // V, ideal DC link
};

/// A PMSM fed by an averaged two-level inverter under sampled field-oriented
/// torque control, packaged as a torque source: the same ports as
/// rotational::Torque without support ("flange", input "tau"), so a model can
/// swap an ideal torque source for it by path (Model::replace) and see the
/// machine's current dynamics, sampling delay, voltage and current limits.
/// Inner components: dcSource, inverter, currentSensor, terminalBox, smpm,
/// angleSensor, speedSensor, controller. The housing is fixed.
class PmsmTorqueDrive : public Component {
 public:
  static constexpr const char* kTypeName = "PmsmTorqueDrive";
  using Params = PmsmTorqueDriveParams;
  PmsmTorqueDrive(ComponentContext ctx, Params params = Params());
  rotational::Flange flange;
  signal::RealSignal tau;
};

}  // namespace acausal::drives
