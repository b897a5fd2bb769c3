#include "components/power_converters/thyristor_center_tap_2pulse.hpp"

namespace acausal::power_converters {

ThyristorCenterTap2Pulse::ThyristorCenterTap2Pulse(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      CenterTapTerminals(static_cast<Component&>(*this)),
      fire_p(signal::declare_input(*this, "fire_p")),
      fire_n(signal::declare_input(*this, "fire_n")) {
  using electrical::IdealThyristor;
  auto& thyristor_p =
      add<IdealThyristor>("thyristor_p", thyristor_params(params, params.offStart_p));
  auto& thyristor_n =
      add<IdealThyristor>("thyristor_n", thyristor_params(params, params.offStart_n));
  connect(ac_p, thyristor_p.p);
  connect(ac_n, thyristor_n.p);
  connect(thyristor_p.n, dc_p);
  connect(thyristor_n.n, dc_p);
  connect(fire_p, thyristor_p.fire);
  connect(fire_n, thyristor_n.fire);
  equation(LossPower, thyristor_p.LossPower + thyristor_n.LossPower);
}

}  // namespace acausal::power_converters
