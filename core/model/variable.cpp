#include "core/model/variable.hpp"

#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal {

namespace {

void validate_own_rule(const ParameterDecl& p, double value) {
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
    case ParameterCheck::Negative:
      if (!(value < 0)) rule = "< 0", fix = "a negative value";
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

}  // namespace

void check_constraint(const ParameterConstraint& c, const ParameterLookup& value_of) {
  std::vector<double> values;
  values.reserve(c.parameters.size());
  for (const std::string& path : c.parameters) values.push_back(value_of(path));
  for (std::size_t i = 0; i < values.size(); ++i)
    if (!std::isfinite(values[i]))
      throw ModelError(
          fmt::format("{} '{}': parameter {} = {} is invalid: it must be finite. Set "
                      "{} to a finite number.",
                      c.component_type, c.component, c.parameters[i], values[i], c.parameters[i]));
  const std::string problem = c.check(values);
  if (!problem.empty())
    throw ModelError(fmt::format("{} '{}': {}", c.component_type, c.component, problem));
}

void validate_parameter(const ParameterDecl& p, double value, const ParameterLookup& current) {
  validate_own_rule(p, value);
  for (const auto& c : p.constraints)
    check_constraint(
        *c, [&](const std::string& path) { return path == p.path ? value : current(path); });
}

void validate_parameter(const ParameterDecl& p, double value) {
  validate_own_rule(p, value);
  for (const auto& c : p.constraints) {
    try {
      check_constraint(*c, [&](const std::string& path) {
        if (path == p.path) return value;
        for (std::size_t i = 0; i < c->parameters.size(); ++i)
          if (c->parameters[i] == path && i < c->values.size()) return c->values[i];
        return std::numeric_limits<double>::quiet_NaN();
      });
    } catch (const ModelError& e) {
      if (c->parameters.size() < 2) throw;
      // Name the values the others were taken at.
      std::string others;
      for (std::size_t i = 0; i < c->parameters.size() && i < c->values.size(); ++i)
        if (c->parameters[i] != p.path)
          others +=
              fmt::format("{}{} = {}", others.empty() ? "" : ", ", c->parameters[i], c->values[i]);
      throw ModelError(fmt::format(
          "{} (checked with {} as compiled; to change several of these parameters together, "
          "set them on the Model before compiling with Model::set_parameters, or with one "
          "--set each on the command line)",
          e.what(), others));
    }
  }
}

}  // namespace acausal
