#pragma once
// Declarations of unknowns and parameters as components write them.
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/expr/expr.hpp"

namespace acausal {

/// Preference for choosing a variable as a state (Modelica's StateSelect).
enum class StateSelect { Never, Avoid, Default, Prefer, Always };

struct VariableOptions {
  std::string unit;
  std::string description;
  std::optional<double> start;  // initial value (fixed) or initial guess
  bool fixed = false;           // start is an initial condition, not a guess
  double nominal = 1.0;
  StateSelect state_select = StateSelect::Default;
  /// A reading for the results only (a sensor's display angle): where no
  /// other equation uses it, it is computed at the output points, its
  /// noEvent branches included, and never enters the solved system.
  bool result_only = false;
};

struct VariableDecl {
  Expr symbol;
  std::string path;  // hierarchical name
  VariableOptions options;
};

/// What values a parameter accepts; checked when set, with a message.
enum class ParameterCheck { Any, Positive, NonNegative, NonZero, Negative };

struct ParameterInfo {
  std::string unit;
  std::string description;
  ParameterCheck check = ParameterCheck::Any;
};

/// A rule over several parameters of one component (limits in order, a
/// physically possible inertia tensor, an increasing table), declared with
/// Component::constrain. Every way of setting a parameter runs it (docs/errors.md,
/// "Parameters"): the constructor, Model::set_parameter(s), Simulation::set_parameter,
/// the command line's --set and a study's parameters.
struct ParameterConstraint {
  std::string component;       // path of the component that declares it
  std::string component_type;  // its type, for messages
  /// Full paths of the parameters it reads, in the order `check` gets them.
  std::vector<std::string> parameters;
  /// "" when the values are acceptable, else what is wrong and what to change
  /// ("uMax = -2 is below uMin = -1: set lim.uMax >= lim.uMin").
  std::function<std::string(std::span<const double>)> check;
  /// The values it was last checked with (declaration or flattening): the
  /// other parameters' values for a check of one changed value.
  std::vector<double> values;
};

struct ParameterDecl {
  Expr symbol;
  std::string path;
  double value = 0.0;
  ParameterInfo info;
  std::string owner_type;  // component type, for messages
  /// The rules over several parameters this one takes part in.
  std::vector<std::shared_ptr<const ParameterConstraint>> constraints;
};

/// Current value of a parameter by its full path (for checks of constraints).
using ParameterLookup = std::function<double(const std::string& path)>;

/// Throws ModelError if value violates the parameter's own check or, with
/// the other parameters at the values `current` gives, one of its
/// constraints; the message names the component, the parameter path, the
/// value and what to change.
void validate_parameter(const ParameterDecl& p, double value, const ParameterLookup& current);
/// The same with the other parameters at the values each constraint was last
/// checked with (the compiled values, for Simulation::set_parameter).
void validate_parameter(const ParameterDecl& p, double value);
/// Throws ModelError if the values break a constraint; `value_of` gives every
/// parameter's value by path.
void check_constraint(const ParameterConstraint& c, const ParameterLookup& value_of);

/// A discrete-time variable (Real, Integer or Boolean held between events).
struct DiscreteDecl {
  Expr symbol;
  std::string path;
  double start = 0.0;
  std::string description;
};

/// target := value, evaluated at events (a discrete variable) or, for reinit,
/// a continuous state set to value at the event.
struct Assignment {
  Expr target;
  Expr value;
};

/// when condition becomes true: assign discrete variables, reinit states.
struct WhenClause {
  Expr condition;
  std::vector<Assignment> assignments;
  std::vector<Assignment> reinits;
  std::string origin;
  /// terminate(message): the simulation ends successfully at this event.
  bool terminate = false;
  std::string terminate_message;
};

struct EquationDecl {
  Expr lhs;
  Expr rhs;
  std::string origin;  // component path or the connection it came from
};

/// A time over which a component's inputs to the model change markedly
/// (e.g. an eighth of a sine's period): the integrators take no longer step,
/// so that steps cannot land on zeros of a forcing and never see it.
struct TimeScaleDecl {
  Expr seconds;        // in terms of the component's parameters
  std::string what;    // "period/8 of the sine (f)", for the run summary
  std::string origin;  // component path
};

}  // namespace acausal
