// DH table files: units, defaults, round trip through the writer, and error
// messages that name the line and what to write.
#include "kinematics/dh_file.hpp"

#include <filesystem>
#include <numbers>
#include <sstream>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/robot_catalog.hpp"

namespace acausal::kinematics {
namespace {

// The example files next to this test.
const std::string kDataDir = (std::filesystem::path(__FILE__).parent_path() / "data").string();

std::string error_of(const std::string& text) {
  std::istringstream in(text);
  try {
    read_dh_table(in, "robot.dh");
  } catch (const ModelError& e) {
    return e.what();
  }
  return "no error";
}

TEST(DhFile, MillimetresAndDegreesGiveTheBuiltInComau) {
  const DhTable table = read_dh_file(kDataDir + "/comau_smartsix.dh");
  EXPECT_EQ(table.name, "comau_from_file");
  EXPECT_EQ(table.convention, DhConvention::standard);
  ASSERT_EQ(table.rows.size(), 6u);
  EXPECT_DOUBLE_EQ(table.rows[3].d, 0.64707);
  EXPECT_DOUBLE_EQ(table.rows[0].alpha, std::numbers::pi / 2);
  EXPECT_DOUBLE_EQ(table.rows[0].limit.upper, std::numbers::pi);
  EXPECT_EQ(table.rows[5].name, "J6");
  const SerialChain from_file = make_chain(table);
  const SerialChain built_in = comau_smartsix().chain();
  const Eigen::VectorXd q = (Eigen::VectorXd(6) << 0.1, 0.2, -0.3, 0.4, -0.5, 0.6).finished();
  EXPECT_LT(
      (forward_kinematics(from_file, q).matrix() - forward_kinematics(built_in, q).matrix()).norm(),
      1e-14);
}

TEST(DhFile, WriterOutputReadsBackToTheSameRobot) {
  for (const DhTable& original :
       {seed000_robot6_table(), scara_seed002_table(), comau_smartsix_table()}) {
    DhTable table = original;
    table.tool = make_chain(table).tool();  // identity; also try a real one
    table.tool.translation() = Eigen::Vector3d(0.01, -0.02, 0.1);
    table.tool.linear() =
        Eigen::AngleAxisd(0.3, Eigen::Vector3d(1, 1, 0).normalized()).toRotationMatrix();
    std::istringstream in(write_dh_table(table));
    const DhTable back = read_dh_table(in, "written");
    ASSERT_EQ(back.rows.size(), table.rows.size());
    const SerialChain a = make_chain(table), b = make_chain(back);
    const Eigen::VectorXd q = Eigen::VectorXd::LinSpaced(a.dof(), -0.7, 0.9);
    EXPECT_LT((forward_kinematics(a, q).matrix() - forward_kinematics(b, q).matrix()).norm(), 1e-15)
        << original.name;
    for (std::size_t i = 0; i < back.rows.size(); ++i) {
      EXPECT_EQ(back.rows[i].type, table.rows[i].type);
      EXPECT_EQ(back.rows[i].limit.lower, table.rows[i].limit.lower);
      EXPECT_EQ(back.rows[i].name, table.rows[i].name);
    }
  }
  EXPECT_THROW(write_dh_table(mg400_standard_dh_table()), ModelError);  // driven row
}

TEST(DhFile, ErrorsNameTheLineAndTheFix) {
  EXPECT_NE(error_of("joint revolute a=1\n").find("no 'convention' line"), std::string::npos);
  EXPECT_NE(error_of("convention standard\n").find("no 'joint' lines"), std::string::npos);
  EXPECT_NE(error_of("convention standrad\n").find("robot.dh:1: convention 'standrad'"),
            std::string::npos);
  EXPECT_NE(
      error_of("convention modified\njoint revolute a=1 alfa=2\n")
          .find(
              "robot.dh:2: unknown key 'alfa' here; allowed: a, alpha, d, max, min, name, offset"),
      std::string::npos);
  EXPECT_NE(error_of("convention modified\njoint revolute a=1 theta=2\n")
                .find("theta is the variable of a revolute joint"),
            std::string::npos);
  EXPECT_NE(error_of("convention modified\njoint prismatic a=1 d=2\n")
                .find("d is the variable of a prismatic joint"),
            std::string::npos);
  EXPECT_NE(
      error_of("convention modified\njoint revolute a=1x\n").find("'1x' is not a finite number"),
      std::string::npos);
  EXPECT_NE(error_of("convention modified\njoint spherical\n")
                .find("write revolute (R) or prismatic (P)"),
            std::string::npos);
  EXPECT_NE(error_of("convention modified\njoint R a=0\nlength_unit mm\n")
                .find("robot.dh:3: 'length_unit' must come before the first joint line"),
            std::string::npos);
  EXPECT_NE(error_of("convention modified\njoint R min=2 max=1\n").find("min=2 is above max=1"),
            std::string::npos);
  EXPECT_NE(error_of("convention modified\nlink R\n").find("unknown keyword 'link'"),
            std::string::npos);
  EXPECT_NE(error_of("convention modified\njoint R a=1 a=2\n").find("key 'a' given twice"),
            std::string::npos);
  EXPECT_THROW(read_dh_file("/no/such/file.dh"), ModelError);
}

TEST(DhFile, LoadRobotDetectsTheClosedForm) {
  const Robot comau = load_robot(kDataDir + "/comau_smartsix.dh");
  EXPECT_EQ(comau.closed_form(), ClosedFormIk::spherical_wrist);
  ASSERT_TRUE(comau.dh_table().has_value());
  const Robot planar = load_robot(kDataDir + "/planar_3r.dh");
  EXPECT_EQ(planar.closed_form(), ClosedFormIk::none);
  EXPECT_NEAR(planar.forward_kinematics(Eigen::Vector3d::Zero()).translation().x(), 1.2, 1e-15);
}

}  // namespace
}  // namespace acausal::kinematics
