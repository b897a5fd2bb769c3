#include "dynamics/serial_chain_tree.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::dynamics {

std::string link_body_name(int joint_index) {
  return fmt::format("link{}", joint_index + 1);
}

void check_one_coordinate_per_joint(const kinematics::SerialChain& chain,
                                    std::string_view purpose) {
  if (chain.one_coordinate_per_joint()) return;
  for (int j = 0; j < chain.joint_count(); ++j) {
    const kinematics::Joint& joint = chain.joints()[static_cast<std::size_t>(j)];
    const bool own = joint.drive.size() == 1 && joint.drive[0].coordinate == j &&
                     joint.drive[0].coefficient == 1;
    if (!own)
      throw ModelError(fmt::format(
          "{}: robot '{}', joint '{}' is driven by {} coordinate term(s) instead of its own "
          "coordinate q{} alone; a rigid-body tree needs one coordinate per joint (model "
          "coupled joints such as a parallelogram as a closed loop instead)",
          purpose, chain.name(), joint.name, joint.drive.size(), j + 1));
  }
  throw ModelError(fmt::format(
      "{}: robot '{}' has {} joints but {} coordinates; a rigid-body tree needs one coordinate "
      "per joint",
      purpose, chain.name(), chain.joint_count(), chain.dof()));
}

RigidBodyTree make_rigid_body_tree(const kinematics::SerialChain& chain,
                                   const std::vector<BodyInertia>& link_inertias,
                                   const Eigen::Vector3d& gravity) {
  check_one_coordinate_per_joint(chain, "rigid-body tree");
  if (static_cast<int>(link_inertias.size()) != chain.joint_count())
    throw ModelError(fmt::format(
        "rigid-body tree: robot '{}' has {} links but {} link inertias were given; give one "
        "BodyInertia per link, in the link's frame",
        chain.name(), chain.joint_count(), link_inertias.size()));
  std::vector<BodyDescription> bodies;
  bodies.reserve(link_inertias.size());
  for (int j = 0; j < chain.joint_count(); ++j) {
    const kinematics::Joint& joint = chain.joints()[static_cast<std::size_t>(j)];
    BodyDescription body;
    body.name = link_body_name(j);
    body.parent = j - 1;
    body.joint_name = joint.name;
    body.joint_type = joint.type;
    // link_j = link_{j−1} · before_j · motion(axis_j, offset_j + q_j) · after_j.
    body.joint_placement = j == 0 ? chain.base() * joint.before : joint.before;
    body.joint_axis = joint.axis;
    body.joint_offset = joint.offset;
    body.body_placement = joint.after;
    body.inertia = link_inertias[static_cast<std::size_t>(j)];
    bodies.push_back(std::move(body));
  }
  return RigidBodyTree(chain.name(), bodies, gravity);
}

RigidBodyTree make_rigid_body_tree(const kinematics::DhTable& table,
                                   const std::vector<BodyInertia>& link_inertias,
                                   const Eigen::Vector3d& gravity) {
  return make_rigid_body_tree(kinematics::make_chain(table), link_inertias, gravity);
}

}  // namespace acausal::dynamics
