#pragma once
#include "components/multibody/element.hpp"

namespace acausal::multibody {

/// Denavit–Hartenberg conventions (Siciliano et al. 2009, Sec. 2.8.2; Craig,
/// Introduction to Robotics, Sec. 3.4).
enum class DhConvention {
  standard,  // Rot_z(theta) Trans_z(d) Trans_x(a) Rot_x(alpha)
  modified,  // Craig: Rot_x(alpha) Trans_x(a) Rot_z(theta) Trans_z(d)
};

struct FixedDhTransformParams {
  DhConvention convention = DhConvention::standard;
  double a = 0;      // m, link length along x (tunable)
  double alpha = 0;  // rad, link twist about x (structural)
  double d = 0;      // m, offset along z (tunable)
  double theta = 0;  // rad, joint angle about z, here a constant (structural)
};

/// frame_b placed relative to frame_a by one row of a DH table with all four
/// values constant; massless (no MSL counterpart: a FixedRotation with the
/// DH product). A revolute joint of a DH table is a Revolute about z before
/// the standard transform (Rot_z(q) commutes with Rot_z(theta) Trans_z(d)) or
/// after the modified one; theta then holds the joint's offset.
class FixedDhTransform : public Element {
 public:
  static constexpr const char* kTypeName = "FixedDhTransform";
  using Params = FixedDhTransformParams;
  FixedDhTransform(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;

 private:
  Vec3 r_;
  Matrix3d rotation_{};  // columns: frame_b's axes in frame_a coordinates
};

}  // namespace acausal::multibody
