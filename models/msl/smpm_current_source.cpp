#include "models/msl/smpm_current_source.hpp"

#include <numbers>

#include "components/blocks/sources.hpp"
#include "components/drives/current_quasi_rms_sensor.hpp"
#include "components/drives/pmsm.hpp"
#include "components/drives/rotor_displacement_angle.hpp"
#include "components/drives/space_phasor_blocks.hpp"
#include "components/drives/terminal_box.hpp"
#include "components/drives/voltage_quasi_rms_sensor.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/signal_current.hpp"
#include "components/polyphase/star.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/multi_sensor.hpp"
#include "components/rotational/quadratic_speed_dependent_torque.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> smpm_current_source() {
  using namespace acausal::drives;
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_CurrentSource");
  const SM_PermanentMagnet::Params data{.use_damper_cage = false};
  const double wNominal = 2 * std::numbers::pi * data.fsNominal / data.p;

  auto& smpm = m->add<SM_PermanentMagnet>("smpm", data);
  auto& source = m->add<polyphase::SignalCurrent>("signalCurrent");
  auto& star = m->add<polyphase::Star>("star");
  auto& ground = m->add<electrical::Ground>("ground");
  auto& dq = m->add<DQToThreePhase>("dqToThreePhase", DQToThreePhase::Params{.p = data.p});
  auto& iq = m->add<blocks::Constant>("iq", blocks::Constant::Params{.k = 84.6});
  auto& id = m->add<blocks::Constant>("id", blocks::Constant::Params{.k = -53.5});
  auto& voltage = m->add<VoltageQuasiRMSSensor>("voltageQuasiRMSSensor");
  auto& current = m->add<CurrentQuasiRMSSensor>("currentQuasiRMSSensor");
  auto& starM = m->add<polyphase::Star>("starM");
  auto& groundM = m->add<electrical::Ground>("groundM");
  auto& box = m->add<TerminalBox>("terminalBox");
  auto& angle = m->add<RotorDisplacementAngle>("rotorDisplacementAngle",
                                               RotorDisplacementAngle::Params{.p = 2});
  auto& angleSensor = m->add<rotational::AngleSensor>("angleSensor");
  auto& multiSensor = m->add<rotational::MultiSensor>("multiSensor");
  auto& load = m->add<rotational::Inertia>("inertiaLoad", rotational::Inertia::Params{.J = 0.29});
  auto& torque = m->add<rotational::QuadraticSpeedDependentTorque>(
      "quadraticSpeedDependentTorque", rotational::QuadraticSpeedDependentTorque::Params{
                                           .tau_nominal = -181.4, .w_nominal = wNominal});

  m->connect(star.pin_n, ground.p);
  m->connect(angle.plug_n, smpm.plug_sn);
  m->connect(angle.plug_p, smpm.plug_sp);
  m->connect(box.plug_sn, smpm.plug_sn);
  m->connect(box.plug_sp, smpm.plug_sp);
  m->connect(smpm.flange, angle.flange);
  m->connect(source.plug_p, star.plug_p);
  m->connect(id.y, dq.d);
  m->connect(iq.y, dq.q);
  m->connect(groundM.p, *box.starpoint);
  m->connect(smpm.flange, multiSensor.flange_a);
  m->connect(voltage.plug_p, box.plugSupply);
  m->connect(starM.plug_p, voltage.plug_n);
  m->connect(starM.pin_n, groundM.p);
  for (std::size_t k = 0; k < 3; ++k) m->connect(dq.y[k], source.i[k]);
  m->connect(torque.flange, load.flange_b);
  m->connect(multiSensor.flange_b, load.flange_a);
  m->connect(source.plug_n, current.plug_p);
  m->connect(current.plug_n, voltage.plug_p);
  m->connect(smpm.flange, angleSensor.flange);
  m->connect(angleSensor.phi, dq.phi);
  m->set_start("smpm.phiMechanical", 0.0, true);
  m->set_start("smpm.wMechanical", 0.0, true);
  return m;
}

}  // namespace acausal::models::msl
