#include "solvers/events/model_events.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <limits>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "core/expr/evaluate.hpp"

namespace acausal::solvers {
namespace {

constexpr int kMaxIterations = 100;
// More state events than this inside kChatterWindow (relative to 1 + |t|) is chattering.
constexpr std::size_t kChatterEvents = 100;
constexpr double kChatterWindow = 1e-7;
// Width of the hysteresis of zero-crossing functions (see zero_crossings).
constexpr double kHysteresis = 1e-10;
// ... or this fraction of the largest magnitude the relation's function has
// had, if larger: a diode's path parameter of 300 V is re-solved at an event
// with a rounding error far above 1e-10, which must not flip it back.
constexpr double kRelativeHysteresis = 1e-11;
// A relation whose crossing switches it back soon after its last one (within
// the chatter window times its widening) has its hysteresis doubled, up to
// kMaxWidening: an ideal diode whose current is nearly zero in both of its
// modes (a sliding mode of its piecewise linear characteristic, MSL
// SMPM_Braking near the end of a conduction interval) otherwise flips every
// 1e-11 s for 4e-5 s. The widening returns to 1 once the relation has not
// crossed for kWideningMemory windows; kChatterEvents quick switches back in
// a row are chattering even so (a true sliding mode never ends).
constexpr double kMaxWidening = 1024.0;
constexpr double kWideningMemory = 1024.0;
// Crossings within this time (relative to 1 + |t|) after a state event are
// handled by it: opposite pistons of a V engine reach dead centre at one
// instant, which the root finder splits into two events 0 to 1e-12 s apart
// (Dymola reports one, MSL EngineV6_analytic). A relation is looked at only
// if its function is within this fraction of its largest magnitude of zero
// (IDA's point at a root is its interpolant: there a piston's velocity was
// 4e-6 of its largest off the consistent one).
constexpr double kCoincidenceWindow = 1e-9;
constexpr double kCoincidenceRange = 1e-4;

// The component an equation comes from: origins end with "(in <path>)".
std::string component_of(const std::string& origin) {
  const auto at = origin.rfind("(in ");
  if (at == std::string::npos || origin.back() != ')') return origin;
  return origin.substr(at + 4, origin.size() - at - 5);
}

std::string shortened(const std::string& text) {
  constexpr std::size_t kLimit = 200;
  return text.size() <= kLimit ? text : text.substr(0, kLimit) + " ...";
}

double relation_value(Op op, double difference) {
  return apply_op(op, difference, 0.0, 0.0);
}

}  // namespace

ModelEvents::ModelEvents(const CompiledModel& model, const std::vector<double>& parameters,
                         std::vector<double>& discrete)
    : model_(model),
      ev_(model.events),
      parameters_(parameters),
      d_(discrete),
      relation_registers_(ev_.relation_functions.make_registers()),
      time_registers_(ev_.time_event_times.make_registers()),
      sample_registers_(ev_.sample_parameters.make_registers()),
      equation_registers_(ev_.discrete_equation_values.make_registers()),
      when_registers_(ev_.when_values.make_registers()),
      diff_(ev_.relations.size()),
      diff_ahead_(ev_.relations.size()),
      scale_(ev_.relations.size(), 0.0),
      times_(ev_.time_relations.size()),
      samples_(2 * ev_.sample_slots.size()),
      values_(ev_.discrete_equation_slot.size()),
      when_out_(static_cast<std::size_t>(ev_.when_values.num_outputs())),
      corrector_(model),
      jacobian_slots_(model.jacobian.values.input_indices(InputKind::Discrete)),
      residual_slots_(model.residual.input_indices(InputKind::Discrete)),
      condition_registers_(ev_.conditions.make_registers()),
      condition_base_(static_cast<std::size_t>(ev_.conditions.num_outputs())),
      condition_flipped_(static_cast<std::size_t>(ev_.conditions.num_outputs())) {
  relation_condition_registers_.reserve(ev_.relation_conditions.size());
  for (const Program& reading : ev_.relation_conditions) {
    relation_condition_registers_.push_back(reading.make_registers());
    arming_slots_.push_back(reading.input_indices(InputKind::Discrete));
    bool continuous = false;
    for (InputKind kind :
         {InputKind::Y, InputKind::YP, InputKind::Time, InputKind::Cj, InputKind::Parameter})
      continuous = continuous || !reading.input_indices(kind).empty();
    arming_continuous_.push_back(continuous ? 1 : 0);
  }
  relations_read_algebraics_ = !ev_.relation_functions.input_indices(InputKind::YP).empty();
  std::vector<char> is_state(static_cast<std::size_t>(model.size()), 0);
  for (int s : model.state_components) is_state[static_cast<std::size_t>(s)] = 1;
  for (int k : ev_.relation_functions.input_indices(InputKind::Y))
    relations_read_algebraics_ =
        relations_read_algebraics_ || !is_state[static_cast<std::size_t>(k)];
  reset();
}

void ModelEvents::reset() {
  d_ = ev_.slot_start;
  log_.clear();
  statistics_ = {};
  terminated_ = false;
  termination_message_.clear();
  recent_state_events_.clear();
  initializing_ = true;
  std::fill(scale_.begin(), scale_.end(), 0.0);
  fired_sample_.assign(ev_.sample_slots.size(), -1.0);
  armed_.assign(ev_.relations.size(), 1);
  d_armed_.clear();
  crossed_.assign(ev_.relations.size(), 0);
  widening_.assign(ev_.relations.size(), 1.0);
  watched_.clear();
  for (int k : ev_.state_relations) {
    const RelationInfo& rel = ev_.relations[static_cast<std::size_t>(k)];
    watched_.push_back({static_cast<std::size_t>(k), static_cast<std::size_t>(rel.slot),
                        rel.op == Op::Greater || rel.op == Op::GreaterEqual});
  }
  quick_returns_.assign(ev_.relations.size(), 0);
  last_crossing_.assign(ev_.relations.size(), -std::numeric_limits<double>::infinity());
}

void ModelEvents::update_arming(double t) {
  // With the instant settled (pre() = current values), a relation needs an
  // event only if flipping it changes a condition that reads it.
  if (ev_.conditions.num_outputs() == 0) return;
  const ProgramInputs in = inputs(t, nullptr, nullptr);
  // Only the conditions that read relation k can change when it flips: they
  // are evaluated alone (EventSystem::relation_conditions), both ways.
  const bool per_relation = ev_.relation_conditions.size() == ev_.relations.size();
  if (!per_relation) ev_.conditions.run(in, condition_registers_, condition_base_.data());
  for (std::size_t k = 0; k < ev_.relations.size(); ++k) {
    const RelationInfo& rel = ev_.relations[k];
    if (rel.time_event || ev_.relation_always_armed[k]) continue;
    // Conditions of discrete values alone give what they gave at the last
    // arming unless one of the values they read has changed since: a PWM edge
    // re-arms the devices of its own bridge leg, not those of every drive.
    if (per_relation && !d_armed_.empty() && !arming_continuous_[k] &&
        std::all_of(arming_slots_[k].begin(), arming_slots_[k].end(), [&](int j) {
          return d_[static_cast<std::size_t>(j)] == d_armed_[static_cast<std::size_t>(j)];
        }))
      continue;
    double& slot = d_[static_cast<std::size_t>(rel.slot)];
    const double value = slot;
    if (per_relation) {
      const Program& reading = ev_.relation_conditions[k];
      std::vector<double>& registers = relation_condition_registers_[k];
      condition_base_.resize(static_cast<std::size_t>(reading.num_outputs()));
      condition_flipped_.resize(condition_base_.size());
      reading.run(in, registers, condition_base_.data());
      slot = value != 0.0 ? 0.0 : 1.0;
      reading.run(in, registers, condition_flipped_.data());
    } else {
      slot = value != 0.0 ? 0.0 : 1.0;
      ev_.conditions.run(in, condition_registers_, condition_flipped_.data());
    }
    slot = value;
    armed_[k] = condition_flipped_ != condition_base_ ? 1 : 0;
  }
  d_armed_ = d_;
}

void ModelEvents::prepare_initialization(double t, std::span<const double> y,
                                         std::span<const double> yp) {
  // As a mixed-system solver takes the discrete variables that relations
  // decide as its iteration variables, starting from their start values, the
  // other discrete variables follow from those by their equations.
  for (const auto& [pre, source] : ev_.pre_slots)
    d_[static_cast<std::size_t>(pre)] = d_[static_cast<std::size_t>(source)];
  if (values_.empty()) return;
  for (std::size_t pass = 0; pass <= values_.size(); ++pass) {
    ev_.discrete_equation_values.run(inputs(t, y.data(), yp.data()), equation_registers_,
                                     values_.data());
    bool changed = false;
    for (std::size_t k = 0; k < values_.size(); ++k) {
      if (ev_.discrete_equation_reads_events[k]) continue;
      double& slot = d_[static_cast<std::size_t>(ev_.discrete_equation_slot[k])];
      if (slot != values_[k]) {
        slot = values_[k];
        changed = true;
      }
    }
    if (!changed) break;
  }
}

void ModelEvents::end_initialization(double t, std::span<double> y, std::span<double> yp) {
  // initial() turns false within the initial instant: an event iteration
  // updates what depends on it (e.g. a friction element's startForward) and
  // runs the samples due at t. Without samples it is bookkeeping, not logged.
  initializing_ = false;
  if (ev_.initial_slot >= 0) d_[static_cast<std::size_t>(ev_.initial_slot)] = 0.0;
  const bool sampled = has_event_at(t);
  const std::size_t logged = log_.size();
  handle_event(t, y, yp, {}, LeftLimit::approximate);
  if (!sampled) log_.resize(logged);
}

double ModelEvents::band(std::size_t relation) const {
  return band(relation, scale_[relation]);
}

double ModelEvents::band(std::size_t relation, double scale) const {
  return widening_[relation] * std::max(kHysteresis, kRelativeHysteresis * scale);
}

ProgramInputs ModelEvents::inputs(double t, const double* y, const double* yp) const {
  return ProgramInputs{y, yp, parameters_.data(), t, 0.0, d_.data()};
}

double ModelEvents::time_tolerance(double t) const {
  return 1e-10 * (1.0 + std::abs(t));
}

int ModelEvents::num_zero_crossings() const {
  return static_cast<int>(ev_.state_relations.size());
}

void ModelEvents::zero_crossings(double t, const double* y, const double* yp, double* g) {
  ev_.relation_functions.run(inputs(t, y, yp), relation_registers_, diff_.data());
  for (std::size_t j = 0; j < watched_.size(); ++j) {
    const Watched& w = watched_[j];
    const std::size_t k = w.relation;
    const double difference = diff_[k];
    double scale = scale_[k];
    if (std::abs(difference) > scale) scale_[k] = scale = std::abs(difference);
    // A small hysteresis around the boundary: the function is never exactly
    // zero where the relation was last decided (IDA masks roots that start at
    // zero, which left a relation leaving its boundary unnoticed), and it
    // crosses zero just past the point where the relation flips.
    const double half_width = band(k, scale);
    const bool value = d_[w.slot] != 0.0;
    // A relation that cannot change anything now is not watched: a constant
    // function, which never crosses (re-armed at the next event).
    g[j] = armed_[k] ? difference + ((value == w.greater) ? half_width : -half_width) : 1.0;
  }
}

double ModelEvents::next_time_event(double t) {
  const double tol = time_tolerance(t);
  double next = std::numeric_limits<double>::infinity();
  if (!times_.empty()) {
    ev_.time_event_times.run(inputs(t, nullptr, nullptr), time_registers_, times_.data());
    for (double te : times_)
      if (te > t + tol) next = std::min(next, te);
  }
  if (!samples_.empty()) {
    ev_.sample_parameters.run(inputs(t, nullptr, nullptr), sample_registers_, samples_.data());
    for (std::size_t j = 0; j < ev_.sample_slots.size(); ++j) {
      const double start = samples_[2 * j], period = samples_[2 * j + 1];
      if (!(period > 0))
        throw ModelError(fmt::format("{}: the sample period must be positive, got {}",
                                     ev_.slot_names[static_cast<std::size_t>(ev_.sample_slots[j])],
                                     period));
      double te = start;
      if (t + tol >= start) te = start + (std::floor((t + tol - start) / period) + 1.0) * period;
      if (te <= t + tol) te += period;
      next = std::min(next, te);
    }
  }
  return next;
}

bool ModelEvents::update_relations(double t, const double* y, const double* yp,
                                   std::span<const int> roots, bool first_iteration) {
  if (ev_.relations.empty()) return false;
  ev_.relation_functions.run(inputs(t, y, yp), relation_registers_, diff_.data());
  if (!ev_.time_relations.empty()) {
    // A time relation takes its value just after t: at its own instant it has switched.
    ev_.relation_functions.run(inputs(t + 10 * time_tolerance(t), y, yp), relation_registers_,
                               diff_ahead_.data());
  }
  bool changed = false;
  std::size_t state_index = 0;
  for (std::size_t k = 0; k < ev_.relations.size(); ++k) {
    const RelationInfo& rel = ev_.relations[k];
    double& slot = d_[static_cast<std::size_t>(rel.slot)];
    double value = slot;
    if (rel.time_event) {
      value = relation_value(rel.op, diff_ahead_[k]);
    } else {
      const int root = roots.empty() ? 0 : roots[state_index];
      ++state_index;
      if (first_iteration && root != 0) {
        // Its function crossed zero: the relation takes the side the crossing leads to.
        const bool greater = rel.op == Op::Greater || rel.op == Op::GreaterEqual;
        value = (root > 0) == greater ? 1.0 : 0.0;
        crossed_[k] = 1;
      } else if (std::abs(diff_[k]) > band(k)) {
        value = relation_value(rel.op, diff_[k]);
      } else if (diff_[k] == 0.0 && crossed_[k] == 0) {
        // Exactly on its boundary at an instant it did not cause: no rounding
        // noise to guard against, so the relation holds as written (Modelica
        // spec 3.5, 8.5: relations are evaluated literally at event instants;
        // MSL Brake's fn <= 0 with fn = 0 when its ramp has ended).
        value = relation_value(rel.op, 0.0);
      }  // within the hysteresis: keep the value (no spurious switching)
    }
    if (value != slot) {
      slot = value;
      changed = true;
    }
  }
  return changed;
}

bool ModelEvents::update_samples(double t) {
  if (ev_.sample_slots.empty()) return false;
  ev_.sample_parameters.run(inputs(t, nullptr, nullptr), sample_registers_, samples_.data());
  bool changed = false;
  const double tol = time_tolerance(t);
  for (std::size_t j = 0; j < ev_.sample_slots.size(); ++j) {
    const double start = samples_[2 * j], period = samples_[2 * j + 1];
    const double k = std::round((t - start) / period);
    double& slot = d_[static_cast<std::size_t>(ev_.sample_slots[j])];
    double active = (k >= 0 && std::abs(start + k * period - t) <= tol) ? 1.0 : 0.0;
    // An instant fires once: a later event within the tolerance (a diode
    // switching 5e-14 s after the sample) is not the sample again.
    if (active != 0.0 && slot == 0.0 && fired_sample_[j] == k) active = 0.0;
    if (active != 0.0) fired_sample_[j] = k;
    if (slot != active) {
      slot = active;
      changed = true;
    }
  }
  return changed;
}

bool ModelEvents::update_discrete_equations(double t, const double* y, const double* yp) {
  if (values_.empty()) return false;
  // The discrete equations of one event step are solved together: with pre()
  // fixed, re-evaluate until they agree (n passes settle an acyclic chain of n).
  bool changed = false;
  for (std::size_t pass = 0; pass <= values_.size(); ++pass) {
    ev_.discrete_equation_values.run(inputs(t, y, yp), equation_registers_, values_.data());
    bool pass_changed = false;
    for (std::size_t k = 0; k < values_.size(); ++k) {
      double& slot = d_[static_cast<std::size_t>(ev_.discrete_equation_slot[k])];
      if (slot != values_[k]) {
        slot = values_[k];
        pass_changed = true;
      }
    }
    if (!pass_changed) break;
    changed = true;
  }
  return changed;
}

bool ModelEvents::fire_when_clauses(double t, std::span<double> y, const double* yp,
                                    bool allow_firing) {
  if (ev_.whens.empty()) return false;
  // Every right-hand side is evaluated before any assignment: the clauses act synchronously.
  ev_.when_values.run(inputs(t, y.data(), yp), when_registers_, when_out_.data());
  bool changed = false;
  for (const WhenInfo& w : ev_.whens) {
    const double now = when_out_[static_cast<std::size_t>(w.condition)] != 0.0 ? 1.0 : 0.0;
    double& memory = d_[static_cast<std::size_t>(w.condition_slot)];
    const bool may_fire = allow_firing || (initializing_ && w.at_initialization);
    if (may_fire && now == 1.0 && memory == 0.0) {
      if (w.terminate && !terminated_) {
        terminated_ = true;
        termination_message_ = w.terminate_message;
      }
      for (const auto& [slot, out] : w.assignments) {
        const double v = when_out_[static_cast<std::size_t>(out)];
        if (d_[static_cast<std::size_t>(slot)] != v) {
          d_[static_cast<std::size_t>(slot)] = v;
          changed = true;
        }
      }
      for (const auto& [index, out] : w.reinits) {
        y[static_cast<std::size_t>(index)] = when_out_[static_cast<std::size_t>(out)];
        changed = true;
        reinitialised_ = true;
      }
    }
    if (memory != now) {
      memory = now;
      changed = true;
    }
  }
  return changed;
}

bool ModelEvents::update_at_initialization(double t, std::span<const double> y,
                                           std::span<const double> yp) {
  for (const auto& [pre, source] : ev_.pre_slots)
    d_[static_cast<std::size_t>(pre)] = d_[static_cast<std::size_t>(source)];
  bool changed = false;
  if (!ev_.relations.empty()) {
    // At the start there is no previous side: a relation takes its value at
    // the difference found, where rounding noise below the hysteresis counts
    // as zero (w = -1e-29 from a Newton solve is not "w < 0").
    ev_.relation_functions.run(inputs(t, y.data(), yp.data()), relation_registers_, diff_.data());
    for (std::size_t k = 0; k < ev_.relations.size(); ++k) {
      const RelationInfo& rel = ev_.relations[k];
      scale_[k] = std::max(scale_[k], std::abs(diff_[k]));
      const double v = relation_value(rel.op, std::abs(diff_[k]) <= band(k) ? 0.0 : diff_[k]);
      if (d_[static_cast<std::size_t>(rel.slot)] != v) {
        d_[static_cast<std::size_t>(rel.slot)] = v;
        changed = true;
      }
    }
  }
  changed = update_discrete_equations(t, y.data(), yp.data()) || changed;
  std::vector<double> y_copy(y.begin(), y.end());
  changed = fire_when_clauses(t, y_copy, yp.data(), false) || changed;
  ++statistics_.initial_iterations;
  return changed;
}

std::optional<std::string> ModelEvents::search_initial_mode(
    double t, std::span<double> y, std::span<double> yp,
    const std::vector<std::vector<double>>& visited, const std::function<bool()>& solve) {
  const std::vector<int> flipping = flipping_relations(visited);
  std::string names;
  for (int slot : flipping) names += "\n    " + ev_.slot_names[static_cast<std::size_t>(slot)];
  if (flipping.empty() || flipping.size() > kMaxSearchedRelations) return std::string();
  const std::vector<double> d0 = d_;
  for (unsigned mask = 0; mask < (1u << flipping.size()); ++mask) {
    d_ = d0;
    for (std::size_t k = 0; k < flipping.size(); ++k)
      d_[static_cast<std::size_t>(flipping[k])] = (mask >> k) & 1u ? 1.0 : 0.0;
    update_discrete_equations(t, y.data(), yp.data());
    if (!solve()) continue;
    if (!update_at_initialization(t, y, yp)) return std::nullopt;  // a consistent mode
  }
  d_ = d0;
  return names;
}

bool ModelEvents::has_event_at(double t) {
  if (ev_.sample_slots.empty()) return false;
  ev_.sample_parameters.run(inputs(t, nullptr, nullptr), sample_registers_, samples_.data());
  for (std::size_t j = 0; j < ev_.sample_slots.size(); ++j)
    if (std::abs(samples_[2 * j] - t) <= time_tolerance(t)) return true;
  return false;
}

std::optional<double> ModelEvents::confirm_root(double t_root, double t_begin, double t_limit,
                                                std::span<const int> roots,
                                                const SolutionAt& solution_at) {
  const auto n = static_cast<std::size_t>(model_.size());
  std::vector<double> y(n), yp(n), g(static_cast<std::size_t>(num_zero_crossings()));
  // The largest reported crossing function on the consistent solution at s,
  // oriented so that >= 0 means "has crossed".
  auto crossed = [&](double s) -> std::optional<double> {
    solution_at(s, y, yp);
    if (corrector_.correct(s, y, yp, parameters_.data(), d_.data()) < 0) return std::nullopt;
    zero_crossings(s, y.data(), yp.data(), g.data());
    double m = -std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < roots.size(); ++j)
      if (roots[j] != 0) m = std::max(m, roots[j] * g[j]);
    return m;
  };
  const std::optional<double> at_root = crossed(t_root);
  if (!at_root) return t_root;
  double lo = 0, hi = 0, f_lo = 0, f_hi = 0;
  if (*at_root >= 0) {  // crossed, perhaps earlier than the interpolant says
    // Relations of states cross where the interpolant does: nothing to refine.
    if (*at_root <= 10 * kHysteresis) return t_root;
    const std::optional<double> at_begin = t_begin < t_root ? crossed(t_begin) : std::nullopt;
    if (!at_begin || *at_begin >= 0) return t_root;
    lo = t_begin, f_lo = *at_begin, hi = t_root, f_hi = *at_root;
  } else {  // not crossed yet: later in the step, or not at all
    if (!(t_limit > t_root)) return t_root;
    const std::optional<double> at_limit = crossed(t_limit);
    if (!at_limit) return t_root;
    if (*at_limit < 0) return std::nullopt;
    lo = t_root, f_lo = *at_root, hi = t_limit, f_hi = *at_limit;
  }
  // Illinois (regula falsi that halves the stale end's value).
  const double tolerance = 1e-13 * (1.0 + std::abs(t_root));
  int stale = 0;
  for (int iteration = 0; iteration < 60 && hi - lo > tolerance; ++iteration) {
    double s = (lo * f_hi - hi * f_lo) / (f_hi - f_lo);
    if (!(s > lo && s < hi)) s = 0.5 * (lo + hi);
    const std::optional<double> f = crossed(s);
    if (!f) break;
    if (*f >= 0) {
      hi = s, f_hi = *f;
      if (stale == 1) f_lo *= 0.5;
      stale = 1;
    } else {
      lo = s, f_lo = *f;
      if (stale == -1) f_hi *= 0.5;
      stale = -1;
    }
  }
  return hi;  // the relation has switched on the consistent solution here
}

void ModelEvents::add_coincident_crossings(double t, std::span<const double> y,
                                           std::span<const double> yp, LeftLimit left_limit,
                                           std::vector<int>& roots) {
  event_y_.assign(y.begin(), y.end());
  event_yp_.assign(yp.begin(), yp.end());
  // IDA's interpolant need not meet the algebraic equations (a relation's
  // function was 1e-4 off at rtol 1e-8): the left limit solved first.
  if (relations_read_algebraics_ && left_limit == LeftLimit::approximate &&
      corrector_.correct(t, event_y_, event_yp_, parameters_.data(), d_.data()) < 0)
    return;
  // Those that have crossed at t already the event iteration switches by their value.
  g_at_event_.resize(watched_.size());
  zero_crossings(t, event_y_.data(), event_yp_.data(), g_at_event_.data());
  auto has_crossed = [&](std::size_t j, double g) {
    const bool positive_before = (d_[watched_[j].slot] != 0.0) == watched_[j].greater;
    return positive_before ? g < 0 : g > 0;
  };
  auto near_boundary = [&](std::size_t j) {
    const std::size_t k = watched_[j].relation;
    return roots[j] == 0 && armed_[k] && !has_crossed(j, g_at_event_[j]) &&
           std::abs(diff_[k]) <= kCoincidenceRange * scale_[k] + 2 * band(k);
  };
  std::vector<char> candidate(watched_.size());
  bool any = false;
  for (std::size_t j = 0; j < watched_.size(); ++j) {
    candidate[j] = near_boundary(j) ? 1 : 0;
    any = any || candidate[j];
  }
  if (!any) return;
  // The solution a moment later, in the mode before the event: the states
  // (and, as first guesses, the algebraic unknowns) advanced along their
  // derivatives; the algebraic unknowns solved there if relations read them.
  const double dt = kCoincidenceWindow * (1.0 + std::abs(t));
  consistent_y_.resize(y.size());
  consistent_yp_ = event_yp_;
  for (std::size_t i = 0; i < y.size(); ++i) consistent_y_[i] = event_y_[i] + dt * event_yp_[i];
  if (relations_read_algebraics_ &&
      corrector_.correct(t + dt, consistent_y_, consistent_yp_, parameters_.data(), d_.data()) < 0)
    return;
  consistent_g_.resize(watched_.size());
  zero_crossings(t + dt, consistent_y_.data(), consistent_yp_.data(), consistent_g_.data());
  // diff_ now holds the values at t + dt; the event iteration recomputes them at t.
  for (std::size_t j = 0; j < watched_.size(); ++j) {
    if (!candidate[j] || !has_crossed(j, consistent_g_[j])) continue;
    const bool positive_before = (d_[watched_[j].slot] != 0.0) == watched_[j].greater;
    roots[j] = positive_before ? -1 : 1;
    ++statistics_.coincident_crossings;
  }
}

bool ModelEvents::crossings_at_end(double t, std::span<const double> y, std::span<const double> yp,
                                   LeftLimit left_limit, std::span<int> roots) {
  if (watched_.empty() || terminated_) return false;
  // The relations as written at the stop time, on the consistent solution:
  // one that has crossed there (within rounding of its boundary, so the
  // integrator reported no root) takes its new side. One that crosses only
  // after the stop time keeps its side, however close: the run ends first.
  event_y_.assign(y.begin(), y.end());
  event_yp_.assign(yp.begin(), yp.end());
  if (relations_read_algebraics_ && left_limit == LeftLimit::approximate &&
      corrector_.correct(t, event_y_, event_yp_, parameters_.data(), d_.data()) < 0)
    return false;
  ev_.relation_functions.run(inputs(t, event_y_.data(), event_yp_.data()), relation_registers_,
                             diff_.data());
  bool any = false;
  for (std::size_t j = 0; j < watched_.size() && j < roots.size(); ++j) {
    const std::size_t k = watched_[j].relation;
    const RelationInfo& rel = ev_.relations[k];
    const bool frozen = d_[watched_[j].slot] != 0.0;
    const bool literal = relation_value(rel.op, diff_[k]) != 0.0;
    if (!armed_[k] || literal == frozen ||
        std::abs(diff_[k]) > kCoincidenceRange * scale_[k] + 2 * band(k))
      continue;
    const bool positive_before = frozen == watched_[j].greater;
    roots[j] = positive_before ? -1 : 1;
    any = true;
  }
  return any;
}

bool ModelEvents::crossed_on_consistent(double t, std::span<const double> y,
                                        std::span<const double> yp, std::span<int> roots) {
  if (!relations_read_algebraics_ || watched_.empty()) return false;
  consistent_y_.assign(y.begin(), y.end());
  consistent_yp_.assign(yp.begin(), yp.end());
  if (corrector_.correct(t, consistent_y_, consistent_yp_, parameters_.data(), d_.data()) < 0)
    return false;  // the integrator's own root finding stays the judge
  consistent_g_.resize(watched_.size());
  zero_crossings(t, consistent_y_.data(), consistent_yp_.data(), consistent_g_.data());
  bool crossed = false;
  for (std::size_t j = 0; j < watched_.size(); ++j) {
    // zero_crossings() makes g positive before the crossing exactly where the
    // relation's value equals its orientation (see there).
    const Watched& w = watched_[j];
    roots[j] = 0;
    if (!armed_[w.relation]) continue;  // not watched now (g = 1)
    const bool positive_before = (d_[w.slot] != 0.0) == w.greater;
    const double g = consistent_g_[j];
    const bool has_crossed = positive_before ? g < 0 : g > 0;
    roots[j] = has_crossed ? (positive_before ? -1 : 1) : 0;
    crossed = crossed || has_crossed;
  }
  return crossed;
}

std::uint64_t ModelEvents::jacobian_mode() const {
  // FNV-1a over the bit patterns of the values (-0 taken as +0).
  std::uint64_t hash = 1469598103934665603ULL;
  for (int slot : jacobian_slots_) {
    const double value = d_[static_cast<std::size_t>(slot)];
    const auto bits = std::bit_cast<std::uint64_t>(value == 0.0 ? 0.0 : value);
    for (int byte = 0; byte < 8; ++byte) {
      hash ^= (bits >> (8 * byte)) & 0xffU;
      hash *= 1099511628211ULL;
    }
  }
  return hash == 0 ? 1 : hash;
}

EventEffect ModelEvents::last_event_effect() const {
  EventEffect effect;
  effect.states_reinitialised = reinitialised_;
  // A mode switch (a relation, a Boolean, an integer mode) changes the Newton
  // matrix; a real value the Jacobian reads changing by a few per cent (a
  // duty cycle multiplying a current) does not need a new one.
  effect.jacobian_changed = d_before_.size() != d_.size();
  for (int slot : jacobian_slots_) {
    if (effect.jacobian_changed) break;
    const double before = d_before_[static_cast<std::size_t>(slot)];
    const double after = d_[static_cast<std::size_t>(slot)];
    effect.jacobian_changed =
        std::abs(after - before) > 0.1 * std::max(std::abs(after), std::abs(before));
  }
  if (effect.jacobian_changed) effect.jacobian_mode = jacobian_mode();
  return effect;
}

bool ModelEvents::solution_rates(double t, double step, std::span<const double> y,
                                 std::span<const double> yp, std::span<double> rate) {
  // A forward difference along the solution: the states moved by eps y',
  // the algebraic unknowns and derivatives re-solved there. The increment is
  // small against the integrator's step, on which the solution is smooth.
  if (!(step > 0.0)) return false;
  const double eps = 1e-3 * step;
  rate_y_.assign(y.begin(), y.end());
  rate_yp_.assign(yp.begin(), yp.end());
  for (int s : model_.state_components)
    rate_y_[static_cast<std::size_t>(s)] += eps * yp[static_cast<std::size_t>(s)];
  if (corrector_.estimate(t + eps, rate_y_, rate_yp_, parameters_.data(), d_.data()) < 0)
    return false;
  for (std::size_t k = 0; k < y.size(); ++k) rate[k] = (rate_y_[k] - y[k]) / eps;
  for (int s : model_.state_components) {
    const auto k = static_cast<std::size_t>(s);
    rate[k] = (rate_yp_[k] - yp[k]) / eps;
  }
  for (double r : rate)
    if (!std::isfinite(r)) return false;
  return true;
}

void ModelEvents::check_chattering(double t, std::span<const int> roots) {
  recent_state_events_.push_back(t);
  const double window = kChatterWindow * (1.0 + std::abs(t));
  while (!recent_state_events_.empty() && t - recent_state_events_.front() > window)
    recent_state_events_.pop_front();
  int quick_returns = 0;
  for (std::size_t j = 0; j < roots.size(); ++j) {
    if (roots[j] == 0) continue;
    const auto k = static_cast<std::size_t>(ev_.state_relations[j]);
    const double since = t - last_crossing_[k];
    if (since > kWideningMemory * window) {
      widening_[k] = 1.0;
      quick_returns_[k] = 0;
    } else if (since <= widening_[k] * window) {
      widening_[k] = std::min(2.0 * widening_[k], kMaxWidening);
      ++quick_returns_[k];
    } else {
      quick_returns_[k] = 0;
    }
    last_crossing_[k] = t;
    quick_returns = std::max(quick_returns, quick_returns_[k]);
  }
  const bool many_events = recent_state_events_.size() >= kChatterEvents;
  if (!many_events && quick_returns < static_cast<int>(kChatterEvents)) return;
  std::string culprits;
  for (std::size_t j = 0; j < roots.size(); ++j) {
    if (roots[j] == 0) continue;
    const RelationInfo& rel = ev_.relations[static_cast<std::size_t>(ev_.state_relations[j])];
    culprits += fmt::format("\n    '{}' in component {} (equation {})", shortened(rel.text),
                            component_of(rel.origin), shortened(rel.origin));
  }
  const std::string what =
      many_events ? fmt::format("{} state events within {:.3g} s", recent_state_events_.size(),
                                t - recent_state_events_.front())
                  : fmt::format(
                        "{} zero crossings in a row each switched a relation back soon "
                        "after the last, with its hysteresis widened {:g}-fold",
                        quick_returns, kMaxWidening);
  throw SolverError(fmt::format(
      "chattering: {} at t = {:.10g}. The zero crossings that keep switching:{}\n  The model "
      "switches back and forth without time advancing. Regularise it (e.g. a smooth friction "
      "law, a small hysteresis) or wrap expressions that are smooth in noEvent().",
      what, t, culprits));
}

void ModelEvents::correct(double t, std::span<double> y, std::span<double> yp,
                          const std::string& cause) {
  const bool partial = point_solved_ && d_solved_.size() == d_.size();
  if (partial) {
    changed_slots_.assign(d_.size(), 0);
    for (std::size_t k = 0; k < d_.size(); ++k) changed_slots_[k] = d_solved_[k] != d_[k];
    if (changed_slots_ != last_changed_slots_) {  // sample events change the same slots each time
      steps_after_change_ = corrector_.causal().steps_after(changed_slots_);
      last_changed_slots_ = changed_slots_;
    }
  }
  point_solved_ = false;
  ++statistics_.corrections;
  const int iterations =
      partial ? corrector_.update(t, y, yp, parameters_.data(), d_.data(), steps_after_change_)
              : corrector_.correct(t, y, yp, parameters_.data(), d_.data());
  if (partial && corrector_.last_update_partial()) {
    ++statistics_.partial_corrections;
    statistics_.partial_correction_steps += std::ranges::count(steps_after_change_, 1);
  }
  if (iterations < 0)
    throw SolverError(fmt::format(
        "after the event at t = {:.10g} ({}) no consistent values of the algebraic variables "
        "were found: the model has no solution in its new mode. Check the equations that the "
        "switched relations select.",
        t, cause.empty() ? "time event" : cause));
  point_solved_ = true;
}

void ModelEvents::correct_if_changed(double t, std::span<double> y, std::span<double> yp,
                                     const std::string& cause) {
  bool changed = d_solved_.size() != d_.size();
  for (int slot : residual_slots_) {
    if (changed) break;
    changed = d_solved_[static_cast<std::size_t>(slot)] != d_[static_cast<std::size_t>(slot)];
  }
  if (!changed) return;
  correct(t, y, yp, cause);
  d_solved_ = d_;
}

void ModelEvents::solve_mixed_system(double t, std::span<double> y, std::span<double> yp,
                                     bool relations_changed, const std::string& cause) {
  // Fixed point over the discrete unknowns at fixed pre(): discrete equations
  // from the relations, the continuous unknowns for those discrete values,
  // the relations from the new continuous values. If the iteration cycles
  // (e.g. a friction element tried sliding forward, then backward, each
  // inconsistent) the relations that flipped are searched exhaustively.
  constexpr int kMaxPasses = 50;
  std::vector<std::vector<double>> visited;
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    const bool discrete_changed = update_discrete_equations(t, y.data(), yp.data());
    if (!discrete_changed && !relations_changed && pass > 0) return;
    if (discrete_changed || relations_changed) correct_if_changed(t, y, yp, cause);
    relations_changed = update_relations(t, y.data(), yp.data(), {}, false);
    if (!relations_changed && !discrete_changed) return;
    if (std::find(visited.begin(), visited.end(), d_) != visited.end()) {
      search_mixed_system(t, y, yp, visited, cause);
      return;
    }
    visited.push_back(d_);
  }
  throw SolverError(fmt::format(
      "at the event at t = {:.10g} ({}) the relations and the discrete variables that depend on "
      "them did not settle in {} passes. Check the conditions that switch the equations involved.",
      t, cause.empty() ? "time event" : cause, kMaxPasses));
}

std::vector<int> ModelEvents::flipping_relations(
    const std::vector<std::vector<double>>& visited) const {
  // The relations whose value changed while the fixed-point iteration cycled.
  std::vector<int> flipping;
  for (const RelationInfo& rel : ev_.relations) {
    const auto slot = static_cast<std::size_t>(rel.slot);
    for (const auto& v : visited)
      if (v[slot] != visited.front()[slot]) {
        flipping.push_back(rel.slot);
        break;
      }
  }
  return flipping;
}

void ModelEvents::search_mixed_system(double t, std::span<double> y, std::span<double> yp,
                                      const std::vector<std::vector<double>>& visited,
                                      const std::string& cause) {
  const std::vector<int> flipping = flipping_relations(visited);
  std::string names;
  for (int slot : flipping) names += "\n    " + ev_.slot_names[static_cast<std::size_t>(slot)];
  if (flipping.size() <= kMaxSearchedRelations) {
    const std::vector<double> d0 = d_, y0(y.begin(), y.end()), yp0(yp.begin(), yp.end());
    point_solved_ = false;
    for (unsigned mask = 0; mask < (1u << flipping.size()); ++mask) {
      d_ = d0;
      std::copy(y0.begin(), y0.end(), y.begin());
      std::copy(yp0.begin(), yp0.end(), yp.begin());
      for (std::size_t k = 0; k < flipping.size(); ++k)
        d_[static_cast<std::size_t>(flipping[k])] = (mask >> k) & 1u ? 1.0 : 0.0;
      update_discrete_equations(t, y.data(), yp.data());
      if (corrector_.correct(t, y, yp, parameters_.data(), d_.data()) < 0) continue;
      if (update_relations(t, y.data(), yp.data(), {}, false)) continue;
      if (update_discrete_equations(t, y.data(), yp.data())) continue;
      d_solved_ = d_;  // a consistent mode
      point_solved_ = true;
      return;
    }
  }
  throw SolverError(fmt::format(
      "at the event at t = {:.10g} ({}) no mode is consistent: for every combination of the "
      "relations below, the continuous solution contradicts them (mixed system without "
      "solution).{}\n  Check the conditions that switch the equations involved.",
      t, cause.empty() ? "time event" : cause, names));
}

void ModelEvents::handle_event(double t, std::span<double> y, std::span<double> yp,
                               std::span<const int> roots, LeftLimit left_limit) {
  const bool state_event = !roots.empty();
  std::fill(crossed_.begin(), crossed_.end(), 0);
  d_before_ = d_;
  d_solved_ = d_;  // the integrator's point solves the equations of the mode before the event
  point_solved_ = left_limit == LeftLimit::consistent;
  reinitialised_ = false;
  EventRecord record{t, !state_event, ""};
  std::vector<int> all_roots;  // the integrator's and those coincident with them
  if (state_event) {
    all_roots.assign(roots.begin(), roots.end());
    add_coincident_crossings(t, y, yp, left_limit, all_roots);
    roots = all_roots;
    check_chattering(t, roots);
    for (std::size_t j = 0; j < roots.size(); ++j)
      if (roots[j] != 0) {
        const RelationInfo& rel = ev_.relations[static_cast<std::size_t>(ev_.state_relations[j])];
        record.cause +=
            fmt::format("{}{} ({}) in {}", record.cause.empty() ? "" : "; ", shortened(rel.text),
                        roots[j] > 0 ? "rising" : "falling", component_of(rel.origin));
      }
  } else {
    std::vector<double> times(times_.size());
    if (!times.empty()) {
      ev_.time_event_times.run(inputs(t, nullptr, nullptr), time_registers_, times.data());
      for (std::size_t j = 0; j < times.size(); ++j)
        if (std::abs(times[j] - t) <= 10 * time_tolerance(t)) {
          const RelationInfo& rel = ev_.relations[static_cast<std::size_t>(ev_.time_relations[j])];
          record.cause += fmt::format("{}{} in {}", record.cause.empty() ? "" : "; ",
                                      shortened(rel.text), component_of(rel.origin));
        }
    }
  }

  // Event iteration (Modelica semantics): with pre() fixed, solve the instant's
  // equations (the mixed system of relations, discrete equations and the
  // continuous unknowns that depend on them); fire when-clauses; then set
  // pre() to the new values and repeat until nothing read through pre() changes.
  std::vector<double> before(d_.size());
  for (int iteration = 0;; ++iteration) {
    if (iteration == kMaxIterations)
      throw SolverError(fmt::format(
          "event iteration at t = {:.10g} did not reach a fixed point in {} iterations ({}). "
          "Discrete variables or relations keep changing each other; check when-clauses and "
          "discrete equations for a cycle.",
          t, kMaxIterations, record.cause.empty() ? "time event" : record.cause));
    for (const auto& [pre, source] : ev_.pre_slots)
      d_[static_cast<std::size_t>(pre)] = d_[static_cast<std::size_t>(source)];
    before = d_;
    bool relations_changed = false;
    if (iteration == 0) {
      relations_changed = update_relations(t, y.data(), yp.data(), roots, true);
      const bool sampled = update_samples(t);
      if (sampled && record.cause.find("sample") == std::string::npos)
        record.cause += std::string(record.cause.empty() ? "" : "; ") + "sample instant";
      relations_changed = sampled || relations_changed;
    }
    solve_mixed_system(t, y, yp, relations_changed, record.cause);
    // When-clauses see the algebraic variables of the new mode, and the
    // instant's other equations see their new values before pre() advances:
    // Modelica solves the event instant as a whole (spec 8.6), so a
    // thyristor latch (off = s < 0 or pre(off) and not fire) never sees the
    // firing signal of a Timer whose entry time this very instant resets.
    bool fired = false;
    for (int round = 0;; ++round) {
      if (round == kMaxIterations)
        throw SolverError(fmt::format(
            "at the event at t = {:.10g} ({}) when-clauses kept firing each other within one "
            "event iteration ({} rounds). Check their conditions for a cycle.",
            t, record.cause.empty() ? "time event" : record.cause, kMaxIterations));
      const bool fired_now = fire_when_clauses(t, y, yp.data(), true);
      if (reinitialised_ && (round == 0 || fired_now)) {
        point_solved_ = false;  // the states jumped
        correct(t, y, yp, record.cause);
        d_solved_ = d_;
      } else if (fired_now) {
        correct_if_changed(t, y, yp, record.cause);
      }
      if (!fired_now) break;
      fired = true;
      solve_mixed_system(t, y, yp, false, record.cause);
    }
    ++statistics_.event_iterations;
    bool pre_changed = false;
    for (const auto& [pre, source] : ev_.pre_slots)
      if (d_[static_cast<std::size_t>(pre)] != d_[static_cast<std::size_t>(source)])
        pre_changed = true;
    if (!fired && !pre_changed) break;
  }
  // A sample is true at its instant only.
  if (!ev_.sample_slots.empty()) {
    for (int slot : ev_.sample_slots) d_[static_cast<std::size_t>(slot)] = 0.0;
    fire_when_clauses(t, y, yp.data(), false);
  }
  if (record.cause.empty()) record.cause = "time event";
  if (terminated_) record.cause += "; terminate: " + termination_message_;
  log_.push_back(std::move(record));
  update_arming(t);
}

}  // namespace acausal::solvers
