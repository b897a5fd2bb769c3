#include "components/robotics/joint_parameters.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::robotics {

std::vector<Expr> joint_parameters(Component& c, const std::string& name,
                                   const std::vector<double>& given, int n, ParameterInfo info) {
  if (given.size() != 1 && given.size() != static_cast<std::size_t>(n))
    throw ModelError(fmt::format(
        "{} '{}': {} has {} entries; give 1 (the same for every joint) or {} (one per joint)",
        c.type_name(), c.path(), name, given.size(), n));
  std::vector<Expr> out;
  for (int i = 0; i < n; ++i) {
    const double v = given.size() == 1 ? given[0] : given[static_cast<std::size_t>(i)];
    out.push_back(c.parameter(fmt::format("{}[{}]", name, i + 1), v, info));
  }
  return out;
}

}  // namespace acausal::robotics
