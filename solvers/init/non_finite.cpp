#include "solvers/init/non_finite.hpp"

#include <cmath>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::solvers {
namespace {

constexpr std::size_t kLongestOrigin = 240;
constexpr std::size_t kMostUnknowns = 6;

// The unknowns equation `row` depends on (its Jacobian row), with values.
std::vector<int> unknowns_of(const CompiledModel& model, int row) {
  const SparsityPattern& p = model.init.pattern;
  std::vector<int> columns;
  for (int c = 0; c + 1 < static_cast<int>(p.column_start.size()); ++c)
    for (int k = p.column_start[static_cast<std::size_t>(c)];
         k < p.column_start[static_cast<std::size_t>(c) + 1]; ++k)
      if (p.row_index[static_cast<std::size_t>(k)] == row) columns.push_back(c);
  return columns;
}

std::string values_text(const CompiledModel& model, const std::vector<double>& z,
                        const std::vector<int>& columns) {
  std::string s;
  for (std::size_t i = 0; i < columns.size() && i < kMostUnknowns; ++i)
    s += fmt::format("{}{} = {:.6g}", s.empty() ? "" : ", ", init_unknown_name(model, columns[i]),
                     z[static_cast<std::size_t>(columns[i])]);
  if (columns.size() > kMostUnknowns) s += ", ...";
  return s;
}

// What to change: the unknowns at exactly 0 are the usual divisors.
std::string fix_text(const CompiledModel& model, const std::vector<double>& z,
                     const std::vector<int>& columns) {
  std::string zeros;
  for (int c : columns)
    if (z[static_cast<std::size_t>(c)] == 0)
      zeros += fmt::format("{}{}", zeros.empty() ? "" : ", ", init_unknown_name(model, c));
  const std::string rewrite = "or write the equation without the division (a = b / c as a * c = b)";
  if (!zeros.empty())
    return fmt::format("Give {} a non-zero start value (Model::set_start, a study's start), {}.",
                       zeros, rewrite);
  return fmt::format(
      "Give its unknowns start values inside the domain of its functions (no division by 0, "
      "no square root or logarithm of a negative number), {}.",
      rewrite);
}

}  // namespace

std::string shortened_origin(const std::string& origin) {
  return origin.size() <= kLongestOrigin ? origin : origin.substr(0, kLongestOrigin) + " ...";
}

std::string init_unknown_name(const CompiledModel& model, int k) {
  const int n = model.size();
  if (k < n) return model.components[static_cast<std::size_t>(k)].name;
  const int state = model.state_components[static_cast<std::size_t>(k - n)];
  return "der(" + model.components[static_cast<std::size_t>(state)].name + ")";
}

void require_finite_init_residual(const CompiledModel& model, const std::vector<double>& z,
                                  const std::vector<double>& residual, const std::string& where) {
  for (std::size_t i = 0; i < residual.size(); ++i) {
    if (std::isfinite(residual[i])) continue;
    const int row = static_cast<int>(i);
    const std::vector<int> columns = unknowns_of(model, row);
    throw InitializationError(fmt::format(
        "initialisation: the equation\n    {}\n  evaluates to {} {} ({}): a division by zero, a "
        "function outside its domain or an overflow. {}",
        shortened_origin(model.init_equation_origin[i]), residual[i], where,
        values_text(model, z, columns), fix_text(model, z, columns)));
  }
}

void require_finite_init_jacobian(const CompiledModel& model, const std::vector<double>& z,
                                  const std::vector<double>& values, const std::string& where) {
  const SparsityPattern& p = model.init.pattern;
  for (int c = 0; c + 1 < static_cast<int>(p.column_start.size()); ++c)
    for (int k = p.column_start[static_cast<std::size_t>(c)];
         k < p.column_start[static_cast<std::size_t>(c) + 1]; ++k) {
      const double v = values[static_cast<std::size_t>(k)];
      if (std::isfinite(v)) continue;
      const int row = p.row_index[static_cast<std::size_t>(k)];
      const std::vector<int> columns = unknowns_of(model, row);
      throw InitializationError(fmt::format(
          "initialisation: the derivative of the equation\n    {}\n  with respect to {} is {} {} "
          "({}): Newton's method cannot use it (a division by an unknown that is 0, or a square "
          "root at 0). {}",
          shortened_origin(model.init_equation_origin[static_cast<std::size_t>(row)]),
          init_unknown_name(model, c), v, where, values_text(model, z, columns),
          fix_text(model, z, columns)));
    }
}

}  // namespace acausal::solvers
