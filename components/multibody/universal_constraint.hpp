#pragma once
// Loop-closing universal joint without coordinates (MSL Joints.Constraints.Universal).
#include <array>

#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct UniversalConstraintParams {
  Vector3d n_a{1, 0, 0};  // first axis, fixed in frame_a (structural)
  Vector3d n_b{0, 1, 0};  // second axis, fixed in frame_b, normal to n_a (structural)
  // Whether frame_b's origin is held on frame_a's along frame_a's x, y, z
  // axis (MSL x_locked, y_locked, z_locked; structural).
  bool x_locked = true, y_locked = true, z_locked = true;
};

/// A Cardan joint as a constraint, with no angles of its own: it always
/// closes a kinematic loop, as a cut of the mechanism's spanning tree. MSL's
/// constraints: n_b (frame_b) stays normal to n_a (frame_a), n_b·(R_rel n_a)
/// = 0 (1 residue), and r_rel_a[i] = 0 for each locked axis i. The
/// constraint torque is normal to both axes (MSL frame_a.t·n_a = 0,
/// frame_b.t·n_b = 0): the unknown `cut_torque_normal[1]` along n_a × n_b;
/// forces `cut_force[i]` along the locked axes (frame_a axes).
class UniversalConstraint : public Element {
 public:
  static constexpr const char* kTypeName = "UniversalConstraint";
  using Params = UniversalConstraintParams;
  UniversalConstraint(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;

 private:
  Vector3d n_a_, n_b_;
  std::array<bool, 3> locked_;
};

}  // namespace acausal::multibody
