#include "core/model/variable.hpp"

#include <cmath>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal {

void validate_parameter(const ParameterDecl& p, double value) {
  const char* rule = nullptr;
  const char* fix = nullptr;
  switch (p.info.check) {
    case ParameterCheck::Any:
      break;
    case ParameterCheck::Positive:
      if (!(value > 0)) rule = "> 0", fix = "a positive value";
      break;
    case ParameterCheck::NonNegative:
      if (!(value >= 0)) rule = ">= 0", fix = "a non-negative value";
      break;
    case ParameterCheck::NonZero:
      if (value == 0) rule = "!= 0", fix = "a non-zero value";
      break;
  }
  if (!std::isfinite(value)) rule = "finite", fix = "a finite number";
  if (rule) {
    std::string what = p.info.description.empty() ? "" : fmt::format(" ({})", p.info.description);
    std::string unit = p.info.unit.empty() ? "" : " " + p.info.unit;
    throw ModelError(
        fmt::format("{} '{}': parameter {} = {}{}{} is invalid: it must be {}. Set {} to {}.",
                    p.owner_type, p.path.substr(0, p.path.rfind('.')),
                    p.path.substr(p.path.rfind('.') + 1), value, unit, what, rule, p.path, fix));
  }
}

}  // namespace acausal
