// LineForceWithTwoMasses against a closed form (a slider on a spring: the
// point mass at frame_b moves with it, the one at frame_a stays) and against
// an independent formulation (MSL's LineForceWithTwoMasses example: the same
// pendulum held by a JointUPS with two point-mass bodies).
#include <cmath>

#include <gtest/gtest.h>

#include "components/multibody/body.hpp"
#include "components/multibody/joint_ups.hpp"
#include "components/multibody/line_force_with_two_masses.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/world.hpp"
#include "components/translational/spring.hpp"
#include "core/compile/compiled_model.hpp"
#include "models/msl/multibody_elementary.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace multibody;

TEST(MultibodyLineForceWithTwoMasses, MassAtFrameBAddsToTheSliderItPulls) {
  // Slider M along x from the origin, a line force from the origin to it
  // whose flanges hold a spring c (s_rel0 = 1): m_b at L_b from the slider
  // moves with it, m_a at L_a from the origin stays, so (M + m_b) x'' = -c
  // (x - 1) and x = 1 + 0.2 cos(w t), w = sqrt(c / (M + m_b)). Gravity (-y)
  // is normal to the line: the masses' weight goes to the joint.
  const double M = 2, m_a = 0.7, m_b = 0.5, c = 40;
  Model m("slider");
  auto& world = m.add<World>("world");
  auto& slider = m.add<Prismatic>("slider");
  auto& mass = m.add<Body>("mass", Body::Params{.m = M});
  auto& line = m.add<LineForceWithTwoMasses>(
      "line", LineForceWithTwoMasses::Params{.m_a = m_a, .m_b = m_b, .L_a = 0.3, .L_b = 0.2});
  auto& spring =
      m.add<translational::Spring>("spring", translational::Spring::Params{.c = c, .s_rel0 = 1});
  m.connect(world.frame_b, slider.frame_a);
  m.connect(slider.frame_b, mass.frame_a);
  m.connect(world.frame_b, line.frame_a);
  m.connect(line.frame_b, slider.frame_b);
  m.connect(line.flange_a, spring.flange_a);
  m.connect(line.flange_b, spring.flange_b);
  m.set_start("slider.s", 1.2, true);
  m.set_start("slider.v", 0.0, true);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.02, .rtol = 1e-10});
  const double w = std::sqrt(c / (M + m_b));
  double worst = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k], x = r.value(k, r.column("slider.s"));
    worst = std::max(worst, std::fabs(x - (1 + 0.2 * std::cos(w * t))));
    EXPECT_NEAR(r.value(k, r.column("line.length")), x, 1e-12);
    // flange_b pulls with the spring force: fb = flange_b.f = -c (x - 1).
    EXPECT_NEAR(r.value(k, r.column("line.fb")), -c * (x - 1), 1e-8);
  }
  EXPECT_LT(worst, 1e-7);
}

TEST(MultibodyLineForceWithTwoMasses, EqualsAJointUpsWithTwoPointMasses) {
  // MSL's example: revolute1's pendulum hangs on a JointUPS (universal,
  // prismatic, spherical joints) with point-mass bodies on its rod,
  // revolute2's on a LineForceWithTwoMasses with the same masses; each with
  // a translational damper on its line. The two motions are one.
  const auto model = models::msl::multibody_line_force_with_two_masses();
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 1.5, .output_interval = 0.01, .rtol = 1e-9});
  double worst_phi = 0, worst_w = 0, swing = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double phi1 = r.value(k, r.column("revolute1.phi"));
    worst_phi = std::max(worst_phi, std::fabs(phi1 - r.value(k, r.column("revolute2.phi"))));
    worst_w = std::max(worst_w, std::fabs(r.value(k, r.column("revolute1.w")) -
                                          r.value(k, r.column("revolute2.w"))));
    swing = std::max(swing, std::fabs(phi1));
  }
  EXPECT_GT(swing, 0.1);  // the pendulums move
  EXPECT_LT(worst_phi, 1e-6);
  EXPECT_LT(worst_w, 1e-5);
}

TEST(MultibodyLineForceWithTwoMasses, BadLinesAreRefused) {
  using testing::contains;
  using testing::error_of;
  {
    Model m("same_frame");
    auto& world = m.add<World>("world");
    auto& line = m.add<LineForceWithTwoMasses>("line");
    m.connect(world.frame_b, line.frame_a);
    m.connect(world.frame_b, line.frame_b);
    const std::string msg = error_of([&] { compile(m); });
    EXPECT_TRUE(contains(msg,
                         "LineForceWithTwoMasses 'line' has frame_a and frame_b on the same "
                         "physical frame"))
        << msg;
  }
  {
    Model m("ups");
    const std::string msg = error_of([&] {
      m.add<JointUPS>("ups", JointUPS::Params{.n1_a = {0, 1, 0}, .nAxis_ia = {0, 3, 0}});
    });
    EXPECT_TRUE(contains(msg, "JointUPS 'ups': n1_a = {0, 1, 0} is parallel to nAxis_ia")) << msg;
  }
}

}  // namespace
}  // namespace acausal
