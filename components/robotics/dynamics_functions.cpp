#include "components/robotics/dynamics_functions.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "core/errors.hpp"

namespace acausal::robotics {
namespace {

using dynamics::JointSpaceDynamics;

std::shared_ptr<const JointSpaceDynamics> checked(std::shared_ptr<const JointSpaceDynamics> m,
                                                  const char* what) {
  if (!m)
    throw ModelError(std::string(what) +
                     ": no robot model given; pass dynamics::newton_euler_dynamics(tree) or "
                     "dynamics::euler_lagrange_dynamics(model)");
  return m;
}

Eigen::Map<const Eigen::VectorXd> segment(std::span<const double> u, int start, int n) {
  return {u.data() + start, n};
}

class InverseDynamicsFunction final : public ExternalFunction {
 public:
  explicit InverseDynamicsFunction(std::shared_ptr<const JointSpaceDynamics> model)
      : ExternalFunction("inverseDynamics" + suffix(*model), 3 * model->dof(), model->dof()),
        model_(std::move(model)) {}

  void evaluate(std::span<const double> u, std::span<double> y) const override {
    const int n = model_->dof();
    thread_local Eigen::VectorXd q, qd, qdd, tau;
    q = segment(u, 0, n);
    qd = segment(u, n, n);
    qdd = segment(u, 2 * n, n);
    model_->inverse_dynamics(q, qd, qdd, tau);
    std::copy(tau.data(), tau.data() + n, y.begin());
  }

  // Columns for q and q̇ by forward differences, for q̈ exactly: dτ/dq̈ = M(q).
  // Forward, not central: the Jacobian feeds Newton iterations, where a
  // relative error of sqrt(eps) costs nothing, and it halves the RNEA calls
  // (the switched seed-000 twin evaluates this at every PWM edge).
  void jacobian(std::span<const double> u, std::span<double> J) const override {
    const int n = model_->dof();
    const auto cols = static_cast<std::size_t>(3 * n);
    thread_local Eigen::VectorXd q, qd, qdd, base, shifted;
    thread_local Eigen::MatrixXd M;
    q = segment(u, 0, n);
    qd = segment(u, n, n);
    qdd = segment(u, 2 * n, n);
    model_->inverse_dynamics(q, qd, qdd, base);
    const double h0 = std::sqrt(std::numeric_limits<double>::epsilon());
    for (int j = 0; j < 2 * n; ++j) {
      double& x = j < n ? q[j] : qd[j - n];
      const double x0 = x;
      x = x0 + h0 * std::max(1.0, std::fabs(x0));
      const double h = x - x0;  // exactly representable
      model_->inverse_dynamics(q, qd, qdd, shifted);
      x = x0;
      for (int i = 0; i < n; ++i)
        J[static_cast<std::size_t>(i) * cols + static_cast<std::size_t>(j)] =
            (shifted[i] - base[i]) / h;
    }
    model_->mass_matrix(q, M);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        J[static_cast<std::size_t>(i) * cols + static_cast<std::size_t>(2 * n + j)] = M(i, j);
  }

  static std::string suffix(const JointSpaceDynamics& m) {
    return m.algorithm() == "Newton-Euler" ? "NE" : "EL";
  }

 private:
  std::shared_ptr<const JointSpaceDynamics> model_;
};

class MassMatrixFunction final : public ExternalFunction {
 public:
  explicit MassMatrixFunction(std::shared_ptr<const JointSpaceDynamics> model)
      : ExternalFunction("massMatrix", model->dof(), model->dof() * model->dof()),
        model_(std::move(model)) {}
  void evaluate(std::span<const double> u, std::span<double> y) const override {
    const int n = model_->dof();
    thread_local Eigen::VectorXd q;
    thread_local Eigen::MatrixXd M;
    q = segment(u, 0, n);
    model_->mass_matrix(q, M);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) y[static_cast<std::size_t>(i * n + j)] = M(i, j);
  }

 private:
  std::shared_ptr<const JointSpaceDynamics> model_;
};

class BiasForcesFunction final : public ExternalFunction {
 public:
  explicit BiasForcesFunction(std::shared_ptr<const JointSpaceDynamics> model)
      : ExternalFunction("biasForces", 2 * model->dof(), model->dof()), model_(std::move(model)) {}
  void evaluate(std::span<const double> u, std::span<double> y) const override {
    const int n = model_->dof();
    thread_local Eigen::VectorXd q, qd, bias;
    q = segment(u, 0, n);
    qd = segment(u, n, n);
    model_->bias_forces(q, qd, bias);
    std::copy(bias.data(), bias.data() + n, y.begin());
  }

 private:
  std::shared_ptr<const JointSpaceDynamics> model_;
};

}  // namespace

int robot_dof(const Component& c, const std::shared_ptr<const JointSpaceDynamics>& model) {
  if (!model)
    throw ModelError(c.type_name() + " '" + c.path() +
                     "': no robot model given; set .model = dynamics::newton_euler_dynamics(tree) "
                     "or dynamics::euler_lagrange_dynamics(model)");
  return model->dof();
}

std::shared_ptr<const ExternalFunction> inverse_dynamics_function(
    std::shared_ptr<const JointSpaceDynamics> model) {
  return std::make_shared<const InverseDynamicsFunction>(
      checked(std::move(model), "inverse dynamics"));
}

std::shared_ptr<const ExternalFunction> mass_matrix_function(
    std::shared_ptr<const JointSpaceDynamics> model) {
  return std::make_shared<const MassMatrixFunction>(checked(std::move(model), "mass matrix"));
}

std::shared_ptr<const ExternalFunction> bias_forces_function(
    std::shared_ptr<const JointSpaceDynamics> model) {
  return std::make_shared<const BiasForcesFunction>(checked(std::move(model), "bias forces"));
}

}  // namespace acausal::robotics
