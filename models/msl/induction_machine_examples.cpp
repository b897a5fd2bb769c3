// MSL Electrical.Machines.Examples: the machines started on a 100 V, 50 Hz
// supply (InductionMachines.IMC_DOL, IMC_Initialize, SynchronousMachines.SMR_DOL),
// each driving an inertia of 0.29 kg.m2.
#include "models/msl/induction_machine_examples.hpp"

#include <cmath>
#include <numbers>

#include "components/blocks/sources.hpp"
#include "components/drives/current_quasi_rms_sensor.hpp"
#include "components/drives/induction_machine_squirrel_cage.hpp"
#include "components/drives/reluctance_synchronous_machine.hpp"
#include "components/drives/rotor_displacement_angle.hpp"
#include "components/drives/terminal_box.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/ideal_closing_switch.hpp"
#include "components/polyphase/sine_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/quadratic_speed_dependent_torque.hpp"
#include "components/rotational/torque_step.hpp"

namespace acausal::models::msl {
namespace {

using acausal::drives::IM_SquirrelCage;

constexpr double kVNominal = 100;  // V, RMS per phase
constexpr double kfNominal = 50;   // Hz
constexpr double kTLoad = 161.4;   // N.m, nominal load torque
constexpr double kJLoad = 0.29;    // kg.m2

template <class Machine>
struct Supplied {
  Machine& machine;
  rotational::Inertia& loadInertia;
  polyphase::Plug supply;  // the plug the supply feeds (the sensor's plug_p)
};

// The machine behind the quasi-RMS current sensor and the terminal box, with
// the load inertia on its shaft; the grounded star of the supply.
template <class Machine>
Supplied<Machine> machine_on_line(Model& m, const char* name, polyphase::SineVoltage*& source,
                                  acausal::drives::TerminalConnection connection) {
  auto& machine = m.add<Machine>(name);
  auto& sensor = m.add<acausal::drives::CurrentQuasiRMSSensor>("currentQuasiRMSSensor");
  auto& box = m.add<acausal::drives::TerminalBox>(
      "terminalBox", acausal::drives::TerminalBox::Params{.connection = connection});
  source = &m.add<polyphase::SineVoltage>(
      "sineVoltage",
      polyphase::SineVoltage::Params{.V = std::sqrt(2.0 / 3.0) * kVNominal, .f = kfNominal});
  auto& star = m.add<polyphase::Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& load = m.add<rotational::Inertia>("loadInertia", rotational::Inertia::Params{.J = kJLoad});
  m.connect(star.pin_n, ground.p);
  m.connect(source->plug_n, star.plug_p);
  m.connect(box.plug_sn, machine.plug_sn);
  m.connect(box.plug_sp, machine.plug_sp);
  m.connect(box.plugSupply, sensor.plug_n);
  m.connect(machine.flange, load.flange_a);
  return {machine, load, sensor.plug_p};
}

// The supply switched on at 0.1 s by an ideal closer in each line.
void switched_on_at_0_1_s(Model& m, polyphase::SineVoltage& source, const polyphase::Plug& supply) {
  auto& closer = m.add<polyphase::IdealClosingSwitch>("idealCloser");
  auto& step = m.add<blocks::Step>("booleanStep", blocks::Step::Params{.start_time = 0.1});
  m.connect(source.plug_p, closer.plug_p);
  m.connect(closer.plug_n, supply);
  for (std::size_t k = 0; k < 3; ++k) m.connect(step.y, closer.control[k]);
}

}  // namespace

std::unique_ptr<Model> imc_dol() {
  auto m =
      std::make_unique<Model>("Modelica.Electrical.Machines.Examples.InductionMachines.IMC_DOL");
  polyphase::SineVoltage* source = nullptr;
  auto [aimc, load, supply] =
      machine_on_line<IM_SquirrelCage>(*m, "aimc", source, acausal::drives::TerminalConnection::D);
  switched_on_at_0_1_s(*m, *source, supply);
  const double wLoad = 1440.45 * 2 * std::numbers::pi / 60;  // nominal load speed
  auto& torque = m->add<rotational::QuadraticSpeedDependentTorque>(
      "quadraticLoadTorque",
      rotational::QuadraticSpeedDependentTorque::Params{
          .tau_nominal = -kTLoad, .torque_direction = false, .w_nominal = wLoad});
  m->connect(load.flange_b, torque.flange);
  // Started from standstill, currents zero (MSL: aimc.is = zeros(3); aimc.ir = zeros(2)).
  m->set_start("aimc.phiMechanical", 0.0, true);
  m->set_start("aimc.wMechanical", 0.0, true);
  for (std::size_t k = 0; k < 3; ++k) m->initial_equation(0.0, aimc.is[k]);
  m->initial_equation(0.0, aimc.idr);
  m->initial_equation(0.0, aimc.iqr);
  return m;
}

std::unique_ptr<Model> imc_initialize() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.Machines.Examples.InductionMachines.IMC_Initialize");
  polyphase::SineVoltage* source = nullptr;
  auto [aimc, load, supply] =
      machine_on_line<IM_SquirrelCage>(*m, "aimc", source, acausal::drives::TerminalConnection::D);
  auto& torque = m->add<rotational::TorqueStep>(
      "torqueStep", rotational::TorqueStep::Params{.stepTorque = -kTLoad, .startTime = 0.5});
  m->connect(source->plug_p, supply);
  m->connect(load.flange_b, torque.flange);
  // Steady state at synchronous speed: MSL's aimc.wMechanical = wSync,
  // aimc.i_0_s = 0, der(aimc.idq_sr) = der(aimc.idq_rr) = zeros(2).
  const double wSync = 2 * std::numbers::pi * kfNominal / 2;
  m->set_start("aimc.phiMechanical", 0.0, true);
  m->initial_equation(aimc.wMechanical, wSync);
  m->initial_equation(0.0, aimc.i_0_s);
  for (const Expr& current : {aimc.id, aimc.iq, aimc.idr, aimc.iqr})
    m->initial_equation(0.0, der(current));
  return m;
}

std::unique_ptr<Model> smr_dol() {
  using acausal::drives::SM_ReluctanceRotor;
  auto m =
      std::make_unique<Model>("Modelica.Electrical.Machines.Examples.SynchronousMachines.SMR_DOL");
  polyphase::SineVoltage* source = nullptr;
  auto [smr, load, supply] = machine_on_line<SM_ReluctanceRotor>(
      *m, "smr", source, acausal::drives::TerminalConnection::Y);
  switched_on_at_0_1_s(*m, *source, supply);
  auto& torque = m->add<rotational::TorqueStep>(
      "loadTorqueStep", rotational::TorqueStep::Params{.stepTorque = -20, .startTime = 1.5});
  auto& angle = m->add<acausal::drives::RotorDisplacementAngle>(
      "rotorDisplacementAngle", acausal::drives::RotorDisplacementAngle::Params{.p = 2});
  m->connect(load.flange_b, torque.flange);
  m->connect(smr.plug_sp, angle.plug_p);
  m->connect(smr.plug_sn, angle.plug_n);
  m->connect(smr.flange, angle.flange);
  // From standstill, currents zero (MSL: ir(each fixed = true); smr.is[1:2] = zeros(2)).
  m->set_start("smr.phiMechanical", 0.0, true);
  m->set_start("smr.wMechanical", 0.0, true);
  m->initial_equation(0.0, smr.is[0]);
  m->initial_equation(0.0, smr.is[1]);
  m->initial_equation(0.0, smr.idr);
  m->initial_equation(0.0, smr.iqr);
  return m;
}

}  // namespace acausal::models::msl
