#pragma once
// A block computing y = f(u) with any C++ callable (the Simulink MATLAB
// Function / Modelica external function idea): f is called once per
// evaluation for all outputs; its Jacobian is the user's, or central
// differences (core/expr/external_function.hpp).
#include <memory>
#include <string>
#include <vector>

#include "core/expr/external_function.hpp"
#include "domains/signal.hpp"

namespace acausal::blocks {

struct FunctionBlockParams {
  int inputs = 1;
  int outputs = 1;
  /// y = f(u): fills y (outputs entries) from u (inputs entries). Smooth, and
  /// free of side effects: it is called many times, from several threads.
  FunctionBody f;
  /// Optional: the row-major outputs x inputs Jacobian dy/du; central differences otherwise.
  FunctionBody jacobian;
};

/// Inputs "u[i]", outputs "y[j]" (MSL vector names), or "u" and "y" for one of each.
class FunctionBlock : public Component {
 public:
  static constexpr const char* kTypeName = "FunctionBlock";
  using Params = FunctionBlockParams;
  FunctionBlock(ComponentContext ctx, Params p);
  std::vector<signal::RealSignal> u, y;
};

}  // namespace acausal::blocks
