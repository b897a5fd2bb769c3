#include "core/passes/flatten.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <unordered_map>

#include <fmt/format.h>
#include <boost/pending/disjoint_sets.hpp>

#include "core/errors.hpp"
#include "core/expr/node_table.hpp"
#include "core/expr/traversal.hpp"

namespace acausal {
namespace {

// A connector seen from one side (Modelica 9.2): "inside" when the port belongs
// to a component inside the scope of the connect, "outside" when it is the
// scope's own port. The two sides of a port form different connection sets.
struct Element {
  const Port* port;
  bool outside;
};

struct ElementKey {
  const Port* port;
  bool outside;
  bool operator==(const ElementKey&) const = default;
};
struct ElementKeyHash {
  std::size_t operator()(const ElementKey& k) const {
    return std::hash<const void*>{}(k.port) * 2 + (k.outside ? 1 : 0);
  }
};

class ConnectionSets {
 public:
  int element(const Port* p, bool outside) {
    auto [it, inserted] =
        index_.try_emplace(ElementKey{p, outside}, static_cast<int>(elements_.size()));
    if (inserted) {
      elements_.push_back(Element{p, outside});
      parent_.push_back(it->second);
      rank_.push_back(0);
    }
    return it->second;
  }
  void join(int a, int b) {
    boost::disjoint_sets<int*, int*> sets(rank_.data(), parent_.data());
    sets.union_set(a, b);
  }
  bool contains(const Port* p, bool outside) const {
    return index_.count(ElementKey{p, outside}) != 0;
  }
  // Sets in order of their first element (deterministic equation order).
  std::vector<std::vector<Element>> groups() {
    boost::disjoint_sets<int*, int*> sets(rank_.data(), parent_.data());
    std::map<int, int> group_of_root;
    std::vector<std::vector<Element>> out;
    for (int i = 0; i < static_cast<int>(elements_.size()); ++i) {
      int root = sets.find_set(i);
      auto [it, inserted] = group_of_root.try_emplace(root, static_cast<int>(out.size()));
      if (inserted) out.emplace_back();
      out[static_cast<std::size_t>(it->second)].push_back(elements_[static_cast<std::size_t>(i)]);
    }
    return out;
  }

 private:
  std::unordered_map<ElementKey, int, ElementKeyHash> index_;
  std::vector<Element> elements_;
  std::vector<int> parent_, rank_;
};

std::string describe_set(const std::vector<Element>& set) {
  std::string s = "connect(";
  for (std::size_t i = 0; i < set.size(); ++i) s += (i ? ", " : "") + set[i].port->path();
  return s + ")";
}

bool is_signal_source(const Element& e) {
  // An output drives the set from inside; a subsystem's own input drives it
  // from outside.
  PortDirection d = e.port->direction();
  return (d == PortDirection::Output && !e.outside) || (d == PortDirection::Input && e.outside);
}

void emit_set_equations(const std::vector<Element>& set, FlatSystem& flat) {
  const ConnectorType& type = set.front().port->type();
  const std::string origin = describe_set(set);
  for (std::size_t k = 0; k < type.variables.size(); ++k) {
    switch (type.variables[k].role) {
      case ConnectorRole::Across:
        for (std::size_t i = 1; i < set.size(); ++i)
          flat.equations.push_back(
              {set[0].port->variables()[k], set[i].port->variables()[k], origin});
        break;
      case ConnectorRole::Flow: {
        Expr sum = 0.0;
        for (const Element& e : set) {
          const Expr& f = e.port->variables()[k];
          sum = e.outside ? sum - f : sum + f;
        }
        flat.equations.push_back({sum, Expr(0.0), origin});
        break;
      }
      case ConnectorRole::Signal: {
        std::vector<const Element*> sources;
        for (const Element& e : set)
          if (is_signal_source(e)) sources.push_back(&e);
        if (sources.size() > 1)
          throw ConnectionError(fmt::format(
              "{}: signal {} and {} both drive this connection; a signal may have only one "
              "source. Remove one of the connections.",
              origin, sources[0]->port->path(), sources[1]->port->path()));
        if (sources.empty())
          throw ConnectionError(fmt::format(
              "{}: no output drives these connected inputs. Connect an output (e.g. of a "
              "Constant or Sine block) to one of them.",
              origin));
        for (const Element& e : set)
          if (&e != sources[0])
            flat.equations.push_back(
                {e.port->variables()[k], sources[0]->port->variables()[k], origin});
        break;
      }
    }
  }
}

// Every component's constraints hold for the values being compiled (whatever
// path set them), and carry those values: they are what a later change of one
// parameter (Simulation::set_parameter) is checked against.
void check_parameter_constraints(FlatSystem& flat) {
  std::unordered_map<std::string, double> value_of;
  for (const FlatParameter& p : flat.parameters) value_of[p.decl.path] = p.decl.value;
  std::unordered_map<const ParameterConstraint*, std::shared_ptr<const ParameterConstraint>> fresh;
  for (FlatParameter& p : flat.parameters)
    for (auto& c : p.decl.constraints) {
      auto& copy = fresh[c.get()];
      if (!copy) {
        auto updated = std::make_shared<ParameterConstraint>(*c);
        for (std::size_t i = 0; i < updated->parameters.size(); ++i)
          if (auto it = value_of.find(updated->parameters[i]); it != value_of.end())
            updated->values[i] = it->second;
        check_constraint(*updated, [&](const std::string& path) {
          auto it = value_of.find(path);
          return it == value_of.end() ? std::numeric_limits<double>::quiet_NaN() : it->second;
        });
        copy = std::move(updated);
      }
      c = copy;
    }
}

// Every variable an equation uses must be declared by a component of the
// model: one that is not belongs to a part Model::replace took out (a
// reference kept to the old part) or to another model.
void check_declared(const FlatSystem& flat) {
  NodeSet declared;
  declared.reserve(flat.variables.size());
  for (const FlatVariable& v : flat.variables) declared.insert(v.symbol.id());
  auto check = [&](const std::vector<FlatEquation>& equations) {
    for (const FlatEquation& e : equations)
      post_order(
          {e.lhs, e.rhs},
          [&](const Expr& node) {
            if (node.op() != Op::Variable || declared.contains(node.id())) return;
            throw ModelError(fmt::format(
                "equation {} uses '{}', which no component of the model declares: it belongs to "
                "a part that Model::replace replaced, or to another model. Use the variables of "
                "the part in the model (the reference replace returned).",
                e.describe(), node.name()));
          },
          /*descend_into_der=*/true);
  };
  check(flat.equations);
  check(flat.initial_equations);
}

}  // namespace

FlatSystem flatten(const Model& model) {
  FlatSystem flat;
  flat.model_name = model.model_name();
  ConnectionSets sets;

  // Depth-first over the component tree with an explicit stack.
  std::vector<const Component*> order;
  std::vector<const Component*> stack{&model};
  while (!stack.empty()) {
    const Component* c = stack.back();
    stack.pop_back();
    order.push_back(c);
    for (auto it = c->children().rbegin(); it != c->children().rend(); ++it)
      stack.push_back(it->get());
  }

  NodeSet is_connector_var;
  for (const Component* c : order) {
    for (const Port& p : c->ports())
      for (const Expr& v : p.variables()) is_connector_var.insert(v.id());
    for (const VariableDecl& v : c->variables())
      flat.variables.push_back(FlatVariable{v.symbol, v.path, v.options, c->path(),
                                            is_connector_var.contains(v.symbol.id())});
    for (const ParameterDecl& p : c->parameters())
      flat.parameters.push_back(FlatParameter{p, false});
    for (const EquationDecl& e : c->equations()) flat.equations.push_back({e.lhs, e.rhs, e.origin});
    for (const EquationDecl& e : c->initial_equations())
      flat.initial_equations.push_back({e.lhs, e.rhs, e.origin});
    for (const DiscreteDecl& d : c->discrete_variables()) flat.discretes.push_back(d);
    for (const EquationDecl& e : c->discrete_equations())
      flat.discrete_equations.push_back({e.lhs, e.rhs, e.origin});
    for (const WhenClause& w : c->when_clauses()) flat.whens.push_back(w);
    for (const Connection& conn : c->connections()) {
      const Port& a = c->port_at(conn.a);
      const Port& b = c->port_at(conn.b);
      // Separate statements: argument evaluation order would make the set order compiler-dependent.
      const int ea = sets.element(&a, &a.owner() == c);
      const int eb = sets.element(&b, &b.owner() == c);
      sets.join(ea, eb);
    }
  }

  for (const auto& set : sets.groups()) emit_set_equations(set, flat);
  check_parameter_constraints(flat);

  // Domains whose connections form a graph that must be compiled as a whole
  // (multibody frames) emit their equations here, once each.
  std::vector<std::pair<ConnectionAssembler, std::string>> assemblers;
  for (const Component* c : order)
    for (const Port& p : c->ports())
      if (p.type().assembler != nullptr &&
          std::find_if(assemblers.begin(), assemblers.end(), [&](const auto& a) {
            return a.first == p.type().assembler;
          }) == assemblers.end())
        assemblers.emplace_back(p.type().assembler, p.type().domain);
  for (const auto& [assemble, domain] : assemblers) {
    PartTimer timer(flat.timings);
    assemble(model, flat);
    timer.lap("assemble " + domain);
  }

  // Unconnected ports, seen from outside their component: flows are zero,
  // inputs are an error.
  for (const Component* c : order) {
    if (c == &model) continue;
    bool any_connected = false;
    for (const Port& p : c->ports()) {
      if (sets.contains(&p, false)) {
        any_connected = true;
        continue;
      }
      if (p.direction() == PortDirection::Input)
        throw ConnectionError(fmt::format(
            "input '{}' of {} '{}' is not connected. Connect it to a signal source (e.g. a "
            "Constant block's output y).",
            p.path(), c->type_name(), c->path()));
      bool has_flow = false;
      for (std::size_t k = 0; k < p.type().variables.size(); ++k)
        if (p.type().variables[k].role == ConnectorRole::Flow) {
          flat.equations.push_back(
              {p.variables()[k], Expr(0.0), unconnected_port_origin(p.path())});
          has_flow = true;
        }
      if (has_flow)
        flat.unconnected_ports.push_back({p.path(), p.name(), c->path(), c->type_name()});
    }
    if (!any_connected && !c->ports().empty() &&
        std::all_of(c->ports().begin(), c->ports().end(),
                    [](const Port& p) { return p.direction() != PortDirection::Output; }))
      flat.unconnected_components.push_back(c->path());
  }
  check_declared(flat);
  // Declaration order, the domain assemblers' unknowns included: the order
  // of the result files' columns.
  for (std::size_t i = 0; i < flat.variables.size(); ++i)
    flat.variables[i].declared = static_cast<int>(i);
  return flat;
}

}  // namespace acausal
