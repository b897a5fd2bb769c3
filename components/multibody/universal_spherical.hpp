#pragma once
// Massless rod with a universal joint at frame_a and a spherical joint at
// frame_b (MSL Joints.UniversalSpherical).
#include <string>

#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct UniversalSphericalParams {
  Vector3d n1_a{0, 0, 1};     // first universal axis, frame_a (structural)
  Vector3d rRod_ia{1, 0, 0};  // m, rod from frame_a's origin to frame_b's, frame_ia axes
};

/// frame_b's origin at distance |rRod_ia| from frame_a's (one constraint in a
/// loop: MSL's UniversalSpherical with computeRodLength = false). frame_ia is
/// the rod's frame at frame_a: it turns by `universal` (revolute_a about
/// n1_a, revolute_b about n1_a × rRod_ia normalised, so that the rod does not
/// roll about itself), `rod` (a FixedTranslation rRod_ia) leads to
/// `spherical` (Cardan angles) at frame_b. MSL solves the same kinematics
/// analytically; here the loop's cut and index reduction do.
class UniversalSpherical : public Component {
 public:
  static constexpr const char* kTypeName = "UniversalSpherical";
  using Params = UniversalSphericalParams;
  UniversalSpherical(ComponentContext ctx, Params p = Params());
  Frame frame_a, frame_b, frame_ia;
};

/// A massless rod of `length` with ball joints at both ends, as rod 1 of MSL's
/// JointSSP and JointSSR: a UniversalSpherical `name` whose rod starts along
/// the unit vector `direction` (frame_a axes), its first universal axis the
/// frame_a axis most normal to it. A rod between two ball joints has a free
/// roll about itself; the universal fixes it, which changes nothing for a
/// massless rod. frame_a is the universal's end.
UniversalSpherical& add_spherical_rod(Component& c, const std::string& name, double length,
                                      const Vector3d& direction);

}  // namespace acausal::multibody
