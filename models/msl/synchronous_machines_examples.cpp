// Modelica.Electrical.Machines.Examples.SynchronousMachines (MSL 4.0.0) not
// in files of their own, with MSL's names, parameters and connections.
#include <numbers>

#include "components/blocks/math.hpp"
#include "components/drives/pmsm.hpp"
#include "components/drives/space_phasor_blocks.hpp"
#include "components/drives/terminal_box.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/potential_sensor.hpp"
#include "components/rotational/constant_speed.hpp"
#include "models/msl/msl_examples.hpp"

namespace acausal::models::msl {

// SMPM_NoLoad: the machine driven at nominal speed with open terminals; the
// star point is grounded, so the stator currents stay zero and the terminal
// voltages are the induced ones. MSL's Hall sensor, which only displays the
// rotor angle, is left out.
std::unique_ptr<Model> machines_smpm_no_load() {
  using std::numbers::pi;
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_NoLoad");
  const int phases = 3;
  const acausal::drives::SM_PermanentMagnet::Params smpmData{.use_damper_cage = false};
  auto& smpm = m->add<acausal::drives::SM_PermanentMagnet>("smpm", smpmData);
  auto& terminalBox = m->add<acausal::drives::TerminalBox>("terminalBox");
  auto& ground = m->add<electrical::Ground>("ground");
  auto& potentialSensor = m->add<polyphase::PotentialSensor>(
      "potentialSensor", polyphase::PotentialSensor::Params{.m = phases});
  auto& toSpacePhasor = m->add<acausal::drives::ToSpacePhasor>("toSpacePhasor");
  auto& toPolar = m->add<acausal::drives::ToPolar>("toPolar");
  auto& toDeg = m->add<blocks::Gain>("toDeg", blocks::Gain::Params{.k = 180 / pi});
  auto& constantSpeed = m->add<rotational::ConstantSpeed>(
      "constantSpeed",
      rotational::ConstantSpeed::Params{.w_fixed = 2 * pi * smpmData.fsNominal / smpmData.p});
  // Phase 1's axis on the rotor's d axis turned by half a pole pitch.
  m->set_start("smpm.phiMechanical", pi / smpmData.p, true);

  m->connect(terminalBox.plug_sn, smpm.plug_sn);
  m->connect(terminalBox.plug_sp, smpm.plug_sp);
  m->connect(*terminalBox.starpoint, ground.p);
  m->connect(potentialSensor.plug_p, terminalBox.plugSupply);
  m->connect(constantSpeed.flange, smpm.flange);
  for (int k = 0; k < phases; ++k) m->connect(potentialSensor.phi[k], toSpacePhasor.u[k]);
  for (int k = 0; k < 2; ++k) m->connect(toSpacePhasor.y[k], toPolar.u[k]);
  m->connect(toPolar.y[1], toDeg.u);
  return m;
}

}  // namespace acausal::models::msl
