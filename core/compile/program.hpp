#pragma once
// Compiled evaluation: an expression DAG lowered once into a flat list of
// register instructions. Each distinct node is computed once per evaluation
// (common subexpressions are shared), with no virtual dispatch and no
// allocation: the caller owns the register file (see Workspace).
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "core/expr/expr.hpp"

namespace acausal {

class DerivedParameters;

/// Where a leaf of the expression is read from at evaluation time.
enum class InputKind : std::uint8_t { Y, YP, Parameter, Time, Cj, Discrete };

struct InputSlot {
  InputKind kind;
  int index = 0;
};

/// The arrays a program reads.
/// (Standard layout: generated C code reads it through a struct of the same layout,
/// core/codegen/c_emitter.cpp.)
struct ProgramInputs {
  const double* y = nullptr;
  const double* yp = nullptr;
  const double* parameters = nullptr;
  double time = 0.0;
  double cj = 0.0;
  const double* discrete = nullptr;  // discrete state: discrete variables, frozen relations, ...
};

/// One external function as generated code calls it: function(context, u, y).
struct NativeCallSlot {
  void (*function)(const void* context, const double* u, double* y);
  const void* context;
};

/// A program compiled to machine code (core/codegen): the entry point reads the
/// same inputs and register file as the interpreter and writes the same outputs.
struct NativeCode {
  using Entry = void (*)(const ProgramInputs* in, double* registers, double* out,
                         const NativeCallSlot* calls);
  /// Runs the program and stores each output straight into its unknown, y or
  /// y' (a causal step's assignments); nonzero when an output is not finite.
  using Store = int (*)(const ProgramInputs* in, double* registers, double* y, double* yp,
                        const NativeCallSlot* calls);
  Entry entry = nullptr;
  Store store = nullptr;                   // only for the programs generated with destinations
  std::vector<NativeCallSlot> calls;       // one per call site, in Program::calls() order
  std::shared_ptr<const void> keep_alive;  // the loaded library (and the called functions)
};

class Program {
 public:
  /// Maps each Variable/Parameter/Der/Time leaf to its input slot; returning
  /// nullopt is an error naming the leaf.
  using LeafMap = std::function<std::optional<InputSlot>(const Expr& leaf)>;

  Program() = default;
  /// With `derived`, every parameter-only subexpression (of parameters and
  /// constants) becomes one load of a derived parameter slot
  /// (core/compile/derived_parameters.hpp) instead of its instructions.
  Program(const std::vector<Expr>& outputs, const LeafMap& leaf_map,
          DerivedParameters* derived = nullptr);

  int num_registers() const { return static_cast<int>(initial_registers_.size()); }
  int num_outputs() const { return static_cast<int>(output_register_.size()); }
  int num_instructions() const { return static_cast<int>(code_.size()); }

  /// The distinct input indices of one kind that the program loads, ascending
  /// (e.g. the discrete slots it reads).
  std::vector<int> input_indices(InputKind kind) const;

  /// A register file with constants preloaded; one per thread/workspace.
  std::vector<double> make_registers() const { return initial_registers_; }

  /// out[k] = value of output k. registers must come from make_registers(). Runs
  /// the native code when one is attached, else interprets. out must not
  /// overlap the inputs.
  void run(const ProgramInputs& in, std::span<double> registers, double* out) const {
    if (native_) {
      native_->entry(&in, registers.data(), out, native_->calls.data());
      return;
    }
    interpret(in, registers, out);
  }
  /// Whether run_and_store() is available (native code generated with the
  /// outputs' destinations).
  bool has_native_store() const { return native_ && native_->store; }
  /// The native storing entry: output k goes to the unknown the code was
  /// generated for (y or y'), after all are computed; false when one is not
  /// finite. Only when has_native_store().
  bool run_and_store(const ProgramInputs& in, std::span<double> registers, double* y,
                     double* yp) const {
    return native_->store(&in, registers.data(), y, yp, native_->calls.data()) == 0;
  }
  /// The interpreter, also when native code is attached (the oracle it is tested against).
  void interpret(const ProgramInputs& in, std::span<double> registers, double* out) const;

  /// Native code for this program (its instructions compiled; see core/codegen).
  void attach_native(std::shared_ptr<const NativeCode> native) { native_ = std::move(native); }
  void detach_native() { native_.reset(); }
  bool has_native() const { return native_ != nullptr; }

  // The lowered form, read by code generation.
  enum class Code : std::uint8_t {
    LoadY,
    LoadYp,
    LoadParameter,
    LoadTime,
    LoadCj,
    LoadDiscrete,
    Apply,
    Call  // a: index into calls()
  };
  // One evaluation of an external function for all its outputs: arguments are
  // gathered into registers [inputs, inputs + n), outputs land in [outputs, outputs + m).
  struct CallSite {
    std::shared_ptr<const ExternalFunction> function;
    std::vector<std::int32_t> arguments;
    std::int32_t inputs = 0;
    std::int32_t outputs = 0;
  };
  struct Instruction {
    Code code;
    Op op;
    std::int32_t dst;
    std::int32_t a, b, c;  // argument registers, or the input index for loads
  };
  const std::vector<Instruction>& instructions() const { return code_; }
  const std::vector<CallSite>& calls() const { return calls_; }
  /// Initial register values: the constants, at their registers.
  const std::vector<double>& initial_registers() const { return initial_registers_; }
  const std::vector<std::int32_t>& output_registers() const { return output_register_; }

 private:
  std::vector<CallSite> calls_;
  std::vector<Instruction> code_;
  std::vector<double> initial_registers_;
  std::vector<std::int32_t> output_register_;
  std::shared_ptr<const NativeCode> native_;

  void load_derived_parameters(const std::vector<Expr>& parameter_only, DerivedParameters& derived);
};

}  // namespace acausal
