#pragma once
// FMI 2.0 export of a registered model (docs/fmi.md): modelDescription.xml
// from the model's FmuLayout, the FMU binary (the prebuilt runtime library
// libacausal_fmu.so: the library's interpreter behind the FMI 2.0 C API,
// model exchange and co-simulation, which builds the model named in
// resources/acausal_fmu.txt), zipped with libzip.
#include <string>

#include "fmi/fmu_layout.hpp"

namespace acausal::fmi {

struct FmuExportOptions {
  FmuSettings settings;
  std::string out;               // the .fmu file to write
  std::string model_identifier;  // empty: from the model name
  std::string runtime;           // the runtime library; empty: find_fmu_runtime()
};

struct FmuExportReport {
  std::string path;
  std::string model_identifier;
  std::string guid;
  std::size_t variables = 0, parameters = 0, outputs = 0, states = 0;
  int event_indicators = 0;
};

/// Writes the FMU. The model must be a built-in one (the runtime builds it
/// by name): ModelError otherwise, and for unknown variants or outputs.
FmuExportReport export_fmu(const FmuExportOptions& options);

/// modelDescription.xml of a layout.
std::string model_description_xml(const FmuLayout& layout, const FmuSettings& settings,
                                  const std::string& model_identifier);

/// A C identifier from a model name ("Modelica.Mechanics.Rotational.Examples.First"
/// -> "Modelica_Mechanics_Rotational_Examples_First").
std::string default_model_identifier(const std::string& model_name);

/// The runtime library: $ACAUSAL_FMU_RUNTIME, else next to the running
/// program (../lib/acausal/libacausal_fmu.so or the build tree's), else the
/// build tree this library was built in. ModelError saying how to give it.
std::string find_fmu_runtime();

}  // namespace acausal::fmi
