#include "core/model/model.hpp"

#include <fmt/format.h>

namespace acausal {

Model::Model(std::string name)
    : Component(ComponentContext{"", kTypeName}), name_(std::move(name)) {}

std::pair<Component*, std::string> Model::split_component_path(std::string_view path) const {
  auto dot = path.rfind('.');
  Component* parent = const_cast<Model*>(this);
  if (dot != std::string_view::npos) {
    parent = find_child(path.substr(0, dot));
    if (!parent)
      throw ModelError(fmt::format("no component '{}' in model '{}'", path.substr(0, dot), name_));
  }
  std::string name(dot == std::string_view::npos ? path : path.substr(dot + 1));
  if (!parent->find_child(name))
    throw ModelError(fmt::format("no component '{}' in model '{}'", path, name_));
  return {parent, name};
}

std::pair<Component*, std::string> Model::split_member_path(std::string_view path,
                                                            const char* what) const {
  auto dot = path.rfind('.');
  Component* owner = const_cast<Model*>(this);
  if (dot != std::string_view::npos) owner = find_child(path.substr(0, dot));
  // A port variable ("inertia.flange_a.phi") lives in the component that owns the port.
  if (!owner && dot != std::string_view::npos) {
    auto dot2 = path.substr(0, dot).rfind('.');
    Component* c = dot2 == std::string_view::npos ? const_cast<Model*>(this)
                                                  : find_child(path.substr(0, dot2));
    if (c) return {c, std::string(path.substr(dot2 == std::string_view::npos ? 0 : dot2 + 1))};
  }
  if (!owner)
    throw ModelError(fmt::format("no component '{}' in model '{}' (setting {} '{}')",
                                 path.substr(0, dot), name_, what, path));
  return {owner, std::string(dot == std::string_view::npos ? path : path.substr(dot + 1))};
}

void Model::set_parameter(std::string_view path, double value) {
  auto [owner, name] = split_member_path(path, "parameter");
  ParameterDecl* p = owner->find_parameter(name);
  if (!p) {
    std::string names;
    for (const ParameterDecl& q : owner->parameters())
      names += (names.empty() ? "" : ", ") + q.path.substr(q.path.rfind('.') + 1);
    throw ModelError(fmt::format("'{}' ({}) has no parameter '{}'; its parameters are: {}",
                                 owner->path(), owner->type_name(), name,
                                 names.empty() ? "none" : names));
  }
  validate_parameter(*p, value);
  p->value = value;
}

double Model::parameter_value(std::string_view path) const {
  auto [owner, name] = split_member_path(path, "parameter");
  const ParameterDecl* p = owner->find_parameter(name);
  if (!p) throw ModelError(fmt::format("no parameter '{}' in model '{}'", path, name_));
  return p->value;
}

void Model::set_start(std::string_view path, double value, std::optional<bool> fixed) {
  auto [owner, name] = split_member_path(path, "start value of");
  VariableDecl* v = owner->find_variable(name);
  if (!v)
    throw ModelError(
        fmt::format("'{}' ({}) has no variable '{}'", owner->path(), owner->type_name(), name));
  v->options.start = value;
  if (fixed) v->options.fixed = *fixed;
}

void Model::set_state_select(std::string_view path, StateSelect select) {
  auto [owner, name] = split_member_path(path, "stateSelect of");
  VariableDecl* v = owner->find_variable(name);
  if (!v)
    throw ModelError(
        fmt::format("'{}' ({}) has no variable '{}'", owner->path(), owner->type_name(), name));
  v->options.state_select = select;
}

}  // namespace acausal
