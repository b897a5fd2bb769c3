// Forward kinematics: frames agree with the tool pose, a reused workspace
// holds no stale state, base and tool transforms enter on the right sides.
#include "kinematics/forward_kinematics.hpp"

#include <random>

#include <gtest/gtest.h>

#include "core/errors.hpp"
#include "kinematics/robot_catalog.hpp"
#include "kinematics/transforms.hpp"
#include "kinematics_test_support.hpp"

namespace acausal::kinematics {
namespace {

TEST(ForwardKinematics, FramesAndToolPoseAgreeForEveryBuiltInRobot) {
  std::mt19937 random(21);
  for (const std::string& name : builtin_robot_names()) {
    const SerialChain chain = builtin_robot(name).chain();
    ChainFrames frames;  // reused on purpose
    for (int i = 0; i < 20; ++i) {
      const Eigen::VectorXd q = testing::random_configuration(chain, random);
      compute_frames(chain, q, frames);
      const Eigen::Isometry3d tool = forward_kinematics(chain, q);
      EXPECT_LT((frames.tool.matrix() - tool.matrix()).norm(), 1e-14) << name;
      EXPECT_LT(((frames.link_frames.back() * chain.tool()).matrix() - tool.matrix()).norm(), 1e-14)
          << name;
      EXPECT_EQ(frames.joint_frames.size(), static_cast<std::size_t>(chain.joint_count()));
    }
  }
}

TEST(ForwardKinematics, BaseMultipliesFromTheLeftAndToolFromTheRight) {
  const SerialChain chain = seed000_robot6().chain();
  const Eigen::Isometry3d base = make_transform_rpy({1, -2, 0.5}, {0.1, 0.2, 0.3});
  const Eigen::Isometry3d tool = make_transform_rpy({0, 0.05, 0.2}, {0.0, 0.3, 0.0});
  const Eigen::VectorXd q = (Eigen::VectorXd(6) << 0.1, -0.5, 0.4, 1.0, 0.7, -0.3).finished();
  const Eigen::Isometry3d plain = forward_kinematics(chain, q);
  const Eigen::Isometry3d mounted = forward_kinematics(chain.with_base(base).with_tool(tool), q);
  EXPECT_LT((mounted.matrix() - (base * plain * tool).matrix()).norm(), 1e-14);
}

TEST(ForwardKinematics, WrongNumberOfCoordinatesIsAnError) {
  const SerialChain chain = mg400().chain();
  try {
    forward_kinematics(chain, Eigen::VectorXd::Zero(6));
    FAIL();
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("robot 'mg400' has 4 joint coordinates, got 6"),
              std::string::npos);
  }
}

}  // namespace
}  // namespace acausal::kinematics
