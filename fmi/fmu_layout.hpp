#pragma once
// What an exported FMU shows of a compiled model: its scalar variables with
// value references, causality, variability and initial, the continuous
// states and their derivatives, the outputs, the initial unknowns and the
// number of event indicators. The exporter writes modelDescription.xml from
// it and the FMU's binary computes the same layout when it is instantiated,
// so both agree by construction; the GUID is a hash of the layout.
#include <optional>
#include <string>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "models/registry.hpp"

namespace acausal::fmi {

/// How the FMU builds and runs its model (resources/acausal_fmu.txt).
struct FmuSettings {
  std::string model;  // a built-in registered model
  std::vector<models::VariantSelection> variants;
  /// The integrator of fmi2DoStep: "ida" (the DAE) or an explicit-formulation
  /// method ("cvode-bdf", "erk45", "rk4", ...; rk4 and euler need `step`).
  std::string cs_solver = "ida";
  double rtol = 0;  // <= 0: the model's own
  double step = 0;  // fixed-step methods
  /// Signals exposed as outputs; empty: every signal of the results.
  std::vector<std::string> outputs;
  /// The model's experiment (DefaultExperiment).
  double start_time = 0, stop_time = 1, tolerance = 1e-6, step_size = 0;
};

/// Writes and reads the settings file (one "key = value" per line).
std::string settings_text(const FmuSettings& settings);
FmuSettings parse_settings(const std::string& text);

enum class Causality { parameter, output, local };
enum class Variability { fixed, continuous };
enum class Initial { none, exact, calculated };

const char* to_string(Causality c);
const char* to_string(Variability v);
const char* to_string(Initial i);

/// Where a variable's value comes from at run time.
enum class Source { parameter, signal, state, derivative };

struct ScalarVariable {
  std::string name;
  unsigned value_reference = 0;
  Causality causality = Causality::local;
  Variability variability = Variability::continuous;
  Initial initial = Initial::none;  // none: the attribute is left out (its default applies)
  std::optional<double> start;
  std::string description;
  std::string unit;
  /// For a state derivative: the index (0-based) of the state's variable.
  int derivative_of = -1;
  Source source = Source::signal;
  int index = 0;  // parameter index, signal column or state number
};

struct FmuLayout {
  std::string model_name;
  std::string guid;
  std::vector<ScalarVariable> variables;
  /// Variable index of each continuous state and of its derivative, in the
  /// order of the FMU's state vector (the explicit formulation's states).
  std::vector<int> states;
  std::vector<int> derivatives;
  std::vector<int> outputs;           // variable indices, ascending
  std::vector<int> initial_unknowns;  // variable indices, ascending
  int event_indicators = 0;
};

/// The layout of `model` (compiled with the settings' variants).
FmuLayout make_layout(const CompiledModel& model, const FmuSettings& settings);

/// Builds and compiles the settings' model from the built-in registry.
std::shared_ptr<const CompiledModel> compile_settings_model(const FmuSettings& settings);

}  // namespace acausal::fmi
