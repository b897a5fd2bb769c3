#include "components/multibody/spherical.hpp"

namespace acausal::multibody {

Spherical::Spherical(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")) {
  auto& rx = add<Revolute>("rx", Revolute::Params{.n = {1, 0, 0}, .state_select = p.state_select});
  auto& ry = add<Revolute>("ry", Revolute::Params{.n = {0, 1, 0}, .state_select = p.state_select});
  auto& rz = add<Revolute>("rz", Revolute::Params{.n = {0, 0, 1}, .state_select = p.state_select});
  connect(frame_a, rx.frame_a);
  connect(rx.frame_b, ry.frame_a);
  connect(ry.frame_b, rz.frame_a);
  connect(rz.frame_b, frame_b);
}

}  // namespace acausal::multibody
