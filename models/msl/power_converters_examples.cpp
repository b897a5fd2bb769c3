// Modelica.Electrical.PowerConverters.Examples (MSL 4.0.0) built from the
// converter components, with MSL's names, parameters and connections.
#include <cmath>

#include "components/blocks/harmonic.hpp"
#include "components/blocks/mean.hpp"
#include "components/blocks/profiles.hpp"
#include "components/blocks/root_mean_square.hpp"
#include "components/blocks/sources.hpp"
#include "components/drives/dc_permanent_magnet.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/current_sensor.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/electrical/voltage_sensor.hpp"
#include "components/polyphase/sine_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "components/power_converters/chopper_step_down.hpp"
#include "components/power_converters/diode_bridge_2m_pulse.hpp"
#include "components/power_converters/diode_bridge_2pulse.hpp"
#include "components/power_converters/hbridge.hpp"
#include "components/power_converters/signal_pwm.hpp"
#include "components/power_converters/single_phase_2level.hpp"
#include "components/power_converters/voltage_to_duty_cycle.hpp"
#include "components/rotational/torque.hpp"
#include "models/msl/msl_examples.hpp"

namespace acausal::models::msl {

using namespace electrical;
using namespace power_converters;

// DCDC.ExampleTemplates.ChopperStepDown with the ramped reference of the _R
// and _RL examples: buck converter with an LC output filter, the reference
// voltage ramping up to the no-load output voltage V0 and turned into the
// duty cycle. The load goes from capacitor.p to currentSensor.p; returns RLoad.
namespace {

double add_chopper_step_down_template(Model& m) {
  const double f = 1000, Vsource = 60, L = 25e-3, C = 20e-6, dutyCycle = 0.2, ILoad = 1.2;
  const double V0 = Vsource * dutyCycle, RLoad = V0 / ILoad;
  auto& constantVoltage =
      m.add<ConstantVoltage>("constantVoltage", ConstantVoltage::Params{.V = Vsource});
  auto& chopperStepDown = m.add<ChopperStepDown>("chopperStepDown");
  auto& ground = m.add<Ground>("ground");
  auto& currentSensor = m.add<CurrentSensor>("currentSensor");
  auto& voltageSensor = m.add<VoltageSensor>("voltageSensor");
  auto& signalPWM = m.add<SignalPWM>(
      "signalPWM",
      SignalPWM::Params{.useConstantDutyCycle = false, .constantDutyCycle = dutyCycle, .f = f});
  auto& meanCurrent = m.add<blocks::Mean>("meanCurrent", blocks::Mean::Params{.f = f});
  auto& meanVoltage = m.add<blocks::Mean>("meanVoltage", blocks::Mean::Params{.f = f});
  auto& inductor = m.add<Inductor>("inductor", Inductor::Params{.L = L});
  auto& capacitor = m.add<Capacitor>("capacitor", Capacitor::Params{.C = C});
  auto& adaptor = m.add<Voltage2DutyCycle>(
      "adaptor",
      Voltage2DutyCycle::Params{.reciprocal = false, .useBipolarVoltage = false, .VLim = Vsource});
  auto& vRef = m.add<blocks::Ramp>(
      "vRef", blocks::Ramp::Params{.height = V0, .duration = 0.05, .start_time = 0.025});
  m.set_start("inductor.i", 0.0, true);
  m.set_start("capacitor.v", V0, true);

  m.connect(constantVoltage.p, chopperStepDown.dc_p1);
  m.connect(constantVoltage.n, chopperStepDown.dc_n1);
  m.connect(voltageSensor.n, currentSensor.p);
  m.connect(constantVoltage.n, ground.p);
  m.connect(voltageSensor.v, meanVoltage.u);
  m.connect(currentSensor.i, meanCurrent.u);
  m.connect(signalPWM.fire, chopperStepDown.fire_p);
  m.connect(chopperStepDown.dc_p2, inductor.p);
  m.connect(inductor.n, capacitor.p);
  m.connect(voltageSensor.p, capacitor.p);
  m.connect(chopperStepDown.dc_n2, capacitor.n);
  m.connect(capacitor.n, currentSensor.n);
  m.connect(adaptor.dutyCycle, signalPWM.dutyCycle);
  m.connect(vRef.y, adaptor.v);
  return RLoad;
}

}  // namespace

// DCDC.ChopperStepDown.ChopperStepDown_R: the template on a resistor.
std::unique_ptr<Model> power_converters_chopper_step_down_r() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.DCDC.ChopperStepDown.ChopperStepDown_R");
  const double RLoad = add_chopper_step_down_template(*m);
  m->add<Resistor>("loadResistor", Resistor::Params{.R = RLoad});
  m->connect("loadResistor.n", "currentSensor.p");
  m->connect("loadResistor.p", "capacitor.p");
  return m;
}

// DCDC.ChopperStepDown.ChopperStepDown_RL: the template on a resistor and an
// inductor LLoad = 25 mH in series, its current starting at 0.
std::unique_ptr<Model> power_converters_chopper_step_down_rl() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.DCDC.ChopperStepDown.ChopperStepDown_RL");
  const double RLoad = add_chopper_step_down_template(*m), LLoad = 0.025;
  auto& loadResistor = m->add<Resistor>("loadResistor", Resistor::Params{.R = RLoad});
  auto& loadInductor = m->add<Inductor>("loadInductor", Inductor::Params{.L = LLoad});
  m->set_start("loadInductor.i", 0.0, true);
  m->connect("loadResistor.p", "capacitor.p");
  m->connect(loadResistor.n, loadInductor.p);
  m->connect("loadInductor.n", "currentSensor.p");
  return m;
}

// DCDC.HBridge.HBridge_R: H bridge at a constant duty cycle 0.6 on a
// resistor; the mean output voltage is 2 (dutyCycle - 0.5) times the input
// (ExampleTemplates.HBridge).
namespace {

// ExampleTemplates.HBridge: the H bridge on V (100 V) at duty cycle 0.6 (or
// the signalPWM.dutyCycle input) and 1 kHz, the load's voltage and current
// sensed and averaged over a period. The load goes from dc_p2 to the current
// sensor's p.
HBridge& add_hbridge_template(Model& m, double V = 100, bool constant_duty_cycle = true) {
  const double f = 1000;
  auto& hbridge = m.add<HBridge>("hbridge");
  auto& constantVoltage =
      m.add<ConstantVoltage>("constantVoltage", ConstantVoltage::Params{.V = V});
  auto& ground = m.add<Ground>("ground");
  auto& signalPWM =
      m.add<SignalPWM>("signalPWM", SignalPWM::Params{.useConstantDutyCycle = constant_duty_cycle,
                                                      .constantDutyCycle = 0.6,
                                                      .f = f});
  auto& currentSensor = m.add<CurrentSensor>("currentSensor");
  auto& voltageSensor = m.add<VoltageSensor>("voltageSensor");
  auto& meanCurrent = m.add<blocks::Mean>("meanCurrent", blocks::Mean::Params{.f = f});
  auto& meanVoltage = m.add<blocks::Mean>("meanVoltage", blocks::Mean::Params{.f = f});
  m.connect(hbridge.fire_p, signalPWM.fire);
  m.connect(ground.p, constantVoltage.n);
  m.connect(constantVoltage.p, hbridge.dc_p1);
  m.connect(constantVoltage.n, hbridge.dc_n1);
  m.connect(voltageSensor.n, currentSensor.p);
  m.connect(voltageSensor.v, meanVoltage.u);
  m.connect(currentSensor.i, meanCurrent.u);
  m.connect(hbridge.dc_p2, voltageSensor.p);
  m.connect(currentSensor.n, hbridge.dc_n2);
  m.connect(signalPWM.notFire, hbridge.fire_n);
  return hbridge;
}

}  // namespace

std::unique_ptr<Model> power_converters_hbridge_r() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.DCDC.HBridge.HBridge_R");
  auto& hbridge = add_hbridge_template(*m);
  auto& resistor = m->add<Resistor>("resistor", Resistor::Params{.R = 100});
  m->connect(resistor.p, hbridge.dc_p2);
  m->connect("resistor.n", "currentSensor.p");
  return m;
}

// HBridge_RL: the load a resistor and an inductor in series, the current
// starting at 0.
std::unique_ptr<Model> power_converters_hbridge_rl() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.DCDC.HBridge.HBridge_RL");
  auto& hbridge = add_hbridge_template(*m);
  auto& resistor = m->add<Resistor>("resistor", Resistor::Params{.R = 100});
  auto& inductor = m->add<Inductor>("inductor", Inductor::Params{.L = 1});
  m->set_start("inductor.i", 0.0, true);
  m->connect(resistor.n, inductor.p);
  m->connect("inductor.n", "currentSensor.p");
  m->connect(resistor.p, hbridge.dc_p2);
  return m;
}

// HBridge_DC_Drive: the template on 120 V drives a permanent-magnet DC
// machine (DcPermanentMagnetData) through a smoothing inductor Ld = 3 La; the
// duty cycle table runs the machine forward (dMax = 0.8) and backward
// (dMin = 0.2), the load torque table switches between -+tauNominal, with
// tauNominal = ViNominal IaNominal / wNominal and ViNominal = VaNominal - Ra IaNominal.
std::unique_ptr<Model> power_converters_hbridge_dc_drive() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.DCDC.HBridge.HBridge_DC_Drive");
  add_hbridge_template(*m, 120, false);
  const drives::DcPermanentMagnetParams dcpmData;
  const double ViNominal = dcpmData.VaNominal - dcpmData.Ra * dcpmData.IaNominal;
  const double tauNominal = ViNominal * dcpmData.IaNominal / dcpmData.wNominal;
  const double Ld = 3 * dcpmData.La, dMin = 0.2, dMax = 1 - dMin;
  auto& dcpm = m->add<drives::DC_PermanentMagnet>("dcpm", dcpmData);
  auto& torque = m->add<rotational::Torque>("torque");
  auto& torqueTable = m->add<blocks::TimeTable>(
      "torqueTable", blocks::TimeTable::Params{.table = {{0, 0},
                                                         {6, 0},
                                                         {7, -tauNominal},
                                                         {9, -tauNominal},
                                                         {10, tauNominal},
                                                         {15, tauNominal},
                                                         {16, -tauNominal},
                                                         {18, -tauNominal},
                                                         {19, 0},
                                                         {24, 0}}});
  m->add<blocks::TimeTable>("dutyCycleTable", blocks::TimeTable::Params{.table = {{0, 0.5},
                                                                                  {3, 0.5},
                                                                                  {4, dMax},
                                                                                  {12, dMax},
                                                                                  {13, dMin},
                                                                                  {21, dMin},
                                                                                  {22, 0.5},
                                                                                  {24, 0.5}}});
  auto& inductor = m->add<Inductor>("inductor", Inductor::Params{.L = Ld});
  m->set_start("dcpm.ia", 0.0, true);
  m->set_start("dcpm.phiMechanical", 0.0, true);
  m->set_start("dcpm.wMechanical", 0.0, true);
  m->connect(inductor.n, dcpm.pin_ap);
  m->connect("dcpm.pin_an", "currentSensor.p");
  m->connect(dcpm.flange, torque.flange);
  m->connect(torque.tau, torqueTable.y);
  m->connect("inductor.p", "hbridge.dc_p2");
  m->connect("dutyCycleTable.y", "signalPWM.dutyCycle");
  return m;
}

// DCAC.ExampleTemplates.SinglePhaseTwoLevel with the examples' sine: half
// bridge between +-50 V whose duty cycle follows a 50 Hz sine, Harmonic
// blocks at the switching frequency. The load goes from inverter.ac to
// currentSensor.p (the grounded midpoint).
namespace {

void add_single_phase_two_level_template(Model& m) {
  const double f = 1000, f1 = 50;
  auto& constantVoltage_n =
      m.add<ConstantVoltage>("constantVoltage_n", ConstantVoltage::Params{.V = 50});
  auto& inverter = m.add<SinglePhase2Level>("inverter");
  auto& currentSensor = m.add<CurrentSensor>("currentSensor");
  auto& voltageSensor = m.add<VoltageSensor>("voltageSensor");
  auto& signalPWM =
      m.add<SignalPWM>("signalPWM", SignalPWM::Params{.useConstantDutyCycle = false, .f = f});
  auto& constantVoltage_p =
      m.add<ConstantVoltage>("constantVoltage_p", ConstantVoltage::Params{.V = 50});
  auto& ground = m.add<Ground>("ground");
  auto& sine =
      m.add<blocks::Sine>("sine", blocks::Sine::Params{.amplitude = 0.5, .f = f1, .offset = 0.5});
  auto& fundamentalWaveVoltage =
      m.add<blocks::Harmonic>("fundamentalWaveVoltage", blocks::Harmonic::Params{.f = f, .k = 1});
  auto& fundamentalWaveCurrent =
      m.add<blocks::Harmonic>("fundamentalWaveCurrent", blocks::Harmonic::Params{.f = f, .k = 1});
  m.connect(voltageSensor.n, currentSensor.p);
  m.connect(signalPWM.fire, inverter.fire_p);
  m.connect(constantVoltage_p.n, constantVoltage_n.p);
  m.connect(constantVoltage_p.p, inverter.dc_p);
  m.connect(constantVoltage_n.n, inverter.dc_n);
  m.connect(ground.p, constantVoltage_p.n);
  m.connect(currentSensor.n, ground.p);
  m.connect(voltageSensor.p, inverter.ac);
  m.connect(sine.y, signalPWM.dutyCycle);
  m.connect(inverter.fire_n, signalPWM.notFire);
  m.connect(currentSensor.i, fundamentalWaveCurrent.u);
  m.connect(voltageSensor.v, fundamentalWaveVoltage.u);
}

}  // namespace

// DCAC.SinglePhaseTwoLevel.SinglePhaseTwoLevel_R: the template on R = 100 Ohm.
std::unique_ptr<Model> power_converters_single_phase_two_level_r() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.DCAC.SinglePhaseTwoLevel."
      "SinglePhaseTwoLevel_R");
  add_single_phase_two_level_template(*m);
  m->add<Resistor>("resistor", Resistor::Params{.R = 100});
  m->connect("resistor.p", "inverter.ac");
  m->connect("resistor.n", "currentSensor.p");
  return m;
}

// DCAC.SinglePhaseTwoLevel.SinglePhaseTwoLevel_RL: R = 100 Ohm and L = 1 H
// in series, the current starting at 0.
std::unique_ptr<Model> power_converters_single_phase_two_level_rl() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.DCAC.SinglePhaseTwoLevel."
      "SinglePhaseTwoLevel_RL");
  add_single_phase_two_level_template(*m);
  auto& resistor = m->add<Resistor>("resistor", Resistor::Params{.R = 100});
  auto& inductor = m->add<Inductor>("inductor", Inductor::Params{.L = 1});
  m->set_start("inductor.i", 0.0, true);
  m->connect("resistor.p", "inverter.ac");
  m->connect(resistor.n, inductor.p);
  m->connect("inductor.n", "currentSensor.p");
  return m;
}

// ACDC.RectifierBridge2Pulse.DiodeBridge2Pulse: single-phase diode bridge
// on a resistor; mean and RMS of the output over each half period of the supply.
std::unique_ptr<Model> power_converters_diode_bridge_2pulse() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.ACDC.RectifierBridge2Pulse.DiodeBridge2Pulse");
  const double Vrms = 110, f = 50, R = 20;
  auto& ground = m->add<Ground>("ground");
  auto& sinevoltage =
      m->add<SineVoltage>("sinevoltage", SineVoltage::Params{.V = std::sqrt(2.0) * Vrms, .f = f});
  auto& rectifier = m->add<DiodeBridge2Pulse>("rectifier");
  auto& voltagesensor = m->add<VoltageSensor>("voltagesensor");
  auto& meanVoltage = m->add<blocks::Mean>("meanVoltage", blocks::Mean::Params{.f = 2 * f});
  auto& rootMeanSquareVoltage = m->add<blocks::RootMeanSquare>(
      "rootMeanSquareVoltage", blocks::RootMeanSquare::Params{.f = 2 * f});
  auto& currentSensor = m->add<CurrentSensor>("currentSensor");
  auto& meanCurrent = m->add<blocks::Mean>("meanCurrent", blocks::Mean::Params{.f = 2 * f});
  auto& resistor = m->add<Resistor>("resistor", Resistor::Params{.R = R});
  m->connect(meanCurrent.u, currentSensor.i);
  m->connect(ground.p, sinevoltage.n);
  m->connect(voltagesensor.v, meanVoltage.u);
  m->connect(voltagesensor.v, rootMeanSquareVoltage.u);
  m->connect(sinevoltage.p, rectifier.ac_p);
  m->connect(sinevoltage.n, rectifier.ac_n);
  m->connect(rectifier.dc_n, currentSensor.n);
  m->connect(rectifier.dc_p, voltagesensor.p);
  m->connect(voltagesensor.n, currentSensor.p);
  m->connect(resistor.n, currentSensor.p);
  m->connect(resistor.p, rectifier.dc_p);
  return m;
}

// ACDC.RectifierBridge2mPulse.DiodeBridge2mPulse: the three-phase (m = 3)
// six-pulse diode bridge on a resistor; mean and RMS of the output over each
// sixth of the supply period. MSL's MultiStarResistance for m = 3 is one star
// point grounded through its 1 MOhm insulation resistance (here `star` and
// `starResistor`).
std::unique_ptr<Model> power_converters_diode_bridge_2m_pulse() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.ACDC.RectifierBridge2mPulse."
      "DiodeBridge2mPulse");
  const int phases = 3;
  const double Vrms = 110, f = 50, R = 20;
  auto& sineVoltage = m->add<polyphase::SineVoltage>(
      "sineVoltage",
      polyphase::SineVoltage::Params{.m = phases, .V = std::sqrt(2.0) * Vrms, .f = f});
  auto& rectifier =
      m->add<DiodeBridge2mPulse>("rectifier", DiodeBridge2mPulse::Params{.m = phases});
  auto& voltagesensor = m->add<VoltageSensor>("voltagesensor");
  const double f_mean = 2 * phases * f;
  auto& meanVoltage = m->add<blocks::Mean>("meanVoltage", blocks::Mean::Params{.f = f_mean});
  auto& rootMeanSquareVoltage = m->add<blocks::RootMeanSquare>(
      "rootMeanSquareVoltage", blocks::RootMeanSquare::Params{.f = f_mean});
  auto& currentSensor = m->add<CurrentSensor>("currentSensor");
  auto& meanCurrent = m->add<blocks::Mean>("meanCurrent", blocks::Mean::Params{.f = f_mean});
  auto& star = m->add<polyphase::Star>("star", polyphase::Star::Params{.m = phases});
  auto& insulation = m->add<Resistor>("starResistor", Resistor::Params{.R = 1e6});
  auto& ground = m->add<Ground>("ground");
  auto& resistor = m->add<Resistor>("resistor", Resistor::Params{.R = R});
  m->connect(meanCurrent.u, currentSensor.i);
  m->connect(voltagesensor.v, meanVoltage.u);
  m->connect(voltagesensor.v, rootMeanSquareVoltage.u);
  m->connect(sineVoltage.plug_p, rectifier.ac);
  m->connect(rectifier.dc_n, currentSensor.n);
  m->connect(rectifier.dc_p, voltagesensor.p);
  m->connect(currentSensor.p, voltagesensor.n);
  m->connect(sineVoltage.plug_n, star.plug_p);
  m->connect(star.pin_n, insulation.p);
  m->connect(insulation.n, ground.p);
  m->connect(resistor.n, currentSensor.p);
  m->connect(resistor.p, rectifier.dc_p);
  return m;
}

}  // namespace acausal::models::msl
