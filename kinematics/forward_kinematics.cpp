#include "kinematics/forward_kinematics.hpp"

#include "kinematics/transforms.hpp"

namespace acausal::kinematics {

Eigen::Isometry3d joint_motion(const Joint& joint, double value) {
  if (joint.type == JointType::prismatic) return translation(joint.axis * value);
  Eigen::Isometry3d motion = Eigen::Isometry3d::Identity();
  motion.linear() = Eigen::AngleAxisd(value, joint.axis).toRotationMatrix();
  return motion;
}

void compute_frames_from_joint_values(const SerialChain& chain, const Eigen::VectorXd& joint_values,
                                      ChainFrames& frames) {
  const auto n = static_cast<std::size_t>(chain.joint_count());
  frames.joint_frames.resize(n);
  frames.link_frames.resize(n);
  Eigen::Isometry3d current = chain.base();
  for (std::size_t j = 0; j < n; ++j) {
    const Joint& joint = chain.joints()[j];
    current = current * joint.before;
    frames.joint_frames[j] = current;
    current =
        current * joint_motion(joint, joint_values[static_cast<Eigen::Index>(j)]) * joint.after;
    frames.link_frames[j] = current;
  }
  frames.tool = current * chain.tool();
}

void compute_frames(const SerialChain& chain, const Eigen::VectorXd& q, ChainFrames& frames) {
  chain.check_coordinates(q, "forward kinematics");
  compute_frames_from_joint_values(chain, chain.joint_values(q), frames);
}

ChainFrames compute_frames(const SerialChain& chain, const Eigen::VectorXd& q) {
  ChainFrames frames;
  compute_frames(chain, q, frames);
  return frames;
}

Eigen::Isometry3d forward_kinematics(const SerialChain& chain, const Eigen::VectorXd& q) {
  chain.check_coordinates(q, "forward kinematics");
  const Eigen::VectorXd values = chain.joint_values(q);
  Eigen::Isometry3d current = chain.base();
  for (int j = 0; j < chain.joint_count(); ++j) {
    const Joint& joint = chain.joints()[static_cast<std::size_t>(j)];
    current = current * joint.before * joint_motion(joint, values[j]) * joint.after;
  }
  return current * chain.tool();
}

}  // namespace acausal::kinematics
