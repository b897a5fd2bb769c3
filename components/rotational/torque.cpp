#include "components/rotational/torque.hpp"

namespace acausal::rotational {

Torque::Torque(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      tau(signal::declare_input(*this, "tau")) {
  OptionalSupport support(*this, p.use_support, -flange.tau);
  equation(flange.tau, -tau.value);
}

}  // namespace acausal::rotational
