#pragma once
// Closed-form inverse kinematics of SCARA arms: three revolute joints with
// parallel axes and one prismatic joint along them, in any order. The tool can
// only turn about that axis, so a pose is x, y, z and one angle; two solutions
// (elbow right/left, seen from above along the axis).
// Siciliano et al. 2009, Sec. 2.12.1 (two-link planar arm) applied to the SCARA.
#include <optional>
#include <string>

#include "kinematics/ik_solution.hpp"
#include "kinematics/serial_chain.hpp"

namespace acausal::kinematics {

class ScaraIk {
 public:
  /// Throws ModelError saying which geometric condition the chain fails.
  explicit ScaraIk(SerialChain chain, IkTolerance tolerance = {});

  static std::string mismatch(const SerialChain& chain);
  const SerialChain& chain() const { return chain_; }

  /// Solutions for the tool pose (world frame) matching `wanted` (only its
  /// elbow field applies). Where the target lies on the first axis its angle is
  /// taken from `reference`.
  IkResult solve(const Eigen::Isometry3d& tool_pose, const ArmConfiguration& wanted = {},
                 const std::optional<Eigen::VectorXd>& reference = std::nullopt) const;

 private:
  SerialChain chain_;
  IkTolerance tolerance_;
  int revolute_[3] = {0, 1, 2};  // joint indices in chain order
  int prismatic_ = 3;
  Eigen::Vector3d axis_;  // common direction of the revolute axes
  Eigen::Vector3d points_[3];
  double signs_[3] = {1, 1, 1};  // +1 where a revolute axis points along axis_
  Eigen::Vector3d slide_;        // prismatic direction (±axis_)
  Eigen::Vector3d wrist_point_in_tool_;
  Eigen::Matrix3d tool_rotation_zero_;
  double offsets_[4] = {};
};

}  // namespace acausal::kinematics
