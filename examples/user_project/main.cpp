// Builds the user's flywheel model from its own component, simulates it with
// IDA and with CVODE, and compares both with the closed form. Exit status 1
// if either is off by more than 1e-6 relative.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "flywheel_model.hpp"
#include "solvers/simulation.hpp"

int main() {
  const lab::FlywheelSetup setup;
  auto model = lab::flywheel(setup);
  acausal::Simulation sim(acausal::compile(*model));
  bool ok = true;
  for (const char* solver : {"ida", "cvode-bdf"}) {
    const acausal::Results r =
        sim.run({.t_stop = 10.0, .output_interval = 0.1, .rtol = 1e-10, .solver = solver});
    double worst = 0.0;
    const auto w = r.series("rotor.w");
    for (std::size_t i = 0; i < r.rows(); ++i)
      worst = std::max(worst, std::abs(w[i] - lab::exact_speed(setup, r.times()[i])) / setup.w0);
    const double t = r.times().back();
    std::printf(
        "%s: w(%.1f) = %.9f rad/s (exact %.9f), phi = %.6f rad (exact %.6f), "
        "drag loss at the end %.6f W, max relative speed error %.2e\n",
        solver, t, r.final("rotor.w"), lab::exact_speed(setup, t), r.final("rotor.phi"),
        lab::exact_angle(setup, t), r.final("drag.lossPower"), worst);
    ok = ok && worst < 1e-6;
  }
  std::printf("%s\n", ok ? "flywheel_lab: agrees with the closed form" : "flywheel_lab: FAILED");
  return ok ? 0 : 1;
}
