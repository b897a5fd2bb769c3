#include <fmt/format.h>

#include "components/blocks/vector_signals.hpp"
#include "components/robotics/dynamics_blocks.hpp"
#include "components/robotics/dynamics_functions.hpp"
#include "components/robotics/joint_parameters.hpp"

namespace acausal::robotics {

MassMatrix::MassMatrix(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  const int n = robot_dof(*this, p.model);
  const auto f = mass_matrix_function(p.model);
  q = blocks::declare_inputs(*this, "q", static_cast<std::size_t>(n));
  const std::vector<Expr> u = blocks::values(q);
  for (int i = 0; i < n; ++i) {
    M.emplace_back();
    for (int j = 0; j < n; ++j) {
      M.back().push_back(signal::declare_output(*this, fmt::format("M[{},{}]", i + 1, j + 1)));
      equation(M.back().back().value, call(f, u, i * n + j));
    }
  }
}

}  // namespace acausal::robotics
