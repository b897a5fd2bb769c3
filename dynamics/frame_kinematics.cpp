#include "dynamics/frame_kinematics.hpp"

namespace acausal::dynamics {

namespace {

void propagate(const RigidBodyTree& tree, DynamicsWorkspace& ws, const Eigen::VectorXd& q,
               const Eigen::VectorXd* qd, const Eigen::VectorXd* qdd) {
  ws.check_fits(tree, "frame kinematics");
  tree.check_joint_vector(q, "frame kinematics", "q");
  if (qd != nullptr) tree.check_joint_vector(*qd, "frame kinematics", "qd");
  if (qdd != nullptr) tree.check_joint_vector(*qdd, "frame kinematics", "qdd");
  for (int i = 0; i < tree.body_count(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    const Body& body = tree.body(i);
    const int parent = body.parent;
    const auto p = static_cast<std::size_t>(parent);
    ws.parent_to_body[k] = tree.parent_to_body(i, q[i]);
    ws.world_to_body[k] =
        parent < 0 ? ws.parent_to_body[k] : ws.parent_to_body[k] * ws.world_to_body[p];
    if (qd == nullptr) continue;
    const SpatialVector joint_velocity = body.motion_subspace * (*qd)[i];
    ws.velocity[k] =
        parent < 0
            ? joint_velocity
            : SpatialVector(ws.parent_to_body[k].apply_motion(ws.velocity[p]) + joint_velocity);
    if (qdd == nullptr) continue;
    // a_i = X·a_λ + S·q̈ + v_i ×m S·q̇ (S constant in body coordinates, so c_J = 0).
    const SpatialVector parent_acceleration =
        parent < 0 ? SpatialVector::Zero()
                   : SpatialVector(ws.parent_to_body[k].apply_motion(ws.acceleration[p]));
    ws.acceleration[k] = parent_acceleration + body.motion_subspace * (*qdd)[i] +
                         motion_cross(ws.velocity[k], joint_velocity);
  }
}

}  // namespace

void update_frame_kinematics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                             const Eigen::VectorXd& q) {
  propagate(tree, workspace, q, nullptr, nullptr);
}

void update_frame_kinematics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                             const Eigen::VectorXd& q, const Eigen::VectorXd& qd) {
  propagate(tree, workspace, q, &qd, nullptr);
}

void update_frame_kinematics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                             const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                             const Eigen::VectorXd& qdd) {
  propagate(tree, workspace, q, &qd, &qdd);
}

Eigen::Isometry3d body_pose(const DynamicsWorkspace& workspace, int index) {
  return workspace.world_to_body[static_cast<std::size_t>(index)].pose();
}

SpatialVector body_velocity_in_world(const DynamicsWorkspace& workspace, int index) {
  const auto k = static_cast<std::size_t>(index);
  const Eigen::Matrix3d world_from_body = workspace.world_to_body[k].rotation().transpose();
  const SpatialVector& v = workspace.velocity[k];
  return make_spatial(world_from_body * v.head<3>(), world_from_body * v.tail<3>());
}

SpatialVector body_acceleration_in_world(const DynamicsWorkspace& workspace, int index) {
  const auto k = static_cast<std::size_t>(index);
  const Eigen::Matrix3d world_from_body = workspace.world_to_body[k].rotation().transpose();
  const SpatialVector& v = workspace.velocity[k];
  const SpatialVector& a = workspace.acceleration[k];
  const Eigen::Vector3d origin_acceleration = a.tail<3>() + v.head<3>().cross(v.tail<3>());
  return make_spatial(world_from_body * a.head<3>(), world_from_body * origin_acceleration);
}

Eigen::Vector3d center_of_mass_in_world(const RigidBodyTree& tree,
                                        const DynamicsWorkspace& workspace, int index) {
  return body_pose(workspace, index) * tree.body(index).body_inertia.center_of_mass;
}

}  // namespace acausal::dynamics
