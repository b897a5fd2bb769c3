#include "dynamics/forward_dynamics.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/mass_matrix.hpp"

namespace acausal::dynamics {

namespace {

const Eigen::VectorXd& articulated_body(const RigidBodyTree& tree, DynamicsWorkspace& ws,
                                        const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                        const Eigen::VectorXd& tau,
                                        const std::vector<SpatialVector>* external_forces) {
  const int n = tree.body_count();
  // Pass 1, root outwards: velocities, velocity-product accelerations c_i,
  // and each body's own inertia and bias force p_i = v ×* I·v − f_ext.
  for (int i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const Body& body = tree.body(i);
    const SpatialTransform& x = ws.parent_to_body[k] = tree.parent_to_body(i, q[i]);
    const SpatialVector joint_velocity = body.motion_subspace * qd[i];
    ws.velocity[k] =
        body.parent < 0
            ? joint_velocity
            : SpatialVector(x.apply_motion(ws.velocity[static_cast<std::size_t>(body.parent)]) +
                            joint_velocity);
    ws.velocity_product[k] = motion_cross(ws.velocity[k], joint_velocity);
    ws.articulated_inertia[k] = body.inertia.matrix();
    ws.articulated_bias_force[k] = force_cross(ws.velocity[k], body.inertia * ws.velocity[k]);
    if (external_forces != nullptr) ws.articulated_bias_force[k] -= (*external_forces)[k];
  }
  // Pass 2, leaves inwards: articulated inertias and bias forces.
  for (int i = n - 1; i >= 0; --i) {
    const auto k = static_cast<std::size_t>(i);
    const Body& body = tree.body(i);
    const SpatialMatrix& inertia = ws.articulated_inertia[k];
    const SpatialVector& s = body.motion_subspace;
    SpatialVector& u_vector = ws.inertia_times_subspace[k];
    u_vector = inertia * s;
    const double d = s.dot(u_vector) + body.armature;
    if (!(d > 0))
      throw ModelError(fmt::format(
          "forward dynamics: tree '{}', joint '{}': the bodies it moves have articulated inertia "
          "{} about its axis, so no finite torque law gives their acceleration; give them mass "
          "or inertia {} the axis, or the joint an armature",
          tree.name(), body.joint_name, d,
          body.joint.type() == JointType::revolute ? "about" : "along"));
    ws.articulated_joint_inertia[i] = d;
    ws.articulated_joint_force[i] = tau[i] - s.dot(ws.articulated_bias_force[k]);
    if (body.parent < 0) continue;
    const auto p = static_cast<std::size_t>(body.parent);
    const SpatialMatrix passed_inertia = inertia - u_vector * u_vector.transpose() / d;
    const SpatialVector passed_force = ws.articulated_bias_force[k] +
                                       passed_inertia * ws.velocity_product[k] +
                                       u_vector * (ws.articulated_joint_force[i] / d);
    const SpatialMatrix x = ws.parent_to_body[k].motion_matrix();
    ws.articulated_inertia[p].noalias() += x.transpose() * passed_inertia * x;
    ws.articulated_bias_force[p] += ws.parent_to_body[k].transpose_apply_force(passed_force);
  }
  // Pass 3, root outwards: accelerations (gravity as a fictitious base acceleration).
  const SpatialVector base_acceleration = make_spatial(Eigen::Vector3d::Zero(), -tree.gravity());
  for (int i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const Body& body = tree.body(i);
    SpatialVector& a = ws.apparent_acceleration[k];
    a = ws.parent_to_body[k].apply_motion(
            body.parent < 0 ? base_acceleration
                            : ws.apparent_acceleration[static_cast<std::size_t>(body.parent)]) +
        ws.velocity_product[k];
    const double qdd = (ws.articulated_joint_force[i] - ws.inertia_times_subspace[k].dot(a)) /
                       ws.articulated_joint_inertia[i];
    ws.joint_acceleration[i] = qdd;
    a += body.motion_subspace * qdd;
  }
  return ws.joint_acceleration;
}

void check_arguments(const RigidBodyTree& tree, const DynamicsWorkspace& ws,
                     const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                     const Eigen::VectorXd& tau, std::string_view algorithm) {
  ws.check_fits(tree, algorithm);
  tree.check_joint_vector(q, algorithm, "q");
  tree.check_joint_vector(qd, algorithm, "qd");
  tree.check_joint_vector(tau, algorithm, "tau");
}

}  // namespace

const Eigen::VectorXd& forward_dynamics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                        const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                        const Eigen::VectorXd& tau) {
  check_arguments(tree, workspace, q, qd, tau, "forward dynamics");
  return articulated_body(tree, workspace, q, qd, tau, nullptr);
}

const Eigen::VectorXd& forward_dynamics(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                                        const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                                        const Eigen::VectorXd& tau,
                                        const std::vector<SpatialVector>& external_forces) {
  check_arguments(tree, workspace, q, qd, tau, "forward dynamics");
  check_external_forces(tree, external_forces, "forward dynamics");
  return articulated_body(tree, workspace, q, qd, tau, &external_forces);
}

const Eigen::VectorXd& forward_dynamics_via_mass_matrix(const RigidBodyTree& tree,
                                                        DynamicsWorkspace& workspace,
                                                        const Eigen::VectorXd& q,
                                                        const Eigen::VectorXd& qd,
                                                        const Eigen::VectorXd& tau) {
  check_arguments(tree, workspace, q, qd, tau, "forward dynamics (mass matrix)");
  workspace.bias = bias_forces(tree, workspace, q, qd);
  workspace.mass_matrix_factor.compute(mass_matrix(tree, workspace, q));
  if (workspace.mass_matrix_factor.info() != Eigen::Success)
    throw ModelError(fmt::format(
        "forward dynamics (mass matrix): M(q) of tree '{}' is not positive definite; some joint "
        "moves no mass or inertia",
        tree.name()));
  workspace.joint_acceleration = tau - workspace.bias;
  workspace.mass_matrix_factor.solveInPlace(workspace.joint_acceleration);
  return workspace.joint_acceleration;
}

}  // namespace acausal::dynamics
