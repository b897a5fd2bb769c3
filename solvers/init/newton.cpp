#include "solvers/init/newton.hpp"

#include <algorithm>
#include <cmath>
#include <type_traits>

#include <fmt/format.h>
#include <Eigen/Dense>
#include <Eigen/SparseCore>
#include <Eigen/SparseLU>

#include "core/compile/init_evaluation.hpp"
#include "core/errors.hpp"
#include "solvers/init/non_finite.hpp"

namespace acausal::solvers {
namespace {

constexpr int kMaxInitNewtonIterations = 50;
constexpr double kTolerance = 1e-10;
constexpr int kDenseFallbackLimit = 3000;
constexpr int kWatchdogSteps = 3;
constexpr int kLeastSquaresSteps = 3;
// Residual accepted when Newton stops by stagnation, relative to the size of
// the terms of its equation: anything larger is no solution, and a run must
// not start from it.
constexpr double kAcceptedResidual = 1e-6;
// A pivot this small against its column's largest entry is a zero that
// round-off left (see pivot_at_round_off).
constexpr double kRoundOffPivot = 1e-12;

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

// Names the unknowns the singular Jacobian leaves free (null-space directions)
// and the equations that are dependent (left null space), so the user sees
// which initial condition to change.
std::string rank_diagnosis(const CompiledModel& model, const Eigen::MatrixXd& a) {
  Eigen::FullPivLU<Eigen::MatrixXd> lu(a);
  const Eigen::MatrixXd kernel = lu.kernel();
  Eigen::FullPivLU<Eigen::MatrixXd> lu_t(a.transpose());
  const Eigen::MatrixXd left_kernel = lu_t.kernel();
  std::string s = fmt::format("\n  rank {} of {}.", lu.rank(), a.rows());
  auto largest = [](const Eigen::VectorXd& v) {
    std::vector<int> idx;
    const double top = v.cwiseAbs().maxCoeff();
    for (int i = 0; i < v.size(); ++i)
      if (std::fabs(v[i]) > 1e-6 * top) idx.push_back(i);
    std::sort(idx.begin(), idx.end(),
              [&](int x, int y) { return std::fabs(v[x]) > std::fabs(v[y]); });
    if (idx.size() > 6) idx.resize(6);
    return idx;
  };
  for (int c = 0; c < kernel.cols() && c < 4; ++c) {
    if (kernel.col(c).cwiseAbs().maxCoeff() == 0) continue;
    s += "\n  Not determined (free direction): ";
    for (int i : largest(kernel.col(c))) s += init_unknown_name(model, i) + "  ";
  }
  for (int c = 0; c < left_kernel.cols() && c < 4; ++c) {
    if (left_kernel.col(c).cwiseAbs().maxCoeff() == 0) continue;
    s += "\n  Dependent equations:";
    for (int i : largest(left_kernel.col(c)))
      s += "\n    " + shortened_origin(model.init_equation_origin[static_cast<std::size_t>(i)]);
  }
  return s;
}

// Chooses unknowns whose null-space rows span the null space of `a`
// (algebraic unknowns with a start value, then states, then the others), so
// that holding them makes the rest determined.
std::vector<int> unknowns_to_hold(const CompiledModel& model, const Eigen::MatrixXd& a) {
  const Eigen::MatrixXd kernel = Eigen::FullPivLU<Eigen::MatrixXd>(a).kernel();
  const auto deficiency = kernel.cols();
  std::vector<int> order(static_cast<std::size_t>(a.cols()));
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int>(k);
  auto is_state = [&](int k) {
    return k < model.size() && model.components[static_cast<std::size_t>(k)].differential;
  };
  // An algebraic unknown whose component gave it a start value (a stuck
  // friction's sa = 0: it carries no load that something else can carry, as
  // Dymola's initialisation of MSL RobotR3.FullRobot shows) comes first.
  auto is_guessed_algebraic = [&](int k) {
    return k < model.size() && !model.components[static_cast<std::size_t>(k)].differential &&
           model.components[static_cast<std::size_t>(k)].has_start;
  };
  auto rank = [&](int k) { return is_guessed_algebraic(k) ? 0 : is_state(k) ? 1 : 2; };
  std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
    if (rank(x) != rank(y)) return rank(x) < rank(y);
    return kernel.row(x).norm() > kernel.row(y).norm();
  });
  std::vector<int> held;
  for (int k : order) {
    if (static_cast<Eigen::Index>(held.size()) == deficiency) break;
    if (kernel.row(k).norm() <= 1e-9 * kernel.norm()) continue;
    Eigen::MatrixXd rows(static_cast<Eigen::Index>(held.size()) + 1, deficiency);
    for (std::size_t i = 0; i < held.size(); ++i)
      rows.row(static_cast<Eigen::Index>(i)) = kernel.row(held[i]);
    rows.row(static_cast<Eigen::Index>(held.size())) = kernel.row(k);
    if (Eigen::FullPivLU<Eigen::MatrixXd>(rows).rank() == rows.rows()) held.push_back(k);
  }
  return held;
}

// True when every residual is small against its equation's terms, estimated
// by sum_j |dF_i/dz_j| |z_j| (an equation 1e20 (x - 1) = 1e-4 is solved by
// x = 1 to the last bit though its residual is 1e-4).
bool residual_negligible(InitEvaluation& system, const std::vector<double>& z,
                         const std::vector<double>& r) {
  const SparsityPattern& pattern = system.pattern();
  std::vector<double> values(static_cast<std::size_t>(pattern.nonzeros()));
  system.jacobian(z, values.data());
  std::vector<double> scale(r.size(), 1.0);
  for (std::size_t c = 0; c + 1 < pattern.column_start.size(); ++c)
    for (int k = pattern.column_start[c]; k < pattern.column_start[c + 1]; ++k)
      scale[static_cast<std::size_t>(pattern.row_index[static_cast<std::size_t>(k)])] +=
          std::fabs(values[static_cast<std::size_t>(k)] * z[c]);
  for (std::size_t i = 0; i < r.size(); ++i)
    if (!(std::fabs(r[i]) <= kAcceptedResidual * scale[i])) return false;
  return true;
}

using SparseLu = Eigen::SparseLU<Eigen::SparseMatrix<double>, Eigen::COLAMDOrdering<int>>;

// Whether a pivot of the factorisation is at the round-off of its column: a
// rank-deficient matrix (a redundant initial condition) whose elimination left
// 1e-17 where exact arithmetic leaves 0. Solving with it moves the unknowns of
// the free direction by round-off over round-off, an arbitrary amount (the
// split of a stuck axis's load between friction and motor would then depend
// on the Jacobian's round-off), so the matrix is treated as singular. No
// built-in model reaches the threshold (smallest ratio seen 3e-7). The
// diagonal of U lies in the supernodes of L (as in Eigen's
// SparseLU::absDeterminant).
bool pivot_at_round_off(const SparseLu& lu, const Eigen::SparseMatrix<double>& a) {
  const auto& supernodes = lu.matrixL().m_mapL;
  const auto& factored_column = lu.colsPermutation().indices();
  for (Eigen::Index c = 0; c < a.cols(); ++c) {
    double column_size = 0;
    for (Eigen::SparseMatrix<double>::InnerIterator it(a, c); it; ++it)
      column_size = std::max(column_size, std::fabs(it.value()));
    const Eigen::Index j = factored_column(c);
    double pivot = 0;
    for (typename std::decay_t<decltype(supernodes)>::InnerIterator it(supernodes, j); it; ++it)
      if (it.index() == j) {
        pivot = std::fabs(it.value());
        break;
      }
    if (pivot <= kRoundOffPivot * column_size) return true;
  }
  return false;
}

}  // namespace

NewtonResult solve_initialization(const CompiledModel& model, const std::vector<double>& parameters,
                                  const std::vector<double>& discrete, double t,
                                  std::vector<double>& z) {
  const int n = static_cast<int>(z.size());
  InitEvaluation system(model, parameters, discrete, t);
  const SparsityPattern& pattern = system.pattern();
  std::vector<double> r(static_cast<std::size_t>(n)),
      values(static_cast<std::size_t>(pattern.nonzeros()));
  auto eval = [&](const std::vector<double>& x, std::vector<double>& out) {
    system.residual(x, out.data());
  };

  SparseLu lu;
  bool analysed = false;
  NewtonResult result;
  eval(z, r);
  require_finite_init_residual(model, z, r, "at the start values");
  double norm = max_norm(r);
  std::vector<double> trial(z.size()), r_trial(r.size());
  std::vector<double> watch_z;
  double watch_norm = INFINITY;
  int relaxed_steps = 0;
  bool watchdog_allowed = true;
  bool singular = false;  // the last Jacobian was singular
  int least_squares_steps = 0;
  // Once the residual is within the tolerance, one more Newton step (not
  // counted): unknowns then carry round-off, not the tolerance's error, so
  // that relations on quantities that are zero at the solution (a stuck
  // friction's speed, 4e-11 after converging to 1e-10) keep the side that
  // the zero gives them in the next round of the initial event iteration;
  // and the matrix is factored at the solution itself, where a singular one
  // must hold the free unknowns at their start values.
  bool polished = false;
  for (result.iterations = 0;; ++result.iterations) {
    const bool polishing = norm <= kTolerance;
    if (polishing && (polished || n == 0)) break;
    polished = polishing;
    if (!polishing && result.iterations == kMaxInitNewtonIterations)
      throw InitializationError(fmt::format(
          "initialisation did not converge in {} Newton iterations (largest residual {:.3g}). "
          "Equations with the largest residuals:{}\n  Give better start values to the "
          "variables of these equations.",
          kMaxInitNewtonIterations, norm, worst_equations(model, r)));
    system.jacobian(z, values.data());
    if (polishing &&
        !std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); }))
      break;  // converged where a derivative has a pole (a magnitude at 0): done
    require_finite_init_jacobian(model, z, values,
                                 result.iterations == 0
                                     ? std::string("at the start values")
                                     : fmt::format("after {} Newton steps", result.iterations));
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
    bool solved =
        lu.info() == Eigen::Success && !(n <= kDenseFallbackLimit && pivot_at_round_off(lu, a));
    singular = !solved;
    if (solved) {
      dz = lu.solve(-rhs);
    } else if (n <= kDenseFallbackLimit) {
      // Eigen's SparseLU can stop at a zero pivot that row exchanges outside its
      // column-wise threshold pivoting would avoid; full pivoting decides.
      const Eigen::MatrixXd dense_a(a);
      Eigen::FullPivLU<Eigen::MatrixXd> dense(dense_a);
      if (dense.isInvertible()) {
        dz = dense.solve(-rhs);
        solved = true;
        singular = false;
      } else {
        // Rank deficient but consistent (a redundant initial condition, e.g. an
        // acceleration fixed both by a stuck friction element and by a start
        // condition): hold as many unknowns as the rank lacks at their start
        // values (algebraic unknowns with a start value first, then states, as
        // missing initial conditions are completed with state start values),
        // and solve for the rest. The start value, not the current one: an
        // earlier round of the event iteration (a friction sliding for a
        // moment) or a step taken before the singularity showed may have moved
        // the held unknown by an arbitrary amount.
        const std::vector<int> held = unknowns_to_hold(model, dense_a);
        std::vector<char> is_held(static_cast<std::size_t>(n), 0);
        Eigen::VectorXd held_step = Eigen::VectorXd::Zero(n);
        for (int k : held) {
          is_held[static_cast<std::size_t>(k)] = 1;
          if (k < model.size() && model.components[static_cast<std::size_t>(k)].has_start)
            held_step[k] = model.components[static_cast<std::size_t>(k)].start -
                           z[static_cast<std::size_t>(k)];
        }
        const Eigen::VectorXd held_rhs = rhs + dense_a * held_step;
        std::vector<int> free_columns;
        for (int k = 0; k < n; ++k)
          if (!is_held[static_cast<std::size_t>(k)]) free_columns.push_back(k);
        Eigen::MatrixXd reduced(n, static_cast<Eigen::Index>(free_columns.size()));
        for (std::size_t c = 0; c < free_columns.size(); ++c)
          reduced.col(static_cast<Eigen::Index>(c)) = dense_a.col(free_columns[c]);
        // Every unknown held (a zero matrix): the held step is the whole step.
        Eigen::ColPivHouseholderQR<Eigen::MatrixXd> qr;
        if (reduced.cols() > 0) qr.compute(reduced);
        const Eigen::VectorXd step =
            reduced.cols() > 0 ? Eigen::VectorXd(qr.solve(-held_rhs)) : Eigen::VectorXd();
        const double mismatch = (reduced * step + held_rhs).lpNorm<Eigen::Infinity>();
        if ((reduced.cols() == 0 || qr.rank() == reduced.cols()) &&
            mismatch <= 1e-8 * (1.0 + held_rhs.lpNorm<Eigen::Infinity>())) {
          dz = held_step;
          for (std::size_t c = 0; c < free_columns.size(); ++c)
            dz[free_columns[c]] = step[static_cast<Eigen::Index>(c)];
          solved = true;
          for (int k : held) {
            std::string name = init_unknown_name(model, k);
            if (std::find(result.undetermined.begin(), result.undetermined.end(), name) ==
                result.undetermined.end())
              result.undetermined.push_back(std::move(name));
          }
        } else if (least_squares_steps < kLeastSquaresSteps &&
                   (reduced * step + held_rhs).norm() < 0.999 * rhs.norm()) {
          // Inconsistent here, but the Jacobian may be singular only at this
          // point (a product with an unknown that starts at zero): a
          // least-squares step that reduces the residual, then Newton again.
          ++least_squares_steps;
          dz = held_step;
          for (std::size_t c = 0; c < free_columns.size(); ++c)
            dz[free_columns[c]] = step[static_cast<Eigen::Index>(c)];
          solved = true;
        }
      }
    }
    if (!solved && polishing) break;
    if (!solved) {
      std::string conditions;
      for (std::size_t i = static_cast<std::size_t>(model.size());
           i < model.init_equation_origin.size(); ++i)
        conditions += "\n    " + shortened_origin(model.init_equation_origin[i]);
      throw InitializationError(fmt::format(
          "the initialisation system is singular {}. The initial conditions may fix dependent "
          "quantities while leaving others free.{}\n  Initial conditions:{}",
          result.iterations == 0 ? "at the start values"
                                 : fmt::format("after {} Newton steps", result.iterations),
          n <= kDenseFallbackLimit ? rank_diagnosis(model, Eigen::MatrixXd(a)) : std::string(),
          conditions));
    }
    // Watchdog line search (Chamberlain, Powell, Lemarechal and Pedersen,
    // Math. Programming Study 16, 1982): a full step may increase the
    // residual for up to kWatchdogSteps iterations, since an explicit equation
    // such as P = v i or tau = F(w), extrapolated linearly while v, i or w
    // jump to their values, is exact one step later; if the residual has not
    // dropped below its value before the first relaxed step by then, go back
    // there and take damped steps.
    double step = 1.0;
    for (int i = 0; i < n; ++i)
      trial[static_cast<std::size_t>(i)] = z[static_cast<std::size_t>(i)] + dz[i];
    eval(trial, r_trial);
    double new_norm = max_norm(r_trial);
    if (polishing) {
      if (new_norm <= norm || new_norm <= kTolerance) {
        z.swap(trial);
        r.swap(r_trial);
        norm = new_norm;
      }
      break;  // the polishing step is not counted: result.iterations regular steps were taken
    }
    const bool decreased = new_norm < norm || new_norm <= kTolerance;
    if (!decreased && std::isfinite(new_norm) && watchdog_allowed &&
        relaxed_steps < kWatchdogSteps) {
      if (relaxed_steps == 0) {
        watch_z = z;
        watch_norm = norm;
      }
      ++relaxed_steps;
    } else if (!decreased) {
      if (relaxed_steps > 0) {  // the relaxed steps did not pay off
        z = watch_z;
        eval(z, r);
        norm = watch_norm;
        relaxed_steps = 0;
        watchdog_allowed = false;
        continue;
      }
      for (int k = 1; k < 12 && !(new_norm < norm); ++k) {
        step *= 0.5;
        for (int i = 0; i < n; ++i)
          trial[static_cast<std::size_t>(i)] = z[static_cast<std::size_t>(i)] + step * dz[i];
        eval(trial, r_trial);
        new_norm = max_norm(r_trial);
      }
      // At round-off no step reduces the residual any more: done if the
      // equations' own scale makes what is left negligible.
      if (!(new_norm < norm) && residual_negligible(system, z, r)) break;
      if (!(new_norm < norm))
        throw InitializationError(fmt::format(
            "initialisation failed: Newton steps do not reduce the residual (largest {:.3g}). "
            "Equations with the largest residuals:{}\n  Give better start values to the "
            "variables of these equations.",
            norm, worst_equations(model, r)));
    }
    if (relaxed_steps > 0 && new_norm < watch_norm) relaxed_steps = 0;  // paid off
    z.swap(trial);
    r.swap(r_trial);
    norm = new_norm;
    // Stagnation: every unknown's step tiny relative to its own value. (Against
    // the largest unknown, one unknown at 1e12 stopped Newton after its first
    // step on a consistent model and the residual check below reported
    // conflicting initial conditions.)
    bool stagnated = step == 1.0;
    for (int i = 0; i < n && stagnated; ++i)
      stagnated = std::fabs(dz[i]) <= 1e-13 * (1.0 + std::fabs(z[static_cast<std::size_t>(i)]));
    if (stagnated) break;
  }
  result.residual_norm = norm;
  // The loop also ends when the Newton steps stagnate; over inconsistent
  // initial conditions (a fixed start value that the other conditions
  // contradict) that is at a least-squares point whose residual is not small.
  if (norm > kTolerance && !residual_negligible(system, z, r)) {
    std::string conditions;
    for (std::size_t i = static_cast<std::size_t>(model.size());
         i < model.init_equation_origin.size(); ++i)
      conditions += "\n    " + shortened_origin(model.init_equation_origin[i]);
    throw InitializationError(fmt::format(
        "initialisation ended with a largest residual of {:.3g} after {} Newton iterations{}: the "
        "initial conditions cannot all hold. Equations with the largest residuals:{}\n  Initial "
        "conditions (fixed start values and initial equations):{}\n  Make the conflicting "
        "conditions agree, or release one of them (fixed = false).",
        norm, result.iterations,
        least_squares_steps > 0 ? " (only a least-squares solution exists)" : "",
        worst_equations(model, r), conditions));
  }
  // Unknowns held in a singular step are undetermined only if the Jacobian is
  // singular at the solution too, not just at a point on the way.
  if (!singular) result.undetermined.clear();
  return result;
}

}  // namespace acausal::solvers
