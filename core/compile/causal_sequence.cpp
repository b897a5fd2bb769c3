#include "core/compile/causal_sequence.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "core/expr/differentiate.hpp"
#include "core/expr/evaluate.hpp"
#include "core/expr/substitute.hpp"
#include "core/expr/traversal.hpp"
#include "core/structure/blt.hpp"

namespace acausal {
namespace {

// The most tear variables a torn block keeps (a dense LU of this size costs
// a few microseconds); a block that needs more is solved whole and sparse.
constexpr std::size_t kMaxDenseTears = 24;

using LeafSet = std::unordered_set<const void*>;
using Replacements = NodeMap<Expr>;  // keys: leaves kept alive by the residuals

// Replaces leaves (Variable and Der nodes are both leaves here: a dummy
// derivative is an unknown of its own, not the derivative of a replacement),
// and `extra` by `extra_value` if given. Walks e only, not the replacements:
// linear in the size of e however large the substituted values are. `done`
// is the caller's scratch, emptied here: most equations are a few nodes, and
// a map allocated per call cost more than the walk.
Expr replace_leaves(const Expr& e, const Replacements& map, NodeMap<Expr>& done,
                    const Expr* extra = nullptr, const Expr& extra_value = Expr(0.0)) {
  if (map.empty() && !extra) return e;
  done.clear();
  auto known = [&](const Expr& n) { return done.find(n.id()) != nullptr; };
  post_order_unknown(e, known, [&](const Expr& n) {
    Expr result = n;
    if (extra && n.same(*extra)) {
      result = extra_value;
    } else if (const Expr* replacement = map.find(n.id())) {
      result = *replacement;
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
  Expr result = done.at(e.id());
  done.clear();  // releases the intermediate nodes now
  return result;
}

// Properties of expressions that nest earlier assignments, memoised per node
// so that asking them of ever larger substituted expressions stays linear in
// the size of the whole DAG (a chain of 10^4 elements nests 10^4 assignments).
class ExprFlags {
 public:
  static constexpr std::uint8_t kUnknownLeaf = 1;  // a Variable or Der leaf
  static constexpr std::uint8_t kZeroBranch = 2;   // an if-expression with a 0 branch
  static constexpr std::uint8_t kMarked = 4;       // a leaf in the marked set (see mark())
  static constexpr std::uint8_t kIfElse = 8;       // an if-expression anywhere below

  std::uint8_t of(const Expr& e) {
    if (const auto* hit = memo_.find(e.id())) return hit->second;
    std::vector<std::pair<const Expr*, int>> stack{{&e, 0}};
    while (!stack.empty()) {
      auto [pointer, next] = stack.back();
      const Expr& node = *pointer;
      const bool leaf = node.op() == Op::Der || node.num_args() == 0;
      if (!leaf && next < node.num_args()) {
        ++stack.back().second;
        const Expr& child = node.arg(next);
        if (!memo_.count(child.id())) stack.emplace_back(&child, 0);
        continue;
      }
      std::uint8_t f = 0;
      if (node.op() == Op::Variable || node.op() == Op::Der) f |= kUnknownLeaf;
      if (marked_.count(node.id())) f |= kMarked;
      if (node.op() == Op::IfElse) f |= kIfElse;
      if (node.op() == Op::IfElse && (node.arg(1).is_constant(0.0) || node.arg(2).is_constant(0.0)))
        f |= kZeroBranch;
      if (!leaf)
        for (int i = 0; i < node.num_args(); ++i) f |= memo_.at(node.arg(i).id()).second;
      memo_.emplace(node.id(), std::make_pair(node, f));
      stack.pop_back();
    }
    return memo_.at(e.id()).second;
  }

  /// Marks a set of leaves (a torn block's tears), before the first of().
  void mark(const std::vector<Expr>& leaves) {
    for (const Expr& l : leaves) marked_.insert(l.id());
  }

 private:
  // The key's node is kept alive by the stored handle (no address reuse).
  NodeMap<std::pair<Expr, std::uint8_t>> memo_;
  LeafSet marked_;
};

// How safe dividing by the coefficient is: a nonzero constant never fails,
// one of parameters only for degenerate parameter values, one of the unknowns
// where it crosses zero; one that vanishes in some mode (if locked then 0
// else 1, as in friction elements whose equations swap roles between
// sticking and sliding) is not used at all (its unknown is torn instead, and
// the block's Newton step solves every mode).
constexpr int kIneligible = 3;
int coefficient_risk(const Expr& a, ExprFlags& flags) {
  if (a.is_constant()) return a.value() == 0.0 ? kIneligible : 0;
  const std::uint8_t f = flags.of(a);
  if (f & ExprFlags::kZeroBranch) return kIneligible;
  return (f & ExprFlags::kUnknownLeaf) ? 2 : 1;
}

class SequenceBuilder {
 public:
  SequenceBuilder(const std::vector<Expr>& residuals, const EquationOrigins& origin,
                  const Program::LeafMap& leaf_map, const std::vector<Gradient>& gradients,
                  int max_torn_block, DerivedParameters* derived,
                  const std::vector<double>* parameter_values)
      : residuals_(residuals),
        origin_(origin),
        leaf_map_(leaf_map),
        derived_(derived),
        parameter_values_(parameter_values),
        gradients_(gradients),
        max_torn_block_(static_cast<std::size_t>(std::max(max_torn_block, 1))) {}

  CausalSequence& sequence() { return sequence_; }

  void set_unknowns(std::vector<Expr> symbol, std::vector<CausalTarget> target) {
    symbol_ = std::move(symbol);
    target_ = std::move(target);
  }

  void add_block(const structure::BltBlock& block, const structure::IncidenceGraph& g) {
    if (block.equations.size() == 1 && try_assign(block.equations[0], block.variables[0])) return;
    flush();
    if (block.equations.size() > max_torn_block_)
      solve_whole(block);
    else
      tear(block, g);
  }

  void flush() {
    if (segment_targets_.empty()) return;
    CausalStep step;
    step.targets = std::move(segment_targets_);
    step.values = Program(segment_values_, leaf_map_, derived_);
    sequence_.steps.push_back(std::move(step));
    segment_targets_.clear();
    segment_values_.clear();
    segment_.clear();
  }

 private:
  // v = -F(v = 0) / (dF/dv) when F is affine in v; earlier assignments of
  // the same segment are substituted so that the segment is one program.
  // They do not contain v (BLT order), so dF/dv is the derivative of the
  // equation as written with the assignments substituted afterwards, and
  // nothing walks the (growing) substituted expressions.
  bool try_assign(int equation, int variable) {
    const Expr& v = symbol_[static_cast<std::size_t>(variable)];
    const Expr& f = residuals_[static_cast<std::size_t>(equation)];
    Expr a0 = coefficient(equation, v);
    // A constant coefficient (most equations of a large model) needs no walk.
    if (!a0.is_constant() && contains_node(a0, v)) return false;
    Expr a = a0.is_constant() ? a0 : replace_leaves(a0, segment_, scratch_);
    if (risk(a) == kIneligible) return false;
    Expr value = -replace_leaves(f, segment_, scratch_, &v, Expr(0.0)) / a;
    segment_.emplace(v.id(), value);
    segment_targets_.push_back(target_[static_cast<std::size_t>(variable)]);
    segment_values_.push_back(value);
    ++sequence_.assignments;
    return true;
  }

  // Tearing with counts: each open equation knows how many of its unknowns
  // are still unsolved; one with a single unsolved unknown is ready, and its
  // coefficient (fixed from then on: the others are solved or torn) is
  // classified once. The safest ready assignment is taken (lowest risk, then
  // block order); when none is ready, the unsolved unknown occurring in most
  // open equations is torn.
  void tear(const structure::BltBlock& block, const structure::IncidenceGraph& g) {
    const std::size_t nb = block.equations.size();
    std::unordered_map<int, int> position;  // unknown -> its position in the block
    for (std::size_t i = 0; i < nb; ++i) position.emplace(block.variables[i], static_cast<int>(i));
    // In-block incidence by position.
    std::vector<std::vector<int>> eq_vars(nb), var_eqs(nb);
    for (std::size_t e = 0; e < nb; ++e)
      for (int v : g.eq_vars[static_cast<std::size_t>(block.equations[e])])
        if (auto it = position.find(v); it != position.end()) {
          eq_vars[e].push_back(it->second);
          var_eqs[static_cast<std::size_t>(it->second)].push_back(static_cast<int>(e));
        }
    std::vector<char> unsolved(nb, 1), open(nb, 1);
    std::vector<int> unsolved_count(nb), open_count(nb);
    for (std::size_t e = 0; e < nb; ++e) unsolved_count[e] = static_cast<int>(eq_vars[e].size());
    for (std::size_t v = 0; v < nb; ++v) open_count[v] = static_cast<int>(var_eqs[v].size());
    std::size_t unsolved_left = nb;

    Replacements solved;
    std::vector<int> tears;
    std::vector<CausalTarget> targets;
    std::vector<Expr> values;
    // Ready equations by risk class (0: constant coefficient, 1: of parameters).
    std::set<int> ready[2];
    std::vector<int> ready_variable(nb, -1), ready_risk(nb, -1);
    std::vector<Expr> ready_coefficient(nb);
    auto classify = [&](int e) {
      int v = -1;
      for (int u : eq_vars[static_cast<std::size_t>(e)])
        if (unsolved[static_cast<std::size_t>(u)]) v = u;
      const Expr& sym =
          symbol_[static_cast<std::size_t>(block.variables[static_cast<std::size_t>(v)])];
      Expr a0 = coefficient(block.equations[static_cast<std::size_t>(e)], sym);
      if (contains_node(a0, sym)) return;
      Expr a = replace_leaves(a0, solved, scratch_);
      // Inside a block, a coefficient that varies with the unknowns may
      // vanish at some configuration (a joint angle of 0 on a robot arm):
      // its unknown is torn instead, and the block's LU handles it.
      const int r = risk(a);
      if (r >= 2) return;
      ready_variable[static_cast<std::size_t>(e)] = v;
      ready_risk[static_cast<std::size_t>(e)] = r;
      ready_coefficient[static_cast<std::size_t>(e)] = a;
      ready[r].insert(e);
    };
    // v leaves the unsolved set (solved or torn).
    auto settle = [&](int v) {
      unsolved[static_cast<std::size_t>(v)] = 0;
      --unsolved_left;
      for (int e : var_eqs[static_cast<std::size_t>(v)]) {
        if (!open[static_cast<std::size_t>(e)]) continue;
        const int c = --unsolved_count[static_cast<std::size_t>(e)];
        if (c == 0 && ready_risk[static_cast<std::size_t>(e)] >= 0) {
          ready[ready_risk[static_cast<std::size_t>(e)]].erase(e);
          ready_risk[static_cast<std::size_t>(e)] = -1;
        }
        if (c == 1) classify(e);
      }
    };
    auto close = [&](int e) {
      open[static_cast<std::size_t>(e)] = 0;
      for (int v : eq_vars[static_cast<std::size_t>(e)]) --open_count[static_cast<std::size_t>(v)];
    };
    for (std::size_t e = 0; e < nb; ++e)
      if (unsolved_count[e] == 1) classify(static_cast<int>(e));
    while (unsolved_left > 0) {
      const int klass = !ready[0].empty() ? 0 : (!ready[1].empty() ? 1 : -1);
      if (klass >= 0) {
        const int e = *ready[klass].begin();
        ready[klass].erase(ready[klass].begin());
        ready_risk[static_cast<std::size_t>(e)] = -1;
        const int v = ready_variable[static_cast<std::size_t>(e)];
        const Expr& sym =
            symbol_[static_cast<std::size_t>(block.variables[static_cast<std::size_t>(v)])];
        const Expr& f =
            residuals_[static_cast<std::size_t>(block.equations[static_cast<std::size_t>(e)])];
        Expr value = -replace_leaves(f, solved, scratch_, &sym, Expr(0.0)) /
                     ready_coefficient[static_cast<std::size_t>(e)];
        ready_coefficient[static_cast<std::size_t>(e)] = Expr();
        solved.emplace(sym.id(), value);
        targets.push_back(
            target_[static_cast<std::size_t>(block.variables[static_cast<std::size_t>(v)])]);
        values.push_back(value);
        close(e);
        settle(v);
        continue;
      }
      // Stuck: tear the unknown that occurs in most open equations.
      int chosen = -1, most = -1;
      for (std::size_t v = 0; v < nb; ++v)
        if (unsolved[v] && open_count[v] > most) {
          most = open_count[v];
          chosen = static_cast<int>(v);
        }
      tears.push_back(chosen);
      settle(chosen);
    }

    // Tearing that leaves many tears saves little (a mechanism's long loop
    // keeps about two of three unknowns) and costs a dense LU and a dense
    // Jacobian of substituted expressions: the block is solved whole instead.
    if (tears.size() > kMaxDenseTears) {
      solve_whole(block);
      return;
    }
    CausalStep step;
    std::vector<Expr> residual, jacobian, tear_symbols;
    for (int v : tears)
      tear_symbols.push_back(
          symbol_[static_cast<std::size_t>(block.variables[static_cast<std::size_t>(v)])]);
    for (std::size_t e = 0; e < nb; ++e) {
      if (!open[e]) continue;
      residual.push_back(replace_leaves(residuals_[static_cast<std::size_t>(block.equations[e])],
                                        solved, scratch_));
      step.origin.push_back(origin_[static_cast<std::size_t>(block.equations[e])]);
    }
    ExprFlags tear_flags;  // its own memo: the marked set is this block's tears
    tear_flags.mark(tear_symbols);
    std::vector<std::vector<Expr>> columns = partials(residual, tear_symbols);
    for (std::size_t j = 0; j < tears.size(); ++j) {
      step.tears.push_back(
          target_[static_cast<std::size_t>(block.variables[static_cast<std::size_t>(tears[j])])]);
      for (Expr& d : columns[j]) {
        step.linear = step.linear && !(tear_flags.of(d) & ExprFlags::kMarked);
        jacobian.push_back(std::move(d));
      }
    }
    step.residual = Program(residual, leaf_map_, derived_);
    step.jacobian = Program(jacobian, leaf_map_, derived_);
    step.targets = std::move(targets);
    step.values = Program(values, leaf_map_, derived_);
    sequence_.assignments += static_cast<int>(step.targets.size());
    sequence_.torn_blocks += 1;
    sequence_.tear_variables += static_cast<int>(tears.size());
    sequence_.nonlinear_blocks += step.linear ? 0 : 1;
    sequence_.steps.push_back(std::move(step));
  }

  // The whole block as one solve: every unknown a tear variable, the block's
  // equations as they are, and the entries of their gradients that belong to
  // the block's unknowns as a sparse Jacobian. Nothing is substituted, so the
  // work and the Jacobian's size are those of the equations themselves.
  void solve_whole(const structure::BltBlock& block) {
    const std::size_t nb = block.equations.size();
    CausalStep step;
    NodeMap<int> column;  // an unknown's symbol -> its column (position in the block)
    column.reserve(nb);
    std::vector<Expr> tear_symbols;
    for (std::size_t j = 0; j < nb; ++j) {
      const auto v = static_cast<std::size_t>(block.variables[j]);
      column.emplace(symbol_[v].id(), static_cast<int>(j));
      tear_symbols.push_back(symbol_[v]);
      step.tears.push_back(target_[v]);
    }
    std::vector<Expr> residual, terms;
    std::vector<std::pair<int, int>> column_row;
    for (std::size_t i = 0; i < nb; ++i) {
      const auto e = static_cast<std::size_t>(block.equations[i]);
      residual.push_back(residuals_[e]);
      step.origin.push_back(origin_[e]);
      const Gradient own = gradients_.empty() ? gradient(residuals_[e]) : Gradient{};
      for (const auto& [leaf, d] : gradients_.empty() ? own : gradients_[e]) {
        const int* j = column.find(leaf.id());
        if (j == nullptr) continue;
        column_row.emplace_back(*j, static_cast<int>(i));
        terms.push_back(d);
      }
    }
    CompressedEntries compressed = compress_entries(static_cast<int>(nb), column_row);
    // A gradient lists each leaf once: no (column, row) pair repeats.
    std::vector<Expr> values(static_cast<std::size_t>(compressed.pattern.nonzeros()));
    for (std::size_t k = 0; k < terms.size(); ++k)
      values[static_cast<std::size_t>(compressed.place[k])] = terms[k];
    ExprFlags tear_flags;  // its own memo: the marked set is this block's unknowns
    tear_flags.mark(tear_symbols);
    for (const Expr& d : values)
      step.linear = step.linear && !(tear_flags.of(d) & ExprFlags::kMarked);
    step.residual = Program(residual, leaf_map_, derived_);
    step.jacobian = Program(values, leaf_map_, derived_);
    step.pattern = std::move(compressed.pattern);
    step.values = Program(std::vector<Expr>{}, leaf_map_);
    sequence_.torn_blocks += 1;
    sequence_.whole_blocks += 1;
    sequence_.tear_variables += static_cast<int>(nb);
    sequence_.nonlinear_blocks += step.linear ? 0 : 1;
    sequence_.steps.push_back(std::move(step));
  }

  // coefficient_risk(), and a coefficient of parameters alone that is zero
  // at the parameters' values is not divided by: a body's centre of mass on
  // its frame's origin (r_CM = 0) makes m r_CM[k] a structural entry of the
  // Newton-Euler block that is 0 in every run. Only the declared parameters
  // are read; one of time or of discrete variables keeps its class.
  int risk(const Expr& a) {
    const int r = coefficient_risk(a, flags_);
    if (r != 1 || parameter_values_ == nullptr) return r;
    if (is_zero_at_parameter_values(a)) return kIneligible;
    if (!(flags_.of(a) & ExprFlags::kIfElse)) return r;  // memoised: no walk
    // A mode's branch of parameters that is 0 (an ideal diode's `if off then
    // Goff else 1` with Goff = 0) vanishes in that mode, as a constant 0
    // branch does (coefficient_risk).
    bool zero_branch = false;
    post_order(std::span<const Expr>(&a, 1), [&](const Expr& node) {
      if (zero_branch || node.op() != Op::IfElse) return;
      for (int branch : {1, 2})
        zero_branch = zero_branch || is_zero_at_parameter_values(node.arg(branch));
    });
    return zero_branch ? kIneligible : r;
  }

  // True if e is of declared parameters (and constants) alone and is 0, or not
  // finite, at their values.
  bool is_zero_at_parameter_values(const Expr& e) const {
    if (e.is_constant()) return false;  // constants are coefficient_risk's
    bool parameters_only = true;
    const double value = evaluate(e, [&](const Expr& leaf) {
      const std::optional<InputSlot> slot =
          leaf.op() == Op::Parameter ? leaf_map_(leaf) : std::nullopt;
      if (!slot || slot->kind != InputKind::Parameter ||
          static_cast<std::size_t>(slot->index) >= parameter_values_->size()) {
        parameters_only = false;
        return 1.0;
      }
      return (*parameter_values_)[static_cast<std::size_t>(slot->index)];
    });
    return parameters_only && !(std::fabs(value) > 0.0);
  }

  // dF/dv of equation `equation`: from its gradient when given (0 where the
  // gradient has no entry for v), else differentiated here.
  Expr coefficient(int equation, const Expr& v) const {
    const std::size_t row = static_cast<std::size_t>(equation);
    if (gradients_.empty()) return partial(residuals_[row], v);
    for (const auto& [leaf, d] : gradients_[row])
      if (leaf.same(v)) return d;
    return Expr(0.0);
  }

  const std::vector<Expr>& residuals_;
  const EquationOrigins& origin_;
  const Program::LeafMap& leaf_map_;
  DerivedParameters* derived_;
  const std::vector<double>* parameter_values_;  // declared parameters; may be null
  const std::vector<Gradient>& gradients_;
  std::size_t max_torn_block_;
  std::vector<Expr> symbol_;
  std::vector<CausalTarget> target_;
  CausalSequence sequence_;
  Replacements segment_;
  std::vector<CausalTarget> segment_targets_;
  std::vector<Expr> segment_values_;
  ExprFlags flags_;
  NodeMap<Expr> scratch_;  // replace_leaves' memo
};

}  // namespace

std::string CausalSequence::describe() const {
  return fmt::format(
      "explicit formulation: {} assignments, {} torn blocks ({} tear variables, {} nonlinear{}), "
      "{} steps",
      assignments, torn_blocks, tear_variables, nonlinear_blocks,
      whole_blocks > 0 ? fmt::format(", {} solved whole with a sparse LU", whole_blocks) : "",
      steps.size());
}

namespace {

// The BLT blocks with those that compute a `first` unknown, and the blocks
// they read from, moved to the front (each part in BLT order, so the order
// stays a valid one); `prefix` is how many moved.
std::vector<structure::BltBlock> first_needed_first(std::vector<structure::BltBlock> blocks,
                                                    const structure::IncidenceGraph& g,
                                                    const std::vector<char>& first,
                                                    std::size_t& prefix) {
  std::vector<int> block_of(static_cast<std::size_t>(g.num_vars), -1);
  for (std::size_t b = 0; b < blocks.size(); ++b)
    for (int v : blocks[b].variables) block_of[static_cast<std::size_t>(v)] = static_cast<int>(b);
  std::vector<char> needed(blocks.size(), 0);
  for (std::size_t v = 0; v < first.size(); ++v)
    if (first[v] && block_of[v] >= 0) needed[static_cast<std::size_t>(block_of[v])] = 1;
  // Backwards: a block reads only unknowns of earlier blocks (and its own).
  for (std::size_t b = blocks.size(); b-- > 0;) {
    if (!needed[b]) continue;
    for (int e : blocks[b].equations)
      for (int v : g.eq_vars[static_cast<std::size_t>(e)])
        needed[static_cast<std::size_t>(block_of[static_cast<std::size_t>(v)])] = 1;
  }
  std::vector<structure::BltBlock> ordered;
  ordered.reserve(blocks.size());
  for (int pass : {1, 0})
    for (std::size_t b = 0; b < blocks.size(); ++b)
      if (needed[b] == pass) ordered.push_back(std::move(blocks[b]));
  prefix = static_cast<std::size_t>(std::count(needed.begin(), needed.end(), 1));
  return ordered;
}

}  // namespace

CausalSequence build_causal_sequence(const std::vector<Expr>& residuals,
                                     const EquationOrigins& residual_origin,
                                     const AnalysedSystem& dae, const Program::LeafMap& leaf_map,
                                     const std::vector<CausalTarget>& first,
                                     const std::vector<Gradient>& gradients, int max_torn_block,
                                     DerivedParameters* derived,
                                     const std::vector<double>* parameter_values) {
  if (!gradients.empty() && gradients.size() != residuals.size())
    throw InternalError("build_causal_sequence: one gradient per residual expected");
  const std::size_t n = dae.components.size();
  // The unknowns of the explicit formulation: y' of states, y of the rest.
  std::vector<Expr> symbol(n);
  std::vector<CausalTarget> target(n);
  NodeMap<int> column;
  column.reserve(n);
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
      if (const int* c = column.find(node.id())) vars.push_back(*c);
    });
    std::sort(vars.begin(), vars.end());
    vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
    g.eq_vars.push_back(std::move(vars));
  }
  structure::Matching m = structure::maximum_matching(g);
  SequenceBuilder builder(residuals, residual_origin, leaf_map, gradients, max_torn_block, derived,
                          parameter_values);
  if (m.size() != g.num_eqs()) return builder.sequence();  // analyse reports this case
  builder.set_unknowns(std::move(symbol), std::move(target));
  std::vector<char> first_unknown(n, 0);
  for (const CausalTarget& t : first)
    if (t.derivative == dae.components[static_cast<std::size_t>(t.index)].differential)
      first_unknown[static_cast<std::size_t>(t.index)] = 1;
  std::size_t prefix = 0;
  const std::vector<structure::BltBlock> blocks =
      first_needed_first(structure::blt(g, m), g, first_unknown, prefix);
  for (std::size_t b = 0; b < blocks.size(); ++b) {
    if (b == prefix) builder.flush();  // the prefix ends a step
    builder.add_block(blocks[b], g);
  }
  builder.flush();
  builder.sequence().complete = true;
  return std::move(builder.sequence());
}

}  // namespace acausal
