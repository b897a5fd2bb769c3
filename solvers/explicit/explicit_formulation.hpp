#pragma once
// The explicit formulation x' = f(t, x) of a compiled (index-1) model: x are
// the states the structural analysis chose; each evaluation runs the model's
// causal sequence (BLT blocks as assignments and torn blocks) for the state
// derivatives and algebraic unknowns. Where the sequence fails (a pivot that
// vanishes in some mode, a torn block whose Newton iteration does not
// converge) the evaluation falls back to a sparse Newton solve of all of F with
// the states held. The result is the same model as the implicit DAE that IDA
// integrates, with the same signal names.
#include <span>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "solvers/explicit/causal_evaluator.hpp"
#include "solvers/init/algebraic_correction.hpp"

namespace acausal::solvers {

class ExplicitFormulation {
 public:
  ExplicitFormulation(const CompiledModel& model, const std::vector<double>& parameters,
                      const std::vector<double>& discrete);

  /// Number of states.
  int size() const { return static_cast<int>(model_.state_components.size()); }
  /// Name of state k.
  const std::string& state_name(int k) const;
  /// Nominal value of state k (for absolute tolerances).
  double state_nominal(int k) const;

  /// The states of a full DAE point.
  void gather(std::span<const double> y, std::span<double> x) const;
  /// Writes the states x into a full DAE point.
  void scatter(std::span<const double> x, std::span<double> y) const;
  /// The full consistent point (y, y') at (t, x); throws SolverError naming t
  /// when the algebraic equations have no solution there.
  void expand(double t, std::span<const double> x, std::span<double> y, std::span<double> yp);
  /// expand() without the copy: the point is left in y() and yp().
  void evaluate(double t, std::span<const double> x);
  /// The unknowns the zero-crossing functions (the model's relations) read,
  /// left in y() and yp(); the rest of the point is stale.
  void evaluate_relations(double t, std::span<const double> x);
  /// x' = f(t, x); computes only the unknowns the state derivatives need.
  void rhs(double t, const double* x, double* xdot);
  /// Difference quotients of f: set_base() evaluates f at (t, x), unless the
  /// last evaluation was there; rhs_moved() is f at an x that differs from
  /// that point in state j only, running only the causal steps x_j reaches
  /// (a motor current's column leaves the other motors and the controller out).
  void set_base(double t, const double* x);
  void rhs_moved(double t, const double* x, int j, double* xdot);
  /// The causal steps rhs_moved() runs for state j (a mask over the steps).
  const std::vector<char>& column_steps(int j) const {
    return column_steps_[static_cast<std::size_t>(j)];
  }

  /// The point of the last evaluation; after rhs() or evaluate_relations()
  /// only partly up to date.
  const std::vector<double>& y() const { return y_; }
  const std::vector<double>& yp() const { return yp_; }
  /// Puts the states x into the point, the rest left from the last evaluation
  /// (every evaluation sets the states first, so nothing else changes).
  void set_states(std::span<const double> x) {
    scatter(x, y_);
    consistent_ = false;
  }
  /// Sets the warm start (e.g. after an event changed the algebraic variables);
  /// also the last good point a failed evaluation falls back to.
  void set_point(std::span<const double> y, std::span<const double> yp);
  /// set_point() with a point that solves the equations at t (the start
  /// point, or the point after an event): evaluations at t with its states
  /// take it as it is until the next evaluation elsewhere (an integrator's
  /// restart evaluates there first, and the event iteration just did).
  void set_consistent_point(double t, std::span<const double> y, std::span<const double> yp);
  long evaluations() const { return evaluations_; }
  /// Evaluations the causal sequence could not do (solved by general Newton).
  long fallbacks() const { return fallbacks_; }

 private:
  const CompiledModel& model_;
  const std::vector<double>& parameters_;
  const std::vector<double>& discrete_;
  CausalEvaluator causal_;
  AlgebraicCorrector corrector_;
  // The point of the last evaluation and the one before it (see solve()).
  std::vector<double> y_, yp_, last_good_y_, last_good_yp_;
  std::vector<CausalTarget> tears_;  // every torn block's tear variables
  // The causal steps the state derivatives need, and those the relations
  // need (CausalEvaluator::steps_for); empty: every step.
  std::vector<char> derivative_steps_, relation_steps_;
  long evaluations_ = 0;
  long fallbacks_ = 0;
  // y_ and yp_ solve the equations at evaluated_at_ (set_consistent_point).
  bool consistent_ = false;
  // The last evaluation computed every state derivative (at evaluated_at_,
  // the states in y_), and the point set_base() keeps.
  bool derivatives_current_ = false;
  double evaluated_at_ = 0.0;
  std::vector<double> base_y_, base_yp_;
  // Per state, the causal steps its value reaches among those the state
  // derivatives need (CausalEvaluator::steps_reached_by).
  std::vector<std::vector<char>> column_steps_;
  bool at_point(double t, std::span<const double> x) const;

  bool solve(double t, std::span<const double> x, const std::vector<char>& only);
  void solve_or_throw(double t, std::span<const double> x, const std::vector<char>& only);
};

}  // namespace acausal::solvers
