#include "models/registry.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"
#include "models/catalog.hpp"

namespace acausal::models {

const std::vector<ModelEntry>& builtin_models() {
  static const std::vector<ModelEntry> all = catalog();
  return all;
}

const ModelEntry& find_model(const std::string& name) {
  for (const ModelEntry& m : builtin_models())
    if (m.name == name) return m;
  std::string near;
  const std::string tail = name.substr(name.rfind('.') + 1);
  for (const ModelEntry& m : builtin_models())
    if (m.name.find(tail) != std::string::npos) near += "\n    " + m.name;
  throw ModelError(
      fmt::format("no built-in model '{}'.{}{}", name,
                  near.empty() ? " Run `acausal list` to see them." : " Did you mean:", near));
}

const std::string& default_model_name() {
  static const std::string name = "Modelica.Mechanics.Rotational.Examples.First";
  return name;
}

}  // namespace acausal::models
