#include "core/passes/simplify.hpp"

#include <cmath>
#include <initializer_list>
#include <optional>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <fmt/format.h>
#include <boost/container/small_vector.hpp>

#include "core/errors.hpp"
#include "core/expr/evaluate.hpp"
#include "core/expr/print.hpp"
#include "core/expr/substitute.hpp"
#include "core/expr/traversal.hpp"

namespace acausal {
namespace {

bool has_variables(const Expr& e) {
  // Most expressions asked about hold a variable near their first leaves: a
  // depth-first search stops there. Without a visited set a DAG may repeat
  // nodes, so after a few dozen the full walk answers.
  boost::container::small_vector<const Expr*, 16> stack{&e};
  for (int budget = 64; !stack.empty() && budget > 0; --budget) {
    const Expr& n = *stack.back();
    stack.pop_back();
    if (n.op() == Op::Variable || n.op() == Op::Der) return true;
    for (int i = n.num_args() - 1; i >= 0; --i) stack.push_back(&n.arg(i));
  }
  if (stack.empty()) return false;
  bool found = false;
  post_order({e}, [&](const Expr& n) {
    if (n.op() == Op::Variable || n.op() == Op::Der) found = true;
  });
  return found;
}

// residual = sum of (sign * variable) terms + a variable-free rest.
struct LinearForm {
  std::vector<std::pair<Expr, double>> terms;
  Expr rest = 0.0;
};

// Decomposes the residual lhs - rhs made of +, - and unit-coefficient
// variables; gives up (nullopt) on anything else or on more than two
// variables. The two sides are walked as they are: building lhs - rhs first
// cost a node of the unique table per equation.
std::optional<LinearForm> unit_linear_form(const Expr& lhs, const Expr& rhs) {
  LinearForm form;
  // Handles borrowed from the equation, which outlives the walk.
  boost::container::small_vector<std::pair<const Expr*, double>, 16> work{{&lhs, 1.0},
                                                                          {&rhs, -1.0}};
  while (!work.empty()) {
    const auto [node, s] = work.back();
    const Expr& e = *node;
    work.pop_back();
    switch (e.op()) {
      case Op::Variable:
        form.terms.emplace_back(e, s);
        break;
      case Op::Add:
        work.emplace_back(&e.arg(0), s);
        work.emplace_back(&e.arg(1), s);
        break;
      case Op::Sub:
        work.emplace_back(&e.arg(0), s);
        work.emplace_back(&e.arg(1), -s);
        break;
      case Op::Neg:
        work.emplace_back(&e.arg(0), -s);
        break;
      default:
        if (has_variables(e)) return std::nullopt;
        form.rest = s > 0 ? form.rest + e : form.rest - e;
    }
    if (form.terms.size() > 2) return std::nullopt;
  }
  if (form.terms.size() == 2 && form.terms[0].first.same(form.terms[1].first)) return std::nullopt;
  if (form.terms.empty()) return std::nullopt;
  return form;
}

int state_select_rank(StateSelect s) {
  return static_cast<int>(s);
}

// Weighted union-find over variables: value(v) = sign[v] * value(parent[v]) + offset[v].
class AliasSets {
 public:
  explicit AliasSets(int n) : parent_(n), sign_(n, 1.0), offset_(n, Expr(0.0)), bound_(n) {
    for (int i = 0; i < n; ++i) parent_[i] = i;
  }
  struct Rel {
    int root;
    double sign;
    Expr offset;
  };
  Rel find(int v) {
    // Collect the path, then compress it from the root down.
    boost::container::small_vector<int, 16> path;
    while (parent_[v] != v) {
      path.push_back(v);
      v = parent_[v];
    }
    const int root = v;
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      int u = *it, p = parent_[u];
      if (p != root) {  // p already points at root after the previous step
        offset_[u] = sign_[u] * offset_[p] + offset_[u];
        sign_[u] *= sign_[p];
        parent_[u] = root;
      }
    }
    if (path.empty()) return {root, 1.0, Expr(0.0)};
    return {root, sign_[path.front()], offset_[path.front()]};
  }
  void attach(int child_root, int new_root, double sign, Expr offset) {
    parent_[child_root] = new_root;
    sign_[child_root] = sign;
    offset_[child_root] = std::move(offset);
  }
  std::optional<Expr>& bound(int root) { return bound_[root]; }

 private:
  std::vector<int> parent_;
  std::vector<double> sign_;
  std::vector<Expr> offset_;
  std::vector<std::optional<Expr>> bound_;
};

// Operations an output expression may use: arithmetic and smooth functions
// of variables, parameters and time; no derivative (it would be none of the
// DAE's), no relation or non-smooth function (those raise events). A
// result-only variable (VariableOptions::result_only) may also use them inside
// noEvent: an atan2 of a vanishing phasor, inside the solved system, stalls
// Newton where its angle flips between +-pi (MSL SMR_DOL's
// RotorDisplacementAngle at t = 0). Admitted for every output it exposed a
// sliding-mode chatter of MSL SMPM_Braking at rtol 3e-7 to 6e-7 (its
// quasi-RMS sensors leaving Newton's norms): open, docs/decisions.md.
bool plain_output_expression(const Expr& e, bool no_event_branches) {
  std::unordered_set<const void*> seen[2];               // visited outside / inside noEvent
  std::vector<std::pair<Expr, bool>> stack{{e, false}};  // explicit: expressions may be deep
  while (!stack.empty()) {
    auto [n, no_event] = stack.back();
    stack.pop_back();
    if (!seen[no_event ? 1 : 0].insert(n.id()).second) continue;
    const Op op = n.op();
    if (op == Op::NoEvent && no_event_branches) no_event = true;
    const bool smooth = op < Op::Abs || (op == Op::NoEvent && no_event_branches) ||
                        op == Op::Call || op == Op::WithDerivative;
    const bool switching = op >= Op::Abs && op <= Op::IfElse;  // abs .. if-then-else
    if (op == Op::Der || (!smooth && !(switching && no_event))) return false;
    for (int k = 0; k < n.num_args(); ++k) stack.emplace_back(n.arg(k), no_event);
  }
  return true;
}

// A variable that occurs in one equation only, of the form v = f(others),
// determines nothing else: a sensor reading, a power or loss output. It
// becomes an alias, computed from the solution for the results only, so the
// solvers see a smaller system (the power outputs of the drives added 8
// unknowns and 40 % CPU to the averaged FOC drive before this).
void move_outputs_to_aliases(FlatSystem& out) {
  NodeMap<int> occurrences;  // number of equations/clauses using v
  auto count = [&](std::initializer_list<Expr> roots, int delta) {
    post_order(
        std::span<const Expr>(roots.begin(), roots.size()),
        [&](const Expr& n) {
          if (n.op() == Op::Variable) *occurrences.emplace(n.id(), 0).first += delta;
        },
        true);
  };
  for (const FlatEquation& e : out.equations) count({e.lhs, e.rhs}, 1);
  // A use by an initial equation, an event or a discrete equation is one
  // more occurrence, so such a variable stays.
  for (const FlatEquation& e : out.initial_equations) count({e.lhs, e.rhs}, 1);
  for (const FlatEquation& e : out.discrete_equations) count({e.rhs}, 1);
  for (const WhenClause& w : out.whens) {
    count({w.condition}, 1);
    for (const Assignment& a : w.assignments) count({a.target, a.value}, 1);
    for (const Assignment& a : w.reinits) count({a.target, a.value}, 1);
  }
  NodeSet fixed_start, result_only;
  for (const FlatVariable& v : out.variables) {
    if (v.options.fixed && v.options.start.has_value()) fixed_start.insert(v.symbol.id());
    if (v.options.result_only) result_only.insert(v.symbol.id());
  }
  // Rounds: a variable whose other uses were all moved in one round may move
  // in the next (a loss computed from a power output). Only the counts of
  // the variables a round moved change, so the next round looks at those
  // only: each equation is walked once, not once per round.
  NodeSet recheck;
  for (bool first_round = true;; first_round = false) {
    Substitution moved;
    std::vector<FlatEquation> kept;
    kept.reserve(out.equations.size());
    for (FlatEquation& e : out.equations) {
      const Expr* target = nullptr;
      const Expr* value = nullptr;
      if (e.lhs.op() == Op::Variable) {
        target = &e.lhs;
        value = &e.rhs;
      } else if (e.rhs.op() == Op::Variable) {
        target = &e.rhs;
        value = &e.lhs;
      }
      const bool candidate = target && (first_round || recheck.contains(target->id()));
      const int* uses = candidate ? occurrences.find(target->id()) : nullptr;
      const bool alone =
          uses && *uses == 1 && !fixed_start.contains(target->id()) && !moved.count(*target);
      if (!alone || !plain_output_expression(*value, result_only.contains(target->id())) ||
          contains_node(*value, *target, /*descend_into_der=*/true)) {
        kept.push_back(std::move(e));
        continue;
      }
      moved.emplace(*target, *value);
    }
    if (moved.empty()) {
      out.equations = std::move(kept);
      break;
    }
    // The moved equations no longer use their variables (counted after the
    // round, as the rounds before this rewrite recounted them).
    recheck.clear();
    for (const auto& [target, value] : moved) {
      count({target, value}, -1);
      post_order(
          value,
          [&](const Expr& n) {
            if (n.op() == Op::Variable) recheck.insert(n.id());
          },
          true);
    }
    out.equations = std::move(kept);
    // Output expressions may use each other (a loss from a power output).
    Substituter substitute(moved);
    for (Alias& a : out.aliases) a.value = substitute(a.value);
    std::vector<FlatVariable> variables;
    for (FlatVariable& v : out.variables) {
      if (auto it = moved.find(v.symbol); it != moved.end())
        out.aliases.push_back(Alias{v.name, substitute(it->second), v.declared});
      else
        variables.push_back(std::move(v));
    }
    out.variables = std::move(variables);
  }
}

}  // namespace

FlatSystem simplify(FlatSystem flat) {
  PassTimings timings;
  PartTimer timer(timings);
  const int n = static_cast<int>(flat.variables.size());
  NodeMap<int> index;
  for (int i = 0; i < n; ++i) index.emplace(flat.variables[i].symbol.id(), i);
  auto position_of = [&](const Expr& variable) {
    const int* at = index.find(variable.id());
    if (at == nullptr)  // flatten's check_declared rules this out
      throw InternalError("simplify: " + variable.name() + " is not a declared variable");
    return *at;
  };

  auto priority = [&](int i) {
    const FlatVariable& v = flat.variables[i];
    // Keep component variables over connector variables, fixed over free,
    // higher stateSelect over lower; ties: the earlier declaration.
    return std::tuple(state_select_rank(v.options.state_select), v.options.fixed ? 1 : 0,
                      v.connector ? 0 : 1, v.options.start ? 1 : 0, -i);
  };

  AliasSets sets(n);
  std::vector<FlatEquation> kept;
  kept.reserve(flat.equations.size());
  for (FlatEquation& eq : flat.equations) {
    auto form = unit_linear_form(eq.lhs, eq.rhs);
    bool eliminated = false;
    if (form) {
      // s1*a (+ s2*b) + rest = 0
      const int a = position_of(form->terms[0].first);
      const double s1 = form->terms[0].second;
      AliasSets::Rel ra = sets.find(a);  // a = ka*ra + da
      if (form->terms.size() == 1) {
        // a = -rest/s1  =>  ra = ka*(-s1*rest - da)
        if (!sets.bound(ra.root)) {
          sets.bound(ra.root) = ra.sign * (-s1 * form->rest - ra.offset);
          eliminated = true;
        }
      } else {
        const int b = position_of(form->terms[1].first);
        const double s2 = form->terms[1].second;
        AliasSets::Rel rb = sets.find(b);
        // a = k*b + d with k = -s2/s1, d = -rest/s1 (s1 = +-1)
        const double k = -s2 * s1;
        Expr d = -s1 * form->rest;
        if (ra.root != rb.root && !(sets.bound(ra.root) && sets.bound(rb.root))) {
          // ra = (ka*k*kb) rb + ka*(k*db + d - da)
          const double sign = ra.sign * k * rb.sign;
          Expr offset = ra.sign * (k * rb.offset + d - ra.offset);
          bool ra_child = priority(ra.root) < priority(rb.root);
          if (sets.bound(ra.root)) ra_child = false;  // the bound class keeps its root
          if (sets.bound(rb.root)) ra_child = true;
          if (ra_child) {
            sets.attach(ra.root, rb.root, sign, offset);
          } else {
            // rb = sign*(ra - offset)
            sets.attach(rb.root, ra.root, sign, -(sign * offset));
          }
          eliminated = true;
        }
      }
    }
    if (!eliminated) kept.push_back(std::move(eq));
  }

  timer.lap("alias sets");

  // Replacement of every eliminated variable in terms of its root (or the
  // root's bound value).
  Substitution substitution;
  std::vector<bool> removed(n, false);
  std::vector<FlatEquation> initial_from_aliases;
  std::unordered_map<std::uint64_t, double> param_value;
  for (const FlatParameter& p : flat.parameters)
    param_value[p.decl.symbol.symbol_id()] = p.decl.value;
  auto numeric = [&](const Expr& e) {
    return evaluate(e, [&](const Expr& leaf) {
      if (leaf.op() == Op::Parameter) return param_value.at(leaf.symbol_id());
      return 0.0;  // time at the start
    });
  };
  for (int i = 0; i < n; ++i) {
    AliasSets::Rel r = sets.find(i);
    const auto& bound = sets.bound(r.root);
    if (r.root == i && !bound) continue;
    Expr root_value = bound ? *bound : flat.variables[r.root].symbol;
    Expr value = r.sign * root_value + r.offset;
    substitution.emplace(flat.variables[i].symbol, value);
    removed[i] = true;
  }
  // Start values travel to the kept variable; fixed ones become initial equations.
  for (int i = 0; i < n; ++i) {
    if (!removed[i]) continue;
    FlatVariable& v = flat.variables[i];
    AliasSets::Rel r = sets.find(i);
    const bool root_kept = !sets.bound(r.root) && r.root != i;
    if (v.options.fixed && v.options.start) {
      initial_from_aliases.push_back(
          {v.symbol, Expr(*v.options.start), "start value of " + v.name + " (fixed)"});
    } else if (v.options.start && root_kept) {
      FlatVariable& root = flat.variables[r.root];
      if (!root.options.start) root.options.start = r.sign * (*v.options.start - numeric(r.offset));
    }
  }

  timer.lap("substitution");

  Substituter substitute(substitution);
  FlatSystem out;
  out.model_name = flat.model_name;
  out.parameters = std::move(flat.parameters);  // param_value holds what numeric() needs
  out.unconnected_components = flat.unconnected_components;
  out.unconnected_ports = flat.unconnected_ports;
  out.aliases = std::move(flat.aliases);
  out.discretes = std::move(flat.discretes);
  for (const FlatEquation& e : flat.discrete_equations)
    out.discrete_equations.push_back({e.lhs, substitute(e.rhs), e.origin});
  for (const WhenClause& w : flat.whens) {
    WhenClause c{substitute(w.condition), {}, {}, w.origin, w.terminate, w.terminate_message};
    for (const Assignment& a : w.assignments)
      c.assignments.push_back({a.target, substitute(a.value)});
    for (const Assignment& a : w.reinits) {
      // reinit of a removed alias x = s*root + c sets the root to (value - c)/s
      Expr value = substitute(a.value);
      const int* target = index.find(a.target.id());
      if (target == nullptr || !removed[static_cast<std::size_t>(*target)]) {
        c.reinits.push_back({a.target, value});
        continue;
      }
      AliasSets::Rel r = sets.find(*target);
      if (sets.bound(r.root))
        throw StructuralError(
            fmt::format("reinit({}) in {}: the variable is fixed by other "
                        "equations and cannot be a state",
                        a.target.name(), w.origin));
      c.reinits.push_back(
          {flat.variables[static_cast<std::size_t>(r.root)].symbol, r.sign * (value - r.offset)});
    }
    out.whens.push_back(std::move(c));
  }
  out.variables.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    if (removed[i])
      out.aliases.push_back(Alias{flat.variables[i].name, substitution.at(flat.variables[i].symbol),
                                  flat.variables[i].declared});
    else
      out.variables.push_back(std::move(flat.variables[i]));  // not read after this
  }
  out.equations.reserve(kept.size());
  auto rewrite = [&](std::vector<FlatEquation>& target, FlatEquation& eq, bool initial) {
    FlatEquation e{substitute(eq.lhs), substitute(eq.rhs), {}};
    if (!has_variables(e.lhs) && !has_variables(e.rhs)) {
      const double value = numeric(e.residual());
      const bool holds = std::fabs(value) <= 1e-12 * (1.0 + std::fabs(numeric(e.lhs)));
      if (initial && holds) return;  // an initial condition already implied: harmless
      // The zero flow of a port left open (a support flange with
      // use_support = true): the open port is the cause, not a duplicate.
      if (const UnconnectedPort* port =
              find_unconnected_port(flat.unconnected_ports, {eq.origin}, {}))
        throw StructuralError(fmt::format(
            "{}. The model is singular without it: equation {} reads {} = {} after eliminating "
            "aliases, {}.{}",
            unconnected_port_message(*port), eq.describe(), to_string(e.lhs), to_string(e.rhs),
            holds ? "which other equations already fix" : "which does not hold",
            flat.unconnected_hint()));
      // A flow balance of a connection (sum of flows = 0) that the others
      // already imply: the balances of a connected island are dependent,
      // which is what an island with nothing fixing its potential (no
      // Ground, no Fixed) gives -- not a duplicated boundary component.
      if (holds && eq.origin.rfind("connect(", 0) == 0 && eq.rhs.is_constant())
        throw StructuralError(fmt::format(
            "the model has a floating subsystem: the flow balance {} is redundant (after "
            "eliminating aliases it reads {} = {}), which happens when nothing fixes the "
            "potential of the components connected there (no Ground in an electrical circuit, "
            "no Fixed or support in a mechanical one). Connect a reference to one of the ports "
            "of {}, e.g. an electrical Ground or a rotational/translational Fixed.{}",
            eq.describe(), to_string(e.lhs), to_string(e.rhs), eq.origin, flat.unconnected_hint()));
      if (holds)
        throw StructuralError(fmt::format(
            "the model is over-determined: equation {} is redundant; after eliminating aliases "
            "it reads {} = {}, because other equations already fix the same variables. Remove "
            "one of them (e.g. a second Fixed or Ground on the same node, or a duplicated "
            "constraint).{}",
            eq.describe(), to_string(e.lhs), to_string(e.rhs), flat.unconnected_hint()));
      throw StructuralError(fmt::format(
          "{}equation {} is inconsistent: after eliminating aliases it reads {} = {}, which "
          "does not hold. Check the parameters and connections that fix these variables.{}",
          initial ? "initial " : "", eq.describe(), to_string(e.lhs), to_string(e.rhs),
          flat.unconnected_hint()));
    }
    e.origin = std::move(eq.origin);  // eq is not read again
    target.push_back(std::move(e));
  };
  for (FlatEquation& eq : kept) rewrite(out.equations, eq, false);
  for (FlatEquation& eq : flat.initial_equations) rewrite(out.initial_equations, eq, true);
  for (FlatEquation& eq : initial_from_aliases) rewrite(out.initial_equations, eq, true);
  timer.lap("rewrite equations");
  move_outputs_to_aliases(out);
  timer.lap("outputs to aliases");
  out.timings = std::move(timings);
  return out;
}

}  // namespace acausal
