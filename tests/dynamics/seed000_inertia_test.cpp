// The seed 000 inertial data: the numbers docs/dynamics.md prints, valid
// bodies, and the same data in the tree and in the Euler-Lagrange model.
#include <gtest/gtest.h>

#include "dynamics/seed000_inertia.hpp"
#include "dynamics/spatial_inertia.hpp"
#include "dynamics_test_support.hpp"

namespace acausal::dynamics {
namespace {

TEST(Seed000Inertia, MassesAndCentresOfMassAreTheDocumentedOnes) {
  // docs/dynamics.md, table "Seed 000 link inertias" (rounded there to 0.1 mm).
  const double mass[6] = {16.0, 11.0, 8.5, 3.5, 2.2, 2.3};
  const double com[6][3] = {{0.0562, -0.0188, -0.0938}, {0.2545, 0.0, 0.0245},
                            {0.0765, 0.0282, 0.0},      {0.0, -0.0343, -0.1057},
                            {0.0, 0.0218, 0.0},         {0.0043, 0.0, 0.0509}};
  const std::vector<BodyInertia> links = seed000_link_inertias();
  ASSERT_EQ(links.size(), 6u);
  double total = 0;
  for (std::size_t i = 0; i < 6; ++i) {
    EXPECT_NEAR(links[i].mass, mass[i], 1e-12) << "link " << i + 1;
    for (int axis = 0; axis < 3; ++axis)
      EXPECT_NEAR(links[i].center_of_mass[axis], com[i][axis], 5e-5) << "link " << i + 1;
    total += links[i].mass;
  }
  EXPECT_NEAR(total, 43.5, 1e-12);
}

TEST(Seed000Inertia, MomentsAboutTheJointAxesAreTheDocumentedOnes) {
  // Inertia about the COM, z-z entry of links 4-6 (the wrist: what limits the
  // flange speed in Sec. 3.3), as printed in docs/dynamics.md.
  const std::vector<BodyInertia> links = seed000_link_inertias();
  EXPECT_NEAR(links[3].inertia_about_center_of_mass(2, 2), 0.01011, 5e-6);
  EXPECT_NEAR(links[4].inertia_about_center_of_mass(2, 2), 0.00292, 5e-6);
  EXPECT_NEAR(links[5].inertia_about_center_of_mass(2, 2), 0.00371, 5e-6);
  // Off-axis drives give products of inertia (link 1: Ixz, link 3: Ixy, link 4: Iyz).
  EXPECT_NEAR(links[0].inertia_about_center_of_mass(0, 2), -0.08438, 5e-6);
  EXPECT_NEAR(links[2].inertia_about_center_of_mass(0, 1), -0.00565, 5e-6);
  EXPECT_NEAR(links[3].inertia_about_center_of_mass(1, 2), 0.01029, 5e-6);
}

TEST(Seed000Inertia, ReflectedRotorInertiasAreRatioSquaredTimesRotor) {
  // docs/dynamics.md: B_m = n_r² I_m with n_r of Sec. 4.2.
  Eigen::VectorXd expected(6);
  expected << 2.88, 1.125, 0.45, 0.0405, 0.0405, 0.00405;
  EXPECT_LT((seed000_reflected_rotor_inertias() - expected).cwiseAbs().maxCoeff(), 1e-15);
  EXPECT_EQ(seed000_rigid_body_tree(downward_gravity(), Seed000Rotors::reflected).armature(),
            seed000_reflected_rotor_inertias());
  EXPECT_EQ(seed000_rigid_body_tree().armature(), Eigen::VectorXd::Zero(6));
}

TEST(Seed000Inertia, EveryLinkAndEverySolidIsARealBody) {
  for (const LinkInertiaModel& link : seed000_link_models()) {
    EXPECT_NO_THROW(check_body_inertia(link.combined_inertia(), link.link));
    for (const InertiaPart& part : link.parts)
      EXPECT_NO_THROW(check_body_inertia(part.inertia, part.description));
  }
}

TEST(Seed000Inertia, CombiningSolidsEqualsAddingTheirSpatialInertias) {
  // Two routes to one body: parallel-axis sums of BodyInertia, and the sum of
  // spatial inertias about the link-frame origin.
  for (const LinkInertiaModel& link : seed000_link_models()) {
    SpatialInertia sum;
    for (const InertiaPart& part : link.parts) sum += SpatialInertia(part.inertia);
    EXPECT_LT((sum.matrix() - SpatialInertia(link.combined_inertia()).matrix()).norm(), 1e-14)
        << link.link;
  }
}

TEST(Seed000Inertia, TreeAndEulerLagrangeModelCarryTheSameData) {
  const RigidBodyTree tree = seed000_rigid_body_tree();
  const EulerLagrangeModel lagrange = seed000_euler_lagrange_model();
  const std::vector<BodyInertia> links = seed000_link_inertias();
  for (int i = 0; i < 6; ++i) {
    const auto k = static_cast<std::size_t>(i);
    EXPECT_EQ(tree.body(i).body_inertia.mass, links[k].mass);
    EXPECT_EQ(tree.body(i).body_inertia.center_of_mass, links[k].center_of_mass);
    EXPECT_EQ(lagrange.link_inertias()[k].inertia_about_center_of_mass,
              links[k].inertia_about_center_of_mass);
  }
  EXPECT_EQ(lagrange.gravity_vector(), Eigen::Vector3d(0, 0, -kStandardGravity));
}

}  // namespace
}  // namespace acausal::dynamics
