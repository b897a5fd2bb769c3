// MSL Electrical.Machines.Examples.InductionMachines: the squirrel-cage
// machine of IM_SquirrelCageData on a 100 V, 50 Hz supply through a
// delta-connected terminal box, driving an inertia of 0.29 kg.m2.
#include "models/msl/induction_machine_examples.hpp"

#include <cmath>
#include <numbers>

#include "components/blocks/sources.hpp"
#include "components/drives/current_quasi_rms_sensor.hpp"
#include "components/drives/induction_machine_squirrel_cage.hpp"
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

struct Supplied {
  IM_SquirrelCage& aimc;
  rotational::Inertia& loadInertia;
  polyphase::Plug supply;  // the plug the supply feeds (the sensor's plug_p)
};

// The machine behind the quasi-RMS current sensor and the delta terminal
// box, with the load inertia on its shaft; the grounded star of the supply.
Supplied machine_on_line(Model& m, polyphase::SineVoltage*& source) {
  auto& aimc = m.add<IM_SquirrelCage>("aimc");
  auto& sensor = m.add<acausal::drives::CurrentQuasiRMSSensor>("currentQuasiRMSSensor");
  auto& box = m.add<acausal::drives::TerminalBox>(
      "terminalBox",
      acausal::drives::TerminalBox::Params{.connection = acausal::drives::TerminalConnection::D});
  source = &m.add<polyphase::SineVoltage>(
      "sineVoltage",
      polyphase::SineVoltage::Params{.V = std::sqrt(2.0 / 3.0) * kVNominal, .f = kfNominal});
  auto& star = m.add<polyphase::Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& load = m.add<rotational::Inertia>("loadInertia", rotational::Inertia::Params{.J = kJLoad});
  m.connect(star.pin_n, ground.p);
  m.connect(source->plug_n, star.plug_p);
  m.connect(box.plug_sn, aimc.plug_sn);
  m.connect(box.plug_sp, aimc.plug_sp);
  m.connect(box.plugSupply, sensor.plug_n);
  m.connect(aimc.flange, load.flange_a);
  return {aimc, load, sensor.plug_p};
}

}  // namespace

std::unique_ptr<Model> imc_dol() {
  auto m =
      std::make_unique<Model>("Modelica.Electrical.Machines.Examples.InductionMachines.IMC_DOL");
  polyphase::SineVoltage* source = nullptr;
  auto [aimc, load, supply] = machine_on_line(*m, source);
  auto& closer = m->add<polyphase::IdealClosingSwitch>("idealCloser");
  auto& step = m->add<blocks::Step>("booleanStep", blocks::Step::Params{.start_time = 0.1});
  const double wLoad = 1440.45 * 2 * std::numbers::pi / 60;  // nominal load speed
  auto& torque = m->add<rotational::QuadraticSpeedDependentTorque>(
      "quadraticLoadTorque",
      rotational::QuadraticSpeedDependentTorque::Params{
          .tau_nominal = -kTLoad, .torque_direction = false, .w_nominal = wLoad});
  m->connect(source->plug_p, closer.plug_p);
  m->connect(closer.plug_n, supply);
  for (std::size_t k = 0; k < 3; ++k) m->connect(step.y, closer.control[k]);
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
  auto [aimc, load, supply] = machine_on_line(*m, source);
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

}  // namespace acausal::models::msl
