#include "components/translational/move.hpp"

#include <fmt/format.h>

namespace acausal::translational {

Move::Move(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      ElementaryOneFlangeAndSupport(static_cast<Component&>(*this), p.use_support) {
  for (int i = 1; i <= 3; ++i) u.push_back(signal::declare_input(*this, fmt::format("u[{}]", i)));
  // MSL: s = position(u, time), whose derivative annotations give u[2], u[3].
  equation(s, with_derivative(u[0].value, with_derivative(u[1].value, u[2].value)));
}

}  // namespace acausal::translational
