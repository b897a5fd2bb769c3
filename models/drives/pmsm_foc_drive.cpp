#include "models/drives/pmsm_foc_drive.hpp"

#include "components/blocks/sources.hpp"
#include "components/drives/averaged_inverter.hpp"
#include "components/drives/carrier_pwm.hpp"
#include "components/drives/switched_inverter.hpp"
#include "components/drives/terminal_box.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/power_sensor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/polyphase/current_sensor.hpp"
#include "components/polyphase/power_sensor.hpp"
#include "components/polyphase/star.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/torque.hpp"

namespace acausal::models::drives {

using namespace acausal::drives;

FieldOrientedController::Params derived_controller(const SM_PermanentMagnet::Params& machine,
                                                   double J_total, double Vdc) {
  const double wc = 2000.0, ws = 50.0;
  const double Ld = machine.Lssigma + machine.Lmd, Lq = machine.Lssigma + machine.Lmq;
  const double psi = SM_PermanentMagnet::psi_m(machine);
  const double kt = 1.5 * machine.p * psi;
  return {.p = machine.p,
          .Ts = 2e-4,
          .Ld = Ld,
          .Lq = Lq,
          .psi_m = psi,
          .Kp_i = wc * (Ld + Lq) / 2,
          .Ki_i = wc * machine.Rs,
          .Kp_w = ws * J_total / kt,
          .Ki_w = ws * J_total / kt * ws / 4,
          .I_max = 300.0,
          .id_ref = 0.0,
          .Vdc = Vdc};
}

std::unique_ptr<Model> pmsm_foc_drive(const PmsmFocDriveOptions& o) {
  const bool averaged = o.inverter == InverterKind::Averaged;
  auto m = std::make_unique<Model>(
      o.dc_link ? (averaged ? "Drives.PMSM_FOC_DcLinkCapacitor"
                            : "Drives.PMSM_FOC_DcLinkCapacitor_Switched")
                : (averaged ? "Drives.PMSM_FOC_Averaged" : "Drives.PMSM_FOC_Switched"));
  FieldOrientedController::Params ctrl = o.controller;
  if (o.derive_controller) {
    const double id_ref = o.controller.id_ref;
    ctrl = derived_controller(o.machine, o.machine.Jr + o.J_load, o.Vdc);
    ctrl.id_ref = id_ref;
  }
  auto& smpm = m->add<SM_PermanentMagnet>("smpm", o.machine);
  auto& box = m->add<TerminalBox>("terminalBox");
  auto& sensor = m->add<polyphase::CurrentSensor>("currentSensor");
  auto& dc = m->add<electrical::ConstantVoltage>("dcSource",
                                                 electrical::ConstantVoltage::Params{.V = o.Vdc});
  auto& ground = m->add<electrical::Ground>("ground");
  auto& controller = m->add<FieldOrientedController>("controller", ctrl);
  auto& angle = m->add<rotational::AngleSensor>("angleSensor");
  auto& speed = m->add<rotational::SpeedSensor>("speedSensor");
  auto& load =
      m->add<rotational::Inertia>("loadInertia", rotational::Inertia::Params{.J = o.J_load});
  auto& torque = m->add<rotational::Torque>("loadTorque");
  auto& torque_step = m->add<blocks::Step>(
      "loadTorqueStep", blocks::Step::Params{.height = -o.T_load, .start_time = o.t_load_step});
  auto& speed_step = m->add<blocks::Step>(
      "speedReference", blocks::Step::Params{.height = o.w_ref, .start_time = o.t_speed_step});

  // The inverter's positive DC terminal: the source itself, or the DC link.
  const Port* dc_link_p = dc.p.port;
  if (o.dc_link) {
    auto& wattmeter = m->add<electrical::PowerSensor>("sourcePowerSensor");
    auto& resistor = m->add<electrical::Resistor>(
        "dcSourceResistor", electrical::Resistor::Params{.R = o.dc_link->R_source});
    auto& capacitor = m->add<electrical::Capacitor>(
        "dcLinkCapacitor", electrical::Capacitor::Params{.C = o.dc_link->C, .v_start = o.Vdc});
    m->connect(dc.p, wattmeter.pc);
    m->connect(dc.p, wattmeter.pv);
    m->connect(dc.n, wattmeter.nv);
    m->connect(wattmeter.nc, resistor.p);
    m->connect(resistor.n, capacitor.p);
    m->connect(capacitor.n, dc.n);
    dc_link_p = capacitor.p.port;
  }
  if (averaged) {
    auto& inverter = m->add<AveragedInverter>("inverter");
    m->connect(*dc_link_p, inverter.dc_p);
    m->connect(dc.n, inverter.dc_n);
    m->connect(inverter.ac, sensor.plug_p);
    for (std::size_t k = 0; k < 3; ++k) m->connect(controller.duty[k], inverter.duty[k]);
  } else {
    auto& inverter = m->add<SwitchedInverter>("inverter");
    auto& pwm = m->add<CarrierPwm>("pwm", CarrierPwm::Params{.f_carrier = o.f_carrier});
    m->connect(*dc_link_p, inverter.dc_p);
    m->connect(dc.n, inverter.dc_n);
    m->connect(inverter.ac, sensor.plug_p);
    for (std::size_t k = 0; k < 3; ++k) {
      m->connect(controller.duty[k], pwm.duty[k]);
      m->connect(pwm.fire_p[k], inverter.fire_p[k]);
      m->connect(pwm.fire_n[k], inverter.fire_n[k]);
    }
  }
  m->connect(dc.n, ground.p);
  if (o.dc_link) {
    // Voltage paths from the lines to ground: the machine's star point floats,
    // so the line currents sum to zero and any common reference gives the power.
    auto& wattmeter = m->add<polyphase::PowerSensor>("powerSensor");
    auto& reference = m->add<polyphase::Star>("powerSensorStar");
    m->connect(sensor.plug_n, wattmeter.pc);
    m->connect(sensor.plug_n, wattmeter.pv);
    m->connect(wattmeter.nv, reference.plug_p);
    m->connect(reference.pin_n, ground.p);
    m->connect(wattmeter.nc, box.plugSupply);
  } else {
    m->connect(sensor.plug_n, box.plugSupply);
  }
  m->connect(box.plug_sp, smpm.plug_sp);
  m->connect(box.plug_sn, smpm.plug_sn);
  m->connect(smpm.flange, load.flange_a);
  m->connect(load.flange_b, torque.flange);
  m->connect(torque_step.y, torque.tau);
  m->connect(smpm.flange, angle.flange);
  m->connect(smpm.flange, speed.flange);
  m->connect(angle.phi, controller.phi);
  m->connect(speed.w, controller.w);
  m->connect(speed_step.y, controller.reference);
  for (std::size_t k = 0; k < 3; ++k) m->connect(sensor.i[k], controller.i[k]);

  m->set_start("smpm.phiMechanical", 0.0, true);
  m->set_start("smpm.wMechanical", 0.0, true);
  m->set_start("smpm.idq_sr[1]", 0.0, true);
  m->set_start("smpm.idq_sr[2]", 0.0, true);
  return m;
}

}  // namespace acausal::models::drives
