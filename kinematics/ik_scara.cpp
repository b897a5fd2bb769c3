#include "kinematics/ik_scara.hpp"

#include <cmath>
#include <numbers>
#include <utility>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/rotations.hpp"
#include "kinematics/screw_subproblems.hpp"

namespace acausal::kinematics {

namespace {

constexpr double kParallelTolerance = 1e-9;

}  // namespace

std::string ScaraIk::mismatch(const SerialChain& chain) {
  if (chain.dof() != 4 || !chain.one_coordinate_per_joint())
    return fmt::format(
        "robot '{}' has {} coordinates and {} joints; the SCARA solver needs four "
        "joints each driven by its own coordinate",
        chain.name(), chain.dof(), chain.joint_count());
  int prismatic = 0;
  for (const Joint& joint : chain.joints()) prismatic += joint.type == JointType::prismatic;
  if (prismatic != 1)
    return fmt::format("robot '{}' has {} prismatic joints; the SCARA solver needs exactly one",
                       chain.name(), prismatic);
  ChainFrames frames;
  compute_frames_from_joint_values(chain, Eigen::VectorXd::Zero(4), frames);
  const Eigen::Vector3d first = frames.joint_frames[0].linear() * chain.joints()[0].axis;
  for (int j = 1; j < 4; ++j) {
    const Eigen::Vector3d axis = frames.joint_frames[static_cast<std::size_t>(j)].linear() *
                                 chain.joints()[static_cast<std::size_t>(j)].axis;
    if (first.cross(axis).norm() > kParallelTolerance)
      return fmt::format(
          "robot '{}': the axis of joint '{}' is not parallel to the first axis; "
          "a SCARA has all four axes parallel",
          chain.name(), chain.joints()[static_cast<std::size_t>(j)].name);
  }
  return {};
}

ScaraIk::ScaraIk(SerialChain chain, IkTolerance tolerance)
    : chain_(std::move(chain)), tolerance_(tolerance) {
  const std::string reason = mismatch(chain_);
  if (!reason.empty()) throw ModelError(reason + "; use the numerical inverse kinematics instead");
  ChainFrames frames;
  compute_frames_from_joint_values(chain_, Eigen::VectorXd::Zero(4), frames);
  int next = 0;
  for (int j = 0; j < 4; ++j) {
    const auto k = static_cast<std::size_t>(j);
    const Joint& joint = chain_.joints()[k];
    offsets_[j] = joint.offset;
    const Eigen::Vector3d direction = frames.joint_frames[k].linear() * joint.axis;
    if (joint.type == JointType::prismatic) {
      prismatic_ = j;
      slide_ = direction;
    } else {
      if (next == 0) axis_ = direction;
      signs_[next] = direction.dot(axis_) > 0 ? 1.0 : -1.0;
      points_[next] = frames.joint_frames[k].translation();
      revolute_[next++] = j;
    }
  }
  wrist_point_in_tool_ = frames.tool.inverse() * points_[2];
  tool_rotation_zero_ = frames.tool.linear();
}

IkResult ScaraIk::solve(const Eigen::Isometry3d& tool_pose, const ArmConfiguration& wanted,
                        const std::optional<Eigen::VectorXd>& reference) const {
  SolutionCollector collector(chain_, tool_pose, tolerance_);
  const Eigen::Matrix3d turn = tool_pose.linear() * tool_rotation_zero_.transpose();
  const double tilt = std::asin(std::min(1.0, (turn * axis_).cross(axis_).norm()));
  if ((turn * axis_).dot(axis_) < 0 || tilt > 1e-7) {
    const double degrees = (turn * axis_).dot(axis_) < 0 ? 180.0 - tilt * 180 / std::numbers::pi
                                                         : tilt * 180 / std::numbers::pi;
    return std::move(collector).finish(fmt::format(
        "robot '{}': orientation unreachable: a SCARA tool can only turn about the joint axis, "
        "but the requested orientation is tilted {:.6g} deg from it; give a rotation about the "
        "axis",
        chain_.name(), degrees));
  }
  const Eigen::Vector3d probe = axis_.unitOrthogonal();
  const double total_turn = rotation_onto(axis_, probe, turn * probe).value_or(0.0);

  // The point of the last revolute axis, carried by the tool, fixes the arm.
  const Eigen::Vector3d wrist = tool_pose * wrist_point_in_tool_;
  const double stroke = slide_.dot(wrist - points_[2]);
  const Eigen::Vector3d planar_target = wrist - stroke * slide_;
  const PlanarTwoLinkResult planar =
      solve_planar_two_link(axis_, points_[0], points_[1], points_[2], planar_target);
  if (planar.solutions.empty())
    return std::move(collector).finish(
        fmt::format("robot '{}': pose unreachable: the last revolute axis would have to be "
                    "{:.6g} m outside the annulus the two arm links reach; move the target by at "
                    "least that much",
                    chain_.name(), planar.distance_outside),
        planar.distance_outside);
  const Eigen::Vector3d reach = planar_target - points_[0];
  for (TwoRotations arm : planar.solutions) {
    if ((reach - axis_ * axis_.dot(reach)).norm() < 1e-12 && reference)
      arm.first = signs_[0] * chain_.joint_values(*reference)[revolute_[0]];
    const Eigen::Vector3d elbow =
        points_[0] + Eigen::AngleAxisd(arm.first, axis_) * (points_[1] - points_[0]);
    const Elbow branch =
        axis_.dot((elbow - points_[0]).cross(reach)) >= 0 ? Elbow::right : Elbow::left;
    if (wanted.elbow != Elbow::any && wanted.elbow != branch) continue;
    double angles[3] = {arm.first, arm.second, total_turn - arm.first - arm.second};
    Eigen::VectorXd q(4);
    // Angles are about axis_; a joint whose axis points the other way turns by −angle.
    for (int r = 0; r < 3; ++r)
      q[revolute_[r]] = wrap_angle(signs_[r] * angles[r]) - offsets_[revolute_[r]];
    q[prismatic_] = stroke - offsets_[prismatic_];
    collector.add(q, {Shoulder::any, branch, Wrist::any});
  }
  std::string failure;
  if (collector.candidate_count() == 0)
    failure = fmt::format("robot '{}': the pose has no solution with the {}", chain_.name(),
                          wanted.to_string());
  return std::move(collector).finish(failure);
}

}  // namespace acausal::kinematics
