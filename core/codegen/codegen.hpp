#pragma once
// Code generation for a compiled model: every evaluation program (residual,
// Jacobian, causal sequence, outputs, events; not the initialisation) emitted as one C
// file, compiled by the system C compiler into a shared object (cached by a
// hash of the source) and attached to the programs, so that the solvers call
// machine code through the same Program::run. The interpreter stays: as the
// fallback, and as the oracle the generated code is tested against.
#include <string>
#include <vector>

#include "core/codegen/options.hpp"
#include "core/compile/compiled_model.hpp"

namespace acausal {

/// Every program of the model, in a fixed order (the order of the generated entry points).
std::vector<Program*> model_programs(CompiledModel& model);

/// The model's C source (what generate_native_code compiles).
std::string emit_model_source(const CompiledModel& model, const CodegenOptions& options = {});

/// Generates, builds (or loads from the cache) and attaches native code to every
/// program of the model. In mode Auto a missing compiler or a failed build
/// leaves the interpreter in place (result.message says why, and the logger
/// warns once); in mode On they throw Error; in mode Off nothing is done.
CodegenResult generate_native_code(CompiledModel& model, const CodegenOptions& options = {});

/// A copy of the model whose programs interpret (for comparisons with the generated code).
std::shared_ptr<const CompiledModel> interpreted_copy(const CompiledModel& model);

}  // namespace acausal
