#include "components/electrical/ideal_op_amp4.hpp"

namespace acausal::electrical {

IdealOpAmp4::IdealOpAmp4(ComponentContext ctx, Params)
    : Component(std::move(ctx)),
      p1(declare_pin(*this, "p1")),
      n1(declare_pin(*this, "n1")),
      p2(declare_pin(*this, "p2")),
      n2(declare_pin(*this, "n2")),
      v1(variable("v1", {.unit = "V", .description = "input voltage"})),
      v2(variable("v2", {.unit = "V", .description = "output voltage"})),
      i1(variable("i1", {.unit = "A", .description = "input current (p1 -> n1)"})),
      i2(variable("i2", {.unit = "A", .description = "output current (p2 -> n2)"})) {
  equation(v1, p1.v - n1.v);
  equation(v2, p2.v - n2.v);
  equation(p1.i, i1);
  equation(n1.i, -i1);
  equation(p2.i, i2);
  equation(n2.i, -i2);
  equation(v1, 0.0);  // nullator
  equation(i1, 0.0);
}

}  // namespace acausal::electrical
