#include "components/drives/terminal_box.hpp"

namespace acausal::drives {

TerminalBox::TerminalBox(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      plug_sp(polyphase::declare_plug(*this, "plug_sp", params.m)),
      plug_sn(polyphase::declare_plug(*this, "plug_sn", params.m)),
      plugSupply(polyphase::declare_plug(*this, "plugSupply", params.m)) {
  const std::size_t m = plug_sp.v.size();
  for (std::size_t k = 0; k < m; ++k) equation(plugSupply.v[k], plug_sp.v[k]);
  if (params.connection == TerminalConnection::Y) {
    electrical::Pin star = electrical::declare_pin(*this, "starpoint");
    starpoint = star.port;
    Expr sum = star.i;
    for (std::size_t k = 0; k < m; ++k) {
      equation(0.0, plugSupply.i[k] + plug_sp.i[k]);
      equation(plug_sn.v[k], star.v);
      sum += plug_sn.i[k];
    }
    equation(0.0, sum);
  } else {
    polyphase::check_phase_count(*this, params.m, 2);
    // Node k joins the supply line k, the start of winding k and the end of winding k-1.
    for (std::size_t k = 0; k < m; ++k) {
      const std::size_t previous = (k + m - 1) % m;
      equation(plug_sn.v[previous], plug_sp.v[k]);
      equation(0.0, plugSupply.i[k] + plug_sp.i[k] + plug_sn.i[previous]);
    }
  }
}

}  // namespace acausal::drives
