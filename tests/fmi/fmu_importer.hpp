#pragma once
// A small FMI 2.0 importer for the tests: unzips an FMU (libzip), reads and
// checks modelDescription.xml against the rules of the standard (pugixml),
// loads the binary with dlopen, and runs it as model exchange with a
// fixed-step explicit Euler and as co-simulation.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "fmi/fmi2_functions.h"

namespace acausal::testing {

struct FmuVariable {
  std::string name;
  unsigned value_reference = 0;
  std::string causality, variability, initial;
  bool has_start = false;
  double start = 0;
  int derivative = 0;  // 1-based index of the state, 0 if none
};

struct FmuDescription {
  std::string fmi_version, model_name, guid, model_identifier_me, model_identifier_cs;
  int event_indicators = 0;
  std::vector<FmuVariable> variables;
  std::vector<int> outputs, derivatives, initial_unknowns;  // 1-based indices as in the file
  double start_time = 0, stop_time = 0, tolerance = 0, step_size = 0;
  int index_of(const std::string& name) const;  // 0-based, -1 if absent
};

/// Reads modelDescription.xml.
FmuDescription read_model_description(const std::string& path);

/// Checks the description against FMI 2.0 (sec. 2.2.7-2.2.8): unique value
/// references, causality/variability combinations, initial allowed for each,
/// start present exactly when required, derivatives pointing at continuous
/// Reals, Outputs = the outputs, InitialUnknowns = outputs, states and
/// derivatives with initial approx or calculated, indices ascending. Returns
/// every violation (empty: valid).
std::vector<std::string> validate_model_description(const FmuDescription& d);

/// The fmi2 functions of a loaded binary.
struct FmuFunctions {
  void* handle = nullptr;
#define ACAUSAL_FMI2_FUNCTION(name) decltype(&::name) name = nullptr;
  ACAUSAL_FMI2_FUNCTION(fmi2GetTypesPlatform)
  ACAUSAL_FMI2_FUNCTION(fmi2GetVersion)
  ACAUSAL_FMI2_FUNCTION(fmi2SetDebugLogging)
  ACAUSAL_FMI2_FUNCTION(fmi2Instantiate)
  ACAUSAL_FMI2_FUNCTION(fmi2FreeInstance)
  ACAUSAL_FMI2_FUNCTION(fmi2SetupExperiment)
  ACAUSAL_FMI2_FUNCTION(fmi2EnterInitializationMode)
  ACAUSAL_FMI2_FUNCTION(fmi2ExitInitializationMode)
  ACAUSAL_FMI2_FUNCTION(fmi2Terminate)
  ACAUSAL_FMI2_FUNCTION(fmi2Reset)
  ACAUSAL_FMI2_FUNCTION(fmi2GetReal)
  ACAUSAL_FMI2_FUNCTION(fmi2SetReal)
  ACAUSAL_FMI2_FUNCTION(fmi2EnterEventMode)
  ACAUSAL_FMI2_FUNCTION(fmi2NewDiscreteStates)
  ACAUSAL_FMI2_FUNCTION(fmi2EnterContinuousTimeMode)
  ACAUSAL_FMI2_FUNCTION(fmi2CompletedIntegratorStep)
  ACAUSAL_FMI2_FUNCTION(fmi2SetTime)
  ACAUSAL_FMI2_FUNCTION(fmi2SetContinuousStates)
  ACAUSAL_FMI2_FUNCTION(fmi2GetDerivatives)
  ACAUSAL_FMI2_FUNCTION(fmi2GetEventIndicators)
  ACAUSAL_FMI2_FUNCTION(fmi2GetContinuousStates)
  ACAUSAL_FMI2_FUNCTION(fmi2GetNominalsOfContinuousStates)
  ACAUSAL_FMI2_FUNCTION(fmi2DoStep)
  ACAUSAL_FMI2_FUNCTION(fmi2GetBooleanStatus)
#undef ACAUSAL_FMI2_FUNCTION
};

/// Every function FMI 2.0 requires of a binary that offers model exchange and
/// co-simulation.
const std::vector<std::string>& required_fmi2_functions();

class LoadedFmu {
 public:
  /// Unzips `fmu` into `folder`, reads its description, dlopens its binary.
  LoadedFmu(const std::string& fmu, const std::string& folder);
  ~LoadedFmu();
  LoadedFmu(const LoadedFmu&) = delete;
  LoadedFmu& operator=(const LoadedFmu&) = delete;

  const FmuDescription& description() const { return description_; }
  const FmuFunctions& functions() const { return functions_; }
  const std::string& folder() const { return folder_; }
  /// The binary's symbols among required_fmi2_functions() that dlsym cannot find.
  std::vector<std::string> missing_functions() const;
  /// file:// URI of the resources folder.
  std::string resource_uri() const;
  /// Messages the FMU logged through the callback.
  static std::vector<std::string>& log();

  /// Instantiates (fmi2Instantiate with the description's GUID unless `guid` is given).
  fmi2Component instantiate(fmi2Type type, const std::string& guid = "") const;

 private:
  std::string folder_;
  FmuDescription description_;
  FmuFunctions functions_;
};

/// A trajectory: time and the values of the chosen variables.
struct Trajectory {
  std::vector<std::string> names;
  std::vector<double> time;
  std::vector<std::vector<double>> values;  // [row][variable]
};

struct RunSettings {
  double t_start = 0, t_stop = 1;
  double step = 1e-3;                        // Euler step (model exchange) or communication step
  int record_every = 10;                     // steps between recorded rows
  std::map<std::string, double> parameters;  // set before initialisation
  std::vector<std::string> record;           // variable names
};

/// Model exchange with a fixed-step explicit Euler (x += h f(t, x)), state
/// events found at the end of the step where an indicator changed sign, time
/// events stepped onto exactly.
Trajectory run_model_exchange(const LoadedFmu& fmu, const RunSettings& settings);
/// Co-simulation with constant communication steps.
Trajectory run_co_simulation(const LoadedFmu& fmu, const RunSettings& settings);

}  // namespace acausal::testing
