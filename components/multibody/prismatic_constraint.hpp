#pragma once
// Loop-closing prismatic joint without coordinates (MSL Joints.Constraints.Prismatic).
#include <array>

#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct PrismaticConstraintParams {
  // Whether frame_b's origin is held on frame_a's along frame_a's x, y, z
  // axis (MSL x_locked, y_locked, z_locked; structural).
  bool x_locked = true, y_locked = true, z_locked = true;
};

/// Keeps frame_b parallel to frame_a (no relative rotation) and its origin on
/// frame_a's along the locked axes, with no coordinates of its own: it always
/// closes a kinematic loop, as a cut of the mechanism's spanning tree. MSL's
/// constraints: R_rel = I (3 residues; here the atan2 form of its skew part,
/// as a rigid cut) and r_rel_a[i] = 0 for each locked axis i; along a free
/// axis the constraint force is zero. Unknowns `cut_force[i]` (locked axes,
/// frame_a axes) and `cut_torque_normal[1..3]`.
class PrismaticConstraint : public Element {
 public:
  static constexpr const char* kTypeName = "PrismaticConstraint";
  using Params = PrismaticConstraintParams;
  PrismaticConstraint(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;

 private:
  std::array<bool, 3> locked_;
};

}  // namespace acausal::multibody
