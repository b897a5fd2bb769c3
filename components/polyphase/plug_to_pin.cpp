#include "components/polyphase/plug_to_pin.hpp"

#include <fmt/format.h>

namespace acausal::polyphase {

PlugToPin::PlugToPin(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      plug(declare_plug(*this, "plug", params.m)),
      pin(electrical::declare_pin(*this, "pin")) {
  if (params.k < 1 || params.k > params.m)
    throw ModelError(fmt::format(
        "{} '{}': parameter k = {} (phase index) is invalid: it must be in 1..m = {}. Set {}.k.",
        type_name(), path(), params.k, params.m, path()));
  for (int j = 0; j < params.m; ++j) {
    const auto ju = static_cast<std::size_t>(j);
    if (j == params.k - 1) {
      equation(plug.v[ju], pin.v);
      equation(0.0, plug.i[ju] + pin.i);
    } else {
      equation(plug.i[ju], 0.0);
    }
  }
}

}  // namespace acausal::polyphase
