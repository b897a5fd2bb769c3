#include "models/msl/smpm_inverter.hpp"

#include <numbers>

#include "components/blocks/sources.hpp"
#include "components/drives/pmsm.hpp"
#include "components/drives/terminal_box.hpp"
#include "components/drives/vf_controller.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/signal_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/torque.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> smpm_inverter() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_Inverter");
  const double VNominal = 100, fNominal = 50, f = 50, tRamp = 1, TLoad = 181.4, tStep = 1.2,
               JLoad = 0.29;
  acausal::drives::SM_PermanentMagnet::Params
      data;  // SM_PermanentMagnetData defaults, damper cage on

  auto& smpm = m->add<acausal::drives::SM_PermanentMagnet>("smpm", data);
  auto& ramp = m->add<blocks::Ramp>("ramp", blocks::Ramp::Params{.height = f, .duration = tRamp});
  auto& vf = m->add<acausal::drives::VfController>(
      "vfController",
      acausal::drives::VfController::Params{
          .VNominal = VNominal, .fNominal = fNominal, .BasePhase = std::numbers::pi / 2});
  auto& source = m->add<polyphase::SignalVoltage>("signalVoltage");
  auto& star = m->add<polyphase::Star>("star");
  auto& ground = m->add<electrical::Ground>("ground");
  auto& box = m->add<acausal::drives::TerminalBox>("terminalBox");
  auto& load = m->add<rotational::Inertia>("loadInertia", rotational::Inertia::Params{.J = JLoad});
  auto& torque = m->add<rotational::Torque>("loadTorqueStep");
  auto& step = m->add<blocks::Step>("loadTorqueStepSignal",
                                    blocks::Step::Params{.height = -TLoad, .start_time = tStep});

  m->connect(ramp.y, vf.u);
  for (std::size_t k = 0; k < 3; ++k) m->connect(vf.y[k], source.u[k]);
  m->connect(source.plug_n, star.plug_p);
  m->connect(star.pin_n, ground.p);
  m->connect(source.plug_p, box.plugSupply);
  m->connect(box.plug_sp, smpm.plug_sp);
  m->connect(box.plug_sn, smpm.plug_sn);
  m->connect(smpm.flange, load.flange_a);
  m->connect(load.flange_b, torque.flange);
  m->connect(step.y, torque.tau);

  m->set_start("smpm.phiMechanical", 0.0, true);
  m->set_start("smpm.wMechanical", 0.0, true);
  m->set_start("smpm.idq_dr[1]", 0.0, true);
  m->set_start("smpm.idq_dr[2]", 0.0, true);
  m->initial_equation(smpm.is[0], 0.0);
  m->initial_equation(smpm.is[1], 0.0);
  return m;
}

}  // namespace acausal::models::msl
