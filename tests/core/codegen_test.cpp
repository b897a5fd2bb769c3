// Generated C code (core/codegen) against the interpreter: every operation,
// external calls, programs split over several C functions, the cache.
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "components/rotational/fixed.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/spring.hpp"
#include "core/codegen/c_emitter.hpp"
#include "core/codegen/codegen.hpp"
#include "core/codegen/native_library.hpp"
#include "core/errors.hpp"
#include "core/expr/external_function.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

namespace fs = std::filesystem;

// A fresh cache folder per test, removed afterwards.
class TempCache {
 public:
  explicit TempCache(const std::string& name)
      : path_(fs::path(ACAUSAL_BINARY_DIR) / "codegen_test_cache" / name) {
    fs::remove_all(path_);
  }
  ~TempCache() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  std::string path() const { return path_.string(); }

 private:
  fs::path path_;
};

bool have_compiler() {
  return codegen::find_c_compiler().has_value();
}

// Compiles the programs as one library and attaches their entry points.
std::shared_ptr<codegen::SharedLibrary> attach(std::vector<Program*> programs,
                                               const std::string& cache, int per_function = 2000) {
  std::vector<const Program*> view(programs.begin(), programs.end());
  codegen::EmitOptions emit;
  emit.instructions_per_function = per_function;
  const std::string source = codegen::emit_c(view, emit);
  auto built = codegen::build_library(source, *codegen::find_c_compiler(), cache);
  for (std::size_t k = 0; k < programs.size(); ++k) {
    auto native = std::make_shared<NativeCode>();
    native->entry =
        reinterpret_cast<NativeCode::Entry>(built.library->symbol(codegen::entry_name(k)));
    for (const Program::CallSite& site : programs[k]->calls())
      native->calls.push_back({[](const void* f, const double* u, double* y) {
                                 const auto* fn = static_cast<const ExternalFunction*>(f);
                                 fn->evaluate({u, static_cast<std::size_t>(fn->num_inputs())},
                                              {y, static_cast<std::size_t>(fn->num_outputs())});
                               },
                               site.function.get()});
    native->keep_alive = built.library;
    programs[k]->attach_native(native);
  }
  return built.library;
}

bool same_bits(double a, double b) {
  return std::memcmp(&a, &b, sizeof a) == 0 || (std::isnan(a) && std::isnan(b));
}

TEST(Codegen, EveryOperationGivesTheInterpretersBits) {
  if (!have_compiler()) GTEST_SKIP() << "no C compiler";
  TempCache cache("ops");
  Expr x = Expr::variable("x"), z = Expr::variable("z"), p = Expr::parameter("p");
  Expr d = Expr::discrete("d");
  Expr t = Expr::time();
  Expr cj = Expr::variable("cj");  // read from the cj input
  Expr der_x = der(x);
  std::vector<Expr> outputs{x + z,
                            x - z,
                            x * p,
                            x / z,
                            -x,
                            pow(x, z),
                            pow(x, 2.0),
                            pow(z, 0.5),
                            sqrt(z),
                            exp(x),
                            log(z),
                            sin(x),
                            cos(x),
                            tan(x),
                            asin(x / 4),
                            acos(x / 4),
                            atan(x),
                            atan2(x, z),
                            sinh(x),
                            cosh(x),
                            tanh(x),
                            abs(x - z),
                            sign(x - z),
                            sign(x - x + d),
                            min(x, z),
                            max(x, z),
                            x<z, x <= z, x>
                                z,
                            x >= z,
                            equal(d, 2.0),
                            not_equal(d, 2.0),
                            (x < z) && (d > 1.0),
                            (x > z) || (d > 1.0),
                            !(x < z),
                            if_else(x < z, sin(t), cos(t)),
                            with_derivative(x * t, z),
                            2.0,
                            -3.5,
                            der_x * cj,
                            sqrt(x - z)};
  Program prog(outputs, [&](const Expr& leaf) -> std::optional<InputSlot> {
    if (leaf.same(x)) return InputSlot{InputKind::Y, 0};
    if (leaf.same(z)) return InputSlot{InputKind::Y, 1};
    if (leaf.same(der_x)) return InputSlot{InputKind::YP, 0};
    if (leaf.same(p)) return InputSlot{InputKind::Parameter, 0};
    if (leaf.same(d)) return InputSlot{InputKind::Discrete, 0};
    if (leaf.same(cj)) return InputSlot{InputKind::Cj, 0};
    return std::nullopt;
  });
  auto library = attach({&prog}, cache.path());
  ASSERT_TRUE(prog.has_native());
  const std::size_t n = outputs.size();
  for (const auto& [xv, zv, dv] : {std::tuple{0.7, 1.3, 2.0}, std::tuple{1.3, 0.7, 1.0},
                                   std::tuple{-2.5, 3.25, 0.0}, std::tuple{1.0, 1.0, 2.0}}) {
    const double y[2] = {xv, zv}, yp[1] = {0.25}, par[1] = {1.5}, disc[1] = {dv};
    const ProgramInputs in{y, yp, par, 0.6, 3.0, disc};
    std::vector<double> native(n), interpreted(n);
    std::vector<double> r1 = prog.make_registers(), r2 = prog.make_registers();
    prog.run(in, r1, native.data());
    prog.interpret(in, r2, interpreted.data());
    for (std::size_t k = 0; k < n; ++k)
      EXPECT_TRUE(same_bits(native[k], interpreted[k]))
          << "output " << k << " at x=" << xv << ": " << native[k] << " vs " << interpreted[k];
    // and numbers that could be wrong
    EXPECT_EQ(native[0], xv + zv);
    EXPECT_EQ(native[2], xv * 1.5);
    EXPECT_EQ(native[26], xv < zv ? 1.0 : 0.0);
    EXPECT_EQ(native[30], dv == 2.0 ? 1.0 : 0.0);
    EXPECT_EQ(native[35], xv < zv ? std::sin(0.6) : std::cos(0.6));
    EXPECT_EQ(native[37], 2.0);
    EXPECT_EQ(native[38], -3.5);
    EXPECT_EQ(native[39], 0.25 * 3.0);
  }
}

TEST(Codegen, ProgramsSplitOverManyFunctionsGiveTheSameValues) {
  if (!have_compiler()) GTEST_SKIP() << "no C compiler";
  TempCache cache("split");
  // A long chain of dependent values, with outputs read from early and late in it.
  Expr x = Expr::variable("x");
  std::vector<Expr> outputs;
  Expr v = x;
  for (int i = 0; i < 500; ++i) {
    v = sin(v) * 0.5 + x * static_cast<double>(i % 7);
    if (i % 97 == 0) outputs.push_back(v);
  }
  outputs.push_back(v + x);
  outputs.push_back(outputs.front());  // a register that is two outputs
  auto leaf = [&](const Expr&) -> std::optional<InputSlot> { return InputSlot{InputKind::Y, 0}; };
  Program split(outputs, leaf), whole(outputs, leaf);
  auto lib_split = attach({&split}, cache.path(), 37);
  auto lib_whole = attach({&whole}, cache.path());
  EXPECT_NE(lib_split->path(), lib_whole->path());  // different sources, different objects
  const double y[1] = {0.3};
  std::vector<double> a(outputs.size()), b(outputs.size()), c(outputs.size());
  std::vector<double> r1 = split.make_registers(), r2 = whole.make_registers(),
                      r3 = split.make_registers();
  split.run({.y = y}, r1, a.data());
  whole.run({.y = y}, r2, b.data());
  split.interpret({.y = y}, r3, c.data());
  for (std::size_t k = 0; k < outputs.size(); ++k) {
    EXPECT_TRUE(same_bits(a[k], c[k])) << k;
    EXPECT_TRUE(same_bits(b[k], c[k])) << k;
  }
  EXPECT_EQ(a.back(), a.front());
}

TEST(Codegen, ExternalFunctionsAreCalledOncePerSiteAndTheirExceptionsPropagate) {
  if (!have_compiler()) GTEST_SKIP() << "no C compiler";
  TempCache cache("calls");
  std::atomic<int> evaluations{0};
  auto f = make_function("f", 2, 2, [&](std::span<const double> u, std::span<double> y) {
    ++evaluations;
    if (u[0] < 0) throw std::domain_error("f: negative input");
    y[0] = u[0] * u[1];
    y[1] = std::sin(u[0]);
  });
  Expr x = Expr::variable("x"), w = Expr::variable("w");
  const std::vector<Expr> u{x, w * 2.0};
  const std::vector<Expr> outputs{call(f, u, 0) + call(f, u, 1), call(f, u, 1) * 2.0,
                                  call(f, u, 0)};
  Program prog(outputs, [&](const Expr& leaf) -> std::optional<InputSlot> {
    return InputSlot{InputKind::Y, leaf.same(x) ? 0 : 1};
  });
  auto library = attach({&prog}, cache.path());
  const double y[2] = {0.5, 2.0};
  std::vector<double> registers = prog.make_registers();
  double out[3];
  prog.run({.y = y}, registers, out);
  EXPECT_EQ(evaluations.load(), 1);
  EXPECT_EQ(out[0], 0.5 * 4.0 + std::sin(0.5));
  EXPECT_EQ(out[1], 2 * std::sin(0.5));
  EXPECT_EQ(out[2], 2.0);
  const double bad[2] = {-1.0, 2.0};
  EXPECT_THROW(prog.run({.y = bad}, registers, out), std::domain_error);
  prog.run({.y = y}, registers, out);  // usable after the exception
  EXPECT_EQ(out[2], 2.0);
}

std::unique_ptr<Model> two_inertias(double c) {
  using namespace rotational;
  auto m = std::make_unique<Model>("two_inertias");
  m->add<Fixed>("fixed");
  auto& a = m->add<Inertia>("a", Inertia::Params{.J = 1.0});
  auto& s = m->add<Spring>("s", Spring::Params{.c = c});
  auto& b = m->add<Inertia>("b", Inertia::Params{.J = 2.0});
  m->connect(a.flange_b, s.flange_a);
  m->connect(s.flange_b, b.flange_a);
  m->set_start("a.phi", 0.1, true);
  m->set_start("a.w", 0.0, true);
  m->set_start("b.phi", 0.0, true);
  m->set_start("b.w", 0.0, true);
  return m;
}

// Compile options that generate C (and fail without a compiler) into the cache folder.
CompileOptions generating_into(const TempCache& cache) {
  CompileOptions options;
  options.codegen.mode = CodegenMode::On;
  options.codegen.cache_dir = cache.path();
  return options;
}

TEST(Codegen, SecondCompileOfTheSameModelLoadsTheCachedObject) {
  if (!have_compiler()) GTEST_SKIP() << "no C compiler";
  TempCache cache("model");
  const CompileOptions options = generating_into(cache);
  auto first = compile(*two_inertias(100.0), options);
  ASSERT_TRUE(first->report.codegen.native) << first->report.codegen.message;
  EXPECT_FALSE(first->report.codegen.cache_hit);
  EXPECT_GT(first->report.codegen.compile_seconds, 0.0);
  EXPECT_TRUE(first->residual.has_native());
  EXPECT_TRUE(first->signals.has_native());
  EXPECT_TRUE(fs::exists(first->report.codegen.source_path));
  // Parameters are not part of the code: another value, the same object.
  auto second = compile(*two_inertias(250.0), options);
  EXPECT_TRUE(second->report.codegen.native);
  EXPECT_TRUE(second->report.codegen.cache_hit);
  EXPECT_EQ(second->report.codegen.compile_seconds, 0.0);
  EXPECT_EQ(second->report.codegen.source_path, first->report.codegen.source_path);
  int objects = 0;
  for (const auto& entry : fs::directory_iterator(cache.path()))
    objects += entry.path().extension() == ".so" ? 1 : 0;
  EXPECT_EQ(objects, 1);

  // Generated and interpreted runs agree to the bit, and both follow the physics:
  // the spring's stiffness sets the frequency.
  SimulationOptions run{.t_stop = 0.5, .output_interval = 0.01, .rtol = 1e-8};
  Results native = Simulation(second).run(run);
  Results interpreted = Simulation(interpreted_copy(*second)).run(run);
  ASSERT_EQ(native.rows(), interpreted.rows());
  const auto a = native.series("b.phi"), b = interpreted.series("b.phi");
  for (std::size_t k = 0; k < a.size(); ++k) ASSERT_TRUE(same_bits(a[k], b[k])) << k;
  // Two inertias, J = 1 and 2, c = 250: relative angle oscillates at w = sqrt(c (1/J1 + 1/J2)).
  const double w = std::sqrt(250.0 * 1.5);
  const double expected_b = 0.1 * (1.0 / 3.0) * (1 - std::cos(w * 0.5));  // b's share of 0.1
  EXPECT_NEAR(native.final("b.phi"), expected_b, 1e-6);
}

TEST(Codegen, AStoringEntryWritesItsUnknownsAndReportsANonFiniteValue) {
  if (!have_compiler()) GTEST_SKIP() << "no C compiler";
  TempCache cache("store");
  auto m = compile(*two_inertias(100.0), generating_into(cache));
  ASSERT_TRUE(m->causal.complete);
  const auto n = static_cast<std::size_t>(m->size());
  std::vector<double> parameters = m->parameter_values();
  std::vector<double> discrete = m->events.slot_start;
  int checked = 0;
  for (const CausalStep& step : m->causal.steps) {
    if (step.targets.empty()) continue;
    ASSERT_TRUE(step.values.has_native_store());
    for (const double fill : {0.25, std::nan("")}) {
      const std::vector<double> y(n, fill), yp(n, fill);
      std::vector<double> y_out(n, -7.0), yp_out(n, -7.0);
      const ProgramInputs at{y.data(), yp.data(), parameters.data(), 0.5, 0.0, discrete.data()};
      std::vector<double> registers = step.values.make_registers();
      std::vector<double> out(step.targets.size());
      step.values.interpret(at, registers, out.data());
      bool finite = true;
      for (double v : out) finite = finite && std::isfinite(v);
      registers = step.values.make_registers();
      EXPECT_EQ(step.values.run_and_store(at, registers, y_out.data(), yp_out.data()), finite);
      // Each target holds its value; every other unknown is untouched.
      std::vector<double> y_expected(n, -7.0), yp_expected(n, -7.0);
      for (std::size_t i = 0; i < out.size(); ++i)
        (step.targets[i].derivative ? yp_expected
                                    : y_expected)[static_cast<std::size_t>(step.targets[i].index)] =
            out[i];
      for (std::size_t i = 0; i < n; ++i) {
        EXPECT_TRUE(same_bits(y_out[i], y_expected[i])) << i;
        EXPECT_TRUE(same_bits(yp_out[i], yp_expected[i])) << i;
      }
      checked += finite ? 0 : 1;  // NaN in, NaN out: the failure is reported
    }
  }
  EXPECT_GT(checked, 0);
}

TEST(Codegen, OffLeavesTheInterpreterAndAMissingCompilerFallsBackOrFails) {
  CompileOptions off;
  off.codegen.mode = CodegenMode::Off;
  auto m = compile(*two_inertias(100.0), off);
  EXPECT_FALSE(m->residual.has_native());
  EXPECT_FALSE(m->report.codegen.native);

  TempCache cache("missing");
  CompileOptions automatic;
  automatic.codegen.mode = CodegenMode::Auto;
  automatic.codegen.compiler = "/nonexistent/acausal-test-cc";
  automatic.codegen.cache_dir = cache.path();
  auto fallback = compile(*two_inertias(100.0), automatic);
  EXPECT_FALSE(fallback->residual.has_native());
  EXPECT_NE(fallback->report.codegen.message.find("no C compiler found"), std::string::npos)
      << fallback->report.codegen.message;
  EXPECT_NE(fallback->report.codegen.message.find("acausal-test-cc"), std::string::npos);
  // It still simulates.
  EXPECT_NEAR(Simulation(fallback).run({.t_stop = 0.1}).final("a.phi") +
                  2 * Simulation(fallback).run({.t_stop = 0.1}).final("b.phi"),
              0.1, 1e-6);  // the momentum-weighted centre does not move

  CompileOptions on = automatic;
  on.codegen.mode = CodegenMode::On;
  EXPECT_THROW(compile(*two_inertias(100.0), on), Error);
}

TEST(Codegen, ModeParsesOnOffAuto) {
  EXPECT_EQ(parse_codegen_mode("on"), CodegenMode::On);
  EXPECT_EQ(parse_codegen_mode("off"), CodegenMode::Off);
  EXPECT_EQ(parse_codegen_mode("auto"), CodegenMode::Auto);
  EXPECT_THROW(parse_codegen_mode("yes"), ModelError);
}

TEST(Codegen, HashSeparatesNearTexts) {
  EXPECT_EQ(codegen::hash_hex("abc").size(), 32u);
  EXPECT_EQ(codegen::hash_hex("abc"), codegen::hash_hex("abc"));
  EXPECT_NE(codegen::hash_hex("abc"), codegen::hash_hex("abd"));
  EXPECT_NE(codegen::hash_hex(std::string(17, 'a')), codegen::hash_hex(std::string(18, 'a')));
  EXPECT_NE(codegen::hash_hex(""), codegen::hash_hex(std::string(1, '\0')));
}

// Sets an environment variable for one scope (tests run on one thread).
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;  // NOLINT(concurrency-mt-unsafe)
    if (value)
      ::setenv(name, value, 1);  // NOLINT(concurrency-mt-unsafe)
    else
      ::unsetenv(name);  // NOLINT(concurrency-mt-unsafe)
  }
  ~ScopedEnv() {
    if (old_)
      ::setenv(name_, old_->c_str(), 1);  // NOLINT(concurrency-mt-unsafe)
    else
      ::unsetenv(name_);  // NOLINT(concurrency-mt-unsafe)
  }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  const char* name_;
  std::optional<std::string> old_;
};

TEST(Codegen, CacheFolderFallsBackToTheTemporaryFolderNeverTheWorkingDirectory) {
  ScopedEnv no_override("ACAUSAL_CACHE_DIR", nullptr);
  ScopedEnv no_xdg("XDG_CACHE_HOME", nullptr);
  {
    ScopedEnv home("HOME", "/proc/acausal-no-such-home");  // cannot be created, even by root
    const std::string dir = codegen::cache_directory();
    EXPECT_EQ(fs::path(dir).parent_path(), fs::temp_directory_path());
    EXPECT_EQ(fs::path(dir).filename().string().rfind("acausal-cache-", 0), 0u) << dir;
  }
  {
    ScopedEnv home("HOME", "/home/acausal-test-user");
    ScopedEnv xdg("XDG_CACHE_HOME", fs::temp_directory_path().c_str());
    EXPECT_EQ(codegen::cache_directory(), (fs::temp_directory_path() / "acausal").string());
  }
  EXPECT_EQ(codegen::cache_directory("/some/folder"), "/some/folder");
}

}  // namespace
}  // namespace acausal
