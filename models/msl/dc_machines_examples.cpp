// Modelica.Electrical.Machines.Examples.DCMachines (MSL 4.0.0), with MSL's
// names, parameters and connections. The machine data records default to no
// friction, core, stray-load or brush losses and TaOperational = TaRef, which
// the framework's DC machines assume.
#include <cmath>
#include <numbers>
#include <string>

#include "components/blocks/sources.hpp"
#include "components/drives/dc_electrical_excited.hpp"
#include "components/drives/dc_permanent_magnet.hpp"
#include "components/drives/dc_series_excited.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/signal_voltage.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/electrical/variable_resistor.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/quadratic_speed_dependent_torque.hpp"
#include "components/rotational/torque_step.hpp"
#include "models/msl/msl_examples.hpp"

namespace acausal::models::msl {

namespace {

// The parameters both start examples share.
struct StartExperiment {
  double Va = 100;       // V, actual armature voltage
  double tStart = 0.2;   // s, start of the armature voltage ramp
  double tRamp = 0.8;    // s, duration of the ramp
  double TLoad = 63.66;  // N.m, nominal load torque
  double tStep = 1.5;    // s, time of the load torque step
  double JLoad = 0.15;   // kg.m2, load inertia
};

// Armature supply (ramp into a grounded signal voltage) and the load inertia
// with its torque step, connected to a machine's armature pins and flange.
template <class Machine>
void armature_ramp_and_load(Model& m, Machine& machine, const StartExperiment& e) {
  auto& ramp = m.add<blocks::Ramp>(
      "ramp", blocks::Ramp::Params{.height = e.Va, .duration = e.tRamp, .start_time = e.tStart});
  auto& signalVoltage = m.add<electrical::SignalVoltage>("signalVoltage");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& loadInertia =
      m.add<rotational::Inertia>("loadInertia", rotational::Inertia::Params{.J = e.JLoad});
  auto& loadTorqueStep = m.add<rotational::TorqueStep>(
      "loadTorqueStep",
      rotational::TorqueStep::Params{.stepTorque = -e.TLoad, .startTime = e.tStep});
  m.connect(ramp.y, signalVoltage.v);
  m.connect(signalVoltage.p, machine.pin_ap);
  m.connect(signalVoltage.n, ground.p);
  m.connect(machine.pin_an, signalVoltage.n);
  m.connect(loadInertia.flange_b, loadTorqueStep.flange);
  m.connect(machine.flange, loadInertia.flange_a);
  m.set_start(machine.path() + ".phiMechanical", 0.0, true);
  m.set_start(machine.path() + ".wMechanical", 0.0, true);
  m.set_start(machine.path() + ".ia", 0.0, true);
}

}  // namespace

std::unique_ptr<Model> machines_dcpm_start() {
  auto m = std::make_unique<Model>("Modelica.Electrical.Machines.Examples.DCMachines.DCPM_Start");
  auto& dcpm = m->add<acausal::drives::DC_PermanentMagnet>("dcpm");
  armature_ramp_and_load(*m, dcpm, StartExperiment{});
  return m;
}

std::unique_ptr<Model> machines_dcee_start() {
  auto m = std::make_unique<Model>("Modelica.Electrical.Machines.Examples.DCMachines.DCEE_Start");
  const double Ve = 100;  // V, actual excitation voltage
  auto& dcee = m->add<acausal::drives::DC_ElectricalExcited>("dcee");
  armature_ramp_and_load(*m, dcee, StartExperiment{});
  auto& constantVoltage = m->add<electrical::ConstantVoltage>(
      "constantVoltage", electrical::ConstantVoltage::Params{.V = Ve});
  auto& groundExcitation = m->add<electrical::Ground>("groundExcitation");
  m->connect(constantVoltage.n, groundExcitation.p);
  m->connect(dcee.pin_ep, constantVoltage.p);
  m->connect(dcee.pin_en, constantVoltage.n);
  m->set_start("dcee.ie", 0.0, true);
  return m;
}

namespace {

// DCSE_Start and DCSE_SinglePhase: the series machine (windings connected in
// series) started through a series resistor ramped from 1 Ohm to 0 between
// 0.1 s and 1 s, against a load torque quadratic in the speed. The source
// ("constantVoltage" in both MSL examples) goes from the resistor to ground.
template <class Source>
std::unique_ptr<Model> dcse_started_through_a_resistor(const std::string& name,
                                                       typename Source::Params source) {
  auto m = std::make_unique<Model>(name);
  const double tStart = 0.1, tRamp = 0.9;                 // s, the resistor's ramp
  const double TLoad = 63.66;                             // N.m, nominal load torque
  const double wLoad = 1410 * 2 * std::numbers::pi / 60;  // rad/s, nominal load speed
  const double JLoad = 0.15;                              // kg.m2, load inertia
  auto& dcse = m->add<acausal::drives::DC_SeriesExcited>("dcse");
  auto& constantVoltage = m->add<Source>("constantVoltage", source);
  auto& ground = m->add<electrical::Ground>("ground");
  auto& ramp = m->add<blocks::Ramp>(
      "ramp",
      blocks::Ramp::Params{.height = -1, .duration = tRamp, .offset = 1, .start_time = tStart});
  auto& variableResistor = m->add<electrical::VariableResistor>("variableResistor");
  auto& loadInertia =
      m->add<rotational::Inertia>("loadInertia", rotational::Inertia::Params{.J = JLoad});
  auto& quadraticLoadTorque = m->add<rotational::QuadraticSpeedDependentTorque>(
      "quadraticLoadTorque",
      rotational::QuadraticSpeedDependentTorque::Params{
          .tau_nominal = -TLoad, .torque_direction = false, .w_nominal = wLoad});
  m->connect(ramp.y, variableResistor.R);
  m->connect(constantVoltage.p, variableResistor.p);
  m->connect(variableResistor.n, dcse.pin_ap);
  m->connect(dcse.pin_an, dcse.pin_ep);
  m->connect(dcse.pin_en, constantVoltage.n);
  m->connect(constantVoltage.n, ground.p);
  m->connect(dcse.flange, loadInertia.flange_a);
  m->connect(loadInertia.flange_b, quadraticLoadTorque.flange);
  m->set_start("dcse.phiMechanical", 0.0, true);
  m->set_start("dcse.wMechanical", 0.0, true);
  m->set_start("dcse.ia", 0.0, true);
  return m;
}

}  // namespace

std::unique_ptr<Model> machines_dcse_start() {
  return dcse_started_through_a_resistor<electrical::ConstantVoltage>(
      "Modelica.Electrical.Machines.Examples.DCMachines.DCSE_Start", {.V = 100});
}

// The series machine is a universal motor: it runs on 50 Hz, 100 V RMS too.
std::unique_ptr<Model> machines_dcse_single_phase() {
  return dcse_started_through_a_resistor<electrical::SineVoltage>(
      "Modelica.Electrical.Machines.Examples.DCMachines.DCSE_SinglePhase",
      {.V = std::sqrt(2.0) * 100, .f = 50});
}

}  // namespace acausal::models::msl
