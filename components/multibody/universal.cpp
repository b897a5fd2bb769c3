#include "components/multibody/universal.hpp"

namespace acausal::multibody {

Universal::Universal(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")) {
  auto& a =
      add<Revolute>("revolute_a", Revolute::Params{.n = p.n_a, .state_select = p.state_select});
  auto& b =
      add<Revolute>("revolute_b", Revolute::Params{.n = p.n_b, .state_select = p.state_select});
  connect(frame_a, a.frame_a);
  connect(a.frame_b, b.frame_a);
  connect(b.frame_b, frame_b);
  // MSL's names of the two angles and their rates (aliases, eliminated).
  equation(variable("phi_a", {.unit = "rad", .description = "angle of revolute_a"}), a.phi);
  equation(variable("phi_b", {.unit = "rad", .description = "angle of revolute_b"}), b.phi);
  equation(variable("w_a", {.unit = "rad/s", .description = "der(phi_a)"}), a.w);
  equation(variable("w_b", {.unit = "rad/s", .description = "der(phi_b)"}), b.w);
}

}  // namespace acausal::multibody
