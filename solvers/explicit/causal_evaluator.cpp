#include "solvers/explicit/causal_evaluator.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

#include <Eigen/Dense>

#include "core/expr/external_function.hpp"

namespace acausal::solvers {
namespace {

constexpr int kMaxNewtonIterations = 30;

double& at(const CausalTarget& target, std::span<double> y, std::span<double> yp) {
  return target.derivative ? yp[static_cast<std::size_t>(target.index)]
                           : y[static_cast<std::size_t>(target.index)];
}

// Not finite (inf, NaN) when every exponent bit is set. Integer tests, ORed
// over a vector: no chain of dependent floating-point additions.
std::uint64_t not_finite(double x) {
  constexpr std::uint64_t kExponent = 0x7ff0000000000000ULL;
  return static_cast<std::uint64_t>((std::bit_cast<std::uint64_t>(x) & kExponent) == kExponent);
}

// The infinity norm of v[0, n); NaN and infinity give infinity.
double largest_magnitude(const std::vector<double>& v, std::size_t n) {
  double largest = 0.0;
  for (std::size_t i = 0; i < n; ++i)
    largest = std::isfinite(v[i]) ? std::max(largest, std::fabs(v[i]))
                                  : std::numeric_limits<double>::infinity();
  return largest;
}

bool all_finite(const std::vector<double>& v, std::size_t n) {
  std::uint64_t any = 0;
  for (std::size_t i = 0; i < n; ++i) any |= not_finite(v[i]);
  return any == 0;
}

// Solves A x = b in place (A column-major n x n, overwritten by its LU
// factors; b becomes x) by Gaussian elimination with partial pivoting, in the
// operations and order of Eigen's unblocked PartialPivLU and its column-wise
// triangular solves, without their allocations: the same bits for blocks of
// up to 8 tears (Eigen's solves switch to panels of 8 above that, its
// factorisation to blocks above 16). False if a pivot is zero.
bool solve_in_place(double* a, double* b, std::size_t n) {
  auto at = [&](std::size_t row, std::size_t column) -> double& { return a[column * n + row]; };
  for (std::size_t k = 0; k < n; ++k) {
    std::size_t pivot = k;
    for (std::size_t i = k + 1; i < n; ++i)
      if (std::fabs(at(i, k)) > std::fabs(at(pivot, k))) pivot = i;
    if (!(std::fabs(at(pivot, k)) > 0.0)) return false;
    if (pivot != k) {
      for (std::size_t j = 0; j < n; ++j) std::swap(at(k, j), at(pivot, j));
      std::swap(b[k], b[pivot]);
    }
    for (std::size_t i = k + 1; i < n; ++i) at(i, k) /= at(k, k);
    for (std::size_t j = k + 1; j < n; ++j)
      for (std::size_t i = k + 1; i < n; ++i) at(i, j) -= at(i, k) * at(k, j);
  }
  for (std::size_t k = 0; k < n; ++k)  // L y = P b, unit diagonal
    for (std::size_t i = k + 1; i < n; ++i) b[i] -= b[k] * at(i, k);
  for (std::size_t k = n; k-- > 0;) {  // U x = y
    b[k] /= at(k, k);
    for (std::size_t i = 0; i < k; ++i) b[i] -= b[k] * at(i, k);
  }
  return true;
}

}  // namespace

CausalEvaluator::CausalEvaluator(const CausalSequence& sequence) : sequence_(sequence) {
  std::size_t widest = 0, largest_block = 0, largest_jacobian = 0;
  for (const CausalStep& step : sequence.steps) {
    registers_.push_back({step.residual.make_registers(), step.jacobian.make_registers(),
                          step.values.make_registers()});
    StepInputs& reads = inputs_.emplace_back();
    for (const Program* program : {&step.residual, &step.jacobian, &step.values})
      for (auto [kind, list] :
           {std::pair{InputKind::Discrete, &reads.discrete}, std::pair{InputKind::Y, &reads.y},
            std::pair{InputKind::YP, &reads.yp}})
        for (int i : program->input_indices(kind)) list->push_back(i);
    for (const std::vector<int>* list : {&reads.y, &reads.yp})
      for (int i : *list) unknowns_ = std::max(unknowns_, static_cast<std::size_t>(i) + 1);
    for (const auto* targets : {&step.targets, &step.tears})
      for (const CausalTarget& target : *targets)
        unknowns_ = std::max(unknowns_, static_cast<std::size_t>(target.index) + 1);
    widest = std::max(widest, step.targets.size());
    largest_block = std::max(largest_block, step.tears.size());
    const std::size_t entries = step.sparse() ? static_cast<std::size_t>(step.pattern.nonzeros())
                                              : step.tears.size() * step.tears.size();
    largest_jacobian = std::max(largest_jacobian, entries);
    sparse_lu_.push_back(step.sparse() ? std::make_unique<SparseBlockLu>(step.pattern) : nullptr);
  }
  out_.resize(widest);
  residual_.resize(largest_block);
  start_.resize(largest_block);
  delta_.resize(largest_block);
  jacobian_.resize(largest_jacobian);
}

bool CausalEvaluator::solve_torn(const CausalStep& step, std::size_t k, const ProgramInputs& in,
                                 std::span<double> y, std::span<double> yp) {
  const std::size_t n = step.tears.size();
  StepRegisters& r = registers_[k];
  const std::size_t entries =
      step.sparse() ? static_cast<std::size_t>(step.pattern.nonzeros()) : n * n;
  step.residual.run(in, r.residual, residual_.data());
  double norm = largest_magnitude(residual_, n);
  for (int iteration = 0; iteration < kMaxNewtonIterations; ++iteration) {
    ++newton_iterations_;
    step.jacobian.run(in, r.jacobian, jacobian_.data());
    if (!all_finite(residual_, n) || !all_finite(jacobian_, entries)) return false;
    start_residual_ = residual_[0];
    // delta = -J^-1 residual, in residual_'s place.
    for (std::size_t i = 0; i < n; ++i) residual_[i] = -residual_[i];
    const bool solved = step.sparse() ? sparse_lu_[k]->solve(jacobian_.data(), residual_.data())
                                      : solve_in_place(jacobian_.data(), residual_.data(), n);
    if (!solved && !solve_rank_deficient(step, r, in, n)) return false;
    // Converged when the step changes no tear beyond 1e-10 of its own size,
    // or the whole step is at the block's rounding level: a test against the
    // block's largest tear alone would stop while tears of a small scale (a
    // torque of 1e-8 N.m) still carry errors, and the result would depend on
    // where the iteration started.
    bool relative = true, finite = true;
    double step_size = 0.0, size = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
      double& value = at(step.tears[i], y, yp);
      start_[i] = value;
      delta_[i] = residual_[i];
      value += delta_[i];
      finite = finite && std::isfinite(delta_[i]);
      relative = relative && std::fabs(delta_[i]) <= 1e-10 * std::fabs(value);
      step_size = std::max(step_size, std::fabs(delta_[i]));
      size = std::max(size, std::fabs(value));
    }
    if (!finite) return false;
    const bool settled = relative || step_size <= 1e-15 * (1.0 + size);
    // An affine block is solved by one step.
    if (step.linear || settled) return true;
    step.residual.run(in, r.residual, residual_.data());
    norm = backtrack(step, k, in, y, yp, norm);
  }
  return false;
}

// A full Newton step that does not reduce the block's residual is halved
// until it does (Armijo backtracking, Dennis and Schnabel 1983, sec. 6.3):
// on a piecewise-linear block (an op-amp whose output clips at its supply
// inside a feedback loop) full steps jump from one clip limit to the other
// and back for ever. A step that no halving improves is kept whole (the
// residual is at its rounding level, or the block is not smooth there), so
// a block that converges with full steps takes the same steps as before.
double CausalEvaluator::backtrack(const CausalStep& step, std::size_t k, const ProgramInputs& in,
                                  std::span<double> y, std::span<double> yp, double norm) {
  const std::size_t n = step.tears.size();
  const double full = largest_magnitude(residual_, n);
  if (full < norm || !(norm > 0.0)) return full;
  if (n == 1 && std::isfinite(residual_[0]) && (residual_[0] < 0.0) != (start_residual_ < 0.0))
    return bracket(step, k, in, y, yp);
  constexpr int kHalvings = 10;
  double alpha = 1.0;
  for (int halving = 0; halving < kHalvings; ++halving) {
    alpha *= 0.5;
    for (std::size_t i = 0; i < n; ++i) at(step.tears[i], y, yp) = start_[i] + alpha * delta_[i];
    step.residual.run(in, registers_[k].residual, residual_.data());
    const double trial = largest_magnitude(residual_, n);
    if (trial < norm) return trial;
  }
  for (std::size_t i = 0; i < n; ++i) at(step.tears[i], y, yp) = start_[i] + delta_[i];
  step.residual.run(in, registers_[k].residual, residual_.data());
  return full;
}

// A one-tear block whose residual changed sign over the Newton step has a
// root between its ends: the Illinois variant of regula falsi (Dowell and
// Jarratt 1971) narrows the bracket, exact on a linear piece and never
// leaving the bracket at a kink, where Newton's tangent from a clipped
// branch (slope 0 in the clipped term) points at the other limit.
double CausalEvaluator::bracket(const CausalStep& step, std::size_t k, const ProgramInputs& in,
                                std::span<double> y, std::span<double> yp) {
  double& x = at(step.tears[0], y, yp);
  double a = start_[0], fa = start_residual_, b = x, fb = residual_[0];
  constexpr int kIterations = 100;
  for (int iteration = 0; iteration < kIterations; ++iteration) {
    if (fb == 0.0 || std::fabs(b - a) <= 1e-15 * (1.0 + std::fabs(b))) break;
    double c = b - fb * (b - a) / (fb - fa);
    if (!std::isfinite(c) || c <= std::min(a, b) || c >= std::max(a, b)) c = 0.5 * (a + b);
    x = c;
    step.residual.run(in, registers_[k].residual, residual_.data());
    const double fc = residual_[0];
    if (!std::isfinite(fc)) break;
    if ((fc < 0.0) != (fb < 0.0)) {
      a = b;
      fa = fb;
    } else {
      fa *= 0.5;
    }
    b = c;
    fb = fc;
  }
  x = b;
  step.residual.run(in, registers_[k].residual, residual_.data());
  return std::fabs(residual_[0]);
}

bool CausalEvaluator::solve_rank_deficient(const CausalStep& step, StepRegisters& r,
                                           const ProgramInputs& in, std::size_t n) {
  // A block singular to partial pivoting: a consistent but rank-deficient one
  // (two stuck friction elements whose torque split no equation decides, MSL
  // LossyGearDemo2) has solutions, and full pivoting's leaves the undetermined
  // tears where they are. The factorisation overwrote the block: evaluated again.
  constexpr std::size_t kLargestDense = 400;
  if (n > kLargestDense) return false;
  step.residual.run(in, r.residual, residual_.data());
  step.jacobian.run(in, r.jacobian, jacobian_.data());
  Eigen::MatrixXd a =
      Eigen::MatrixXd::Zero(static_cast<Eigen::Index>(n), static_cast<Eigen::Index>(n));
  if (step.sparse()) {
    const SparsityPattern& pattern = step.pattern;
    for (std::size_t col = 0; col < n; ++col)
      for (int e = pattern.column_start[col]; e < pattern.column_start[col + 1]; ++e)
        a(pattern.row_index[static_cast<std::size_t>(e)], static_cast<Eigen::Index>(col)) =
            jacobian_[static_cast<std::size_t>(e)];
  } else {
    a = Eigen::Map<const Eigen::MatrixXd>(jacobian_.data(), static_cast<Eigen::Index>(n),
                                          static_cast<Eigen::Index>(n));
  }
  Eigen::Map<Eigen::VectorXd> b(residual_.data(), static_cast<Eigen::Index>(n));
  const Eigen::VectorXd delta = Eigen::FullPivLU<Eigen::MatrixXd>(a).solve(-b);
  if (!delta.allFinite()) return false;
  b = delta;
  return true;
}

bool CausalEvaluator::evaluate(double t, std::span<double> y, std::span<double> yp,
                               const double* parameters, const double* discrete,
                               const std::vector<char>* only) {
  if (!sequence_.complete) return false;
  const ProgramInputs in{y.data(), yp.data(), parameters, t, 0.0, discrete};
  for (std::size_t k = 0; k < sequence_.steps.size(); ++k) {
    if (only != nullptr && !(*only)[k]) continue;
    const CausalStep& step = sequence_.steps[k];
    if (!step.tears.empty() && !solve_torn(step, k, in, y, yp)) return false;
    if (step.targets.empty()) continue;
    if (step.values.has_native_store()) {  // generated code stores into y and y' itself
      if (!step.values.run_and_store(in, registers_[k].values, y.data(), yp.data())) return false;
      continue;
    }
    step.values.run(in, registers_[k].values, out_.data());
    std::uint64_t any = 0;  // a failed evaluation leaves a partly updated point
    for (std::size_t i = 0; i < step.targets.size(); ++i) {
      at(step.targets[i], y, yp) = out_[i];
      any |= not_finite(out_[i]);
    }
    if (any != 0) return false;
  }
  return true;
}

std::vector<char> CausalEvaluator::steps_for(std::vector<char> y_needed,
                                             std::vector<char> yp_needed) const {
  auto wanted = [&](const CausalTarget& target) {
    return (target.derivative ? yp_needed : y_needed)[static_cast<std::size_t>(target.index)] != 0;
  };
  std::vector<char> run(sequence_.steps.size(), 0);
  // Backwards: a step reads only the states and the unknowns of earlier steps.
  for (std::size_t k = sequence_.steps.size(); k-- > 0;) {
    const CausalStep& step = sequence_.steps[k];
    if (std::none_of(step.targets.begin(), step.targets.end(), wanted) &&
        std::none_of(step.tears.begin(), step.tears.end(), wanted))
      continue;
    run[k] = 1;
    for (const Program* program : {&step.residual, &step.jacobian, &step.values}) {
      for (int i : program->input_indices(InputKind::Y)) y_needed[static_cast<std::size_t>(i)] = 1;
      for (int i : program->input_indices(InputKind::YP))
        yp_needed[static_cast<std::size_t>(i)] = 1;
    }
  }
  return run;
}

std::vector<char> CausalEvaluator::steps_after(const std::vector<char>& changed) const {
  return downstream(changed, {});
}

std::vector<char> CausalEvaluator::steps_reached_by(std::vector<char> y_changed) const {
  return downstream({}, std::move(y_changed));
}

std::vector<char> CausalEvaluator::downstream(const std::vector<char>& changed,
                                              std::vector<char> y_changed) const {
  std::vector<char> run(sequence_.steps.size(), 0), yp_changed(unknowns_, 0);
  y_changed.resize(std::max(y_changed.size(), unknowns_), 0);
  auto marked = [](const std::vector<char>& flags, int i) {
    return static_cast<std::size_t>(i) < flags.size() && flags[static_cast<std::size_t>(i)] != 0;
  };
  auto any_of = [&](const std::vector<int>& indices, const std::vector<char>& flags) {
    return std::ranges::any_of(indices, [&](int i) { return marked(flags, i); });
  };
  auto mark = [&](const CausalTarget& target) {
    (target.derivative ? yp_changed : y_changed)[static_cast<std::size_t>(target.index)] = 1;
  };
  std::vector<char> register_changed;
  // Forwards: a step reads only the states and the unknowns of earlier steps.
  for (std::size_t k = 0; k < sequence_.steps.size(); ++k) {
    const StepInputs& reads = inputs_[k];
    if (!any_of(reads.discrete, changed) && !any_of(reads.y, y_changed) &&
        !any_of(reads.yp, yp_changed))
      continue;
    run[k] = 1;
    const CausalStep& step = sequence_.steps[k];
    if (!step.tears.empty()) {  // a torn block's unknowns all move together
      for (const auto* targets : {&step.targets, &step.tears})
        std::ranges::for_each(*targets, mark);
      continue;
    }
    // An assignment step groups unrelated assignments: only the outputs that
    // read a changed value change (followed through the program's registers).
    const Program& values = step.values;
    register_changed.assign(static_cast<std::size_t>(values.num_registers()), 0);
    auto reg = [&](std::int32_t r) -> char& {
      return register_changed[static_cast<std::size_t>(r)];
    };
    for (const Program::Instruction& ins : values.instructions()) {
      switch (ins.code) {
        case Program::Code::LoadY:
          reg(ins.dst) = marked(y_changed, ins.a);
          break;
        case Program::Code::LoadYp:
          reg(ins.dst) = marked(yp_changed, ins.a);
          break;
        case Program::Code::LoadDiscrete:
          reg(ins.dst) = marked(changed, ins.a);
          break;
        case Program::Code::Apply: {
          const std::int32_t args[3] = {ins.a, ins.b, ins.c};
          char any = 0;
          for (int i = 0; i < arity(ins.op); ++i) any |= reg(args[i]);
          reg(ins.dst) = any;
          break;
        }
        case Program::Code::Call: {
          const Program::CallSite& site = values.calls()[static_cast<std::size_t>(ins.a)];
          char any = 0;
          for (std::int32_t argument : site.arguments) any |= reg(argument);
          for (int i = 0; i < site.function->num_outputs(); ++i) reg(site.outputs + i) = any;
          break;
        }
        default:
          break;  // parameters, time, cj: unchanged by an event
      }
    }
    for (std::size_t i = 0; i < step.targets.size(); ++i)
      if (reg(values.output_registers()[i])) mark(step.targets[i]);
  }
  return run;
}

}  // namespace acausal::solvers
