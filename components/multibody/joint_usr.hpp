#pragma once
// Universal - spherical - revolute aggregation (MSL Joints.Assemblies.JointUSR).
#include "components/multibody/assembly_rods.hpp"
#include "domains/rotational.hpp"

namespace acausal::multibody {

struct JointUSRParams {
  Vector3d n1_a{0, 0, 1};       // first axis of the universal joint, frame_a (structural)
  Vector3d n_b{0, 0, 1};        // axis of the revolute joint, frame_b (structural)
  Vector3d rRod1_ia{1, 0, 0};   // m, frame_a's origin to the spherical joint, frame_ia axes
  Vector3d rRod2_ib{-1, 0, 0};  // m, frame_ib's origin to the spherical joint, frame_ib axes
  double phi_offset = 0;        // rad, the revolute's angle is phi + phi_offset (MSL: deg)
  double phi_guess = 0;         // rad, the revolute's start angle phi (MSL: deg, the branch)
};

/// A universal joint at frame_a, a spherical joint in the middle and a
/// revolute joint at frame_b, joined by two massless rods (MSL JointUSR):
/// in a loop it leaves the revolute's angle to the loop. frame_ia is rod 1's
/// frame at frame_a (MSL UniversalSpherical's), frame_ib rod 2's at frame_b,
/// frame_im rod 2's at the spherical joint; `axis` drives the revolute
/// (axis.phi = phi), `bearing` is its support. Built from `revolute` (n_b,
/// after a FixedRotation by phi_offset when set), `rod2` (rRod2_ib) and `rod1`
/// (a UniversalSpherical from frame_a to frame_im); MSL solves the loop in
/// closed form.
class JointUSR : public Component, public AssemblyFrames {
 public:
  static constexpr const char* kTypeName = "JointUSR";
  using Params = JointUSRParams;
  JointUSR(ComponentContext ctx, Params p = Params());
  rotational::Flange axis, bearing;
};

}  // namespace acausal::multibody
