#pragma once
// Declarations of unknowns and parameters as components write them.
#include <optional>
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
};

struct VariableDecl {
  Expr symbol;
  std::string path;  // hierarchical name
  VariableOptions options;
};

/// What values a parameter accepts; checked when set, with a message.
enum class ParameterCheck { Any, Positive, NonNegative, NonZero };

struct ParameterInfo {
  std::string unit;
  std::string description;
  ParameterCheck check = ParameterCheck::Any;
};

struct ParameterDecl {
  Expr symbol;
  std::string path;
  double value = 0.0;
  ParameterInfo info;
  std::string owner_type;  // component type, for messages
};

/// Throws ModelError if value violates the parameter's check; the message names
/// the parameter path, the component type, the value and what to change.
void validate_parameter(const ParameterDecl& p, double value);

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

}  // namespace acausal
