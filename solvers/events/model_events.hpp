#pragma once
// The event handler of a compiled model: zero crossings of its frozen
// relations, time events (time relations, sample instants), and the event
// iteration over relations, discrete equations and when-clauses to a fixed
// point, with consistent re-initialisation afterwards (Otter, Elmqvist,
// Mattsson 1999: synchronous data flow semantics).
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "solvers/event_handler.hpp"
#include "solvers/init/algebraic_correction.hpp"

namespace acausal::solvers {

struct EventRecord {
  double time = 0.0;
  bool time_event = false;
  std::string cause;
};

struct EventStatistics {
  long event_iterations = 0;
  long initial_iterations = 0;
  /// Re-solves of the continuous unknowns after discrete values changed at
  /// an event, and those that ran only the causal steps downstream of the
  /// change (LeftLimit::consistent) and were confirmed by the residual, with
  /// the steps they ran in all.
  long corrections = 0;
  long partial_corrections = 0;
  long partial_correction_steps = 0;
  /// Zero crossings handled by the state event of another because they
  /// happen within 1e-9 (1 + |t|) after it (no event of their own).
  long coincident_crossings = 0;
};

class ModelEvents : public EventHandler {
 public:
  /// discrete is the simulation's discrete state (slots of model.events).
  ModelEvents(const CompiledModel& model, const std::vector<double>& parameters,
              std::vector<double>& discrete);

  /// Resets the discrete state to its start values.
  void reset();
  /// At initialisation: relations and discrete equations from the current
  /// values (no when-clause fires). Returns true if any slot changed.
  /// Before the first initialisation round: the discrete variables not decided
  /// by relations, from the start values.
  void prepare_initialization(double t, std::span<const double> y, std::span<const double> yp);
  /// initial() becomes false; called once the initial values are consistent
  /// (event iteration at t, including the samples due at t).
  void end_initialization(double t, std::span<double> y, std::span<double> yp);
  bool update_at_initialization(double t, std::span<const double> y, std::span<const double> yp);
  /// When the initialisation rounds revisit a discrete state (e.g. two stuck
  /// friction elements taking turns to start sliding): every combination of
  /// the relations that changed between the `visited` states, each solved by
  /// `solve` into y and yp (false: no solution in that mode) and kept if the relations and
  /// discrete equations then hold. Returns nothing if a consistent mode was
  /// found, else the names of those relations (none: nothing was searched,
  /// because no relation flipped, the cycle being among discrete equations
  /// alone, or too many did).
  std::optional<std::string> search_initial_mode(double t, std::span<double> y,
                                                 std::span<double> yp,
                                                 const std::vector<std::vector<double>>& visited,
                                                 const std::function<bool()>& solve);
  /// The sample instants and time relations at t0 that must be handled right after initialisation.
  bool has_event_at(double t);

  int num_zero_crossings() const override;
  void zero_crossings(double t, const double* y, const double* yp, double* g) override;
  double next_time_event(double t) override;
  void handle_event(double t, std::span<double> y, std::span<double> yp, std::span<const int> roots,
                    LeftLimit left_limit) override;

  std::optional<double> confirm_root(double t_root, double t_begin, double t_limit,
                                     std::span<const int> roots,
                                     const SolutionAt& solution_at) override;
  bool crossed_on_consistent(double t, std::span<const double> y, std::span<const double> yp,
                             std::span<int> roots) override;
  bool crossings_at_end(double t, std::span<const double> y, std::span<const double> yp,
                        LeftLimit left_limit, std::span<int> roots) override;
  EventEffect last_event_effect() const override;
  bool solution_rates(double t, double step, std::span<const double> y, std::span<const double> yp,
                      std::span<double> rate) override;
  bool terminated() const override { return terminated_; }
  const std::string& termination_message() const { return termination_message_; }
  const std::vector<EventRecord>& log() const { return log_; }
  const EventStatistics& statistics() const { return statistics_; }

 private:
  // A hash of the discrete values the Jacobian reads (EventEffect::jacobian_mode).
  std::uint64_t jacobian_mode() const;
  ProgramInputs inputs(double t, const double* y, const double* yp) const;
  bool update_relations(double t, const double* y, const double* yp, std::span<const int> roots,
                        bool first_iteration);
  bool update_samples(double t);
  bool update_discrete_equations(double t, const double* y, const double* yp);
  bool fire_when_clauses(double t, std::span<double> y, const double* yp, bool allow_firing);
  void check_chattering(double t, std::span<const int> roots);
  /// Marks in roots (the integrator's, per zero crossing) the crossings that
  /// the solution in the current mode makes just after t as well.
  void add_coincident_crossings(double t, std::span<const double> y, std::span<const double> yp,
                                LeftLimit left_limit, std::vector<int>& roots);
  void solve_mixed_system(double t, std::span<double> y, std::span<double> yp,
                          bool relations_changed, const std::string& cause);
  void search_mixed_system(double t, std::span<double> y, std::span<double> yp,
                           const std::vector<std::vector<double>>& visited,
                           const std::string& cause);
  /// The relation slots whose value differs between the visited discrete states.
  std::vector<int> flipping_relations(const std::vector<std::vector<double>>& visited) const;
  /// The most relations a mode search tries every combination of (2^12 solves).
  static constexpr std::size_t kMaxSearchedRelations = 12;
  void correct(double t, std::span<double> y, std::span<double> yp, const std::string& cause);
  /// correct() unless no discrete value that the continuous equations read
  /// changed since the point was last solved (a sample slot read only by
  /// when-conditions): the point is consistent as it is. At a point solved to
  /// round-off, only the causal steps downstream of the changed values run.
  void correct_if_changed(double t, std::span<double> y, std::span<double> yp,
                          const std::string& cause);
  double time_tolerance(double t) const;
  /// Half-width of the hysteresis band of a relation's function (with its
  /// largest magnitude so far, or the given one).
  double band(std::size_t relation) const;
  double band(std::size_t relation, double scale) const;

  const CompiledModel& model_;
  const EventSystem& ev_;
  const std::vector<double>& parameters_;
  std::vector<double>& d_;
  std::vector<double> relation_registers_, time_registers_, sample_registers_, equation_registers_,
      when_registers_;
  std::vector<double> diff_, diff_ahead_;
  std::vector<double> scale_;  // largest |a - b| seen per relation (see band())
  // Per zero crossing, what zero_crossings() reads of its relation, packed
  // (RelationInfo carries its text and origin: a cache line per relation).
  struct Watched {
    std::size_t relation;
    std::size_t slot;
    bool greater;
  };
  std::vector<Watched> watched_;
  // Whether a relation reads an algebraic unknown or a derivative: only then
  // can the consistent solution cross where the interpolant has not.
  bool relations_read_algebraics_ = false;
  std::vector<double> consistent_y_, consistent_yp_, consistent_g_, g_at_event_, event_y_,
      event_yp_;
  // Per sample: the index k of the last instant start + k period it fired at
  // (a state event within the time tolerance after it must not fire it again).
  std::vector<double> fired_sample_;
  std::vector<double> times_, samples_, values_, when_out_;
  AlgebraicCorrector corrector_;
  std::vector<EventRecord> log_;
  EventStatistics statistics_;
  std::deque<double> recent_state_events_;
  bool terminated_ = false;
  bool initializing_ = true;
  std::string termination_message_;
  std::vector<double> d_before_;     // the discrete state before the last event
  std::vector<int> jacobian_slots_;  // discrete slots the Jacobian reads
  // The point solves the equations of the discrete values d_solved_ to
  // round-off (LeftLimit::consistent, or corrected since).
  bool point_solved_ = false;
  // The last set of changed slots and the causal steps it reaches.
  std::vector<char> changed_slots_, last_changed_slots_, steps_after_change_;
  bool reinitialised_ = false;  // a reinit() fired in the last event
  std::vector<double> rate_y_, rate_yp_;
  std::vector<int> residual_slots_;  // discrete slots the residual reads
  std::vector<double> d_solved_;     // the discrete state the point was last solved for
  // Guarded relations (EventSystem::conditions): armed_[k] says whether the
  // zero crossing of relation k is reported to the integrator.
  std::vector<char> armed_;
  // crossed_[k]: relation k's zero crossing caused the event being handled.
  std::vector<char> crossed_;
  // Per relation: its hysteresis factor, the time it last switched by a
  // crossing, and how many of its crossings in a row came soon after the
  // previous one (see check_chattering()).
  std::vector<double> widening_, last_crossing_;
  std::vector<int> quick_returns_;
  std::vector<double> condition_registers_, condition_base_, condition_flipped_;
  std::vector<std::vector<double>> relation_condition_registers_;  // per relation
  // Per relation, the discrete slots its conditions read; arming_continuous_[k]
  // when they read anything else too (time, unknowns, parameters: then it is
  // re-armed at every event).
  std::vector<std::vector<int>> arming_slots_;
  std::vector<char> arming_continuous_;
  std::vector<double> d_armed_;  // the discrete state of the last arming; empty: none yet
  void update_arming(double t);

 public:
  /// Whether relation k's zero crossing is currently an event (see EventSystem::conditions).
  bool relation_armed(std::size_t k) const { return armed_[k] != 0; }
};

}  // namespace acausal::solvers
