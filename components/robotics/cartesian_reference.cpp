#include "components/robotics/cartesian_reference.hpp"

#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "components/blocks/vector_signals.hpp"
#include "core/errors.hpp"
#include "core/expr/external_function.hpp"
#include "kinematics/jacobians.hpp"

namespace acausal::robotics {
namespace {

// (q, qd, qdd)(t) along the path; stateless, so safe in parallel runs.
class PathInverseKinematics final : public ExternalFunction {
 public:
  PathInverseKinematics(std::string name, CartesianReferenceParams p)
      : ExternalFunction(std::move(name), 1, 3 * p.robot->chain().dof()), p_(std::move(p)) {}

  Eigen::VectorXd solve(double t) const {
    const kinematics::CartesianSample target = p_.path->sample(t);
    const kinematics::IkResult result = p_.robot->inverse_kinematics(target.pose, p_.configuration);
    const kinematics::IkSolution* s = result.find(p_.configuration);
    if (s == nullptr)
      throw ModelError(fmt::format(
          "{}: no inverse-kinematics solution in the chosen configuration at t = {} s{}", name(), t,
          result.failure.empty() ? "" : ": " + result.failure));
    return s->q;
  }

  void evaluate(std::span<const double> u, std::span<double> y) const override {
    const double t = u[0];
    const kinematics::SerialChain& chain = p_.robot->chain();
    const int n = chain.dof();
    const kinematics::CartesianSample target = p_.path->sample(t);
    const Eigen::VectorXd q = solve(t);
    const Eigen::MatrixXd J = kinematics::geometric_jacobian(chain, q);
    const auto lu = J.partialPivLu();
    if (!(std::fabs(lu.determinant()) > 1e-12))
      throw ModelError(fmt::format("{}: the path meets a singularity at t = {} s", name(), t));
    Eigen::Matrix<double, 6, 1> twist, twist_rate;
    twist << target.linear_velocity, target.angular_velocity;
    twist_rate << target.linear_acceleration, target.angular_acceleration;
    const Eigen::VectorXd qd = lu.solve(twist);
    // Jdot qd = d/de J(q + e qd) qd at e = 0, by a central difference.
    const double h = std::cbrt(std::numeric_limits<double>::epsilon());
    const Eigen::VectorXd jdot_qd = (kinematics::geometric_jacobian(chain, q + h * qd) * qd -
                                     kinematics::geometric_jacobian(chain, q - h * qd) * qd) /
                                    (2 * h);
    const Eigen::VectorXd qdd = lu.solve(twist_rate - jdot_qd);
    for (int i = 0; i < n; ++i) {
      y[static_cast<std::size_t>(i)] = q[i];
      y[static_cast<std::size_t>(n + i)] = qd[i];
      y[static_cast<std::size_t>(2 * n + i)] = qdd[i];
    }
  }

 private:
  CartesianReferenceParams p_;
};

}  // namespace

CartesianReference::CartesianReference(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  if (!p.robot || !p.path)
    throw ModelError(fmt::format(
        "CartesianReference '{}': give both .robot (e.g. kinematics::seed000_robot6()) and .path "
        "(a kinematics::CartesianLine or CartesianCircle)",
        path()));
  const int n = p.robot->chain().dof();
  auto f = std::make_shared<const PathInverseKinematics>(path(), p);
  f->solve(p.path->start_time());  // out of reach at the start: say so now, not mid-run
  q = blocks::declare_outputs(*this, "q", static_cast<std::size_t>(n));
  qd = blocks::declare_outputs(*this, "qd", static_cast<std::size_t>(n));
  qdd = blocks::declare_outputs(*this, "qdd", static_cast<std::size_t>(n));
  const std::vector<Expr> t{Expr::time()};
  for (std::size_t i = 0; i < static_cast<std::size_t>(n); ++i) {
    const int k = static_cast<int>(i);
    equation(q[i].value, call(f, t, k));
    equation(qd[i].value, call(f, t, n + k));
    equation(qdd[i].value, call(f, t, 2 * n + k));
  }
}

}  // namespace acausal::robotics
