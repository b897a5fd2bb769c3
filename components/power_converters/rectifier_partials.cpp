#include "components/power_converters/rectifier_partials.hpp"

#include <fmt/format.h>

#include "components/polyphase/star.hpp"
#include "core/errors.hpp"

namespace acausal::power_converters {
namespace {

Expr dc_voltage(Component& c) {
  return c.variable("vDC", {.unit = "V", .description = "DC voltage"});
}
Expr dc_current(Component& c) {
  return c.variable("iDC", {.unit = "A", .description = "DC current"});
}
Expr valve_losses(Component& c) {
  return c.variable("LossPower", {.unit = "W", .description = "losses of the valves"});
}

}  // namespace

electrical::IdealThyristorParams thyristor_params(const ThyristorData& data, bool off_start) {
  electrical::IdealThyristorParams p;
  p.Ron = data.RonThyristor;
  p.Goff = data.GoffThyristor;
  p.Vknee = data.VkneeThyristor;
  p.offStart = off_start;
  return p;
}

polyphase::IdealThyristorParams thyristor_params(const ThyristorData& data, int m,
                                                 std::vector<bool> off_start) {
  return {.m = m,
          .Ron = data.RonThyristor,
          .Goff = data.GoffThyristor,
          .Vknee = data.VkneeThyristor,
          .offStart = std::move(off_start)};
}

RectifierTerminals::RectifierTerminals(Component& c)
    : ac_p(electrical::declare_pin(c, "ac_p")),
      ac_n(electrical::declare_pin(c, "ac_n")),
      dc_p(electrical::declare_pin(c, "dc_p")),
      vAC(c.variable("vAC", {.unit = "V", .description = "AC voltage"})),
      iAC(c.variable("iAC", {.unit = "A", .description = "AC current"})),
      vDC(dc_voltage(c)),
      iDC(dc_current(c)),
      LossPower(valve_losses(c)) {
  c.equation(vAC, ac_p.v - ac_n.v);
  c.equation(iAC, ac_p.i);
  c.equation(iDC, dc_p.i);
}

CenterTapTerminals::CenterTapTerminals(Component& c) : RectifierTerminals(c) {
  c.equation(vDC, dc_p.v);
}

BridgeTerminals::BridgeTerminals(Component& c)
    : RectifierTerminals(c), dc_n(electrical::declare_pin(c, "dc_n")) {
  c.equation(vDC, dc_p.v - dc_n.v);
}

PolyphaseBridgeTerminals::PolyphaseBridgeTerminals(Component& c, int m)
    : ac(polyphase::declare_plug(c, "ac", m)),
      dc_p(electrical::declare_pin(c, "dc_p")),
      dc_n(electrical::declare_pin(c, "dc_n")),
      vDC(dc_voltage(c)),
      iDC(dc_current(c)),
      LossPower(valve_losses(c)) {
  c.equation(vDC, dc_p.v - dc_n.v);
  c.equation(iDC, dc_p.i);
}

CenterTap2mTerminals::CenterTap2mTerminals(Component& c, int m)
    : ac_p(polyphase::declare_plug(c, "ac_p", m)),
      ac_n(polyphase::declare_plug(c, "ac_n", m)),
      dc_p(electrical::declare_pin(c, "dc_p")),
      vDC(dc_voltage(c)),
      iDC(dc_current(c)),
      LossPower(valve_losses(c)) {
  c.equation(vDC, dc_p.v);
  c.equation(iDC, dc_p.i);
}

CenterTapmTerminals::CenterTapmTerminals(Component& c, int m)
    : ac(polyphase::declare_plug(c, "ac", m)),
      dc_p(electrical::declare_pin(c, "dc_p")),
      vDC(dc_voltage(c)),
      iDC(dc_current(c)),
      LossPower(valve_losses(c)) {
  c.equation(vDC, dc_p.v);
  c.equation(iDC, dc_p.i);
}

void connect_2m_bridge(Component& c, const PolyphaseBridgeTerminals& t, int m,
                       const polyphase::OnePort& valves_p, const Expr& loss_p,
                       const polyphase::OnePort& valves_n, const Expr& loss_n) {
  auto& star_n = c.add<polyphase::Star>("star_n", polyphase::Star::Params{.m = m});
  connect_through_star(c, t.ac, valves_p, "star_p", t.dc_p);
  c.connect(valves_p.plug_p, valves_n.plug_n);
  c.connect(valves_n.plug_p, star_n.plug_p);
  c.connect(star_n.pin_n, t.dc_n);
  c.equation(t.LossPower, loss_p + loss_n);
}

void connect_through_star(Component& c, const polyphase::Plug& from,
                          const polyphase::OnePort& valves, const std::string& star_name,
                          const electrical::Pin& to) {
  auto& star = c.add<polyphase::Star>(star_name, polyphase::Star::Params{.m = from.m()});
  c.connect(from, valves.plug_p);
  c.connect(valves.plug_n, star.plug_p);
  c.connect(star.pin_n, to);
}

void check_odd_phase_count(const Component& c, int m) {
  if (m % 2 == 1) return;
  throw ModelError(fmt::format(
      "{} '{}': parameter m = {} (phases) must be odd: an m-pulse centre-tap rectifier takes one "
      "valve per phase of a symmetric system (MSL's assert). Set {}.m to an odd number.",
      c.type_name(), c.path(), m, c.path()));
}

void connect_graetz_bridge(Component& c, const BridgeTerminals& t,
                           const electrical::IdealSemiconductor& p1,
                           const electrical::IdealSemiconductor& p2,
                           const electrical::IdealSemiconductor& n1,
                           const electrical::IdealSemiconductor& n2) {
  c.connect(t.ac_p, p1.p);
  c.connect(t.ac_p, n1.n);
  c.connect(t.ac_n, p2.p);
  c.connect(t.ac_n, n2.n);
  c.connect(p1.n, t.dc_p);
  c.connect(p2.n, t.dc_p);
  c.connect(n1.p, t.dc_n);
  c.connect(n2.p, t.dc_n);
  c.equation(t.LossPower, p1.LossPower + p2.LossPower + n1.LossPower + n2.LossPower);
}

}  // namespace acausal::power_converters
