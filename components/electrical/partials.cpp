#include "components/electrical/partials.hpp"

namespace acausal::electrical {

namespace {
VariableOptions with_defaults(VariableOptions o, const char* unit, const char* description) {
  if (o.unit.empty()) o.unit = unit;
  if (o.description.empty()) o.description = description;
  return o;
}
}  // namespace

OnePort::OnePort(Component& c, VariableOptions v_options, VariableOptions i_options)
    : p(declare_pin(c, "p")),
      n(declare_pin(c, "n")),
      v(c.variable("v", with_defaults(std::move(v_options), "V",
                                      "voltage drop of the two pins (= p.v - n.v)"))),
      i(c.variable(
          "i", with_defaults(std::move(i_options), "A", "current flowing from pin p to pin n"))) {
  c.equation(v, p.v - n.v);
  c.equation(0.0, p.i + n.i);
  c.equation(i, p.i);
}

}  // namespace acausal::electrical
