#include "components/polyphase/partials.hpp"

namespace acausal::polyphase {

OnePort::OnePort(Component& c, int m)
    : plug_p(declare_plug(c, "plug_p", m)), plug_n(declare_plug(c, "plug_n", m)) {
  for (std::size_t k = 0; k < static_cast<std::size_t>(m); ++k) {
    v.push_back(c.variable("v" + index(k), {.unit = "V", .description = "phase voltage drop"}));
    i.push_back(c.variable("i" + index(k), {.unit = "A", .description = "phase current"}));
    c.equation(v[k], plug_p.v[k] - plug_n.v[k]);
    c.equation(0.0, plug_p.i[k] + plug_n.i[k]);
    c.equation(i[k], plug_p.i[k]);
  }
}

}  // namespace acausal::polyphase
