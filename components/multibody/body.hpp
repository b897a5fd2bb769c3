#pragma once
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct BodyParams {
  double m = 1.0;                                   // kg
  Vector3d r_CM{0, 0, 0};                           // m, centre of mass in frame_a
  double I_11 = 0.001, I_22 = 0.001, I_33 = 0.001;  // kg.m2, about the CM, frame_a axes
  double I_21 = 0, I_31 = 0, I_32 = 0;              // kg.m2, products of inertia
  /// false: accept principal moments that violate the triangle inequality,
  /// which no real body has but MSL models may (MSL checks nothing).
  bool check_triangle_inequality = true;
  /// Declare MSL Body's absolute kinematics as variables: frame_a.r_0[1..3],
  /// v_0, a_0 (world axes), w_a, z_a (frame_a axes). Off by default: each
  /// costs equations, and joints carry the motion.
  bool kinematic_outputs = false;
};

/// Rigid body with mass m, centre of mass r_CM and inertia tensor about the
/// CM, all resolved in frame_a (MSL Parts.Body). Every value is a tunable
/// parameter (m, r_CM[1..3], I_11 ... I_32). With kinematic_outputs, the
/// variables of MSL's Body that describe its motion (see BodyParams).
class Body : public Element {
 public:
  static constexpr const char* kTypeName = "Body";
  using Params = BodyParams;
  Body(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a;
  /// The kinematic outputs (constant zeros unless kinematic_outputs).
  BodyKinematics kinematics;

 private:
  Expr m_;
  Vec3 r_cm_;
  Mat3 inertia_;
  bool has_kinematics_ = false;
};

}  // namespace acausal::multibody
