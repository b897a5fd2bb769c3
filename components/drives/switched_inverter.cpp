#include "components/drives/switched_inverter.hpp"

namespace acausal::drives {

SwitchedInverter::SwitchedInverter(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      InverterTerminals(static_cast<Component&>(*this), params.m),
      LossPower(
          variable("LossPower", {.unit = "W", .description = "conduction and blocking losses"})) {
  const ParameterCheck nonneg = ParameterCheck::NonNegative;
  Expr RonT =
      parameter("RonTransistor", params.RonTransistor, {"Ohm", "transistor on-resistance", nonneg});
  Expr GoffT = parameter("GoffTransistor", params.GoffTransistor,
                         {"S", "transistor off-conductance", nonneg});
  Expr RonD = parameter("RonDiode", params.RonDiode, {"Ohm", "diode on-resistance", nonneg});
  Expr GoffD = parameter("GoffDiode", params.GoffDiode, {"S", "diode off-conductance", nonneg});
  Expr Vknee = parameter("VkneeDiode", params.VkneeDiode, {"V", "diode knee voltage", nonneg});

  // One ideal element between potentials a and b, current from a to b.
  struct Element {
    Expr i, loss;  // loss = (va - vb) i, the element's dissipation
  };
  auto transistor = [&](const std::string& name, const Expr& va, const Expr& vb, const Expr& gate) {
    Expr s = variable("s" + name, {.unit = "1", .description = "switch curve parameter"});
    Expr off = discrete("off" + name, 1.0, "switch open");
    // Unidirectional, as MSL's IdealGTOThyristor: reverse current goes to the diode.
    discrete_equation(off, s < 0.0 || gate <= 0.5);
    equation(va - vb, s * if_else(off, 1.0, RonT));
    const Expr i = s * if_else(off, GoffT, 1.0);
    return Element{i, (va - vb) * i};
  };
  auto diode = [&](const std::string& name, const Expr& va, const Expr& vb) {
    Expr s = variable("s" + name, {.unit = "1", .description = "diode curve parameter"});
    Expr off = discrete("off" + name, 1.0, "diode blocking");
    discrete_equation(off, s < 0.0);
    equation(va - vb, s * if_else(off, 1.0, RonD) + Vknee);
    const Expr i = s * if_else(off, GoffD, 1.0) + GoffD * Vknee;
    return Element{i, (va - vb) * i};
  };

  Expr into_p = 0.0, into_n = 0.0, loss = 0.0;
  for (std::size_t k = 0; k < ac.v.size(); ++k) {
    const std::string ix = polyphase::index(k);
    fire_p.push_back(signal::declare_input(*this, "fire_p" + ix));
    fire_n.push_back(signal::declare_input(*this, "fire_n" + ix));
    const Element tp = transistor("TransistorP" + ix, dc_p.v, ac.v[k], fire_p[k].value);
    const Element dp = diode("DiodeP" + ix, ac.v[k], dc_p.v);
    const Element tn = transistor("TransistorN" + ix, ac.v[k], dc_n.v, fire_n[k].value);
    const Element dn = diode("DiodeN" + ix, dc_n.v, ac.v[k]);
    equation(ac.i[k], -tp.i + dp.i + tn.i - dn.i);
    into_p += tp.i - dp.i;
    into_n += dn.i - tn.i;
    loss += tp.loss + dp.loss + tn.loss + dn.loss;
  }
  equation(dc_p.i, into_p);
  equation(dc_n.i, into_n);
  // Sum of the devices' v i (MSL's LossPower of each switch and diode);
  // by Kirchhoff's laws (Tellegen) powerDC = powerAC + LossPower at every instant.
  equation(LossPower, loss);
}

}  // namespace acausal::drives
