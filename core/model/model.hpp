#pragma once
// The builder: a top-level component with path-based editing (set a
// parameter, a start value, or replace a component by its path).
#include <optional>
#include <string>
#include <string_view>

#include "core/model/component.hpp"

namespace acausal {

class Model : public Component {
 public:
  static constexpr const char* kTypeName = "Model";
  explicit Model(std::string name = "model");

  const std::string& model_name() const { return name_; }

  /// Sets parameter "comp.sub.name"; validated like at construction.
  void set_parameter(std::string_view path, double value);
  double parameter_value(std::string_view path) const;
  /// Sets the start value of variable "comp.name"; fixed=true makes it an initial condition.
  void set_start(std::string_view path, double value, std::optional<bool> fixed = std::nullopt);
  /// Marks a variable's state preference (Modelica stateSelect).
  void set_state_select(std::string_view path, StateSelect select);

  /// Replaces the component at path by a new C(args...) with the same name;
  /// connections to it stay, so its connected ports must exist on C.
  template <class C, class... Args>
  C& replace(std::string_view path, Args&&... args) {
    auto [parent, name] = split_component_path(path);
    auto fresh = std::make_unique<C>(ComponentContext{parent->child_path(name), C::kTypeName},
                                     std::forward<Args>(args)...);
    C& ref = *fresh;
    parent->replace_child(name, std::move(fresh));
    return ref;
  }

 private:
  std::pair<Component*, std::string> split_component_path(std::string_view path) const;
  std::pair<Component*, std::string> split_member_path(std::string_view path,
                                                       const char* what) const;
  std::string name_;
};

}  // namespace acausal
