#include "models/msl/analog_examples.hpp"

#include <string>

#include "components/blocks/sources.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
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

}  // namespace acausal::models::msl
