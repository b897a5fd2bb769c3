// The tree model: built from the kinematics module's chains, and refusing
// bad descriptions with messages that name the body and what to change.
#include <gtest/gtest.h>

#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/forward_dynamics.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "dynamics/serial_chain_tree.hpp"
#include "dynamics_test_support.hpp"
#include "kinematics/robot_catalog.hpp"

namespace acausal::dynamics {
namespace {

using testing::expect_contains;
using testing::model_error_message;

BodyDescription simple_body(std::string name, int parent) {
  BodyDescription b;
  b.name = std::move(name);
  b.parent = parent;
  b.inertia = solid_cylinder(1, 0.05, 0.3, Eigen::Vector3d::UnitX(), {0.15, 0, 0});
  return b;
}

TEST(RigidBodyTree, BuiltFromTheSeed000Chain) {
  const RigidBodyTree tree = seed000_rigid_body_tree();
  EXPECT_EQ(tree.name(), "seed000.robot6");
  ASSERT_EQ(tree.dof(), 6);
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ(tree.body(i).name, "link" + std::to_string(i + 1));
    EXPECT_EQ(tree.body(i).joint_name, "joint" + std::to_string(i + 1));
    EXPECT_EQ(tree.body(i).parent, i - 1);
    EXPECT_EQ(tree.body(i).joint.type(), JointType::revolute);
  }
  EXPECT_EQ(tree.find_body("link4"), 3);
  EXPECT_EQ(tree.find_body("link7"), -1);
  EXPECT_NEAR(tree.total_mass(), 43.5, 1e-12);
  EXPECT_EQ(tree.gravity(), Eigen::Vector3d(0, 0, -9.81));
}

TEST(RigidBodyTree, BuiltFromADhTableWithAPrismaticJoint) {
  // The SCARA of seed 002: three revolute joints and a prismatic one.
  std::mt19937 random(11);
  std::vector<BodyInertia> inertias;
  for (int i = 0; i < 4; ++i) inertias.push_back(testing::random_body_inertia(random));
  const RigidBodyTree tree = make_rigid_body_tree(kinematics::scara_seed002_table(), inertias);
  EXPECT_EQ(tree.body(3).joint.type(), JointType::prismatic);
  DynamicsWorkspace ws(tree);
  const Eigen::VectorXd zero = Eigen::VectorXd::Zero(4);
  // Holding the vertical slide still takes the weight of the last link: τ4 = −m4·g·(z4 · z_world).
  const double along_axis = tree.body(3).motion_subspace.tail<3>().dot(
      Eigen::Vector3d::UnitZ());  // link frame 4 is parallel to the base for α = 0 rows
  EXPECT_NEAR(gravity_torques(tree, ws, zero)[3], inertias[3].mass * 9.81 * along_axis, 1e-12);
}

TEST(RigidBodyTree, RefusesCoupledJoints) {
  const std::string message = model_error_message([] {
    const kinematics::Robot mg400 = kinematics::mg400();
    std::vector<BodyInertia> inertias(static_cast<std::size_t>(mg400.chain().joint_count()),
                                      point_mass(1, {0.1, 0, 0}));
    make_rigid_body_tree(mg400.chain(), inertias);
  });
  expect_contains(message, {"robot 'mg400'", "one coordinate per joint", "closed loop"});
}

TEST(RigidBodyTree, RefusesWrongNumberOfLinkInertias) {
  const std::string message = model_error_message([] {
    make_rigid_body_tree(kinematics::seed000_robot6().chain(),
                         std::vector<BodyInertia>(5, point_mass(1, {0, 0, 0})));
  });
  expect_contains(message, {"robot 'seed000.robot6' has 6 links but 5 link inertias",
                            "one BodyInertia per link"});
}

TEST(RigidBodyTree, RefusesInvalidInertiaNamingTheLink) {
  std::vector<BodyInertia> inertias = seed000_link_inertias();
  inertias[2].mass = -3;
  const std::string message = model_error_message(
      [&] { make_rigid_body_tree(kinematics::seed000_robot6().chain(), inertias); });
  expect_contains(message, {"tree 'seed000.robot6'", "body 'link3'", "mass is -3 kg"});
  inertias = seed000_link_inertias();
  inertias[4].inertia_about_center_of_mass(2, 2) = -0.01;
  expect_contains(model_error_message([&] {
                    make_rigid_body_tree(kinematics::seed000_robot6().chain(), inertias);
                  }),
                  {"body 'link5'", "not positive semi-definite"});
}

TEST(RigidBodyTree, RefusesBadStructure) {
  expect_contains(model_error_message([] { RigidBodyTree("empty", {}); }),
                  {"tree 'empty' has no bodies"});
  expect_contains(model_error_message([] {
                    RigidBodyTree("t", {simple_body("a", -1), simple_body("b", 1)});
                  }),
                  {"body 'b' (index 1)", "parent index 1 is not an earlier body",
                   "parents come before their children"});
  expect_contains(model_error_message([] {
                    RigidBodyTree("t", {simple_body("a", -1), simple_body("a", 0)});
                  }),
                  {"two bodies are called 'a'"});
  BodyDescription no_axis = simple_body("spinner", -1);
  no_axis.joint_axis = Eigen::Vector3d::Zero();
  expect_contains(
      model_error_message([&] { RigidBodyTree("t", {no_axis}); }),
      {"body 'spinner'", "joint axis (0, 0, 0) has length 0", "give a non-zero direction"});
  BodyDescription mirrored = simple_body("mirror", -1);
  mirrored.joint_placement.linear() = Eigen::Vector3d(1, 1, -1).asDiagonal();
  expect_contains(model_error_message([&] { RigidBodyTree("t", {mirrored}); }),
                  {"body 'mirror'", "joint_placement", "not a proper rotation"});
  BodyDescription negative_rotor = simple_body("geared", -1);
  negative_rotor.armature = -0.2;
  expect_contains(model_error_message([&] { RigidBodyTree("t", {negative_rotor}); }),
                  {"body 'geared'", "armature (reflected rotor inertia) is -0.2"});
  expect_contains(model_error_message([] {
                    RigidBodyTree("t", {simple_body("a", -1)})
                        .with_armature(Eigen::VectorXd::Constant(1, -1.0));
                  }),
                  {"body 'a'", "armature (reflected rotor inertia) is -1"});
  expect_contains(model_error_message([] {
                    RigidBodyTree("t", {simple_body("a", -1)}, {0, 0, std::nan("")});
                  }),
                  {"tree 't': gravity", "not finite"});
}

TEST(RigidBodyTree, AlgorithmsRefuseWrongVectorSizesAndNonFiniteValues) {
  const RigidBodyTree tree = seed000_rigid_body_tree();
  DynamicsWorkspace ws(tree);
  const Eigen::VectorXd six = Eigen::VectorXd::Zero(6), five = Eigen::VectorXd::Zero(5);
  expect_contains(
      model_error_message([&] { inverse_dynamics(tree, ws, six, six, five); }),
      {"inverse dynamics", "tree 'seed000.robot6' has 6 joint coordinates", "qdd has 5 entries"});
  expect_contains(model_error_message([&] { forward_dynamics(tree, ws, six, five, six); }),
                  {"forward dynamics", "qd has 5 entries"});
  Eigen::VectorXd bad = six;
  bad[3] = std::nan("");
  expect_contains(model_error_message([&] { forward_dynamics(tree, ws, six, six, bad); }),
                  {"forward dynamics", "tau[3] (joint 'joint4'", "nan"});
  const RigidBodyTree other = testing::long_chain(3);
  expect_contains(
      model_error_message([&] { inverse_dynamics(other, ws, six, six, six); }),
      {"workspace was made for tree 'seed000.robot6' with 6 bodies", "tree 'chain3' has 3"});
  expect_contains(model_error_message([&] {
                    inverse_dynamics(tree, ws, six, six, six, std::vector<SpatialVector>(2));
                  }),
                  {"6 bodies, but 2 external forces"});
}

TEST(RigidBodyTree, ForwardDynamicsNamesAJointThatMovesNoInertia) {
  BodyDescription massless = simple_body("ghost", -1);
  massless.inertia = point_mass(0, {0.2, 0, 0});
  const RigidBodyTree tree("t", {massless});
  DynamicsWorkspace ws(tree);
  const Eigen::VectorXd one = Eigen::VectorXd::Ones(1);
  expect_contains(model_error_message([&] { forward_dynamics(tree, ws, one, one, one); }),
                  {"joint 'ghost joint'", "articulated inertia 0", "give them mass or inertia"});
  expect_contains(
      model_error_message([&] { forward_dynamics_via_mass_matrix(tree, ws, one, one, one); }),
      {"M(q) of tree 't' is not positive definite"});
}

}  // namespace
}  // namespace acausal::dynamics
