#pragma once
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct RevolutePlanarLoopConstraintParams {
  Vector3d n{0, 0,
             1};  // axis of rotation, fixed in frame_a (structural); normal of the loop's plane
};

/// Revolute joint that closes a planar loop (MSL Joints.RevolutePlanarLoopConstraint):
/// it has no angle of its own and only two position constraints, frame_b's
/// origin on frame_a's in the plane normal to n. The cut force it transmits
/// lies in that plane (unknowns `f_c[1]`, `f_c[2]` along two fixed in-plane
/// axes of frame_a, acting on frame_b's side); its cut torques are zero. The
/// spanning tree never passes through it: it must close a loop, and the loop
/// must move in the plane normal to n (checked when the mechanism is
/// assembled). Use it where a planar loop of revolute and prismatic joints
/// would otherwise leave the out-of-plane cut forces undetermined.
class RevolutePlanarLoopConstraint : public Element {
 public:
  static constexpr const char* kTypeName = "RevolutePlanarLoopConstraint";
  using Params = RevolutePlanarLoopConstraintParams;
  RevolutePlanarLoopConstraint(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;

 private:
  Vector3d n_;
};

}  // namespace acausal::multibody
