#pragma once
#include "components/multibody/revolute.hpp"

namespace acausal::multibody {

struct SphericalParams {
  /// Preference of the three angles as states. Default: in a loop, the
  /// assembler's cut and dummy derivatives choose (MSL's Spherical has no states).
  StateSelect state_select = StateSelect::Default;
  /// Order of the three turns, axes 1 = x, 2 = y, 3 = z of the preceding
  /// frame (default x, y, z); the joint is singular when the middle angle is
  /// ±pi/2, so choose an order whose middle axis stays away from a quarter turn.
  std::array<int, 3> sequence{1, 2, 3};
};

/// Ball joint: frame_b has frame_a's origin and any orientation, parametrised
/// as three revolutes in series about frame_a's x, then y, then z axis
/// (Cardan angles rx.phi, ry.phi, rz.phi; singular at ry.phi = ±pi/2), or in
/// the order of `sequence` (the revolutes keep their names by axis). MSL's
/// Spherical uses the same frames but no angles; our joint-space assembler
/// needs coordinates. No mass between the revolutes.
class Spherical : public Component {
 public:
  static constexpr const char* kTypeName = "Spherical";
  using Params = SphericalParams;
  Spherical(ComponentContext ctx, Params p = Params());
  Frame frame_a, frame_b;
};

}  // namespace acausal::multibody
