#include "models/msl/smpm_resistive_braking.hpp"

#include <array>
#include <cmath>
#include <numbers>

#include "components/blocks/sources.hpp"
#include "components/drives/pmsm.hpp"
#include "components/drives/terminal_box.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/ideal_closing_switch.hpp"
#include "components/polyphase/resistor.hpp"
#include "components/polyphase/star.hpp"
#include "components/rotational/inertia.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> smpm_resistive_braking() {
  using namespace polyphase;
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_ResistiveBraking");
  // SM_PermanentMagnetData defaults, without the damper cage.
  acausal::drives::SM_PermanentMagnet::Params data{.use_damper_cage = false};
  const double w0 = 2 * std::numbers::pi * data.fsNominal / data.p;
  const std::array<double, 3> k{1, 3, 5};

  auto& smpm = m->add<acausal::drives::SM_PermanentMagnet>("smpm", data);
  auto& load =
      m->add<rotational::Inertia>("inertiaLoad", rotational::Inertia::Params{.J = 4 * data.Jr});
  auto& box = m->add<acausal::drives::TerminalBox>("terminalBox");
  auto& r1 = m->add<Resistor>("resistor1", Resistor::Params{.R = k[0] * data.Rs});
  auto& r2 = m->add<Resistor>("resistor2", Resistor::Params{.R = k[1] * data.Rs});
  auto& r3 = m->add<Resistor>("resistor3", Resistor::Params{.R = k[2] * data.Rs});
  auto& star = m->add<Star>("star");
  auto& ground = m->add<electrical::Ground>("ground");
  const IdealClosingSwitch::Params sw{.Ron = 1e-9, .Goff = 1e-9};
  auto& switch2 = m->add<IdealClosingSwitch>("switch2", sw);
  auto& switch3 = m->add<IdealClosingSwitch>("switch3", sw);
  auto& step2 = m->add<blocks::Step>("booleanStep2", blocks::Step::Params{.start_time = 0.65});
  auto& step3 = m->add<blocks::Step>("booleanStep3", blocks::Step::Params{.start_time = 0.5});

  m->connect(smpm.flange, load.flange_a);
  m->connect(box.plug_sn, smpm.plug_sn);
  m->connect(box.plug_sp, smpm.plug_sp);
  m->connect(box.plugSupply, r1.plug_p);
  m->connect(r1.plug_n, r2.plug_p);
  m->connect(r2.plug_n, r3.plug_p);
  m->connect(r3.plug_n, star.plug_p);
  m->connect(star.pin_n, ground.p);
  m->connect(switch2.plug_p, r2.plug_p);
  m->connect(switch2.plug_n, r2.plug_n);
  m->connect(switch3.plug_p, r3.plug_p);
  m->connect(switch3.plug_n, r3.plug_n);
  for (std::size_t j = 0; j < 3; ++j) {  // MSL BooleanReplicator: one step drives all phases
    m->connect(step2.y, switch2.control[j]);
    m->connect(step3.y, switch3.control[j]);
  }

  // The example's outputs.
  const std::array<std::pair<const char*, Expr>, 3> outputs{{{"tauElectrical", smpm.tauElectrical},
                                                             {"tauShaft", smpm.tauShaft},
                                                             {"wMechanical", smpm.wMechanical}}};
  for (const auto& [name, value] : outputs) m->equation(m->variable(name), value);

  // Start at w0 in electrical steady state with all stages in circuit (MSL
  // solves idq_sr from these two equations as fixed=false parameters).
  m->set_start("smpm.phiMechanical", 0.0, true);
  m->set_start("smpm.wMechanical", w0, true);
  auto param = [&smpm](const char* name) { return smpm.find_parameter(name)->symbol; };
  const Expr Rs = param("Rs"), p = param("p"), Lssigma = param("Lssigma"), Lmd = param("Lmd"),
             Lmq = param("Lmq"), VsOpenCircuit = param("VsOpenCircuit");
  const double k_sum = 1 + k[0] + k[1] + k[2];
  m->initial_equation(0.0, k_sum * Rs * smpm.id - w0 * p * (Lssigma + Lmq) * smpm.iq);
  m->initial_equation(0.0, k_sum * Rs * smpm.iq + w0 * p * (Lssigma + Lmd) * smpm.id +
                               std::sqrt(2.0) * VsOpenCircuit);
  return m;
}

}  // namespace acausal::models::msl
