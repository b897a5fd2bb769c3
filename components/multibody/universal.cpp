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
}

}  // namespace acausal::multibody
