#include "models/msl/analog_examples.hpp"

#include <optional>
#include <string>
#include <tuple>

#include "components/blocks/sources.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/ideal_diode.hpp"
#include "components/electrical/ideal_op_amp.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/electrical/step_voltage.hpp"
#include "components/electrical/variable_resistor.hpp"

namespace acausal::models::msl {

// CharacteristicIdealDiodes: three ideal diodes, each behind a 1 mOhm
// resistor on a 10 V, 1 Hz sine (the second offset by -9 V): Ron = Goff = 0
// (the ideal characteristic), 0.1 Ohm and 0.1 S, and 0.2 with a 5 V knee.
std::unique_ptr<Model> analog_characteristic_ideal_diodes() {
  using namespace electrical;
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.CharacteristicIdealDiodes");
  auto& ideal = m->add<IdealDiode>("Ideal", IdealDiode::Params{.Ron = 0, .Goff = 0, .Vknee = 0});
  auto& withRonGoff =
      m->add<IdealDiode>("With_Ron_Goff", IdealDiode::Params{.Ron = 0.1, .Goff = 0.1, .Vknee = 0});
  auto& withRonGoffVknee = m->add<IdealDiode>(
      "With_Ron_Goff_Vknee", IdealDiode::Params{.Ron = 0.2, .Goff = 0.2, .Vknee = 5});
  auto& sine1 =
      m->add<SineVoltage>("SineVoltage1", SineVoltage::Params{.V = 10, .f = 1, .offset = -9});
  auto& sine2 = m->add<SineVoltage>("SineVoltage2", SineVoltage::Params{.V = 10, .f = 1});
  auto& sine3 = m->add<SineVoltage>("SineVoltage3", SineVoltage::Params{.V = 10, .f = 1});
  auto& ground = m->add<Ground>("Ground1");
  auto& r1 = m->add<Resistor>("R1", Resistor::Params{.R = 1e-3});
  auto& r2 = m->add<Resistor>("R2", Resistor::Params{.R = 1e-3});
  auto& r3 = m->add<Resistor>("R3", Resistor::Params{.R = 1e-3});
  m->connect(ground.p, sine1.n);
  m->connect(ideal.n, r1.p);
  m->connect(withRonGoff.n, r2.p);
  m->connect(withRonGoffVknee.n, r3.p);
  m->connect(r1.n, r2.n);
  m->connect(r2.n, r3.n);
  m->connect(r3.n, ground.p);
  m->connect(sine2.p, ideal.p);
  m->connect(sine2.n, ground.p);
  m->connect(sine1.p, withRonGoff.p);
  m->connect(withRonGoffVknee.p, sine3.p);
  m->connect(sine3.n, ground.p);
  return m;
}

std::unique_ptr<Model> analog_show_variable_resistor() {
  using namespace electrical;
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.ShowVariableResistor");
  auto& variableResistor = m->add<VariableResistor>("VariableResistor");
  m->add<Ground>("Ground1");
  m->add<Ground>("Ground2");
  for (const char* r : {"R1", "R2", "R3", "R4", "R5"})
    m->add<Resistor>(r, Resistor::Params{.R = 1});
  m->add<SineVoltage>("SineVoltage1", SineVoltage::Params{.V = 1, .f = 1});
  auto& ramp =
      m->add<blocks::Ramp>("Ramp1", blocks::Ramp::Params{.height = 5, .duration = 2, .offset = 2});
  for (const auto& [a, b] :
       {std::pair{"R1.n", "R2.p"}, std::pair{"R2.n", "R3.p"},
        std::pair{"R4.n", "VariableResistor.p"}, std::pair{"VariableResistor.n", "R5.p"},
        std::pair{"R3.n", "Ground2.p"}, std::pair{"Ground2.p", "R5.n"},
        std::pair{"SineVoltage1.p", "Ground1.p"}, std::pair{"SineVoltage1.n", "R1.p"},
        std::pair{"SineVoltage1.n", "R4.p"}})
    m->connect(a, b);
  m->connect(ramp.y, variableResistor.R);
  return m;
}

std::unique_ptr<Model> analog_cauer_low_pass_analog() {
  using namespace electrical;
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.CauerLowPassAnalog");
  const double l1 = 1.304, l2 = 0.8586, c1 = 1.072, c3 = 1.682, c5 = 0.7262;
  const double c2 = 1 / (1.704992 * 1.704992 * l1), c4 = 1 / (1.179945 * 1.179945 * l2);
  m->add<Ground>("G");
  // C1, C2, C3 and C3, C4, C5 are loops of capacitors: C2 and C4 are not states.
  m->add<Capacitor>("C1", Capacitor::Params{.C = c1, .v_start = 0.0});
  m->add<Capacitor>("C2", Capacitor::Params{.C = c2});
  m->add<Capacitor>("C3", Capacitor::Params{.C = c3, .v_start = 0.0});
  m->add<Capacitor>("C4", Capacitor::Params{.C = c4});
  m->add<Capacitor>("C5", Capacitor::Params{.C = c5, .v_start = 0.0});
  m->add<Inductor>("L1", Inductor::Params{.L = l1, .i_start = 0.0});
  m->add<Inductor>("L2", Inductor::Params{.L = l2, .i_start = 0.0});
  m->add<Resistor>("R1", Resistor::Params{.R = 1});
  m->add<Resistor>("R2", Resistor::Params{.R = 1});
  m->add<StepVoltage>("V", StepVoltage::Params{.V = 1, .offset = 0, .startTime = 1});
  for (const auto& [a, b] :
       {std::pair{"R1.n", "C1.p"}, std::pair{"C1.n", "G.p"}, std::pair{"L1.p", "C2.p"},
        std::pair{"L1.p", "C1.p"}, std::pair{"L1.n", "C2.n"}, std::pair{"C2.n", "C3.p"},
        std::pair{"C2.n", "C4.p"}, std::pair{"C2.n", "L2.p"}, std::pair{"L2.n", "C4.n"},
        std::pair{"C4.n", "C5.p"}, std::pair{"C4.n", "R2.p"}, std::pair{"C1.n", "C3.n"},
        std::pair{"C1.n", "C5.n"}, std::pair{"R2.n", "C1.n"}, std::pair{"R1.p", "V.p"},
        std::pair{"V.n", "G.p"}})
    m->connect(a, b);
  return m;
}

std::unique_ptr<Model> analog_cauer_low_pass_opv() {
  using namespace electrical;
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.CauerLowPassOPV");
  const double l1 = 1.304, l2 = 0.8586, c1 = 1.072, c3 = 1.682, c5 = 0.7262;
  const double c2 = 1 / (1.704992 * 1.704992 * l1), c4 = 1 / (1.179945 * 1.179945 * l2);
  // The same filter as five integrators of ideal op-amps (a leapfrog
  // realisation): the inductors become capacitors C3 = l1 and C7 = l2, and
  // R4, R5, R8, R9 = -1 Ohm invert without an amplifier.
  for (const auto& [name, C, v_start] :
       {std::tuple{"C1", c1 + c2, true}, std::tuple{"C2", c2, true}, std::tuple{"C3", l1, true},
        std::tuple{"C4", c4, true}, std::tuple{"C5", c2, false},
        std::tuple{"C6", c2 + c3 + c4, false}, std::tuple{"C7", l2, true},
        std::tuple{"C8", c4, false}, std::tuple{"C9", c4 + c5, false}})
    m->add<Capacitor>(
        name, Capacitor::Params{.C = C, .v_start = v_start ? std::optional(0.0) : std::nullopt});
  for (const auto& [name, R] :
       {std::pair{"R1", 1.0}, std::pair{"R2", 1.0}, std::pair{"R3", 1.0}, std::pair{"R4", -1.0},
        std::pair{"R5", -1.0}, std::pair{"R6", 1.0}, std::pair{"R7", 1.0}, std::pair{"R8", -1.0},
        std::pair{"R9", -1.0}, std::pair{"R10", 1.0}, std::pair{"R11", 1.0}})
    m->add<Resistor>(name, Resistor::Params{.R = R});
  for (const char* name : {"Op1", "Op2", "Op3", "Op4", "Op5"}) m->add<IdealOpAmp3Pin>(name);
  for (const char* name : {"G", "G1", "G2", "G3", "G4", "Ground1"}) m->add<Ground>(name);
  m->add<StepVoltage>("V", StepVoltage::Params{.V = 1, .offset = 0, .startTime = 1});
  // MSL's connections, with its protected pins n1 ... n14, p1 ... p4, out1
  // merged into the nets they join.
  for (const auto& [a, b] :
       {std::pair{"G.p", "Op1.in_p"},  std::pair{"Op2.in_p", "G1.p"}, std::pair{"R1.n", "Op1.in_n"},
        std::pair{"R1.n", "C2.n"},     std::pair{"R1.n", "R2.n"},     std::pair{"R1.n", "C1.p"},
        std::pair{"R1.n", "R3.p"},     std::pair{"C1.n", "R3.n"},     std::pair{"C1.n", "Op1.out"},
        std::pair{"C1.n", "R4.p"},     std::pair{"C1.n", "C5.p"},     std::pair{"R4.n", "Op2.in_n"},
        std::pair{"R4.n", "C3.p"},     std::pair{"R4.n", "R5.n"},     std::pair{"R5.p", "C2.p"},
        std::pair{"R5.p", "Op3.out"},  std::pair{"R5.p", "C6.n"},     std::pair{"R5.p", "R9.p"},
        std::pair{"R5.p", "C8.p"},     std::pair{"C3.n", "Op2.out"},  std::pair{"C3.n", "R2.p"},
        std::pair{"C3.n", "R7.p"},     std::pair{"R7.n", "Op3.in_n"}, std::pair{"R7.n", "C5.n"},
        std::pair{"R7.n", "R6.n"},     std::pair{"R7.n", "C6.p"},     std::pair{"R7.n", "C4.n"},
        std::pair{"C4.p", "R8.p"},     std::pair{"C4.p", "R11.n"},    std::pair{"C4.p", "C9.n"},
        std::pair{"C4.p", "Op5.out"},  std::pair{"R8.n", "R9.n"},     std::pair{"R8.n", "Op4.in_n"},
        std::pair{"R8.n", "C7.p"},     std::pair{"C7.n", "R6.p"},     std::pair{"C7.n", "Op4.out"},
        std::pair{"C7.n", "R10.p"},    std::pair{"Op3.in_p", "G2.p"}, std::pair{"C9.p", "R11.p"},
        std::pair{"C9.p", "R10.n"},    std::pair{"C9.p", "Op5.in_n"}, std::pair{"C9.p", "C8.n"},
        std::pair{"G3.p", "Op4.in_p"}, std::pair{"G4.p", "Op5.in_p"}, std::pair{"Ground1.p", "V.p"},
        std::pair{"R1.p", "V.n"}})
    m->connect(a, b);
  return m;
}

}  // namespace acausal::models::msl
