// Dense LU against KLU in IDA's Newton iteration, by system size (issue 15):
// the crossover behind LinearSolverChoice::automatic (IdaOptions::
// sparse_threshold). A chain of N mass-spring-dampers (DAE of about 3.5 N
// unknowns, a banded Jacobian) and the built-in models, each run with the
// dense solver and with KLU in the same run; the ratio is KLU / dense.
//
//   ./build/bench/linear_solver_benchmark [stop time of the chains, default 0.2]
//
// CPU time of the integrating thread, best of 3 runs; the machine may be shared.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "components/translational/fixed.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/spring_damper.hpp"
#include "core/compile/compiled_model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

namespace {

using namespace acausal;
using namespace acausal::translational;

std::unique_ptr<Model> build_chain(int n) {
  auto m = std::make_unique<Model>(fmt::format("chain{}", n));
  auto& wall = m->add<Fixed>("wall");
  const Port* left = wall.flange.port;
  for (int k = 1; k <= n; ++k) {
    auto& sd =
        m->add<SpringDamper>(fmt::format("sd{}", k), SpringDamper::Params{.c = 1e4, .d = 10});
    auto& mass = m->add<Mass>(fmt::format("mass{}", k), Mass::Params{.m = 1.0});
    m->connect(*left, sd.flange_a);
    m->connect(sd.flange_b, mass.flange_a);
    m->set_start(fmt::format("mass{}.s", k), k == n ? 0.1 : 0.0, true);
    m->set_start(fmt::format("mass{}.v", k), 0.0, true);
    left = mass.flange_b.port;
  }
  return m;
}

double best_cpu(const std::shared_ptr<const CompiledModel>& model, SimulationOptions options,
                solvers::LinearSolverChoice choice) {
  options.linear_solver = choice;
  double best = 1e300;
  for (int r = 0; r < 3; ++r) {
    Simulation sim(model);
    sim.run(options);
    best = std::min(best, sim.statistics().cpu_time);
  }
  return best;
}

void row(const std::string& name, const std::shared_ptr<const CompiledModel>& model,
         const SimulationOptions& options) {
  const double dense = best_cpu(model, options, solvers::LinearSolverChoice::dense);
  const double klu = best_cpu(model, options, solvers::LinearSolverChoice::klu);
  fmt::print("| {} | {} | {} | {:.4f} | {:.4f} | {:.2f} |\n", name, model->size(),
             model->jacobian.pattern.nonzeros(), dense, klu, klu / dense);
}

}  // namespace

int main(int argc, char** argv) {
  const double stop = argc > 1 ? std::atof(argv[1]) : 0.2;
  fmt::print(
      "| model | DAE size | Jacobian nonzeros | dense [s] | KLU [s] | KLU / dense |\n"
      "|---|---|---|---|---|---|\n");
  for (int n : {2, 5, 10, 15, 20, 30, 50, 100, 200}) {
    SimulationOptions options{.t_stop = stop, .output_interval = stop / 100, .rtol = 1e-6};
    row(fmt::format("chain of {} mass-spring-dampers", n), compile(*build_chain(n)), options);
  }
  for (const std::string name :
       {"Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis", "Drives.PMSM_FOC_Averaged",
        "argesim.C11.TaskB", "robots.Seed000Arm.Section33Damped", "Seed000.Twin.Mechanical"}) {
    const models::ModelEntry& entry = models::find_model(name);
    row(name, compile(*entry.build()), entry.defaults);
  }
  return 0;
}
