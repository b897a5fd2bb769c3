// The README's example: a geared drive built, compiled once and simulated
// twice with a changed tunable parameter.
#include <cstdio>

#include "components/blocks/sources.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/spring.hpp"
#include "components/rotational/torque.hpp"
#include "solvers/simulation.hpp"

using namespace acausal;
using namespace acausal::rotational;

int main() {
  Model m("drive");
  m.add<Fixed>("fixed");
  auto& torque = m.add<Torque>("torque", Torque::Params{.use_support = true});
  auto& motor = m.add<Inertia>("motor", Inertia::Params{.J = 0.1});
  auto& gear = m.add<IdealGear>("gear", IdealGear::Params{.ratio = 10, .use_support = true});
  auto& spring = m.add<Spring>("spring", Spring::Params{.c = 1e4});
  auto& load = m.add<Inertia>("load", Inertia::Params{.J = 2});
  auto& sine = m.add<blocks::Sine>("sine", blocks::Sine::Params{.amplitude = 10, .f = 5});
  m.connect(sine.y, torque.tau);
  m.connect(torque.flange, motor.flange_a);
  m.connect(motor.flange_b, gear.flange_a);
  m.connect(gear.flange_b, spring.flange_a);
  m.connect(spring.flange_b, load.flange_a);
  m.connect("torque.support", "fixed.flange");  // ports can also be named by path
  m.connect("gear.support", "fixed.flange");
  m.set_start("load.phi", 0.0, /*fixed=*/true);
  m.set_start("load.w", 0.0, true);
  m.set_start("spring.phi_rel", 0.0, true);
  m.set_start("motor.w", 0.0, true);

  Simulation sim(compile(m));  // compile once ...
  Results r = sim.run({.t_stop = 1.0});
  sim.set_parameter("load.J", 4.0);  // ... change a tunable parameter, run again
  Results r2 = sim.run({.t_stop = 1.0});
  r2.write_csv("drive.csv");
  std::printf("load angle at 1 s: %.6f rad (J = 2), %.6f rad (J = 4)\n", r.final("load.phi"),
              r2.final("load.phi"));
  return 0;
}
