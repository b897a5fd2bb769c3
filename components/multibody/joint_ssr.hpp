#pragma once
// Spherical - spherical - revolute aggregation (MSL Joints.Assemblies.JointSSR).
#include "components/multibody/element.hpp"
#include "domains/rotational.hpp"

namespace acausal::multibody {

struct JointSSRParams {
  double rod1Length = 1;       // m, rod 1 between the spherical joints
  Vector3d n_b{0, 0, 1};       // axis of the revolute joint, frame_b (structural)
  Vector3d rRod2_ib{1, 0, 0};  // m, rod 2 from frame_ib to the second spherical joint
  double phi_offset = 0;       // rad, the revolute's angle is phi + phi_offset (MSL: deg)
  double phi_guess = 0;        // rad, the revolute's start angle phi (MSL: deg, the branch)
  /// Direction of rod 1 from the second spherical joint towards frame_a at
  /// the start, frame_ib axes (not in MSL, which assembles analytically):
  /// where the loop assembly starts, and the rod's frame (structural).
  Vector3d rod1Direction{1, 0, 0};
};

/// Rod 1 of length rod1Length with ball joints at frame_a and at rod 2's end,
/// rod 2 (rRod2_ib) fixed to frame_ib, which turns about n_b from frame_b
/// (`revolute`, after a FixedRotation by phi_offset when set; MSL JointSSR).
/// frame_im is rod 2's frame at the second ball joint; `axis` drives the
/// revolute (axis.phi = phi), `bearing` is its support. Rod 1 is a
/// UniversalSpherical as JointSSP's.
class JointSSR : public Component {
 public:
  static constexpr const char* kTypeName = "JointSSR";
  using Params = JointSSRParams;
  JointSSR(ComponentContext ctx, Params p = Params());
  Frame frame_a, frame_b, frame_ib, frame_im;
  rotational::Flange axis, bearing;
};

}  // namespace acausal::multibody
