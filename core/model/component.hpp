#pragma once
// Components declare ports, parameters, variables and equations; a subsystem
// is a component with inner components and connections. A component knows
// its hierarchical path from construction on, so every symbol it creates is
// named after it and every equation remembers where it came from.
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/expr/expr.hpp"
#include "core/model/connector.hpp"
#include "core/model/variable.hpp"

namespace acausal {

class Component;

/// Where a component is placed; passed to every component constructor.
struct ComponentContext {
  std::string path;       // e.g. "axis1.motor"
  std::string type_name;  // e.g. "Inertia" (set by add<>())
};

class Port {
 public:
  Port(Component& owner, std::string name, const ConnectorType& type, PortDirection direction);
  const std::string& name() const { return name_; }
  std::string path() const;
  const ConnectorType& type() const { return *type_; }
  PortDirection direction() const { return direction_; }
  Component& owner() const { return *owner_; }
  /// The port's variables, in the order of type().variables.
  const std::vector<Expr>& variables() const { return vars_; }
  const Expr& var(std::string_view name) const;

 private:
  Component* owner_;
  std::string name_;
  const ConnectorType* type_;
  PortDirection direction_;
  std::vector<Expr> vars_;
};

/// A connection written inside a component, between ports named by their
/// paths relative to that component ("inertia1.flange_b", or "p" for the
/// component's own port). Paths, not pointers, so replace() keeps it valid.
struct Connection {
  std::string a;
  std::string b;
};

class Component {
 public:
  explicit Component(ComponentContext context);
  virtual ~Component() = default;
  Component(const Component&) = delete;
  Component& operator=(const Component&) = delete;

  const std::string& path() const { return context_.path; }
  const std::string& type_name() const { return context_.type_name; }
  /// Last segment of the path.
  std::string name() const;

  // ---- declarations (only while the component is being built) ----
  Port& declare_port(std::string name, const ConnectorType& type,
                     PortDirection direction = PortDirection::Acausal);
  Expr variable(std::string name, VariableOptions options = {});
  Expr parameter(std::string name, double value, ParameterInfo info = {});
  /// A rule over parameters of this component (names relative to it, "uMax",
  /// "table[2,1]"), checked now and whenever one of them is set (Model,
  /// Simulation, --set, studies). `check` gets their values in that order and
  /// returns "" when they are acceptable, else what is wrong and what to
  /// change; it must not keep references to the component.
  void constrain(std::vector<std::string> names,
                 std::function<std::string(std::span<const double>)> check);
  /// lhs = rhs, remembered with this component's path.
  void equation(Expr lhs, Expr rhs);
  /// An equation that holds at the initial time only.
  void initial_equation(Expr lhs, Expr rhs);
  /// A discrete-time variable, held between events; start is its value before the first event.
  Expr discrete(std::string name, double start = 0.0, std::string description = {});
  /// x := value, re-evaluated at every event (and at initialisation) until a
  /// fixed point; value may use relations, pre() and continuous variables.
  void discrete_equation(Expr x, Expr value);
  /// when condition becomes true: discrete assignments and reinit of states.
  void when(Expr condition, std::vector<Assignment> assignments,
            std::vector<Assignment> reinits = {});
  /// when condition becomes true, the simulation ends there (Modelica terminate()).
  void terminate_when(Expr condition, std::string message);
  /// The component forces the model on this time scale (an expression of its
  /// parameters, in seconds): no integrator step is longer. Sources whose
  /// changes are all time events need none (the integrators stop at those).
  void time_scale(Expr seconds, std::string what);
  /// A parameter of an inner component, found under this component's name
  /// too (MSL's binding of an inner parameter to an outer one, `twoPulse(final
  /// constantFiringAngle = constantFiringAngle)`): set_parameter, --set and
  /// studies that name `name` set `target` (a path relative to this
  /// component, "twoPulse.constantFiringAngle", itself possibly forwarded).
  /// Forwarding one name again, to another target, makes it stand for both
  /// (MSL's triac binds both thyristors' Vknee to its own): a value set
  /// under the name goes to every target, which must hold the same value
  /// when forwarded. Throws ModelError if the target does not exist, the
  /// name is a parameter of this component or the values differ.
  void forward_parameter(std::string name, std::string target);
  /// The forwarded names as (full path of the name, full path of a
  /// parameter it stands for): one entry per target.
  std::vector<std::pair<std::string, std::string>> parameter_forwards() const;

  // ---- subsystems ----
  /// Adds an inner component of type C, constructed as C(context, args...).
  template <class C, class... Args>
  C& add(std::string name, Args&&... args) {
    check_child_name(name);
    auto child = std::make_unique<C>(ComponentContext{child_path(name), C::kTypeName},
                                     std::forward<Args>(args)...);
    C& ref = *child;
    adopt(std::move(child));
    return ref;
  }
  /// Connects two ports of this component or of its (inner) components.
  void connect(const Port& a, const Port& b);
  void connect(std::string_view a, std::string_view b);

  // ---- queries ----
  const std::vector<std::unique_ptr<Component>>& children() const { return children_; }
  const std::deque<Port>& ports() const { return ports_; }
  const std::vector<VariableDecl>& variables() const { return variables_; }
  const std::vector<ParameterDecl>& parameters() const { return parameters_; }
  const std::vector<EquationDecl>& equations() const { return equations_; }
  const std::vector<EquationDecl>& initial_equations() const { return initial_equations_; }
  const std::vector<DiscreteDecl>& discrete_variables() const { return discretes_; }
  const std::vector<EquationDecl>& discrete_equations() const { return discrete_equations_; }
  const std::vector<WhenClause>& when_clauses() const { return whens_; }
  const std::vector<Connection>& connections() const { return connections_; }
  const std::vector<TimeScaleDecl>& time_scales() const { return time_scales_; }

  /// Finds a port by its name; nullptr if absent.
  const Port* find_port(std::string_view name) const;
  /// Inner component by relative path ("a.b"); nullptr if absent.
  Component* find_child(std::string_view relative_path) const;
  /// Port by relative path ("a.b.flange"); throws ModelError naming what is missing.
  const Port& port_at(std::string_view relative_path) const;

  // Mutation by path (used by Model).
  /// The parameter `name` names (a forwarded name: its first target).
  ParameterDecl* find_parameter(std::string_view name);
  const ParameterDecl* find_parameter(std::string_view name) const;
  /// Every parameter `name` names: itself, or each target of its forwards;
  /// empty if none.
  std::vector<ParameterDecl*> find_parameters(std::string_view name);
  VariableDecl* find_variable(std::string_view name);
  DiscreteDecl* find_discrete(std::string_view name);
  /// Puts `replacement` in the place of the child `name` and returns the old
  /// child; no checks (Model::replace checks ports and carries values over).
  std::unique_ptr<Component> replace_child(std::string_view name,
                                           std::unique_ptr<Component> replacement);
  std::string child_path(std::string_view name) const;

  /// Marks this component and its inner ones as taken out of the model by
  /// Model::replace (`replaced_by`: the new part's type): declaring,
  /// connecting or adding through a reference kept to it then throws a
  /// ModelError instead of changing a part the model no longer has.
  void retire(const std::string& replaced_by);
  bool retired() const { return !replaced_by_.empty(); }
  /// ModelError if retired, saying that `action` ("connect") needs the new part.
  void require_in_model(std::string_view action) const;

 protected:
  void adopt(std::unique_ptr<Component> child);
  void check_child_name(std::string_view name) const;

 private:
  ComponentContext context_;
  std::deque<Port> ports_;  // deque: ports keep their address
  std::vector<VariableDecl> variables_;
  std::vector<ParameterDecl> parameters_;
  std::vector<EquationDecl> equations_;
  std::vector<EquationDecl> initial_equations_;
  std::vector<DiscreteDecl> discretes_;
  std::vector<EquationDecl> discrete_equations_;
  std::vector<WhenClause> whens_;
  std::vector<TimeScaleDecl> time_scales_;
  std::vector<std::pair<std::string, std::string>> forwards_;  // (name, relative target)
  std::string replaced_by_;  // non-empty once Model::replace took the component out
  std::vector<std::unique_ptr<Component>> children_;
  std::unordered_map<std::string, Component*> child_by_name_;  // keeps lookups O(1) in big models
  std::vector<Connection> connections_;
};

/// Declares that c forces the model periodically at `frequency` [Hz] (a sine
/// source): no integrator step longer than an eighth of a period, so that
/// steps cannot fall on the zeros of the forcing however long the run (eight
/// points a period resolve a sine well beyond the Nyquist limit of two).
/// `what` names the signal ("sine wave").
void declare_periodic_forcing(Component& c, const Expr& frequency, const std::string& what);

/// Constrains the parameters `upper` and `lower` of c (names relative to c) to
/// upper >= lower (upper > lower if strict); without `lower` it is -upper (the
/// MSL default binding), so upper >= 0. The message names both and the fix.
void constrain_ordered_limits(Component& c, const std::string& upper,
                              const std::optional<std::string>& lower, bool strict = false);

}  // namespace acausal
