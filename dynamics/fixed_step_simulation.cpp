#include "dynamics/fixed_step_simulation.hpp"

#include <cmath>
#include <memory>
#include <utility>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/forward_dynamics.hpp"

namespace acausal::dynamics {

SimulationRecord simulate_rk4(const AccelerationFunction& acceleration, const JointState& initial,
                              double t_start, double t_end, double max_step, int record_every) {
  if (!(max_step > 0) || !std::isfinite(max_step))
    throw ModelError(fmt::format("simulation: step {} s; give a finite step > 0", max_step));
  if (!(t_end >= t_start) || !std::isfinite(t_end) || !std::isfinite(t_start))
    throw ModelError(fmt::format("simulation: interval [{}, {}] s; give finite t_start <= t_end",
                                 t_start, t_end));
  if (initial.q.size() != initial.qd.size())
    throw ModelError(
        fmt::format("simulation: q has {} entries but qd has {}; give one of each per "
                    "joint",
                    initial.q.size(), initial.qd.size()));
  if (record_every < 1) record_every = 1;
  // Equal steps that land exactly on t_end.
  const auto steps = static_cast<long>(std::ceil((t_end - t_start) / max_step - 1e-9));
  const double h = steps > 0 ? (t_end - t_start) / static_cast<double>(steps) : 0.0;
  const Eigen::Index n = initial.q.size();

  SimulationRecord record;
  record.time.push_back(t_start);
  record.q.push_back(initial.q);
  record.qd.push_back(initial.qd);
  Eigen::VectorXd q = initial.q, qd = initial.qd;
  Eigen::VectorXd k1(n), k2(n), k3(n), k4(n), v2(n), v3(n), v4(n), stage_q(n), stage_qd(n);
  for (long step = 1; step <= steps; ++step) {
    const double t = t_start + static_cast<double>(step - 1) * h;
    // State derivative (q̇, q̈); the q-increments use the stage velocities.
    acceleration(t, q, qd, k1);
    stage_q = q + 0.5 * h * qd;
    stage_qd = qd + 0.5 * h * k1;
    v2 = stage_qd;
    acceleration(t + 0.5 * h, stage_q, stage_qd, k2);
    stage_q = q + 0.5 * h * v2;
    stage_qd = qd + 0.5 * h * k2;
    v3 = stage_qd;
    acceleration(t + 0.5 * h, stage_q, stage_qd, k3);
    stage_q = q + h * v3;
    stage_qd = qd + h * k3;
    v4 = stage_qd;
    acceleration(t + h, stage_q, stage_qd, k4);
    q += h / 6 * (qd + 2 * v2 + 2 * v3 + v4);
    qd += h / 6 * (k1 + 2 * k2 + 2 * k3 + k4);
    if (step % record_every == 0 || step == steps) {
      record.time.push_back(step == steps ? t_end : t_start + static_cast<double>(step) * h);
      record.q.push_back(q);
      record.qd.push_back(qd);
    }
  }
  return record;
}

namespace {

template <class Solve>
AccelerationFunction make_plant(const RigidBodyTree& tree, TorqueLaw torque, Solve solve) {
  // Shared so that copies of the std::function share one tree and workspace.
  auto model = std::make_shared<const RigidBodyTree>(tree);
  auto workspace = std::make_shared<DynamicsWorkspace>(*model);
  auto tau = std::make_shared<Eigen::VectorXd>(Eigen::VectorXd::Zero(tree.dof()));
  return [model, workspace, tau, torque = std::move(torque), solve](
             double t, const Eigen::VectorXd& q, const Eigen::VectorXd& qd, Eigen::VectorXd& qdd) {
    torque(t, q, qd, *tau);
    qdd = solve(*model, *workspace, q, qd, *tau);
  };
}

}  // namespace

AccelerationFunction articulated_body_plant(const RigidBodyTree& tree, TorqueLaw torque) {
  return make_plant(
      tree, std::move(torque),
      [](const RigidBodyTree& model, DynamicsWorkspace& ws, const Eigen::VectorXd& q,
         const Eigen::VectorXd& qd, const Eigen::VectorXd& tau) -> const auto& {
        return forward_dynamics(model, ws, q, qd, tau);
      });
}

AccelerationFunction mass_matrix_plant(const RigidBodyTree& tree, TorqueLaw torque) {
  return make_plant(
      tree, std::move(torque),
      [](const RigidBodyTree& model, DynamicsWorkspace& ws, const Eigen::VectorXd& q,
         const Eigen::VectorXd& qd, const Eigen::VectorXd& tau) -> const auto& {
        return forward_dynamics_via_mass_matrix(model, ws, q, qd, tau);
      });
}

}  // namespace acausal::dynamics
