#include "kinematics/ik_numerical.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <utility>

#include <fmt/format.h>
#include <Eigen/Cholesky>

#include "core/errors.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/jacobians.hpp"

namespace acausal::kinematics {

namespace {

struct WeightedError {
  Vector6d vector;  // weighted pose error
  double cost = 0;  // ½|vector|²
  double position = 0;
  double orientation = 0;
};

WeightedError weighted_error(const SerialChain& chain, const Eigen::Isometry3d& target,
                             const Eigen::VectorXd& q, const Vector6d& sqrt_weights,
                             const Vector6d& weights) {
  const Vector6d raw = pose_error(target, forward_kinematics(chain, q));
  WeightedError e;
  e.vector = sqrt_weights.cwiseProduct(raw);
  e.cost = 0.5 * e.vector.squaredNorm();
  Vector6d counted = raw;
  for (int i = 0; i < 6; ++i)
    if (weights[i] == 0) counted[i] = 0;
  e.position = counted.head<3>().norm();
  e.orientation = counted.tail<3>().norm();
  return e;
}

}  // namespace

std::string to_string(IkTermination termination) {
  switch (termination) {
    case IkTermination::converged:
      return "converged";
    case IkTermination::iteration_limit:
      return "iteration limit";
    case IkTermination::stalled:
      return "stalled";
  }
  return "?";
}

NumericalIk::NumericalIk(SerialChain chain, NumericalIkOptions options)
    : chain_(std::move(chain)), options_(options) {
  if (options_.max_iterations < 1 || !(options_.position_tolerance > 0) ||
      !(options_.orientation_tolerance > 0) || options_.restarts < 0)
    throw ModelError(
        fmt::format("numerical inverse kinematics of robot '{}': need at least one "
                    "iteration, positive tolerances and non-negative restarts",
                    chain_.name()));
  for (int i = 0; i < 6; ++i)
    if (!(options_.weights[i] >= 0))
      throw ModelError(
          fmt::format("numerical inverse kinematics of robot '{}': pose error "
                      "weight {} is {}; weights must be non-negative",
                      chain_.name(), i, options_.weights[i]));
}

NumericalIkReport NumericalIk::solve_from(const Eigen::Isometry3d& target,
                                          Eigen::VectorXd q) const {
  const Vector6d& weights = options_.weights;
  const Vector6d sqrt_weights = weights.cwiseSqrt();
  q = chain_.clamp_to_limits(q);
  WeightedError error = weighted_error(chain_, target, q, sqrt_weights, weights);
  NumericalIkReport report;
  report.starts = 1;
  double damping = -1;
  int small_steps = 0;
  auto done = [&] {
    return error.position <= options_.position_tolerance &&
           error.orientation <= options_.orientation_tolerance;
  };
  while (!done() && report.iterations < options_.max_iterations) {
    ++report.iterations;
    const Eigen::MatrixXd jacobian = sqrt_weights.asDiagonal() * geometric_jacobian(chain_, q);
    // With more joints than pose components the same step is solved in task
    // space, (JᵀJ + λ)⁻¹ Jᵀ e = Jᵀ (J Jᵀ + λ)⁻¹ e: a 6×6 system instead of an
    // n×n one, so that a chain of 1000 joints stays fast.
    const bool task_space = jacobian.cols() > jacobian.rows();
    const Eigen::MatrixXd normal = task_space ? Eigen::MatrixXd(jacobian * jacobian.transpose())
                                              : Eigen::MatrixXd(jacobian.transpose() * jacobian);
    const Eigen::VectorXd gradient = jacobian.transpose() * error.vector;
    if (damping < 0)
      damping =
          options_.initial_damping * std::max(jacobian.colwise().squaredNorm().maxCoeff(), 1e-12);
    bool improved = false;
    // Raise the damping until a step lowers the error (or give up this iteration).
    for (int attempt = 0; attempt < 30 && !improved; ++attempt) {
      Eigen::MatrixXd damped = normal;
      damped.diagonal().array() += damping;
      const Eigen::VectorXd step =
          task_space ? Eigen::VectorXd(jacobian.transpose() * damped.ldlt().solve(error.vector))
                     : Eigen::VectorXd(damped.ldlt().solve(gradient));
      const Eigen::VectorXd candidate = chain_.clamp_to_limits(q + step);
      const WeightedError trial = weighted_error(chain_, target, candidate, sqrt_weights, weights);
      if (trial.cost < error.cost) {
        const double moved = (candidate - q).norm();
        small_steps = moved <= 1e-15 * (1 + q.norm()) ? small_steps + 1 : 0;
        q = candidate;
        error = trial;
        damping = std::max(damping / 3, 1e-15);
        improved = true;
      } else {
        damping *= 4;
      }
    }
    if (!improved || small_steps >= 3) {
      report.termination = IkTermination::stalled;
      break;
    }
  }
  report.q = q;
  report.position_error = error.position;
  report.orientation_error = error.orientation;
  // Converged only if the final configuration itself passes (no stale flag).
  report.converged = done() && chain_.within_limits(q);
  if (report.converged) report.termination = IkTermination::converged;
  return report;
}

NumericalIkReport NumericalIk::solve(const Eigen::Isometry3d& target,
                                     const Eigen::VectorXd& initial) const {
  chain_.check_coordinates(initial, "numerical inverse kinematics start");
  NumericalIkReport best = solve_from(target, initial);
  int iterations = best.iterations;
  int starts = 1;
  std::mt19937 random(options_.random_seed);
  for (int restart = 0; restart < options_.restarts && !best.converged; ++restart) {
    Eigen::VectorXd start(chain_.dof());
    for (int i = 0; i < chain_.dof(); ++i) {
      const Coordinate& c = chain_.coordinates()[static_cast<std::size_t>(i)];
      // Unbounded coordinates are sampled over one turn (revolute) or ±1 m.
      const double span = c.type == JointType::revolute ? std::numbers::pi : 1.0;
      const double lower = std::max(c.limit.lower, -span), upper = std::min(c.limit.upper, span);
      start[i] = std::uniform_real_distribution<double>(std::min(lower, upper),
                                                        std::max(lower, upper))(random);
    }
    NumericalIkReport attempt = solve_from(target, start);
    iterations += attempt.iterations;
    ++starts;
    const double attempt_cost = attempt.position_error + attempt.orientation_error;
    const double best_cost = best.position_error + best.orientation_error;
    if (attempt.converged || attempt_cost < best_cost) best = std::move(attempt);
  }
  best.iterations = iterations;
  best.starts = starts;
  best.message =
      best.converged
          ? fmt::format("converged after {} iterations from {} start(s)", iterations, starts)
          : fmt::format(
                "robot '{}': numerical inverse kinematics did not converge ({}) after {} "
                "iterations from {} start(s): the closest configuration leaves the tool "
                "{:.6g} m and {:.6g} rad from the target; the pose is probably "
                "unreachable (or outside the joint limits) — move the target or add "
                "restarts",
                chain_.name(), to_string(best.termination), iterations, starts, best.position_error,
                best.orientation_error);
  return best;
}

}  // namespace acausal::kinematics
