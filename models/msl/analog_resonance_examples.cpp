// Modelica.Electrical.Analog.Examples.SeriesResonance and ParallelResonance
// (MSL 4.0.0): R-L-C circuits driven by sine and cosine sources whose
// frequency ramps from 0 to 200 Hz in 1 s, through the resonance at
// 1 / (2 pi sqrt(L C)) = 100 Hz; MSL's names, parameters and connections.
#include <numbers>
#include <string>

#include "components/blocks/sources.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/current_sensor.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/variable_frequency_sources.hpp"
#include "components/electrical/voltage_sensor.hpp"
#include "models/msl/analog_examples.hpp"

namespace acausal::models::msl {

namespace {

using namespace electrical;

constexpr double kPi = std::numbers::pi;
const VariableFrequencySourceParams kConstantAmplitude{.useConstantAmplitude = true};

// R = 0.5 Ohm, L = 0.1 / (2 pi) H (i(0) = 0), C = 0.001 / (2 pi) F (v(0) = 0)
// with the suffix k, and the frequency ramp.
void add_rlc(Model& m, const std::string& k) {
  m.add<Resistor>("resistor" + k, Resistor::Params{.R = 0.5});
  m.add<Inductor>("inductor" + k, Inductor::Params{.L = 0.1 / (2 * kPi), .i_start = 0.0});
  m.add<Capacitor>("capacitor" + k, Capacitor::Params{.C = 0.001 / (2 * kPi), .v_start = 0.0});
  m.add<Ground>("ground" + k);
}

void add_frequency_ramp(Model& m) {
  m.add<blocks::Ramp>("ramp", blocks::Ramp::Params{.height = 200, .duration = 1});
}

// The series circuit k: source, inductor, capacitor, resistor, current sensor.
void connect_series(Model& m, const std::string& source, const std::string& k) {
  m.add<CurrentSensor>("currentSensor" + k);
  m.connect(source + ".p", "inductor" + k + ".p");
  m.connect("inductor" + k + ".n", "capacitor" + k + ".p");
  m.connect("capacitor" + k + ".n", "resistor" + k + ".p");
  m.connect(source + ".n", "ground" + k + ".p");
  m.connect("currentSensor" + k + ".p", "resistor" + k + ".n");
  m.connect("ground" + k + ".p", "currentSensor" + k + ".n");
  m.connect("ramp.y", source + ".f");
}

// The parallel circuit k: the current source from its n pin (the node) to
// ground, feeding the capacitor and the resistor-inductor branch in parallel.
void connect_parallel(Model& m, const std::string& source, const std::string& k) {
  m.add<VoltageSensor>("voltageSensor" + k);
  const std::string ground = "ground" + k + ".p", node = source + ".n";
  m.connect(source + ".p", ground);
  m.connect("ramp.y", source + ".f");
  m.connect(ground, "inductor" + k + ".n");
  m.connect(node, "resistor" + k + ".p");
  m.connect("resistor" + k + ".n", "inductor" + k + ".p");
  m.connect(ground, "capacitor" + k + ".n");
  m.connect(node, "capacitor" + k + ".p");
  m.connect(node, "voltageSensor" + k + ".p");
  m.connect(ground, "voltageSensor" + k + ".n");
}

}  // namespace

namespace {

// Two circuits of the kind `connect_circuit` makes, on the sine source and on
// the cosine source, sharing the frequency ramp.
template <class SineSource, class CosineSource>
std::unique_ptr<Model> resonance_example(const std::string& name, const std::string& sine,
                                         const std::string& cosine,
                                         void (*connect_circuit)(Model&, const std::string&,
                                                                 const std::string&)) {
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples." + name);
  m->add<SineSource>(sine, kConstantAmplitude);
  m->add<CosineSource>(cosine, kConstantAmplitude);
  add_frequency_ramp(*m);
  add_rlc(*m, "1");
  add_rlc(*m, "2");
  connect_circuit(*m, sine, "1");
  connect_circuit(*m, cosine, "2");
  return m;
}

}  // namespace

std::unique_ptr<Model> analog_series_resonance() {
  return resonance_example<SineVoltageVariableFrequencyAndAmplitude,
                           CosineVoltageVariableFrequencyAndAmplitude>(
      "SeriesResonance", "sineVoltage", "cosineVoltage", connect_series);
}

std::unique_ptr<Model> analog_parallel_resonance() {
  return resonance_example<SineCurrentVariableFrequencyAndAmplitude,
                           CosineCurrentVariableFrequencyAndAmplitude>(
      "ParallelResonance", "sineCurrent", "cosineCurrent", connect_parallel);
}

}  // namespace acausal::models::msl
