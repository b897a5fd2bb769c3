#pragma once
// The flat equation system that the passes transform: unknowns, parameters
// and equations, each with its hierarchical name or origin.
#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include "core/expr/expr.hpp"
#include "core/model/variable.hpp"
#include "core/passes/unconnected_port.hpp"

namespace acausal {

/// Time spent in the parts of a pass (name, seconds), for `acausal check` and
/// the scaling benchmark (bench/chain_benchmark).
using PassTimings = std::vector<std::pair<std::string, double>>;

/// Records the time since the previous lap (or construction) under a name.
class PartTimer {
 public:
  explicit PartTimer(PassTimings& into) : into_(into) {}
  void lap(std::string name) {
    const auto now = std::chrono::steady_clock::now();
    into_.emplace_back(std::move(name), std::chrono::duration<double>(now - last_).count());
    last_ = now;
  }

 private:
  PassTimings& into_;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

struct FlatVariable {
  Expr symbol;
  std::string name;
  VariableOptions options;
  std::string component;   // owning component path
  bool connector = false;  // a port variable (preferably eliminated as an alias)
  int declared = -1;       // position among the flattened variables (signal order)
};

struct FlatParameter {
  ParameterDecl decl;
  /// Folded into the equations (core/passes/evaluate_parameters): no longer
  /// read at run time, so its value cannot change after compilation.
  bool evaluated = false;
};

struct FlatEquation {
  Expr lhs;
  Expr rhs;
  std::string origin;  // component path or "connect(a, b, ...)"
  Expr residual() const { return lhs - rhs; }
  /// "lhs = rhs  (in origin)"
  std::string describe() const;
};

/// A variable removed by simplification, and how to compute it.
struct Alias {
  std::string name;
  Expr value;         // in terms of remaining variables, parameters and time
  int declared = -1;  // the removed variable's FlatVariable::declared
};

struct FlatSystem {
  std::string model_name;
  std::vector<FlatVariable> variables;
  std::vector<FlatParameter> parameters;
  std::vector<FlatEquation> equations;
  std::vector<FlatEquation> initial_equations;
  std::vector<Alias> aliases;
  // hybrid part
  std::vector<DiscreteDecl> discretes;
  std::vector<FlatEquation> discrete_equations;  // lhs: a discrete variable
  std::vector<WhenClause> whens;
  /// Components none of whose ports is connected (for diagnostics).
  std::vector<std::string> unconnected_components;
  /// Ports of connected components that nothing connects (their flows are
  /// zero), to name them when that makes the model singular.
  std::vector<UnconnectedPort> unconnected_ports;
  /// Parts of the pass that made this system (flatten: "assemble <domain>").
  PassTimings timings;

  /// "Not connected at all: a, b (...)" for error messages, or "".
  std::string unconnected_hint() const;
  /// Text dump: one line per variable and equation.
  std::string dump() const;
};

}  // namespace acausal
