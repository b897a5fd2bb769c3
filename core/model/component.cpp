#include "core/model/component.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace acausal {

Port::Port(Component& owner, std::string name, const ConnectorType& type, PortDirection direction)
    : owner_(&owner), name_(std::move(name)), type_(&type), direction_(direction) {
  for (const ConnectorVariable& v : type.variables) {
    // A signal connector has one unnamed variable, named after the port itself.
    std::string var_name = v.name.empty() ? name_ : name_ + "." + v.name;
    vars_.push_back(owner.variable(std::move(var_name), VariableOptions{.unit = v.unit}));
  }
}

std::string Port::path() const {
  return owner_->child_path(name_);
}

const Expr& Port::var(std::string_view name) const {
  for (std::size_t i = 0; i < type_->variables.size(); ++i)
    if (type_->variables[i].name == name) return vars_[i];
  throw ModelError(
      fmt::format("port '{}' ({} connector) has no variable '{}'", path(), type_->domain, name));
}

Component::Component(ComponentContext context) : context_(std::move(context)) {}

std::string Component::name() const {
  auto dot = context_.path.rfind('.');
  return dot == std::string::npos ? context_.path : context_.path.substr(dot + 1);
}

std::string Component::child_path(std::string_view name) const {
  if (context_.path.empty()) return std::string(name);
  return context_.path + "." + std::string(name);
}

Port& Component::declare_port(std::string name, const ConnectorType& type,
                              PortDirection direction) {
  require_in_model("declare a port");
  if (find_port(name)) throw ModelError(fmt::format("'{}' declares port '{}' twice", path(), name));
  return ports_.emplace_back(*this, std::move(name), type, direction);
}

Expr Component::variable(std::string name, VariableOptions options) {
  require_in_model("declare a variable");
  std::string full = child_path(name);
  Expr symbol = Expr::variable(full);
  variables_.push_back(VariableDecl{symbol, std::move(full), std::move(options)});
  return symbol;
}

Expr Component::parameter(std::string name, double value, ParameterInfo info) {
  require_in_model("declare a parameter");
  ParameterDecl decl{Expr::parameter(child_path(name)), child_path(name), value, std::move(info),
                     type_name()};
  validate_parameter(decl, value);
  parameters_.push_back(decl);
  return decl.symbol;
}

void Component::constrain(std::vector<std::string> names,
                          std::function<std::string(std::span<const double>)> check) {
  auto c = std::make_shared<ParameterConstraint>();
  c->component = path();
  c->component_type = type_name();
  c->check = std::move(check);
  std::vector<ParameterDecl*> decls;
  for (const std::string& name : names) {
    ParameterDecl* p = find_parameter(name);
    if (!p)
      throw InternalError(fmt::format("{} '{}' constrains '{}', which it does not declare",
                                      type_name(), path(), name));
    decls.push_back(p);
    c->parameters.push_back(p->path);
    c->values.push_back(p->value);
  }
  // The same check as every later change of these parameters.
  check_constraint(*c, [&](const std::string& full) {
    for (const ParameterDecl* p : decls)
      if (p->path == full) return p->value;
    return 0.0;
  });
  for (ParameterDecl* p : decls) p->constraints.push_back(c);
}

void declare_periodic_forcing(Component& c, const Expr& frequency, const std::string& what) {
  c.time_scale(1.0 / (8.0 * abs(frequency)), "period/8 of the " + what);
}

void constrain_ordered_limits(Component& c, const std::string& upper,
                              const std::optional<std::string>& lower, bool strict) {
  const std::string path = c.path();
  const std::string relation = strict ? ">" : ">=";
  if (lower)
    c.constrain({upper, *lower}, [=](std::span<const double> v) {
      const bool wrong = strict ? !(v[0] > v[1]) : v[0] < v[1];
      return wrong ? fmt::format(
                         "limits must be consistent, but {} = {} {} {} = {}. Set {}.{} {} "
                         "{}.{}.",
                         upper, v[0], strict ? "<=" : "<", *lower, v[1], path, upper, relation,
                         path, *lower)
                   : std::string();
    });
  else
    c.constrain({upper}, [=](std::span<const double> v) {
      const bool wrong = strict ? !(v[0] > 0) : v[0] < 0;
      return wrong ? fmt::format(
                         "limits must be consistent, but {} = {} {} the lower limit -{} = "
                         "{}. Set {}.{} {} 0.",
                         upper, v[0], strict ? "<=" : "<", upper, -v[0], path, upper, relation)
                   : std::string();
    });
}

void Component::equation(Expr lhs, Expr rhs) {
  require_in_model("add an equation");
  equations_.push_back(EquationDecl{std::move(lhs), std::move(rhs), path()});
}

void Component::initial_equation(Expr lhs, Expr rhs) {
  require_in_model("add an initial equation");
  initial_equations_.push_back(EquationDecl{std::move(lhs), std::move(rhs), path()});
}

void Component::time_scale(Expr seconds, std::string what) {
  require_in_model("declare a time scale");
  time_scales_.push_back(TimeScaleDecl{std::move(seconds), std::move(what), path()});
}

Expr Component::discrete(std::string name, double start, std::string description) {
  require_in_model("declare a discrete variable");
  std::string full = child_path(name);
  Expr symbol = Expr::discrete(full);
  discretes_.push_back(DiscreteDecl{symbol, std::move(full), start, std::move(description)});
  return symbol;
}

void Component::discrete_equation(Expr x, Expr value) {
  require_in_model("add a discrete equation");
  if (x.op() != Op::Discrete)
    throw ModelError(
        fmt::format("'{}': discrete_equation needs a discrete variable on the left", path()));
  discrete_equations_.push_back(EquationDecl{std::move(x), std::move(value), path()});
}

void Component::when(Expr condition, std::vector<Assignment> assignments,
                     std::vector<Assignment> reinits) {
  require_in_model("add a when-clause");
  for (const Assignment& a : assignments)
    if (a.target.op() != Op::Discrete)
      throw ModelError(
          fmt::format("'{}': a when-clause assigns discrete variables only; use "
                      "reinit for the state '{}'",
                      path(), a.target.name()));
  for (const Assignment& a : reinits)
    if (a.target.op() != Op::Variable)
      throw ModelError(fmt::format("'{}': reinit needs a continuous state variable", path()));
  whens_.push_back(
      WhenClause{std::move(condition), std::move(assignments), std::move(reinits), path()});
}

void Component::terminate_when(Expr condition, std::string message) {
  require_in_model("add a terminate condition");
  whens_.push_back(WhenClause{std::move(condition), {}, {}, path(), true, std::move(message)});
}

void Component::check_child_name(std::string_view name) const {
  require_in_model("add a component");
  if (name.empty() || name.find('.') != std::string_view::npos)
    throw ModelError(fmt::format("component name '{}' in '{}' must be non-empty and contain no '.'",
                                 name, path()));
  if (child_by_name_.count(std::string(name)))
    throw ModelError(fmt::format("'{}' already has a component named '{}'",
                                 path().empty() ? "model" : path(), name));
}

void Component::retire(const std::string& replaced_by) {
  replaced_by_ = replaced_by;
  for (auto& child : children_) child->retire(replaced_by);
}

void Component::require_in_model(std::string_view action) const {
  if (!retired()) return;
  throw ModelError(fmt::format(
      "'{}' ({}) was replaced by a {} (Model::replace) and is no longer part of the model: a "
      "reference kept to the old part cannot {}. Use the reference that replace returned, or "
      "name the part by its path \"{}\".",
      path(), type_name(), replaced_by_, action, path()));
}

void Component::adopt(std::unique_ptr<Component> child) {
  child_by_name_[child->name()] = child.get();
  children_.push_back(std::move(child));
}

namespace {
std::string relative_to(const Component& scope, const Port& p) {
  const std::string full = p.path();
  if (scope.path().empty()) return full;
  const std::string prefix = scope.path() + ".";
  if (full.rfind(prefix, 0) != 0)
    throw ConnectionError(fmt::format("connect in '{}': port '{}' is not inside '{}'", scope.path(),
                                      full, scope.path()));
  return full.substr(prefix.size());
}
}  // namespace

void Component::connect(const Port& a, const Port& b) {
  require_in_model("connect");
  a.owner().require_in_model("connect its port '" + a.name() + "'");
  b.owner().require_in_model("connect its port '" + b.name() + "'");
  connect(relative_to(*this, a), relative_to(*this, b));
}

void Component::connect(std::string_view a, std::string_view b) {
  require_in_model("connect");
  const Port& pa = port_at(a);
  const Port& pb = port_at(b);
  if (&pa == &pb)
    throw ConnectionError(
        fmt::format("connect({}, {}): a port cannot be connected to itself", pa.path(), pb.path()));
  if (&pa.type() != &pb.type())
    throw ConnectionError(fmt::format(
        "connect({}, {}): domain mismatch: '{}' is a {} port and '{}' is a {} port. Connect "
        "ports of the same domain, or insert a component that converts between them (e.g. an "
        "EMF between electrical and rotational).",
        pa.path(), pb.path(), pa.path(), pa.type().domain, pb.path(), pb.type().domain));
  connections_.push_back(Connection{std::string(a), std::string(b)});
}

const Port* Component::find_port(std::string_view name) const {
  for (const Port& p : ports_)
    if (p.name() == name) return &p;
  return nullptr;
}

Component* Component::find_child(std::string_view relative_path) const {
  // "a." names no component: without this check it found 'a', and
  // Model::replace("a.", ...) took 'a' for the parent of 'a'.
  if (!relative_path.empty() && relative_path.back() == '.') return nullptr;
  const Component* node = this;
  while (!relative_path.empty()) {
    auto dot = relative_path.find('.');
    std::string_view head = relative_path.substr(0, dot);
    auto it = node->child_by_name_.find(std::string(head));
    if (it == node->child_by_name_.end()) return nullptr;
    const Component* next = it->second;
    node = next;
    relative_path =
        dot == std::string_view::npos ? std::string_view{} : relative_path.substr(dot + 1);
  }
  return const_cast<Component*>(node);
}

const Port& Component::port_at(std::string_view relative_path) const {
  auto dot = relative_path.rfind('.');
  const Component* owner = this;
  std::string_view port_name = relative_path;
  if (dot != std::string_view::npos) {
    owner = find_child(relative_path.substr(0, dot));
    port_name = relative_path.substr(dot + 1);
    if (!owner)
      throw ModelError(fmt::format("no component '{}' in '{}' (looking for port '{}')",
                                   child_path(relative_path.substr(0, dot)),
                                   path().empty() ? "model" : path(), relative_path));
  }
  const Port* p = owner->find_port(port_name);
  if (!p) {
    std::string names;
    for (const Port& q : owner->ports_) names += (names.empty() ? "" : ", ") + q.name();
    throw ModelError(fmt::format("'{}' ({}) has no port '{}'; its ports are: {}",
                                 owner->path().empty() ? "model" : owner->path(),
                                 owner->type_name(), port_name, names.empty() ? "none" : names));
  }
  return *p;
}

DiscreteDecl* Component::find_discrete(std::string_view name) {
  for (DiscreteDecl& d : discretes_)
    if (d.path == child_path(name)) return &d;
  return nullptr;
}

ParameterDecl* Component::find_parameter(std::string_view name) {
  const std::vector<ParameterDecl*> found = find_parameters(name);
  return found.empty() ? nullptr : found.front();
}

std::vector<ParameterDecl*> Component::find_parameters(std::string_view name) {
  const std::string full = child_path(name);
  for (ParameterDecl& p : parameters_)
    if (p.path == full) return {&p};
  std::vector<ParameterDecl*> found;
  for (const auto& [alias, target] : forwards_) {
    if (alias != name) continue;
    const auto dot = target.rfind('.');
    Component* owner = dot == std::string::npos ? this : find_child(target.substr(0, dot));
    if (!owner) continue;
    for (ParameterDecl* p :
         owner->find_parameters(target.substr(dot == std::string::npos ? 0 : dot + 1)))
      if (std::ranges::find(found, p) == found.end()) found.push_back(p);
  }
  return found;
}

void Component::forward_parameter(std::string name, std::string target) {
  const std::vector<ParameterDecl*> earlier = find_parameters(name);
  const bool forwarded =
      std::ranges::any_of(forwards_, [&](const auto& forward) { return forward.first == name; });
  if (!earlier.empty() && !forwarded)
    throw ModelError(
        fmt::format("{} '{}': parameter '{}' exists already; it cannot also be "
                    "forwarded to '{}'",
                    type_name(), path(), name, target));
  const auto dot = target.rfind('.');
  Component* owner = dot == std::string::npos ? this : find_child(target.substr(0, dot));
  const std::vector<ParameterDecl*> targets =
      owner ? owner->find_parameters(target.substr(dot == std::string::npos ? 0 : dot + 1))
            : std::vector<ParameterDecl*>{};
  if (targets.empty())
    throw ModelError(
        fmt::format("{} '{}': cannot forward parameter '{}' to '{}': no such "
                    "parameter inside it",
                    type_name(), path(), name, target));
  for (const ParameterDecl* p : targets) {
    if (std::ranges::find(earlier, p) != earlier.end())
      throw ModelError(fmt::format("{} '{}': parameter '{}' stands for '{}' already", type_name(),
                                   path(), name, p->path));
    // One name, one value: the targets must agree before they are joined.
    const ParameterDecl* first = earlier.empty() ? targets.front() : earlier.front();
    if (p->value != first->value)
      throw ModelError(fmt::format(
          "{} '{}': cannot forward parameter '{}' to '{}' as well: '{}' holds {} where '{}' "
          "holds {}; give the inner parameters the same value first",
          type_name(), path(), name, target, p->path, p->value, first->path, first->value));
  }
  forwards_.emplace_back(name, target);
}

std::vector<std::pair<std::string, std::string>> Component::parameter_forwards() const {
  std::vector<std::pair<std::string, std::string>> out;
  std::vector<std::string> seen;
  for (const auto& forward : forwards_) {
    const std::string& alias = forward.first;
    if (std::ranges::find(seen, alias) != seen.end()) continue;
    seen.push_back(alias);
    for (const ParameterDecl* p : const_cast<Component*>(this)->find_parameters(alias))
      out.emplace_back(child_path(alias), p->path);
  }
  return out;
}

const ParameterDecl* Component::find_parameter(std::string_view name) const {
  return const_cast<Component*>(this)->find_parameter(name);
}

VariableDecl* Component::find_variable(std::string_view name) {
  for (VariableDecl& v : variables_)
    if (v.path == child_path(name)) return &v;
  return nullptr;
}

std::unique_ptr<Component> Component::replace_child(std::string_view name,
                                                    std::unique_ptr<Component> replacement) {
  for (auto& c : children_) {
    if (c->name() != name) continue;
    child_by_name_[std::string(name)] = replacement.get();
    std::swap(c, replacement);
    return replacement;
  }
  throw ModelError(fmt::format("no component '{}' to replace in '{}'", child_path(name),
                               path().empty() ? "model" : path()));
}

}  // namespace acausal
