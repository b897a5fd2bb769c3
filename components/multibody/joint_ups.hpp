#pragma once
// Universal - prismatic - spherical aggregation (MSL Joints.Assemblies.JointUPS).
#include "components/multibody/element.hpp"
#include "domains/translational.hpp"

namespace acausal::multibody {

struct JointUPSParams {
  Vector3d n1_a{0, 0, 1};      // first universal axis, frame_a (structural)
  Vector3d nAxis_ia{1, 0, 0};  // from frame_a's origin to frame_b's, frame_ia axes (structural)
};

/// A universal joint at frame_a, a prismatic joint along the line to frame_b
/// and a spherical joint at frame_b: six degrees of freedom between frame_a
/// and frame_b, so in a loop it constrains nothing and transmits a force
/// along the line only (a hydraulic cylinder). frame_ia turns with the rod at
/// frame_a (origin at frame_a's, axes: eAxis_ia along the line, e2_ia =
/// n1_a × eAxis_ia normalised, the universal's second axis), frame_ib is
/// frame_ia moved to frame_b's origin; bodies attached there give the rod its
/// mass. The 1-D flanges act along the line: axis.s = distance between the
/// origins, bearing.s = 0 (MSL s_offset = 0). Built from `universal`
/// (revolute_a about n1_a, revolute_b about e2_ia), `prismatic` (along
/// eAxis_ia) and `spherical` (Cardan angles; singular when its ry turns by
/// ±90°). MSL solves the same kinematics analytically instead.
class JointUPS : public Component {
 public:
  static constexpr const char* kTypeName = "JointUPS";
  using Params = JointUPSParams;
  JointUPS(ComponentContext ctx, Params p = Params());
  Frame frame_a, frame_b, frame_ia, frame_ib;
  translational::Flange axis, bearing;
  /// Unit vector along the line (frame_ia axes): MSL eAxis_ia.
  Vector3d eAxis_ia;
};

}  // namespace acausal::multibody
