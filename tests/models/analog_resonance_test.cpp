// The variable-frequency sources (MSL Analog.Sources.{Sine,Cosine}{Voltage,
// Current}VariableFrequencyAndAmplitude) alone against their chirp in closed
// form, and MSL's SeriesResonance and ParallelResonance against RK4 of the
// circuits' ODEs driven by the same chirp (issue 16).
#include <cmath>
#include <functional>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/variable_frequency_sources.hpp"
#include "core/model/model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/builtin_models.hpp"

namespace acausal {
namespace {

constexpr double kPi = std::numbers::pi;

// With f = k t from phi(0) = phi0, phi = phi0 + pi k t^2.
template <class Source>
Results chirp_into_a_resistor(const std::string& amplitude_name, double amplitude_input,
                              double offset, double phi0) {
  Model m("chirp");
  electrical::VariableFrequencySourceParams p;
  p.offset = offset;
  p.phi_start = phi0;
  auto& source = m.add<Source>("source", p);
  auto& load = m.add<electrical::Resistor>("load", electrical::Resistor::Params{.R = 2});
  auto& ground = m.add<electrical::Ground>("ground");
  auto& ramp = m.add<blocks::Ramp>("ramp", blocks::Ramp::Params{.height = 30, .duration = 1});
  m.add<blocks::Constant>("amplitude", blocks::Constant::Params{.k = amplitude_input});
  m.connect(ramp.y, *source.f);
  m.connect("amplitude.y", "source." + amplitude_name);
  m.connect(source.p, ground.p);
  m.connect(source.n, load.p);
  m.connect(load.n, ground.p);
  return simulate(m, {.t_stop = 1, .output_interval = 1e-3, .rtol = 1e-10, .atol = 1e-12});
}

TEST(VariableFrequencySources, FollowTheirIntegratedPhase) {
  const double A = 3, offset = 0.5, phi0 = 0.2, k = 30;  // f ramps to 30 Hz in 1 s
  auto phi = [&](double t) { return phi0 + kPi * k * t * t; };
  const Results sv = chirp_into_a_resistor<electrical::SineVoltageVariableFrequencyAndAmplitude>(
      "V", A, offset, phi0);
  const Results cv = chirp_into_a_resistor<electrical::CosineVoltageVariableFrequencyAndAmplitude>(
      "V", A, offset, phi0);
  const Results si = chirp_into_a_resistor<electrical::SineCurrentVariableFrequencyAndAmplitude>(
      "I", A, offset, phi0);
  const Results ci = chirp_into_a_resistor<electrical::CosineCurrentVariableFrequencyAndAmplitude>(
      "I", A, offset, phi0);
  for (int ms = 50; ms < 1000; ms += 73) {  // on the output grid (no interpolation)
    const double t = ms * 1e-3;
    EXPECT_NEAR(sv.at("source.phi", t), phi(t), 1e-6) << t;
    // The source's v = p.v - n.v with p grounded: the load sees -v; a current
    // source's i flows out of n into the load.
    EXPECT_NEAR(sv.at("load.v", t), -(offset + A * std::sin(phi(t))), 1e-6) << t;
    EXPECT_NEAR(cv.at("load.v", t), -(offset + A * std::cos(phi(t))), 1e-6) << t;
    EXPECT_NEAR(si.at("load.v", t), 2 * (offset + A * std::sin(phi(t))), 1e-6) << t;
    EXPECT_NEAR(ci.at("load.v", t), 2 * (offset + A * std::cos(phi(t))), 1e-6) << t;
  }
}

// RK4 of x' = f(t, x) for two states from 0, reporting x at each of `times`.
struct State2 {
  double a = 0, b = 0;
};
std::vector<State2> rk4(const std::function<State2(double, State2)>& f,
                        const std::vector<double>& times, double h) {
  std::vector<State2> out;
  State2 x;
  double t = 0;
  for (double target : times) {
    while (t < target - 1e-12) {
      const double s = std::min(h, target - t);
      auto add = [](State2 u, State2 d, double c) { return State2{u.a + c * d.a, u.b + c * d.b}; };
      const State2 k1 = f(t, x), k2 = f(t + s / 2, add(x, k1, s / 2));
      const State2 k3 = f(t + s / 2, add(x, k2, s / 2)), k4 = f(t + s, add(x, k3, s));
      x = State2{x.a + s / 6 * (k1.a + 2 * k2.a + 2 * k3.a + k4.a),
                 x.b + s / 6 * (k1.b + 2 * k2.b + 2 * k3.b + k4.b)};
      t += s;
    }
    out.push_back(x);
  }
  return out;
}

// The examples' circuit: R = 0.5 Ohm, L = 0.1 / (2 pi) H, C = 0.001 / (2 pi)
// F (resonance at 100 Hz, Q = 20), the source's frequency ramping to 200 Hz
// in 1 s, so its phase is 2 pi * 100 t^2 and its amplitude 1.
constexpr double kR = 0.5, kL = 0.1 / (2 * kPi), kC = 0.001 / (2 * kPi);
double drive(bool cosine, double t) {
  const double phi = 200 * kPi * t * t;
  return cosine ? std::cos(phi) : std::sin(phi);
}

TEST(ResonanceExamples, SeriesCircuitsFollowTheirOde) {
  const Results r =
      testing::run_example("Modelica.Electrical.Analog.Examples.SeriesResonance").results;
  const std::vector<double> times = {0.3, 0.45, 0.5, 0.52, 0.6, 0.8, 1.0};
  for (const bool cosine : {false, true}) {
    const std::string k = cosine ? "2" : "1";
    // i' = (v - R i - vC) / L, vC' = i / C (a = i, b = vC).
    const auto x = rk4(
        [&](double t, State2 s) {
          return State2{(drive(cosine, t) - kR * s.a - s.b) / kL, s.a / kC};
        },
        times, 2e-6);
    for (std::size_t j = 0; j < times.size(); ++j) {
      EXPECT_NEAR(r.at("inductor" + k + ".i", times[j]), x[j].a, 2e-4) << k << " " << times[j];
      EXPECT_NEAR(r.at("capacitor" + k + ".v", times[j]), x[j].b, 2e-3) << k << " " << times[j];
    }
  }
  // Near resonance the current reaches about Q / (R Q) = 1 / R = 2 A at most.
  double peak = 0;
  for (double t = 0.4; t < 0.7; t += 1e-4) peak = std::max(peak, std::abs(r.at("inductor1.i", t)));
  EXPECT_GT(peak, 0.5);
  EXPECT_LT(peak, 2.0);
}

TEST(ResonanceExamples, ParallelCircuitsFollowTheirOde) {
  const Results r =
      testing::run_example("Modelica.Electrical.Analog.Examples.ParallelResonance").results;
  const std::vector<double> times = {0.3, 0.45, 0.5, 0.52, 0.6, 0.8, 1.0};
  for (const bool cosine : {false, true}) {
    const std::string k = cosine ? "2" : "1";
    // The source's current into the node feeds C and the R-L branch:
    // vC' = (I - i) / C, i' = (vC - R i) / L (a = i, b = vC).
    const auto x = rk4(
        [&](double t, State2 s) {
          return State2{(s.b - kR * s.a) / kL, (drive(cosine, t) - s.a) / kC};
        },
        times, 2e-6);
    for (std::size_t j = 0; j < times.size(); ++j) {
      EXPECT_NEAR(r.at("inductor" + k + ".i", times[j]), x[j].a, 2e-3) << k << " " << times[j];
      EXPECT_NEAR(r.at("capacitor" + k + ".v", times[j]), x[j].b, 2e-2) << k << " " << times[j];
    }
  }
}

}  // namespace
}  // namespace acausal
