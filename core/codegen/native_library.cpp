#include "core/codegen/native_library.hpp"

#include <dlfcn.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include <fmt/format.h>

#include "core/errors.hpp"

extern char** environ;  // NOLINT: POSIX

namespace acausal::codegen {
namespace fs = std::filesystem;
namespace {

// Changes whenever the generated code's conventions change (NativeCode::Entry, Store,
// acausal_inputs), so that old cached objects are never loaded.
constexpr const char* kAbiTag = "acausal-codegen-abi-2";

std::vector<std::string> split_words(const std::string& s) {
  std::vector<std::string> words;
  std::istringstream in(s);
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

std::string getenv_string(const char* name) {
  const char* v = std::getenv(name);  // NOLINT(concurrency-mt-unsafe): read-only use
  return v ? std::string(v) : std::string();
}

bool is_executable(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

std::optional<std::string> resolve(const std::string& program) {
  if (program.find('/') != std::string::npos)
    return is_executable(program) ? std::optional<std::string>(program) : std::nullopt;
  const std::string path = getenv_string("PATH");
  std::size_t start = 0;
  while (start <= path.size()) {
    const std::size_t end = std::min(path.find(':', start), path.size());
    const std::string dir = path.substr(start, end - start);
    const std::string candidate = (dir.empty() ? std::string(".") : dir) + "/" + program;
    if (is_executable(candidate)) return candidate;
    start = end + 1;
  }
  return std::nullopt;
}

std::uint64_t rotl(std::uint64_t x, int r) {
  return (x << r) | (x >> (64 - r));
}

std::uint64_t fmix(std::uint64_t k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdULL;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ULL;
  k ^= k >> 33;
  return k;
}

std::string read_text(const std::string& path, std::size_t limit) {
  std::ifstream in(path, std::ios::binary);
  std::string text(limit, '\0');
  in.read(text.data(), static_cast<std::streamsize>(limit));
  text.resize(static_cast<std::size_t>(in.gcount()));
  return text;
}

void write_text(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  out.close();
  if (!out) throw Error(fmt::format("code generation: cannot write '{}'", path));
}

// Runs argv with stdout and stderr to log_path; returns the exit status (or -1).
int run_process(const std::vector<std::string>& argv, const std::string& log_path) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  std::vector<char*> args;
  args.reserve(argv.size() + 1);
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, argv[0].c_str(), &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return -1;
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string unique_suffix() {
  static std::atomic<unsigned> counter{0};
  return fmt::format("{}-{}-{}", ::getpid(),
                     std::hash<std::thread::id>{}(std::this_thread::get_id()) % 1000000,
                     counter.fetch_add(1));
}

}  // namespace

std::optional<CCompiler> find_c_compiler(const std::string& requested, std::string* looked_for) {
  std::vector<std::string> candidates;
  if (!requested.empty()) {
    candidates.push_back(requested);
  } else {
    for (const char* var : {"ACAUSAL_CC", "CC"})
      if (std::string v = getenv_string(var); !v.empty()) candidates.push_back(v);
    for (const char* name : {"cc", "gcc", "clang"}) candidates.emplace_back(name);
  }
  std::string tried;
  for (const std::string& candidate : candidates) {
    std::vector<std::string> words = split_words(candidate);
    if (words.empty()) continue;
    tried += (tried.empty() ? "" : ", ") + words[0];
    std::optional<std::string> path = resolve(words[0]);
    if (!path) continue;
    CCompiler c;
    c.path = *path;
    // -ffp-contract=off and no builtin pow: the same numbers as the interpreter
    // (no fused multiply-add, pow(x, 2) not rewritten as x * x); -fexceptions:
    // a C++ exception from an external function may cross the generated frames.
    c.flags = {"-O2",
               "-fPIC",
               "-shared",
               "-fexceptions",
               "-ffp-contract=off",
               "-fno-math-errno",
               "-fno-builtin-pow",
               "-w"};
    for (std::size_t i = 1; i < words.size(); ++i) c.flags.push_back(words[i]);
    for (const std::string& w : split_words(getenv_string("ACAUSAL_CFLAGS"))) c.flags.push_back(w);
    struct stat st {};
    ::stat(c.path.c_str(), &st);
    c.identity = fmt::format("{} {} {}", c.path, static_cast<long long>(st.st_size),
                             static_cast<long long>(st.st_mtime));
    for (const std::string& f : c.flags) c.identity += " " + f;
    return c;
  }
  if (looked_for)
    *looked_for = fmt::format("{} (on PATH; set ACAUSAL_CC or CC to choose one)", tried);
  return std::nullopt;
}

std::string cache_directory(const std::string& requested) {
  if (!requested.empty()) return requested;
  if (std::string v = getenv_string("ACAUSAL_CACHE_DIR"); !v.empty()) return v;
  // The user's cache folder, or the temporary folder where that cannot be
  // created (a read-only or absent home, as on some CI runners): never the
  // working directory, which may be the source tree.
  std::string home;
  if (std::string v = getenv_string("XDG_CACHE_HOME"); !v.empty())
    home = v + "/acausal";
  else if (std::string h = getenv_string("HOME"); !h.empty())
    home = h + "/.cache/acausal";
  std::error_code ec;
  if (!home.empty() && (fs::create_directories(home, ec), fs::is_directory(home, ec)) &&
      ::access(home.c_str(), W_OK) == 0)
    return home;
  return (fs::temp_directory_path() / fmt::format("acausal-cache-{}", ::getuid())).string();
}

std::string hash_hex(std::string_view text) {
  // Two lanes of multiply-rotate over 8-byte words (after MurmurHash3's x64 variant).
  constexpr std::uint64_t c1 = 0x87c37b91114253d5ULL, c2 = 0x4cf5ad432745937fULL;
  std::uint64_t h1 = 0x6a09e667f3bcc908ULL, h2 = 0xbb67ae8584caa73bULL;
  const std::size_t n = text.size();
  std::size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    std::uint64_t k1 = 0, k2 = 0;
    std::memcpy(&k1, text.data() + i, 8);
    std::memcpy(&k2, text.data() + i + 8, 8);
    h1 ^= rotl(k1 * c1, 31) * c2;
    h1 = (rotl(h1, 27) + h2) * 5 + 0x52dce729;
    h2 ^= rotl(k2 * c2, 33) * c1;
    h2 = (rotl(h2, 31) + h1) * 5 + 0x38495ab5;
  }
  std::uint64_t k1 = 0, k2 = 0;
  const std::size_t rest = n - i;
  std::memcpy(&k1, text.data() + i, std::min<std::size_t>(rest, 8));
  if (rest > 8) std::memcpy(&k2, text.data() + i + 8, rest - 8);
  h1 ^= rotl(k1 * c1, 31) * c2;
  h2 ^= rotl(k2 * c2, 33) * c1;
  h1 ^= n;
  h2 ^= n;
  h1 += h2;
  h2 += h1;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h1 += h2;
  h2 += h1;
  return fmt::format("{:016x}{:016x}", h1, h2);
}

SharedLibrary::SharedLibrary(const std::string& path) : path_(path) {
  handle_ = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle_) {
    const char* why = ::dlerror();
    throw Error(fmt::format("code generation: cannot load '{}': {}", path, why ? why : "?"));
  }
}

SharedLibrary::~SharedLibrary() {
  if (handle_) ::dlclose(handle_);
}

void* SharedLibrary::symbol(const std::string& name) const {
  ::dlerror();
  void* s = ::dlsym(handle_, name.c_str());
  if (!s) throw Error(fmt::format("code generation: '{}' has no symbol '{}'", path_, name));
  return s;
}

BuiltLibrary build_library(const std::string& source, const CCompiler& compiler,
                           const std::string& cache_dir) {
  const std::string key = hash_hex(std::string(kAbiTag) + "\n" + compiler.identity + "\n" + source);
  std::error_code ec;
  fs::create_directories(cache_dir, ec);
  if (!fs::is_directory(cache_dir))
    throw Error(
        fmt::format("code generation: cannot create the cache folder '{}' ({}); set "
                    "ACAUSAL_CACHE_DIR to a writable folder",
                    cache_dir, ec.message()));
  const std::string base = (fs::path(cache_dir) / key).string();
  BuiltLibrary built;
  built.source_path = base + ".c";
  if (fs::exists(base + ".so")) {
    try {
      built.library = std::make_shared<SharedLibrary>(base + ".so");
      built.cache_hit = true;
      return built;
    } catch (const Error&) {
      fs::remove(base + ".so", ec);  // damaged: build it again
    }
  }
  const std::string tmp = (fs::path(cache_dir) / ("tmp-" + key + "-" + unique_suffix())).string();
  write_text(tmp + ".c", source);
  std::vector<std::string> argv{compiler.path};
  argv.insert(argv.end(), compiler.flags.begin(), compiler.flags.end());
  argv.insert(argv.end(), {"-o", tmp + ".so", "-x", "c", tmp + ".c", "-x", "none", "-lm"});
  const auto start = std::chrono::steady_clock::now();
  const int status = run_process(argv, tmp + ".log");
  built.compile_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (status != 0 || !fs::exists(tmp + ".so")) {
    const std::string log = read_text(tmp + ".log", 4000);
    fs::remove(tmp + ".c", ec);
    fs::remove(tmp + ".so", ec);
    fs::remove(tmp + ".log", ec);
    throw Error(
        fmt::format("code generation: the C compiler '{}' failed ({}) on the generated code:\n{}",
                    compiler.path,
                    status < 0 ? "could not run it" : fmt::format("exit status {}", status), log));
  }
  fs::remove(tmp + ".log", ec);
  fs::rename(tmp + ".c", base + ".c", ec);
  if (ec) fs::remove(tmp + ".c", ec);
  fs::rename(tmp + ".so", base + ".so", ec);
  if (ec) {
    // Another process may hold the name (Windows-like file systems); load our own copy.
    built.library = std::make_shared<SharedLibrary>(tmp + ".so");
    return built;
  }
  built.library = std::make_shared<SharedLibrary>(base + ".so");
  return built;
}

}  // namespace acausal::codegen
