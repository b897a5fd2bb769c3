#pragma once
// PMSM servo drives as one-flange actuators: torque, speed and position
// drives with an averaged or a switched (carrier PWM or space-vector PWM)
// inverter, an optional encoder, and a servo motor record as the default
// machine (docs/drives.md).
#include <optional>

#include "components/drives/encoder.hpp"
#include "components/drives/foc_controller.hpp"
#include "components/drives/pmsm.hpp"
#include "components/drives/servo_motor_records.hpp"
#include "components/drives/switched_inverter.hpp"
#include "domains/rotational.hpp"
#include "domains/signal.hpp"

namespace acausal::drives {

/// The inverter between the DC link and the machine.
enum class DriveInverter {
  Averaged,        // AveragedInverter: the duty cycles act at once, no ripple
  CarrierPwm,      // SwitchedInverter + CarrierPwm (regular-sampled, centre-aligned triangle)
  SpaceVectorPwm,  // SwitchedInverter + SpaceVectorPwm (sectors; symmetric layout)
};

/// Parameters of PmsmTorqueDrive, PmsmSpeedDrive and PmsmPositionDrive.
/// The machine, DC link, current and speed limits default to the default
/// servo record (servo_records::default_record(), Yaskawa SGMPH-04A, 400 W);
/// drive_params(record) gives them for another record.
struct PmsmDriveParams {
  SM_PermanentMagnet::Params machine = servo_records::default_record().machine();
  double Vdc = servo_records::default_record().Vdc;                // V, ideal DC link
  double I_max = servo_records::default_record().current_limit();  // A, current limit (amplitude)
  double w_max = servo_records::default_record().w_max();  // rad/s, speed limit (position drive)
  double Ts = 1e-4;                                        // s, controller sample period
  DriveInverter inverter = DriveInverter::Averaged;
  /// Hz, switching frequency of the switched inverters: an integer multiple
  /// of the controller rate 1/Ts (the PWM periods start at the samples).
  double f_pwm = 1e4;
  /// Averaged and CarrierPwm: Sine is sine-triangle PWM (|v| <= Vdc/2),
  /// SpaceVector injects the min-max zero sequence (symmetric SVPWM pulses,
  /// |v| <= Vdc/sqrt(3)). SpaceVectorPwm always uses Vdc/sqrt(3).
  Modulation modulation = Modulation::SpaceVector;
  SwitchedInverter::Params switches{};
  /// Set: the controller's angle and speed come from an encoder (quantised
  /// angle, backward-difference speed) at its samples.
  std::optional<EncoderOptions> encoder;
  /// Tune the controller from the machine (true), or take the gains Kp_i,
  /// Ki_i, Kp_w, Ki_w, Kp_phi and id_ref from `controller` (false). The
  /// machine quantities (p, Ld, Lq, psi_m), Ts, I_max, w_max, Vdc, the
  /// modulation and the encoder always come from the fields above.
  bool tune_controller = true;
  double current_bandwidth = 2000.0;  // rad/s: Kp_i = wc (Ld + Lq)/2, Ki_i = wc Rs
  double speed_bandwidth = 200.0;     // rad/s: Kp_w = ws J/k_t, Ki_w = Kp_w ws/4
  double position_gain = 50.0;        // 1/s: Kp_phi (position drive)
  double J_load = 0.0;  // kg.m2, load inertia the speed loop is tuned for (J = Jr + J_load)
  FieldOrientedController::Params controller{};
};

/// The parameters for a servo motor record: its machine, DC link, current
/// limit (T_peak / k_t) and maximum speed; the rest at the defaults.
PmsmDriveParams drive_params(const ServoMotorRecord& record);

/// A PMSM fed by a two-level inverter from an ideal DC link under sampled
/// field-oriented torque control, packaged as a torque source with the ports
/// of rotational::Torque without support ("flange", input "tau"), so a model
/// swaps an ideal torque source for it by path (Model::replace) and sees the
/// machine's current dynamics, sampling and PWM delay, voltage and current
/// limits, switching ripple and encoder quantisation, as chosen.
/// Inner components: dcSource, ground, inverter, pwm (switched only),
/// currentSensor, terminalBox, smpm, angleSensor, speedSensor (without
/// encoder), controller. The housing is fixed; the currents start at zero.
class PmsmTorqueDrive : public Component {
 public:
  static constexpr const char* kTypeName = "PmsmTorqueDrive";
  using Params = PmsmDriveParams;
  PmsmTorqueDrive(ComponentContext ctx, Params params = Params());
  rotational::Flange flange;
  signal::RealSignal tau;  // N.m, torque command
};

/// The same drive under speed control: input "w_ref" (rad/s); a speed PI
/// (tuned to speed_bandwidth for Jr + J_load) sets the q current.
class PmsmSpeedDrive : public Component {
 public:
  static constexpr const char* kTypeName = "PmsmSpeedDrive";
  using Params = PmsmDriveParams;
  PmsmSpeedDrive(ComponentContext ctx, Params params = Params());
  rotational::Flange flange;
  signal::RealSignal w_ref;
};

/// The same drive under position control: input "phi_ref" (rad); cascade of
/// a position P (position_gain, speed reference limited to w_max), the speed
/// PI and the current loops, all in the sampled controller.
class PmsmPositionDrive : public Component {
 public:
  static constexpr const char* kTypeName = "PmsmPositionDrive";
  using Params = PmsmDriveParams;
  PmsmPositionDrive(ComponentContext ctx, Params params = Params());
  rotational::Flange flange;
  signal::RealSignal phi_ref;
};

}  // namespace acausal::drives
