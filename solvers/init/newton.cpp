#include "solvers/init/newton.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>
#include <Eigen/Dense>
#include <Eigen/SparseCore>
#include <Eigen/SparseLU>

#include "core/errors.hpp"

namespace acausal::solvers {
namespace {

constexpr int kMaxIterations = 50;
constexpr double kTolerance = 1e-10;
constexpr int kDenseFallbackLimit = 3000;

double max_norm(const std::vector<double>& r) {
  double m = 0;
  for (double v : r) m = std::max(m, std::isnan(v) ? INFINITY : std::fabs(v));
  return m;
}

std::string worst_equations(const CompiledModel& model, const std::vector<double>& r) {
  std::vector<int> order(r.size());
  for (std::size_t i = 0; i < r.size(); ++i) order[i] = static_cast<int>(i);
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return std::fabs(r[static_cast<std::size_t>(a)]) > std::fabs(r[static_cast<std::size_t>(b)]);
  });
  std::string s;
  for (std::size_t k = 0; k < order.size() && k < 5; ++k) {
    const std::size_t i = static_cast<std::size_t>(order[k]);
    if (r[i] == 0) break;
    s += fmt::format("\n    residual {:.3g} in {}", r[i], model.init_equation_origin[i]);
  }
  return s;
}

}  // namespace

NewtonResult solve_initialization(const CompiledModel& model, const std::vector<double>& parameters,
                                  const std::vector<double>& discrete, double t,
                                  std::vector<double>& z) {
  const int n = static_cast<int>(z.size());
  const SparsityPattern& pattern = model.init_jacobian.pattern;
  std::vector<double> reg_r = model.init_residual.make_registers();
  std::vector<double> reg_j = model.init_jacobian.values.make_registers();
  std::vector<double> r(static_cast<std::size_t>(n)),
      values(static_cast<std::size_t>(pattern.nonzeros()));
  auto eval = [&](const std::vector<double>& x, std::vector<double>& out) {
    model.init_residual.run(
        ProgramInputs{x.data(), nullptr, parameters.data(), t, 0.0, discrete.data()}, reg_r,
        out.data());
  };

  Eigen::SparseLU<Eigen::SparseMatrix<double>, Eigen::COLAMDOrdering<int>> lu;
  bool analysed = false;
  NewtonResult result;
  eval(z, r);
  double norm = max_norm(r);
  std::vector<double> trial(z.size()), r_trial(r.size());
  for (result.iterations = 0; norm > kTolerance; ++result.iterations) {
    if (result.iterations == kMaxIterations)
      throw InitializationError(fmt::format(
          "initialisation did not converge in {} Newton iterations (largest residual {:.3g}). "
          "Equations with the largest residuals:{}\n  Give better start values to the "
          "variables of these equations.",
          kMaxIterations, norm, worst_equations(model, r)));
    model.init_jacobian.values.run(
        ProgramInputs{z.data(), nullptr, parameters.data(), t, 0.0, discrete.data()}, reg_j,
        values.data());
    Eigen::Map<const Eigen::SparseMatrix<double>> jac(n, n, pattern.nonzeros(),
                                                      pattern.column_start.data(),
                                                      pattern.row_index.data(), values.data());
    Eigen::SparseMatrix<double> a = jac;
    if (!analysed) {
      lu.analyzePattern(a);
      analysed = true;
    }
    lu.factorize(a);
    Eigen::Map<const Eigen::VectorXd> rhs(r.data(), n);
    Eigen::VectorXd dz;
    bool solved = lu.info() == Eigen::Success;
    if (solved) {
      dz = lu.solve(-rhs);
    } else if (n <= kDenseFallbackLimit) {
      // Eigen's SparseLU can stop at a zero pivot that row exchanges outside its
      // column-wise threshold pivoting would avoid; full pivoting decides.
      Eigen::FullPivLU<Eigen::MatrixXd> dense{Eigen::MatrixXd(a)};
      if (dense.isInvertible()) {
        dz = dense.solve(-rhs);
        solved = true;
      }
    }
    if (!solved) {
      std::string conditions;
      for (std::size_t i = static_cast<std::size_t>(model.size());
           i < model.init_equation_origin.size(); ++i)
        conditions += "\n    " + model.init_equation_origin[i];
      throw InitializationError(
          fmt::format("the initialisation system is singular at the start values ({}). The initial "
                      "conditions may fix dependent quantities while leaving others free. Initial "
                      "conditions:{}",
                      lu.lastErrorMessage(), conditions));
    }
    // Damped step: halve until the residual decreases.
    double step = 1.0;
    double new_norm = INFINITY;
    for (int k = 0; k < 12; ++k, step *= 0.5) {
      for (int i = 0; i < n; ++i)
        trial[static_cast<std::size_t>(i)] = z[static_cast<std::size_t>(i)] + step * dz[i];
      eval(trial, r_trial);
      new_norm = max_norm(r_trial);
      if (new_norm < norm || new_norm <= kTolerance) break;
    }
    if (!(new_norm < norm) && new_norm > kTolerance) {
      // No descent: accept the full step anyway only if it is finite.
      if (!std::isfinite(new_norm))
        throw InitializationError(fmt::format(
            "initialisation failed: Newton steps lead to non-finite values. Equations with the "
            "largest residuals:{}",
            worst_equations(model, r)));
    }
    z.swap(trial);
    r.swap(r_trial);
    norm = new_norm;
    // Stagnation: residual tiny relative to the values.
    if (step == 1.0 && dz.lpNorm<Eigen::Infinity>() <= 1e-13 * (1.0 + max_norm(z))) break;
  }
  result.residual_norm = norm;
  return result;
}

}  // namespace acausal::solvers
