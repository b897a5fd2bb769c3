// Chains of FixedDhTransform and Revolute (about z) against kinematics/: the
// sensed tool pose equals forward kinematics of the DH table, the sensed
// velocity equals the geometric Jacobian times q̇, and the sensed acceleration
// equals J q̈ + J̇ q̇ (J̇ q̇ by central differences of J along q̇). Tables: seed
// 000 (modified DH), COMAU Smart SiX (standard DH), the seed 002 SCARA
// (modified, a prismatic row), and random 10-joint tables of both
// conventions with two prismatic rows, deep enough for the depth-8 unknowns.
#include <cmath>
#include <numbers>
#include <random>

#include <gtest/gtest.h>

#include "components/multibody/absolute_sensor.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/fixed_dh_transform.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "core/compile/compiled_model.hpp"
#include "kinematics/dh_robot.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/jacobians.hpp"
#include "kinematics/robot_catalog.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace multibody;
constexpr double kPi = std::numbers::pi;

/// World, then per row a joint along z (Revolute, or Prismatic for a
/// prismatic row) and the row's constant transform (standard: the joint
/// first, as Rot_z(q) and Trans_z(q) commute with Rot_z(θ) Trans_z(d);
/// modified: after), a 1 kg body on every link frame, and an AbsoluteSensor
/// (world axes) named "tool" on the last frame.
std::unique_ptr<Model> dh_chain(const kinematics::DhTable& table) {
  auto m = std::make_unique<Model>("dh_chain");
  auto& world = m->add<World>("world");
  const Port* end = world.frame_b.port;
  const DhConvention convention = table.convention == kinematics::DhConvention::standard
                                      ? DhConvention::standard
                                      : DhConvention::modified;
  for (std::size_t i = 0; i < table.rows.size(); ++i) {
    const kinematics::DhRow& row = table.rows[i];
    const bool revolute = row.type == kinematics::JointType::revolute;
    const std::string name = "joint" + std::to_string(i + 1);
    const Port *joint_a, *joint_b;
    if (revolute) {
      auto& joint = m->add<Revolute>(name);
      joint_a = joint.frame_a.port;
      joint_b = joint.frame_b.port;
    } else {
      auto& joint = m->add<Prismatic>(name, Prismatic::Params{.n = {0, 0, 1}});
      joint_a = joint.frame_a.port;
      joint_b = joint.frame_b.port;
    }
    // The row's offset is the constant part of its variable (θ or d).
    auto& dh = m->add<FixedDhTransform>(
        "dh" + std::to_string(i + 1),
        FixedDhTransform::Params{.convention = convention,
                                 .a = row.a,
                                 .alpha = row.alpha,
                                 .d = revolute ? row.d : row.offset,
                                 .theta = revolute ? row.offset : row.theta});
    auto& body = m->add<Body>("body" + std::to_string(i + 1),
                              Body::Params{.m = 1, .r_CM = {0.05, 0.02, 0.01}});
    if (convention == DhConvention::standard) {
      m->connect(*end, *joint_a);
      m->connect(*joint_b, dh.frame_a);
      end = dh.frame_b.port;
    } else {
      m->connect(*end, dh.frame_a);
      m->connect(dh.frame_b, *joint_a);
      end = joint_b;
    }
    m->connect(*end, body.frame_a);
  }
  auto& tool = m->add<AbsoluteSensor>(
      "tool", AbsoluteSensor::Params{.resolve_in_frame = ResolveInFrame::world});
  m->connect(*end, tool.frame_a);
  return m;
}

kinematics::DhTable random_table(kinematics::DhConvention convention, int rows,
                                 std::mt19937& random) {
  std::uniform_real_distribution<double> length(-0.4, 0.4), angle(-kPi, kPi);
  kinematics::DhTable t;
  t.name = "random";
  t.convention = convention;
  for (int i = 0; i < rows; ++i) {
    kinematics::DhRow row;
    row.name = "q" + std::to_string(i + 1);
    row.a = length(random);
    row.alpha = angle(random);
    row.d = length(random);
    row.offset = angle(random);
    if (i % 4 == 2) {  // rows 3 and 7 slide
      row.type = kinematics::JointType::prismatic;
      row.theta = angle(random);
      row.offset = length(random);
    }
    t.rows.push_back(row);
  }
  return t;
}

Eigen::Vector3d sensed(const Results& r, const std::string& name) {
  Eigen::Vector3d x;
  for (int i = 0; i < 3; ++i) x[i] = r.value(0, r.column(name + "[" + std::to_string(i + 1) + "]"));
  return x;
}

void expect_chain_matches_kinematics(const kinematics::DhTable& table, std::mt19937& random) {
  ASSERT_TRUE(table.base.isApprox(Eigen::Isometry3d::Identity()));
  ASSERT_TRUE(table.tool.isApprox(Eigen::Isometry3d::Identity()));
  const kinematics::SerialChain chain = kinematics::make_chain(table);
  auto model = dh_chain(table);
  const int n = static_cast<int>(table.rows.size());
  std::uniform_real_distribution<double> angle(-kPi, kPi), stroke(-0.3, 0.3), rate(-2, 2);
  Eigen::VectorXd q(n), qd(n), qdd(n);
  for (int i = 0; i < n; ++i) {
    const bool revolute =
        table.rows[static_cast<std::size_t>(i)].type == kinematics::JointType::revolute;
    const std::string joint = "joint" + std::to_string(i + 1);
    q[i] = revolute ? angle(random) : stroke(random);
    qd[i] = rate(random);
    model->set_start(joint + (revolute ? ".phi" : ".s"), q[i], true);
    model->set_start(joint + (revolute ? ".w" : ".v"), qd[i], true);
  }
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 1e-3, .output_interval = 1e-3, .rtol = 1e-10});
  for (int i = 0; i < n; ++i) qdd[i] = r.value(0, r.column("joint" + std::to_string(i + 1) + ".a"));

  const Eigen::Isometry3d pose = kinematics::forward_kinematics(chain, q);
  Eigen::Matrix3d T;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      T(i, j) = r.value(
          0, r.column("tool.T[" + std::to_string(i + 1) + "," + std::to_string(j + 1) + "]"));
  EXPECT_LT((sensed(r, "tool.r") - pose.translation()).cwiseAbs().maxCoeff(), 1e-12) << table.name;
  EXPECT_LT((T - pose.rotation().transpose()).cwiseAbs().maxCoeff(), 1e-12) << table.name;

  const Eigen::MatrixXd J = kinematics::geometric_jacobian(chain, q);
  const Eigen::VectorXd twist = J * qd;
  EXPECT_LT((sensed(r, "tool.v") - twist.head<3>()).cwiseAbs().maxCoeff(), 1e-9) << table.name;
  EXPECT_LT((sensed(r, "tool.w") - twist.tail<3>()).cwiseAbs().maxCoeff(), 1e-9) << table.name;

  const double h = 1e-5;
  const Eigen::MatrixXd J_dot = (kinematics::geometric_jacobian(chain, q + h * qd) -
                                 kinematics::geometric_jacobian(chain, q - h * qd)) /
                                (2 * h);
  const Eigen::VectorXd acceleration = J * qdd + J_dot * qd;
  EXPECT_LT((sensed(r, "tool.a") - acceleration.head<3>()).cwiseAbs().maxCoeff(), 1e-6)
      << table.name;
  EXPECT_LT((sensed(r, "tool.z") - acceleration.tail<3>()).cwiseAbs().maxCoeff(), 1e-6)
      << table.name;
  EXPECT_GT(qdd.cwiseAbs().maxCoeff(), 1.0) << table.name;  // J q̈ matters
  if (n > 8) {  // the frame joint 8 moves is a depth-8 boundary: its velocity is an unknown
    EXPECT_TRUE(r.has("joint8.moved_frame.v[1]")) << table.name;
  }
}

TEST(MultibodyDhChain, SeedZeroArmModifiedDhMatchesKinematics) {
  std::mt19937 random(41);
  expect_chain_matches_kinematics(kinematics::seed000_robot6_table(), random);
}

TEST(MultibodyDhChain, ComauStandardDhMatchesKinematics) {
  std::mt19937 random(42);
  expect_chain_matches_kinematics(kinematics::comau_smartsix_table(), random);
}

TEST(MultibodyDhChain, ScaraWithASlidingJointMatchesKinematics) {
  std::mt19937 random(44);
  expect_chain_matches_kinematics(kinematics::scara_seed002_table(), random);
}

TEST(MultibodyDhChain, RandomTenJointTablesOfBothConventionsMatchKinematics) {
  std::mt19937 random(43);
  for (const auto convention :
       {kinematics::DhConvention::standard, kinematics::DhConvention::modified})
    expect_chain_matches_kinematics(random_table(convention, 10, random), random);
}

TEST(MultibodyDhChain, NonFiniteDhValueIsRefused) {
  Model m("bad_dh");
  std::string msg = "(no error)";
  try {
    m.add<FixedDhTransform>("dh", FixedDhTransform::Params{.alpha = std::nan("")});
  } catch (const Error& e) {
    msg = e.what();
  }
  EXPECT_NE(msg.find("FixedDhTransform 'dh': alpha = nan is not a finite number"),
            std::string::npos)
      << msg;
  EXPECT_NE(msg.find("Set dh.alpha to a length in m or an angle in rad"), std::string::npos) << msg;
}

}  // namespace
}  // namespace acausal
