#include "tests/fmi/fmu_importer.hpp"

#include <dlfcn.h>

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <set>
#include <stdexcept>

#include <fmt/format.h>
#include <zip.h>
#include <pugixml.hpp>

namespace acausal::testing {
namespace {

namespace fs = std::filesystem;

void unzip(const std::string& archive, const fs::path& folder) {
  int error = 0;
  zip_t* zip = zip_open(archive.c_str(), ZIP_RDONLY, &error);
  if (zip == nullptr) throw std::runtime_error("cannot open " + archive);
  const zip_int64_t n = zip_get_num_entries(zip, 0);
  for (zip_int64_t i = 0; i < n; ++i) {
    const std::string name = zip_get_name(zip, static_cast<zip_uint64_t>(i), 0);
    if (name.empty() || name.back() == '/') continue;
    if (name.find("..") != std::string::npos || name.front() == '/' || name.rfind("./", 0) == 0)
      throw std::runtime_error("FMU entry with a bad path: " + name);
    const fs::path out = folder / name;
    fs::create_directories(out.parent_path());
    zip_file_t* f = zip_fopen_index(zip, static_cast<zip_uint64_t>(i), 0);
    if (f == nullptr) throw std::runtime_error("cannot read " + name);
    std::ofstream file(out, std::ios::binary);
    char buffer[65536];
    zip_int64_t got = 0;
    while ((got = zip_fread(f, buffer, sizeof buffer)) > 0)
      file.write(buffer, static_cast<std::streamsize>(got));
    zip_fclose(f);
  }
  zip_close(zip);
}

void logger(fmi2ComponentEnvironment, fmi2String instance, fmi2Status status, fmi2String category,
            fmi2String message, ...) {
  char text[4096];
  va_list args;
  va_start(args, message);
  std::vsnprintf(text, sizeof text, message, args);
  va_end(args);
  LoadedFmu::log().push_back(fmt::format("[{}] {} ({}): {}", static_cast<int>(status),
                                         instance ? instance : "", category ? category : "", text));
}

const fmi2CallbackFunctions kCallbacks{logger, nullptr, nullptr, nullptr, nullptr};

void check(fmi2Status s, const char* what) {
  if (s != fmi2OK)
    throw std::runtime_error(
        fmt::format("{} returned status {}{}", what, static_cast<int>(s),
                    LoadedFmu::log().empty() ? "" : ": " + LoadedFmu::log().back()));
}

std::vector<fmi2ValueReference> references(const FmuDescription& d,
                                           const std::vector<std::string>& names) {
  std::vector<fmi2ValueReference> vr;
  for (const std::string& n : names) {
    const int i = d.index_of(n);
    if (i < 0) throw std::runtime_error("no variable " + n + " in the FMU");
    vr.push_back(d.variables[static_cast<std::size_t>(i)].value_reference);
  }
  return vr;
}

void set_parameters(const LoadedFmu& fmu, fmi2Component c, const RunSettings& s) {
  for (const auto& [name, value] : s.parameters) {
    const auto vr = references(fmu.description(), {name});
    check(fmu.functions().fmi2SetReal(c, vr.data(), 1, &value), "fmi2SetReal");
  }
}

void record(const LoadedFmu& fmu, fmi2Component c, const std::vector<fmi2ValueReference>& vr,
            double t, Trajectory& out) {
  std::vector<double> row(vr.size());
  check(fmu.functions().fmi2GetReal(c, vr.data(), vr.size(), row.data()), "fmi2GetReal");
  out.time.push_back(t);
  out.values.push_back(std::move(row));
}

}  // namespace

int FmuDescription::index_of(const std::string& name) const {
  for (std::size_t i = 0; i < variables.size(); ++i)
    if (variables[i].name == name) return static_cast<int>(i);
  return -1;
}

FmuDescription read_model_description(const std::string& path) {
  pugi::xml_document doc;
  const pugi::xml_parse_result ok = doc.load_file(path.c_str());
  if (!ok) throw std::runtime_error(fmt::format("{}: {}", path, ok.description()));
  const auto root = doc.child("fmiModelDescription");
  FmuDescription d;
  d.fmi_version = root.attribute("fmiVersion").as_string();
  d.model_name = root.attribute("modelName").as_string();
  d.guid = root.attribute("guid").as_string();
  d.event_indicators = root.attribute("numberOfEventIndicators").as_int();
  d.model_identifier_me = root.child("ModelExchange").attribute("modelIdentifier").as_string();
  d.model_identifier_cs = root.child("CoSimulation").attribute("modelIdentifier").as_string();
  const auto ex = root.child("DefaultExperiment");
  d.start_time = ex.attribute("startTime").as_double();
  d.stop_time = ex.attribute("stopTime").as_double();
  d.tolerance = ex.attribute("tolerance").as_double();
  d.step_size = ex.attribute("stepSize").as_double();
  for (const auto sv : root.child("ModelVariables").children("ScalarVariable")) {
    FmuVariable v;
    v.name = sv.attribute("name").as_string();
    v.value_reference = sv.attribute("valueReference").as_uint();
    v.causality = sv.attribute("causality").as_string("local");
    v.variability = sv.attribute("variability").as_string("continuous");
    v.initial = sv.attribute("initial").as_string();
    const auto real = sv.child("Real");
    if (real.attribute("start")) {
      v.has_start = true;
      v.start = real.attribute("start").as_double();
    }
    v.derivative = real.attribute("derivative").as_int();
    d.variables.push_back(std::move(v));
  }
  const auto structure = root.child("ModelStructure");
  for (const auto& [name, list] :
       {std::pair{"Outputs", &d.outputs}, std::pair{"Derivatives", &d.derivatives},
        std::pair{"InitialUnknowns", &d.initial_unknowns}})
    for (const auto u : structure.child(name).children("Unknown"))
      list->push_back(u.attribute("index").as_int());
  return d;
}

std::vector<std::string> validate_model_description(const FmuDescription& d) {
  std::vector<std::string> errors;
  const auto fail = [&](std::string e) { errors.push_back(std::move(e)); };
  if (d.fmi_version != "2.0") fail("fmiVersion is not 2.0");
  if (d.guid.empty()) fail("no guid");
  if (d.model_identifier_me.empty() || d.model_identifier_cs.empty()) fail("no modelIdentifier");
  std::set<unsigned> refs;
  std::set<std::string> names;
  const std::set<std::pair<std::string, std::string>> valid_pairs{
      {"parameter", "fixed"},
      {"parameter", "tunable"},
      {"calculatedParameter", "fixed"},
      {"calculatedParameter", "tunable"},
      {"input", "discrete"},
      {"input", "continuous"},
      {"output", "constant"},
      {"output", "discrete"},
      {"output", "continuous"},
      {"local", "constant"},
      {"local", "fixed"},
      {"local", "tunable"},
      {"local", "discrete"},
      {"local", "continuous"},
      {"independent", "continuous"}};
  const auto default_initial = [](const FmuVariable& v) -> std::string {
    if (v.variability == "constant" || v.causality == "parameter") return "exact";
    if (v.causality == "input" || v.causality == "independent") return "";
    return "calculated";
  };
  const auto allowed_initial = [](const FmuVariable& v) -> std::set<std::string> {
    if (v.variability == "constant") return {"exact"};
    if (v.causality == "parameter") return {"exact"};
    if (v.causality == "calculatedParameter") return {"approx", "calculated"};
    if (v.causality == "input" || v.causality == "independent") return {""};
    if (v.causality == "local" && (v.variability == "fixed" || v.variability == "tunable"))
      return {"approx", "calculated"};
    return {"exact", "approx", "calculated"};  // output and local, discrete or continuous
  };
  std::vector<std::string> initial(d.variables.size());
  for (std::size_t i = 0; i < d.variables.size(); ++i) {
    const FmuVariable& v = d.variables[i];
    if (!refs.insert(v.value_reference).second)
      fail(fmt::format("value reference {} used twice ({})", v.value_reference, v.name));
    if (!names.insert(v.name).second) fail("name used twice: " + v.name);
    if (!valid_pairs.count({v.causality, v.variability}))
      fail(fmt::format("{}: causality {} with variability {} is not allowed", v.name, v.causality,
                       v.variability));
    initial[i] = v.initial.empty() ? default_initial(v) : v.initial;
    if (!allowed_initial(v).count(initial[i]))
      fail(fmt::format("{}: initial '{}' is not allowed for {} {}", v.name, initial[i], v.causality,
                       v.variability));
    const bool needs_start =
        initial[i] == "exact" || initial[i] == "approx" || v.causality == "input";
    if (needs_start != v.has_start)
      fail(fmt::format("{}: start {} with initial '{}'", v.name, v.has_start ? "given" : "missing",
                       initial[i]));
    if (v.derivative != 0) {
      if (v.derivative < 1 || v.derivative > static_cast<int>(d.variables.size()))
        fail(fmt::format("{}: derivative index {} out of range", v.name, v.derivative));
      else if (d.variables[static_cast<std::size_t>(v.derivative - 1)].variability != "continuous")
        fail(fmt::format("{}: the derivative of a variable that is not continuous", v.name));
    }
  }
  const auto ascending = [](const std::vector<int>& v) {
    return std::is_sorted(v.begin(), v.end()) && std::adjacent_find(v.begin(), v.end()) == v.end();
  };
  std::vector<int> outputs, derivatives, states;
  for (std::size_t i = 0; i < d.variables.size(); ++i) {
    if (d.variables[i].causality == "output") outputs.push_back(static_cast<int>(i) + 1);
    if (d.variables[i].derivative != 0) {
      derivatives.push_back(static_cast<int>(i) + 1);
      states.push_back(d.variables[i].derivative);
    }
  }
  if (d.outputs != outputs) fail("ModelStructure/Outputs is not the list of outputs");
  std::vector<int> listed_derivatives = d.derivatives;
  std::sort(listed_derivatives.begin(), listed_derivatives.end());
  if (listed_derivatives != derivatives)
    fail("ModelStructure/Derivatives is not the list of derivatives");
  std::set<int> unknowns;
  for (int o : outputs)
    if (initial[static_cast<std::size_t>(o - 1)] != "exact") unknowns.insert(o);
  for (int s : states)
    if (initial[static_cast<std::size_t>(s - 1)] != "exact") unknowns.insert(s);
  for (int der : derivatives)
    if (initial[static_cast<std::size_t>(der - 1)] != "exact") unknowns.insert(der);
  if (!ascending(d.initial_unknowns)) fail("InitialUnknowns not ascending");
  if (std::vector<int>(unknowns.begin(), unknowns.end()) != d.initial_unknowns)
    fail(
        "InitialUnknowns is not outputs, states and derivatives with initial approx or calculated");
  return errors;
}

const std::vector<std::string>& required_fmi2_functions() {
  static const std::vector<std::string> names{"fmi2GetTypesPlatform",
                                              "fmi2GetVersion",
                                              "fmi2SetDebugLogging",
                                              "fmi2Instantiate",
                                              "fmi2FreeInstance",
                                              "fmi2SetupExperiment",
                                              "fmi2EnterInitializationMode",
                                              "fmi2ExitInitializationMode",
                                              "fmi2Terminate",
                                              "fmi2Reset",
                                              "fmi2GetReal",
                                              "fmi2GetInteger",
                                              "fmi2GetBoolean",
                                              "fmi2GetString",
                                              "fmi2SetReal",
                                              "fmi2SetInteger",
                                              "fmi2SetBoolean",
                                              "fmi2SetString",
                                              "fmi2GetFMUstate",
                                              "fmi2SetFMUstate",
                                              "fmi2FreeFMUstate",
                                              "fmi2SerializedFMUstateSize",
                                              "fmi2SerializeFMUstate",
                                              "fmi2DeSerializeFMUstate",
                                              "fmi2GetDirectionalDerivative",
                                              "fmi2EnterEventMode",
                                              "fmi2NewDiscreteStates",
                                              "fmi2EnterContinuousTimeMode",
                                              "fmi2CompletedIntegratorStep",
                                              "fmi2SetTime",
                                              "fmi2SetContinuousStates",
                                              "fmi2GetDerivatives",
                                              "fmi2GetEventIndicators",
                                              "fmi2GetContinuousStates",
                                              "fmi2GetNominalsOfContinuousStates",
                                              "fmi2SetRealInputDerivatives",
                                              "fmi2GetRealOutputDerivatives",
                                              "fmi2DoStep",
                                              "fmi2CancelStep",
                                              "fmi2GetStatus",
                                              "fmi2GetRealStatus",
                                              "fmi2GetIntegerStatus",
                                              "fmi2GetBooleanStatus",
                                              "fmi2GetStringStatus"};
  return names;
}

std::vector<std::string>& LoadedFmu::log() {
  static std::vector<std::string> messages;
  return messages;
}

LoadedFmu::LoadedFmu(const std::string& fmu, const std::string& folder) : folder_(folder) {
  fs::remove_all(folder);
  fs::create_directories(folder);
  unzip(fmu, folder);
  description_ = read_model_description((fs::path(folder) / "modelDescription.xml").string());
  const fs::path binary =
      fs::path(folder) / "binaries" / "linux64" / (description_.model_identifier_me + ".so");
  // RTLD_NODELETE: the FMU's globals stay mapped after dlclose, so that the
  // leak checker still sees what they own (else everything they point to is
  // reported as leaked).
  functions_.handle = dlopen(binary.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
  if (functions_.handle == nullptr) throw std::runtime_error(fmt::format("dlopen: {}", dlerror()));
#define ACAUSAL_FMI2_LOAD(name)                                                                   \
  functions_.name = reinterpret_cast<decltype(functions_.name)>(dlsym(functions_.handle, #name)); \
  if (functions_.name == nullptr) throw std::runtime_error("missing " #name);
  ACAUSAL_FMI2_LOAD(fmi2GetTypesPlatform)
  ACAUSAL_FMI2_LOAD(fmi2GetVersion)
  ACAUSAL_FMI2_LOAD(fmi2SetDebugLogging)
  ACAUSAL_FMI2_LOAD(fmi2Instantiate)
  ACAUSAL_FMI2_LOAD(fmi2FreeInstance)
  ACAUSAL_FMI2_LOAD(fmi2SetupExperiment)
  ACAUSAL_FMI2_LOAD(fmi2EnterInitializationMode)
  ACAUSAL_FMI2_LOAD(fmi2ExitInitializationMode)
  ACAUSAL_FMI2_LOAD(fmi2Terminate)
  ACAUSAL_FMI2_LOAD(fmi2Reset)
  ACAUSAL_FMI2_LOAD(fmi2GetReal)
  ACAUSAL_FMI2_LOAD(fmi2SetReal)
  ACAUSAL_FMI2_LOAD(fmi2EnterEventMode)
  ACAUSAL_FMI2_LOAD(fmi2NewDiscreteStates)
  ACAUSAL_FMI2_LOAD(fmi2EnterContinuousTimeMode)
  ACAUSAL_FMI2_LOAD(fmi2CompletedIntegratorStep)
  ACAUSAL_FMI2_LOAD(fmi2SetTime)
  ACAUSAL_FMI2_LOAD(fmi2SetContinuousStates)
  ACAUSAL_FMI2_LOAD(fmi2GetDerivatives)
  ACAUSAL_FMI2_LOAD(fmi2GetEventIndicators)
  ACAUSAL_FMI2_LOAD(fmi2GetContinuousStates)
  ACAUSAL_FMI2_LOAD(fmi2GetNominalsOfContinuousStates)
  ACAUSAL_FMI2_LOAD(fmi2DoStep)
  ACAUSAL_FMI2_LOAD(fmi2GetBooleanStatus)
#undef ACAUSAL_FMI2_LOAD
}

LoadedFmu::~LoadedFmu() {
  if (functions_.handle != nullptr) dlclose(functions_.handle);
}

std::vector<std::string> LoadedFmu::missing_functions() const {
  std::vector<std::string> missing;
  for (const std::string& name : required_fmi2_functions())
    if (dlsym(functions_.handle, name.c_str()) == nullptr) missing.push_back(name);
  return missing;
}

std::string LoadedFmu::resource_uri() const {
  return "file://" + fs::absolute(fs::path(folder_) / "resources").string();
}

fmi2Component LoadedFmu::instantiate(fmi2Type type, const std::string& guid) const {
  return functions_.fmi2Instantiate("instance", type,
                                    guid.empty() ? description_.guid.c_str() : guid.c_str(),
                                    resource_uri().c_str(), &kCallbacks, fmi2False, fmi2False);
}

Trajectory run_model_exchange(const LoadedFmu& fmu, const RunSettings& s) {
  const FmuFunctions& f = fmu.functions();
  const FmuDescription& d = fmu.description();
  fmi2Component c = fmu.instantiate(fmi2ModelExchange);
  if (c == nullptr)
    throw std::runtime_error("fmi2Instantiate failed: " +
                             (LoadedFmu::log().empty() ? std::string() : LoadedFmu::log().back()));
  Trajectory out;
  out.names = s.record;
  const auto vr = references(d, s.record);
  check(f.fmi2SetupExperiment(c, fmi2False, 0, s.t_start, fmi2True, s.t_stop),
        "fmi2SetupExperiment");
  check(f.fmi2EnterInitializationMode(c), "fmi2EnterInitializationMode");
  set_parameters(fmu, c, s);
  check(f.fmi2ExitInitializationMode(c), "fmi2ExitInitializationMode");
  fmi2EventInfo info{};
  const auto event_iteration = [&] {
    info.newDiscreteStatesNeeded = fmi2True;
    while (info.newDiscreteStatesNeeded == fmi2True)
      check(f.fmi2NewDiscreteStates(c, &info), "fmi2NewDiscreteStates");
  };
  event_iteration();
  check(f.fmi2EnterContinuousTimeMode(c), "fmi2EnterContinuousTimeMode");
  std::size_t nx = 0;
  for (const FmuVariable& v : d.variables) nx += v.derivative != 0 ? 1 : 0;
  const auto nz = static_cast<std::size_t>(d.event_indicators);
  std::vector<double> x(nx), dx(nx), z(nz), z_before(nz);
  check(f.fmi2GetContinuousStates(c, x.data(), nx), "fmi2GetContinuousStates");
  check(f.fmi2GetEventIndicators(c, z_before.data(), nz), "fmi2GetEventIndicators");
  double t = s.t_start;
  record(fmu, c, vr, t, out);
  long step = 0;
  while (t < s.t_stop - 1e-12 * s.t_stop) {
    // The step ends at the next grid point, or earlier at a time event.
    double t_next = s.t_start + static_cast<double>(step + 1) * s.step;
    bool time_event = false;
    if (info.nextEventTimeDefined == fmi2True && info.nextEventTime < t_next - 1e-12) {
      t_next = info.nextEventTime;
      time_event = true;
    } else {
      ++step;
    }
    check(f.fmi2GetDerivatives(c, dx.data(), nx), "fmi2GetDerivatives");
    for (std::size_t k = 0; k < nx; ++k) x[k] += (t_next - t) * dx[k];
    t = t_next;
    check(f.fmi2SetTime(c, t), "fmi2SetTime");
    check(f.fmi2SetContinuousStates(c, x.data(), nx), "fmi2SetContinuousStates");
    check(f.fmi2GetEventIndicators(c, z.data(), nz), "fmi2GetEventIndicators");
    bool state_event = false;
    for (std::size_t k = 0; k < nz; ++k)
      state_event = state_event || ((z_before[k] < 0) != (z[k] < 0));
    fmi2Boolean enter = fmi2False, terminate = fmi2False;
    check(f.fmi2CompletedIntegratorStep(c, fmi2True, &enter, &terminate),
          "fmi2CompletedIntegratorStep");
    if (info.nextEventTimeDefined == fmi2True && std::abs(t - info.nextEventTime) <= 1e-12)
      time_event = true;
    if (state_event || time_event || enter == fmi2True) {
      check(f.fmi2EnterEventMode(c), "fmi2EnterEventMode");
      event_iteration();
      check(f.fmi2EnterContinuousTimeMode(c), "fmi2EnterContinuousTimeMode");
      if (info.valuesOfContinuousStatesChanged == fmi2True)
        check(f.fmi2GetContinuousStates(c, x.data(), nx), "fmi2GetContinuousStates");
      check(f.fmi2GetEventIndicators(c, z.data(), nz), "fmi2GetEventIndicators");
      if (info.terminateSimulation == fmi2True) break;
    }
    z_before = z;
    if (!time_event && step % s.record_every == 0) record(fmu, c, vr, t, out);
  }
  f.fmi2Terminate(c);
  f.fmi2FreeInstance(c);
  return out;
}

Trajectory run_co_simulation(const LoadedFmu& fmu, const RunSettings& s) {
  const FmuFunctions& f = fmu.functions();
  fmi2Component c = fmu.instantiate(fmi2CoSimulation);
  if (c == nullptr)
    throw std::runtime_error("fmi2Instantiate failed: " +
                             (LoadedFmu::log().empty() ? std::string() : LoadedFmu::log().back()));
  Trajectory out;
  out.names = s.record;
  const auto vr = references(fmu.description(), s.record);
  check(f.fmi2SetupExperiment(c, fmi2False, 0, s.t_start, fmi2True, s.t_stop),
        "fmi2SetupExperiment");
  check(f.fmi2EnterInitializationMode(c), "fmi2EnterInitializationMode");
  set_parameters(fmu, c, s);
  check(f.fmi2ExitInitializationMode(c), "fmi2ExitInitializationMode");
  double t = s.t_start;
  record(fmu, c, vr, t, out);
  for (long k = 1; t < s.t_stop - 1e-12 * s.t_stop; ++k) {
    const double t_next = s.t_start + static_cast<double>(k) * s.step;
    check(f.fmi2DoStep(c, t, t_next - t, fmi2True), "fmi2DoStep");
    t = t_next;
    if (k % s.record_every == 0) record(fmu, c, vr, t, out);
  }
  f.fmi2Terminate(c);
  f.fmi2FreeInstance(c);
  return out;
}

}  // namespace acausal::testing
