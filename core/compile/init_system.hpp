#pragma once
// The initialisation problem: find z = [y, y' of the states] with F = 0 and
// as many initial conditions as there are states. Conditions are the
// initial equations and fixed start values; where they are too few, start
// values of states are added (as Modelica tools do), chosen by matching so
// that the system stays structurally regular.
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "core/compile/program.hpp"
#include "core/compile/sparse_jacobian.hpp"
#include "core/passes/analyse.hpp"

namespace acausal {

struct InitSystem {
  int num_unknowns = 0;               // n + number of states
  std::vector<int> state_components;  // y index of state k
  std::vector<Expr> residuals;        // F then the conditions
  EquationOrigins origin;
  std::vector<std::pair<Expr, int>> leaf_to_z;  // leaf -> index in z
  std::vector<std::string> added_start_conditions;

  /// fallback maps the remaining leaves (the event slots).
  Program::LeafMap leaf_map_with(const std::unordered_map<std::uint64_t, int>& param_slot,
                                 Program::LeafMap fallback = {}) const;
};

InitSystem build_init_system(const AnalysedSystem& dae, const EquationOrigins& residual_origin);

/// The initialisation's own programs (InitPrograms). residual_gradients: the
/// DAE residuals' gradients (the first rows); dae_jacobian: the DAE's
/// Jacobian pattern, whose values at cj = 0 are the first rows' dF/dy.
InitPrograms lower_init_programs(const InitSystem& init,
                                 const std::vector<Gradient>& residual_gradients,
                                 const SparsityPattern& dae_jacobian,
                                 const std::unordered_map<std::uint64_t, int>& param_slot,
                                 Program::LeafMap fallback = {});

}  // namespace acausal
