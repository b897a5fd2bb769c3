#include "dynamics/computed_torque.hpp"

#include <cmath>
#include <utility>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "dynamics/inverse_dynamics.hpp"

namespace acausal::dynamics {

namespace {

void check_gain(const RigidBodyTree& model, const Eigen::VectorXd& gain, const char* which) {
  if (gain.size() != model.dof())
    throw ModelError(fmt::format(
        "computed-torque control: tree '{}' has {} joints, but {} has {} entries; give one gain "
        "per joint",
        model.name(), model.dof(), which, gain.size()));
  for (int i = 0; i < model.dof(); ++i)
    if (!std::isfinite(gain[i]) || !(gain[i] > 0))
      throw ModelError(fmt::format(
          "computed-torque control: {} of joint '{}' is {}; give a finite gain > 0 (the error "
          "dynamics ë + K_D ė + K_P e = 0 is stable only for positive gains)",
          which, model.body(i).joint_name, gain[i]));
}

}  // namespace

PdGains PdGains::uniform(int dof, double proportional, double derivative) {
  return {Eigen::VectorXd::Constant(dof, proportional), Eigen::VectorXd::Constant(dof, derivative)};
}

ComputedTorqueController::ComputedTorqueController(RigidBodyTree model, PdGains gains)
    : model_(std::move(model)),
      gains_(std::move(gains)),
      workspace_(model_),
      commanded_acceleration_(Eigen::VectorXd::Zero(model_.dof())) {
  check_gain(model_, gains_.proportional, "K_P");
  check_gain(model_, gains_.derivative, "K_D");
}

const Eigen::VectorXd& ComputedTorqueController::torque(
    const kinematics::TrajectorySample& reference, const Eigen::VectorXd& q,
    const Eigen::VectorXd& qd) {
  const char* algorithm = "computed-torque control";
  model_.check_joint_vector(reference.position, algorithm, "reference position");
  model_.check_joint_vector(reference.velocity, algorithm, "reference velocity");
  model_.check_joint_vector(reference.acceleration, algorithm, "reference acceleration");
  model_.check_joint_vector(q, algorithm, "q");
  model_.check_joint_vector(qd, algorithm, "qd");
  commanded_acceleration_ = reference.acceleration +
                            gains_.proportional.cwiseProduct(reference.position - q) +
                            gains_.derivative.cwiseProduct(reference.velocity - qd);
  return inverse_dynamics(model_, workspace_, q, qd, commanded_acceleration_);
}

}  // namespace acausal::dynamics
