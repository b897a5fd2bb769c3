#pragma once
// Emits evaluation programs as C source: one function per program, computing
// exactly the operations of the interpreter (core/compile/program.cpp) in the
// same order, so that, compiled without reassociation or contraction, it gives
// the same numbers. Values live in C locals; long programs are split into
// functions of bounded size (the C compiler's time stays linear in the model
// size), values crossing a split go through the register file. External
// functions are called through a table of function pointers
// (NativeCallSlot) passed at run time, so the source names no address and
// can be cached by its text.
#include <cstddef>
#include <span>
#include <string>

#include <vector>

#include "core/compile/causal_sequence.hpp"
#include "core/compile/program.hpp"

namespace acausal::codegen {

struct EmitOptions {
  /// Instructions per generated C function before the program is split.
  int instructions_per_function = 2000;
  /// A comment at the top of the file (e.g. the model's name).
  std::string title;
};

/// Name of the entry point of programs[k] (signature NativeCode::Entry).
std::string entry_name(std::size_t k);

/// Name of the storing entry point of programs[k] (signature NativeCode::Store).
std::string store_name(std::size_t k);

/// One C translation unit holding the entry points of every program; a
/// program with destinations (stores[k] not empty, one per output) also gets a
/// storing entry that writes its outputs to those unknowns.
std::string emit_c(std::span<const Program* const> programs, const EmitOptions& options = {},
                   std::span<const std::vector<CausalTarget>> stores = {});

}  // namespace acausal::codegen
