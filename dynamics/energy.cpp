#include "dynamics/energy.hpp"

#include "dynamics/frame_kinematics.hpp"

namespace acausal::dynamics {

namespace {

double kinetic_energy_of_update(const RigidBodyTree& tree, const DynamicsWorkspace& ws,
                                const Eigen::VectorXd& qd) {
  double energy = 0;
  for (int i = 0; i < tree.body_count(); ++i)
    energy += tree.body(i).inertia.kinetic_energy(ws.velocity[static_cast<std::size_t>(i)]) +
              0.5 * tree.body(i).armature * qd[i] * qd[i];
  return energy;
}

double potential_energy_of_update(const RigidBodyTree& tree, const DynamicsWorkspace& ws) {
  double energy = 0;
  for (int i = 0; i < tree.body_count(); ++i)
    energy -=
        tree.body(i).inertia.mass() * tree.gravity().dot(center_of_mass_in_world(tree, ws, i));
  return energy;
}

}  // namespace

double kinetic_energy(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                      const Eigen::VectorXd& q, const Eigen::VectorXd& qd) {
  update_frame_kinematics(tree, workspace, q, qd);
  return kinetic_energy_of_update(tree, workspace, qd);
}

double potential_energy(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                        const Eigen::VectorXd& q) {
  update_frame_kinematics(tree, workspace, q);
  return potential_energy_of_update(tree, workspace);
}

double mechanical_energy(const RigidBodyTree& tree, DynamicsWorkspace& workspace,
                         const Eigen::VectorXd& q, const Eigen::VectorXd& qd) {
  update_frame_kinematics(tree, workspace, q, qd);
  return kinetic_energy_of_update(tree, workspace, qd) +
         potential_energy_of_update(tree, workspace);
}

}  // namespace acausal::dynamics
