#pragma once
// Forward kinematics: the tool pose and every link frame, in the world (base)
// frame, for given joint coordinates.
#include <vector>

#include "kinematics/serial_chain.hpp"

namespace acausal::kinematics {

/// Every frame of a chain at one configuration (all in the world frame).
/// Reuse one object across calls to avoid reallocating.
struct ChainFrames {
  /// Frame in which joint j moves (after `before`, before the motion); its
  /// `axis` direction and origin give the joint axis line.
  std::vector<Eigen::Isometry3d> joint_frames;
  /// Frame of link j (after the motion and `after`).
  std::vector<Eigen::Isometry3d> link_frames;
  Eigen::Isometry3d tool = Eigen::Isometry3d::Identity();
};

/// Tool pose in the world frame for coordinates q (rad or m).
Eigen::Isometry3d forward_kinematics(const SerialChain& chain, const Eigen::VectorXd& q);

/// Every frame for coordinates q.
void compute_frames(const SerialChain& chain, const Eigen::VectorXd& q, ChainFrames& frames);
ChainFrames compute_frames(const SerialChain& chain, const Eigen::VectorXd& q);

/// Every frame for joint values (offset and drive already applied).
void compute_frames_from_joint_values(const SerialChain& chain, const Eigen::VectorXd& joint_values,
                                      ChainFrames& frames);

/// The motion of one joint in its own frame.
Eigen::Isometry3d joint_motion(const Joint& joint, double value);

}  // namespace acausal::kinematics
