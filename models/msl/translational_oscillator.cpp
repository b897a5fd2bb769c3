#include "models/msl/translational_oscillator.hpp"

#include <string>

#include "components/blocks/sources.hpp"
#include "components/translational/damper.hpp"
#include "components/translational/fixed.hpp"
#include "components/translational/force.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/spring.hpp"

namespace acausal::models::msl {

std::unique_ptr<Model> translational_oscillator() {
  using namespace translational;
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.Oscillator");
  for (const std::string k : {"1", "2"}) {
    auto& mass = m->add<Mass>("mass" + k, Mass::Params{.m = 1, .L = 1});
    auto& spring = m->add<Spring>("spring" + k, Spring::Params{.c = 1e4, .s_rel0 = 1});
    auto& fixed = m->add<Fixed>("fixed" + k, Fixed::Params{.s0 = 1});
    auto& force = m->add<Force>("force" + k);
    auto& sine = m->add<blocks::Sine>("sine" + k, blocks::Sine::Params{.f = 15.9155});
    m->set_start("mass" + k + ".s", -0.5, true);
    m->set_start("mass" + k + ".v", 0.0, true);
    m->connect(mass.flange_b, spring.flange_a);
    m->connect(spring.flange_b, fixed.flange);
    m->connect(sine.y, force.f);
    m->connect(force.flange, mass.flange_a);
  }
  auto& damper = m->add<Damper>("damper1", Damper::Params{.d = 10});
  m->connect("spring2.flange_a", "damper1.flange_a");
  m->connect(damper.flange_b, m->port_at("spring2.flange_b"));
  return m;
}

}  // namespace acausal::models::msl
