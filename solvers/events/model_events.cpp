#include "solvers/events/model_events.hpp"

#include <algorithm>
#include <cmath>
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
      times_(ev_.time_relations.size()),
      samples_(2 * ev_.sample_slots.size()),
      values_(ev_.discrete_equation_slot.size()),
      when_out_(static_cast<std::size_t>(ev_.when_values.num_outputs())),
      corrector_(model) {
  reset();
}

void ModelEvents::reset() {
  d_ = ev_.slot_start;
  log_.clear();
  statistics_ = {};
  terminated_ = false;
  termination_message_.clear();
  recent_state_events_.clear();
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
  for (std::size_t j = 0; j < ev_.state_relations.size(); ++j) {
    const RelationInfo& rel = ev_.relations[static_cast<std::size_t>(ev_.state_relations[j])];
    // A small hysteresis around the boundary: the function is never exactly
    // zero where the relation was last decided (IDA masks roots that start at
    // zero, which left a relation leaving its boundary unnoticed), and it
    // crosses zero just past the point where the relation flips.
    const bool value = d_[static_cast<std::size_t>(rel.slot)] != 0.0;
    const bool greater = rel.op == Op::Greater || rel.op == Op::GreaterEqual;
    g[j] = diff_[static_cast<std::size_t>(ev_.state_relations[j])] +
           ((value == greater) ? kHysteresis : -kHysteresis);
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
        value = slot != 0.0 ? 0.0 : 1.0;  // its function crossed zero: the relation flips
      } else if (std::abs(diff_[k]) > kHysteresis) {
        value = relation_value(rel.op, diff_[k]);
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
    const double active = (k >= 0 && std::abs(start + k * period - t) <= tol) ? 1.0 : 0.0;
    double& slot = d_[static_cast<std::size_t>(ev_.sample_slots[j])];
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
    if (allow_firing && now == 1.0 && memory == 0.0) {
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
    // At the start relations are evaluated exactly: there is no previous side.
    ev_.relation_functions.run(inputs(t, y.data(), yp.data()), relation_registers_, diff_.data());
    for (std::size_t k = 0; k < ev_.relations.size(); ++k) {
      const RelationInfo& rel = ev_.relations[k];
      const double v = relation_value(rel.op, diff_[k]);
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

bool ModelEvents::has_event_at(double t) {
  if (ev_.sample_slots.empty()) return false;
  ev_.sample_parameters.run(inputs(t, nullptr, nullptr), sample_registers_, samples_.data());
  for (std::size_t j = 0; j < ev_.sample_slots.size(); ++j)
    if (std::abs(samples_[2 * j] - t) <= time_tolerance(t)) return true;
  return false;
}

void ModelEvents::check_chattering(double t, std::span<const int> roots) {
  recent_state_events_.push_back(t);
  const double window = kChatterWindow * (1.0 + std::abs(t));
  while (!recent_state_events_.empty() && t - recent_state_events_.front() > window)
    recent_state_events_.pop_front();
  if (recent_state_events_.size() < kChatterEvents) return;
  std::string culprits;
  for (std::size_t j = 0; j < roots.size(); ++j) {
    if (roots[j] == 0) continue;
    const RelationInfo& rel = ev_.relations[static_cast<std::size_t>(ev_.state_relations[j])];
    culprits += fmt::format("\n    '{}' in {}", rel.text, rel.origin);
  }
  throw SolverError(fmt::format(
      "chattering: {} state events within {:.3g} s at t = {:.10g}. The zero crossings that keep "
      "switching:{}\n  The model switches back and forth without time advancing. Regularise it "
      "(e.g. a smooth friction law, a small hysteresis) or wrap expressions that are smooth in "
      "noEvent().",
      recent_state_events_.size(), t - recent_state_events_.front(), t, culprits));
}

void ModelEvents::correct(double t, std::span<double> y, std::span<double> yp,
                          const std::string& cause) {
  if (corrector_.correct(t, y, yp, parameters_.data(), d_.data()) < 0)
    throw SolverError(fmt::format(
        "after the event at t = {:.10g} ({}) no consistent values of the algebraic variables "
        "were found: the model has no solution in its new mode. Check the equations that the "
        "switched relations select.",
        t, cause.empty() ? "time event" : cause));
}

void ModelEvents::handle_event(double t, std::span<double> y, std::span<double> yp,
                               std::span<const int> roots) {
  const bool state_event = !roots.empty();
  EventRecord record{t, !state_event, ""};
  if (state_event) {
    check_chattering(t, roots);
    for (std::size_t j = 0; j < roots.size(); ++j)
      if (roots[j] != 0) {
        const RelationInfo& rel = ev_.relations[static_cast<std::size_t>(ev_.state_relations[j])];
        record.cause += fmt::format("{}{} ({}) in {}", record.cause.empty() ? "" : "; ", rel.text,
                                    roots[j] > 0 ? "rising" : "falling", rel.origin);
      }
  } else {
    std::vector<double> times(times_.size());
    if (!times.empty()) {
      ev_.time_event_times.run(inputs(t, nullptr, nullptr), time_registers_, times.data());
      for (std::size_t j = 0; j < times.size(); ++j)
        if (std::abs(times[j] - t) <= 10 * time_tolerance(t)) {
          const RelationInfo& rel = ev_.relations[static_cast<std::size_t>(ev_.time_relations[j])];
          record.cause +=
              fmt::format("{}{} in {}", record.cause.empty() ? "" : "; ", rel.text, rel.origin);
        }
    }
  }

  bool first = true;
  for (int iteration = 0;; ++iteration) {
    if (iteration == kMaxIterations)
      throw SolverError(fmt::format(
          "event iteration at t = {:.10g} did not reach a fixed point in {} iterations ({}). "
          "Discrete variables or relations keep changing each other; check when-clauses and "
          "discrete equations for a cycle.",
          t, kMaxIterations, record.cause.empty() ? "time event" : record.cause));
    for (const auto& [pre, source] : ev_.pre_slots)
      d_[static_cast<std::size_t>(pre)] = d_[static_cast<std::size_t>(source)];
    bool changed = update_relations(t, y.data(), yp.data(), roots, first);
    if (first) {
      const bool sampled = update_samples(t);
      if (sampled && record.cause.find("sample") == std::string::npos)
        record.cause += std::string(record.cause.empty() ? "" : "; ") + "sample instant";
      changed = sampled || changed;
    }
    changed = update_discrete_equations(t, y.data(), yp.data()) || changed;
    // When-clauses see the algebraic variables of the new mode, as Modelica
    // solves the event instant as a whole.
    if (changed) correct(t, y, yp, record.cause);
    const bool fired = fire_when_clauses(t, y, yp.data(), true);
    changed = fired || changed;
    ++statistics_.event_iterations;
    first = false;
    if (!changed) break;
    if (fired) correct(t, y, yp, record.cause);
  }
  // A sample is true at its instant only.
  if (!ev_.sample_slots.empty()) {
    for (int slot : ev_.sample_slots) d_[static_cast<std::size_t>(slot)] = 0.0;
    fire_when_clauses(t, y, yp.data(), false);
  }
  if (record.cause.empty()) record.cause = "time event";
  if (terminated_) record.cause += "; terminate: " + termination_message_;
  log_.push_back(std::move(record));
}

}  // namespace acausal::solvers
