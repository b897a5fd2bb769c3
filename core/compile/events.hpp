#pragma once
// Lowering of the hybrid part. Relations outside noEvent (including those that
// abs, sign, min and max expand into) are frozen between events: each becomes
// a slot of the discrete state, read by the continuous programs, and a
// function whose sign change is an event (a zero crossing, or a time event
// when it depends on time alone). pre(x) and sample(...) become slots too.
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/compile/program.hpp"
#include "core/expr/node_table.hpp"
#include "core/passes/flat_system.hpp"

namespace acausal {

struct RelationInfo {
  Op op;
  std::string text;    // readable form, e.g. "mass.v > 0"
  std::string origin;  // the equation it was first found in
  bool time_event = false;
  int slot = 0;
};

struct WhenInfo {
  int condition = 0;                             // output of EventSystem::when_values
  int condition_slot = 0;                        // slot remembering the condition's last value
  std::vector<std::pair<int, int>> assignments;  // (discrete slot, output)
  std::vector<std::pair<int, int>> reinits;      // (y index, output)
  std::string text;
  bool terminate = false;
  std::string terminate_message;
  bool at_initialization = false;  // the condition reads initial(): may fire while initialising
};

/// Everything the event handler needs, compiled.
struct EventSystem {
  std::vector<std::string> slot_names;
  std::vector<double> slot_start;
  int num_user_discretes = 0;  // slots [0, num_user_discretes) are the model's discrete variables

  std::vector<RelationInfo> relations;
  Program relation_functions;        // output k: a - b of relation k (its sign decides it)
  std::vector<int> state_relations;  // relations located by root finding
  std::vector<int> time_relations;   // relations that change at a computable time
  Program time_event_times;          // output j: the time at which time_relations[j] changes

  std::vector<int> sample_slots;
  Program sample_parameters;  // outputs 2j, 2j+1: start and period of sample j

  std::vector<std::pair<int, int>> pre_slots;  // (pre slot, slot of the variable)

  int initial_slot = -1;  // the slot of initial(): 1 during initialisation, then 0

  std::vector<int> discrete_equation_slot;
  // Whether discrete equation k reads a relation or sample slot. The others
  // (e.g. a friction element's `locked`, computed from other discrete
  // variables) are evaluated from the start values before initialisation.
  std::vector<char> discrete_equation_reads_events;
  std::vector<std::string> discrete_equation_text;
  Program discrete_equation_values;

  std::vector<WhenInfo> whens;
  Program when_values;

  // Guarded relations. A relation matters only through the Boolean
  // expressions that read it (an if-condition, a discrete equation, a when
  // condition, a Boolean used as a number): its zero crossing needs to be an
  // event only while flipping it would change one of them, given the other
  // slots (MSL's guarded relations: `pre(mode) == Stuck and sa > tau0_max`
  // needs no event while sliding). The conditions made of slots only are
  // outputs of `conditions`; a relation that also occurs in a condition that
  // reads continuous unknowns directly (under noEvent), or in none recorded,
  // is always armed.
  Program conditions;
  std::vector<char> relation_always_armed;  // per relation
  // Per relation: the conditions that read it (empty for an always armed
  // relation). Flipping a relation changes only these, so re-arming after an
  // event evaluates them alone instead of every condition once per relation.
  std::vector<Program> relation_conditions;

  int num_slots() const { return static_cast<int>(slot_names.size()); }
  bool empty() const {
    return relations.empty() && sample_slots.empty() && discrete_equation_slot.empty() &&
           whens.empty() && num_user_discretes == 0;
  }
};

/// Rewrites expressions into their slot form while collecting the slots.
class EventLowering {
 public:
  explicit EventLowering(const FlatSystem& system);

  /// The expression with frozen relations, pre() and sample() replaced by slots.
  Expr rewrite(const Expr& e, const std::string& origin);

  /// False when e certainly holds nothing rewrite() acts on (plain arithmetic
  /// of unknowns, parameters and time), so that it is its own rewrite.
  static bool may_hold_events(const Expr& e);

  /// The exact answer for e, remembered for every node scanned: asked of many
  /// roots that share a large DAG (a mechanism's equations share its
  /// kinematics), the scans together stay linear in the DAG's size.
  bool holds_events(const Expr& e);

  /// Compiles the event programs; y_index maps reinit targets to y components.
  EventSystem finish(const FlatSystem& system, const Program::LeafMap& leaf_map,
                     const std::unordered_map<const void*, int>& y_index);

  /// Leaf map entry for slot symbols.
  std::optional<InputSlot> slot_of(const Expr& leaf) const;

 private:
  NodeMap<std::pair<Expr, bool>> holds_;  // holds_events() per node (the handle keeps it alive)
  int add_slot(const std::string& name, double start);
  Expr relation_slot(Op op, const Expr& a, const Expr& b, const std::string& origin);
  void collect_conditions(const Expr& rewritten);

  EventSystem events_;
  std::unordered_map<const void*, int> slot_by_symbol_;
  std::vector<Expr> slot_symbols_;
  std::unordered_map<const void*, Expr> relation_symbol_;  // relation node -> slot symbol
  std::vector<Expr> relation_nodes_;                       // keeps them alive
  std::vector<Expr> relation_difference_;                  // a - b per relation
  std::vector<Expr> time_event_time_;
  std::unordered_map<const void*, Expr> pre_symbol_;
  std::unordered_map<const void*, Expr> sample_symbol_;
  std::vector<Expr> sample_args_;
  std::unordered_map<const void*, int> user_slot_;  // discrete variable -> slot
  Expr initial_symbol_;
  std::unordered_map<const void*, int> relation_of_symbol_;  // slot symbol -> relation index
  std::vector<Expr> conditions_;                             // roots made of slots only
  std::unordered_map<const void*, bool> condition_seen_;
  std::vector<char> always_armed_;
};

}  // namespace acausal
