#pragma once
// Spherical - spherical - prismatic aggregation (MSL Joints.Assemblies.JointSSP).
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct JointSSPParams {
  double rod1Length = 1;       // m, rod 1 between the spherical joints
  Vector3d n_b{0, 0, 1};       // prismatic axis, frame_b (structural)
  Vector3d rRod2_ib{1, 0, 0};  // m, rod 2 from frame_ib to the second spherical joint
  /// Direction of rod 1 from that joint towards frame_a at the start, frame_ib
  /// axes (not in MSL, which assembles analytically): where the loop
  /// assembly starts, and the rod's frame (structural).
  Vector3d rod1Direction{1, 0, 0};
};

/// Rod 1 of length rod1Length with ball joints at frame_a and at rod 2's end,
/// rod 2 (rRod2_ib) fixed to frame_ib, which slides along n_b from frame_b
/// (`prismatic`, its s the distance, MSL's prismatic.distance = s + s_offset:
/// give MSL's s_offset as the start of prismatic.s). A massless
/// rod with two ball joints has a free roll about itself; built from a
/// UniversalSpherical (`rod1`, the universal at rod 2's end, its first axis
/// the frame_ib axis most normal to the rod), the roll is fixed, which
/// changes nothing for the massless rod.
class JointSSP : public Component {
 public:
  static constexpr const char* kTypeName = "JointSSP";
  using Params = JointSSPParams;
  JointSSP(ComponentContext ctx, Params p = Params());
  Frame frame_a, frame_b, frame_ib;
};

}  // namespace acausal::multibody
