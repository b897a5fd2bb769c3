#include "components/drives/pmsm_torque_drive.hpp"

#include "components/drives/averaged_inverter.hpp"
#include "components/drives/terminal_box.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/current_sensor.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/speed_sensor.hpp"

namespace acausal::drives {

PmsmTorqueDrive::PmsmTorqueDrive(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      flange(rotational::declare_flange(*this, "flange")),
      tau(signal::declare_input(*this, "tau")) {
  const auto& mp = params.machine;
  FieldOrientedController::Params cp = params.controller;
  cp.p = mp.p;
  cp.Ld = mp.Lssigma + mp.Lmd;
  cp.Lq = mp.Lssigma + mp.Lmq;
  cp.psi_m = SM_PermanentMagnet::psi_m(mp);
  cp.Vdc = params.Vdc;
  cp.torque_control = true;
  if (params.tune_current_loops) {
    const double wc = 2000.0;
    cp.Ts = 2e-4;
    cp.Kp_i = wc * (cp.Ld + cp.Lq) / 2;
    cp.Ki_i = wc * mp.Rs;
  }
  auto& dc = add<electrical::ConstantVoltage>("dcSource",
                                              electrical::ConstantVoltage::Params{.V = params.Vdc});
  auto& ground = add<electrical::Ground>("ground");
  auto& inverter = add<AveragedInverter>("inverter");
  auto& sensor = add<polyphase::CurrentSensor>("currentSensor");
  auto& box = add<TerminalBox>("terminalBox");
  auto& smpm = add<SM_PermanentMagnet>("smpm", mp);
  auto& angle = add<rotational::AngleSensor>("angleSensor");
  auto& speed = add<rotational::SpeedSensor>("speedSensor");
  auto& controller = add<FieldOrientedController>("controller", cp);
  connect(dc.p, inverter.dc_p);
  connect(dc.n, inverter.dc_n);
  connect(dc.n, ground.p);
  connect(inverter.ac, sensor.plug_p);
  connect(sensor.plug_n, box.plugSupply);
  connect(box.plug_sp, smpm.plug_sp);
  connect(box.plug_sn, smpm.plug_sn);
  connect(smpm.flange, flange);
  connect(smpm.flange, angle.flange);
  connect(smpm.flange, speed.flange);
  connect(angle.phi, controller.phi);
  connect(speed.w, controller.w);
  connect(tau, controller.reference);
  for (std::size_t k = 0; k < 3; ++k) {
    connect(sensor.i[k], controller.i[k]);
    connect(controller.duty[k], inverter.duty[k]);
  }
  // The currents start at zero; the rotor's angle and speed are the flange's.
  smpm.find_variable("idq_sr[1]")->options.start = 0.0;
  smpm.find_variable("idq_sr[1]")->options.fixed = true;
  smpm.find_variable("idq_sr[2]")->options.start = 0.0;
  smpm.find_variable("idq_sr[2]")->options.fixed = true;
}

}  // namespace acausal::drives
