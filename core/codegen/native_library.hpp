#pragma once
// Building and loading generated C code: the system C compiler, found at run
// time, turns a source into a shared object in a cache folder named by a hash
// of the source, the compiler and its flags; the next build of the same source
// loads the cached object without running the compiler.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace acausal::codegen {

/// The C compiler and how it is called.
struct CCompiler {
  std::string path;                // absolute path of the executable
  std::vector<std::string> flags;  // before the source file
  std::string identity;            // path, size and time of the executable, flags: part of the key
};

/// The compiler to use: `requested` if not empty, else $ACAUSAL_CC, else $CC,
/// else the first of cc, gcc, clang found on $PATH; extra flags from
/// $ACAUSAL_CFLAGS. nullopt (with `looked_for` saying where) if none is found.
std::optional<CCompiler> find_c_compiler(const std::string& requested = {},
                                         std::string* looked_for = nullptr);

/// The cache folder: `requested` if not empty, else $ACAUSAL_CACHE_DIR, else
/// $XDG_CACHE_HOME/acausal, else $HOME/.cache/acausal, else (neither set or
/// not writable) acausal-cache-UID in the temporary folder.
std::string cache_directory(const std::string& requested = {});

/// 128-bit hash of a text as 32 hexadecimal digits (not cryptographic).
std::string hash_hex(std::string_view text);

/// A loaded shared object (dlopen); unloaded when the last user lets go.
class SharedLibrary {
 public:
  explicit SharedLibrary(const std::string& path);  // throws Error with dlerror()'s text
  ~SharedLibrary();
  SharedLibrary(const SharedLibrary&) = delete;
  SharedLibrary& operator=(const SharedLibrary&) = delete;
  void* symbol(const std::string& name) const;  // throws if absent
  const std::string& path() const { return path_; }

 private:
  void* handle_ = nullptr;
  std::string path_;
};

struct BuiltLibrary {
  std::shared_ptr<SharedLibrary> library;
  bool cache_hit = false;
  double compile_seconds = 0.0;  // the compiler's run (0 on a cache hit)
  std::string source_path;       // the cached C source
};

/// Compiles `source` (or finds it in `cache_dir`) and loads it. Safe when
/// several threads or processes build the same source at once (each compiles
/// to a file of its own and renames it into place). Throws Error with the
/// compiler's messages if it fails.
BuiltLibrary build_library(const std::string& source, const CCompiler& compiler,
                           const std::string& cache_dir);

}  // namespace acausal::codegen
