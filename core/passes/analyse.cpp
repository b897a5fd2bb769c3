#include "core/passes/analyse.hpp"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "core/expr/differentiate.hpp"
#include "core/expr/evaluate.hpp"
#include "core/expr/print.hpp"
#include "core/expr/traversal.hpp"
#include "core/structure/blt.hpp"
#include "core/structure/dummy_derivatives.hpp"
#include "core/structure/matching.hpp"
#include "core/structure/pantelides.hpp"

namespace acausal {
namespace {

constexpr std::size_t kMaxListed = 12;

// Structural unknowns: the model's variables and the der() nodes of them.
struct Unknowns {
  std::vector<Expr> symbol;
  std::vector<int> derivative;  // unknown -> its derivative unknown, or -1
  std::vector<int> base;        // unknown -> the model variable it derives from
  std::unordered_map<const void*, int> index;

  int add(const Expr& s, int base_var) {
    int i = static_cast<int>(symbol.size());
    symbol.push_back(s);
    derivative.push_back(-1);
    base.push_back(base_var < 0 ? i : base_var);
    index.emplace(s.id(), i);
    return i;
  }
  int derivative_of(int v) {
    if (derivative[v] >= 0) return derivative[v];
    int d = add(der(symbol[v]), base[v]);
    derivative[v] = d;
    return d;
  }
  // Unknown for a Variable or Der leaf, creating der unknowns on demand.
  int of_leaf(const Expr& leaf) {
    if (auto it = index.find(leaf.id()); it != index.end()) return it->second;
    if (leaf.op() != Op::Der) throw InternalError("unknown variable " + to_string(leaf));
    return derivative_of(of_leaf(leaf.arg(0)));
  }
  std::string name(int v) const { return to_string(symbol[v]); }
};

std::vector<int> incidence(const Expr& residual, Unknowns& u) {
  std::vector<int> vars;
  post_order({residual}, [&](const Expr& n) {
    if (n.op() == Op::Variable || n.op() == Op::Der) vars.push_back(u.of_leaf(n));
  });
  std::sort(vars.begin(), vars.end());
  vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
  return vars;
}

std::string list_equations(const std::vector<FlatEquation>& eqs, const std::vector<int>& which) {
  std::string s;
  for (std::size_t k = 0; k < which.size() && k < kMaxListed; ++k)
    s += "\n    " + eqs[static_cast<std::size_t>(which[k])].describe();
  if (which.size() > kMaxListed)
    s += fmt::format("\n    ... and {} more", which.size() - kMaxListed);
  return s;
}

std::string list_variables(const Unknowns& u, const std::vector<int>& which) {
  std::string s;
  for (std::size_t k = 0; k < which.size() && k < kMaxListed; ++k)
    s += (k ? ", " : "") + u.name(which[k]);
  if (which.size() > kMaxListed) s += fmt::format(", ... and {} more", which.size() - kMaxListed);
  return s;
}

// Checks that the model, with x and der(x) counted as one unknown, has a
// perfect matching; otherwise names the over- and under-determined parts.
void check_balance(const FlatSystem& sys, const structure::IncidenceGraph& merged, Unknowns& u,
                   int num_base) {
  structure::Matching m = structure::maximum_matching(merged);
  const int n_eq = merged.num_eqs();
  if (m.size() == n_eq && n_eq == num_base) return;
  std::vector<int> over = structure::overdetermined_equations(merged, m);
  std::vector<int> under = structure::underdetermined_variables(merged, m);
  std::string msg;
  // A port left open (a support flange with use_support = true) is the
  // likeliest cause when its zero-flow equation or its free across variable
  // is among the culprits: name it first.
  std::vector<std::string> origins, names;
  for (int e : over) origins.push_back(sys.equations[static_cast<std::size_t>(e)].origin);
  for (int v : under) names.push_back(u.name(v));
  if (const UnconnectedPort* port = find_unconnected_port(sys.unconnected_ports, origins, names))
    msg = unconnected_port_message(*port) + ".\n  ";
  if (n_eq > num_base)
    msg +=
        fmt::format("the model is over-determined: {} equations for {} unknowns.", n_eq, num_base);
  else if (n_eq < num_base)
    msg +=
        fmt::format("the model is under-determined: {} equations for {} unknowns.", n_eq, num_base);
  else
    msg += fmt::format(
        "the model is structurally singular: {} equations for {} unknowns, but some equations "
        "constrain the same variables while others are determined by none.",
        n_eq, num_base);
  if (!over.empty())
    msg += fmt::format(
        "\n  These {} equations over-constrain their variables (remove one, or free a "
        "variable they fix):{}",
        over.size(), list_equations(sys.equations, over));
  if (!under.empty())
    msg += fmt::format(
        "\n  No equation determines these {} variables (add an equation, a connection or a "
        "boundary component such as Fixed or Ground): {}",
        under.size(), list_variables(u, under));
  msg += sys.unconnected_hint();
  throw StructuralError(msg);
}

class Host : public structure::DifferentiationHost {
 public:
  Host(std::vector<FlatEquation>& eqs, Unknowns& u, std::vector<std::string>& log)
      : eqs_(eqs), u_(u), log_(log) {}
  int derivative_of(int v) override { return u_.derivative_of(v); }
  std::vector<int> differentiate(int e) override {
    const FlatEquation& src = eqs_[static_cast<std::size_t>(e)];
    FlatEquation d{time_derivative(src.lhs), time_derivative(src.rhs), src.origin};
    log_.push_back(src.describe());
    eqs_.push_back(d);
    return incidence(eqs_.back().residual(), u_);
  }

 private:
  std::vector<FlatEquation>& eqs_;
  Unknowns& u_;
  std::vector<std::string>& log_;
};

class NumericJacobian : public structure::JacobianOracle {
 public:
  NumericJacobian(const std::vector<FlatEquation>& eqs, const Unknowns& u,
                  const std::unordered_map<const void*, double>& guess,
                  const std::unordered_map<std::uint64_t, double>& params)
      : eqs_(eqs), u_(u), guess_(guess), params_(params) {}
  Eigen::MatrixXd jacobian(std::span<const int> eqs, std::span<const int> vars) override {
    Eigen::MatrixXd j = Eigen::MatrixXd::Zero(static_cast<Eigen::Index>(eqs.size()),
                                              static_cast<Eigen::Index>(vars.size()));
    for (std::size_t r = 0; r < eqs.size(); ++r) {
      Expr res = eqs_[static_cast<std::size_t>(eqs[r])].residual();
      std::unordered_set<const void*> leaves;
      post_order({res}, [&](const Expr& n) { leaves.insert(n.id()); });
      for (std::size_t c = 0; c < vars.size(); ++c) {
        const Expr& v = u_.symbol[static_cast<std::size_t>(vars[c])];
        if (!leaves.count(v.id())) continue;  // structurally zero
        j(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(c)) = value(partial(res, v));
      }
    }
    return j;
  }
  double entry(int eq, int var) override {
    return value(partial(eqs_[static_cast<std::size_t>(eq)].residual(),
                         u_.symbol[static_cast<std::size_t>(var)]));
  }

 private:
  double value(const Expr& e) const {
    return evaluate(e, [&](const Expr& leaf) {
      if (leaf.op() == Op::Parameter) return params_.at(leaf.symbol_id());
      if (auto it = guess_.find(leaf.id()); it != guess_.end()) return it->second;
      return 0.0;
    });
  }
  const std::vector<FlatEquation>& eqs_;
  const Unknowns& u_;
  const std::unordered_map<const void*, double>& guess_;
  const std::unordered_map<std::uint64_t, double>& params_;
};

}  // namespace

AnalysedSystem analyse(FlatSystem system) {
  AnalysedSystem out;
  PartTimer timer(out.timings);
  Unknowns u;
  const int num_base = static_cast<int>(system.variables.size());
  for (const FlatVariable& v : system.variables) u.add(v.symbol, -1);

  structure::IncidenceGraph graph;
  for (const FlatEquation& e : system.equations)
    graph.eq_vars.push_back(incidence(e.residual(), u));
  graph.num_vars = static_cast<int>(u.symbol.size());
  timer.lap("incidence");

  // x and der(x) as one unknown: the balance and singularity checks.
  {
    structure::IncidenceGraph merged;
    merged.num_vars = num_base;
    for (const auto& vars : graph.eq_vars) {
      std::vector<int> m;
      for (int v : vars) m.push_back(u.base[static_cast<std::size_t>(v)]);
      std::sort(m.begin(), m.end());
      m.erase(std::unique(m.begin(), m.end()), m.end());
      merged.eq_vars.push_back(std::move(m));
    }
    check_balance(system, merged, u, num_base);
  }
  timer.lap("matching");

  out.equations_before_index_reduction = static_cast<int>(system.equations.size());
  Host host(system.equations, u, out.differentiated_equations);
  structure::IndexReduction ir;
  try {
    ir = structure::pantelides(graph, u.derivative, host);
  } catch (const structure::StructuralSingularity& s) {
    throw StructuralError(fmt::format(
        "the model is structurally singular: index reduction cannot make these equations "
        "determine their variables:{}\n  Variables involved: {}",
        list_equations(system.equations, s.equations), list_variables(u, s.variables)));
  }
  if (ir.graph.num_vars != static_cast<int>(u.symbol.size()))
    throw InternalError("pantelides: variable count differs from the host's");
  timer.lap("pantelides");

  std::vector<char> dummy(u.symbol.size(), 0);
  if (!ir.differentiated_equations.empty()) {
    std::unordered_map<const void*, double> guess;
    for (const FlatVariable& v : system.variables)
      guess[v.symbol.id()] = v.options.start.value_or(0.0);
    std::unordered_map<std::uint64_t, double> params;
    for (const FlatParameter& p : system.parameters)
      params[p.decl.symbol.symbol_id()] = p.decl.value;
    NumericJacobian oracle(system.equations, u, guess, params);
    // A derivative column's preference is that of the variable it differentiates.
    std::vector<double> preference(u.symbol.size(), 0.0);
    for (std::size_t v = 0; v < u.symbol.size(); ++v) {
      const FlatVariable& base = system.variables[static_cast<std::size_t>(u.base[v])];
      preference[v] = static_cast<double>(base.options.state_select);
    }
    dummy = structure::select_dummy_derivatives(ir, oracle, preference);
  }
  timer.lap("dummy derivatives");

  // Layout of y: every unknown except the non-dummy derivatives of states,
  // which are y' entries. A derivative that is itself a state (der(x) with a
  // non-dummy der(der(x))) stays in y and gets the link y'[x] = y[der(x)].
  const std::size_t nu = u.symbol.size();
  std::vector<char> is_state(nu, 0), is_yp(nu, 0);
  for (std::size_t v = 0; v < nu; ++v) {
    int d = u.derivative[v];
    if (d >= 0 && !dummy[static_cast<std::size_t>(d)]) {
      is_state[v] = 1;
      is_yp[static_cast<std::size_t>(d)] = 1;
    }
  }
  std::vector<int> y_index(nu, -1);
  for (std::size_t v = 0; v < nu; ++v) {
    if (is_yp[v] && !is_state[v]) continue;
    y_index[v] = static_cast<int>(out.components.size());
    DaeComponent c;
    c.symbol = u.symbol[v];
    c.name = u.name(static_cast<int>(v));
    c.differential = is_state[v] != 0;
    if (static_cast<int>(v) < num_base) {
      const VariableOptions& o = system.variables[v].options;
      c.has_start = o.start.has_value();
      c.start = o.start.value_or(0.0);
      c.fixed = o.fixed;
      c.nominal = o.nominal;
    }
    out.components.push_back(c);
    if (c.differential) out.states.push_back(c.name);
  }
  for (std::size_t v = 0; v < nu; ++v) {
    if (dummy[v]) out.dummy_derivatives.push_back(u.name(static_cast<int>(v)));
  }

  // Slots: base variables and algebraic derivatives read y; a non-dummy der
  // of a state reads y'[state] unless it is itself a state.
  std::vector<FlatEquation> links;
  for (std::size_t v = 0; v < nu; ++v) {
    if (y_index[v] >= 0) out.slots.push_back({u.symbol[v], {false, y_index[v]}});
    if (is_state[v]) {
      const int d = u.derivative[v];
      const Expr& dsym = u.symbol[static_cast<std::size_t>(d)];
      if (!is_state[static_cast<std::size_t>(d)]) {
        out.slots.push_back({dsym, {true, y_index[v]}});
      } else {
        // A stand-in symbol for y'[v], linked to the state der(v).
        Expr stand_in = Expr::variable("der(" + u.name(static_cast<int>(v)) + ")'");
        out.slots.push_back({stand_in, {true, y_index[v]}});
        links.push_back({stand_in, dsym, "state link of " + u.name(static_cast<int>(v))});
      }
    }
  }
  out.residuals.reserve(system.equations.size() + links.size());
  out.residual_origin.reserve(system.equations.size() + links.size());
  for (const FlatEquation& e : system.equations) {
    out.residuals.push_back(e.residual());
    out.residual_origin.push_back(e);
  }
  for (const FlatEquation& e : links) {
    out.residuals.push_back(e.residual());
    out.residual_origin.push_back(e);
  }
  if (out.residuals.size() != out.components.size())
    throw InternalError(fmt::format("index-1 DAE has {} equations for {} unknowns",
                                    out.residuals.size(), out.components.size()));

  timer.lap("layout");
  out.gradients.reserve(out.residuals.size());
  for (const Expr& r : out.residuals) out.gradients.push_back(gradient(r));
  timer.lap("gradients");
  // BLT of F with respect to its solver unknowns (y' of states, y of the rest).
  {
    std::unordered_map<const void*, int> column;
    for (const auto& [sym, slot] : out.slots)
      if (slot.derivative || !out.components[static_cast<std::size_t>(slot.index)].differential)
        column.emplace(sym.id(), slot.index);
    structure::IncidenceGraph g;
    g.num_vars = static_cast<int>(out.components.size());
    for (const Expr& r : out.residuals) {
      std::vector<int> vars;
      post_order({r}, [&](const Expr& n) {
        if (auto it = column.find(n.id()); it != column.end()) vars.push_back(it->second);
      });
      std::sort(vars.begin(), vars.end());
      vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
      g.eq_vars.push_back(std::move(vars));
    }
    structure::Matching m = structure::maximum_matching(g);
    if (m.size() != g.num_eqs()) {
      std::vector<int> over = structure::overdetermined_equations(g, m);
      std::string eqs;
      for (std::size_t k = 0; k < over.size() && k < kMaxListed; ++k)
        eqs += "\n    " + out.residual_origin[static_cast<std::size_t>(over[k])];
      throw StructuralError(
          "after index reduction the system is still singular; these equations cannot be solved "
          "for the selected unknowns:" +
          eqs);
    }
    std::vector<Expr> column_symbol(out.components.size());
    for (const auto& [sym, slot] : out.slots)
      if (column.count(sym.id())) column_symbol[static_cast<std::size_t>(slot.index)] = sym;
    for (const structure::BltBlock& b : structure::blt(g, m)) {
      BlockSummary s;
      s.size = static_cast<int>(b.equations.size());
      if (s.size > 1) {
        NodeSet inside;
        for (int v : b.variables) inside.insert(column_symbol[static_cast<std::size_t>(v)].id());
        // Linear: no partial derivative by a block unknown mentions one.
        for (std::size_t k = 0; k < b.equations.size() && s.linear; ++k) {
          std::vector<Expr> block_partials;
          for (const auto& [leaf, d] : out.gradients[static_cast<std::size_t>(b.equations[k])])
            if (inside.contains(leaf.id())) block_partials.push_back(d);
          post_order(block_partials, [&](const Expr& n) {
            if (inside.contains(n.id())) s.linear = false;
          });
        }
      }
      out.blocks.push_back(s);
    }
  }
  timer.lap("blt");
  out.system = std::move(system);
  return out;
}

}  // namespace acausal
