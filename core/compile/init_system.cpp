#include "core/compile/init_system.hpp"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "core/compile/sparse_jacobian.hpp"
#include "core/errors.hpp"
#include "core/expr/print.hpp"
#include "core/expr/traversal.hpp"
#include "core/structure/matching.hpp"

namespace acausal {
namespace {

// Tries to match equation e by an augmenting path (iterative DFS); leaves
// every matched equation matched.
bool augment(const structure::IncidenceGraph& g, structure::Matching& m, int e) {
  std::vector<char> visited(static_cast<std::size_t>(g.num_vars), 0);
  struct Frame {
    int eq;
    std::size_t next;
    int via_var;
  };
  std::vector<Frame> stack{{e, 0, -1}};
  while (!stack.empty()) {
    Frame& f = stack.back();
    const auto& vars = g.eq_vars[static_cast<std::size_t>(f.eq)];
    if (f.next == vars.size()) {
      stack.pop_back();
      continue;
    }
    const int v = vars[f.next++];
    if (visited[static_cast<std::size_t>(v)]) continue;
    visited[static_cast<std::size_t>(v)] = 1;
    const int owner = m.eq_of_var[static_cast<std::size_t>(v)];
    if (owner < 0) {
      // Flip the path: each equation on the stack takes the variable it reached.
      int var = v;
      for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
        const int prev = m.var_of_eq[static_cast<std::size_t>(it->eq)];
        m.var_of_eq[static_cast<std::size_t>(it->eq)] = var;
        m.eq_of_var[static_cast<std::size_t>(var)] = it->eq;
        var = prev;
      }
      return true;
    }
    stack.push_back({owner, 0, v});
  }
  return false;
}

}  // namespace

Program::LeafMap InitSystem::leaf_map_with(const std::unordered_map<std::uint64_t, int>& param_slot,
                                           Program::LeafMap fallback) const {
  auto z = std::make_shared<NodeMap<int>>();
  z->reserve(leaf_to_z.size());
  for (const auto& [leaf, index] : leaf_to_z) z->emplace(leaf.id(), index);
  return [z, &param_slot, fallback](const Expr& leaf) -> std::optional<InputSlot> {
    if (leaf.op() == Op::Parameter)
      return InputSlot{InputKind::Parameter, param_slot.at(leaf.symbol_id())};
    if (leaf.op() == Op::Time) return InputSlot{InputKind::Time, 0};
    const int* index = z->find(leaf.id());
    if (index == nullptr) return fallback ? fallback(leaf) : std::nullopt;
    return InputSlot{InputKind::Y, *index};
  };
}

InitSystem build_init_system(const AnalysedSystem& dae, const EquationOrigins& residual_origin) {
  InitSystem init;
  const int n = static_cast<int>(dae.components.size());
  std::vector<int> state_ordinal(static_cast<std::size_t>(n), -1);
  for (int i = 0; i < n; ++i) {
    if (dae.components[static_cast<std::size_t>(i)].differential) {
      state_ordinal[static_cast<std::size_t>(i)] = static_cast<int>(init.state_components.size());
      init.state_components.push_back(i);
    }
  }
  const int ns = static_cast<int>(init.state_components.size());
  init.num_unknowns = n + ns;
  NodeMap<int> z_of;
  z_of.reserve(dae.slots.size());
  for (const auto& [sym, slot] : dae.slots) {
    int z = slot.derivative ? n + state_ordinal[static_cast<std::size_t>(slot.index)] : slot.index;
    init.leaf_to_z.emplace_back(sym, z);
    z_of.emplace(sym.id(), z);
  }
  auto incidence = [&](const Expr& r) {
    std::vector<int> vars;
    post_order({r}, [&](const Expr& node) {
      if (const int* z = z_of.find(node.id()))
        vars.push_back(*z);
      else if (node.op() == Op::Der || node.op() == Op::Variable)
        throw InitializationError("initial equation uses " + to_string(node) +
                                  ", which is not an unknown of the model at the initial time");
    });
    std::sort(vars.begin(), vars.end());
    vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
    return vars;
  };

  structure::IncidenceGraph g;
  g.num_vars = init.num_unknowns;
  for (int i = 0; i < n; ++i) {
    init.residuals.push_back(dae.residuals[static_cast<std::size_t>(i)]);
    init.origin.append(residual_origin, static_cast<std::size_t>(i));
    g.eq_vars.push_back(incidence(init.residuals.back()));
  }
  for (const FlatEquation& e : dae.system.initial_equations) {
    init.residuals.push_back(e.residual());
    init.origin.push_back("initial equation " + e.describe());
    g.eq_vars.push_back(incidence(init.residuals.back()));
  }
  for (int i = 0; i < n; ++i) {
    const DaeComponent& c = dae.components[static_cast<std::size_t>(i)];
    if (!c.fixed || !c.has_start) continue;
    init.residuals.push_back(c.symbol - c.start);
    init.origin.push_back(fmt::format("{} = {:g} (fixed start value)", c.name, c.start));
    g.eq_vars.push_back({i});
  }
  const int mandatory = static_cast<int>(init.residuals.size());
  structure::Matching m = structure::maximum_matching(g);
  if (m.size() < mandatory) {
    std::vector<int> over = structure::overdetermined_equations(g, m);
    std::string list;
    for (int e : over)
      if (e >= n) list += "\n    " + init.origin[static_cast<std::size_t>(e)];
    for (int e : over)
      if (e < n && list.size() < 4000) list += "\n    " + init.origin[static_cast<std::size_t>(e)];
    throw InitializationError(fmt::format(
        "the initial conditions over-determine the model ({} conditions for {} states, or "
        "conditions fixing the same quantity twice). Conflicting equations:{}\n  Remove one of "
        "the initial conditions (fixed=true start values or initial equations).",
        mandatory - n, ns, list));
  }
  // Too few conditions: add start values of states, skipping those that would
  // make the system singular.
  for (int k = 0; k < ns && m.size() < init.num_unknowns; ++k) {
    const int i = init.state_components[static_cast<std::size_t>(k)];
    const DaeComponent& c = dae.components[static_cast<std::size_t>(i)];
    if (c.fixed && c.has_start) continue;
    g.eq_vars.push_back({i});
    m.var_of_eq.push_back(-1);
    if (augment(g, m, g.num_eqs() - 1)) {
      init.residuals.push_back(c.symbol - c.start);
      init.origin.push_back(
          fmt::format("{} = {:g} (start value of a state, added because the "
                      "initial conditions were too few)",
                      c.name, c.start));
      init.added_start_conditions.push_back(c.name);
    } else {
      g.eq_vars.pop_back();
      m.var_of_eq.pop_back();
    }
  }
  if (m.size() < init.num_unknowns)
    throw InitializationError(fmt::format(
        "the initialisation problem is under-determined: {} equations for {} unknowns even with "
        "start values of all states",
        m.size(), init.num_unknowns));
  return init;
}

InitPrograms lower_init_programs(const InitSystem& init,
                                 const std::vector<Gradient>& residual_gradients,
                                 const SparsityPattern& dae_jacobian,
                                 const std::unordered_map<std::uint64_t, int>& param_slot,
                                 Program::LeafMap fallback) {
  const int n = static_cast<int>(residual_gradients.size());
  const std::vector<Expr> conditions(init.residuals.begin() + n, init.residuals.end());
  NodeMap<int> z_of;
  z_of.reserve(init.leaf_to_z.size());
  for (const auto& [leaf, z] : init.leaf_to_z) z_of.emplace(leaf.id(), z);
  // The entries (column of z, row): an expression, or none where it is a
  // dF/dy that the DAE's Jacobian computes. Repeats sum in the order found.
  std::vector<std::pair<int, int>> column_row;
  std::vector<std::optional<Expr>> terms;
  auto add = [&](int row, const Gradient& g, bool dae_row) {
    for (const auto& [leaf, d] : g) {
      const int* z = z_of.find(leaf.id());
      if (z == nullptr) continue;
      column_row.emplace_back(*z, row);
      terms.push_back(dae_row && *z < n ? std::nullopt : std::optional<Expr>(d));
    }
  };
  for (int r = 0; r < n; ++r) add(r, residual_gradients[static_cast<std::size_t>(r)], true);
  const std::vector<Gradient> condition_gradients = symbolic_gradients(conditions);
  for (std::size_t k = 0; k < condition_gradients.size(); ++k)
    add(n + static_cast<int>(k), condition_gradients[k], false);
  CompressedEntries compressed = compress_entries(init.num_unknowns, column_row);

  InitPrograms out;
  out.pattern = std::move(compressed.pattern);
  std::vector<std::optional<Expr>> value(static_cast<std::size_t>(out.pattern.nonzeros()));
  for (std::size_t k = 0; k < terms.size(); ++k) {
    std::optional<Expr>& v = value[static_cast<std::size_t>(compressed.place[k])];
    if (terms[k]) v = v ? *v + *terms[k] : *terms[k];
  }
  std::vector<Expr> other;
  for (std::size_t place = 0; place < value.size(); ++place)
    if (value[place]) {
      out.other_place.push_back(static_cast<int>(place));
      other.push_back(*value[place]);
    }
  out.from_dae.assign(static_cast<std::size_t>(dae_jacobian.nonzeros()), -1);
  for (int c = 0; c < dae_jacobian.size; ++c) {
    const auto column = static_cast<std::size_t>(c);
    const auto first = out.pattern.row_index.begin() + out.pattern.column_start[column];
    const auto last = out.pattern.row_index.begin() + out.pattern.column_start[column + 1];
    for (int k = dae_jacobian.column_start[column]; k < dae_jacobian.column_start[column + 1];
         ++k) {
      const int row = dae_jacobian.row_index[static_cast<std::size_t>(k)];
      const auto it = std::lower_bound(first, last, row);
      if (it == last || *it != row) continue;
      const auto place = static_cast<std::size_t>(it - out.pattern.row_index.begin());
      if (value[place]) continue;  // dF/dy' only
      out.from_dae[static_cast<std::size_t>(k)] = static_cast<int>(place);
    }
  }
  std::size_t from_dae = 0;
  for (int place : out.from_dae) from_dae += place >= 0 ? 1 : 0;
  const auto dae_entries = static_cast<std::size_t>(
      std::count_if(value.begin(), value.end(), [](const auto& v) { return !v.has_value(); }));
  if (from_dae != dae_entries)
    throw InternalError(fmt::format(
        "initialisation: {} of {} dF/dy entries are in the DAE's Jacobian", from_dae, dae_entries));
  const Program::LeafMap leaf_map = init.leaf_map_with(param_slot, std::move(fallback));
  out.conditions = Program(conditions, leaf_map);
  out.other_values = Program(other, leaf_map);
  return out;
}

}  // namespace acausal
