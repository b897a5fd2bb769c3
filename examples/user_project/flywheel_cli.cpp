// The acausal command line for the user's own model: `flywheel_cli list`,
// `flywheel_cli run Lab.Flywheel --set drag.k=0.004`, `flywheel_cli compare ...`.
#include "apps/cli.hpp"
#include "flywheel_model.hpp"

int main(int argc, char** argv) {
  acausal::models::ModelEntry entry{
      .name = "Lab.Flywheel",
      .description = "flywheel coasting down against aerodynamic drag (user project)",
      .build = [] { return lab::flywheel(); },
      .defaults = acausal::SimulationOptions{.t_stop = 10.0, .output_interval = 0.1, .rtol = 1e-8},
  };
  return acausal::cli::main(argc, argv, {entry});
}
