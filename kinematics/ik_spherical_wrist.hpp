#pragma once
// Closed-form inverse kinematics of 6R arms with a spherical wrist: joint 1
// perpendicular to joint 2, joints 2 and 3 parallel, axes 4, 5, 6 meeting in
// one point (the wrist centre). Shoulder and elbow offsets (a1, a3), a lateral
// offset and any DH convention or sign choice are allowed: the geometry is
// read from the chain's axes at zero joint angles. Up to eight solutions:
// shoulder right/left × elbow up/down × wrist no-flip/flip.
// Siciliano et al. 2009, Sec. 2.12 (wrist centre decoupling, anthropomorphic arm, spherical wrist).
#include <optional>
#include <string>

#include "kinematics/ik_solution.hpp"
#include "kinematics/serial_chain.hpp"

namespace acausal::kinematics {

class SphericalWristIk {
 public:
  /// Throws ModelError saying which geometric condition the chain fails.
  explicit SphericalWristIk(SerialChain chain, IkTolerance tolerance = {});

  /// Empty if the chain has the geometry this solver needs, else the reason.
  static std::string mismatch(const SerialChain& chain);

  const SerialChain& chain() const { return chain_; }

  /// The solutions (within the joint limits, each checked by forward
  /// kinematics) of the configurations matching `wanted`, for the tool pose in
  /// the world frame. Where the solution is a continuum (wrist axes 4 and 6
  /// aligned; wrist centre on axis 1) the free joint is taken from `reference`
  /// (zero if none), so that a tracked path stays continuous.
  IkResult solve(const Eigen::Isometry3d& tool_pose, const ArmConfiguration& wanted = {},
                 const std::optional<Eigen::VectorXd>& reference = std::nullopt) const;

 private:
  struct Axis {
    Eigen::Vector3d direction;
    Eigen::Vector3d point;
  };
  SerialChain chain_;
  IkTolerance tolerance_;
  Axis axes_[6];
  Eigen::Vector3d wrist_centre_;          // at zero joint angles
  Eigen::Vector3d wrist_centre_in_tool_;  // the same point in the tool frame
  Eigen::Matrix3d tool_rotation_zero_;
  Eigen::Vector3d forward_zero_;  // horizontal direction of the reach at zero angles
  double lateral_offset_ = 0;     // of the wrist centre from axis 1, along axis 2
  double length_scale_ = 1;
  double offsets_[6] = {};
};

}  // namespace acausal::kinematics
