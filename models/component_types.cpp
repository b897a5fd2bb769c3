// The component-type registry: lookups, and the readers of option values.
#include "models/component_types.hpp"

#include <cxxabi.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <memory>

#include <fmt/format.h>

#include "core/model/names.hpp"
#include "models/component_type_fields.hpp"

namespace acausal::models {
namespace detail {
namespace {

std::string join_numbers(const std::vector<double>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + show(values[i]);
  return out + "]";
}

}  // namespace

namespace {

// Options whose MSL name differs from the project's snake_case (MSL 4.0.0).
constexpr std::pair<std::string_view, std::string_view> kMslOptionNames[] = {
    {"force_direction", "ForceDirection"}, {"generate_event", "generateEvent"},
    {"start_time", "startTime"},           {"torque_direction", "TorqueDirection"},
    {"use_axis_flange", "useAxisFlange"},  {"use_conjugate_complex", "useConjugateComplex"},
    {"use_cr_input", "useCrInput"},        {"use_damper_cage", "useDamperCage"},
    {"use_heat_port", "useHeatPort"},      {"use_inclination_input", "useInclinationInput"},
    {"use_quaternions", "useQuaternions"}, {"use_support", "useSupport"},
    {"use_support_r", "useSupportR"},      {"use_support_t", "useSupportT"},
    {"use_wind_input", "useWindInput"},    {"width_direction", "widthDirection"},
};

}  // namespace

std::string_view msl_option_name(std::string_view project_name) {
  for (const auto& [own, msl] : kMslOptionNames)
    if (own == project_name) return msl;
  return {};
}

std::string_view project_option_name(std::string_view name) {
  for (const auto& [own, msl] : kMslOptionNames)
    if (msl == name) return own;
  return name;
}

std::string show(double x) {
  return fmt::format("{:g}", x);
}
std::string show(const std::vector<double>& x) {
  return join_numbers(x);
}
std::string show(const std::vector<std::vector<double>>& x) {
  std::string out = "[";
  for (std::size_t i = 0; i < x.size(); ++i) out += (i ? ", " : "") + join_numbers(x[i]);
  return out + "]";
}
std::string show(const std::array<double, 3>& x) {
  return join_numbers({x[0], x[1], x[2]});
}
std::string show(const std::array<std::array<double, 3>, 3>& x) {
  return show(std::vector<std::vector<double>>{
      {x[0][0], x[0][1], x[0][2]}, {x[1][0], x[1][1], x[1][2]}, {x[2][0], x[2][1], x[2][2]}});
}
std::string show(const std::vector<std::pair<double, double>>& x) {
  std::vector<std::vector<double>> rows;
  for (const auto& [a, b] : x) rows.push_back({a, b});
  return show(rows);
}

std::string describe(const OptionValue& value) {
  struct Visitor {
    std::string operator()(double x) const { return show(x); }
    std::string operator()(bool x) const { return show(x); }
    std::string operator()(const std::string& x) const { return "'" + x + "'"; }
    std::string operator()(const std::vector<double>& x) const { return show(x); }
    std::string operator()(const std::vector<std::vector<double>>& x) const { return show(x); }
    std::string operator()(const std::any& x) const {
      return x.has_value() ? fmt::format("an object ({})", x.type().name()) : "nothing";
    }
  };
  return std::visit(Visitor{}, value);
}

void wrong_kind(const FieldContext& where, std::string_view expected, const OptionValue& value) {
  throw ModelError(fmt::format("{}: option '{}' must be {}, got {}", where.type, where.option,
                               expected, describe(value)));
}

double read_number(const FieldContext& where, const OptionValue& value) {
  if (const double* x = std::get_if<double>(&value)) {
    if (!std::isfinite(*x)) wrong_kind(where, "a finite number", value);
    return *x;
  }
  wrong_kind(where, "a number", value);
}

long read_integer(const FieldContext& where, const OptionValue& value) {
  if (const double* x = std::get_if<double>(&value))
    if (std::isfinite(*x) && std::floor(*x) == *x && std::abs(*x) < 1e15)
      return static_cast<long>(*x);
  wrong_kind(where, "an integer", value);
}

bool read_flag(const FieldContext& where, const OptionValue& value) {
  if (const bool* b = std::get_if<bool>(&value)) return *b;
  wrong_kind(where, "true or false", value);
}

std::string read_text(const FieldContext& where, const OptionValue& value) {
  if (const std::string* s = std::get_if<std::string>(&value)) return *s;
  wrong_kind(where, "a name (text)", value);
}

std::vector<double> read_list(const FieldContext& where, const OptionValue& value) {
  std::vector<double> out;
  if (const auto* list = std::get_if<std::vector<double>>(&value))
    out = *list;
  else if (const double* x = std::get_if<double>(&value))
    out = {*x};  // one number stands for a list of one
  else if (const auto* table = std::get_if<std::vector<std::vector<double>>>(&value);
           table != nullptr && table->empty())
    out = {};
  else
    wrong_kind(where, "a list of numbers", value);
  for (double x : out)
    if (!std::isfinite(x)) wrong_kind(where, "a list of finite numbers", value);
  return out;
}

std::vector<std::vector<double>> read_table(const FieldContext& where, const OptionValue& value) {
  std::vector<std::vector<double>> out;
  if (const auto* table = std::get_if<std::vector<std::vector<double>>>(&value))
    out = *table;
  else if (const auto* list = std::get_if<std::vector<double>>(&value); list && list->empty())
    out = {};
  else
    wrong_kind(where, "a table (a list of rows of numbers)", value);
  for (const auto& row : out)
    for (double x : row)
      if (!std::isfinite(x)) wrong_kind(where, "a table of finite numbers", value);
  return out;
}

void read(const FieldContext& w, const OptionValue& v, std::array<double, 3>& out) {
  const std::vector<double> list = read_list(w, v);
  if (list.size() != 3) wrong_kind(w, "a list of 3 numbers", v);
  out = {list[0], list[1], list[2]};
}

void read(const FieldContext& w, const OptionValue& v, std::array<std::array<double, 3>, 3>& out) {
  const auto rows = read_table(w, v);
  if (rows.size() != 3 || rows[0].size() != 3 || rows[1].size() != 3 || rows[2].size() != 3)
    wrong_kind(w, "a 3x3 matrix (3 rows of 3 numbers)", v);
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j) out[i][j] = rows[i][j];
}

void read(const FieldContext& w, const OptionValue& v,
          std::vector<std::pair<double, double>>& out) {
  out.clear();
  for (const auto& row : read_table(w, v)) {
    if (row.size() != 2) wrong_kind(w, "a table of rows (x, y)", v);
    out.emplace_back(row[0], row[1]);
  }
}

void unknown_option(std::string_view type, std::string_view option,
                    const std::vector<std::string>& valid) {
  if (valid.empty()) throw ModelError(fmt::format("{} takes no options, got '{}'", type, option));
  throw ModelError(fmt::format("{} has no option '{}'.{} Its options are: {}", type, option,
                               did_you_mean(option, valid), join_names(valid)));
}

std::string class_name(const std::type_info& type) {
  int status = 0;
  std::unique_ptr<char, decltype(&std::free)> name(
      abi::__cxa_demangle(type.name(), nullptr, nullptr, &status), &std::free);
  return status == 0 && name ? std::string(name.get()) : std::string(type.name());
}

std::vector<std::pair<std::string, StateSelect>> state_select_names() {
  return {{"never", StateSelect::Never},
          {"avoid", StateSelect::Avoid},
          {"default", StateSelect::Default},
          {"prefer", StateSelect::Prefer},
          {"always", StateSelect::Always}};
}

}  // namespace detail

const std::vector<ComponentType>& component_types() {
  static const std::vector<ComponentType> all = [] {
    std::vector<ComponentType> types;
    detail::add_rotational_types(types);
    detail::add_translational_types(types);
    detail::add_multibody_types(types);
    detail::add_electrical_types(types);
    detail::add_polyphase_types(types);
    detail::add_power_converter_types(types);
    detail::add_drives_types(types);
    detail::add_blocks_types(types);
    detail::add_robotics_types(types);
    detail::add_thermal_types(types);
    std::sort(types.begin(), types.end(),
              [](const ComponentType& a, const ComponentType& b) { return a.name < b.name; });
    for (std::size_t i = 1; i < types.size(); ++i)
      if (types[i].name == types[i - 1].name)
        throw InternalError("component type registered twice: " + types[i].name);
    return types;
  }();
  return all;
}

std::vector<std::string> component_type_names() {
  std::vector<std::string> names;
  for (const ComponentType& t : component_types()) names.push_back(t.name);
  return names;
}

const ComponentType* find_component_type(std::string_view name) {
  const auto& all = component_types();
  auto it = std::lower_bound(all.begin(), all.end(), name,
                             [](const ComponentType& t, std::string_view n) { return t.name < n; });
  return it != all.end() && it->name == name ? &*it : nullptr;
}

const ComponentType& component_type(std::string_view name) {
  if (const ComponentType* t = find_component_type(name)) return *t;
  const auto names = component_type_names();
  const auto near = nearest_names(name, names, 3);
  throw ModelError(
      fmt::format("no component type '{}'. Did you mean: {}? Types are named <package>.<Type> "
                  "(rotational, translational, multibody, electrical, polyphase, power_converters, "
                  "drives, blocks, robotics)",
                  name, join_names(near, true)));
}

Component& add_component(Component& parent, std::string_view type, const std::string& name,
                         const Options& options) {
  return component_type(type).add(parent, name, options);
}

PartBuilder component_part(std::string_view type, const Options& options) {
  return component_type(type).part(options);
}

}  // namespace acausal::models
