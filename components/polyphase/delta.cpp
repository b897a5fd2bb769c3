#include "components/polyphase/delta.hpp"

namespace acausal::polyphase {

Delta::Delta(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      plug_p((check_phase_count(*this, params.m, 2), declare_plug(*this, "plug_p", params.m))),
      plug_n(declare_plug(*this, "plug_n", params.m)) {
  const std::size_t m = plug_p.v.size();
  for (std::size_t k = 0; k < m; ++k) {
    equation(plug_n.v[k], plug_p.v[(k + 1) % m]);
    equation(0.0, plug_n.i[k] + plug_p.i[(k + 1) % m]);
  }
}

}  // namespace acausal::polyphase
