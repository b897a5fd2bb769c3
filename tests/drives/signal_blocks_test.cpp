// Signal blocks of the drives library: critical-damping filter, harmonic
// analysis, space-vector PWM timing, V/f controller and the space-phasor
// blocks, each against a closed form.
#include <array>
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/blocks/add3.hpp"
#include "components/blocks/continuous.hpp"
#include "components/blocks/critical_damping_filter.hpp"
#include "components/blocks/harmonic.hpp"
#include "components/blocks/sources.hpp"
#include "components/drives/space_phasor_blocks.hpp"
#include "components/drives/space_vector_pwm.hpp"
#include "components/drives/vf_controller.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::drives {
namespace {

constexpr double pi = std::numbers::pi;

TEST(CriticalDampingFilter, StepResponseIsThatOfTwoEqualRealPoles) {
  Model m("f");
  auto& step = m.add<blocks::Step>("step", blocks::Step::Params{.start_time = 0.1});
  auto& filter = m.add<blocks::CriticalDampingFilter>(
      "filter", blocks::CriticalDampingFilter::Params{.order = 2, .f_cut = 3.0});
  m.connect(step.y, filter.u);
  Results r = simulate(m, {.t_stop = 1.0, .output_interval = 1e-3, .rtol = 1e-10});
  // Normalised: -3 dB at f_cut, so the pole is at 2 pi f_cut / sqrt(10^(3/20) - 1).
  const double a = 2 * pi * 3.0 / std::sqrt(std::pow(10.0, 0.15) - 1);
  for (double t : {0.05, 0.12, 0.2, 0.4}) {
    const double s = std::max(t - 0.1, 0.0);
    EXPECT_NEAR(r.at("filter.y", t), 1 - (1 + a * s) * std::exp(-a * s), 1e-7) << t;
  }
}

TEST(CriticalDampingFilter, InitialOutputStartsAtYStartWithTheFirstStageAtRest) {
  Model m("f");
  auto& c = m.add<blocks::Constant>("c", blocks::Constant::Params{.k = 2.0});
  auto& filter = m.add<blocks::CriticalDampingFilter>(
      "filter", blocks::CriticalDampingFilter::Params{.order = 2, .f_cut = 1.0, .y_start = 5.0});
  m.connect(c.y, filter.u);
  Results r = simulate(m, {.t_stop = 0.5, .output_interval = 1e-3, .rtol = 1e-10});
  EXPECT_NEAR(r.at("filter.y", 0.0), 5.0, 1e-12);
  EXPECT_NEAR(r.at("filter.x[1]", 0.0), 2.0, 1e-12);  // der(x[1]) = 0: x[1] = u
  // Then x[2] relaxes from 5 to 2 as a first-order lag: y = 2 + 3 exp(-a t).
  const double a = 2 * pi / std::sqrt(std::pow(10.0, 0.15) - 1);
  EXPECT_NEAR(r.at("filter.y", 0.3), 2 + 3 * std::exp(-a * 0.3), 1e-7);
}

TEST(CriticalDampingFilter, ZeroOrderIsAnErrorNamingTheBlock) {
  Model m("f");
  try {
    m.add<blocks::CriticalDampingFilter>("filter",
                                         blocks::CriticalDampingFilter::Params{.order = 0});
    FAIL() << "order 0 accepted";
  } catch (const ModelError& e) {
    EXPECT_STREQ(e.what(),
                 "CriticalDampingFilter 'filter': parameter order = 0 is invalid: it must be >= 1. "
                 "Set filter.order.");
  }
}

TEST(Harmonic, FindsRmsAndAngleOfTheFundamentalAfterEachPeriod) {
  // u = 1 + 3 cos(w t + phi) + 0.5 cos(3 w t): the fundamental's RMS is 3/sqrt(2)
  // and its angle against the sqrt(2) cos / sin pair is -phi.
  const double f = 2.0, phi = -1.1;
  Model m("h");
  auto& dc = m.add<blocks::Constant>("dc", blocks::Constant::Params{.k = 1.0});
  auto& fundamental = m.add<blocks::Sine>(
      "fundamental", blocks::Sine::Params{.amplitude = 3, .f = f, .phase = phi + pi / 2});
  auto& third = m.add<blocks::Sine>(
      "third", blocks::Sine::Params{.amplitude = 0.5, .f = 3 * f, .phase = pi / 2});
  auto& sum = m.add<blocks::Add3>("sum");
  auto& harmonic = m.add<blocks::Harmonic>("harmonic", blocks::Harmonic::Params{.f = f});
  m.connect(dc.y, sum.u1);
  m.connect(fundamental.y, sum.u2);
  m.connect(third.y, sum.u3);
  m.connect(sum.y, harmonic.u);
  Results r = simulate(m, {.t_stop = 1.2, .output_interval = 1e-3, .rtol = 1e-10});
  EXPECT_EQ(r.at("harmonic.y_rms", 0.4), 0.0);  // nothing before the first period ends
  for (double t : {0.6, 1.1}) {
    EXPECT_NEAR(r.at("harmonic.y_rms", t), 3 / std::sqrt(2.0), 1e-6) << t;
    EXPECT_NEAR(r.at("harmonic.y_arg", t), -phi, 1e-6) << t;
  }
}

// Mean upper-gate duty of each leg over one period for a constant reference phasor.
std::array<double, 3> svpwm_on_fractions(double u1, double u2, double uMax, double f) {
  Model m("svm");
  auto& c1 = m.add<blocks::Constant>("c1", blocks::Constant::Params{.k = u1});
  auto& c2 = m.add<blocks::Constant>("c2", blocks::Constant::Params{.k = u2});
  auto& pwm = m.add<SpaceVectorPwm>("pwm", SpaceVectorPwm::Params{.f = f, .uMax = uMax});
  m.connect(c1.y, pwm.u[0]);
  m.connect(c2.y, pwm.u[1]);
  for (std::size_t k = 0; k < 3; ++k) {
    auto& integ = m.add<blocks::Integrator>("on" + std::to_string(k + 1));
    m.connect(pwm.fire_p[k], integ.u);
  }
  Results r = simulate(m, {.t_stop = 1 / f, .output_interval = 1e-2 / f, .rtol = 1e-10});
  std::array<double, 3> on{};
  for (std::size_t k = 0; k < 3; ++k) on[k] = r.final("on" + std::to_string(k + 1) + ".y") * f;
  return on;
}

TEST(SpaceVectorPwm, PeriodMeansOfTheLineVoltagesEqualTheReference) {
  const double uMax = 600.0, f = 1e3;
  for (double angle : {0.3, 2.0, 4.0, 5.9}) {  // sectors 0, 1, 3 and 5
    const double u1 = 250 * std::cos(angle), u2 = 250 * std::sin(angle);
    const auto on = svpwm_on_fractions(u1, u2, uMax, f);
    for (std::size_t k = 0; k < 3; ++k) {
      const std::size_t j = (k + 1) % 3;
      const double th_k = 2 * pi * k / 3, th_j = 2 * pi * j / 3;
      const double v_line =
          u1 * (std::cos(th_k) - std::cos(th_j)) + u2 * (std::sin(th_k) - std::sin(th_j));
      EXPECT_NEAR(uMax * (on[k] - on[j]), v_line, 1e-6 * uMax) << angle << " " << k;
    }
  }
}

TEST(VfController, AmplitudeFollowsFrequencyBelowNominalAndPhasesAreSymmetric) {
  for (bool economy : {false, true}) {
    Model m("vf");
    auto& fr = m.add<blocks::Constant>("f", blocks::Constant::Params{.k = 25.0});
    auto& vf = m.add<VfController>(
        "vf", VfController::Params{
                  .VNominal = 100, .fNominal = 50, .BasePhase = 0.2, .EconomyMode = economy});
    m.connect(fr.y, vf.u);
    Results r = simulate(m, {.t_stop = 0.05, .output_interval = 1e-4, .rtol = 1e-10});
    const double amplitude = std::sqrt(2.0) * 100 * (economy ? 0.25 : 0.5);
    for (double t : {0.013, 0.047})
      for (int k = 0; k < 3; ++k)
        EXPECT_NEAR(r.at("vf.y[" + std::to_string(k + 1) + "]", t),
                    amplitude * std::sin(2 * pi * 25 * t + 0.2 - 2 * pi * k / 3), 1e-6 * amplitude)
            << economy << " " << t << " " << k;
  }
}

TEST(SpacePhasorBlocks, ClarkeRotatorAndPolarChainRecoversTheRotorFrameValues) {
  // Phases I cos(gamma + delta - theta_k) with gamma = 3 t: the rotator at gamma
  // sees the constant phasor I (cos delta, sin delta).
  const double I = 7.0, delta = 0.6;
  Model m("sp");
  auto& to_phasor = m.add<ToSpacePhasor>("toSpacePhasor");
  auto& rotator = m.add<Rotator>("rotator");
  auto& to_polar = m.add<ToPolar>("toPolar");
  auto& angle = m.add<blocks::Ramp>("angle", blocks::Ramp::Params{.height = 3.0, .duration = 1.0});
  for (int k = 0; k < 3; ++k) {
    auto& s = m.add<blocks::Sine>("phase" + std::to_string(k + 1),
                                  blocks::Sine::Params{.amplitude = I,
                                                       .f = 3 / (2 * pi),
                                                       .phase = delta - 2 * pi * k / 3 + pi / 2,
                                                       .offset = 2.0});
    m.connect(s.y, to_phasor.u[static_cast<std::size_t>(k)]);
  }
  m.connect(to_phasor.y[0], rotator.u[0]);
  m.connect(to_phasor.y[1], rotator.u[1]);
  m.connect(angle.y, rotator.angle);
  m.connect(rotator.y[0], to_polar.u[0]);
  m.connect(rotator.y[1], to_polar.u[1]);
  Results r = simulate(m, {.t_stop = 0.9, .output_interval = 1e-2, .rtol = 1e-10});
  for (double t : {0.2, 0.7}) {
    EXPECT_NEAR(r.at("toSpacePhasor.zero", t), 2.0, 1e-9) << t;
    EXPECT_NEAR(r.at("rotator.y[1]", t), I * std::cos(delta), 1e-9) << t;
    EXPECT_NEAR(r.at("rotator.y[2]", t), I * std::sin(delta), 1e-9) << t;
    EXPECT_NEAR(r.at("toPolar.y[1]", t), I, 1e-9) << t;
    EXPECT_NEAR(r.at("toPolar.y[2]", t), delta, 1e-9) << t;
  }
}

}  // namespace
}  // namespace acausal::drives
