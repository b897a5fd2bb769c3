#pragma once
// Ideal 3-D gearbox between two shafts of arbitrary directions (MSL 4.0.0
// Joints.GearConstraint).
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct GearConstraintParams {
  double ratio = 2;       // gear speed ratio, phi_a = ratio * phi_b (MSL: no default)
  Vector3d n_a{1, 0, 0};  // axis of shaft a, bearing and frame_a axes (structural)
  Vector3d n_b{1, 0, 0};  // axis of shaft b, bearing and frame_b axes (structural)
  Vector3d r_a{0, 0, 0};  // m, bearing origin to frame_a origin, bearing axes
  Vector3d r_b{0, 0, 0};  // m, bearing origin to frame_b origin, bearing axes
  /// Preference for phi_b and w_b as states (MSL stateSelect; shaft a's angle
  /// follows from the gear, so it is never preferred).
  StateSelect state_select = StateSelect::Prefer;
};

/// Shaft a (frame_a) turns by phi_a about n_a, shaft b (frame_b) by phi_b
/// about n_b, both relative to the housing `bearing`, with phi_a = ratio *
/// phi_b. Built as MSL: fixedTranslation2 (r_a) and actuatedRevolute_a,
/// fixedTranslation1 (r_b) and actuatedRevolute_b, from the bearing, and an
/// idealGear (ratio, the tunable parameter) between the two axis flanges.
/// The gear torques are Lagrange multipliers of the constraint, tau_b =
/// -ratio tau_a; a Revolute passes its whole wrench, the axial torque
/// included, to its frame_a, so every reaction (the housing torque
/// -tau_a (n_a - ratio n_b) among them) lands on the bearing.
/// phi_b, w_b, a_b are actuatedRevolute_b's phi, w, a.
class GearConstraint : public Component {
 public:
  static constexpr const char* kTypeName = "GearConstraint";
  using Params = GearConstraintParams;
  GearConstraint(ComponentContext ctx, Params p = Params());
  Frame frame_a, frame_b, bearing;
  Expr phi_b, w_b, a_b;
};

}  // namespace acausal::multibody
