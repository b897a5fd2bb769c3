#include "components/multibody/joint_offset.hpp"

#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/fixed_translation.hpp"

namespace acausal::multibody {

const Port& revolute_offset(Component& c, const Port& frame_b, const Vector3d& n,
                            double phi_offset) {
  if (phi_offset == 0) return frame_b;
  auto& offset = c.add<FixedRotation>("offset", FixedRotation::Params{.n = n, .angle = phi_offset});
  c.connect(frame_b, offset.frame_a);
  return offset.frame_b;
}

const Port& prismatic_offset(Component& c, const Port& frame_b, const Vector3d& n,
                             double s_offset) {
  if (s_offset == 0) return frame_b;
  auto& offset = c.add<FixedTranslation>(
      "offset", FixedTranslation::Params{.r = {s_offset * n[0], s_offset * n[1], s_offset * n[2]}});
  c.connect(frame_b, offset.frame_a);
  return offset.frame_b;
}

}  // namespace acausal::multibody
