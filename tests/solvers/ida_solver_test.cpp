#include "solvers/ida/ida_solver.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/errors.hpp"

namespace acausal::solvers {
namespace {

// ---------------------------------------------------------------------------
// Hand-written systems. Residuals are F(t, y, y') = 0; the Jacobian values are
// dF/dy + cj dF/dy' in the CSC order of the pattern.

SparsityPattern dense_pattern(int n) {
  SparsityPattern pattern;
  pattern.size = n;
  for (int column = 0; column <= n; ++column) pattern.column_start.push_back(column * n);
  for (int column = 0; column < n; ++column) {
    for (int row = 0; row < n; ++row) pattern.row_index.push_back(row);
  }
  return pattern;
}

SparsityPattern diagonal_pattern(int n) {
  SparsityPattern pattern;
  pattern.size = n;
  for (int column = 0; column <= n; ++column) pattern.column_start.push_back(column);
  for (int row = 0; row < n; ++row) pattern.row_index.push_back(row);
  return pattern;
}

/// y_i' = -rate_i y_i, i = 0..n-1, with rate_i = k * (1 + i / n).
class DecayDae : public DaeSystem {
 public:
  explicit DecayDae(int n, double k = 1.0)
      : pattern_(diagonal_pattern(n)), differential_(static_cast<std::size_t>(n), 1) {
    for (int i = 0; i < n; ++i) rates_.push_back(k * (1.0 + static_cast<double>(i) / n));
  }
  int size() const override { return pattern_.size; }
  void residual(double /*t*/, const double* y, const double* yp, double* r) override {
    for (int i = 0; i < size(); ++i) r[i] = yp[i] + rate(i) * y[i];
  }
  const SparsityPattern& jacobian_pattern() const override { return pattern_; }
  void jacobian(double /*t*/, const double* /*y*/, const double* /*yp*/, double cj,
                double* values) override {
    for (int i = 0; i < size(); ++i) values[i] = rate(i) + cj;
  }
  std::span<const char> differential() const override { return differential_; }
  std::string component_name(int i) const override { return "decay[" + std::to_string(i) + "]"; }
  double rate(int i) const { return rates_[static_cast<std::size_t>(i)]; }

 private:
  SparsityPattern pattern_;
  std::vector<char> differential_;
  std::vector<double> rates_;
};

/// Robertson's chemical kinetics in its index-1 DAE form.
class RobertsonDae : public DaeSystem {
 public:
  int size() const override { return 3; }
  void residual(double /*t*/, const double* y, const double* yp, double* r) override {
    r[0] = yp[0] - (-0.04 * y[0] + 1e4 * y[1] * y[2]);
    r[1] = yp[1] - (0.04 * y[0] - 1e4 * y[1] * y[2] - 3e7 * y[1] * y[1]);
    r[2] = y[0] + y[1] + y[2] - 1.0;
  }
  const SparsityPattern& jacobian_pattern() const override { return pattern_; }
  void jacobian(double /*t*/, const double* y, const double* /*yp*/, double cj,
                double* v) override {
    // Column y1.
    v[0] = 0.04 + cj;
    v[1] = -0.04;
    v[2] = 1.0;
    // Column y2.
    v[3] = -1e4 * y[2];
    v[4] = cj + 1e4 * y[2] + 6e7 * y[1];
    v[5] = 1.0;
    // Column y3.
    v[6] = -1e4 * y[1];
    v[7] = 1e4 * y[1];
    v[8] = 1.0;
  }
  std::span<const char> differential() const override { return differential_; }
  std::string component_name(int i) const override { return "y" + std::to_string(i + 1); }

 private:
  SparsityPattern pattern_ = dense_pattern(3);
  std::vector<char> differential_{1, 1, 0};
};

/// x' = -x + z, 0 = z - sin(t); unknowns (x, z).
class ForcedLagDae : public DaeSystem {
 public:
  ForcedLagDae() {
    pattern_.size = 2;
    pattern_.column_start = {0, 1, 3};
    pattern_.row_index = {0, 0, 1};
  }
  int size() const override { return 2; }
  void residual(double t, const double* y, const double* yp, double* r) override {
    r[0] = yp[0] + y[0] - y[1];
    r[1] = y[1] - std::sin(t);
  }
  const SparsityPattern& jacobian_pattern() const override { return pattern_; }
  void jacobian(double /*t*/, const double* /*y*/, const double* /*yp*/, double cj,
                double* v) override {
    v[0] = 1.0 + cj;  // dF0/dx
    v[1] = -1.0;      // dF0/dz
    v[2] = 1.0;       // dF1/dz
  }
  std::span<const char> differential() const override { return differential_; }
  std::string component_name(int i) const override { return i == 0 ? "x" : "z"; }
  static double exact_x(double t, double x0) {
    return x0 * std::exp(-t) + 0.5 * (std::sin(t) - std::cos(t) + std::exp(-t));
  }

 private:
  SparsityPattern pattern_;
  std::vector<char> differential_{1, 0};
};

/// x' = v, v' = -x.
class OscillatorDae : public DaeSystem {
 public:
  int size() const override { return 2; }
  void residual(double /*t*/, const double* y, const double* yp, double* r) override {
    r[0] = yp[0] - y[1];
    r[1] = yp[1] + y[0];
  }
  const SparsityPattern& jacobian_pattern() const override { return pattern_; }
  void jacobian(double /*t*/, const double* /*y*/, const double* /*yp*/, double cj,
                double* v) override {
    v[0] = cj;
    v[1] = 1.0;
    v[2] = -1.0;
    v[3] = cj;
  }
  std::span<const char> differential() const override { return differential_; }
  std::string component_name(int i) const override { return i == 0 ? "x" : "v"; }

 private:
  SparsityPattern pattern_ = dense_pattern(2);
  std::vector<char> differential_{1, 1};
};

/// x' = u(t) with the step input u = (t < 1 ? 0 : 1), plus an optional
/// offset that a breakpoint hook may switch on.
class StepInputDae : public DaeSystem {
 public:
  int size() const override { return 1; }
  void residual(double t, const double* /*y*/, const double* yp, double* r) override {
    r[0] = yp[0] - (t < 1.0 ? 0.0 : 1.0);
  }
  const SparsityPattern& jacobian_pattern() const override { return pattern_; }
  void jacobian(double, const double*, const double*, double cj, double* v) override { v[0] = cj; }
  std::span<const char> differential() const override { return differential_; }
  std::string component_name(int) const override { return "x"; }

 private:
  SparsityPattern pattern_ = diagonal_pattern(1);
  std::vector<char> differential_{1};
};

/// calm' = -calm and runaway' = runaway^2, which blows up at t = 1 from runaway(0) = 1.
class BlowUpDae : public DaeSystem {
 public:
  int size() const override { return 2; }
  void residual(double /*t*/, const double* y, const double* yp, double* r) override {
    r[0] = yp[0] + y[0];
    r[1] = yp[1] - y[1] * y[1];
  }
  const SparsityPattern& jacobian_pattern() const override { return pattern_; }
  void jacobian(double, const double* y, const double*, double cj, double* v) override {
    v[0] = 1.0 + cj;
    v[1] = cj - 2.0 * y[1];
  }
  std::span<const char> differential() const override { return differential_; }
  std::string component_name(int i) const override { return i == 0 ? "calm" : "runaway"; }

 private:
  SparsityPattern pattern_ = diagonal_pattern(2);
  std::vector<char> differential_{1, 1};
};

/// Decay whose residual throws after t = 0.5 (a model error, e.g. a failed table lookup).
class ThrowingDae : public DecayDae {
 public:
  ThrowingDae() : DecayDae(1) {}
  void residual(double t, const double* y, const double* yp, double* r) override {
    if (t > 0.5) throw std::runtime_error("boom");
    DecayDae::residual(t, y, yp, r);
  }
};

/// Decay whose Jacobian throws on its first evaluation.
class ThrowingJacobianDae : public DecayDae {
 public:
  ThrowingJacobianDae() : DecayDae(1) {}
  void jacobian(double, const double*, const double*, double, double*) override {
    throw std::domain_error("jacobian broke");
  }
};

/// Decay whose residual turns NaN after t = 0.3 (e.g. sqrt of a negative number).
class NanDae : public DecayDae {
 public:
  NanDae() : DecayDae(1) {}
  void residual(double t, const double* y, const double* yp, double* r) override {
    DecayDae::residual(t, y, yp, r);
    if (t > 0.3) r[0] = std::nan("");
  }
};

/// x' = -x, 0 = z^2 + 1: no real z satisfies the algebraic equation.
class ImpossibleAlgebraicDae : public DaeSystem {
 public:
  int size() const override { return 2; }
  void residual(double, const double* y, const double* yp, double* r) override {
    r[0] = yp[0] + y[0];
    r[1] = y[1] * y[1] + 1.0;
  }
  const SparsityPattern& jacobian_pattern() const override { return pattern_; }
  void jacobian(double, const double* y, const double*, double cj, double* v) override {
    v[0] = 1.0 + cj;
    v[1] = 2.0 * y[1];
  }
  std::span<const char> differential() const override { return differential_; }
  std::string component_name(int i) const override { return i == 0 ? "x" : "z"; }

 private:
  SparsityPattern pattern_ = diagonal_pattern(2);
  std::vector<char> differential_{1, 0};
};

/// Keeps every row it is given.
class Recorder : public OutputSink {
 public:
  void record(double t, std::span<const double> y, std::span<const double> yp) override {
    times.push_back(t);
    values.emplace_back(y.begin(), y.end());
    derivatives.emplace_back(yp.begin(), yp.end());
  }
  std::vector<double> times;
  std::vector<std::vector<double>> values;
  std::vector<std::vector<double>> derivatives;
};

double time_in_message(const std::string& message) {
  const auto at = message.find("t = ");
  if (at == std::string::npos) return std::nan("");
  return std::stod(message.substr(at + 4));
}

// ---------------------------------------------------------------------------

TEST(IdaSolver, ExponentialDecayMatchesClosedForm) {
  DecayDae dae(1, 2.0);
  IdaOptions options;
  options.rtol = 1e-10;
  options.atol = 1e-12;
  options.t_stop = 3.0;
  options.output_interval = 0.5;
  std::vector<double> y{1.0};
  std::vector<double> yp{-2.0};
  Recorder recorder;
  const SolverStatistics statistics = integrate_with_ida(dae, y, yp, options, recorder);

  ASSERT_EQ(recorder.times.size(), 7u);
  for (std::size_t row = 0; row < recorder.times.size(); ++row) {
    const double exact = std::exp(-2.0 * recorder.times[row]);
    EXPECT_NEAR(recorder.values[row][0], exact, 1e-6 * exact) << "t = " << recorder.times[row];
  }
  EXPECT_NEAR(y[0], std::exp(-6.0), 1e-6 * std::exp(-6.0));
  EXPECT_NEAR(yp[0], -2.0 * std::exp(-6.0), 1e-5 * std::exp(-6.0));
  EXPECT_EQ(statistics.linear_solver, "dense");
  EXPECT_GT(statistics.steps, 10);
  EXPECT_GE(statistics.residual_evaluations, statistics.steps);
  EXPECT_GT(statistics.jacobian_evaluations, 0);
  EXPECT_GE(statistics.last_order, 1);
  EXPECT_LE(statistics.last_order, 5);
  EXPECT_GT(statistics.last_step_size, 0.0);
  EXPECT_GE(statistics.cpu_time, 0.0);
  EXPECT_GE(statistics.wall_time, 0.0);
}

TEST(IdaSolver, DenseAndKluGiveTheSameTrajectory) {
  IdaOptions options;
  options.rtol = 1e-10;
  options.atol = 1e-12;
  options.t_stop = 2.0;
  options.output_interval = 0.25;
  std::vector<std::vector<double>> results;
  for (LinearSolverChoice choice : {LinearSolverChoice::dense, LinearSolverChoice::klu}) {
    DecayDae dae(4);
    options.linear_solver = choice;
    std::vector<double> y(4, 1.0);
    std::vector<double> yp(4);
    for (int i = 0; i < 4; ++i) yp[static_cast<std::size_t>(i)] = -dae.rate(i);
    Recorder recorder;
    const SolverStatistics statistics = integrate_with_ida(dae, y, yp, options, recorder);
    EXPECT_EQ(statistics.linear_solver, choice == LinearSolverChoice::klu ? "klu" : "dense");
    for (int i = 0; i < 4; ++i) {
      const double exact = std::exp(-dae.rate(i) * 2.0);
      EXPECT_NEAR(y[static_cast<std::size_t>(i)], exact, 1e-6 * exact);
    }
    results.push_back(y);
  }
  for (std::size_t i = 0; i < 4; ++i) EXPECT_NEAR(results[0][i], results[1][i], 1e-12);
}

TEST(IdaSolver, RobertsonKineticsReachesReferenceValuesAndConservesMass) {
  RobertsonDae dae;
  IdaOptions options;
  options.rtol = 1e-10;
  options.atol_per_component = {1e-14, 1e-18, 1e-14};
  options.t_stop = 0.4;
  options.output_interval = 0.1;
  std::vector<double> y{1.0, 0.0, 0.0};
  std::vector<double> yp{-0.04, 0.04, 0.0};
  Recorder recorder;
  integrate_with_ida(dae, y, yp, options, recorder);

  EXPECT_NEAR(y[0], 0.9851721, 1e-7);
  EXPECT_NEAR(y[1], 3.386395e-05, 1e-11);
  EXPECT_NEAR(y[2], 0.0147940, 2e-7);
  for (const std::vector<double>& row : recorder.values) {
    EXPECT_NEAR(row[0] + row[1] + row[2], 1.0, 1e-12);
  }
}

TEST(IdaSolver, AlgebraicVariableFollowsItsEquation) {
  ForcedLagDae dae;
  IdaOptions options;
  options.rtol = 1e-10;
  options.atol = 1e-12;
  options.t_stop = 5.0;
  options.output_interval = 0.5;
  std::vector<double> y{0.0, 0.0};  // x(0) = 0, z(0) = sin(0)
  std::vector<double> yp{0.0, 1.0};
  Recorder recorder;
  integrate_with_ida(dae, y, yp, options, recorder);

  ASSERT_EQ(recorder.times.size(), 11u);
  for (std::size_t row = 0; row < recorder.times.size(); ++row) {
    const double t = recorder.times[row];
    EXPECT_NEAR(recorder.values[row][0], ForcedLagDae::exact_x(t, 0.0), 1e-7) << "t = " << t;
    EXPECT_NEAR(recorder.values[row][1], std::sin(t), 1e-9) << "t = " << t;
  }
}

TEST(IdaSolver, ConsistentInitialisationRepairsAlgebraicStartValue) {
  ForcedLagDae dae;
  IdaOptions options;
  options.rtol = 1e-10;
  options.atol = 1e-12;
  options.t_start = 1.0;
  options.t_stop = 3.0;
  options.output_interval = 1.0;
  options.compute_consistent_ic = true;
  // x(1) = 2 is given; z and both derivatives are deliberately wrong.
  std::vector<double> y{2.0, 5.0};
  std::vector<double> yp{7.0, -3.0};
  Recorder recorder;
  integrate_with_ida(dae, y, yp, options, recorder);

  ASSERT_EQ(recorder.times.size(), 3u);
  EXPECT_EQ(recorder.times[0], 1.0);
  EXPECT_NEAR(recorder.values[0][0], 2.0, 1e-12);
  EXPECT_NEAR(recorder.values[0][1], std::sin(1.0), 1e-9);
  EXPECT_NEAR(recorder.derivatives[0][0], -2.0 + std::sin(1.0), 1e-8);
  // x(t) = e^{-(t-1)} * 2 + particular solution shifted to start at t = 1.
  const auto particular = [](double t) { return 0.5 * (std::sin(t) - std::cos(t)); };
  const double exact = (2.0 - particular(1.0)) * std::exp(-2.0) + particular(3.0);
  EXPECT_NEAR(y[0], exact, 1e-7);
}

TEST(IdaSolver, UnsolvableAlgebraicEquationIsAnInitializationError) {
  ImpossibleAlgebraicDae dae;
  IdaOptions options;
  options.compute_consistent_ic = true;
  std::vector<double> y{1.0, 0.5};
  std::vector<double> yp{-1.0, 0.0};
  Recorder recorder;
  EXPECT_THROW(integrate_with_ida(dae, y, yp, options, recorder), InitializationError);
  EXPECT_TRUE(recorder.times.empty());
}

TEST(IdaSolver, OutputGridTimesAreExactMultiplesOfTheInterval) {
  OscillatorDae dae;
  IdaOptions options;
  options.rtol = 1e-10;
  options.atol = 1e-12;
  options.t_start = 0.3;
  options.t_stop = 1.25;
  options.output_interval = 0.1;
  std::vector<double> y{1.0, 0.0};
  std::vector<double> yp{0.0, -1.0};
  Recorder recorder;
  integrate_with_ida(dae, y, yp, options, recorder);

  // 0.3, 0.4, ..., 1.2 computed as t_start + k * interval, then t_stop.
  ASSERT_EQ(recorder.times.size(), 11u);
  for (std::size_t k = 0; k < 10; ++k) {
    EXPECT_EQ(recorder.times[k], 0.3 + static_cast<double>(k) * 0.1) << "k = " << k;
  }
  EXPECT_EQ(recorder.times.back(), 1.25);
  for (std::size_t row = 0; row < recorder.times.size(); ++row) {
    const double phase = recorder.times[row] - 0.3;
    EXPECT_NEAR(recorder.values[row][0], std::cos(phase), 1e-7);
    EXPECT_NEAR(recorder.values[row][1], -std::sin(phase), 1e-7);
  }
}

TEST(IdaSolver, GridPointOnStopTimeGivesOneFinalRow) {
  OscillatorDae dae;
  IdaOptions options;
  options.t_start = 0.3;
  options.t_stop = 1.3;  // 0.3 + 10 * 0.1 is 1.3000000000000003 in binary
  options.output_interval = 0.1;
  std::vector<double> y{1.0, 0.0};
  std::vector<double> yp{0.0, -1.0};
  Recorder recorder;
  integrate_with_ida(dae, y, yp, options, recorder);
  ASSERT_EQ(recorder.times.size(), 11u);
  EXPECT_EQ(recorder.times.back(), 1.3);
}

TEST(IdaSolver, NonPositiveIntervalRecordsEveryInternalStep) {
  DecayDae dae(1);
  IdaOptions options;
  options.t_stop = 4.0;
  options.output_interval = 0.0;
  std::vector<double> y{1.0};
  std::vector<double> yp{-1.0};
  Recorder recorder;
  const SolverStatistics statistics = integrate_with_ida(dae, y, yp, options, recorder);

  EXPECT_EQ(static_cast<long>(recorder.times.size()), statistics.steps + 1);
  for (std::size_t row = 1; row < recorder.times.size(); ++row) {
    EXPECT_GT(recorder.times[row], recorder.times[row - 1]);
    EXPECT_NEAR(recorder.values[row][0], std::exp(-recorder.times[row]), 1e-4);
  }
  EXPECT_EQ(recorder.times.back(), 4.0);
}

TEST(IdaSolver, ModelExceptionIsRethrownUnchanged) {
  ThrowingDae dae;
  IdaOptions options;
  options.t_stop = 1.0;
  options.output_interval = 0.1;
  std::vector<double> y{1.0};
  std::vector<double> yp{-1.0};
  Recorder recorder;
  try {
    integrate_with_ida(dae, y, yp, options, recorder);
    FAIL() << "expected the model's exception";
  } catch (const std::runtime_error& error) {
    EXPECT_STREQ(error.what(), "boom");
    EXPECT_EQ(dynamic_cast<const acausal::Error*>(&error), nullptr);
  }
  // Output stopped at a grid point before the failure; y holds the last state
  // IDA reached (no later than t = 0.5).
  ASSERT_FALSE(recorder.times.empty());
  EXPECT_LE(recorder.times.back(), 0.5);
  EXPECT_GE(recorder.times.back(), 0.3);
  EXPECT_GE(y[0], std::exp(-0.5) - 1e-4);
}

TEST(IdaSolver, JacobianExceptionIsRethrownWithEitherLinearSolver) {
  for (LinearSolverChoice choice : {LinearSolverChoice::dense, LinearSolverChoice::klu}) {
    ThrowingJacobianDae dae;
    IdaOptions options;
    options.linear_solver = choice;
    std::vector<double> y{1.0};
    std::vector<double> yp{-1.0};
    Recorder recorder;
    try {
      integrate_with_ida(dae, y, yp, options, recorder);
      ADD_FAILURE() << "expected the Jacobian's exception";
    } catch (const std::domain_error& error) {
      EXPECT_STREQ(error.what(), "jacobian broke");
    }
  }
}

TEST(IdaSolver, BreakpointRestartsAtInputJump) {
  StepInputDae dae;
  IdaOptions options;
  options.t_stop = 2.0;
  options.output_interval = 0.5;
  options.breakpoints = {1.0};
  std::vector<double> y{0.0};
  std::vector<double> yp{0.0};
  Recorder recorder;
  const SolverStatistics statistics = integrate_with_ida(dae, y, yp, options, recorder);

  EXPECT_NEAR(y[0], 1.0, 1e-8);
  const std::vector<double> expected_times{0.0, 0.5, 1.0, 1.0, 1.5, 2.0};
  EXPECT_EQ(recorder.times, expected_times);
  // Left limit: no input yet; right value: the derivative follows the jump.
  EXPECT_NEAR(recorder.values[2][0], 0.0, 1e-10);
  EXPECT_NEAR(recorder.derivatives[2][0], 0.0, 1e-8);
  EXPECT_NEAR(recorder.values[3][0], 0.0, 1e-10);
  EXPECT_NEAR(recorder.derivatives[3][0], 1.0, 1e-8);
  EXPECT_NEAR(recorder.values[4][0], 0.5, 1e-8);
  EXPECT_EQ(statistics.restarts, 1);
}

TEST(IdaSolver, BreakpointHookCanReinitialiseStates) {
  StepInputDae dae;
  IdaOptions options;
  options.t_stop = 2.0;
  options.output_interval = 0.0;           // every step: the breakpoint rows must still appear
  options.breakpoints = {1.0, 5.0, -1.0};  // out-of-range times are ignored
  std::vector<double> hook_times;
  options.on_breakpoint = [&](double t, std::span<double> state, std::span<double>) {
    hook_times.push_back(t);
    state[0] += 3.0;
  };
  std::vector<double> y{0.0};
  std::vector<double> yp{0.0};
  Recorder recorder;
  integrate_with_ida(dae, y, yp, options, recorder);

  EXPECT_EQ(hook_times, std::vector<double>{1.0});
  EXPECT_NEAR(y[0], 4.0, 1e-8);
  std::vector<std::size_t> rows_at_one;
  for (std::size_t row = 0; row < recorder.times.size(); ++row) {
    if (recorder.times[row] == 1.0) rows_at_one.push_back(row);
  }
  ASSERT_EQ(rows_at_one.size(), 2u);
  EXPECT_NEAR(recorder.values[rows_at_one[0]][0], 0.0, 1e-10);
  EXPECT_NEAR(recorder.values[rows_at_one[1]][0], 3.0, 1e-12);
}

TEST(IdaSolver, BlowUpNamesTheRunawayComponentAndTime) {
  BlowUpDae dae;
  IdaOptions options;
  options.t_stop = 2.0;
  options.output_interval = 0.1;
  std::vector<double> y{1.0, 1.0};
  std::vector<double> yp{-1.0, 1.0};
  Recorder recorder;
  try {
    integrate_with_ida(dae, y, yp, options, recorder);
    FAIL() << "expected a SolverError";
  } catch (const SolverError& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find("'runaway'"), std::string::npos) << message;
    EXPECT_EQ(message.find("'calm'"), std::string::npos) << message;
    EXPECT_NEAR(time_in_message(message), 1.0, 1e-2) << message;
    EXPECT_NE(message.find("IDA_"), std::string::npos) << message;
  }
  EXPECT_NEAR(recorder.times.back(), 0.9, 1e-12);
}

TEST(IdaSolver, NonFiniteResidualIsReportedWithItsEquation) {
  NanDae dae;
  IdaOptions options;
  options.t_stop = 1.0;
  std::vector<double> y{1.0};
  std::vector<double> yp{-1.0};
  Recorder recorder;
  try {
    integrate_with_ida(dae, y, yp, options, recorder);
    FAIL() << "expected a SolverError";
  } catch (const SolverError& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find("residual of equation 0 was last not finite"), std::string::npos)
        << message;
    EXPECT_NEAR(time_in_message(message), 0.3, 1e-2) << message;
  }
}

// max_steps counts the steps of one IDASolve call, between two outputs
// (SUNDIALS' mxstep): a long run needs no larger limit than a short one.
TEST(IdaSolver, StepLimitCountsPerOutputInterval) {
  DecayDae dae(1);
  IdaOptions options;
  options.t_stop = 100.0;
  options.output_interval = 1.0;  // 100 IDASolve calls, each below 60 steps
  options.max_steps = 60;
  std::vector<double> y{1.0};
  std::vector<double> yp{-1.0};
  Recorder recorder;
  IdaSolver solver(dae, options);
  EXPECT_NO_THROW(solver.integrate(y, yp, recorder));
  EXPECT_GT(solver.statistics().steps, 60);
}

TEST(IdaSolver, StepLimitNamesTheIntervalItCouldNotFinish) {
  DecayDae dae(1);
  IdaOptions options;
  options.t_stop = 100.0;
  options.output_interval = 100.0;  // one call ...
  options.max_step = 0.5;           // ... of at least 200 steps
  options.max_steps = 20;
  std::vector<double> y{1.0};
  std::vector<double> yp{-1.0};
  Recorder recorder;
  IdaSolver solver(dae, options);
  try {
    solver.integrate(y, yp, recorder);
    FAIL() << "expected a SolverError";
  } catch (const SolverError& error) {
    const std::string message = error.what();
    for (const char* part :
         {"max_steps = 20 internal steps from t = 0",
          "did not reach the next output or event time t = 100", "Raise --max-steps"})
      EXPECT_NE(message.find(part), std::string::npos) << message;
    const double reached = time_in_message(message);  // 20 steps of at most 0.5 s
    EXPECT_GT(reached, 0.0) << message;
    EXPECT_LE(reached, 10.0 + 1e-9) << message;
  }
  EXPECT_EQ(solver.statistics().steps, 20);
}

TEST(IdaSolver, KluIsChosenForLargeSystemsAndDenseForSmallOnes) {
  IdaOptions options;
  options.t_stop = 1.0;
  options.output_interval = 0.5;
  for (int n : {3, 200}) {
    DecayDae dae(n);
    std::vector<double> y(static_cast<std::size_t>(n), 1.0);
    std::vector<double> yp(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) yp[static_cast<std::size_t>(i)] = -dae.rate(i);
    Recorder recorder;
    const SolverStatistics statistics = integrate_with_ida(dae, y, yp, options, recorder);
    EXPECT_EQ(statistics.linear_solver, n == 3 ? "dense" : "klu") << "n = " << n;
    EXPECT_NEAR(y.back(), std::exp(-dae.rate(n - 1)), 1e-4);
  }
}

TEST(IdaSolver, SparseThresholdIsConfigurable) {
  DecayDae dae(3);
  IdaOptions options;
  options.sparse_threshold = 3;
  std::vector<double> y(3, 1.0);
  std::vector<double> yp{-dae.rate(0), -dae.rate(1), -dae.rate(2)};
  Recorder recorder;
  EXPECT_EQ(integrate_with_ida(dae, y, yp, options, recorder).linear_solver, "klu");
}

TEST(IdaSolver, SolverIsReusableAcrossRuns) {
  DecayDae dae(2);
  IdaOptions options;
  options.t_stop = 1.0;
  options.output_interval = 0.5;
  options.breakpoints = {0.7};
  IdaSolver solver(dae, options);
  std::vector<std::vector<double>> finals;
  std::vector<long> steps;
  for (int run = 0; run < 2; ++run) {
    std::vector<double> y{1.0, 1.0};
    std::vector<double> yp{-dae.rate(0), -dae.rate(1)};
    Recorder recorder;
    steps.push_back(solver.integrate(y, yp, recorder).steps);
    finals.push_back(y);
  }
  EXPECT_EQ(finals[0], finals[1]);
  EXPECT_EQ(steps[0], steps[1]);
  EXPECT_NEAR(finals[0][0], std::exp(-1.0), 1e-5);
}

TEST(IdaSolver, StatisticsAddUpOverBreakpointSegments) {
  DecayDae dae(1);
  IdaOptions options;
  options.t_stop = 2.0;
  options.output_interval = 0.0;
  options.breakpoints = {0.5, 1.0, 1.5};
  std::vector<double> y{1.0};
  std::vector<double> yp{-1.0};
  Recorder recorder;
  const SolverStatistics statistics = integrate_with_ida(dae, y, yp, options, recorder);
  // One row per step, plus the start, plus the right values at three breakpoints.
  EXPECT_EQ(static_cast<long>(recorder.times.size()), statistics.steps + 1 + 3);
  EXPECT_EQ(statistics.restarts, 3);
  EXPECT_NEAR(y[0], std::exp(-2.0), 1e-5);
}

TEST(IdaSolver, EmptySystemStillProducesTheOutputGrid) {
  DecayDae dae(0);
  IdaOptions options;
  options.t_stop = 1.0;
  options.output_interval = 0.25;
  options.breakpoints = {0.6};
  int hook_calls = 0;
  options.on_breakpoint = [&](double, std::span<double>, std::span<double>) { ++hook_calls; };
  std::vector<double> y;
  std::vector<double> yp;
  Recorder recorder;
  integrate_with_ida(dae, y, yp, options, recorder);
  EXPECT_EQ(recorder.times, (std::vector<double>{0.0, 0.25, 0.5, 0.6, 0.6, 0.75, 1.0}));
  EXPECT_EQ(hook_calls, 1);
}

TEST(IdaSolver, InvalidOptionsAreRejectedBeforeIntegrating) {
  DecayDae dae(2);
  IdaOptions bad_rtol;
  bad_rtol.rtol = 0.0;
  EXPECT_THROW(IdaSolver(dae, bad_rtol), SolverError);
  IdaOptions backwards;
  backwards.t_start = 1.0;
  backwards.t_stop = 0.0;
  EXPECT_THROW(IdaSolver(dae, backwards), SolverError);
  IdaOptions wrong_atol_count;
  wrong_atol_count.atol_per_component = {1e-8};
  EXPECT_THROW(IdaSolver(dae, wrong_atol_count), SolverError);
  IdaOptions tiny_interval;
  tiny_interval.t_start = 1e6;
  tiny_interval.t_stop = 1e6 + 1.0;
  tiny_interval.output_interval = 1e-8;  // below the time resolution at t = 1e6
  EXPECT_THROW(IdaSolver(dae, tiny_interval), SolverError);
}

TEST(IdaSolver, WrongStateLengthIsAnInternalError) {
  DecayDae dae(2);
  IdaSolver solver(dae, IdaOptions{});
  std::vector<double> y{1.0};
  std::vector<double> yp{-1.0};
  Recorder recorder;
  EXPECT_THROW(solver.integrate(y, yp, recorder), InternalError);
}

}  // namespace
}  // namespace acausal::solvers
