// Modelica.Electrical.Analog.Examples.CharacteristicThyristors and
// IdealTriacCircuit (MSL 4.0.0), with MSL's names, parameters and connections.
#include "components/blocks/boolean_table.hpp"
#include "components/blocks/pulse.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/ideal_gto_thyristor.hpp"
#include "components/electrical/ideal_thyristor.hpp"
#include "components/electrical/ideal_triac.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "models/msl/analog_examples.hpp"

namespace acausal::models::msl {

// CharacteristicThyristors: on a 10 V, 1 Hz sine, two pairs of an ideal
// thyristor and an ideal GTO thyristor (knee 1 V), each valve behind 1 mOhm
// to ground. The first pair is fired by a Boolean table (true from 1.25 to
// 3.2 s, 4.2 to 4.25 s and 5.7 to 5.72 s), the second by a Boolean pulse (20 %
// of a 1 s period from 0.15 s): the thyristor latches until its current
// falls through zero, the GTO thyristor conducts only while fired.
std::unique_ptr<Model> analog_characteristic_thyristors() {
  using namespace electrical;
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.CharacteristicThyristors");
  IdealThyristorParams thyristor;
  thyristor.Vknee = 1;
  IdealGTOThyristorParams gto;
  gto.Vknee = 1;
  auto& sine = m->add<SineVoltage>("SineVoltage1", SineVoltage::Params{.V = 10, .f = 1});
  auto& ground = m->add<Ground>("Ground1");
  auto& thyristor1 = m->add<IdealThyristor>("IdealThyristor1", thyristor);
  auto& gto1 = m->add<IdealGTOThyristor>("IdealGTOThyristor1", gto);
  auto& thyristor2 = m->add<IdealThyristor>("IdealThyristor2", thyristor);
  auto& gto2 = m->add<IdealGTOThyristor>("IdealGTOThyristor2", gto);
  auto& r1 = m->add<Resistor>("R1", Resistor::Params{.R = 1e-3});
  auto& r2 = m->add<Resistor>("R2", Resistor::Params{.R = 1e-3});
  auto& r3 = m->add<Resistor>("R3", Resistor::Params{.R = 1e-3});
  auto& r4 = m->add<Resistor>("R4", Resistor::Params{.R = 1e-3});
  auto& table = m->add<blocks::BooleanTable>(
      "booleanStep1", blocks::BooleanTable::Params{.table = {1.25, 3.2, 4.2, 4.25, 5.7, 5.72}});
  auto& pulse = m->add<blocks::Pulse>(
      "booleanPulse", blocks::Pulse::Params{.width = 20, .period = 1, .startTime = 0.15});
  m->connect(thyristor1.n, r3.p);
  m->connect(ground.p, sine.n);
  m->connect(sine.p, thyristor1.p);
  m->connect(gto1.n, r1.p);
  m->connect(r3.n, r1.n);
  m->connect(gto1.p, thyristor1.p);
  m->connect(gto1.fire, thyristor1.fire);
  m->connect(thyristor1.fire, table.y);
  m->connect(thyristor2.n, r2.p);
  m->connect(gto2.n, r4.p);
  m->connect(r2.n, r4.n);
  m->connect(gto2.p, thyristor2.p);
  m->connect(gto2.fire, thyristor2.fire);
  m->connect(r4.n, ground.p);
  m->connect(r2.n, r1.n);
  m->connect(sine.p, thyristor2.p);
  m->connect(pulse.y, thyristor2.fire);
  return m;
}

// IdealTriacCircuit: a 5 V, 2 Hz sine through 20 Ohm into an ideal triac
// (snubber capacitor from 0 V), fired by a Boolean pulse of 50 % of 0.25 s
// from 0.1 s: conducting from a firing in either half wave until the current
// falls through zero.
std::unique_ptr<Model> analog_ideal_triac_circuit() {
  using namespace electrical;
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.IdealTriacCircuit");
  auto& ground = m->add<Ground>("ground");
  auto& R = m->add<Resistor>("R", Resistor::Params{.R = 20});
  auto& V = m->add<SineVoltage>("V", SineVoltage::Params{.V = 5, .f = 2});
  auto& pulse = m->add<blocks::Pulse>(
      "booleanPulse", blocks::Pulse::Params{.width = 50, .period = 0.25, .startTime = 0.1});
  auto& triac = m->add<IdealTriac>("idealTriac", IdealTriac::Params{.capacitor_v_start = 0.0});
  m->connect(V.n, ground.p);
  m->connect(R.p, V.p);
  m->connect(R.n, triac.n);
  m->connect(triac.p, ground.p);
  m->connect(triac.fire1, pulse.y);
  return m;
}

}  // namespace acausal::models::msl
