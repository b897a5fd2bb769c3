#include "fmi/fmu_layout.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "core/model/names.hpp"
#include "solvers/simulation.hpp"

namespace acausal::fmi {
namespace {

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return {};
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

double to_number(const std::string& key, const std::string& value) {
  try {
    std::size_t used = 0;
    const double x = std::stod(value, &used);
    if (used == value.size()) return x;
  } catch (const std::exception&) {
  }
  throw ModelError(fmt::format("FMU settings: {} = '{}' is not a number", key, value));
}

// FNV-1a, 64 bits.
std::uint64_t fnv(const std::string& text, std::uint64_t h) {
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

}  // namespace

const char* to_string(Causality c) {
  switch (c) {
    case Causality::parameter:
      return "parameter";
    case Causality::output:
      return "output";
    case Causality::local:
      return "local";
  }
  return "local";
}

const char* to_string(Variability v) {
  return v == Variability::fixed ? "fixed" : "continuous";
}

const char* to_string(Initial i) {
  switch (i) {
    case Initial::none:
      return "";
    case Initial::exact:
      return "exact";
    case Initial::calculated:
      return "calculated";
  }
  return "";
}

std::string settings_text(const FmuSettings& s) {
  std::string out = fmt::format("# acausal FMU: the model the binary builds, and how it runs it\n");
  out += fmt::format("model = {}\n", s.model);
  for (const auto& v : s.variants) out += fmt::format("variant = {}={}\n", v.point, v.option);
  out += fmt::format("cs_solver = {}\n", s.cs_solver);
  out += fmt::format("rtol = {:.17g}\n", s.rtol);
  out += fmt::format("step = {:.17g}\n", s.step);
  for (const auto& o : s.outputs) out += fmt::format("output = {}\n", o);
  out += fmt::format("start_time = {:.17g}\nstop_time = {:.17g}\ntolerance = {:.17g}\n",
                     s.start_time, s.stop_time, s.tolerance);
  out += fmt::format("step_size = {:.17g}\n", s.step_size);
  return out;
}

FmuSettings parse_settings(const std::string& text) {
  FmuSettings s;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    line = trim(line);
    if (line.empty() || line[0] == '#') continue;
    const auto eq = line.find('=');
    if (eq == std::string::npos)
      throw ModelError(fmt::format("FMU settings: a line without '=': '{}'", line));
    const std::string key = trim(line.substr(0, eq));
    const std::string value = trim(line.substr(eq + 1));
    if (key == "model")
      s.model = value;
    else if (key == "variant")
      s.variants.push_back(models::parse_variant_selection(value));
    else if (key == "cs_solver")
      s.cs_solver = value;
    else if (key == "rtol")
      s.rtol = to_number(key, value);
    else if (key == "step")
      s.step = to_number(key, value);
    else if (key == "output")
      s.outputs.push_back(value);
    else if (key == "start_time")
      s.start_time = to_number(key, value);
    else if (key == "stop_time")
      s.stop_time = to_number(key, value);
    else if (key == "tolerance")
      s.tolerance = to_number(key, value);
    else if (key == "step_size")
      s.step_size = to_number(key, value);
    else
      throw ModelError(fmt::format("FMU settings: unknown key '{}'", key));
  }
  if (s.model.empty()) throw ModelError("FMU settings: no model");
  return s;
}

std::shared_ptr<const CompiledModel> compile_settings_model(const FmuSettings& settings) {
  const models::ModelEntry& entry = models::find_model(settings.model);
  // The interpreter: an FMU must not need a C compiler where it is imported,
  // and the exporter only needs the layout.
  CompileOptions options;
  options.codegen.mode = CodegenMode::Off;
  return compile(*models::build_model(entry, settings.variants), options);
}

FmuLayout make_layout(const CompiledModel& model, const FmuSettings& settings) {
  FmuLayout layout;
  layout.model_name = settings.model;
  auto& vars = layout.variables;
  std::set<std::string> names;

  for (std::size_t k = 0; k < model.parameters.size(); ++k) {
    const ParameterDecl& p = model.parameters[k];
    ScalarVariable v;
    v.name = p.path;
    v.causality = Causality::parameter;
    v.variability = Variability::fixed;
    v.initial = Initial::exact;
    v.start = p.value;
    v.description = p.info.description;
    v.unit = p.info.unit;
    v.source = Source::parameter;
    v.index = static_cast<int>(k);
    names.insert(v.name);
    vars.push_back(std::move(v));
  }

  std::map<std::string, int> signal_column;
  for (std::size_t k = 0; k < model.signal_names.size(); ++k)
    signal_column.emplace(model.signal_names[k], static_cast<int>(k));
  std::vector<std::string> exposed;
  if (settings.outputs.empty()) {
    exposed = model.signal_names;
  } else {
    for (const std::string& o : settings.outputs) {
      if (!signal_column.count(o))
        throw ModelError(fmt::format("no signal '{}' in model '{}' to export as an output.{}", o,
                                     settings.model, did_you_mean(o, model.signal_names)));
      exposed.push_back(o);
    }
  }
  std::map<std::string, int> variable_of;
  for (const std::string& name : exposed) {
    if (names.count(name)) continue;  // a parameter shown among the signals
    ScalarVariable v;
    v.name = name;
    v.causality = Causality::output;
    v.variability = Variability::continuous;
    v.source = Source::signal;
    v.index = signal_column.at(name);
    names.insert(name);
    variable_of[name] = static_cast<int>(vars.size());
    layout.outputs.push_back(static_cast<int>(vars.size()));
    vars.push_back(std::move(v));
  }

  // The continuous states: exposed signals where they are outputs, locals otherwise.
  for (std::size_t k = 0; k < model.state_components.size(); ++k) {
    const std::string& name =
        model.components[static_cast<std::size_t>(model.state_components[k])].name;
    if (auto it = variable_of.find(name); it != variable_of.end()) {
      layout.states.push_back(it->second);
      continue;
    }
    ScalarVariable v;
    v.name = names.count(name) ? name + "_state" : name;
    v.causality = Causality::local;
    v.variability = Variability::continuous;
    v.initial = Initial::calculated;
    v.source = Source::state;
    v.index = static_cast<int>(k);
    names.insert(v.name);
    layout.states.push_back(static_cast<int>(vars.size()));
    vars.push_back(std::move(v));
  }
  for (std::size_t k = 0; k < layout.states.size(); ++k) {
    ScalarVariable v;
    v.name = fmt::format("der({})", vars[static_cast<std::size_t>(layout.states[k])].name);
    v.causality = Causality::local;
    v.variability = Variability::continuous;
    v.initial = Initial::calculated;
    v.derivative_of = layout.states[k];
    v.source = Source::derivative;
    v.index = static_cast<int>(k);
    layout.derivatives.push_back(static_cast<int>(vars.size()));
    vars.push_back(std::move(v));
  }
  for (std::size_t k = 0; k < vars.size(); ++k) vars[k].value_reference = static_cast<unsigned>(k);

  // FMI 2.0 sec. 2.2.8: outputs with initial approx or calculated (the default of an
  // output), continuous states and state derivatives with approx or calculated.
  std::set<int> unknowns(layout.outputs.begin(), layout.outputs.end());
  unknowns.insert(layout.states.begin(), layout.states.end());
  unknowns.insert(layout.derivatives.begin(), layout.derivatives.end());
  layout.initial_unknowns.assign(unknowns.begin(), unknowns.end());

  Simulation probe(std::shared_ptr<const CompiledModel>(&model, [](const CompiledModel*) {}));
  layout.event_indicators =
      probe.event_handler() != nullptr ? probe.event_handler()->num_zero_crossings() : 0;

  std::uint64_t a = 14695981039346656037ull, b = 1469598103934665603ull;
  const auto mix = [&](const std::string& s) {
    a = fnv(s + "\x1f", a);
    b = fnv("\x1e" + s, b);
  };
  mix(settings.model);
  for (const auto& v : settings.variants) mix(v.point + "=" + v.option);
  for (const ScalarVariable& v : vars)
    mix(fmt::format("{}|{}|{}|{}", v.name, v.value_reference, to_string(v.causality),
                    v.derivative_of));
  mix(fmt::format("{}|{}", layout.states.size(), layout.event_indicators));
  layout.guid = fmt::format("{{{:08x}-{:04x}-{:04x}-{:04x}-{:012x}}}", a >> 32, (a >> 16) & 0xffff,
                            a & 0xffff, b >> 48, b & 0xffffffffffffull);
  return layout;
}

}  // namespace acausal::fmi
