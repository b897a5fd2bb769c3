#pragma once
// Whether compiled models evaluate through generated C code (core/codegen) or
// the interpreter.
#include <cstddef>
#include <optional>
#include <string>

namespace acausal {

enum class CodegenMode {
  Auto,  // generated code when a C compiler is found, else the interpreter (with a warning)
  On,    // generated code, or an error saying why not
  Off,   // the interpreter
};

struct CodegenOptions {
  /// Unset: $ACAUSAL_CODEGEN (on, off, auto), else Auto.
  std::optional<CodegenMode> mode;
  /// Shared objects are cached here; empty: $ACAUSAL_CACHE_DIR, else
  /// $XDG_CACHE_HOME/acausal, else ~/.cache/acausal, else (not writable) the temporary folder.
  std::string cache_dir;
  /// The C compiler (a name on PATH or a path); empty: $ACAUSAL_CC, $CC, cc, gcc, clang.
  std::string compiler;
  /// Instructions per generated C function (longer programs are split).
  int instructions_per_function = 2000;
};

struct CodegenResult {
  bool native = false;     // the programs now run generated code
  bool cache_hit = false;  // loaded from the cache, no compiler run
  std::string message;     // why not, when not native
  int programs = 0;        // programs attached
  std::size_t source_bytes = 0;
  double emit_seconds = 0.0;     // C source emission
  double compile_seconds = 0.0;  // the C compiler (0 on a cache hit)
  double load_seconds = 0.0;     // dlopen and attaching
  std::string source_path;       // the cached C file
  /// One line: "generated C (12 programs, 35 kB; cache hit)" or the message.
  std::string summary() const;
};

/// "on", "off" or "auto" (throws ModelError naming the valid values).
CodegenMode parse_codegen_mode(const std::string& text);
const char* to_string(CodegenMode mode);
/// The mode in effect: options.mode, else $ACAUSAL_CODEGEN, else Auto.
CodegenMode effective_codegen_mode(const CodegenOptions& options);

}  // namespace acausal
