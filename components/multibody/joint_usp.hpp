#pragma once
// Universal - spherical - prismatic aggregation (MSL Joints.Assemblies.JointUSP).
#include "components/multibody/assembly_rods.hpp"
#include "domains/translational.hpp"

namespace acausal::multibody {

struct JointUSPParams {
  Vector3d n1_a{0, 0, 1};       // first axis of the universal joint, frame_a (structural)
  Vector3d n_b{1, 0, 0};        // axis of the prismatic joint, frame_b (structural)
  Vector3d rRod1_ia{1, 0, 0};   // m, frame_a's origin to the spherical joint, frame_ia axes
  Vector3d rRod2_ib{-1, 0, 0};  // m, frame_ib's origin to the spherical joint, frame_ib axes
  double s_offset = 0;          // m, the prismatic's distance is s + s_offset
  double s_guess = 0;           // m, the prismatic's start s (MSL: the branch)
};

/// A universal joint at frame_a, a spherical joint in the middle and a
/// prismatic joint at frame_b, joined by two massless rods (MSL JointUSP);
/// frames as JointUSR's, `axis` drives the prismatic joint (axis.s = s),
/// `bearing` is its support. Built from `prismatic` (n_b, after a translation
/// by s_offset along it when set), `rod2` (rRod2_ib) and `rod1` (a
/// UniversalSpherical from frame_a to frame_im).
class JointUSP : public Component, public AssemblyFrames {
 public:
  static constexpr const char* kTypeName = "JointUSP";
  using Params = JointUSPParams;
  JointUSP(ComponentContext ctx, Params p = Params());
  translational::Flange axis, bearing;
};

}  // namespace acausal::multibody
