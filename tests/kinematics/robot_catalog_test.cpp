// The catalog: names, the solver each robot gets, lookup errors, and the
// numerical fallback of Robot::inverse_kinematics.
#include "kinematics/robot_catalog.hpp"

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {
namespace {

TEST(RobotCatalog, EverySeedRobotIsBuiltInWithItsClosedForm) {
  const std::vector<std::string> names = builtin_robot_names();
  ASSERT_EQ(names.size(), 4u);
  EXPECT_EQ(builtin_robot("seed000.robot6").closed_form(), ClosedFormIk::spherical_wrist);
  EXPECT_EQ(builtin_robot("mg400").closed_form(), ClosedFormIk::mg400);
  EXPECT_EQ(builtin_robot("scara.seed002").closed_form(), ClosedFormIk::scara);
  EXPECT_EQ(builtin_robot("comau.smartsix").closed_form(), ClosedFormIk::spherical_wrist);
  for (const std::string& name : names) {
    const Robot robot = builtin_robot(name);
    EXPECT_EQ(robot.name(), name);
    EXPECT_FALSE(robot.description().empty());
  }
  EXPECT_EQ(builtin_robot("mg400").chain().dof(), 4);
  EXPECT_EQ(builtin_robot("scara.seed002").chain().dof(), 4);
}

TEST(RobotCatalog, UnknownNamesListTheKnownOnes) {
  try {
    builtin_robot("seed000.robot7");
    FAIL();
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find(
                  "no built-in robot 'seed000.robot7'; built in are: seed000.robot6, mg400, "
                  "scara.seed002, comau.smartsix"),
              std::string::npos);
  }
  try {
    load_robot("/nowhere/robot.dh");
    FAIL();
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("neither a built-in robot"), std::string::npos);
  }
}

TEST(RobotCatalog, NumericalFallbackFindsSeveralVerifiedSolutions) {
  // The seed 000 arm with a non-spherical wrist (d5 = 20 mm): no closed form.
  DhTable table = seed000_robot6_table();
  table.rows[4].d = 0.02;
  const Robot robot(make_chain(table), "offset wrist", table);
  ASSERT_EQ(robot.closed_form(), ClosedFormIk::none);
  const Eigen::VectorXd q = (Eigen::VectorXd(6) << 0.3, -1.0, 0.4, 0.6, 0.9, -0.4).finished();
  const Eigen::Isometry3d pose = robot.forward_kinematics(q);
  const IkResult result = robot.inverse_kinematics(pose);
  ASSERT_TRUE(result.reachable()) << result.failure;
  EXPECT_GE(result.solutions.size(), 2u);
  for (const IkSolution& s : result.solutions) {
    EXPECT_LT(s.position_error, 1e-9);
    EXPECT_LT(s.orientation_error, 1e-9);
    EXPECT_LT(position_distance(robot.forward_kinematics(s.q), pose), 1e-9);
  }
  const IkResult far = robot.inverse_kinematics(translation(3, 0, 0), {}, std::nullopt, 4);
  EXPECT_FALSE(far.reachable());
  EXPECT_GT(far.distance_to_workspace, 1.5);
  EXPECT_NE(far.failure.find("pose unreachable"), std::string::npos);
}

}  // namespace
}  // namespace acausal::kinematics
