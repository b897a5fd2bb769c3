#pragma once
// The 1-D elements a URDF joint's <dynamics> and <limit> become, placed
// between the joint's support and axis flanges (rotational for revolute and
// continuous joints, translational for prismatic ones). Both act like a
// damper: `tau` (or `f`) flows into flange_b (the axis) and opposes positive
// relative motion of flange_b against flange_a (the support).
#include "core/model/component.hpp"

namespace acausal::urdf {

struct JointDynamicsParams {
  bool translational = false;
  double damping = 0;            // N.m.s/rad or N.s/m (URDF <dynamics damping>)
  double friction = 0;           // N.m or N (URDF <dynamics friction>, Coulomb)
  double friction_speed = 1e-3;  // rad/s or m/s: the Coulomb law is smoothed over this speed
};

/// tau = damping * w_rel + friction * tanh(w_rel / friction_speed): viscous
/// damping and a regularised Coulomb friction (no stiction, no events; a
/// joint held by gravity creeps at about friction_speed * (load / friction)).
class JointDynamics : public Component {
 public:
  static constexpr const char* kTypeName = "urdf.JointDynamics";
  using Params = JointDynamicsParams;
  JointDynamics(ComponentContext ctx, Params p = Params());
};

struct JointLimitStopParams {
  bool translational = false;
  double lower = 0, upper = 0;  // rad or m, lower < upper
  double stiffness = 1e4;       // N.m/rad or N/m
  double damping = 1e2;         // N.m.s/rad or N.s/m
};

/// A stop at each end of the URDF position range: beyond `upper`,
/// tau = max(0, stiffness (q - upper) + damping w); below `lower`,
/// tau = min(0, stiffness (q - lower) + damping w); 0 in between (the stop
/// only pushes). q = flange_b - flange_a; state events where q leaves the range.
class JointLimitStop : public Component {
 public:
  static constexpr const char* kTypeName = "urdf.JointLimitStop";
  using Params = JointLimitStopParams;
  JointLimitStop(ComponentContext ctx, Params p);
};

}  // namespace acausal::urdf
