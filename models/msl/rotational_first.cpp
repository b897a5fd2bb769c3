#include "models/msl/rotational_first.hpp"

#include "components/blocks/sources.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/spring.hpp"
#include "components/rotational/torque.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> rotational_first() {
  using namespace rotational;
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.First");
  const double amplitude = 10, f = 5, Jmotor = 0.1, Jload = 2, ratio = 10, damping = 10;
  auto& fixed = m->add<Fixed>("fixed");
  auto& torque = m->add<Torque>("torque", Torque::Params{.use_support = true});
  auto& inertia1 = m->add<Inertia>("inertia1", Inertia::Params{.J = Jmotor});
  auto& gear =
      m->add<IdealGear>("idealGear", IdealGear::Params{.ratio = ratio, .use_support = true});
  auto& inertia2 = m->add<Inertia>("inertia2", Inertia::Params{.J = 2});
  auto& spring = m->add<Spring>("spring", Spring::Params{.c = 1e4});
  auto& inertia3 = m->add<Inertia>("inertia3", Inertia::Params{.J = Jload});
  auto& damper = m->add<Damper>("damper", Damper::Params{.d = damping});
  auto& sine = m->add<blocks::Sine>("sine", blocks::Sine::Params{.amplitude = amplitude, .f = f});
  m->set_start("inertia2.phi", 0.0, true);
  m->set_start("inertia2.w", 0.0, true);
  m->set_start("spring.phi_rel", 0.0, true);
  m->set_start("inertia3.w", 0.0, true);

  m->connect(inertia1.flange_b, gear.flange_a);
  m->connect(gear.flange_b, inertia2.flange_a);
  m->connect(inertia2.flange_b, spring.flange_a);
  m->connect(spring.flange_b, inertia3.flange_a);
  m->connect(damper.flange_a, inertia2.flange_b);
  m->connect(damper.flange_b, fixed.flange);
  m->connect(sine.y, torque.tau);
  m->connect("torque.support", "fixed.flange");
  m->connect("idealGear.support", "fixed.flange");
  m->connect(torque.flange, inertia1.flange_a);
  return m;
}

}  // namespace acausal::models::msl
