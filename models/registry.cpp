#include "models/registry.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"
#include "core/model/names.hpp"
#include "models/catalog.hpp"
#include "models/component_types.hpp"

namespace acausal::models {

std::unique_ptr<Model> build_model(const ModelEntry& entry,
                                   const std::vector<VariantSelection>& extra) {
  if (!entry.build) throw ModelError(fmt::format("model '{}' has no build function", entry.name));
  std::unique_ptr<Model> model = entry.build();
  if (!model)
    throw ModelError(fmt::format("the build function of '{}' returned no model", entry.name));
  for (const VariantSelection& s : entry.variants) model->select_variant(s.point, s.option);
  for (const VariantSelection& s : extra) model->select_variant(s.point, s.option);
  return model;
}

VariantSelection parse_variant_selection(const std::string& text) {
  auto eq = text.find('=');
  if (eq == std::string::npos || eq == 0 || eq + 1 == text.size())
    throw ModelError(fmt::format(
        "a variant selection is point=option (e.g. motor=pmsm_averaged), got '{}'", text));
  return {text.substr(0, eq), text.substr(eq + 1)};
}

const std::vector<ModelEntry>& builtin_models() {
  static const std::vector<ModelEntry> all = catalog();
  return all;
}

namespace {
template <class Entry>
std::vector<std::string> names_of(const std::vector<Entry>& entries) {
  std::vector<std::string> names;
  for (const Entry& e : entries) names.push_back(e.name);
  return names;
}

std::string unknown_model_message(const char* kind, const std::string& name,
                                  const std::vector<std::string>& names) {
  // Up to five near names, the nearest first.
  std::string near;
  for (const std::string& n : nearest_names(name, names, 5)) near += "\n    " + n;
  return fmt::format("no {} '{}'. Did you mean:{}\nRun `acausal list` to see every model.", kind,
                     name, near);
}
}  // namespace

const ModelEntry& find_model(const std::string& name) {
  for (const ModelEntry& m : builtin_models())
    if (m.name == name) return m;
  throw ModelError(unknown_model_message("built-in model", name, names_of(builtin_models())));
}

const std::string& default_model_name() {
  static const std::string name = "Modelica.Mechanics.Rotational.Examples.First";
  return name;
}

Registry Registry::with_builtins(const std::vector<ModelEntry>& models,
                                 const std::vector<PartEntry>& parts) {
  Registry r;
  for (const ModelEntry& m : builtin_models()) r.add(m);
  for (const PartEntry& p : builtin_parts()) r.add(p);
  // Every library component type is a part too, with its default options
  // (models/component_types.hpp); set its parameters after the swap.
  for (const ComponentType& t : component_types())
    if (!r.find_part(t.name)) r.add(PartEntry{t.name, t.description, t.part({})});
  for (const ModelEntry& m : models) r.add(m);
  for (const PartEntry& p : parts) r.add(p);
  return r;
}

void Registry::add(ModelEntry entry) {
  if (entry.name.empty()) throw ModelError("a registered model needs a name");
  if (find_model(entry.name))
    throw ModelError(fmt::format("model '{}' is registered twice", entry.name));
  models_.push_back(std::move(entry));
}

void Registry::add(PartEntry entry) {
  if (entry.name.empty()) throw ModelError("a registered part needs a name");
  if (find_part(entry.name))
    throw ModelError(fmt::format("part '{}' is registered twice", entry.name));
  parts_.push_back(std::move(entry));
}

std::vector<std::string> Registry::model_names() const {
  return names_of(models_);
}
std::vector<std::string> Registry::part_names() const {
  return names_of(parts_);
}

const ModelEntry* Registry::find_model(const std::string& name) const {
  for (const ModelEntry& m : models_)
    if (m.name == name) return &m;
  return nullptr;
}

const PartEntry* Registry::find_part(const std::string& name) const {
  for (const PartEntry& p : parts_)
    if (p.name == name) return &p;
  return nullptr;
}

const ModelEntry& Registry::model(const std::string& name) const {
  if (const ModelEntry* m = find_model(name)) return *m;
  throw ModelError(unknown_model_message("model", name, model_names()));
}

const PartEntry& Registry::part(const std::string& name) const {
  if (const PartEntry* p = find_part(name)) return *p;
  throw ModelError(fmt::format("no part '{}'.{} The parts are: {}", name,
                               did_you_mean(name, part_names()), join_names(part_names())));
}

}  // namespace acausal::models
