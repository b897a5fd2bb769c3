#pragma once
// A RigidBodyTree from the kinematics module's SerialChain (or a DH table) and
// one BodyInertia per link, each given in its link frame (the DH frame for DH
// robots), as Simscape Multibody and the seed's Euler-Lagrange model take them.
// Body j is link j; its joint is chain joint j; the chain's base transform
// places the first joint in the world; the tool transform carries no mass and
// is not part of the tree.
#include <vector>

#include "dynamics/body_inertia.hpp"
#include "dynamics/rigid_body_tree.hpp"
#include "kinematics/dh_robot.hpp"
#include "kinematics/serial_chain.hpp"

namespace acausal::dynamics {

/// Throws ModelError if the counts differ or a joint is driven by anything
/// other than its own coordinate with coefficient 1 (coupled joints such as the
/// MG400's parallelogram need a constrained model, not a tree).
RigidBodyTree make_rigid_body_tree(const kinematics::SerialChain& chain,
                                   const std::vector<BodyInertia>& link_inertias,
                                   const Eigen::Vector3d& gravity = downward_gravity());

RigidBodyTree make_rigid_body_tree(const kinematics::DhTable& table,
                                   const std::vector<BodyInertia>& link_inertias,
                                   const Eigen::Vector3d& gravity = downward_gravity());

/// "link1", "link2", ...: the body names make_rigid_body_tree gives.
std::string link_body_name(int joint_index);

/// Throws ModelError unless every joint of `chain` is driven by its own
/// coordinate alone; `purpose` names the caller in the message.
void check_one_coordinate_per_joint(const kinematics::SerialChain& chain, std::string_view purpose);

}  // namespace acausal::dynamics
