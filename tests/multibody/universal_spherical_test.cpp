// UniversalSpherical and JointSSP (assemblies of joints around a massless
// rod) in MSL's four-bar: the rod keeps its length (a closed form of the
// crank angle and the slider's position), and the two assemblies give one
// motion.
#include <cmath>

#include <gtest/gtest.h>

#include "components/multibody/joint_ssp.hpp"
#include "components/multibody/spherical.hpp"
#include "components/multibody/universal_spherical.hpp"
#include "core/compile/compiled_model.hpp"
#include "models/msl/multibody_loops.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

TEST(MultibodyUniversalSpherical, FourbarRodKeepsItsLengthAndJointSspAgrees) {
  const auto fourbar2 = models::msl::multibody_fourbar2();
  const auto analytic = models::msl::multibody_fourbar_analytic();
  const SimulationOptions options{.t_stop = 1.0, .output_interval = 0.01, .rtol = 1e-9};
  Results r2 = Simulation(compile(*fourbar2)).run(options);
  Results ra = Simulation(compile(*analytic)).run(options);
  ASSERT_EQ(r2.rows(), ra.rows());
  // Crank tip Rot_x(phi) {0, 0.5, 0.1}; rod's other end above the slider,
  // {1.2 + s, 0.2, 0}; the rod {-1, 0.3, 0.1} has length sqrt(1.1).
  double worst_length = 0, worst_phi = 0, turned = 0;
  for (std::size_t k = 0; k < r2.rows(); ++k) {
    const double phi = r2.value(k, r2.column("j1.phi")), s = r2.value(k, r2.column("j2.s"));
    const double y = 0.5 * std::cos(phi) - 0.1 * std::sin(phi);
    const double z = 0.5 * std::sin(phi) + 0.1 * std::cos(phi);
    const double dx = 1.2 + s, dy = 0.2 - y, dz = -z;
    worst_length =
        std::max(worst_length, std::fabs(std::sqrt(dx * dx + dy * dy + dz * dz) - std::sqrt(1.1)));
    worst_phi = std::max(worst_phi, std::fabs(phi - ra.value(k, ra.column("j1.phi"))));
    turned = std::max(turned, std::fabs(phi));
    EXPECT_NEAR(ra.value(k, ra.column("jointSSP.prismatic.s")), s, 1e-6);
  }
  EXPECT_GT(turned, 3.0);  // the crank turns by more than half a revolution
  EXPECT_LT(worst_length, 1e-9);
  EXPECT_LT(worst_phi, 1e-6);
}

TEST(MultibodyUniversalSpherical, DegenerateAssembliesAreRefused) {
  using namespace multibody;
  using testing::contains;
  using testing::error_of;
  Model m("bad");
  std::string msg = error_of([&] {
    m.add<UniversalSpherical>("us",
                              UniversalSpherical::Params{.n1_a = {1, 0, 0}, .rRod_ia = {2, 0, 0}});
  });
  EXPECT_TRUE(contains(msg, "UniversalSpherical 'us': n1_a = {1, 0, 0} is parallel to the rod"))
      << msg;
  msg = error_of([&] { m.add<JointSSP>("ssp", JointSSP::Params{.rod1Length = 0}); });
  EXPECT_TRUE(contains(msg, "JointSSP 'ssp': rod1Length = 0 is not a length")) << msg;
  msg = error_of([&] { m.add<Spherical>("s", Spherical::Params{.sequence = {1, 1, 3}}); });
  EXPECT_TRUE(contains(msg, "Spherical 's': sequence = {1, 1, 3} is not an order")) << msg;
}

}  // namespace
}  // namespace acausal
