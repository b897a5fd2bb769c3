// A single pendulum assembled from World, Revolute and Body against its closed
// form, and a joint driven through its 1-D axis flange.
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/position.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace multibody;
constexpr double kPi = std::numbers::pi;
constexpr double kMass = 2.0, kLength = 0.8, kIzz = 0.05, kG = 9.81;

// World (gravity -y), revolute about z, a body whose centre of mass lies at
// distance L along frame_b's x axis; phi = 0 is horizontal, -pi/2 hanging.
std::unique_ptr<Model> pendulum(double phi0) {
  auto m = std::make_unique<Model>("pendulum");
  auto& world = m->add<World>("world", World::Params{.n = {0, -1, 0}, .g = kG});
  auto& rev = m->add<Revolute>("rev");
  auto& body = m->add<Body>(
      "body",
      Body::Params{.m = kMass, .r_CM = {kLength, 0, 0}, .I_11 = 0.01, .I_22 = 0.05, .I_33 = kIzz});
  m->connect(world.frame_b, rev.frame_a);
  m->connect(rev.frame_b, body.frame_a);
  m->set_start("rev.phi", phi0, true);
  m->set_start("rev.w", 0.0, true);
  return m;
}

// Mean period from successive downward passages through the bottom, where
// phi'' = 0, so that linear interpolation between output points is exact to O(h^3).
double measured_period(const Results& r) {
  const auto phi = r.series("rev.phi");
  const auto& t = r.times();
  std::vector<double> crossings;
  for (std::size_t i = 1; i < t.size(); ++i) {
    const double a = phi[i - 1] + kPi / 2, b = phi[i] + kPi / 2;
    if (a > 0 && b <= 0) crossings.push_back(t[i - 1] + (t[i] - t[i - 1]) * a / (a - b));
  }
  if (crossings.size() < 2) return NAN;
  return (crossings.back() - crossings.front()) / static_cast<double>(crossings.size() - 1);
}

TEST(MultibodyPendulum, LargeSwingPeriodMatchesTheEllipticIntegral) {
  const double theta0 = 1.0;  // rad from the bottom
  auto model = pendulum(-kPi / 2 + theta0);
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 6.0, .output_interval = 1e-3, .rtol = 1e-10});
  // T = 4 sqrt(I_O / (m g L)) K(sin(theta0 / 2)), I_O = I_zz + m L^2.
  const double i_o = kIzz + kMass * kLength * kLength;
  const double expected =
      4 * std::sqrt(i_o / (kMass * kG * kLength)) * std::comp_ellint_1(std::sin(theta0 / 2));
  const double period = measured_period(r);
  EXPECT_NEAR(period / expected, 1.0, 1e-7) << "period " << period << " expected " << expected;
  // Energy: the lowest point is reached with w = sqrt(2 m g L (1 - cos theta0) / I_O).
  double w_max = 0;
  for (double w : r.series("rev.w")) w_max = std::max(w_max, std::fabs(w));
  EXPECT_NEAR(w_max, std::sqrt(2 * kMass * kG * kLength * (1 - std::cos(theta0)) / i_o), 1e-4);
}

TEST(MultibodyPendulum, SmallSwingPeriodIsTheLinearOne) {
  const double theta0 = 0.01;
  auto model = pendulum(-kPi / 2 + theta0);
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 6.0, .output_interval = 1e-3, .rtol = 1e-10});
  const double linear =
      2 * kPi * std::sqrt((kIzz + kMass * kLength * kLength) / (kMass * kG * kLength));
  // The amplitude correction (1 + theta0^2/16) is 6.25e-6 here.
  EXPECT_NEAR(measured_period(r) / linear, 1.0 + theta0 * theta0 / 16, 1e-7);
}

TEST(MultibodyPendulum, HorizontalStartAcceleratesWithGravityTorque) {
  auto model = pendulum(0.0);
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 1e-3, .output_interval = 1e-3, .rtol = 1e-10});
  // a(0) = -m g L / I_O (falls towards -pi/2).
  const double expected = -kMass * kG * kLength / (kIzz + kMass * kLength * kLength);
  EXPECT_NEAR(r.value(0, r.column("rev.a")), expected, 1e-9);
}

TEST(MultibodyPendulum, AxisFlangeTorqueAndInertiaAddToTheJoint) {
  // Gravity along the joint axis does no work; a constant torque on the axis
  // flange accelerates body and flange inertia together: phi = tau t^2 / (2 (I_O + J)).
  Model m("driven");
  auto& world = m.add<World>("world", World::Params{.n = {0, 0, -1}, .g = kG});
  auto& rev = m.add<Revolute>("rev", Revolute::Params{.use_axis_flange = true});
  auto& body = m.add<Body>(
      "body",
      Body::Params{.m = kMass, .r_CM = {kLength, 0, 0}, .I_11 = 0.03, .I_22 = 0.03, .I_33 = kIzz});
  auto& torque = m.add<rotational::ConstantTorque>(
      "torque", rotational::ConstantTorque::Params{.tau_constant = 3.0});
  auto& rotor = m.add<rotational::Inertia>("rotor", rotational::Inertia::Params{.J = 0.7});
  m.connect(world.frame_b, rev.frame_a);
  m.connect(rev.frame_b, body.frame_a);
  m.connect(torque.flange, rev.axis);
  m.connect(rotor.flange_a, rev.axis);
  m.set_start("rev.phi", 0.0, true);
  m.set_start("rev.w", 0.0, true);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.5, .rtol = 1e-10});
  const double inertia = kIzz + kMass * kLength * kLength + 0.7;
  EXPECT_NEAR(r.final("rev.phi"), 3.0 * 4.0 / (2 * inertia), 1e-8);
  EXPECT_NEAR(r.final("rev.w"), 3.0 * 2.0 / inertia, 1e-8);
  EXPECT_NEAR(r.final("rotor.w"), r.final("rev.w"), 1e-12);
}

TEST(MultibodyPendulum, MotionDrivenJointNeedsTheInverseDynamicsTorque) {
  // An exact Position source on the axis flange prescribes phi = 0.5 sin(pi t);
  // the joint torque is then tau = I_O phi'' + m g L cos(phi).
  Model m("driven_motion");
  auto& world = m.add<World>("world", World::Params{.g = kG});
  auto& rev = m.add<Revolute>("rev", Revolute::Params{.use_axis_flange = true});
  auto& body = m.add<Body>(
      "body",
      Body::Params{.m = kMass, .r_CM = {kLength, 0, 0}, .I_11 = 0.03, .I_22 = 0.03, .I_33 = kIzz});
  auto& drive = m.add<rotational::Position>("drive", rotational::Position::Params{.exact = true});
  auto& reference =
      m.add<blocks::Sine>("reference", blocks::Sine::Params{.amplitude = 0.5, .f = 0.5});
  m.connect(world.frame_b, rev.frame_a);
  m.connect(rev.frame_b, body.frame_a);
  m.connect(reference.y, drive.phi_ref);
  m.connect(drive.flange, rev.axis);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.1, .rtol = 1e-8});
  const double i_o = kIzz + kMass * kLength * kLength;
  double worst_phi = 0, worst_tau = 0, tau_range = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    const double phi = 0.5 * std::sin(kPi * t), acc = -0.5 * kPi * kPi * std::sin(kPi * t);
    const double tau = i_o * acc + kMass * kG * kLength * std::cos(phi);
    worst_phi = std::max(worst_phi, std::fabs(r.value(k, r.column("rev.phi")) - phi));
    worst_tau = std::max(worst_tau, std::fabs(r.value(k, r.column("rev.tau")) - tau));
    tau_range = std::max(tau_range, std::fabs(tau));
  }
  EXPECT_LT(worst_phi, 1e-9);
  EXPECT_LT(worst_tau, 1e-7 * tau_range);
  EXPECT_GT(tau_range, 10.0);
}

}  // namespace
}  // namespace acausal
