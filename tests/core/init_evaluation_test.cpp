// The initialisation system's Jacobian as InitEvaluation assembles it (the
// DAE's Jacobian at cj = 0 for dF/dy, programs of its own for dF/dy' and the
// conditions) against central differences of its residual, at a point off
// the solution, on models with initial equations, index reduction and
// discrete state.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "core/compile/init_evaluation.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

class InitJacobian : public ::testing::TestWithParam<std::string> {};

TEST_P(InitJacobian, EqualsCentralDifferencesOfTheInitialisationResidual) {
  CompileOptions options;
  options.codegen.mode = CodegenMode::Off;
  const std::shared_ptr<const CompiledModel> model =
      compile(*models::find_model(GetParam()).build(), options);
  Simulation sim(model);
  sim.initialize(0.0);
  const std::vector<double> p = sim.parameter_vector(), d = sim.discrete_state();
  const auto n = static_cast<std::size_t>(model->size());
  const std::size_t states = model->state_components.size();
  // The solution moved by a few per mille: no unknown sits at a special value.
  std::vector<double> z(n + states);
  for (std::size_t i = 0; i < n; ++i) z[i] = sim.y()[i];
  for (std::size_t k = 0; k < states; ++k)
    z[n + k] = sim.yp()[static_cast<std::size_t>(model->state_components[k])];
  for (std::size_t i = 0; i < z.size(); ++i)
    z[i] += 3e-3 * std::sin(static_cast<double>(i) + 1.0) * (1.0 + std::fabs(z[i]));

  InitEvaluation system(*model, p, d, 0.0);
  const SparsityPattern& pattern = system.pattern();
  ASSERT_EQ(pattern.size, static_cast<int>(z.size()));
  std::vector<double> values(static_cast<std::size_t>(pattern.nonzeros()));
  system.jacobian(z, values.data());
  const std::size_t m = z.size();
  std::vector<double> dense(m * m, 0.0);  // column-major
  for (std::size_t c = 0; c < m; ++c)
    for (int k = pattern.column_start[c]; k < pattern.column_start[c + 1]; ++k)
      dense[c * m + static_cast<std::size_t>(pattern.row_index[static_cast<std::size_t>(k)])] =
          values[static_cast<std::size_t>(k)];

  std::vector<double> r(m), plus(m), minus(m);
  system.residual(z, r.data());
  int compared = 0, nonzero = 0;
  for (std::size_t c = 0; c < m; ++c) {
    const double h = 1e-6 * std::max(1.0, std::fabs(z[c]));
    std::vector<double> zc = z;
    zc[c] = z[c] + h;
    system.residual(zc, plus.data());
    zc[c] = z[c] - h;
    system.residual(zc, minus.data());
    for (std::size_t i = 0; i < m; ++i) {
      const double difference = (plus[i] - minus[i]) / (2 * h);
      const double exact = dense[c * m + i];
      const double scale = 1.0 + std::fabs(exact) + std::fabs(r[i]) / h * 1e-9;
      EXPECT_NEAR(exact, difference, 1e-5 * scale)
          << GetParam() << ": d(" << model->init_equation_origin[i] << ")/dz[" << c << "]";
      ++compared;
      nonzero += exact != 0.0 ? 1 : 0;
    }
  }
  EXPECT_GT(nonzero, static_cast<int>(m));  // more than a diagonal
  EXPECT_EQ(compared, static_cast<int>(m * m));
}

INSTANTIATE_TEST_SUITE_P(
    Models, InitJacobian,
    ::testing::Values("Seed000.Twin.Mechanical", "argesim.C11.TaskB",
                      "Modelica.Mechanics.Translational.Examples.InitialConditions",
                      "Modelica.Electrical.Machines.Examples.DCMachines.DCPM_Start",
                      "Modelica.Mechanics.MultiBody.Examples.Loops.Fourbar1",
                      "Modelica.Mechanics.Rotational.Examples.OneWayClutch"),
    [](const ::testing::TestParamInfo<std::string>& model) {
      std::string name = model.param;
      std::replace(name.begin(), name.end(), '.', '_');
      return name;
    });

}  // namespace
}  // namespace acausal
