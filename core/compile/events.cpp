#include "core/compile/events.hpp"

#include <array>
#include <set>
#include <unordered_set>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "core/expr/differentiate.hpp"
#include "core/expr/node_table.hpp"
#include "core/expr/print.hpp"
#include "core/expr/substitute.hpp"
#include "core/expr/traversal.hpp"

namespace acausal {
namespace {

bool depends_on_unknowns(const Expr& e) {
  bool found = false;
  post_order({e}, [&](const Expr& n) {
    if (n.op() == Op::Variable || n.op() == Op::Der || n.op() == Op::Discrete) found = true;
  });
  return found;
}

// Continuous unknowns: variables and derivatives (discrete values change only at events).
bool depends_on_continuous(const Expr& e) {
  bool found = false;
  post_order({e}, [&](const Expr& n) {
    if (n.op() == Op::Variable || n.op() == Op::Der) found = true;
  });
  return found;
}

bool depends_on_time(const Expr& e) {
  bool found = false;
  post_order({e}, [&](const Expr& n) { found = found || n.op() == Op::Time; });
  return found;
}

// A slope fixed for the run: parameters and constants in arithmetic (a
// PWM's 1 / (1 / f)). Slopes that read discrete values (a ramp whose slope
// depends on which of its segments is active) stay state events.
bool is_parameter_coefficient(const Expr& e) {
  bool fixed = true;
  post_order({e}, [&](const Expr& n) {
    switch (n.op()) {
      case Op::Constant:
      case Op::Parameter:
      case Op::Add:
      case Op::Sub:
      case Op::Mul:
      case Op::Div:
      case Op::Neg:
      case Op::Pow:
        break;
      default:
        fixed = false;
        break;
    }
  });
  return fixed;
}

}  // namespace

EventLowering::EventLowering(const FlatSystem& system) {
  for (const DiscreteDecl& d : system.discretes) {
    const int slot = add_slot(d.path, d.start);
    slot_by_symbol_[d.symbol.id()] = slot;
    slot_symbols_.back() = d.symbol;
    user_slot_[d.symbol.id()] = slot;
  }
  events_.num_user_discretes = static_cast<int>(system.discretes.size());
  events_.initial_slot = add_slot("initial()", 1.0);
  initial_symbol_ = acausal::initial();
  slot_by_symbol_[initial_symbol_.id()] = events_.initial_slot;
}

int EventLowering::add_slot(const std::string& name, double start) {
  events_.slot_names.push_back(name);
  events_.slot_start.push_back(start);
  Expr symbol = Expr::discrete(name);
  slot_symbols_.push_back(symbol);
  const int slot = static_cast<int>(slot_symbols_.size()) - 1;
  slot_by_symbol_[symbol.id()] = slot;
  return slot;
}

std::optional<InputSlot> EventLowering::slot_of(const Expr& leaf) const {
  auto it = slot_by_symbol_.find(leaf.id());
  if (it == slot_by_symbol_.end()) return std::nullopt;
  return InputSlot{InputKind::Discrete, it->second};
}

Expr EventLowering::relation_slot(Op op, const Expr& a, const Expr& b, const std::string& origin) {
  Expr node = Expr::make(op, {a, b});
  if (node.is_constant()) return node;
  // Between discrete values and parameters a relation can only change at an
  // event caused by something else: evaluate it directly.
  Expr difference0 = a - b;
  bool continuous = false;
  post_order({difference0}, [&](const Expr& n) {
    continuous = continuous || n.op() == Op::Variable || n.op() == Op::Der || n.op() == Op::Time;
  });
  if (!continuous) return node;
  if (auto it = relation_symbol_.find(node.id()); it != relation_symbol_.end()) return it->second;
  RelationInfo info;
  info.op = op;
  info.text = to_string(node);
  info.origin = origin;
  info.slot = add_slot(info.text, 0.0);
  Expr difference = a - b;
  // A relation of time, parameters and discrete values (a PWM edge at
  // t0 + d T / 2 with t0 and d latched at the period start) changes at a time
  // computable from the current discrete values: a time event, hit exactly
  // instead of searched for, recomputed after every event.
  // The slope may be a parameter expression (a PWM phase (t - T0) / T with
  // T = 1 / f): the event time is evaluated at run time anyway.
  if (!depends_on_continuous(difference) && depends_on_time(difference)) {
    Expr slope = partial(difference, Expr::time());
    if (slope.is_constant() ? slope.value() != 0.0 : is_parameter_coefficient(slope)) {
      info.time_event = true;
      events_.time_relations.push_back(static_cast<int>(events_.relations.size()));
      time_event_time_.push_back(Expr::time() - difference / slope);
    }
  }
  if (!info.time_event)
    events_.state_relations.push_back(static_cast<int>(events_.relations.size()));
  events_.relations.push_back(info);
  relation_difference_.push_back(difference);
  relation_nodes_.push_back(node);
  Expr symbol = slot_symbols_[static_cast<std::size_t>(info.slot)];
  relation_symbol_.emplace(node.id(), symbol);
  relation_of_symbol_.emplace(symbol.id(), static_cast<int>(events_.relations.size()) - 1);
  always_armed_.push_back(0);
  return symbol;
}

namespace {

// The operations rewrite() replaces or collect_conditions() collects form
// two runs of Op.
bool is_event_operation(Op op) {
  static_assert(int(Op::Not) - int(Op::Abs) == 10 && int(Op::NotEqual) - int(Op::Discrete) == 5,
                "the two runs: Abs Sign Min Max, the relations, And Or Not; Discrete to NotEqual");
  return (op >= Op::Abs && op <= Op::Not) || (op >= Op::Discrete && op <= Op::NotEqual);
}

}  // namespace

bool EventLowering::holds_events(const Expr& root) {
  if (const auto* known = holds_.find(root.id())) return known->second;
  post_order_unknown(
      root, [&](const Expr& n) { return holds_.find(n.id()) != nullptr; },
      [&](const Expr& n) {
        bool holds = is_event_operation(n.op());  // der(x) is a leaf: x is a variable
        for (int i = 0; i < n.num_args() && !holds && n.op() != Op::Der; ++i)
          holds = holds_.find(n.arg(i).id())->second;
        holds_.emplace(n.id(), n, holds);
      });
  return holds_.find(root.id())->second;
}

bool EventLowering::may_hold_events(const Expr& root) {
  // The scan answers "may" once it runs out of room, as a DAG may repeat its
  // shared nodes.
  constexpr int kBudget = 256;
  std::array<const Expr*, 64> stack{};
  std::size_t top = 0;
  int visited = 0;
  stack[top++] = &root;
  while (top > 0) {
    const Expr& e = *stack[--top];
    const Op op = e.op();
    if (++visited > kBudget || is_event_operation(op)) return true;
    for (int i = 0; i < e.num_args(); ++i) {
      if (top == stack.size()) return true;
      stack[top++] = &e.arg(i);
    }
  }
  return false;
}

Expr EventLowering::rewrite(const Expr& root, const std::string& origin) {
  // Most equations of a large model are plain arithmetic: the memo tables
  // below cost more than the rest of their lowering.
  if (!may_hold_events(root)) return root;
  // Post-order over (node, inside noEvent); the same node may occur in both contexts.
  NodeMap<Expr> done[2];
  struct Frame {
    const Expr& node;  // a handle inside its parent node (or root): lives while root does
    bool inside;
    int next;
  };
  std::vector<Frame> stack{{root, false, 0}};
  while (!stack.empty()) {
    const std::size_t top = stack.size() - 1;
    if (stack[top].next < stack[top].node.num_args()) {
      const bool child_inside = stack[top].inside || stack[top].node.op() == Op::NoEvent;
      const Expr& child = stack[top].node.arg(stack[top].next++);
      if (!done[child_inside].count(child.id())) stack.push_back({child, child_inside, 0});
      continue;
    }
    const Frame f = stack[top];
    stack.pop_back();
    if (done[f.inside].count(f.node.id())) continue;
    const bool child_inside = f.inside || f.node.op() == Op::NoEvent;
    ArgumentList a(static_cast<std::size_t>(f.node.num_args()));
    for (int i = 0; i < f.node.num_args(); ++i) a[i] = done[child_inside].at(f.node.arg(i).id());
    Expr result = f.node;
    const Op op = f.node.op();
    if (op == Op::NoEvent) {
      result = a[0];
    } else if (op == Op::Pre) {
      auto it = pre_symbol_.find(a[0].id());
      if (it == pre_symbol_.end()) {
        auto source = user_slot_.find(a[0].id());
        if (source == user_slot_.end())
          throw ModelError("pre(" + to_string(a[0]) + ") in " + origin +
                           ": pre() applies to discrete variables of the model");
        const int slot = add_slot("pre(" + a[0].name() + ")",
                                  events_.slot_start[static_cast<std::size_t>(source->second)]);
        events_.pre_slots.emplace_back(slot, source->second);
        it = pre_symbol_.emplace(a[0].id(), slot_symbols_[static_cast<std::size_t>(slot)]).first;
      }
      result = it->second;
    } else if (op == Op::Sample) {
      Expr key = Expr::make(Op::Sample, {a[0], a[1]});
      auto it = sample_symbol_.find(key.id());
      if (it == sample_symbol_.end()) {
        if (depends_on_unknowns(a[0]) || depends_on_unknowns(a[1]) || depends_on_time(a[0]) ||
            depends_on_time(a[1]))
          throw ModelError("sample(start, period) in " + origin +
                           ": start and period must be parameters or constants");
        const int slot = add_slot(to_string(key), 0.0);
        events_.sample_slots.push_back(slot);
        sample_args_.push_back(a[0]);
        sample_args_.push_back(a[1]);
        relation_nodes_.push_back(key);
        it = sample_symbol_.emplace(key.id(), slot_symbols_[static_cast<std::size_t>(slot)]).first;
      }
      result = it->second;
    } else if (!f.inside && (is_relation(op) || op == Op::Abs || op == Op::Sign || op == Op::Min ||
                             op == Op::Max)) {
      switch (op) {
        case Op::Abs:
          result = if_else(relation_slot(Op::GreaterEqual, a[0], 0.0, origin), a[0], -a[0]);
          break;
        case Op::Sign:
          result = if_else(relation_slot(Op::Greater, a[0], 0.0, origin), 1.0,
                           if_else(relation_slot(Op::Less, a[0], 0.0, origin), -1.0, 0.0));
          break;
        case Op::Min:
          result = if_else(relation_slot(Op::Less, a[0], a[1], origin), a[0], a[1]);
          break;
        case Op::Max:
          result = if_else(relation_slot(Op::Greater, a[0], a[1], origin), a[0], a[1]);
          break;
        default:
          result = relation_slot(op, a[0], a[1], origin);
      }
    } else {
      bool changed = false;
      for (int i = 0; i < f.node.num_args(); ++i) changed = changed || !a[i].same(f.node.arg(i));
      if (changed) result = with_arguments(f.node, a.data());
    }
    done[f.inside].emplace(f.node.id(), result);
    if (stack.empty()) {
      collect_conditions(result);
      return result;
    }
  }
  Expr result = done[0].at(root.id());
  collect_conditions(result);
  return result;
}

void EventLowering::collect_conditions(const Expr& rewritten) {
  // Boolean nodes: relation slots, relations left to direct evaluation,
  // logic and comparisons of discrete values. A condition is a maximal
  // Boolean subexpression: one whose parent is not And/Or/Not.
  auto logic = [](Op op) { return op == Op::And || op == Op::Or || op == Op::Not; };
  auto boolean = [&](const Expr& n) {
    return logic(n.op()) || is_relation(n.op()) || n.op() == Op::Equal || n.op() == Op::NotEqual ||
           relation_of_symbol_.count(n.id()) > 0;
  };
  auto reads_continuous = [](const Expr& e) {
    bool continuous = false;
    post_order({e}, [&](const Expr& leaf) {
      continuous =
          continuous || leaf.op() == Op::Variable || leaf.op() == Op::Der || leaf.op() == Op::Time;
    });
    return continuous;
  };
  // A condition inside a branch of an if-expression matters only while the
  // branch is taken: the mode of a friction element in MSL's form,
  // `if free then Free else if (...) and w > 0 then Forward else ...`,
  // needs no event of w > 0 while the element is free. Each condition is
  // recorded with the guard of its branch (`guard and condition`); a guard
  // that reads continuous unknowns is not evaluated at arming, so its
  // branches keep the guard around it. Each node is visited once per guard,
  // at most kGuardsPerNode guards, then without one (conservative).
  constexpr int kGuardsPerNode = 4;
  struct Visit {
    Expr node;
    Expr guard;  // the constant 1 where there is none
  };
  const Expr always(1.0);
  std::vector<std::pair<Expr, Expr>> roots;  // (condition, guard)
  std::set<std::pair<const void*, const void*>> visited;
  std::vector<Expr> guards;  // keeps the guards in `visited` alive (no address reuse)
  std::unordered_map<const void*, int> guards_seen;
  std::vector<Visit> stack{{rewritten, always}};
  if (boolean(rewritten)) roots.emplace_back(rewritten, always);
  while (!stack.empty()) {
    Visit v = std::move(stack.back());
    stack.pop_back();
    if (visited.count({v.node.id(), v.guard.id()})) continue;
    // A new guard for this node (a node shared under one guard counts once).
    if (!v.guard.same(always) && ++guards_seen[v.node.id()] > kGuardsPerNode) {
      v.guard = always;
      if (visited.count({v.node.id(), v.guard.id()})) continue;
    }
    visited.emplace(v.node.id(), v.guard.id());
    const Expr& n = v.node;
    for (int i = 0; i < n.num_args(); ++i)
      if (!logic(n.op()) && boolean(n.arg(i))) roots.emplace_back(n.arg(i), v.guard);
    if (n.op() == Op::IfElse && !reads_continuous(n.arg(0))) {
      const Expr& c = n.arg(0);
      auto both = [&](const Expr& b) {
        guards.push_back(v.guard.same(always) ? b : (v.guard && b));
        return guards.back();
      };
      stack.push_back({c, v.guard});
      stack.push_back({n.arg(1), both(c)});
      stack.push_back({n.arg(2), both(!c)});
    } else {
      for (int i = 0; i < n.num_args(); ++i) stack.push_back({n.arg(i), v.guard});
    }
  }
  for (const auto& [root, guard] : roots) {
    // The relations the condition combines, and whether it reads continuous
    // unknowns (or time) directly.
    std::vector<int> relations;
    bool continuous = false;
    std::vector<Expr> pending{root};
    while (!pending.empty()) {
      Expr n = pending.back();
      pending.pop_back();
      if (auto it = relation_of_symbol_.find(n.id()); it != relation_of_symbol_.end()) {
        relations.push_back(it->second);
      } else if (logic(n.op())) {
        for (int i = 0; i < n.num_args(); ++i) pending.push_back(n.arg(i));
      } else {
        continuous = continuous || reads_continuous(n);
      }
    }
    if (relations.empty()) continue;
    if (continuous) {
      for (int k : relations) always_armed_[static_cast<std::size_t>(k)] = 1;
      continue;
    }
    Expr condition = guard.same(always) ? root : (guard && root);
    if (condition_seen_.count(condition.id())) continue;
    condition_seen_.emplace(condition.id(), true);
    conditions_.push_back(std::move(condition));  // keeps the key alive
  }
}

EventSystem EventLowering::finish(const FlatSystem& system, const Program::LeafMap& leaf_map,
                                  const std::unordered_map<const void*, int>& y_index) {
  // Discrete equations and when-clauses may add relations: rewrite them first.
  std::vector<Expr> discrete_values;
  for (const FlatEquation& e : system.discrete_equations) {
    events_.discrete_equation_slot.push_back(user_slot_.at(e.lhs.id()));
    events_.discrete_equation_text.push_back(e.describe());
    discrete_values.push_back(rewrite(e.rhs, e.describe()));
  }
  std::vector<Expr> when_outputs;
  for (const WhenClause& w : system.whens) {
    WhenInfo info;
    info.text = "when " + to_string(w.condition) + " (in " + w.origin + ")";
    info.condition = static_cast<int>(when_outputs.size());
    when_outputs.push_back(rewrite(w.condition, info.text));
    info.condition_slot = add_slot("condition of " + info.text, 0.0);
    info.terminate = w.terminate;
    info.terminate_message = w.terminate_message;
    for (const Assignment& a : w.assignments) {
      auto slot = user_slot_.find(a.target.id());
      if (slot == user_slot_.end())
        throw ModelError(info.text + ": assigns " + to_string(a.target) +
                         ", which is not a discrete variable of the model");
      info.assignments.emplace_back(slot->second, static_cast<int>(when_outputs.size()));
      when_outputs.push_back(rewrite(a.value, info.text));
    }
    for (const Assignment& a : w.reinits) {
      auto y = y_index.find(a.target.id());
      if (y == y_index.end())
        throw ModelError(fmt::format(
            "{}: reinit({}, ...) needs a state, but {} is not one after state selection (it is "
            "computed from other variables). Reinit the state it depends on instead.",
            info.text, to_string(a.target), to_string(a.target)));
      info.reinits.emplace_back(y->second, static_cast<int>(when_outputs.size()));
      when_outputs.push_back(rewrite(a.value, info.text));
    }
    events_.whens.push_back(std::move(info));
  }

  std::unordered_set<const void*> event_symbols;
  for (const auto& [node, symbol] : relation_symbol_) event_symbols.insert(symbol.id());
  for (const auto& [node, symbol] : sample_symbol_) event_symbols.insert(symbol.id());
  auto reads = [](const Expr& e, const std::unordered_set<const void*>& symbols) {
    bool found = false;
    post_order({e}, [&](const Expr& n) { found = found || symbols.count(n.id()) > 0; });
    return found;
  };
  for (const Expr& v : discrete_values)
    events_.discrete_equation_reads_events.push_back(reads(v, event_symbols) ? 1 : 0);
  const std::unordered_set<const void*> initial_symbol{initial_symbol_.id()};
  for (WhenInfo& w : events_.whens)
    w.at_initialization =
        reads(when_outputs[static_cast<std::size_t>(w.condition)], initial_symbol);

  Program::LeafMap map = [&](const Expr& leaf) -> std::optional<InputSlot> {
    if (auto s = slot_of(leaf)) return s;
    return leaf_map(leaf);
  };
  events_.relation_functions = Program(relation_difference_, map);
  events_.time_event_times = Program(time_event_time_, map);
  events_.sample_parameters = Program(sample_args_, map);
  events_.discrete_equation_values = Program(discrete_values, map);
  events_.when_values = Program(when_outputs, map);
  // Relations that occur in no recorded condition stay armed (conservative).
  std::vector<std::vector<Expr>> reading(events_.relations.size());
  for (const Expr& c : conditions_) {
    std::unordered_set<int> read;
    post_order({c}, [&](const Expr& n) {
      if (auto it = relation_of_symbol_.find(n.id()); it != relation_of_symbol_.end())
        read.insert(it->second);
    });
    for (int k : read) reading[static_cast<std::size_t>(k)].push_back(c);
  }
  events_.relation_conditions.resize(events_.relations.size());
  for (std::size_t k = 0; k < always_armed_.size(); ++k) {
    if (reading[k].empty()) always_armed_[k] = 1;
    if (!always_armed_[k] && !events_.relations[k].time_event)
      events_.relation_conditions[k] = Program(reading[k], map);
  }
  events_.relation_always_armed = always_armed_;
  events_.conditions = Program(conditions_, map);
  return events_;
}

}  // namespace acausal
