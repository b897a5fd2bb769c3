// MSL Electrical.Machines.Examples.SynchronousMachines.SMPM_Braking: the
// permanent magnet synchronous machine, started at nominal speed, brakes
// its load by feeding a six-pulse diode bridge whose DC side is a resistor
// set proportional to the speed (limited), so that current and torque stay
// about constant while the induced voltage falls.
#include <numbers>

#include "components/blocks/math.hpp"
#include "components/blocks/nonlinear.hpp"
#include "components/drives/current_quasi_rms_sensor.hpp"
#include "components/drives/pmsm.hpp"
#include "components/drives/terminal_box.hpp"
#include "components/drives/voltage_quasi_rms_sensor.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/variable_resistor.hpp"
#include "components/polyphase/star.hpp"
#include "components/power_converters/diode_bridge_2m_pulse.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "models/msl/msl_examples.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> machines_smpm_braking() {
  using std::numbers::pi;
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_Braking");
  const acausal::drives::SM_PermanentMagnet::Params smpmData{.use_damper_cage = false};
  const double R = 1;  // Ohm, nominal braking resistance
  const double wNominal = 2 * pi * smpmData.fsNominal / smpmData.p;

  auto& smpm = m->add<acausal::drives::SM_PermanentMagnet>("smpm", smpmData);
  auto& ground = m->add<electrical::Ground>("ground");
  auto& terminalBox = m->add<acausal::drives::TerminalBox>("terminalBox");
  auto& inertiaLoad =
      m->add<rotational::Inertia>("inertiaLoad", rotational::Inertia::Params{.J = 0.29});
  auto& speedSensor = m->add<rotational::SpeedSensor>("speedSensor");
  auto& currentQuasiRMSSensor =
      m->add<acausal::drives::CurrentQuasiRMSSensor>("currentQuasiRMSSensor");
  auto& diodeBridge2mPulse = m->add<power_converters::DiodeBridge2mPulse>("diodeBridge2mPulse");
  auto& variableResistor = m->add<electrical::VariableResistor>("variableResistor");
  auto& gain = m->add<blocks::Gain>("gain", blocks::Gain::Params{.k = R / wNominal});
  auto& limiter =
      m->add<blocks::Limiter>("limiter", blocks::Limiter::Params{.uMax = 10, .uMin = 0.1});
  auto& ac2dc = m->add<blocks::Gain>("ac2dc", blocks::Gain::Params{.k = pi * pi / 8});
  auto& starM = m->add<polyphase::Star>("starM");
  auto& voltageQuasiRMSSensor =
      m->add<acausal::drives::VoltageQuasiRMSSensor>("voltageQuasiRMSSensor");
  auto& grounding =
      m->add<electrical::Resistor>("grounding", electrical::Resistor::Params{.R = 1e6});

  m->connect(terminalBox.plug_sn, smpm.plug_sn);
  m->connect(terminalBox.plug_sp, smpm.plug_sp);
  m->connect(currentQuasiRMSSensor.plug_n, terminalBox.plugSupply);
  m->connect(diodeBridge2mPulse.ac, currentQuasiRMSSensor.plug_p);
  m->connect(variableResistor.p, diodeBridge2mPulse.dc_p);
  m->connect(variableResistor.n, diodeBridge2mPulse.dc_n);
  m->connect(smpm.flange, inertiaLoad.flange_a);
  m->connect(gain.u, speedSensor.w);
  m->connect(limiter.u, gain.y);
  m->connect(limiter.y, ac2dc.u);
  m->connect(ac2dc.y, variableResistor.R);
  m->connect(starM.plug_p, voltageQuasiRMSSensor.plug_n);
  m->connect(voltageQuasiRMSSensor.plug_p, currentQuasiRMSSensor.plug_n);
  m->connect(smpm.flange, speedSensor.flange);
  m->connect(*terminalBox.starpoint, starM.pin_n);
  m->connect(ground.p, variableResistor.n);
  m->connect(ground.p, grounding.n);
  m->connect(starM.pin_n, grounding.p);

  m->set_start("smpm.phiMechanical", 0.0, true);
  m->set_start("smpm.wMechanical", wNominal, true);
  // MSL: initial equation smpm.is[1:2] = zeros(2); smpm.i_0_s = 0.
  m->initial_equation(0.0, smpm.is[0]);
  m->initial_equation(0.0, smpm.is[1]);
  m->initial_equation(0.0, smpm.i_0_s);
  return m;
}

}  // namespace acausal::models::msl
