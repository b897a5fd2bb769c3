#include "components/drives/pmsm_drives.hpp"

#include <cmath>

#include <fmt/format.h>

#include "components/drives/averaged_inverter.hpp"
#include "components/drives/carrier_pwm.hpp"
#include "components/drives/space_vector_pwm.hpp"
#include "components/drives/terminal_box.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/current_sensor.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/speed_sensor.hpp"

namespace acausal::drives {

PmsmDriveParams drive_params(const ServoMotorRecord& record) {
  PmsmDriveParams p;
  p.machine = record.machine();
  p.Vdc = record.Vdc;
  p.I_max = record.current_limit();
  p.w_max = record.w_max();
  return p;
}

namespace {

bool switched(DriveInverter inverter) {
  return inverter != DriveInverter::Averaged;
}

// Every check names the drive's path, the parameter and what to set instead.
void validate(const Component& c, const PmsmDriveParams& p) {
  auto positive = [&](const char* name, double value, const char* unit, const char* meaning,
                      const char* hint) {
    if (!(value > 0) || !std::isfinite(value))
      throw ModelError(fmt::format(
          "{} '{}': parameter {} = {} {} ({}) is invalid: it must be a finite value > 0. {}",
          c.type_name(), c.path(), name, value, unit, meaning, hint));
  };
  positive("Ts", p.Ts, "s", "controller sample period",
           "Set Ts to the controller's sample time, e.g. 1e-4 s (10 kHz).");
  positive("Vdc", p.Vdc, "V", "DC-link voltage",
           "Set Vdc to the drive's DC link, e.g. the record's Vdc (283 V for 200 V mains).");
  positive("I_max", p.I_max, "A", "current limit, amplitude",
           "Set I_max, e.g. to ServoMotorRecord::current_limit() (T_peak / k_t).");
  positive("w_max", p.w_max, "rad/s", "speed limit of the position drive",
           "Set w_max, e.g. to ServoMotorRecord::w_max().");
  if (switched(p.inverter)) {
    positive("f_pwm", p.f_pwm, "Hz", "switching frequency",
             "Set f_pwm to k/Ts with k = 1, 2, ... (e.g. 1e4 Hz for Ts = 1e-4 s).");
    const double ratio = p.f_pwm * p.Ts;
    if (ratio < 1.0 - 1e-9 || std::abs(ratio - std::round(ratio)) > 1e-6 * ratio)
      throw ModelError(fmt::format(
          "{} '{}': the PWM frequency f_pwm = {} Hz is not an integer multiple of the controller "
          "rate 1/Ts = {:.6g} Hz: the PWM periods must start at the controller's samples (regular "
          "sampling of the current, and the delay the controller compensates). Set f_pwm = k/Ts "
          "with k = 1, 2, ..., e.g. f_pwm = {:.6g} Hz, or Ts = 1/f_pwm = {:.6g} s.",
          c.type_name(), c.path(), p.f_pwm, 1.0 / p.Ts, std::max(1.0, std::round(ratio)) / p.Ts,
          1.0 / p.f_pwm));
  }
  if (p.encoder) validate_encoder_options(c, *p.encoder, "encoder->");
  if (!(p.J_load >= 0))
    throw ModelError(fmt::format(
        "{} '{}': parameter J_load = {} kg.m2 (load inertia the speed loop is tuned for) is "
        "invalid: it must be >= 0. Set J_load to the inertia on the motor shaft (0 if unknown).",
        c.type_name(), c.path(), p.J_load));
  if (p.tune_controller) {
    positive("current_bandwidth", p.current_bandwidth, "rad/s", "current loop bandwidth",
             "Set current_bandwidth, e.g. 2000 rad/s.");
    positive("speed_bandwidth", p.speed_bandwidth, "rad/s", "speed loop bandwidth",
             "Set speed_bandwidth, e.g. current_bandwidth / 10.");
    if (!(p.position_gain >= 0))
      throw ModelError(
          fmt::format("{} '{}': parameter position_gain = {} 1/s is invalid: it must be >= 0. Set "
                      "position_gain, e.g. speed_bandwidth / 4.",
                      c.type_name(), c.path(), p.position_gain));
    // Pole-zero cancellation leaves the loop wc/s e^{-s Td}; with the delay
    // Td = Ts/2 (hold) + one PWM period (switched) the phase margin is
    // 90 deg - wc Td: keep it above about 33 deg.
    const double delay = p.Ts / 2 + (switched(p.inverter) ? 1.0 / p.f_pwm : 0.0);
    const double lag = p.current_bandwidth * delay;
    if (lag > 1.0)
      throw ModelError(fmt::format(
          "{} '{}': current_bandwidth = {} rad/s is too high for the sampling: with the delay "
          "Ts/2{} = {:.3g} s the current loop's phase margin would be {:.0f} deg (wc Td = {:.2f} "
          "rad > 1). Lower current_bandwidth below {:.0f} rad/s, or shorten Ts{}.",
          c.type_name(), c.path(), p.current_bandwidth, switched(p.inverter) ? " + 1/f_pwm" : "",
          delay, 90.0 - lag * 57.29577951308232, lag, 1.0 / delay,
          switched(p.inverter) ? " and 1/f_pwm" : ""));
  }
}

// The drive's inner components and connections, built into c (the drive).
void build(Component& c, const PmsmDriveParams& params, FocMode mode,
           const signal::RealSignal& reference, const rotational::Flange& flange) {
  validate(c, params);
  const auto& mp = params.machine;
  const double Ld = mp.Lssigma + mp.Lmd, Lq = mp.Lssigma + mp.Lmq;
  const double psi = SM_PermanentMagnet::psi_m(mp);
  FieldOrientedController::Params cp = params.controller;
  cp.p = mp.p;
  cp.Ld = Ld;
  cp.Lq = Lq;
  cp.psi_m = psi;
  cp.Ts = params.Ts;
  cp.I_max = params.I_max;
  cp.w_max = params.w_max;
  cp.Vdc = params.Vdc;
  cp.mode = mode;
  cp.encoder = params.encoder;
  cp.modulation = params.inverter == DriveInverter::SpaceVectorPwm ? Modulation::SpaceVector
                                                                   : params.modulation;
  cp.delay = switched(params.inverter) ? 1.0 / params.f_pwm : 0.0;
  cp.alpha_beta_outputs = params.inverter == DriveInverter::SpaceVectorPwm;
  if (params.tune_controller) {
    const double wc = params.current_bandwidth, ws = params.speed_bandwidth;
    const double k_t = 1.5 * mp.p * psi;
    cp.Kp_i = wc * (Ld + Lq) / 2;
    cp.Ki_i = wc * mp.Rs;
    cp.Kp_w = ws * (mp.Jr + params.J_load) / k_t;
    cp.Ki_w = cp.Kp_w * ws / 4;
    cp.Kp_phi = params.position_gain;
  }

  auto& dc = c.add<electrical::ConstantVoltage>(
      "dcSource", electrical::ConstantVoltage::Params{.V = params.Vdc});
  auto& ground = c.add<electrical::Ground>("ground");
  auto& sensor = c.add<polyphase::CurrentSensor>("currentSensor");
  auto& box = c.add<TerminalBox>("terminalBox");
  auto& smpm = c.add<SM_PermanentMagnet>("smpm", mp);
  auto& angle = c.add<rotational::AngleSensor>("angleSensor");
  auto& controller = c.add<FieldOrientedController>("controller", cp);
  c.connect(dc.n, ground.p);
  switch (params.inverter) {
    case DriveInverter::Averaged: {
      auto& inverter = c.add<AveragedInverter>("inverter");
      c.connect(dc.p, inverter.dc_p);
      c.connect(dc.n, inverter.dc_n);
      c.connect(inverter.ac, sensor.plug_p);
      for (std::size_t k = 0; k < 3; ++k) c.connect(controller.duty[k], inverter.duty[k]);
      break;
    }
    case DriveInverter::CarrierPwm: {
      auto& inverter = c.add<SwitchedInverter>("inverter", params.switches);
      auto& pwm = c.add<CarrierPwm>("pwm", CarrierPwm::Params{.f_carrier = params.f_pwm});
      c.connect(dc.p, inverter.dc_p);
      c.connect(dc.n, inverter.dc_n);
      c.connect(inverter.ac, sensor.plug_p);
      for (std::size_t k = 0; k < 3; ++k) {
        c.connect(controller.duty[k], pwm.duty[k]);
        c.connect(pwm.fire_p[k], inverter.fire_p[k]);
        c.connect(pwm.fire_n[k], inverter.fire_n[k]);
      }
      break;
    }
    case DriveInverter::SpaceVectorPwm: {
      auto& inverter = c.add<SwitchedInverter>("inverter", params.switches);
      auto& pwm = c.add<SpaceVectorPwm>(
          "pwm", SpaceVectorPwm::Params{.f = params.f_pwm, .uMax = params.Vdc, .symmetric = true});
      c.connect(dc.p, inverter.dc_p);
      c.connect(dc.n, inverter.dc_n);
      c.connect(inverter.ac, sensor.plug_p);
      for (std::size_t k = 0; k < 2; ++k) c.connect(controller.v_ref[k], pwm.u[k]);
      for (std::size_t k = 0; k < 3; ++k) {
        c.connect(pwm.fire_p[k], inverter.fire_p[k]);
        c.connect(pwm.fire_n[k], inverter.fire_n[k]);
      }
      break;
    }
  }
  c.connect(sensor.plug_n, box.plugSupply);
  c.connect(box.plug_sp, smpm.plug_sp);
  c.connect(box.plug_sn, smpm.plug_sn);
  c.connect(smpm.flange, flange);
  c.connect(smpm.flange, angle.flange);
  c.connect(angle.phi, controller.phi);
  if (!params.encoder) {
    auto& speed = c.add<rotational::SpeedSensor>("speedSensor");
    c.connect(smpm.flange, speed.flange);
    c.connect(speed.w, controller.w);
  }
  c.connect(reference, controller.reference);
  for (std::size_t k = 0; k < 3; ++k) c.connect(sensor.i[k], controller.i[k]);
  // The currents start at zero; the rotor's angle and speed are the flange's.
  for (const char* name : {"idq_sr[1]", "idq_sr[2]"}) {
    VariableDecl* v = smpm.find_variable(name);
    v->options.start = 0.0;
    v->options.fixed = true;
  }
}

}  // namespace

PmsmTorqueDrive::PmsmTorqueDrive(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      flange(rotational::declare_flange(*this, "flange")),
      tau(signal::declare_input(*this, "tau")) {
  build(*this, params, FocMode::Torque, tau, flange);
}

PmsmSpeedDrive::PmsmSpeedDrive(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      flange(rotational::declare_flange(*this, "flange")),
      w_ref(signal::declare_input(*this, "w_ref")) {
  build(*this, params, FocMode::Speed, w_ref, flange);
}

PmsmPositionDrive::PmsmPositionDrive(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      flange(rotational::declare_flange(*this, "flange")),
      phi_ref(signal::declare_input(*this, "phi_ref")) {
  build(*this, params, FocMode::Position, phi_ref, flange);
}

}  // namespace acausal::drives
