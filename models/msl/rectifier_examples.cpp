// Modelica.Electrical.PowerConverters.Examples.ACDC (MSL 4.0.0): the thyristor
// rectifiers and the centre-tap diode rectifier, built from the converter
// components with MSL's names, parameters and connections.
#include <cmath>
#include <numbers>

#include "components/blocks/mean.hpp"
#include "components/blocks/root_mean_square.hpp"
#include "components/blocks/sources.hpp"
#include "components/drives/dc_permanent_magnet.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/current_sensor.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/ideal_thyristor.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/electrical/voltage_sensor.hpp"
#include "components/polyphase/inductor.hpp"
#include "components/polyphase/resistor.hpp"
#include "components/polyphase/sine_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "components/power_converters/diode_center_tap_2m_pulse.hpp"
#include "components/power_converters/diode_center_tap_2pulse.hpp"
#include "components/power_converters/diode_center_tap_m_pulse.hpp"
#include "components/power_converters/half_controlled_bridge_2m_pulse.hpp"
#include "components/power_converters/half_controlled_bridge_2pulse.hpp"
#include "components/power_converters/thyristor_bridge_2m_pulse.hpp"
#include "components/power_converters/thyristor_bridge_2pulse.hpp"
#include "components/power_converters/thyristor_center_tap_2m_pulse.hpp"
#include "components/power_converters/thyristor_center_tap_2pulse.hpp"
#include "components/power_converters/thyristor_center_tap_m_pulse.hpp"
#include "components/power_converters/voltage_bridge_2m_pulse.hpp"
#include "components/power_converters/voltage_bridge_2pulse.hpp"
#include "components/rotational/torque.hpp"
#include "models/msl/msl_examples.hpp"

namespace acausal::models::msl {

using namespace electrical;
using namespace power_converters;

namespace {

constexpr double kPi = std::numbers::pi;
constexpr double kVrms = 110, kF = 50;           // the templates' supply
constexpr double kFiringAngle = 30 * kPi / 180;  // the examples' constant firing angle

// The measurements every rectifier example has: voltagesensor from the DC
// output to currentSensor.p, currentSensor back to the DC return, and the
// means and RMS of the output over 1/f_mean.
void add_dc_measurements(Model& m, double f_mean) {
  auto& voltagesensor = m.add<VoltageSensor>("voltagesensor");
  auto& meanVoltage = m.add<blocks::Mean>("meanVoltage", blocks::Mean::Params{.f = f_mean});
  auto& rootMeanSquareVoltage = m.add<blocks::RootMeanSquare>(
      "rootMeanSquareVoltage", blocks::RootMeanSquare::Params{.f = f_mean});
  auto& currentSensor = m.add<CurrentSensor>("currentSensor");
  auto& meanCurrent = m.add<blocks::Mean>("meanCurrent", blocks::Mean::Params{.f = f_mean});
  m.connect(meanCurrent.u, currentSensor.i);
  m.connect(voltagesensor.v, meanVoltage.u);
  m.connect(voltagesensor.v, rootMeanSquareVoltage.u);
  m.connect(voltagesensor.n, currentSensor.p);
}

// The load of the _R, _RL and _RLV examples, from `from` to currentSensor.p:
// R = 20 Ohm, then L = 1 H (i(0) = 0), then a constant voltage VDC (-120 V
// in the two-pulse examples, -260 V in the 2m-pulse ones, -50 V in the
// m-pulse ones).
enum class Load { R, RL, RLV };

void add_load(Model& m, const std::string& from, Load load, double VDC = -120) {
  m.add<Resistor>("resistor", Resistor::Params{.R = 20});
  m.forward_parameter("R", "resistor.R");  // the examples' own parameters
  m.connect("resistor.p", from);
  std::string end = "resistor.n";
  if (load != Load::R) {
    m.add<Inductor>("inductor", Inductor::Params{.L = 1});
    m.forward_parameter("L", "inductor.L");
    m.set_start("inductor.i", 0.0, true);
    m.connect(end, "inductor.p");
    end = "inductor.n";
  }
  if (load == Load::RLV) {
    m.add<ConstantVoltage>("constantVoltage", ConstantVoltage::Params{.V = VDC});
    m.forward_parameter("VDC", "constantVoltage.V");
    m.connect(end, "constantVoltage.p");
    end = "constantVoltage.n";
  }
  m.connect(end, "currentSensor.p");
}

// The firing control pulse2 on the supply: the constant firing angle of the
// examples, or (characteristic) a ramp from 0 to pi over 10 s.
void add_firing_control(Model& m, const std::string& ac_p, const std::string& ac_n,
                        bool characteristic) {
  m.add<VoltageBridge2Pulse>("pulse2",
                             VoltageBridge2Pulse::Params{.f = kF,
                                                         .useConstantFiringAngle = !characteristic,
                                                         .constantFiringAngle = kFiringAngle,
                                                         .useFilter = false});
  m.connect("pulse2.ac_p", ac_p);
  m.connect("pulse2.ac_n", ac_n);
  if (!characteristic) m.forward_parameter("constantFiringAngle", "pulse2.constantFiringAngle");
  if (characteristic) {
    m.add<blocks::Ramp>("ramp", blocks::Ramp::Params{.height = kPi, .duration = 10});
    m.connect("ramp.y", "pulse2.firingAngle");
  }
}

// ExampleTemplates.ThyristorBridge2Pulse (and HalfControlledBridge2Pulse,
// which is the same circuit): the bridge `rectifier` on a grounded 110 V,
// 50 Hz sine, fired by pulse2; measurements over half a supply period.
template <class Bridge>
std::unique_ptr<Model> graetz_bridge_example(const std::string& name, Load load,
                                             bool characteristic) {
  auto m = std::make_unique<Model>("Modelica.Electrical.PowerConverters.Examples.ACDC." + name);
  auto& ground = m->add<Ground>("ground");
  auto& sinevoltage =
      m->add<SineVoltage>("sinevoltage", SineVoltage::Params{.V = std::sqrt(2.0) * kVrms, .f = kF});
  auto& rectifier = m->add<Bridge>("rectifier");
  add_dc_measurements(*m, 2 * kF);
  add_firing_control(*m, "rectifier.ac_p", "rectifier.ac_n", characteristic);
  m->connect(ground.p, sinevoltage.n);
  m->connect(sinevoltage.p, rectifier.ac_p);
  m->connect(sinevoltage.n, rectifier.ac_n);
  m->connect("rectifier.dc_n", "currentSensor.n");
  m->connect("rectifier.dc_p", "voltagesensor.p");
  m->connect("pulse2.fire_p", "rectifier.fire_p");
  m->connect("pulse2.fire_n", "rectifier.fire_n");
  add_load(*m, "rectifier.dc_p", load);
  return m;
}

// The centre-tap examples: two grounded 110 V sines in series (sinevoltage_p
// from the centre to ac_p, sinevoltage_n from ac_n to the centre, so the two
// halves are in opposite phase), the DC return at the centre.
template <class Rectifier>
std::unique_ptr<Model> center_tap_example(const std::string& name, Load load, bool fired,
                                          bool characteristic) {
  auto m = std::make_unique<Model>("Modelica.Electrical.PowerConverters.Examples.ACDC." + name);
  const SineVoltage::Params supply{.V = std::sqrt(2.0) * kVrms, .f = kF};
  auto& sinevoltage_n = m->add<SineVoltage>("sinevoltage_n", supply);
  auto& sinevoltage_p = m->add<SineVoltage>("sinevoltage_p", supply);
  auto& ground = m->add<Ground>("ground");
  auto& rectifier = m->add<Rectifier>("rectifier");
  add_dc_measurements(*m, 2 * kF);
  m->connect(sinevoltage_p.n, sinevoltage_n.p);
  m->connect(ground.p, sinevoltage_p.n);
  m->connect(sinevoltage_p.p, rectifier.ac_p);
  m->connect(sinevoltage_n.n, rectifier.ac_n);
  m->connect("ground.p", "currentSensor.n");
  m->connect("voltagesensor.p", "rectifier.dc_p");
  if (fired) {
    add_firing_control(*m, "rectifier.ac_p", "rectifier.ac_n", characteristic);
    m->connect("pulse2.fire_p", "rectifier.fire_p");
    m->connect("pulse2.fire_n", "rectifier.fire_n");
  }
  add_load(*m, "rectifier.dc_p", load);
  return m;
}

// ExampleTemplates.Thyristor1Pulse: one thyristor from the grounded sine to
// the load, fired by pulse2's fire_p; measurements over a whole period.
std::unique_ptr<Model> thyristor_1pulse_example(const std::string& name, bool characteristic) {
  auto m = std::make_unique<Model>("Modelica.Electrical.PowerConverters.Examples.ACDC." + name);
  auto& ground = m->add<Ground>("ground");
  auto& sinevoltage =
      m->add<SineVoltage>("sinevoltage", SineVoltage::Params{.V = std::sqrt(2.0) * kVrms, .f = kF});
  auto& idealthyristor = m->add<IdealThyristor>("idealthyristor");
  add_dc_measurements(*m, kF);
  add_firing_control(*m, "sinevoltage.p", "sinevoltage.n", characteristic);
  m->connect(ground.p, sinevoltage.n);
  m->connect(sinevoltage.p, idealthyristor.p);
  m->connect("ground.p", "currentSensor.n");
  m->connect("pulse2.fire_p", "idealthyristor.fire");
  m->connect("idealthyristor.n", "voltagesensor.p");
  add_load(*m, "idealthyristor.n", Load::R);
  return m;
}

// The three-phase examples' supply: sineVoltage (m = 3, 110 V, 50 Hz, MSL's
// phase sequence) whose star point is grounded through MultiStarResistance's
// 1 MOhm (here star and starResistor), or (centre tap) the star point of
// sineVoltage_p grounded directly.
constexpr int kPhases = 3;

polyphase::SineVoltage::Params three_phase_supply() {
  return {.m = kPhases, .V = std::sqrt(2.0) * kVrms, .f = kF};
}

// MultiStarResistance on `plug`: its star point grounded through 1 MOhm
// (here star, starResistor and ground).
void add_multi_star_resistance(Model& m, const std::string& plug) {
  auto& star = m.add<polyphase::Star>("star", polyphase::Star::Params{.m = kPhases});
  auto& insulation = m.add<Resistor>("starResistor", Resistor::Params{.R = 1e6});
  auto& ground = m.add<Ground>("ground");
  m.connect(plug, "star.plug_p");
  m.connect(star.pin_n, insulation.p);
  m.connect(insulation.n, ground.p);
}

// A rectifier's parameters with m = 3 (some derive from ThyristorData).
template <class Params>
Params three_phases() {
  Params p;
  p.m = kPhases;
  return p;
}

// The polyphase firing control `name` (VoltageBridge2mPulse or
// VoltageCenterTap2mPulse) on the plug `ac`, with the constant firing angle
// or the characteristic's ramp; fire_p (and fire_n) to the rectifier.
template <class Control>
void add_polyphase_firing_control(Model& m, const std::string& name, const std::string& ac,
                                  bool characteristic, bool with_fire_n) {
  m.add<Control>(name, VoltageBridge2mPulseParams{.m = kPhases,
                                                  .f = kF,
                                                  .useConstantFiringAngle = !characteristic,
                                                  .constantFiringAngle = kFiringAngle,
                                                  .useFilter = false});
  m.connect(name + ".ac", ac);
  if (!characteristic) m.forward_parameter("constantFiringAngle", name + ".constantFiringAngle");
  for (int k = 1; k <= kPhases; ++k) {
    const std::string i = "[" + std::to_string(k) + "]";
    m.connect(name + ".fire_p" + i, "rectifier.fire_p" + i);
    if (with_fire_n) m.connect(name + ".fire_n" + i, "rectifier.fire_n" + i);
  }
  if (characteristic) {
    m.add<blocks::Ramp>("ramp", blocks::Ramp::Params{.height = kPi, .duration = 10});
    m.connect("ramp.y", name + ".firingAngle");
  }
}

// ExampleTemplates.ThyristorBridge2mPulse and HalfControlledBridge2mPulse:
// the bridge on the three-phase supply, measurements over 1/(2 m f).
template <class Bridge>
std::unique_ptr<Model> polyphase_bridge_example(const std::string& name, Load load,
                                                bool characteristic, bool with_fire_n) {
  auto m = std::make_unique<Model>("Modelica.Electrical.PowerConverters.Examples.ACDC." + name);
  m->add<polyphase::SineVoltage>("sineVoltage", three_phase_supply());
  m->add<Bridge>("rectifier", three_phases<typename Bridge::Params>());
  add_dc_measurements(*m, 2 * kPhases * kF);
  add_multi_star_resistance(*m, "sineVoltage.plug_n");
  m->connect("sineVoltage.plug_p", "rectifier.ac");
  m->connect("rectifier.dc_n", "currentSensor.n");
  m->connect("rectifier.dc_p", "voltagesensor.p");
  add_polyphase_firing_control<VoltageBridge2mPulse>(*m, "pulse2m", "sineVoltage.plug_p",
                                                     characteristic, with_fire_n);
  add_load(*m, "rectifier.dc_p", load, -260);
  return m;
}

// The 2m-pulse centre-tap examples: sineVoltage_p from the grounded star to
// ac_p, sineVoltage_n from the star to ac_n (opposite phase), the DC return
// at the star.
template <class Rectifier>
std::unique_ptr<Model> polyphase_center_tap_2m_example(const std::string& name, Load load,
                                                       bool fired, bool characteristic) {
  auto m = std::make_unique<Model>("Modelica.Electrical.PowerConverters.Examples.ACDC." + name);
  auto& star = m->add<polyphase::Star>("star", polyphase::Star::Params{.m = kPhases});
  auto& sineVoltage_p = m->add<polyphase::SineVoltage>("sineVoltage_p", three_phase_supply());
  auto& sineVoltage_n = m->add<polyphase::SineVoltage>("sineVoltage_n", three_phase_supply());
  auto& rectifier = m->add<Rectifier>("rectifier", three_phases<typename Rectifier::Params>());
  auto& ground = m->add<Ground>("ground");
  add_dc_measurements(*m, 2 * kPhases * kF);
  m->connect(star.pin_n, ground.p);
  m->connect(sineVoltage_p.plug_n, sineVoltage_n.plug_p);
  m->connect(sineVoltage_n.plug_n, rectifier.ac_n);
  m->connect(sineVoltage_p.plug_p, rectifier.ac_p);
  m->connect(star.plug_p, sineVoltage_p.plug_n);
  m->connect("star.pin_n", "currentSensor.n");
  m->connect("rectifier.dc_p", "voltagesensor.p");
  if (fired)
    add_polyphase_firing_control<VoltageCenterTap2mPulse>(*m, "pulse2m", "sineVoltage_p.plug_p",
                                                          characteristic, true);
  add_load(*m, "rectifier.dc_p", load, -260);
  return m;
}

// The m-pulse centre-tap examples: the rectifier on sineVoltage_p, the DC
// return at its grounded star point; measurements over 1/(m f).
template <class Rectifier>
std::unique_ptr<Model> polyphase_center_tap_m_example(const std::string& name, Load load,
                                                      bool fired, bool characteristic) {
  auto m = std::make_unique<Model>("Modelica.Electrical.PowerConverters.Examples.ACDC." + name);
  auto& star = m->add<polyphase::Star>("star", polyphase::Star::Params{.m = kPhases});
  auto& sineVoltage_p = m->add<polyphase::SineVoltage>("sineVoltage_p", three_phase_supply());
  auto& rectifier = m->add<Rectifier>("rectifier", three_phases<typename Rectifier::Params>());
  auto& ground = m->add<Ground>("ground");
  add_dc_measurements(*m, kPhases * kF);
  m->connect(star.pin_n, ground.p);
  m->connect(star.plug_p, sineVoltage_p.plug_n);
  m->connect("star.pin_n", "currentSensor.n");
  m->connect(rectifier.ac, sineVoltage_p.plug_p);
  m->connect("rectifier.dc_p", "voltagesensor.p");
  if (fired)
    add_polyphase_firing_control<VoltageBridge2mPulse>(*m, "pulsem", "sineVoltage_p.plug_p",
                                                       characteristic, false);
  add_load(*m, "rectifier.dc_p", load, -50);
  return m;
}

// "_R", "_RL", "_RLV", "_RLV_Characteristic" and the load of each.
Load load_of(Load2Pulse load) {
  switch (load) {
    case Load2Pulse::R:
      return Load::R;
    case Load2Pulse::RL:
      return Load::RL;
    case Load2Pulse::RLV:
    case Load2Pulse::RLV_Characteristic:
      break;
  }
  return Load::RLV;
}

std::string suffix_of(Load2Pulse load) {
  switch (load) {
    case Load2Pulse::R:
      return "_R";
    case Load2Pulse::RL:
      return "_RL";
    case Load2Pulse::RLV:
      return "_RLV";
    case Load2Pulse::RLV_Characteristic:
      break;
  }
  return "_RLV_Characteristic";
}

}  // namespace

std::unique_ptr<Model> power_converters_thyristor_bridge_2pulse(Load2Pulse load) {
  return graetz_bridge_example<ThyristorBridge2Pulse>(
      "RectifierBridge2Pulse.ThyristorBridge2Pulse" + suffix_of(load), load_of(load),
      load == Load2Pulse::RLV_Characteristic);
}

std::unique_ptr<Model> power_converters_half_controlled_bridge_2pulse() {
  return graetz_bridge_example<HalfControlledBridge2Pulse>(
      "RectifierBridge2Pulse.HalfControlledBridge2Pulse", Load::R, false);
}

std::unique_ptr<Model> power_converters_thyristor_center_tap_2pulse(Load2Pulse load) {
  return center_tap_example<ThyristorCenterTap2Pulse>(
      "RectifierCenterTap2Pulse.ThyristorCenterTap2Pulse" + suffix_of(load), load_of(load), true,
      load == Load2Pulse::RLV_Characteristic);
}

std::unique_ptr<Model> power_converters_diode_center_tap_2pulse() {
  return center_tap_example<DiodeCenterTap2Pulse>("RectifierCenterTap2Pulse.DiodeCenterTap2Pulse",
                                                  Load::R, false, false);
}

std::unique_ptr<Model> power_converters_thyristor_1pulse_r(bool characteristic) {
  return thyristor_1pulse_example(characteristic
                                      ? "Rectifier1Pulse.Thyristor1Pulse_R_Characteristic"
                                      : "Rectifier1Pulse.Thyristor1Pulse_R",
                                  characteristic);
}

std::unique_ptr<Model> power_converters_thyristor_bridge_2m_pulse(Load2Pulse load) {
  return polyphase_bridge_example<ThyristorBridge2mPulse>(
      "RectifierBridge2mPulse.ThyristorBridge2mPulse" + suffix_of(load), load_of(load),
      load == Load2Pulse::RLV_Characteristic, true);
}

std::unique_ptr<Model> power_converters_half_controlled_bridge_2m_pulse() {
  return polyphase_bridge_example<HalfControlledBridge2mPulse>(
      "RectifierBridge2mPulse.HalfControlledBridge2mPulse", Load::R, false, false);
}

std::unique_ptr<Model> power_converters_thyristor_center_tap_2m_pulse(Load2Pulse load) {
  return polyphase_center_tap_2m_example<ThyristorCenterTap2mPulse>(
      "RectifierCenterTap2mPulse.ThyristorCenterTap2mPulse" + suffix_of(load), load_of(load), true,
      load == Load2Pulse::RLV_Characteristic);
}

std::unique_ptr<Model> power_converters_diode_center_tap_2m_pulse() {
  return polyphase_center_tap_2m_example<DiodeCenterTap2mPulse>(
      "RectifierCenterTap2mPulse.DiodeCenterTap2mPulse", Load::R, false, false);
}

std::unique_ptr<Model> power_converters_thyristor_center_tap_m_pulse(Load2Pulse load) {
  return polyphase_center_tap_m_example<ThyristorCenterTapmPulse>(
      "RectifierCenterTapmPulse.ThyristorCenterTapmPulse" + suffix_of(load), load_of(load), true,
      load == Load2Pulse::RLV_Characteristic);
}

std::unique_ptr<Model> power_converters_diode_center_tap_m_pulse() {
  return polyphase_center_tap_m_example<DiodeCenterTapmPulse>(
      "RectifierCenterTapmPulse.DiodeCenterTapmPulse", Load::R, false, false);
}

namespace {

// The DC drive examples' machine side: the PM DC machine at nominal speed
// (phiMechanical and wMechanical fixed) behind the smoothing inductor Ld from
// rectifier.dc_p, its armature return to currentSensor.p; the load torque
// ramps from -tauNominal to 0 between 5 and 15 s; the control pulse2 fires at
// angle 0 (const.y) from the filtered voltage behind the mains impedance.
void add_dc_drive(Model& m, double Ld) {
  const acausal::drives::DcPermanentMagnetParams dcpmData;
  const double ViNominal = dcpmData.VaNominal - dcpmData.Ra * dcpmData.IaNominal;
  const double tauNominal = ViNominal * dcpmData.IaNominal / dcpmData.wNominal;
  auto& inductor = m.add<Inductor>("inductor", Inductor::Params{.L = Ld});
  auto& dcpm = m.add<acausal::drives::DC_PermanentMagnet>("dcpm", dcpmData);
  auto& torque = m.add<rotational::Torque>("torque");
  auto& ramp = m.add<blocks::Ramp>(
      "ramp", blocks::Ramp::Params{
                  .height = tauNominal, .duration = 10, .offset = -tauNominal, .start_time = 5});
  m.add<blocks::Constant>("const", blocks::Constant::Params{.k = 0});
  m.connect("const.y", "pulse2.firingAngle");
  m.connect("rectifier.dc_p", "inductor.p");
  m.connect(inductor.n, dcpm.pin_ap);
  m.connect("currentSensor.p", "dcpm.pin_an");
  m.connect(torque.flange, dcpm.flange);
  m.connect(ramp.y, torque.tau);
  m.connect("rectifier.dc_n", "currentSensor.n");
  m.connect("rectifier.dc_p", "voltagesensor.p");
  m.set_start("dcpm.phiMechanical", 0.0, true);
  m.set_start("dcpm.wMechanical", dcpmData.wNominal, true);
}

// The mains impedance of SMains = 250 kVA short-circuit power at power
// factor lamdaMains = 0.1 for a phase voltage Vrms (m phases share SMains).
struct MainsImpedance {
  double R, L;
};
MainsImpedance mains_impedance(double Vrms, int m) {
  const double SMains = 250e3, lamdaMains = 0.1;
  const double ZMains = Vrms * Vrms / SMains * m;
  return {ZMains * lamdaMains, ZMains * std::sqrt(1 - lamdaMains * lamdaMains) / (2 * kPi * kF)};
}

}  // namespace

// ThyristorBridge2Pulse_DC_Drive: the single-phase bridge behind the mains
// impedance feeds the drive; Vrms gives VaNominal at angle 0 (2 sqrt 2 / pi).
std::unique_ptr<Model> power_converters_thyristor_bridge_2pulse_dc_drive() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.ACDC.RectifierBridge2Pulse."
      "ThyristorBridge2Pulse_DC_Drive");
  const acausal::drives::DcPermanentMagnetParams dcpmData;
  const double Vrms = dcpmData.VaNominal / (2 / kPi * std::sqrt(2.0));
  const MainsImpedance mains = mains_impedance(Vrms, 1);
  auto& ground = m->add<Ground>("ground");
  auto& sinevoltage =
      m->add<SineVoltage>("sinevoltage", SineVoltage::Params{.V = std::sqrt(2.0) * Vrms, .f = kF});
  auto& rMains = m->add<Resistor>("rMains", Resistor::Params{.R = mains.R});
  auto& lMains = m->add<Inductor>("lMains", Inductor::Params{.L = mains.L});
  auto& rectifier = m->add<ThyristorBridge2Pulse>("rectifier");
  add_dc_measurements(*m, 2 * kF);
  m->add<VoltageBridge2Pulse>(
      "pulse2",
      VoltageBridge2Pulse::Params{.f = kF, .useConstantFiringAngle = false, .useFilter = true});
  m->connect(ground.p, sinevoltage.n);
  m->connect(sinevoltage.n, rectifier.ac_n);
  m->connect(rMains.p, sinevoltage.p);
  m->connect(rMains.n, lMains.p);
  m->connect(lMains.n, rectifier.ac_p);
  m->connect("pulse2.fire_p", "rectifier.fire_p");
  m->connect("pulse2.fire_n", "rectifier.fire_n");
  m->connect("pulse2.ac_p", "rectifier.ac_p");
  m->connect("pulse2.ac_n", "rectifier.ac_n");
  add_dc_drive(*m, 10 * dcpmData.La);
  m->set_start("lMains.i", 0.0, true);
  return m;
}

// ThyristorBridge2mPulse_DC_Drive: the six-pulse bridge (m = 3) behind the
// mains impedance, the supply's star earthed through 1 MOhm and the DC return
// grounded; Vrms gives VaNominal at angle 0 (Polyphase.Functions.factorY2DC:
// 3 sqrt 6 / pi for m = 3). lMains.i[1:m-1] start at 0.
std::unique_ptr<Model> power_converters_thyristor_bridge_2m_pulse_dc_drive() {
  auto m = std::make_unique<Model>(
      "Modelica.Electrical.PowerConverters.Examples.ACDC.RectifierBridge2mPulse."
      "ThyristorBridge2mPulse_DC_Drive");
  const acausal::drives::DcPermanentMagnetParams dcpmData;
  const double factorY2DC = 2 * std::sin(kPi / 3) * std::sqrt(2.0) * std::sin(kPi / 6) / (kPi / 6);
  const double Vrms = dcpmData.VaNominal / factorY2DC;
  const MainsImpedance mains = mains_impedance(Vrms, kPhases);
  m->add<polyphase::SineVoltage>(
      "sinevoltage",
      polyphase::SineVoltage::Params{.m = kPhases, .V = std::sqrt(2.0) * Vrms, .f = kF});
  m->add<polyphase::Resistor>("rMains", polyphase::Resistor::Params{.m = kPhases, .R = mains.R});
  m->add<polyphase::Inductor>("lMains", polyphase::Inductor::Params{.m = kPhases, .L = mains.L});
  m->add<ThyristorBridge2mPulse>("rectifier", three_phases<ThyristorBridge2mPulse::Params>());
  add_dc_measurements(*m, 2 * kPhases * kF);
  m->add<VoltageBridge2mPulse>(
      "pulse2", VoltageBridge2mPulseParams{
                    .m = kPhases, .f = kF, .useConstantFiringAngle = false, .useFilter = true});
  add_multi_star_resistance(*m, "sinevoltage.plug_n");
  m->connect("rMains.plug_p", "sinevoltage.plug_p");
  m->connect("lMains.plug_p", "rMains.plug_n");
  m->connect("lMains.plug_n", "rectifier.ac");
  m->connect("rectifier.ac", "pulse2.ac");
  m->connect("rectifier.dc_n", "ground.p");
  for (int k = 1; k <= kPhases; ++k) {
    const std::string i = "[" + std::to_string(k) + "]";
    m->connect("pulse2.fire_p" + i, "rectifier.fire_p" + i);
    m->connect("pulse2.fire_n" + i, "rectifier.fire_n" + i);
  }
  add_dc_drive(*m, 3 * dcpmData.La);
  for (int k = 1; k < kPhases; ++k) m->set_start("lMains.i[" + std::to_string(k) + "]", 0.0, true);
  return m;
}

}  // namespace acausal::models::msl
