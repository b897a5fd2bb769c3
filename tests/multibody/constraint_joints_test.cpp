// RevoluteConstraint and SphericalConstraint against an independent
// formulation (MSL's Constraints examples): a pendulum on a joint with
// coordinates beside the same pendulum as a free body (FreeMotion, 13
// states) held by the constraint joint; and their error message.
#include <cmath>
#include <string>

#include <gtest/gtest.h>

#include "components/multibody/body.hpp"
#include "components/multibody/revolute_constraint.hpp"
#include "components/multibody/world.hpp"
#include "core/compile/compiled_model.hpp"
#include "models/msl/multibody_constraints.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace multibody;
using testing::contains;
using testing::error_of;

/// Worst difference of w_a between the two bodies over the run, and the largest |w_a|.
std::pair<double, double> compare_bodies(Model& m) {
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.02, .rtol = 1e-9});
  double worst = 0, largest = 0;
  for (std::size_t k = 0; k < r.rows(); ++k)
    for (int i = 1; i <= 3; ++i) {
      const std::string w = ".body.w_a[" + std::to_string(i) + "]";
      const double joint = r.value(k, r.column("bodyOfJoint" + w));
      worst = std::max(worst, std::fabs(joint - r.value(k, r.column("bodyOfConstraint" + w))));
      largest = std::max(largest, std::fabs(joint));
    }
  return {worst, largest};
}

TEST(MultibodyConstraintJoints, RevoluteConstraintMovesTheFreeBodyAsTheRevoluteJoint) {
  const auto model = models::msl::multibody_revolute_constraint();
  const auto [worst, largest] = compare_bodies(*model);
  EXPECT_GT(largest, 1.0);  // the pendulum swings
  EXPECT_LT(worst, 1e-6);
}

TEST(MultibodyConstraintJoints, SphericalConstraintMovesTheFreeBodyAsTheSphericalJoint) {
  const auto model = models::msl::multibody_spherical_constraint();
  const auto [worst, largest] = compare_bodies(*model);
  EXPECT_GT(largest, 1.0);
  EXPECT_LT(worst, 1e-6);
}

TEST(MultibodyConstraintJoints, AConstraintThatClosesNoLoopIsRefused) {
  Model m("open");
  auto& world = m.add<World>("world");
  auto& constraint = m.add<RevoluteConstraint>("constraint");
  auto& body = m.add<Body>("body");
  m.connect(world.frame_b, constraint.frame_a);
  m.connect(constraint.frame_b, body.frame_a);
  const std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg,
                       "RevoluteConstraint 'constraint' is the only path from World "
                       "'world' to its frame_b, but a constraint joint has no coordinates"))
      << msg;
}

}  // namespace
}  // namespace acausal
