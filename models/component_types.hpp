#pragma once
// Every component type of the library by name ("rotational.Inertia",
// "blocks.Sine", "multibody.Revolute", ...), with its construction options,
// the fields of its Params struct, read from named values. Front ends that
// build models without C++ code of their own (the Python module, study
// files) add any component this way:
//
//   models::add_component(model, "rotational.Inertia", "load", {{"J", 2.0}});
//   model.replace("spring", models::component_part("rotational.Damper", {{"d", 5.0}}));
//
// Options are checked against the type's fields (unknown names and values of
// the wrong kind are ModelErrors naming the type, the option and the valid
// ones); the component's own checks then run as in C++.
#include <any>
#include <functional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/model/model.hpp"

namespace acausal::models {

/// A value given for a construction option: a number, a flag, a name, a list
/// of numbers, a table (list of rows), or a C++ object of the field's own type
/// (a function, a robot model) wrapped in std::any.
using OptionValue = std::variant<double, bool, std::string, std::vector<double>,
                                 std::vector<std::vector<double>>, std::any>;

struct Option {
  std::string name;
  OptionValue value;
};
using Options = std::vector<Option>;

/// One construction option of a component type.
struct OptionInfo {
  std::string name;
  /// number, integer, flag, text, choice, 3-vector, 3x3 matrix, list, table, optional number,
  /// or object (a C++ object, see the description).
  std::string kind;
  /// The default as text; empty when there is none (an unset optional, an object).
  std::string default_value;
  /// What it is; a choice lists its names.
  std::string description;
};

struct ComponentType {
  std::string name;     // "rotational.Inertia"
  std::string package;  // "rotational"
  std::string description;
  /// The C++ class it builds ("acausal::rotational::Inertia"): what the
  /// registry's completeness test compares with the classes in components/.
  std::string cpp_class;
  std::vector<OptionInfo> options;
  /// Adds a component of this type called `name` to `parent`, built with `options`.
  std::function<Component&(Component& parent, const std::string& name, const Options& options)> add;
  /// A builder for Model::replace with these options (checked when it builds).
  std::function<PartBuilder(const Options& options)> part;
};

/// Every type, sorted by name.
const std::vector<ComponentType>& component_types();
std::vector<std::string> component_type_names();
/// nullptr if there is none.
const ComponentType* find_component_type(std::string_view name);
/// ModelError naming the nearest names if there is none.
const ComponentType& component_type(std::string_view name);

/// component_type(type).add(parent, name, options).
Component& add_component(Component& parent, std::string_view type, const std::string& name,
                         const Options& options = {});
/// component_type(type).part(options).
PartBuilder component_part(std::string_view type, const Options& options = {});

}  // namespace acausal::models
