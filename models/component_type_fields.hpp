#pragma once
// Internal to models/component_types*.cpp: the fields of a Params struct,
// listed once per type with their names, read from Options and printed as
// defaults. Readers exist for the field types the components use; a field of
// another type is an "object" given as std::any.
#include <any>
#include <array>
#include <cstddef>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <typeinfo>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/model/model.hpp"
#include "core/model/variable.hpp"
#include "models/component_types.hpp"

namespace acausal::models::detail {

/// Which option of which type is being read (for messages).
struct FieldContext {
  std::string_view type;
  std::string_view option;
};

/// The value as a user would read it ("2.5", "[1, 2]", "true", "'text'").
std::string describe(const OptionValue& value);
[[noreturn]] void wrong_kind(const FieldContext& where, std::string_view expected,
                             const OptionValue& value);

double read_number(const FieldContext& where, const OptionValue& value);
long read_integer(const FieldContext& where, const OptionValue& value);
bool read_flag(const FieldContext& where, const OptionValue& value);
std::string read_text(const FieldContext& where, const OptionValue& value);
std::vector<double> read_list(const FieldContext& where, const OptionValue& value);
std::vector<std::vector<double>> read_table(const FieldContext& where, const OptionValue& value);

inline void read(const FieldContext& w, const OptionValue& v, double& out) {
  out = read_number(w, v);
}
inline void read(const FieldContext& w, const OptionValue& v, int& out) {
  // A value past the int range would wrap (2^31 phases became -2^31) or be cut.
  const long n = read_integer(w, v);
  if (n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max())
    wrong_kind(w, "an integer from -2147483648 to 2147483647", v);
  out = static_cast<int>(n);
}
inline void read(const FieldContext& w, const OptionValue& v, std::size_t& out) {
  const long n = read_integer(w, v);
  if (n < 0) wrong_kind(w, "an integer >= 0", v);
  out = static_cast<std::size_t>(n);
}
inline void read(const FieldContext& w, const OptionValue& v, bool& out) {
  out = read_flag(w, v);
}
inline void read(const FieldContext& w, const OptionValue& v, std::string& out) {
  out = read_text(w, v);
}
inline void read(const FieldContext& w, const OptionValue& v, std::optional<double>& out) {
  out = read_number(w, v);
}
inline void read(const FieldContext& w, const OptionValue& v, std::vector<double>& out) {
  out = read_list(w, v);
}
inline void read(const FieldContext& w, const OptionValue& v,
                 std::vector<std::vector<double>>& out) {
  out = read_table(w, v);
}
void read(const FieldContext& w, const OptionValue& v, std::array<double, 3>& out);
void read(const FieldContext& w, const OptionValue& v, std::array<std::array<double, 3>, 3>& out);
inline void read(const FieldContext& w, const OptionValue& v,
                 std::optional<std::array<std::array<double, 3>, 3>>& out) {
  std::array<std::array<double, 3>, 3> m{};
  read(w, v, m);
  out = m;
}
void read(const FieldContext& w, const OptionValue& v, std::vector<std::pair<double, double>>& out);

std::string show(double x);
inline std::string show(int x) {
  return std::to_string(x);
}
inline std::string show(std::size_t x) {
  return std::to_string(x);
}
inline std::string show(bool x) {
  return x ? "true" : "false";
}
inline std::string show(const std::string& x) {
  return x;
}
std::string show(const std::vector<double>& x);
std::string show(const std::vector<std::vector<double>>& x);
std::string show(const std::array<double, 3>& x);
std::string show(const std::array<std::array<double, 3>, 3>& x);
std::string show(const std::vector<std::pair<double, double>>& x);
template <class T>
std::string show(const std::optional<T>& x) {
  return x ? show(*x) : std::string();
}

template <class T>
const char* kind_of() {
  if constexpr (std::is_same_v<T, double>) return "number";
  if constexpr (std::is_same_v<T, int> || std::is_same_v<T, std::size_t>) return "integer";
  if constexpr (std::is_same_v<T, bool>) return "flag";
  if constexpr (std::is_same_v<T, std::string>) return "text";
  if constexpr (std::is_same_v<T, std::optional<double>>) return "optional number";
  if constexpr (std::is_same_v<T, std::vector<double>>) return "list";
  if constexpr (std::is_same_v<T, std::vector<std::vector<double>>>) return "table";
  if constexpr (std::is_same_v<T, std::array<double, 3>>) return "3-vector";
  if constexpr (std::is_same_v<T, std::array<std::array<double, 3>, 3>> ||
                std::is_same_v<T, std::optional<std::array<std::array<double, 3>, 3>>>)
    return "3x3 matrix";
  if constexpr (std::is_same_v<T, std::vector<std::pair<double, double>>>) return "table";
  return "object";
}

/// Reads a std::any holding exactly T.
template <class T>
void read_object(const FieldContext& w, const OptionValue& v, T& out, std::string_view what) {
  if (const auto* any = std::get_if<std::any>(&v)) {
    if (const T* object = std::any_cast<T>(any)) {
      out = *object;
      return;
    }
  }
  wrong_kind(w, what, v);
}

/// MSL's name of an option the project spells in snake_case (use_support:
/// useSupport, torque_direction: TorqueDirection), or "" where MSL's name is
/// the project's; project_option_name maps back (a name it does not know
/// unchanged). Options are found by either name.
std::string_view msl_option_name(std::string_view project_name);
std::string_view project_option_name(std::string_view name);

/// The fields of Params struct P.
template <class P>
class Fields {
 public:
  using Setter = std::function<void(P&, const FieldContext&, const OptionValue&)>;
  using Shower = std::function<std::string(const P&)>;

  /// A field read by the readers above.
  template <class T>
  Fields& add(std::string name, T P::*member, std::string description) {
    return custom(
        std::move(name), kind_of<T>(), std::move(description),
        [member](P& p, const FieldContext& w, const OptionValue& v) { read(w, v, p.*member); },
        [member](const P& p) { return show(p.*member); });
  }
  /// An enumeration given by name.
  template <class E>
  Fields& choice(std::string name, E P::*member, std::vector<std::pair<std::string, E>> names,
                 std::string description) {
    std::string list;
    for (const auto& [text, value] : names) list += (list.empty() ? "" : ", ") + text;
    description +=
        (description.empty() ? "one of: " : " (one of: ") + list + (description.empty() ? "" : ")");
    return custom(
        std::move(name), "choice", std::move(description),
        [member, names, list](P& p, const FieldContext& w, const OptionValue& v) {
          const std::string text = read_text(w, v);
          for (const auto& [n, value] : names)
            if (n == text) {
              p.*member = value;
              return;
            }
          wrong_kind(w, "one of " + list, v);
        },
        [member, names](const P& p) {
          for (const auto& [n, value] : names)
            if (value == p.*member) return n;
          return std::string();
        });
  }
  /// A C++ object of the field's type, given as std::any.
  template <class T>
  Fields& object(std::string name, T P::*member, std::string description) {
    std::string what = "a C++ object (" + description + ")";
    return custom(
        std::move(name), "object", std::move(description),
        [member, what](P& p, const FieldContext& w, const OptionValue& v) {
          read_object(w, v, p.*member, what);
        },
        [](const P&) { return std::string(); });
  }
  /// Runs after every option was read, with all of them: for options that act
  /// together (a named robot model and its armature), whatever their order.
  Fields& finish(std::function<void(P&, const FieldContext&, const Options&)> then) {
    finish_ = std::move(then);
    return *this;
  }
  Fields& custom(std::string name, std::string kind, std::string description, Setter set,
                 Shower shown) {
    fields_.push_back({std::move(name), std::move(kind), std::move(description), std::move(set),
                       std::move(shown)});
    return *this;
  }

  /// P with the options applied to its defaults.
  P read_options(std::string_view type, const Options& options, P p = P()) const {
    for (const Option& o : options) {
      const Field* f = find(o.name);
      if (f == nullptr) unknown_option(type, o.name);
      f->set(p, FieldContext{type, o.name}, o.value);
    }
    if (finish_) finish_(p, FieldContext{type, ""}, options);
    return p;
  }
  std::vector<OptionInfo> info(const P& defaults = P()) const {
    std::vector<OptionInfo> out;
    for (const Field& f : fields_) {
      std::string description = f.description;
      const std::string_view msl = msl_option_name(f.name);
      if (!msl.empty() && description.find(msl) == std::string::npos)
        description += (description.empty() ? "MSL " : " (MSL ") + std::string(msl) +
                       (description.empty() ? "" : ")");
      out.push_back({f.name, f.kind, f.shown(defaults), std::move(description)});
    }
    return out;
  }
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const Field& f : fields_) out.push_back(f.name);
    return out;
  }

 private:
  struct Field {
    std::string name, kind, description;
    Setter set;
    Shower shown;
  };
  const Field* find(std::string_view name) const {
    const std::string_view own = project_option_name(name);  // useSupport: use_support
    for (const Field& f : fields_)
      if (f.name == name || f.name == own) return &f;
    return nullptr;
  }
  [[noreturn]] void unknown_option(std::string_view type, std::string_view option) const;
  std::vector<Field> fields_;
  std::function<void(P&, const FieldContext&, const Options&)> finish_;
};

[[noreturn]] void unknown_option(std::string_view type, std::string_view option,
                                 const std::vector<std::string>& valid);

template <class P>
void Fields<P>::unknown_option(std::string_view type, std::string_view option) const {
  detail::unknown_option(type, option, names());
}

/// The demangled name of a type_info ("acausal::rotational::Inertia").
std::string class_name(const std::type_info& type);

/// The StateSelect names (never, avoid, default, prefer, always).
std::vector<std::pair<std::string, StateSelect>> state_select_names();

/// A type whose constructor takes (ComponentContext, Params).
template <class C>
ComponentType component(std::string name, std::string description,
                        Fields<typename C::Params> fields) {
  using P = typename C::Params;
  ComponentType t;
  t.name = name;
  t.package = name.substr(0, name.find('.'));
  t.description = std::move(description);
  t.cpp_class = class_name(typeid(C));
  t.options = fields.info();
  auto shared = std::make_shared<const Fields<P>>(std::move(fields));
  t.add = [shared, name](Component& parent, const std::string& child,
                         const Options& options) -> Component& {
    return parent.add<C>(child, shared->read_options(name, options));
  };
  t.part = [shared, name](const Options& options) -> PartBuilder {
    return [shared, name, options](ComponentContext ctx) -> std::unique_ptr<Component> {
      ctx.type_name = C::kTypeName;
      return std::make_unique<C>(std::move(ctx), shared->read_options(name, options));
    };
  };
  return t;
}

/// A type whose constructor takes the context only.
template <class C>
ComponentType component_without_options(std::string name, std::string description) {
  ComponentType t;
  t.name = name;
  t.package = name.substr(0, name.find('.'));
  t.description = std::move(description);
  t.cpp_class = class_name(typeid(C));
  t.add = [name](Component& parent, const std::string& child,
                 const Options& options) -> Component& {
    if (!options.empty()) unknown_option(name, options.front().name, {});
    return parent.add<C>(child);
  };
  t.part = [name](const Options& options) -> PartBuilder {
    return [name, options](ComponentContext ctx) -> std::unique_ptr<Component> {
      if (!options.empty()) unknown_option(name, options.front().name, {});
      ctx.type_name = C::kTypeName;
      return std::make_unique<C>(std::move(ctx));
    };
  };
  return t;
}

// One function per package (component_types_<package>.cpp).
void add_rotational_types(std::vector<ComponentType>& out);
void add_translational_types(std::vector<ComponentType>& out);
void add_multibody_types(std::vector<ComponentType>& out);
void add_electrical_types(std::vector<ComponentType>& out);
void add_polyphase_types(std::vector<ComponentType>& out);
void add_power_converter_types(std::vector<ComponentType>& out);
void add_drives_types(std::vector<ComponentType>& out);
void add_blocks_types(std::vector<ComponentType>& out);
void add_robotics_types(std::vector<ComponentType>& out);
void add_thermal_types(std::vector<ComponentType>& out);

}  // namespace acausal::models::detail
