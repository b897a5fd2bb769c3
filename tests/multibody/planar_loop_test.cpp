// A planar loop (all joint axes along z): a parallelogram four-bar hinged to
// the world at (0,0,0) and (d,0,0), crank and follower of length L, joined by
// a coupler. The cut joint keeps 2 position residues and 1 angle residue in
// the plane (as MSL's RevolutePlanarLoopConstraint). The coupler only
// translates, so the mechanism is a 1-DOF pendulum with the follower's and
// coupler's inertia lumped on the crank: crank + follower (same rod about
// their pivots) and the coupler as a point mass at the crank's tip.
#include <cmath>
#include <cstdio>

#include <gtest/gtest.h>

#include "components/multibody/body.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace multibody;

// Swings about the bottom (phi = -pi/2) between -0.97 and -2.17 rad, away from
// the parallelogram's singular (collinear) positions at 0 and pi.
constexpr double kStart = -0.97;
constexpr double kL = 0.5, kD = 0.8, kRod = 2.0, kCoupler = 3.0;
// A rod of length L about its centre (axis z), with a small x moment.
Body::Params rod() {
  return {.m = kRod,
          .r_CM = {kL / 2, 0, 0},
          .I_11 = 1e-3,
          .I_22 = kRod * kL * kL / 12,
          .I_33 = kRod * kL * kL / 12};
}

TEST(MultibodyPlanarLoop, ParallelogramMovesAsItsLumpedPendulum) {
  Model loop("parallelogram");
  {
    auto& world = loop.add<World>("world");
    auto& j1 = loop.add<Revolute>("j1");
    auto& crank = loop.add<FixedTranslation>("crank", FixedTranslation::Params{.r = {kL, 0, 0}});
    auto& crank_mass = loop.add<Body>("crank_mass", rod());
    auto& base = loop.add<FixedTranslation>("base", FixedTranslation::Params{.r = {kD, 0, 0}});
    auto& j2 = loop.add<Revolute>("j2", Revolute::Params{.state_select = StateSelect::Default});
    auto& follower =
        loop.add<FixedTranslation>("follower", FixedTranslation::Params{.r = {kL, 0, 0}});
    auto& follower_mass = loop.add<Body>("follower_mass", rod());
    auto& j3 = loop.add<Revolute>("j3", Revolute::Params{.state_select = StateSelect::Default});
    auto& coupler =
        loop.add<FixedTranslation>("coupler", FixedTranslation::Params{.r = {kD, 0, 0}});
    auto& coupler_mass = loop.add<Body>(
        "coupler_mass",
        Body::Params{
            .m = kCoupler, .r_CM = {kD / 2, 0, 0}, .I_11 = 1e-3, .I_22 = 0.2, .I_33 = 0.2});
    auto& j4 = loop.add<Revolute>("j4", Revolute::Params{.state_select = StateSelect::Default});
    loop.connect(world.frame_b, j1.frame_a);
    loop.connect(j1.frame_b, crank.frame_a);
    loop.connect(j1.frame_b, crank_mass.frame_a);
    loop.connect(world.frame_b, base.frame_a);
    loop.connect(base.frame_b, j2.frame_a);
    loop.connect(j2.frame_b, follower.frame_a);
    loop.connect(j2.frame_b, follower_mass.frame_a);
    loop.connect(crank.frame_b, j3.frame_a);
    loop.connect(j3.frame_b, coupler.frame_a);
    loop.connect(j3.frame_b, coupler_mass.frame_a);
    loop.connect(coupler.frame_b, j4.frame_a);
    loop.connect(follower.frame_b, j4.frame_b);
    loop.set_state_select("j1.phi", StateSelect::Always);
    loop.set_state_select("j1.w", StateSelect::Always);
    loop.set_start("j1.phi", kStart, true);
    loop.set_start("j1.w", 0.0, true);
    loop.set_start("j2.phi", kStart, false);
    loop.set_start("j3.phi", -kStart, false);
    loop.set_start("j4.phi", kStart, false);
  }
  Model lumped("lumped");
  {
    auto& world = lumped.add<World>("world");
    auto& j1 = lumped.add<Revolute>("j1");
    auto& crank_mass = lumped.add<Body>("crank_mass", rod());
    auto& follower_mass = lumped.add<Body>("follower_mass", rod());
    auto& coupler_mass = lumped.add<Body>(
        "coupler_mass",
        Body::Params{.m = kCoupler, .r_CM = {kL, 0, 0}, .I_11 = 0, .I_22 = 0, .I_33 = 0});
    lumped.connect(world.frame_b, j1.frame_a);
    lumped.connect(j1.frame_b, crank_mass.frame_a);
    lumped.connect(j1.frame_b, follower_mass.frame_a);
    lumped.connect(j1.frame_b, coupler_mass.frame_a);
    lumped.set_start("j1.phi", kStart, true);
    lumped.set_start("j1.w", 0.0, true);
  }
  const SimulationOptions options{.t_stop = 3.0, .output_interval = 0.01, .rtol = 1e-10};
  Simulation loop_sim(compile(loop));
  const Results a = loop_sim.run(options);
  Simulation lumped_sim(compile(lumped));
  const Results b = lumped_sim.run(options);
  ASSERT_EQ(a.rows(), b.rows());
  double worst_phi = 0, worst_parallel = 0, worst_coupler = 0, travel = 0;
  for (std::size_t k = 0; k < a.rows(); ++k) {
    const double phi = a.value(k, a.column("j1.phi"));
    worst_phi = std::max(worst_phi, std::fabs(phi - b.value(k, b.column("j1.phi"))));
    worst_parallel = std::max(worst_parallel, std::fabs(a.value(k, a.column("j2.phi")) - phi));
    worst_coupler = std::max(worst_coupler, std::fabs(a.value(k, a.column("j3.phi")) + phi));
    travel = std::max(travel, std::fabs(phi - kStart));
  }
  std::printf(
      "[ figures  ] planar parallelogram, 3 s: max |phi1 - lumped| = %.3g rad, "
      "max |phi2 - phi1| = %.3g, max |phi3 + phi1| = %.3g rad, swing %.3g rad\n",
      worst_phi, worst_parallel, worst_coupler, travel);
  EXPECT_GT(travel, 0.5);
  EXPECT_LT(worst_phi, 1e-7);
  EXPECT_LT(worst_parallel, 1e-9);
  EXPECT_LT(worst_coupler, 1e-9);
}

}  // namespace
}  // namespace acausal
