#pragma once
#include <memory>

#include "components/drives/foc_controller.hpp"
#include "components/drives/pmsm.hpp"
#include "core/model/model.hpp"

namespace acausal::models::drives {

enum class InverterKind { Averaged, Switched };

struct PmsmFocDriveOptions {
  InverterKind inverter = InverterKind::Averaged;
  acausal::drives::SM_PermanentMagnet::Params machine{.use_damper_cage = false};
  acausal::drives::FieldOrientedController::Params controller{};  // derived gains if unset
  bool derive_controller = true;  // set Ld, Lq, psi_m, p, gains from the machine
  double Vdc = 300.0;             // V
  double J_load = 0.29;           // kg.m2
  double w_ref = 100.0;           // rad/s, speed reference after the step
  double t_speed_step = 0.01;     // s
  double T_load = 100.0;          // N.m, load torque after the step (opposing rotation)
  double t_load_step = 0.5;       // s
  double f_carrier = 5e3;         // Hz, switched inverter only
};

/// A PMSM speed drive: DC source -> two-level inverter (averaged or switched
/// with carrier PWM) -> current sensor -> machine (Y, floating neutral) ->
/// load inertia with a load torque step; a sampled field-oriented controller
/// closes the current and speed loops. Component names: smpm, inverter, pwm,
/// controller, currentSensor, angleSensor, speedSensor, loadInertia, loadTorque.
std::unique_ptr<Model> pmsm_foc_drive(const PmsmFocDriveOptions& options = {});

/// The controller the drive uses for a machine: inductances and magnet flux
/// from the machine, current loops tuned to 2000 rad/s by pole-zero
/// cancellation (Kp = wc L, Ki = wc Rs), a speed PI at about 50 rad/s for the
/// total inertia J, sample period 2e-4 s.
acausal::drives::FieldOrientedController::Params derived_controller(
    const acausal::drives::SM_PermanentMagnet::Params& machine, double J_total, double Vdc);

}  // namespace acausal::models::drives
