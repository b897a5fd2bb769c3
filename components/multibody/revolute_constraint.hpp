#pragma once
// Loop-closing revolute joint without coordinates (MSL Joints.Constraints.Revolute).
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct RevoluteConstraintParams {
  Vector3d n{0, 0, 1};  // axis of rotation, frame_a and frame_b (structural)
};

/// Holds frame_b on frame_a's origin and lets it turn only about n, with no
/// angle of its own (no states): it always closes a kinematic loop, as a cut
/// of the mechanism's spanning tree. Its constraints are MSL's: the origins
/// coincide (3 residues) and the relative rotation has no part normal to n
/// (2 residues: the skew part of R_b R_aᵀ along two axes normal to n). The
/// constraint forces are unknowns `cut_force[1..3]` (frame_b axes) and
/// `cut_torque_normal[1..2]` (along those axes); the torque along n is zero.
class RevoluteConstraint : public Element {
 public:
  static constexpr const char* kTypeName = "RevoluteConstraint";
  using Params = RevoluteConstraintParams;
  RevoluteConstraint(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;

 private:
  Vector3d n_;
};

}  // namespace acausal::multibody
