// Blocks added for the MSL examples (issue 16): the analog filter prototypes
// against MSL's tabulated Bessel coefficients and the -3 dB condition, the
// Filter block's frequency response (low and high pass) and states, the
// CriticalDamping block's own normalisation, InverseBlockConstraints
// inverting a first order block, KinematicPTP's acceleration profile, and the
// Sinc, ExpSine and variable-frequency sine sources against their formulas.
#include <algorithm>
#include <cmath>
#include <complex>
#include <numbers>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "components/blocks/continuous.hpp"
#include "components/blocks/exp_sine.hpp"
#include "components/blocks/filter.hpp"
#include "components/blocks/filter_design.hpp"
#include "components/blocks/inverse_block_constraints.hpp"
#include "components/blocks/kinematic_ptp_acceleration.hpp"
#include "components/blocks/sinc.hpp"
#include "components/blocks/sources.hpp"
#include "components/blocks/variable_frequency_sine.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace blocks;

const double kMinus3dB = std::pow(10.0, -3.0 / 20.0);

// |H(j w)| of a prototype.
double amplitude(const FilterPrototype& p, double w) {
  std::complex<double> den = 1.0;
  for (double c : p.den1) den *= std::complex<double>(1.0, c * w);
  for (const auto& c : p.den2) den *= std::complex<double>(1.0 - c[0] * w * w, c[1] * w);
  return 1.0 / std::abs(den);
}

TEST(FilterDesign, BesselCoefficientsAreMslsTabulatedValues) {
  // MSL's BesselBaseCoefficients (computed there symbolically, stored as numbers).
  const FilterPrototype p3 = bessel_prototype(3);
  ASSERT_EQ(p3.den1.size(), 1u);
  ASSERT_EQ(p3.den2.size(), 1u);
  EXPECT_NEAR(p3.alpha, 0.5704770156982642, 1e-14);
  EXPECT_NEAR(p3.den1[0], 0.7548574865985343, 1e-14);
  EXPECT_NEAR(p3.den2[0][0], 0.4756958028827457, 1e-14);
  EXPECT_NEAR(p3.den2[0][1], 0.9980615136104388, 1e-14);
  const FilterPrototype p6 = bessel_prototype(6);
  ASSERT_EQ(p6.den2.size(), 3u);
  EXPECT_NEAR(p6.alpha, 0.3705098000736233, 1e-14);
  EXPECT_NEAR(p6.den2[0][0], 0.3874508649098960, 1e-13);
  EXPECT_NEAR(p6.den2[0][1], 1.219740879520741, 1e-13);
  EXPECT_NEAR(p6.den2[2][0], 0.2747419229514599, 1e-13);
  EXPECT_NEAR(p6.den2[2][1], 0.5122165075105700, 1e-13);
  EXPECT_NEAR(bessel_prototype(1).den1[0], 0.9976283451109835, 1e-14);
}

TEST(FilterDesign, NormalisedPrototypesAreMinus3dBAtOneRadPerSecond) {
  for (AnalogFilter type :
       {AnalogFilter::CriticalDamping, AnalogFilter::Bessel, AnalogFilter::ChebyshevI}) {
    for (int order : {1, 2, 3, 4, 7}) {
      const FilterPrototype p = filter_prototype(type, order, true, 0.5);
      EXPECT_NEAR(amplitude(p, 1.0), kMinus3dB, 1e-12) << static_cast<int>(type) << " " << order;
      EXPECT_EQ(p.den1.size() + 2 * p.den2.size(), static_cast<std::size_t>(order));
    }
  }
  // Butterworth: exactly 1/sqrt(2) at 1 rad/s, whatever the order.
  for (int order : {1, 2, 3, 6})
    EXPECT_NEAR(amplitude(filter_prototype(AnalogFilter::Butterworth, order, true), 1.0),
                std::sqrt(0.5), 1e-12);
}

TEST(FilterDesign, ChebyshevRippleAndUnnormalisedBessel) {
  // Unnormalised Chebyshev I of order 4 with 1 dB ripple: every factor has
  // gain 1 at zero frequency (MSL's form), so over the pass band the amplitude
  // ripples between 1 and 10^(1/20), touching both.
  const FilterPrototype c = filter_prototype(AnalogFilter::ChebyshevI, 4, false, 1.0);
  double lo = 1, hi = 0;
  for (double w = 0; w <= 1.0; w += 1e-4) {
    lo = std::min(lo, amplitude(c, w));
    hi = std::max(hi, amplitude(c, w));
  }
  EXPECT_NEAR(lo, 1.0, 1e-6);
  EXPECT_NEAR(hi, std::pow(10.0, 1.0 / 20.0), 1e-6);
  // Unnormalised Bessel: -3 dB at w0 = 1 / alpha.
  const FilterPrototype b = filter_prototype(AnalogFilter::Bessel, 5, false);
  EXPECT_NEAR(amplitude(b, 1.0 / bessel_prototype(5).alpha), kMinus3dB, 1e-12);
}

// Steady-state amplitude of a block's output for a unit sine at f.
template <class Block>
double steady_amplitude(typename Block::Params params, double f, double periods = 30) {
  Model m("response");
  auto& sine = m.add<Sine>("sine", Sine::Params{.amplitude = 1, .f = f});
  auto& block = m.add<Block>("block", params);
  m.connect(sine.y, block.u);
  const double T = periods / f;
  Results r = simulate(m, {.t_stop = T, .output_interval = 1e-3 / f, .rtol = 1e-10, .atol = 1e-12});
  double peak = 0;
  for (std::size_t i = 0; i < r.rows(); ++i)
    if (r.times()[i] > T - 2 / f) peak = std::max(peak, std::abs(r.value(i, r.column("block.y"))));
  return peak;
}

TEST(FilterBlock, LowPassesAreMinus3dBAtTheirCutOffFrequency) {
  for (AnalogFilter type : {AnalogFilter::CriticalDamping, AnalogFilter::Bessel,
                            AnalogFilter::Butterworth, AnalogFilter::ChebyshevI}) {
    const double a = steady_amplitude<Filter>(
        {.analogFilter = type, .order = 3, .f_cut = 2, .gain = 1.5, .init = Init::NoInit}, 2);
    const double expected = type == AnalogFilter::Butterworth ? std::sqrt(0.5) : kMinus3dB;
    EXPECT_NEAR(a, 1.5 * expected, 2e-5) << static_cast<int>(type);
  }
}

TEST(FilterBlock, HighPassIsMinus3dBAtCutOffAndBlocksDc) {
  for (AnalogFilter type : {AnalogFilter::Butterworth, AnalogFilter::Bessel}) {
    const double a = steady_amplitude<Filter>({.analogFilter = type,
                                               .filterType = FilterType::HighPass,
                                               .order = 4,
                                               .f_cut = 1,
                                               .init = Init::NoInit},
                                              1);
    EXPECT_NEAR(a, type == AnalogFilter::Butterworth ? std::sqrt(0.5) : kMinus3dB, 2e-5);
  }
  // A step passes at once (y(0+) = gain) and decays to 0.
  Model m("highpass_step");
  auto& step = m.add<Step>("step", Step::Params{.height = 1, .start_time = 0.1});
  auto& filter = m.add<Filter>("filter", Filter::Params{.analogFilter = AnalogFilter::Butterworth,
                                                        .filterType = FilterType::HighPass,
                                                        .order = 3,
                                                        .f_cut = 5});
  m.connect(step.y, filter.u);
  Results r = simulate(m, {.t_stop = 3, .output_interval = 1e-3, .rtol = 1e-10, .atol = 1e-12});
  EXPECT_NEAR(r.at("filter.y", 0.1), 1.0, 1e-9);  // after the step's event
  EXPECT_NEAR(r.final("filter.y"), 0.0, 1e-6);
}

TEST(FilterBlock, SteadyStateStartAndFirstOrderStateIsTheOutput) {
  // Order 1 low pass: x[1] = y, time constant 1 / (2 pi f_cut alpha-corrected).
  Model m("first_order");
  auto& c = m.add<Constant>("c", Constant::Params{.k = 3});
  auto& filter = m.add<Filter>("filter", Filter::Params{.analogFilter = AnalogFilter::Butterworth,
                                                        .order = 1,
                                                        .f_cut = 1,
                                                        .init = Init::SteadyState});
  m.connect(c.y, filter.u);
  Results r = simulate(m, {.t_stop = 1, .output_interval = 1e-2, .rtol = 1e-10, .atol = 1e-12});
  EXPECT_NEAR(r.at("filter.x[1]", 0.0), 3.0, 1e-9);
  EXPECT_NEAR(r.final("filter.y"), 3.0, 1e-9);
}

TEST(FilterBlock, BandFiltersAreRefusedWithAMessage) {
  Model m("bad");
  EXPECT_PRED2(testing::contains, testing::error_of([&] {
                 m.add<Filter>("filter", Filter::Params{.filterType = FilterType::BandPass});
               }),
               "Filter 'filter': band pass and band stop filters are not implemented yet");
}

TEST(CriticalDampingBlock, NormalisedToHalfPowerNotToFiltersRoundedMinus3dB) {
  // n = 2 at f: |H| = 1/sqrt(2) = 0.70711 (Filter's CriticalDamping: 0.70795).
  const double a = steady_amplitude<CriticalDamping>({.n = 2, .f = 1}, 1);
  EXPECT_NEAR(a, std::sqrt(0.5), 2e-5);
  EXPECT_GT(std::abs(a - kMinus3dB), 5e-4);
  // Unnormalised: the poles at 2 pi f, |H| = 1/2 for n = 2.
  EXPECT_NEAR(steady_amplitude<CriticalDamping>({.n = 2, .f = 1, .normalized = false}, 1), 0.5,
              2e-5);
}

TEST(InverseBlockConstraints, InvertsAFirstOrderBlock) {
  // firstOrder (k = 2, T = 0.5) forced to output sin(t): its input is
  // (T cos(t) + sin(t)) / k, computed by differentiating the reference.
  Model m("inverse");
  auto& sine = m.add<Sine>("sine", Sine::Params{.amplitude = 1, .f = 1 / (2 * std::numbers::pi)});
  auto& inverse = m.add<InverseBlockConstraints>("inverse");
  auto& plant =
      m.add<FirstOrder>("plant", FirstOrder::Params{.k = 2, .T = 0.5, .init_type = Init::NoInit});
  m.connect(sine.y, inverse.u1);
  m.connect(plant.y, inverse.u2);
  m.connect(inverse.y2, plant.u);
  Results r = simulate(m, {.t_stop = 3, .output_interval = 1e-2, .rtol = 1e-10, .atol = 1e-12});
  for (double t : {0.5, 1.5, 3.0}) {
    EXPECT_NEAR(r.at("plant.y", t), std::sin(t), 1e-9) << t;
    EXPECT_NEAR(r.at("inverse.y1", t), (0.5 * std::cos(t) + std::sin(t)) / 2, 1e-8) << t;
  }
}

TEST(KinematicPTPAcceleration, IntegratesToTheDistanceAtRest) {
  // deltaq = 2 with qd_max = 1, qdd_max = 2: accelerate 0.5 s, cruise 1.5 s,
  // decelerate 0.5 s (Te = 2.5 s after startTime).
  Model m("ptp");
  auto& ptp = m.add<KinematicPTPAcceleration>(
      "ptp", KinematicPTPAcceleration::Params{
                 .deltaq = {2, -1}, .qd_max = {1}, .qdd_max = {2}, .startTime = 0.5});
  auto& v = m.add<Integrator>("v");
  auto& q = m.add<Integrator>("q");
  m.connect(ptp.y[0], v.u);
  m.connect(v.y, q.u);
  Results r = simulate(m, {.t_stop = 4, .output_interval = 1e-2, .rtol = 1e-10, .atol = 1e-12});
  EXPECT_NEAR(r.at("ptp.y[1]", 0.75), 2.0, 1e-12);
  EXPECT_NEAR(r.at("ptp.y[2]", 0.75), -1.0, 1e-12);  // the second axis, scaled
  EXPECT_NEAR(r.at("ptp.y[1]", 2.0), 0.0, 1e-12);
  EXPECT_NEAR(r.at("v.y", 2.0), 1.0, 1e-9);
  EXPECT_NEAR(r.final("v.y"), 0.0, 1e-9);
  EXPECT_NEAR(r.final("q.y"), 2.0, 1e-9);
}

TEST(SincAndExpSine, FollowTheirFormulas) {
  Model m("sources");
  m.add<Sinc>("sinc", Sinc::Params{.amplitude = 2, .f = 3, .offset = 0.5, .startTime = 0.2});
  m.add<ExpSine>(
      "damped",
      ExpSine::Params{
          .amplitude = 1.5, .f = 4, .phase = 0.3, .damping = 2, .offset = -1, .startTime = 0.1});
  Simulation sim(compile(m));
  const Results r = sim.run({.t_stop = 1, .output_interval = 1e-3, .rtol = 1e-8});
  const double pi = std::numbers::pi;
  for (double t : {0.05, 0.15, 0.2, 0.201, 0.37, 0.61, 0.999}) {  // output points
    const double x = 2 * pi * 3 * (t - 0.2);
    const double sinc = t < 0.2 ? 0.5 : 0.5 + 2 * (t == 0.2 ? 1.0 : std::sin(x) / x);
    EXPECT_NEAR(r.at("sinc.y", t), sinc, 1e-9) << t;
    const double damped =
        t < 0.1 ? -1.0
                : -1 + 1.5 * std::exp(-2 * (t - 0.1)) * std::sin(2 * pi * 4 * (t - 0.1) + 0.3);
    EXPECT_NEAR(r.at("damped.y", t), damped, 1e-9) << t;
  }
  // At the start instant itself the sinc is its amplitude (0/0 avoided).
  EXPECT_NEAR(r.at("sinc.y", 0.2), 2.5, 1e-12);
}

TEST(VariableFrequencySine, PhaseIntegratesTheFrequencyInput) {
  // f = 10 + 20 t Hz on the input: phi = phi0 + 2 pi (10 t + 10 t^2).
  Model m("chirp");
  auto& ramp = m.add<Ramp>("f", Ramp::Params{.height = 20, .duration = 1, .offset = 10});
  auto& amplitude = m.add<Constant>("a", Constant::Params{.k = 0.5});
  auto& s = m.add<SineVariableFrequencyAndAmplitude>(
      "s", VariableFrequencySineParams{.offset = 1, .phi_start = 0.25});
  auto& c = m.add<CosineVariableFrequencyAndAmplitude>(
      "c", VariableFrequencySineParams{.useConstantAmplitude = true,
                                       .constantAmplitude = 3,
                                       .useConstantFrequency = true,
                                       .constantFrequency = 7});
  m.connect(ramp.y, *s.f);
  m.connect(amplitude.y, *s.amplitude);
  EXPECT_FALSE(c.f.has_value());
  EXPECT_FALSE(c.amplitude.has_value());
  Simulation sim(compile(m));
  const Results r = sim.run({.t_stop = 1, .output_interval = 1e-3, .rtol = 1e-10, .atol = 1e-12});
  const double pi = std::numbers::pi;
  const std::vector<double>& times = r.times();
  const int sy = r.column("s.y"), sphi = r.column("s.phi"), cy = r.column("c.y");
  for (std::size_t row = 0; row < times.size(); row += 37) {
    const double t = times[row];
    const double phi = 0.25 + 2 * pi * (10 * t + 10 * t * t);
    EXPECT_NEAR(r.value(row, sphi), phi, 1e-7) << t;
    EXPECT_NEAR(r.value(row, sy), 1 + 0.5 * std::sin(phi), 1e-7) << t;
    EXPECT_NEAR(r.value(row, cy), 3 * std::cos(2 * pi * 7 * t), 1e-7) << t;
  }
}

}  // namespace
}  // namespace acausal
