#include "core/model/model.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

#include "core/expr/traversal.hpp"
#include "core/log.hpp"
#include "core/model/names.hpp"

namespace acausal {
namespace {

// The component owning a member (parameter or variable) named by a path
// relative to `root`, and the member's name in it: descends into inner
// components while the next segment names one, so that port variables
// ("inertia.flange_a.phi") and dotted names stay with their owner.
std::pair<Component*, std::string> resolve_member(const Component& root,
                                                  std::string_view relative) {
  const Component* owner = &root;
  std::string_view rest = relative;
  for (auto dot = rest.find('.'); dot != std::string_view::npos; dot = rest.find('.')) {
    const Component* child = owner->find_child(rest.substr(0, dot));
    if (!child) break;
    owner = child;
    rest = rest.substr(dot + 1);
  }
  return {const_cast<Component*>(owner), std::string(rest)};
}

// `full` relative to the component at `scope_path` ("" is the model).
std::string_view relative_path(std::string_view full, std::string_view scope_path) {
  if (scope_path.empty()) return full;
  return full.substr(scope_path.size() + 1);
}

void collect_parameters(const Component& c, std::vector<std::string>& out) {
  for (const ParameterDecl& p : c.parameters()) out.push_back(p.path);
  for (const auto& forward : c.parameter_forwards())
    if (std::ranges::find(out, forward.first) == out.end()) out.push_back(forward.first);
  for (const auto& child : c.children()) collect_parameters(*child, out);
}

void collect_components(const Component& c, std::vector<std::string>& out) {
  for (const auto& child : c.children()) {
    out.push_back(child->path());
    collect_components(*child, out);
  }
}

void collect_symbols(const Component& c, std::unordered_map<const void*, std::string>& out) {
  for (const VariableDecl& v : c.variables()) out.emplace(v.symbol.id(), v.path);
  for (const ParameterDecl& p : c.parameters()) out.emplace(p.symbol.id(), p.path);
  for (const DiscreteDecl& d : c.discrete_variables()) out.emplace(d.symbol.id(), d.path);
  for (const auto& child : c.children()) collect_symbols(*child, out);
}

// Throws if a component outside `old_part` writes an equation with one of its
// symbols (a subsystem's `equation(w, inertia.w)`): the new part's variables
// are new symbols, so such an equation would be left pointing at nothing.
void check_no_direct_use(const Component& root, const Component& old_part) {
  std::unordered_map<const void*, std::string> symbols;
  collect_symbols(old_part, symbols);
  std::vector<const Component*> stack{&root};
  while (!stack.empty()) {
    const Component* c = stack.back();
    stack.pop_back();
    if (c == &old_part) continue;
    std::vector<Expr> roots;
    for (const auto* list : {&c->equations(), &c->initial_equations(), &c->discrete_equations()})
      for (const EquationDecl& e : *list) {
        roots.push_back(e.lhs);
        roots.push_back(e.rhs);
      }
    for (const WhenClause& w : c->when_clauses()) {
      roots.push_back(w.condition);
      for (const auto* list : {&w.assignments, &w.reinits})
        for (const Assignment& a : *list) {
          roots.push_back(a.target);
          roots.push_back(a.value);
        }
    }
    post_order(
        roots,
        [&](const Expr& n) {
          auto it = symbols.find(n.id());
          if (it == symbols.end()) return;
          throw ModelError(fmt::format(
              "cannot replace '{}' ({}): an equation of '{}' ({}) uses its '{}' directly; a "
              "replacement has variables of its own, so connect to the part through its ports, "
              "or replace '{}' as a whole",
              old_part.path(), old_part.type_name(), c->path().empty() ? "the model" : c->path(),
              c->type_name(), it->second, c->path().empty() ? old_part.path() : c->path()));
        },
        true);
    for (const auto& child : c->children()) stack.push_back(child.get());
  }
}

std::string describe_start(double value, std::optional<bool> fixed) {
  return fmt::format("start {}{}", value,
                     fixed ? (*fixed ? " (fixed)" : " (not fixed)") : std::string());
}

const char* state_select_name(StateSelect s) {
  switch (s) {
    case StateSelect::Never:
      return "never";
    case StateSelect::Avoid:
      return "avoid";
    case StateSelect::Default:
      return "default";
    case StateSelect::Prefer:
      return "prefer";
    case StateSelect::Always:
      return "always";
  }
  return "?";
}

[[noreturn]] void throw_no_variable(const Component& owner, const std::string& name) {
  std::vector<std::string> names;
  for (const VariableDecl& v : owner.variables()) names.push_back(v.path);
  throw ModelError(fmt::format("'{}' ({}) has no variable '{}'.{}",
                               owner.path().empty() ? "model" : owner.path(), owner.type_name(),
                               name, did_you_mean(owner.child_path(name), names)));
}

std::string last_segment(const std::string& path) {
  return path.substr(path.rfind('.') + 1);
}

// MSL gives a start value or its fixed attribute as a modifier, phi(start = 1,
// fixed = true), which tools show as phi.start; users also type phi_start.
// Where no parameter has the name, "X.phi.start", "X.phi_start", "X.phi.fixed"
// and "X.phi_fixed" address variable phi of X.
struct StartAttribute {
  VariableDecl* variable = nullptr;
  bool is_fixed = false;  // the fixed attribute (0 or 1), else the start value
};

std::optional<StartAttribute> start_attribute(const Component& root, std::string_view path) {
  static constexpr std::pair<std::string_view, bool> kSuffixes[] = {
      {".start", false}, {"_start", false}, {".fixed", true}, {"_fixed", true}};
  for (const auto& [suffix, is_fixed] : kSuffixes) {
    if (!path.ends_with(suffix)) continue;
    auto [owner, member] = resolve_member(root, path);
    if (owner->find_parameter(member)) return std::nullopt;  // a parameter of that name
    auto [var_owner, var] = resolve_member(root, path.substr(0, path.size() - suffix.size()));
    if (VariableDecl* v = var_owner->find_variable(var)) return StartAttribute{v, is_fixed};
  }
  return std::nullopt;
}

}  // namespace

std::vector<std::string> VariantPoint::option_names() const {
  std::vector<std::string> names;
  for (const VariantOption& o : options) names.push_back(o.name);
  return names;
}

Model::Model(std::string name)
    : Component(ComponentContext{"", kTypeName}), name_(std::move(name)) {}

std::vector<std::string> Model::parameter_paths() const {
  std::vector<std::string> out;
  collect_parameters(*this, out);
  return out;
}

std::vector<std::string> Model::component_paths() const {
  std::vector<std::string> out;
  collect_components(*this, out);
  return out;
}

std::pair<Component*, std::string> Model::split_component_path(std::string_view path) const {
  if (path.empty()) throw ModelError(fmt::format("model '{}': empty component path", name_));
  if (Component* c = find_child(path)) {
    auto dot = path.rfind('.');
    Component* parent =
        dot == std::string_view::npos ? const_cast<Model*>(this) : find_child(path.substr(0, dot));
    return {parent, c->name()};
  }
  throw ModelError(fmt::format("no component '{}' in model '{}'.{}", path, name_,
                               did_you_mean(path, component_paths())));
}

std::pair<Component*, std::string> Model::split_member_path(std::string_view path,
                                                            const char* what) const {
  auto [owner, member] = resolve_member(*this, path);
  // "sprin.c": the first unresolved segment is neither a component nor a port.
  if (auto dot = member.find('.'); dot != std::string::npos) {
    const std::string head = member.substr(0, dot);
    if (!owner->find_port(head)) {
      const std::string missing = owner->child_path(head);
      throw ModelError(fmt::format("no component '{}' in model '{}' (setting {} '{}').{}", missing,
                                   name_, what, path, did_you_mean(missing, component_paths())));
    }
  }
  return {owner, member};
}

ParameterDecl& Model::parameter_at(std::string_view path) const {
  auto [owner, name] = split_member_path(path, "parameter");
  ParameterDecl* p = owner->find_parameter(name);
  if (!p) {
    std::vector<std::string> names;
    for (const ParameterDecl& q : owner->parameters()) names.push_back(last_segment(q.path));
    for (const auto& forward : owner->parameter_forwards())
      if (std::ranges::find(names, last_segment(forward.first)) == names.end())
        names.push_back(last_segment(forward.first));
    // A start value of a variable it does not have ("inertia.psi_start").
    std::string starts;
    if (name.ends_with("_start") || name.ends_with(".start") || name.ends_with("_fixed") ||
        name.ends_with(".fixed")) {
      std::vector<std::string> variables;
      for (const VariableDecl& v : owner->variables())
        variables.emplace_back(relative_path(v.path, owner->path()));
      starts = fmt::format(
          " Start values and fixed attributes are set as '<variable>.start' or "
          "'<variable>_start' ('.fixed', '_fixed') of a variable; its variables are: {}.",
          variables.empty() ? std::string("(none)") : join_names(variables));
    }
    throw ModelError(fmt::format("'{}' ({}) has no parameter '{}'; its parameters are: {}.{}{}",
                                 owner->path().empty() ? "model" : owner->path(),
                                 owner->type_name(), name,
                                 names.empty() ? std::string("(none)") : join_names(names), starts,
                                 did_you_mean(path, parameter_paths())));
  }
  return *p;
}

std::vector<ParameterDecl*> Model::parameters_at(std::string_view path) const {
  parameter_at(path);  // the message where it names none
  auto [owner, name] = split_member_path(path, "parameter");
  return owner->find_parameters(name);
}

void Model::set_parameter(std::string_view path, double value) {
  set_parameters({{std::string(path), value}});
}

void Model::set_parameters(const std::vector<std::pair<std::string, double>>& values) {
  // Resolve and check every value on its own first, then every constraint
  // with all the new values in place.
  std::vector<ParameterDecl*> decls;
  std::vector<double> decl_values;
  std::vector<std::pair<StartAttribute, double>> starts;
  std::map<std::string, double, std::less<>> pending;
  for (const auto& [path, value] : values) {
    if (auto start = start_attribute(*this, path)) {
      const std::string& var = start->variable->path;
      if (start->is_fixed && value != 0 && value != 1)
        throw ModelError(
            fmt::format("{} = {}: the fixed attribute of {} is 0 (its start value is "
                        "a guess) or 1 (an initial condition). Set {} to 0 or 1.",
                        path, value, var, path));
      if (!start->is_fixed && !std::isfinite(value))
        throw ModelError(
            fmt::format("{} = {}: a start value must be a finite number. Give {} a "
                        "finite start value.",
                        path, value, var));
      starts.emplace_back(*start, value);
      continue;
    }
    for (ParameterDecl* p : parameters_at(path)) {
      decls.push_back(p);
      decl_values.push_back(value);
      pending[p->path] = value;
    }
  }
  const ParameterLookup current = [&](const std::string& full) {
    if (auto it = pending.find(full); it != pending.end()) return it->second;
    return parameter_at(full).value;
  };
  for (std::size_t i = 0; i < decls.size(); ++i)
    validate_parameter(*decls[i], decl_values[i], current);
  for (std::size_t i = 0; i < decls.size(); ++i) {
    decls[i]->value = decl_values[i];
    edits_[decls[i]->path].parameter = decl_values[i];
  }
  for (const auto& [start, value] : starts) {
    VariableDecl& v = *start.variable;
    Edit& e = edits_[v.path];
    if (start.is_fixed) {
      v.options.fixed = value == 1;
      e.fixed = v.options.fixed;
    } else {
      v.options.start = value;
      e.start = value;
    }
  }
}

double Model::parameter_value(std::string_view path) const {
  return parameter_at(path).value;
}

void Model::set_start(std::string_view path, double value, std::optional<bool> fixed) {
  auto [owner, name] = split_member_path(path, "start value of");
  VariableDecl* v = owner->find_variable(name);
  if (!v) throw_no_variable(*owner, name);
  if (!std::isfinite(value))
    throw ModelError(
        fmt::format("set_start({}, {}): a start value must be a finite number. Give "
                    "{} a finite start value (a guess near the expected value).",
                    v->path, value, v->path));
  v->options.start = value;
  if (fixed) v->options.fixed = *fixed;
  Edit& e = edits_[v->path];
  e.start = value;
  if (fixed) e.fixed = fixed;
}

void Model::set_state_select(std::string_view path, StateSelect select) {
  auto [owner, name] = split_member_path(path, "stateSelect of");
  VariableDecl* v = owner->find_variable(name);
  if (!v) throw_no_variable(*owner, name);
  v->options.state_select = select;
  edits_[v->path].state_select = select;
}

// ---- replacing parts ----

ComponentContext Model::context_for(std::string_view path, std::string type_name) const {
  auto [parent, name] = split_component_path(path);
  return ComponentContext{parent->child_path(name), std::move(type_name)};
}

void Model::check_ports(std::string_view path, const Component& old_part,
                        const Component& new_part) const {
  // Connections to the old part (or into it) may be written in any scope
  // above it: the model, or a subsystem that contains it.
  std::vector<const Component*> scopes{this};
  for (auto dot = path.find('.'); dot != std::string_view::npos; dot = path.find('.', dot + 1))
    scopes.push_back(find_child(path.substr(0, dot)));
  for (const Component* scope : scopes) {
    const std::string prefix = std::string(relative_path(path, scope->path())) + ".";
    for (const Connection& conn : scope->connections()) {
      for (const std::string* end : {&conn.a, &conn.b}) {
        if (end->rfind(prefix, 0) != 0) continue;
        const std::string port_name = end->substr(prefix.size());
        const Port& old_port = old_part.port_at(port_name);
        const Port* new_port = nullptr;
        try {
          new_port = &new_part.port_at(port_name);
        } catch (const ModelError&) {
        }
        const std::string where =
            fmt::format("connect({}, {})", scope->child_path(conn.a), scope->child_path(conn.b));
        if (!new_port) {
          std::vector<std::string> ports;
          for (const Port& p : new_part.ports())
            ports.push_back(fmt::format("{} ({})", p.name(), p.type().domain));
          throw ConnectionError(fmt::format(
              "cannot replace '{}' ({}) by a {}: it is connected through its {} port '{}' "
              "({}), which the replacement does not have; the replacement's ports are: {}",
              path, old_part.type_name(), new_part.type_name(), old_port.type().domain, port_name,
              where, join_names(ports)));
        }
        if (&new_port->type() != &old_port.type())
          throw ConnectionError(fmt::format(
              "cannot replace '{}' ({}) by a {}: it is connected through its {} port '{}' "
              "({}), but the replacement's port '{}' is a {} port",
              path, old_part.type_name(), new_part.type_name(), old_port.type().domain, port_name,
              where, port_name, new_port->type().domain));
        if (new_port->direction() != old_port.direction()) {
          auto dir = [](PortDirection d) {
            return d == PortDirection::Input    ? "an input"
                   : d == PortDirection::Output ? "an output"
                                                : "an acausal port";
          };
          throw ConnectionError(
              fmt::format("cannot replace '{}' ({}) by a {}: its {} port '{}' ({}) is {}, but the "
                          "replacement's is {}",
                          path, old_part.type_name(), new_part.type_name(), old_port.type().domain,
                          port_name, where, dir(old_port.direction()), dir(new_port->direction())));
        }
      }
    }
  }
}

Replacement Model::replace(std::string_view path, const PartBuilder& build,
                           ReplaceOptions options) {
  if (!build) throw ModelError(fmt::format("replace('{}'): the part builder is empty", path));
  std::unique_ptr<Component> part = build(context_for(path));
  if (!part)
    throw ModelError(fmt::format("replace('{}'): the part builder returned no part", path));
  return replace(path, std::move(part), options);
}

Replacement Model::replace(std::string_view path, std::unique_ptr<Component> part,
                           ReplaceOptions options) {
  auto [parent, name] = split_component_path(path);
  Component& old_part = *parent->find_child(name);
  const std::string full = old_part.path();
  if (!part) throw ModelError(fmt::format("replace('{}'): no part given", full));
  if (part->path() != full)
    throw ModelError(fmt::format(
        "replace('{}'): the new {} was built for the place '{}'; build it with the context "
        "model.context_for(\"{}\") so that its variables are named after the place",
        full, part->type_name(), part->path(), full));
  check_ports(full, old_part, *part);
  check_no_direct_use(*this, old_part);

  Replacement record{.path = full,
                     .old_type = old_part.type_name(),
                     .new_type = part->type_name(),
                     .carried = {},
                     .dropped = {},
                     .part = part.get()};
  const std::string prefix = full + ".";
  const std::string_view self_prefix = full;

  // What goes over: (member path -> values), edits last so they win.
  std::map<std::string, Edit> carry;
  if (options.carry == CarryOver::All) {
    std::vector<const Component*> stack{&old_part};
    while (!stack.empty()) {
      const Component* c = stack.back();
      stack.pop_back();
      for (const ParameterDecl& p : c->parameters()) carry[p.path].parameter = p.value;
      for (const VariableDecl& v : c->variables()) {
        Edit& e = carry[v.path];
        if (v.options.start) {
          e.start = v.options.start;
          e.fixed = v.options.fixed;
        }
        if (v.options.state_select != StateSelect::Default) e.state_select = v.options.state_select;
      }
      for (const auto& child : c->children()) stack.push_back(child.get());
    }
  }
  for (auto it = edits_.lower_bound(prefix); it != edits_.end() && it->first.rfind(prefix, 0) == 0;
       ++it) {
    Edit& e = carry[it->first];
    if (it->second.parameter) e.parameter = it->second.parameter;
    if (it->second.start) e.start = it->second.start;
    if (it->second.fixed) e.fixed = it->second.fixed;
    if (it->second.state_select) e.state_select = it->second.state_select;
  }

  // Plan against the new part first (a carried parameter must pass its new
  // owner's checks), then apply: a failure leaves the model as it was.
  struct Planned {
    ParameterDecl* parameter = nullptr;
    VariableDecl* variable = nullptr;
    const Edit* edit = nullptr;
  };
  std::vector<Planned> plan;
  for (const auto& [member_path, edit] : carry) {
    if (!edit.parameter && !edit.start && !edit.fixed && !edit.state_select) continue;
    auto [owner, member] = resolve_member(*part, relative_path(member_path, self_prefix));
    Planned step{.edit = &edit};
    if (edit.parameter) step.parameter = owner->find_parameter(member);
    if (edit.start || edit.fixed || edit.state_select) step.variable = owner->find_variable(member);
    if (edit.parameter) {
      if (step.parameter) {
        record.carried.push_back(member_path);
      } else {
        record.dropped.push_back(
            fmt::format("{}: parameter value {}", member_path, *edit.parameter));
      }
    }
    if (edit.start || edit.fixed || edit.state_select) {
      std::vector<std::string> what;
      if (edit.start) what.push_back(describe_start(*edit.start, edit.fixed));
      if (!edit.start && edit.fixed) what.push_back(*edit.fixed ? "fixed" : "not fixed");
      if (edit.state_select)
        what.push_back(fmt::format("stateSelect {}", state_select_name(*edit.state_select)));
      if (step.variable)
        record.carried.push_back(member_path);
      else
        record.dropped.push_back(fmt::format("{}: {}", member_path, join_names(what)));
    }
    plan.push_back(step);
  }
  // The carried parameters pass the new part's checks, all together, before
  // the part goes in (it is not in the model yet: a refusal changes nothing).
  {
    std::map<std::string, double> carried_values;
    for (const Planned& step : plan)
      if (step.parameter) carried_values[step.parameter->path] = *step.edit->parameter;
    const ParameterLookup in_part = [&](const std::string& parameter_path) {
      if (auto it = carried_values.find(parameter_path); it != carried_values.end())
        return it->second;
      auto [owner, member] = resolve_member(*part, relative_path(parameter_path, self_prefix));
      const ParameterDecl* p = owner->find_parameter(member);
      return p ? p->value : std::numeric_limits<double>::quiet_NaN();
    };
    for (const Planned& step : plan)
      if (step.parameter) validate_parameter(*step.parameter, *step.edit->parameter, in_part);
  }
  for (const Planned& step : plan) {
    if (step.parameter) step.parameter->value = *step.edit->parameter;
    if (step.variable) {
      VariableOptions& o = step.variable->options;
      if (step.edit->start) o.start = step.edit->start;
      if (step.edit->fixed) o.fixed = *step.edit->fixed;
      if (step.edit->state_select) o.state_select = *step.edit->state_select;
    }
  }

  retired_.push_back(parent->replace_child(name, std::move(part)));
  retired_.back()->retire(record.new_type);
  auto log = logger();
  log->debug("replaced '{}' ({}) by a {}; carried over: {}", full, record.old_type, record.new_type,
             join_names(record.carried));
  if (!record.dropped.empty())
    log->warn("replacing '{}' ({}) by a {} dropped what the new part does not have: {}", full,
              record.old_type, record.new_type, join_names(record.dropped));
  replacements_.push_back(record);
  return record;
}

// ---- variant points ----

void Model::declare_variant(std::string point, std::vector<VariantOption> options,
                            std::string default_option, std::string description) {
  if (point.empty() || point.find_first_of("=, ") != std::string::npos)
    throw ModelError(fmt::format(
        "model '{}': variant point name '{}' must be non-empty without '=', ',' or spaces", name_,
        point));
  for (const VariantPoint& p : variant_points_)
    if (p.name == point)
      throw ModelError(fmt::format("model '{}' declares variant point '{}' twice", name_, point));
  if (options.empty())
    throw ModelError(fmt::format("model '{}': variant point '{}' has no options", name_, point));
  std::set<std::string> seen;
  for (const VariantOption& o : options) {
    if (o.name.empty() || o.name.find_first_of("=, ") != std::string::npos)
      throw ModelError(fmt::format(
          "model '{}': option '{}' of variant point '{}' must be non-empty without '=', ',' or "
          "spaces",
          name_, o.name, point));
    if (!seen.insert(o.name).second)
      throw ModelError(fmt::format("model '{}': variant point '{}' has two options named '{}'",
                                   name_, point, o.name));
  }
  VariantPoint vp{.name = std::move(point),
                  .options = std::move(options),
                  .default_option = std::move(default_option),
                  .selected = {},
                  .description = std::move(description)};
  if (!seen.count(vp.default_option))
    throw ModelError(fmt::format(
        "model '{}': the default option '{}' of variant point '{}' is not one of its options "
        "({}).{}",
        name_, vp.default_option, vp.name, join_names(vp.option_names()),
        did_you_mean(vp.default_option, vp.option_names())));
  vp.selected = vp.default_option;
  variant_points_.push_back(std::move(vp));
}

const VariantPoint& Model::variant_point(std::string_view point) const {
  for (const VariantPoint& p : variant_points_)
    if (p.name == point) return p;
  std::vector<std::string> names;
  for (const VariantPoint& p : variant_points_) names.push_back(p.name);
  if (names.empty())
    throw ModelError(
        fmt::format("model '{}' has no variant point '{}': it declares none", name_, point));
  throw ModelError(fmt::format("model '{}' has no variant point '{}'.{} Its variant points are: {}",
                               name_, point, did_you_mean(point, names), join_names(names)));
}

void Model::select_variant(std::string_view point, std::string_view option) {
  const VariantPoint& cp = variant_point(point);
  VariantPoint& vp = const_cast<VariantPoint&>(cp);
  auto it = std::find_if(vp.options.begin(), vp.options.end(),
                         [&](const VariantOption& o) { return o.name == option; });
  if (it == vp.options.end())
    throw ModelError(fmt::format(
        "variant point '{}' of model '{}' has no option '{}'.{} Its options are: {}", vp.name,
        name_, option, did_you_mean(option, vp.option_names()), join_names(vp.option_names())));
  if (vp.selected == option) return;
  if (!it->apply)
    throw ModelError(fmt::format(
        "variant point '{}' of model '{}': option '{}' is the model as built and has no swap of "
        "its own; build the model again instead of selecting it after '{}'",
        vp.name, name_, option, vp.selected));
  const std::string chosen = it->name;
  const std::string point_name = vp.name;
  // A copy: apply() may declare further points, which moves the options.
  const std::function<void(Model&)> apply = it->apply;
  try {
    apply(*this);
  } catch (const ConnectionError& e) {
    throw ConnectionError(fmt::format("variant {}={}: {}", point_name, chosen, e.what()));
  } catch (const ModelError& e) {
    throw ModelError(fmt::format("variant {}={}: {}", point_name, chosen, e.what()));
  }
  // apply() may have declared further points: look the point up again.
  const_cast<VariantPoint&>(variant_point(point_name)).selected = chosen;
  logger()->debug("model '{}': variant {}={}", name_, point_name, chosen);
}

void Model::select_variant(std::string_view assignment) {
  auto eq = assignment.find('=');
  if (eq == std::string_view::npos || eq == 0 || eq + 1 == assignment.size())
    throw ModelError(fmt::format("a variant selection is point=option, got '{}'", assignment));
  select_variant(assignment.substr(0, eq), assignment.substr(eq + 1));
}

}  // namespace acausal
