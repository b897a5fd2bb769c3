#pragma once
// Loop-closing spherical joint without coordinates (MSL Joints.Constraints.Spherical).
#include "components/multibody/element.hpp"

namespace acausal::multibody {

/// Holds frame_b's origin on frame_a's, any relative orientation, with no
/// angles of its own (no states): it always closes a kinematic loop, as a
/// cut of the mechanism's spanning tree. Constraint (MSL): the origins
/// coincide (3 residues); the constraint force is the unknown
/// `cut_force[1..3]` (on frame_b, frame_b axes), the torques are zero.
class SphericalConstraint : public Element {
 public:
  static constexpr const char* kTypeName = "SphericalConstraint";
  explicit SphericalConstraint(ComponentContext ctx);
  ElementData element() const override;
  Frame frame_a, frame_b;
};

}  // namespace acausal::multibody
