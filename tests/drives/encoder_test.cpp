// Encoder and velocity estimator blocks on an angle ramp phi = phi0 + w t:
// the quantisation error is at most half a count, the backward difference of
// the quantised angle is within one count per sample of the exact speed (and
// its mean over K samples within one count per K samples), and without
// quantisation the difference is exact.
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/drives/encoder.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::drives {
namespace {

constexpr double kPi = std::numbers::pi;
constexpr double w = 10.3, phi0 = 0.1234;  // rad/s, rad
constexpr double Ts = 1e-3;                // s
constexpr int kSamples = 200;

// ramp -> encoder "enc" (and a velocity estimator "est" on the exact angle).
Results run_ramp(const Encoder::Params& encoder, double T_filter_estimator = 0.0) {
  Model m("ramp");
  auto& ramp = m.add<blocks::Ramp>(
      "ramp", blocks::Ramp::Params{.height = w * 10.0, .duration = 10.0, .offset = phi0});
  auto& enc = m.add<Encoder>("enc", encoder);
  auto& est = m.add<VelocityEstimator>(
      "est", VelocityEstimator::Params{.samplePeriod = Ts, .T_filter = T_filter_estimator});
  m.connect(ramp.y, enc.phi);
  m.connect(ramp.y, est.u);
  return simulate(m, {.t_stop = kSamples * Ts, .output_interval = Ts / 4, .rtol = 1e-8});
}

// Value held after the sample at t_k = k Ts (read a quarter period later).
double held(const Results& r, const std::string& name, int k) {
  return r.at(name, (k + 0.25) * Ts);
}

TEST(Encoder, QuantisationErrorIsAtMostHalfACountAndTheSpeedWithinOneCountPerSample) {
  const double counts = 4096.0, quantum = 2 * kPi / counts;
  const Results r = run_ramp({.counts_per_rev = counts, .samplePeriod = Ts});
  double worst_angle = 0.0, worst_speed = 0.0, worst_integer = 0.0;
  for (int k = 0; k < kSamples; ++k) {
    const double exact = phi0 + w * k * Ts;
    const double q = held(r, "enc.phi_q", k);
    worst_angle = std::max(worst_angle, std::abs(q - exact));
    worst_integer = std::max(worst_integer, std::abs(q / quantum - std::round(q / quantum)));
    if (k == 0) {
      EXPECT_EQ(held(r, "enc.w", 0), 0.0);  // no previous angle at the first sample
      continue;
    }
    // The estimate is the backward difference of the held angles ...
    const double difference = (q - held(r, "enc.phi_q", k - 1)) / Ts;
    EXPECT_NEAR(held(r, "enc.w", k), difference, 1e-9 * w) << "sample " << k;
    // ... within one count per sample period of the exact speed.
    worst_speed = std::max(worst_speed, std::abs(held(r, "enc.w", k) - w));
  }
  EXPECT_LE(worst_angle, quantum / 2 * (1 + 1e-9));
  EXPECT_GT(worst_angle, quantum / 4);  // the quantisation is really there
  EXPECT_LT(worst_integer, 1e-9);       // whole counts
  EXPECT_LE(worst_speed, quantum / Ts);
  EXPECT_GT(worst_speed, 0.1 * quantum / Ts);
  // The mean over K samples telescopes to (q_K - q_0)/(K Ts): within one count per K Ts.
  double sum = 0.0;
  for (int k = 1; k < kSamples; ++k) sum += held(r, "enc.w", k);
  const double mean = sum / (kSamples - 1);
  EXPECT_NEAR(mean, w, quantum / ((kSamples - 1) * Ts));
  ::testing::Test::RecordProperty("worst_angle_error_counts",
                                  std::to_string(worst_angle / quantum));
  ::testing::Test::RecordProperty("worst_speed_error", std::to_string(worst_speed));
  ::testing::Test::RecordProperty("mean_speed", std::to_string(mean));
}

TEST(Encoder, FilteredSpeedFollowsTheFirstOrderResponseToTheRamp) {
  // Fine resolution (2^20 counts) so that the filter's response dominates:
  // v_k = v_k-1 + a (raw_k - v_k-1), a = Ts/(T_f + Ts), v_0 = 0, raw ~ w
  // => v_k = w (1 - (1 - a)^k) within one count per sample.
  const double counts = 1048576.0, quantum = 2 * kPi / counts, T_f = 10 * Ts;
  const Results r = run_ramp({.counts_per_rev = counts, .samplePeriod = Ts, .T_filter = T_f}, T_f);
  const double a = Ts / (T_f + Ts);
  for (int k : {1, 2, 5, 10, 20, 50, 100, 199}) {
    // raw_1 .. raw_k are the differences from sample 1 on; v_0 = 0.
    const double expected = w * (1 - std::pow(1 - a, k));
    EXPECT_NEAR(held(r, "enc.w", k), expected, quantum / Ts) << "sample " << k;
    // The estimator on the exact angle has no quantisation: the same response exactly.
    EXPECT_NEAR(held(r, "est.y", k), expected, 1e-9 * w) << "sample " << k;
  }
}

TEST(VelocityEstimator, BackwardDifferenceOfARampIsExact) {
  const Results r = run_ramp({.counts_per_rev = 4096.0, .samplePeriod = Ts});
  EXPECT_EQ(held(r, "est.y", 0), 0.0);
  for (int k : {1, 2, 3, 50, 199}) EXPECT_NEAR(held(r, "est.y", k), w, 1e-9 * w) << k;
}

}  // namespace
}  // namespace acausal::drives
