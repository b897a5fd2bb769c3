#pragma once
#include "components/multibody/revolute.hpp"

namespace acausal::multibody {

struct UniversalParams {
  Vector3d n_a{1, 0, 0};  // first axis, fixed in frame_a (structural)
  Vector3d n_b{0, 1, 0};  // second axis, fixed in frame_b (structural)
  StateSelect state_select = StateSelect::Prefer;
};

/// Universal (Cardan) joint (MSL Joints.Universal): revolute_a about n_a, then
/// revolute_b about n_b, no mass between them. Angles revolute_a.phi and
/// revolute_b.phi, also by MSL's names phi_a, phi_b, w_a, w_b.
class Universal : public Component {
 public:
  static constexpr const char* kTypeName = "Universal";
  using Params = UniversalParams;
  Universal(ComponentContext ctx, Params p = Params());
  Frame frame_a, frame_b;
};

}  // namespace acausal::multibody
