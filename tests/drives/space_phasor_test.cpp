// Space-phasor transforms: Clarke/Park round trips, amplitude invariance and
// the zero sequence, on numbers (the machine uses the same templates on symbols).
#include "components/drives/space_phasor.hpp"

#include <cmath>
#include <numbers>
#include <vector>

#include <gtest/gtest.h>

namespace acausal::drives {
namespace {

constexpr double pi = std::numbers::pi;

std::vector<double> balanced(double amplitude, double angle, double zero, std::size_t m = 3) {
  std::vector<double> x;
  for (std::size_t k = 0; k < m; ++k)
    x.push_back(amplitude * std::cos(angle - phase_angle(k, m)) + zero);
  return x;
}

TEST(SpacePhasor, BalancedSetKeepsItsAmplitudeAndAngle) {
  for (std::size_t m : {3u, 5u}) {
    const auto s = to_space_phasor(balanced(230.0, 0.7, 0.0, m));
    EXPECT_NEAR(std::hypot(s.alpha, s.beta), 230.0, 1e-12) << m;
    EXPECT_NEAR(std::atan2(s.beta, s.alpha), 0.7, 1e-14) << m;
    EXPECT_NEAR(s.zero, 0.0, 1e-12) << m;
  }
}

TEST(SpacePhasor, ZeroSequenceIsTheMeanAndDoesNotEnterThePhasor) {
  const auto s = to_space_phasor(std::vector<double>{4.0, -1.0, 3.0});
  EXPECT_NEAR(s.zero, 2.0, 1e-15);
  // alpha = 2/3 (4 - (-1)/2 - 3/2) = 2; beta = 2/3 * sqrt(3)/2 * (-1 - 3) = -4/sqrt(3).
  EXPECT_NEAR(s.alpha, 2.0, 1e-14);
  EXPECT_NEAR(s.beta, -4.0 / std::sqrt(3.0), 1e-14);
}

TEST(SpacePhasor, ClarkeRoundTripRestoresThePhases) {
  const std::vector<double> x{1.5, -7.25, 2.0};
  const auto back = from_space_phasor(to_space_phasor(x), 3);
  for (std::size_t k = 0; k < 3; ++k) EXPECT_NEAR(back[k], x[k], 1e-14) << k;
}

TEST(SpacePhasor, ParkOfABalancedSetAtItsOwnAngleIsConstant) {
  // Phase currents I*cos(gamma + delta - theta_k): in the frame at gamma, (I cos delta, I sin
  // delta).
  const double I = 12.0, delta = 0.4;
  for (double gamma : {0.0, 1.0, 2.5, -4.0}) {
    const auto s = to_space_phasor(balanced(I, gamma + delta, 0.0));
    const auto dq = park(s.alpha, s.beta, gamma);
    EXPECT_NEAR(dq.d, I * std::cos(delta), 1e-12) << gamma;
    EXPECT_NEAR(dq.q, I * std::sin(delta), 1e-12) << gamma;
    const auto ab = inverse_park(dq.d, dq.q, gamma);
    EXPECT_NEAR(ab.d, s.alpha, 1e-12);
    EXPECT_NEAR(ab.q, s.beta, 1e-12);
  }
}

TEST(SpacePhasor, ParkAtAQuarterTurnSwapsTheAxes) {
  const auto dq = park(1.0, 0.0, pi / 2);
  EXPECT_NEAR(dq.d, 0.0, 1e-15);
  EXPECT_NEAR(dq.q, -1.0, 1e-15);
}

}  // namespace
}  // namespace acausal::drives
