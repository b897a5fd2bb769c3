#include "core/compile/causal_sequence.hpp"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

#include "core/expr/differentiate.hpp"
#include "core/expr/substitute.hpp"
#include "core/expr/traversal.hpp"
#include "core/structure/blt.hpp"

namespace acausal {
namespace {

// Blocks larger than this are not torn (the heuristic is quadratic in the
// block size); all their unknowns become tear variables of one Newton solve.
constexpr std::size_t kMaxTornBlock = 300;

using LeafSet = std::unordered_set<const void*>;
using Replacements = std::unordered_map<const void*, Expr>;

// Replaces leaves (Variable and Der nodes are both leaves here: a dummy
// derivative is an unknown of its own, not the derivative of a replacement).
Expr replace_leaves(const Expr& e, const Replacements& map) {
  if (map.empty()) return e;
  std::unordered_map<const void*, Expr> done;
  post_order({e}, [&](const Expr& n) {
    Expr result = n;
    if (auto it = map.find(n.id()); it != map.end()) {
      result = it->second;
    } else if (n.op() != Op::Der && n.num_args() > 0) {
      ArgumentList a(static_cast<std::size_t>(n.num_args()));
      bool changed = false;
      for (int i = 0; i < n.num_args(); ++i) {
        a[i] = done.at(n.arg(i).id());
        changed = changed || !a[i].same(n.arg(i));
      }
      if (changed) result = with_arguments(n, a.data());
    }
    done.emplace(n.id(), result);
  });
  return done.at(e.id());
}

bool depends_on(const Expr& e, const LeafSet& leaves) {
  bool found = false;
  post_order({e}, [&](const Expr& n) { found = found || leaves.count(n.id()) > 0; });
  return found;
}

bool has_unknown_leaf(const Expr& e) {
  bool found = false;
  post_order({e},
             [&](const Expr& n) { found = found || n.op() == Op::Variable || n.op() == Op::Der; });
  return found;
}

// A coefficient that is zero in some mode (if locked then 0 else 1, as in
// friction elements whose equations swap roles between sticking and sliding).
bool vanishes_in_some_mode(const Expr& a) {
  bool found = false;
  post_order({a}, [&](const Expr& n) {
    found =
        found || (n.op() == Op::IfElse && (n.arg(1).is_constant(0.0) || n.arg(2).is_constant(0.0)));
  });
  return found;
}

// How safe dividing by the coefficient is: a nonzero constant never fails,
// one of parameters only for degenerate parameter values, one of the unknowns
// where it crosses zero; one that vanishes in some mode is not used at all
// (its unknown is torn instead, and the block's Newton step solves every mode).
constexpr int kIneligible = 3;
int coefficient_risk(const Expr& a) {
  if (a.is_constant()) return a.value() == 0.0 ? kIneligible : 0;
  if (vanishes_in_some_mode(a)) return kIneligible;
  return has_unknown_leaf(a) ? 2 : 1;
}

class SequenceBuilder {
 public:
  SequenceBuilder(const std::vector<Expr>& residuals, const std::vector<std::string>& origin,
                  const Program::LeafMap& leaf_map)
      : residuals_(residuals), origin_(origin), leaf_map_(leaf_map) {}

  CausalSequence& sequence() { return sequence_; }

  void set_unknowns(std::vector<Expr> symbol, std::vector<CausalTarget> target) {
    symbol_ = std::move(symbol);
    target_ = std::move(target);
  }

  void add_block(const structure::BltBlock& block, const structure::IncidenceGraph& g) {
    if (block.equations.size() == 1 && try_assign(block.equations[0], block.variables[0])) return;
    flush();
    tear(block, g);
  }

  void flush() {
    if (segment_targets_.empty()) return;
    CausalStep step;
    step.targets = std::move(segment_targets_);
    step.values = Program(segment_values_, leaf_map_);
    sequence_.steps.push_back(std::move(step));
    segment_targets_.clear();
    segment_values_.clear();
    segment_.clear();
  }

 private:
  // v = -F(v = 0) / (dF/dv) when F is affine in v; earlier assignments of
  // the same segment are substituted so that the segment is one program.
  std::optional<Expr> solve_for(const Expr& f, const Expr& v) {
    Expr a = partial(f, v);
    if (coefficient_risk(a) == kIneligible || depends_on(a, LeafSet{v.id()})) return std::nullopt;
    Expr b = replace_leaves(f, Replacements{{v.id(), Expr(0.0)}});
    return -b / a;
  }

  bool try_assign(int equation, int variable) {
    const Expr& v = symbol_[static_cast<std::size_t>(variable)];
    Expr f = replace_leaves(residuals_[static_cast<std::size_t>(equation)], segment_);
    std::optional<Expr> value = solve_for(f, v);
    if (!value) return false;
    segment_.emplace(v.id(), *value);
    segment_targets_.push_back(target_[static_cast<std::size_t>(variable)]);
    segment_values_.push_back(*value);
    ++sequence_.assignments;
    return true;
  }

  void tear(const structure::BltBlock& block, const structure::IncidenceGraph& g) {
    std::vector<int> unsolved(block.variables.begin(), block.variables.end());
    std::vector<int> open(block.equations.begin(), block.equations.end());
    Replacements solved;
    std::vector<int> tears;
    std::vector<CausalTarget> targets;
    std::vector<Expr> values;
    auto is_unsolved = [&](int v) {
      return std::find(unsolved.begin(), unsolved.end(), v) != unsolved.end();
    };
    auto unsolved_in = [&](int e) {
      std::vector<int> out;
      for (int v : g.eq_vars[static_cast<std::size_t>(e)])
        if (is_unsolved(v)) out.push_back(v);
      return out;
    };
    if (block.equations.size() > kMaxTornBlock) {
      tears = unsolved;
      unsolved.clear();
    }
    while (!unsolved.empty()) {
      // The safest assignment available: an open equation with one unsolved
      // unknown in which it appears linearly.
      int best_equation = -1, best_variable = -1, best_risk = kIneligible;
      Expr best_value;
      for (int e : open) {
        std::vector<int> u = unsolved_in(e);
        if (u.size() != 1) continue;
        const Expr& v = symbol_[static_cast<std::size_t>(u[0])];
        Expr f = replace_leaves(residuals_[static_cast<std::size_t>(e)], solved);
        Expr a = partial(f, v);
        const int risk = coefficient_risk(a);
        // Inside a block, a coefficient that varies with the unknowns may
        // vanish at some configuration (a joint angle of 0 on a robot arm):
        // its unknown is torn instead, and the block's LU handles it.
        if (risk >= 2 || depends_on(a, LeafSet{v.id()})) continue;
        if (risk < best_risk) {
          best_risk = risk;
          best_equation = e;
          best_variable = u[0];
          best_value = -replace_leaves(f, Replacements{{v.id(), Expr(0.0)}}) / a;
          if (risk == 0) break;
        }
      }
      if (best_equation >= 0) {
        solved.emplace(symbol_[static_cast<std::size_t>(best_variable)].id(), best_value);
        targets.push_back(target_[static_cast<std::size_t>(best_variable)]);
        values.push_back(best_value);
        open.erase(std::find(open.begin(), open.end(), best_equation));
        unsolved.erase(std::find(unsolved.begin(), unsolved.end(), best_variable));
        continue;
      }
      // Stuck: tear the unknown that occurs in most open equations.
      int chosen = unsolved.front(), most = -1;
      for (int v : unsolved) {
        int count = 0;
        for (int e : open) {
          const auto& row = g.eq_vars[static_cast<std::size_t>(e)];
          count += std::binary_search(row.begin(), row.end(), v) ? 1 : 0;
        }
        if (count > most) {
          most = count;
          chosen = v;
        }
      }
      tears.push_back(chosen);
      unsolved.erase(std::find(unsolved.begin(), unsolved.end(), chosen));
    }

    CausalStep step;
    std::vector<Expr> residual, jacobian;
    LeafSet tear_leaves;
    for (int v : tears) tear_leaves.insert(symbol_[static_cast<std::size_t>(v)].id());
    for (int e : open) {
      residual.push_back(replace_leaves(residuals_[static_cast<std::size_t>(e)], solved));
      step.origin.push_back(origin_[static_cast<std::size_t>(e)]);
    }
    for (int v : tears) {
      step.tears.push_back(target_[static_cast<std::size_t>(v)]);
      for (const Expr& r : residual) {
        Expr d = partial(r, symbol_[static_cast<std::size_t>(v)]);
        step.linear = step.linear && !depends_on(d, tear_leaves);
        jacobian.push_back(d);
      }
    }
    step.residual = Program(residual, leaf_map_);
    step.jacobian = Program(jacobian, leaf_map_);
    step.targets = std::move(targets);
    step.values = Program(values, leaf_map_);
    sequence_.assignments += static_cast<int>(step.targets.size());
    sequence_.torn_blocks += 1;
    sequence_.tear_variables += static_cast<int>(tears.size());
    sequence_.nonlinear_blocks += step.linear ? 0 : 1;
    sequence_.steps.push_back(std::move(step));
  }

  const std::vector<Expr>& residuals_;
  const std::vector<std::string>& origin_;
  const Program::LeafMap& leaf_map_;
  std::vector<Expr> symbol_;
  std::vector<CausalTarget> target_;
  CausalSequence sequence_;
  Replacements segment_;
  std::vector<CausalTarget> segment_targets_;
  std::vector<Expr> segment_values_;
};

}  // namespace

std::string CausalSequence::describe() const {
  return fmt::format(
      "explicit formulation: {} assignments, {} torn blocks ({} tear variables, {} nonlinear), "
      "{} steps",
      assignments, torn_blocks, tear_variables, nonlinear_blocks, steps.size());
}

CausalSequence build_causal_sequence(const std::vector<Expr>& residuals,
                                     const std::vector<std::string>& residual_origin,
                                     const AnalysedSystem& dae, const Program::LeafMap& leaf_map) {
  const std::size_t n = dae.components.size();
  // The unknowns of the explicit formulation: y' of states, y of the rest.
  std::vector<Expr> symbol(n);
  std::vector<CausalTarget> target(n);
  std::unordered_map<const void*, int> column;
  for (const auto& [sym, slot] : dae.slots) {
    const bool differential = dae.components[static_cast<std::size_t>(slot.index)].differential;
    if (slot.derivative == differential) {
      column.emplace(sym.id(), slot.index);
      symbol[static_cast<std::size_t>(slot.index)] = sym;
      target[static_cast<std::size_t>(slot.index)] = CausalTarget{slot.derivative, slot.index};
    }
  }
  structure::IncidenceGraph g;
  g.num_vars = static_cast<int>(n);
  for (const Expr& r : residuals) {
    std::vector<int> vars;
    post_order({r}, [&](const Expr& node) {
      if (auto it = column.find(node.id()); it != column.end()) vars.push_back(it->second);
    });
    std::sort(vars.begin(), vars.end());
    vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
    g.eq_vars.push_back(std::move(vars));
  }
  structure::Matching m = structure::maximum_matching(g);
  SequenceBuilder builder(residuals, residual_origin, leaf_map);
  if (m.size() != g.num_eqs()) return builder.sequence();  // analyse reports this case
  builder.set_unknowns(std::move(symbol), std::move(target));
  for (const structure::BltBlock& b : structure::blt(g, m)) builder.add_block(b, g);
  builder.flush();
  builder.sequence().complete = true;
  return std::move(builder.sequence());
}

}  // namespace acausal
