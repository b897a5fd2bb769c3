#pragma once
#include <memory>
#include <optional>

#include "components/drives/foc_controller.hpp"
#include "components/drives/pmsm.hpp"
#include "core/model/model.hpp"

namespace acausal::models::drives {

enum class InverterKind { Averaged, Switched };

/// A DC link fed from a non-ideal source: the ideal voltage Vdc behind an
/// internal resistance, buffered by a capacitor at the inverter's DC terminals.
struct DcLinkOptions {
  double R_source = 0.1;  // Ohm, internal resistance of the DC source
  double C = 2e-3;        // F, DC-link capacitance (starts charged to Vdc)
};

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
  /// Unset: the inverter is fed by the ideal source Vdc. Set: by the source
  /// through dcSourceResistor and the capacitor dcLinkCapacitor, with the
  /// wattmeters sourcePowerSensor (DC source output) and powerSensor (machine
  /// terminals). The controller still assumes Vdc for its voltage limit.
  std::optional<DcLinkOptions> dc_link;
};

/// A PMSM speed drive: DC source -> two-level inverter (averaged or switched
/// with carrier PWM) -> current sensor -> machine (Y, floating neutral) ->
/// load inertia with a load torque step; a sampled field-oriented controller
/// closes the current and speed loops. Component names: smpm, inverter, pwm,
/// controller, currentSensor, angleSensor, speedSensor, loadInertia, loadTorque.
/// Model names: Drives.PMSM_FOC_Averaged, Drives.PMSM_FOC_Switched, and with a
/// DC link Drives.PMSM_FOC_DcLinkCapacitor (averaged) or
/// Drives.PMSM_FOC_DcLinkCapacitor_Switched.
std::unique_ptr<Model> pmsm_foc_drive(const PmsmFocDriveOptions& options = {});

/// The controller the drive uses for a machine: inductances and magnet flux
/// from the machine, current loops tuned to 2000 rad/s by pole-zero
/// cancellation (Kp = wc L, Ki = wc Rs), a speed PI at about 50 rad/s for the
/// total inertia J, sample period 2e-4 s.
acausal::drives::FieldOrientedController::Params derived_controller(
    const acausal::drives::SM_PermanentMagnet::Params& machine, double J_total, double Vdc);

}  // namespace acausal::models::drives
