#pragma once
#include "components/multibody/element.hpp"
#include "components/multibody/quaternion.hpp"

namespace acausal::multibody {

struct FreeMotionParams {
  Vector3d r_rel_a_start{0, 0, 0};  // m, frame_b's origin relative to frame_a, frame_a axes
  Vector3d v_rel_a_start{0, 0, 0};  // m/s, der(r_rel_a)
  /// rad, Cardan angles {1, 2, 3} turning frame_a into frame_b (MSL angles_start).
  Vector3d angles_start{0, 0, 0};
  /// rad/s, angular velocity of frame_b relative to frame_a, frame_a axes.
  Vector3d w_rel_a_start{0, 0, 0};
  // Whether the starts are initial conditions (true) or guesses (MSL's *_fixed).
  bool r_rel_a_fixed = false, v_rel_a_fixed = false, angles_fixed = false, w_rel_a_fixed = false;
  /// true: the orientation's states are a quaternion (singularity free);
  /// false: the Cardan angles phi of the sequence {1, 2, 3} and their rates
  /// phi_d (MSL useQuaternions = false, sequence_angleStates = {1, 2, 3}),
  /// singular where phi[2] = +-90 deg (structural).
  bool use_quaternions = true;
};

/// Joint with six degrees of freedom (MSL Joints.FreeMotion): no constraint
/// between frame_a and frame_b. Coordinates: r_rel_a[1..3] (frame_b's origin
/// in frame_a axes), v_rel_a = der(r_rel_a), a_rel_a = der(v_rel_a); the
/// quaternion Q[1..4] of frame_b relative to frame_a (singularity free; the
/// orientation is taken from Q / |Q|), w_rel_b[1..3] (angular velocity of
/// frame_b relative to frame_a, frame_b axes; der(Q) = G(Q)^T w_rel_b / 2),
/// z_rel_b = der(w_rel_b). With use_quaternions = false the orientation is
/// the Cardan angles phi[1..3] instead (frame_a turned about x, the new y, the
/// new z), phi_d = der(phi), phi_dd = der(phi_d), and w_rel_b follows from
/// phi and phi_d; the run ends with a message if phi[2] comes within 1e-3 of
/// +-90 deg, where MSL would switch to other angles. A body moving freely in space (MSL creates
/// this joint implicitly for a body that no joint connects to the World) is written with an
/// explicit FreeMotion from the World's frame to the body: then r_rel_a = r_0, v_rel_a = v_0 and
/// w_rel_b = w_a of the body.
class FreeMotion : public Element {
 public:
  static constexpr const char* kTypeName = "FreeMotion";
  using Params = FreeMotionParams;
  FreeMotion(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;
  Vec3 r_rel_a, v_rel_a, a_rel_a, w_rel_b, z_rel_b;
  Quaternion Q;             // unset with use_quaternions = false
  Vec3 phi, phi_d, phi_dd;  // unset with use_quaternions = true

 private:
  bool use_quaternions_;
};

}  // namespace acausal::multibody
