#pragma once
// Functions given as C++ code inside symbolic equations, y = f(u) with n
// inputs and m outputs (Modelica's external functions, CasADi's callbacks).
// A call is an expression node like any other: compiled programs evaluate f
// once per evaluation for all its outputs, and differentiation uses f's
// Jacobian, itself a function (the user's, or central differences), so that
// index reduction and the solvers' Jacobians never lack a derivative.
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "core/expr/expr.hpp"

namespace acausal {

class ExternalFunction : public std::enable_shared_from_this<ExternalFunction> {
 public:
  ExternalFunction(std::string name, int inputs, int outputs);
  virtual ~ExternalFunction() = default;
  ExternalFunction(const ExternalFunction&) = delete;
  ExternalFunction& operator=(const ExternalFunction&) = delete;

  const std::string& name() const { return name_; }
  int num_inputs() const { return inputs_; }
  int num_outputs() const { return outputs_; }

  /// y = f(u). Simulations of one compiled model may run in several threads
  /// at once: an implementation keeps no mutable state outside its arguments
  /// (thread_local scratch is fine). f must be smooth where it is used (it
  /// raises no events).
  virtual void evaluate(std::span<const double> u, std::span<double> y) const = 0;

  /// J = df/du, row-major m x n: J[i * n + j] = dy_i/du_j. The default takes
  /// central differences with steps cbrt(eps) * max(1, |u_j|) (error about
  /// 1e-10 relative for a smooth f).
  virtual void jacobian(std::span<const double> u, std::span<double> J) const;

  /// The Jacobian as a function of its own (m * n outputs, row-major), which
  /// differentiation calls; made once and shared while it is in use.
  std::shared_ptr<const ExternalFunction> jacobian_function() const;

 private:
  std::string name_;
  int inputs_;
  int outputs_;
  mutable std::mutex jacobian_mutex_;
  mutable std::weak_ptr<const ExternalFunction> jacobian_;  // weak: it holds its parent
};

/// The partial derivatives df/du of external functions from a solver's last
/// Jacobian. A mode switch of the model (a PWM edge) makes IDA form a new
/// Newton matrix, but a function's partials do not depend on the discrete
/// values that switched: while a Scope with `reuse` is alive on a thread,
/// the Jacobians of external functions come from this memory where it has
/// them, as stale as IDA's own kept Newton matrix would be (IDA asks for a
/// fresh Jacobian if its Newton iteration then fails). Without `reuse`, a
/// Scope fills the memory. Outside any Scope nothing is kept or reused.
class ExternalPartials {
 public:
  class Scope {
   public:
    Scope(ExternalPartials& memory, bool reuse);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    ExternalPartials* previous_;
    bool previous_reuse_;
  };

  /// The memory of the innermost Scope on this thread, or null.
  static ExternalPartials* active();
  /// Copies the kept partials of `f` into J if reusing and they are kept.
  bool recall(const ExternalFunction& f, std::span<double> J);
  void keep(const ExternalFunction& f, std::span<const double> J);
  long reused() const { return reused_; }

 private:
  // Keyed by function: a memory lives with one solver, whose model holds its functions.
  std::vector<std::pair<const ExternalFunction*, std::vector<double>>> kept_;
  bool reuse_ = false;
  long reused_ = 0;
};

using FunctionBody = std::function<void(std::span<const double> u, std::span<double> y)>;

/// A function from C++ callables: `f` fills y from u; `jacobian`, if given,
/// fills the row-major m x n Jacobian (otherwise central differences).
std::shared_ptr<const ExternalFunction> make_function(std::string name, int inputs, int outputs,
                                                      FunctionBody f, FunctionBody jacobian = {});

/// Output `output` of f at `arguments` (one per input of f).
Expr call(const std::shared_ptr<const ExternalFunction>& f, std::span<const Expr> arguments,
          int output);
/// Every output of f at `arguments`.
std::vector<Expr> call(const std::shared_ptr<const ExternalFunction>& f,
                       std::span<const Expr> arguments);

/// The arguments of a Call node.
std::vector<Expr> call_arguments(const Expr& call_node);

}  // namespace acausal
