#pragma once
// The builder: a top-level component with path-based editing (set a
// parameter, a start value, or replace a component by its path) and named
// variant points (docs/studies.md).
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/model/component.hpp"

namespace acausal {

class Model;

/// Builds a part (a component, or a subsystem with inner components) for the
/// place described by the context; Model::replace calls it with the path of
/// the component it replaces. A subsystem can be a plain Component:
///
///   [](ComponentContext ctx) {
///     auto sub = std::make_unique<Component>(std::move(ctx));
///     auto& j = sub->add<Inertia>("inertia");
///     ...
///     return sub;
///   }
using PartBuilder = std::function<std::unique_ptr<Component>(ComponentContext)>;

/// A PartBuilder making C(context, args...) (arguments copied into the builder).
template <class C, class... Args>
PartBuilder part(Args... args) {
  return [... args = std::move(args)](ComponentContext ctx) -> std::unique_ptr<Component> {
    ctx.type_name = C::kTypeName;
    return std::make_unique<C>(std::move(ctx), args...);
  };
}

/// Which values of the replaced part Model::replace gives to the new one.
enum class CarryOver {
  /// What was set on that place through the Model (set_parameter, set_start
  /// with its fixed flag, set_state_select); the new part's own values stay
  /// otherwise, so replace<Inertia>(path, {.J = 2}) gets J = 2.
  Edits,
  /// Also every parameter value and every start value the old part had.
  All,
};

struct ReplaceOptions {
  CarryOver carry = CarryOver::Edits;
};

/// What one Model::replace did.
struct Replacement {
  std::string path;
  std::string old_type;
  std::string new_type;
  /// Parameters and variables (full paths) whose values went to the new part.
  std::vector<std::string> carried;
  /// Those the new part does not have, with what was lost ("motor.w: start 0 (fixed)").
  std::vector<std::string> dropped;
  /// The new part (owned by the model).
  Component* part = nullptr;
};

/// One option of a variant point: what it does to the model.
struct VariantOption {
  std::string name;
  /// Applies the option (typically Model::replace calls, parameters, start
  /// values). May be empty for the default option: the model as built.
  std::function<void(Model&)> apply;
  std::string description;
};

/// A named place where a model offers alternatives ("motor" in {torque,
/// pmsm_averaged, pmsm_switched}).
struct VariantPoint {
  std::string name;
  std::vector<VariantOption> options;
  std::string default_option;  // the model as built
  std::string selected;        // default_option until select_variant
  std::string description;
  std::vector<std::string> option_names() const;
};

class Model : public Component {
 public:
  static constexpr const char* kTypeName = "Model";
  explicit Model(std::string name = "model");

  const std::string& model_name() const { return name_; }

  /// Sets parameter "comp.sub.name"; validated like at construction (its own
  /// rule and the component's constraints, with the other parameters' current values).
  void set_parameter(std::string_view path, double value);
  /// Sets several parameters at once: the constraints see all the new values
  /// together (uMin and uMax of one limiter moved past each other), and
  /// nothing changes if one of them is refused.
  void set_parameters(const std::vector<std::pair<std::string, double>>& values);
  double parameter_value(std::string_view path) const;
  /// Sets the start value of variable "comp.name"; fixed=true makes it an initial condition.
  void set_start(std::string_view path, double value, std::optional<bool> fixed = std::nullopt);
  /// Marks a variable's state preference (Modelica stateSelect).
  void set_state_select(std::string_view path, StateSelect select);

  /// Every parameter path of the model (for listings and "did you mean").
  std::vector<std::string> parameter_paths() const;
  /// Every component path of the model, depth first.
  std::vector<std::string> component_paths() const;

  // ---- replacing parts ----
  /// Replaces the component at path by a new C(args...) with the same name.
  /// Checked and carried over as replace(path, PartBuilder) does.
  template <class C, class... Args>
  C& replace(std::string_view path, Args&&... args) {
    auto fresh = std::make_unique<C>(context_for(path, C::kTypeName), std::forward<Args>(args)...);
    C& ref = *fresh;
    replace(path, std::unique_ptr<Component>(std::move(fresh)));
    return ref;
  }
  /// Puts the part that `build` makes (given the place's context) where the
  /// component at `path` was. Every port of the old component that a
  /// connection uses must exist on the new part with the same connector type
  /// (domain) and direction (ConnectionError naming the path and port
  /// otherwise). Values are carried over as `options.carry` says; those the
  /// new part has no place for are dropped, returned and logged as warnings.
  /// The old component stays allocated (references to it do not dangle) but
  /// is no longer part of the model.
  Replacement replace(std::string_view path, const PartBuilder& build, ReplaceOptions options = {});
  /// The same with a ready part, which must have been built for this place:
  /// with context_for(path, ...) (ModelError otherwise).
  Replacement replace(std::string_view path, std::unique_ptr<Component> part,
                      ReplaceOptions options = {});
  /// The context for building a part that replaces the component at path.
  ComponentContext context_for(std::string_view path, std::string type_name = "Subsystem") const;
  /// Every replacement so far, in order.
  const std::vector<Replacement>& replacements() const { return replacements_; }

  // ---- variant points ----
  /// Declares a variant point; the model as built must be in the
  /// configuration of `default_option`. Option names are unique per point.
  void declare_variant(std::string point, std::vector<VariantOption> options,
                       std::string default_option, std::string description = {});
  /// Applies an option of a point (nothing if it is selected already).
  /// Unknown points or options: ModelError listing the valid ones.
  void select_variant(std::string_view point, std::string_view option);
  /// "point=option"; the same errors, plus a malformed string.
  void select_variant(std::string_view assignment);
  const std::vector<VariantPoint>& variant_points() const { return variant_points_; }
  /// The point of that name; ModelError listing the points if absent.
  const VariantPoint& variant_point(std::string_view point) const;

 private:
  struct Edit {
    std::optional<double> parameter;
    std::optional<double> start;
    std::optional<bool> fixed;
    std::optional<StateSelect> state_select;
  };
  std::pair<Component*, std::string> split_component_path(std::string_view path) const;
  /// The parameter at path (ModelError naming the nearest ones if absent).
  ParameterDecl& parameter_at(std::string_view path) const;
  /// Every parameter `path` names (several for a name forwarded to several).
  std::vector<ParameterDecl*> parameters_at(std::string_view path) const;
  std::pair<Component*, std::string> split_member_path(std::string_view path,
                                                       const char* what) const;
  void check_ports(std::string_view path, const Component& old_part,
                   const Component& new_part) const;
  std::string name_;
  std::map<std::string, Edit, std::less<>> edits_;
  std::vector<Replacement> replacements_;
  std::vector<VariantPoint> variant_points_;
  std::vector<std::unique_ptr<Component>> retired_;  // replaced parts: references stay valid
};

}  // namespace acausal
