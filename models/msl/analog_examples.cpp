#include "models/msl/analog_examples.hpp"

#include <string>

#include "components/blocks/sources.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/electrical/step_voltage.hpp"
#include "components/electrical/variable_resistor.hpp"

namespace acausal::models::msl {

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

}  // namespace acausal::models::msl
