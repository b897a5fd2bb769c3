#include "components/electrical/ideal_triac.hpp"

#include "components/electrical/capacitor.hpp"
#include "components/electrical/resistor.hpp"

namespace acausal::electrical {

IdealTriac::IdealTriac(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      p(declare_pin(*this, "p")),
      n(declare_pin(*this, "n")),
      fire1(signal::declare_input(*this, "fire1")) {
  IdealThyristorParams valve;
  valve.Ron = params.Ron;
  valve.Goff = params.Goff;
  valve.Vknee = params.Vknee;
  valve.offStart = params.offStart;
  auto& forward = add<IdealThyristor>("idealThyristor", valve);
  auto& backward = add<IdealThyristor>("idealThyristor1", valve);
  auto& resistor = add<Resistor>("resistor", Resistor::Params{.R = params.Rdis});
  auto& capacitor = add<Capacitor>(
      "capacitor", Capacitor::Params{.C = params.Cdis, .v_start = params.capacitor_v_start});
  connect(n, forward.p);
  connect(forward.n, p);
  connect(p, backward.p);
  connect(backward.n, n);
  connect(n, resistor.p);
  connect(resistor.n, capacitor.p);
  connect(capacitor.n, p);
  connect(fire1, forward.fire);
  connect(fire1, backward.fire);
  // MSL binds both valves to the triac's own Ron, Goff and Vknee.
  for (const char* name : {"Ron", "Goff", "Vknee"}) {
    forward_parameter(name, std::string("idealThyristor.") + name);
    forward_parameter(name, std::string("idealThyristor1.") + name);
  }
  forward_parameter("Rdis", "resistor.R");
  forward_parameter("Cdis", "capacitor.C");
}

}  // namespace acausal::electrical
