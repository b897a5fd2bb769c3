#include "dynamics/joint_space_dynamics.hpp"

#include <mutex>
#include <utility>
#include <vector>

#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/mass_matrix.hpp"

namespace acausal::dynamics {
namespace {

class NewtonEulerDynamics final : public JointSpaceDynamics {
 public:
  explicit NewtonEulerDynamics(RigidBodyTree tree) : tree_(std::move(tree)) {}
  std::string algorithm() const override { return "Newton-Euler"; }
  int dof() const override { return tree_.dof(); }
  void inverse_dynamics(const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                        const Eigen::VectorXd& qdd, Eigen::VectorXd& tau) const override {
    Borrowed ws(*this);
    tau = dynamics::inverse_dynamics(tree_, *ws, q, qd, qdd);
  }
  void mass_matrix(const Eigen::VectorXd& q, Eigen::MatrixXd& M) const override {
    Borrowed ws(*this);
    M = dynamics::mass_matrix(tree_, *ws, q);
  }
  void bias_forces(const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                   Eigen::VectorXd& bias) const override {
    Borrowed ws(*this);
    bias = dynamics::bias_forces(tree_, *ws, q, qd);
  }

 private:
  // A workspace taken from the pool for one call and given back after it.
  class Borrowed {
   public:
    explicit Borrowed(const NewtonEulerDynamics& owner) : owner_(owner) {
      std::lock_guard lock(owner_.mutex_);
      if (!owner_.pool_.empty()) {
        ws_ = std::move(owner_.pool_.back());
        owner_.pool_.pop_back();
      }
      if (!ws_) ws_ = std::make_unique<DynamicsWorkspace>(owner_.tree_);
    }
    ~Borrowed() {
      std::lock_guard lock(owner_.mutex_);
      owner_.pool_.push_back(std::move(ws_));
    }
    Borrowed(const Borrowed&) = delete;
    Borrowed& operator=(const Borrowed&) = delete;
    DynamicsWorkspace& operator*() { return *ws_; }

   private:
    const NewtonEulerDynamics& owner_;
    std::unique_ptr<DynamicsWorkspace> ws_;
  };

  RigidBodyTree tree_;
  mutable std::mutex mutex_;
  mutable std::vector<std::unique_ptr<DynamicsWorkspace>> pool_;
};

// The Euler-Lagrange model keeps no workspace: its methods are const and reentrant.
class EulerLagrangeDynamics final : public JointSpaceDynamics {
 public:
  explicit EulerLagrangeDynamics(EulerLagrangeModel model) : model_(std::move(model)) {}
  std::string algorithm() const override { return "Euler-Lagrange"; }
  int dof() const override { return model_.dof(); }
  void inverse_dynamics(const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                        const Eigen::VectorXd& qdd, Eigen::VectorXd& tau) const override {
    tau = model_.inverse_dynamics(q, qd, qdd);
  }
  void mass_matrix(const Eigen::VectorXd& q, Eigen::MatrixXd& M) const override {
    M = model_.mass_matrix(q);
  }
  void bias_forces(const Eigen::VectorXd& q, const Eigen::VectorXd& qd,
                   Eigen::VectorXd& bias) const override {
    bias = model_.inverse_dynamics(q, qd, Eigen::VectorXd::Zero(model_.dof()));
  }

 private:
  EulerLagrangeModel model_;
};

}  // namespace

std::shared_ptr<const JointSpaceDynamics> newton_euler_dynamics(RigidBodyTree tree) {
  return std::make_shared<const NewtonEulerDynamics>(std::move(tree));
}

std::shared_ptr<const JointSpaceDynamics> euler_lagrange_dynamics(EulerLagrangeModel model) {
  return std::make_shared<const EulerLagrangeDynamics>(std::move(model));
}

}  // namespace acausal::dynamics
