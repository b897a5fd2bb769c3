#include "core/codegen/codegen.hpp"

#include <chrono>
#include <cstdlib>
#include <mutex>

#include <fmt/format.h>

#include "core/codegen/c_emitter.hpp"
#include "core/codegen/native_library.hpp"
#include "core/errors.hpp"
#include "core/expr/external_function.hpp"
#include "core/log.hpp"

namespace acausal {
namespace {

// The programs solvers call at every step or output point. The initialisation
// programs (run a few times per simulation, as large as the residual and its
// Jacobian) stay interpreted: compiling them would add a third to the C
// compiler's time for no measurable gain.
template <class Model, class Visit>
void for_each_program(Model& m, Visit&& visit) {
  visit(m.residual, nullptr);
  visit(m.jacobian.values, nullptr);
  for (auto& step : m.causal.steps) {
    visit(step.residual, nullptr);
    visit(step.jacobian, nullptr);
    // A causal step's assignments also get a storing entry (NativeCode::Store).
    visit(step.values, &step.targets);
  }
  visit(m.signals, nullptr);
  visit(m.events.relation_functions, nullptr);
  visit(m.events.time_event_times, nullptr);
  visit(m.events.sample_parameters, nullptr);
  visit(m.events.discrete_equation_values, nullptr);
  visit(m.events.when_values, nullptr);
}

// The destinations of each program's outputs, in the order of model_programs
// (empty: no storing entry).
std::vector<std::vector<CausalTarget>> program_destinations(const CompiledModel& model) {
  std::vector<std::vector<CausalTarget>> out;
  for_each_program(model, [&](const Program&, const std::vector<CausalTarget>* targets) {
    out.push_back(targets ? *targets : std::vector<CausalTarget>{});
  });
  return out;
}

// How generated code calls an external function (NativeCallSlot::function).
void call_external(const void* context, const double* u, double* y) {
  const auto* f = static_cast<const ExternalFunction*>(context);
  f->evaluate(std::span<const double>(u, static_cast<std::size_t>(f->num_inputs())),
              std::span<double>(y, static_cast<std::size_t>(f->num_outputs())));
}

// What the native code of one program keeps alive.
struct Holder {
  std::shared_ptr<codegen::SharedLibrary> library;
  std::vector<std::shared_ptr<const ExternalFunction>> functions;
};

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void warn_once(const std::string& message) {
  static std::mutex mutex;
  static std::vector<std::string> said;
  std::lock_guard lock(mutex);
  for (const std::string& s : said)
    if (s == message) return;
  said.push_back(message);
  logger()->warn("{}", message);
}

}  // namespace

std::string CodegenResult::summary() const {
  if (!native) return message.empty() ? std::string("interpreter") : message;
  return fmt::format(
      "generated C ({} programs, {} kB source; emitted in {:.3f} s, {}, loaded in {:.3f} s)",
      programs, (source_bytes + 1023) / 1024, emit_seconds,
      cache_hit ? std::string("cache hit") : fmt::format("compiled in {:.3f} s", compile_seconds),
      load_seconds);
}

CodegenMode parse_codegen_mode(const std::string& text) {
  if (text == "on") return CodegenMode::On;
  if (text == "off") return CodegenMode::Off;
  if (text == "auto") return CodegenMode::Auto;
  throw ModelError(fmt::format("code generation mode '{}': expected on, off or auto", text));
}

const char* to_string(CodegenMode mode) {
  switch (mode) {
    case CodegenMode::On:
      return "on";
    case CodegenMode::Off:
      return "off";
    case CodegenMode::Auto:
      break;
  }
  return "auto";
}

CodegenMode effective_codegen_mode(const CodegenOptions& options) {
  if (options.mode) return *options.mode;
  const char* env = std::getenv("ACAUSAL_CODEGEN");  // NOLINT(concurrency-mt-unsafe)
  if (!env || !*env) return CodegenMode::Auto;
  try {
    return parse_codegen_mode(env);
  } catch (const ModelError&) {
    warn_once(fmt::format("ACAUSAL_CODEGEN={} is not on, off or auto; using auto", env));
    return CodegenMode::Auto;
  }
}

std::vector<Program*> model_programs(CompiledModel& model) {
  std::vector<Program*> out;
  for_each_program(model, [&](Program& p, const std::vector<CausalTarget>*) { out.push_back(&p); });
  return out;
}

std::string emit_model_source(const CompiledModel& model, const CodegenOptions& options) {
  std::vector<const Program*> programs;
  for_each_program(
      model, [&](const Program& p, const std::vector<CausalTarget>*) { programs.push_back(&p); });
  codegen::EmitOptions emit;
  emit.instructions_per_function = options.instructions_per_function;
  emit.title = model.name;
  return codegen::emit_c(programs, emit, program_destinations(model));
}

CodegenResult generate_native_code(CompiledModel& model, const CodegenOptions& options) {
  CodegenResult result;
  const CodegenMode mode = effective_codegen_mode(options);
  if (mode == CodegenMode::Off) {
    result.message = "interpreter (code generation off)";
    return result;
  }
  auto give_up = [&](const std::string& why) {
    if (mode == CodegenMode::On) throw Error(why);
    result.message = "interpreter: " + why;
    warn_once(why +
              "; evaluating with the interpreter (slower; --codegen off or "
              "ACAUSAL_CODEGEN=off silences this)");
    return result;
  };
  std::string looked_for;
  const std::optional<codegen::CCompiler> compiler =
      codegen::find_c_compiler(options.compiler, &looked_for);
  if (!compiler)
    return give_up("code generation: no C compiler found (looked for " + looked_for + ")");

  auto start = std::chrono::steady_clock::now();
  const std::string source = emit_model_source(model, options);
  result.emit_seconds = seconds_since(start);
  result.source_bytes = source.size();
  codegen::BuiltLibrary built;
  try {
    built = codegen::build_library(source, *compiler, codegen::cache_directory(options.cache_dir));
  } catch (const Error& e) {
    return give_up(e.what());
  }
  result.cache_hit = built.cache_hit;
  result.compile_seconds = built.compile_seconds;
  result.source_path = built.source_path;

  start = std::chrono::steady_clock::now();
  std::vector<Program*> programs = model_programs(model);
  const std::vector<std::vector<CausalTarget>> destinations = program_destinations(model);
  std::vector<std::shared_ptr<NativeCode>> natives;
  try {
    for (std::size_t k = 0; k < programs.size(); ++k) {
      auto holder = std::make_shared<Holder>();
      holder->library = built.library;
      auto native = std::make_shared<NativeCode>();
      native->entry =
          reinterpret_cast<NativeCode::Entry>(built.library->symbol(codegen::entry_name(k)));
      if (!destinations[k].empty())
        native->store =
            reinterpret_cast<NativeCode::Store>(built.library->symbol(codegen::store_name(k)));
      for (const Program::CallSite& site : programs[k]->calls()) {
        native->calls.push_back({&call_external, site.function.get()});
        holder->functions.push_back(site.function);
      }
      native->keep_alive = std::move(holder);
      natives.push_back(std::move(native));
    }
  } catch (const Error& e) {
    return give_up(e.what());
  }
  for (std::size_t k = 0; k < programs.size(); ++k) programs[k]->attach_native(natives[k]);
  result.load_seconds = seconds_since(start);
  result.native = true;
  result.programs = static_cast<int>(programs.size());
  return result;
}

std::shared_ptr<const CompiledModel> interpreted_copy(const CompiledModel& model) {
  auto copy = std::make_shared<CompiledModel>(model);
  for (Program* p : model_programs(*copy)) p->detach_native();
  return copy;
}

}  // namespace acausal
