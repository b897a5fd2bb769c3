#include "components/rotational/move.hpp"

#include <fmt/format.h>

namespace acausal::rotational {

Move::Move(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      phi(variable("phi", {.unit = "rad",
                           .description = "rotation angle of flange with respect to support"})) {
  for (int i = 1; i <= 3; ++i) u.push_back(signal::declare_input(*this, fmt::format("u[{}]", i)));
  OptionalSupport support(*this, p.use_support, -flange.tau);
  equation(phi, flange.phi - support.phi);
  // MSL: phi = position(u, time), whose derivative annotations give u[2], u[3].
  equation(phi, with_derivative(u[0].value, with_derivative(u[1].value, u[2].value)));
}

}  // namespace acausal::rotational
