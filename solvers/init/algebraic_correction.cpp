#include "solvers/init/algebraic_correction.hpp"

#include <algorithm>
#include <cmath>

#include <klu.h>

#include <Eigen/Dense>
#include <Eigen/SparseCore>

#include "solvers/explicit/causal_evaluator.hpp"

namespace acausal::solvers {

// The Newton matrix for [y' of the states, y of the algebraic unknowns] is
// dF/dy' in the state columns and dF/dy in the others. The Jacobian program
// gives dF/dy + cj dF/dy'. With a large cj, J(cj) / cj is dF/dy' + O(1/cj) in
// the state columns (`scaled`: one evaluation; the iteration contracts by
// about |dF/dy| / (cj |dF/dy'|)). In a mode faster than 1/cj (an inductor of
// 0.16 mH closed by an off thyristor's 1e5 Ohm: 1.6 ns, MSL
// ThyristorBridge2Pulse_DC_Drive) that error exceeds dF/dy' and Newton stalls;
// then (J(cj) - J(0)) / cj gives dF/dy' exactly (`exact`: two evaluations).
constexpr double kCj = 1e8;
enum class NewtonMatrix { scaled, exact };
constexpr int kMaxCorrectionIterations = 8;

struct AlgebraicCorrector::Impl {
  const CompiledModel& model;
  std::vector<double> residual_registers, jacobian_registers;
  std::vector<double> r, values, values_at_zero, y_save, yp_save;
  std::vector<char> state;
  CausalEvaluator causal;
  // KLU (Davis and Palamadai Natarajan, ACM TOMS 37(3), 2010): a circuit's
  // sparse matrix factors several times faster than with Eigen's supernodal
  // SparseLU; the analysis (ordering) is done once for the fixed pattern.
  std::vector<int> column_start, row_index;
  klu_common common{};
  klu_symbolic* symbolic = nullptr;

  explicit Impl(const CompiledModel& m)
      : model(m),
        residual_registers(m.residual.make_registers()),
        jacobian_registers(m.jacobian.values.make_registers()),
        r(static_cast<std::size_t>(m.size())),
        values(static_cast<std::size_t>(m.jacobian.pattern.nonzeros())),
        values_at_zero(values.size()),
        causal(m.causal),
        column_start(m.jacobian.pattern.column_start),
        row_index(m.jacobian.pattern.row_index) {
    for (const DaeComponent& c : m.components) state.push_back(c.differential ? 1 : 0);
    klu_defaults(&common);
  }
  ~Impl() {
    if (symbolic != nullptr) klu_free_symbolic(&symbolic, &common);
  }
  Impl(const Impl&) = delete;
  Impl& operator=(const Impl&) = delete;

  // delta = -A^-1 r with A in the Jacobian's pattern (values); false if singular.
  bool solve(int n, Eigen::VectorXd& delta) {
    if (symbolic == nullptr)
      symbolic = klu_analyze(n, column_start.data(), row_index.data(), &common);
    if (symbolic == nullptr) return false;
    klu_numeric* numeric =
        klu_factor(column_start.data(), row_index.data(), values.data(), symbolic, &common);
    if (numeric == nullptr) return false;
    delta = -Eigen::Map<const Eigen::VectorXd>(r.data(), n);
    const bool solved =
        klu_solve(symbolic, numeric, n, 1, delta.data(), &common) != 0 && delta.allFinite();
    klu_free_numeric(&numeric, &common);
    return solved;
  }

  // The causal sequence solves the same equations by assignments and small
  // torn blocks; its result is accepted when the residual confirms it.
  // The residual's round-off grows with the values of the new point, which can
  // be far from the old one in an intermediate mode of an event iteration
  // (largest |y| 8e9 against 400 before, in the carrier-PWM inverter test once
  // the inverter has power outputs v*i), so the causal result is judged
  // relative to the larger of the two magnitudes (`scale`: the old point's).
  bool causal_confirmed(double t, std::span<double> y, std::span<double> yp, const double* p,
                        const double* d, const std::vector<char>* only, double scale) {
    if (!causal.evaluate(t, y, yp, p, d, only)) return false;
    double new_scale = scale;
    for (double v : y) new_scale = std::max(new_scale, std::fabs(v));
    return norm(t, y.data(), yp.data(), p, d) <= 1e-12 * (1.0 + new_scale);
  }

  // Newton on the point; the iterations, or -1 if the residual does not come
  // within the tolerance (y, yp then hold the last iterate).
  int newton(double t, std::span<double> y, std::span<double> yp, const double* p, const double* d,
             double scale, NewtonMatrix matrix) {
    const int n = model.size();
    const auto& pattern = model.jacobian.pattern;
    const double tolerance = 1e-12 * (1.0 + scale);
    double current = norm(t, y.data(), yp.data(), p, d);
    for (int iteration = 0; iteration < kMaxCorrectionIterations; ++iteration) {
      if (current <= tolerance) return iteration;
      newton_matrix(t, y.data(), yp.data(), p, d, matrix);
      Eigen::VectorXd delta;
      if (!solve(n, delta)) {
        if (n > 3000) break;
        // Singular to KLU's pivoting: full pivoting decides (see solve_initialization).
        Eigen::Map<const Eigen::SparseMatrix<double>> a(n, n, pattern.nonzeros(),
                                                        pattern.column_start.data(),
                                                        pattern.row_index.data(), values.data());
        // A rank-deficient matrix of a consistent mode (two stuck friction
        // elements with an undetermined torque split, MSL LossyGearDemo2) has
        // solutions: FullPivLU's leaves the undetermined unknowns where they
        // are; an inconsistent mode fails the residual test below.
        Eigen::FullPivLU<Eigen::MatrixXd> dense{Eigen::MatrixXd(Eigen::SparseMatrix<double>(a))};
        delta = dense.solve(-Eigen::Map<const Eigen::VectorXd>(r.data(), n));
        if (!delta.allFinite()) break;
      }
      for (int i = 0; i < n; ++i) {
        if (state[static_cast<std::size_t>(i)])
          yp[static_cast<std::size_t>(i)] += delta[i];
        else
          y[static_cast<std::size_t>(i)] += delta[i];
      }
      current = norm(t, y.data(), yp.data(), p, d);
    }
    // Newton stalls at the round-off of the new point, which an intermediate
    // mode of an event iteration can make large (two diodes of a bridge leg
    // conducting at once: |y'| 1e10 against 430 at the left limit, MSL
    // SMPM_Braking), so the final acceptance is relative to it.
    double new_scale = scale;
    for (double v : y) new_scale = std::max(new_scale, std::fabs(v));
    for (double v : yp) new_scale = std::max(new_scale, std::fabs(v));
    return current <= 1e-9 * (1.0 + new_scale) ? kMaxCorrectionIterations : -1;
  }

  // values = the Newton matrix at (t, y, yp): J(cj) / cj in the state columns
  // (scaled), or (J(cj) - J(0)) / cj (exact).
  void newton_matrix(double t, const double* y, const double* yp, const double* p, const double* d,
                     NewtonMatrix matrix) {
    const auto& pattern = model.jacobian.pattern;
    model.jacobian.values.run(ProgramInputs{y, yp, p, t, kCj, d}, jacobian_registers,
                              values.data());
    if (matrix == NewtonMatrix::exact)
      model.jacobian.values.run(ProgramInputs{y, yp, p, t, 0.0, d}, jacobian_registers,
                                values_at_zero.data());
    for (std::size_t col = 0; col < state.size(); ++col) {
      if (!state[col]) continue;
      for (auto k = static_cast<std::size_t>(pattern.column_start[col]);
           k < static_cast<std::size_t>(pattern.column_start[col + 1]); ++k)
        values[k] =
            matrix == NewtonMatrix::exact ? (values[k] - values_at_zero[k]) / kCj : values[k] / kCj;
    }
  }

  double norm(double t, const double* y, const double* yp, const double* p, const double* d) {
    model.residual.run(ProgramInputs{y, yp, p, t, 0.0, d}, residual_registers, r.data());
    double m = 0;
    for (double v : r) m = std::max(m, std::isfinite(v) ? std::fabs(v) : INFINITY);
    return m;
  }
};

AlgebraicCorrector::AlgebraicCorrector(const CompiledModel& model)
    : impl_(std::make_unique<Impl>(model)) {}
AlgebraicCorrector::~AlgebraicCorrector() = default;

int AlgebraicCorrector::correct(double t, std::span<double> y, std::span<double> yp,
                                const double* parameters, const double* discrete) {
  Impl& s = *impl_;
  if (s.model.size() == 0) return 0;
  double scale = 0;
  for (double v : y) scale = std::max(scale, std::fabs(v));
  s.y_save.assign(y.begin(), y.end());
  s.yp_save.assign(yp.begin(), yp.end());
  // The causal sequence is tried even when the point already meets the
  // tolerance: after a mode change a small-scale unknown (a diode's path
  // parameter of 1e-9 against 300 V elsewhere) can leave the residual within
  // it and still be stale, and the relations decided from it would be wrong.
  if (s.causal_confirmed(t, y, yp, parameters, discrete, nullptr, scale)) return 0;
  for (const NewtonMatrix matrix : {NewtonMatrix::scaled, NewtonMatrix::exact}) {
    std::copy(s.y_save.begin(), s.y_save.end(), y.begin());
    std::copy(s.yp_save.begin(), s.yp_save.end(), yp.begin());
    const int iterations = s.newton(t, y, yp, parameters, discrete, scale, matrix);
    if (iterations >= 0) return iterations;
  }
  std::copy(s.y_save.begin(), s.y_save.end(), y.begin());
  std::copy(s.yp_save.begin(), s.yp_save.end(), yp.begin());
  return -1;
}

int AlgebraicCorrector::estimate(double t, std::span<double> y, std::span<double> yp,
                                 const double* parameters, const double* discrete) {
  Impl& s = *impl_;
  s.y_save.assign(y.begin(), y.end());
  s.yp_save.assign(yp.begin(), yp.end());
  if (s.causal.evaluate(t, y, yp, parameters, discrete)) return 0;
  std::copy(s.y_save.begin(), s.y_save.end(), y.begin());
  std::copy(s.yp_save.begin(), s.yp_save.end(), yp.begin());
  return correct(t, y, yp, parameters, discrete);
}

int AlgebraicCorrector::update(double t, std::span<double> y, std::span<double> yp,
                               const double* parameters, const double* discrete,
                               const std::vector<char>& steps) {
  Impl& s = *impl_;
  double scale = 0;
  for (double v : y) scale = std::max(scale, std::fabs(v));
  s.y_save.assign(y.begin(), y.end());
  s.yp_save.assign(yp.begin(), yp.end());
  last_update_partial_ = s.causal_confirmed(t, y, yp, parameters, discrete, &steps, scale);
  if (last_update_partial_) return 0;
  std::copy(s.y_save.begin(), s.y_save.end(), y.begin());
  std::copy(s.yp_save.begin(), s.yp_save.end(), yp.begin());
  return correct(t, y, yp, parameters, discrete);
}

const CausalEvaluator& AlgebraicCorrector::causal() const {
  return impl_->causal;
}

}  // namespace acausal::solvers
