#pragma once
// Models and parts known by name: the built-in ones, listed by `acausal list`
// and run by name, and those a user's program registers with the CLI entry
// point (apps/cli.hpp) or a study (apps/study.hpp).
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::models {

/// One variant point set to one of its options.
struct VariantSelection {
  std::string point;
  std::string option;
};

struct ModelEntry {
  std::string name;  // e.g. "Modelica.Mechanics.Rotational.Examples.First"
  std::string description;
  std::function<std::unique_ptr<Model>()> build;
  SimulationOptions defaults;  // the experiment (stop time, interval, tolerance)
  /// For reproductions of MSL examples: the reference folder under reference/msl.
  std::string msl_reference;
  /// Variant points selected after build(): one builder can stand for several
  /// registered models ("Twin.PmsmAveraged" = Twin with motor=pmsm_averaged).
  std::vector<VariantSelection> variants;
};

/// A part that studies and user programs can put into a model by name
/// ("rotational.SpringDamper"), with its default parameters; set its
/// parameters after the replacement.
struct PartEntry {
  std::string name;
  std::string description;
  PartBuilder build;
};

/// Builds the entry's model and selects its own variants, then `extra`
/// (ModelError naming the point or option and the valid ones).
std::unique_ptr<Model> build_model(const ModelEntry& entry,
                                   const std::vector<VariantSelection>& extra = {});

/// Parses "point=option" (ModelError otherwise).
VariantSelection parse_variant_selection(const std::string& text);

const std::vector<ModelEntry>& builtin_models();
/// Throws ModelError naming the nearest names when absent.
const ModelEntry& find_model(const std::string& name);
/// The model the README's first command runs.
const std::string& default_model_name();

/// Common library components with default parameters (rotational,
/// translational and electrical one-ports and inertias).
const std::vector<PartEntry>& builtin_parts();

/// Models and parts by name: the built-in ones plus a program's own. Lookups
/// are read-only and safe from several threads once the registry is filled.
class Registry {
 public:
  /// Empty.
  Registry() = default;
  /// The built-in models and parts, then `models` and `parts` (a name given
  /// twice is a ModelError).
  static Registry with_builtins(const std::vector<ModelEntry>& models = {},
                                const std::vector<PartEntry>& parts = {});

  void add(ModelEntry entry);
  void add(PartEntry entry);

  const std::vector<ModelEntry>& models() const { return models_; }
  const std::vector<PartEntry>& parts() const { return parts_; }
  std::vector<std::string> model_names() const;
  std::vector<std::string> part_names() const;
  /// Throw ModelError naming the nearest names when absent.
  const ModelEntry& model(const std::string& name) const;
  const PartEntry& part(const std::string& name) const;
  const ModelEntry* find_model(const std::string& name) const;
  const PartEntry* find_part(const std::string& name) const;

 private:
  std::vector<ModelEntry> models_;
  std::vector<PartEntry> parts_;
};

}  // namespace acausal::models
