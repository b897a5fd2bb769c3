#pragma once
// Built-in models, listed by `acausal list` and run by name.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::models {

struct ModelEntry {
  std::string name;  // e.g. "Modelica.Mechanics.Rotational.Examples.First"
  std::string description;
  std::function<std::unique_ptr<Model>()> build;
  SimulationOptions defaults;  // the experiment (stop time, interval, tolerance)
  /// For reproductions of MSL examples: the reference folder under reference/msl.
  std::string msl_reference;
};

const std::vector<ModelEntry>& builtin_models();
/// Throws ModelError listing close names when absent.
const ModelEntry& find_model(const std::string& name);
/// The model the README's first command runs.
const std::string& default_model_name();

}  // namespace acausal::models
