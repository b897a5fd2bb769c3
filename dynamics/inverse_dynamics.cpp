#include "dynamics/inverse_dynamics.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::dynamics {

namespace {

// qd or qdd may be null for "zero" (bias forces, gravity torques skip the work).
const Eigen::VectorXd& newton_euler(const RigidBodyTree& tree, DynamicsWorkspace& ws,
                                    const Eigen::VectorXd& q, const Eigen::VectorXd* qd,
                                    const Eigen::VectorXd* qdd,
                                    const std::vector<SpatialVector>* external_forces) {
  // Gravity as a fictitious upward acceleration of the base: every body then
  // feels its weight through I·a without a separate gravity term.
  const SpatialVector base_acceleration = make_spatial(Eigen::Vector3d::Zero(), -tree.gravity());
  for (int i = 0; i < tree.body_count(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    const Body& body = tree.body(i);
    const int parent = body.parent;
    const auto p = static_cast<std::size_t>(parent);
    const SpatialTransform& x = ws.parent_to_body[k] = tree.parent_to_body(i, q[i]);
    SpatialVector& v = ws.velocity[k];
    SpatialVector& a = ws.apparent_acceleration[k];
    a = x.apply_motion(parent < 0 ? base_acceleration : ws.apparent_acceleration[p]);
    if (qd != nullptr) {
      const SpatialVector joint_velocity = body.motion_subspace * (*qd)[i];
      v = parent < 0 ? joint_velocity
                     : SpatialVector(x.apply_motion(ws.velocity[p]) + joint_velocity);
      a += motion_cross(v, joint_velocity);
    } else {
      v.setZero();
    }
    if (qdd != nullptr) a += body.motion_subspace * (*qdd)[i];
    // f_i = I·a_i + v_i ×* I·v_i − f_ext,i.
    SpatialVector& f = ws.joint_force[k];
    f = body.inertia * a;
    if (qd != nullptr) f += force_cross(v, body.inertia * v);
    if (external_forces != nullptr) f -= (*external_forces)[k];
  }
  for (int i = tree.body_count() - 1; i >= 0; --i) {
    const auto k = static_cast<std::size_t>(i);
    const Body& body = tree.body(i);
    ws.torque[i] = body.motion_subspace.dot(ws.joint_force[k]);
    if (qdd != nullptr) ws.torque[i] += body.armature * (*qdd)[i];
    if (body.parent >= 0)
      ws.joint_force[static_cast<std::size_t>(body.parent)] +=
          ws.parent_to_body[k].transpose_apply_force(ws.joint_force[k]);
  }
  return ws.torque;
}

}  // namespace

void check_external_forces(const RigidBodyTree& tree,
                           const std::vector<SpatialVector>& external_forces,
                           std::string_view algorithm) {
  if (static_cast<int>(external_forces.size()) != tree.body_count())
    throw ModelError(fmt::format(
        "{}: tree '{}' has {} bodies, but {} external forces were given; give one spatial force "
        "per body (zero where none acts)",
        algorithm, tree.name(), tree.body_count(), external_forces.size()));
  for (int i = 0; i < tree.body_count(); ++i)
    if (!external_forces[static_cast<std::size_t>(i)].array().isFinite().all())
      throw ModelError(fmt::format("{}: the external force on body '{}' of tree '{}' is not finite",
                                   algorithm, tree.body(i).name, tree.name()));
}

const Eigen::VectorXd& inverse_dynamics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                        const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                        const Eigen::VectorXd& qdd) {
  workspace.check_fits(tree, "inverse dynamics");
  tree.check_joint_vector(q, "inverse dynamics", "q");
  tree.check_joint_vector(qd, "inverse dynamics", "qd");
  tree.check_joint_vector(qdd, "inverse dynamics", "qdd");
  return newton_euler(tree, workspace, q, &qd, &qdd, nullptr);
}

const Eigen::VectorXd& inverse_dynamics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                        const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                        const Eigen::VectorXd& qdd,
                                        const std::vector<SpatialVector>& external_forces) {
  workspace.check_fits(tree, "inverse dynamics");
  tree.check_joint_vector(q, "inverse dynamics", "q");
  tree.check_joint_vector(qd, "inverse dynamics", "qd");
  tree.check_joint_vector(qdd, "inverse dynamics", "qdd");
  check_external_forces(tree, external_forces, "inverse dynamics");
  return newton_euler(tree, workspace, q, &qd, &qdd, &external_forces);
}

const Eigen::VectorXd& bias_forces(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                   const Eigen::VectorXd& q, const Eigen::VectorXd& qd) {
  workspace.check_fits(tree, "bias forces");
  tree.check_joint_vector(q, "bias forces", "q");
  tree.check_joint_vector(qd, "bias forces", "qd");
  return newton_euler(tree, workspace, q, &qd, nullptr, nullptr);
}

const Eigen::VectorXd& gravity_torques(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                       const Eigen::VectorXd& q) {
  workspace.check_fits(tree, "gravity torques");
  tree.check_joint_vector(q, "gravity torques", "q");
  return newton_euler(tree, workspace, q, nullptr, nullptr, nullptr);
}

}  // namespace acausal::dynamics
