#include "core/passes/evaluate_parameters.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"
#include "core/expr/substitute.hpp"
#include "core/model/names.hpp"

namespace acausal {

int evaluate_parameters(FlatSystem& flat, const std::vector<std::string>& tunable) {
  std::vector<bool> pattern_used(tunable.size(), false);
  Substitution values;
  for (FlatParameter& p : flat.parameters) {
    bool keep = false;
    for (std::size_t k = 0; k < tunable.size(); ++k) {
      if (glob_match(tunable[k], p.decl.path)) {
        keep = true;
        pattern_used[k] = true;
      }
    }
    if (keep) continue;
    p.evaluated = true;
    values.emplace(p.decl.symbol, Expr(p.decl.value));
  }
  for (std::size_t k = 0; k < tunable.size(); ++k) {
    if (pattern_used[k]) continue;
    std::vector<std::string> paths;
    for (const FlatParameter& p : flat.parameters) paths.push_back(p.decl.path);
    throw ModelError(fmt::format(
        "tunable parameters: '{}' matches no parameter of model '{}'.{} Give a parameter's full "
        "path (e.g. 'inertia1.J') or a pattern with '*' (e.g. 'arm.*.m')",
        tunable[k], flat.model_name, did_you_mean(tunable[k], paths)));
  }
  if (values.empty()) return 0;

  Substituter substitute(values);
  auto fold = [&](std::vector<FlatEquation>& equations) {
    for (FlatEquation& e : equations) {
      e.lhs = substitute(e.lhs);
      e.rhs = substitute(e.rhs);
    }
  };
  fold(flat.equations);
  fold(flat.initial_equations);
  fold(flat.discrete_equations);
  for (WhenClause& w : flat.whens) {
    w.condition = substitute(w.condition);
    for (Assignment& a : w.assignments) a.value = substitute(a.value);
    for (Assignment& a : w.reinits) a.value = substitute(a.value);
  }
  for (Alias& a : flat.aliases) a.value = substitute(a.value);
  return static_cast<int>(values.size());
}

}  // namespace acausal
