#pragma once
// Planar revolute - revolute - revolute aggregation (MSL Joints.Assemblies.JointRRR).
#include "components/multibody/assembly_rods.hpp"
#include "domains/rotational.hpp"

namespace acausal::multibody {

struct JointRRRParams {
  Vector3d n_a{0, 0, 1};  // axis of the three revolutes, frame_a (structural)
  /// The same axis in frame_b (MSL computes it from the frames at the start;
  /// n_a where frame_a and frame_b are parallel in the configuration the
  /// rods are given in, as MSL's parameters are; structural).
  Vector3d n_b{0, 0, 1};
  Vector3d rRod1_ia{1, 0, 0};   // m, frame_a's origin to the middle revolute, frame_ia axes
  Vector3d rRod2_ib{-1, 0, 0};  // m, frame_ib's origin to the middle revolute, frame_ib axes
  double phi_offset = 0;        // rad, revolute_b's angle is phi + phi_offset (MSL: deg)
  /// rad, where the loop is assembled: revolute_b's start angle phi (not
  /// fixed; MSL: phi_offset + phi_guess chooses the branch of the closed form, deg).
  double phi_guess = 0;
};

/// Three revolutes with parallel axes joined by two massless rods: the
/// kinematic loop of a planar four-bar (MSL JointRRR). frame_a is the first
/// revolute's left side; frame_ia, fixed in rod 1, its right side; frame_b
/// the third revolute's right side; frame_ib, fixed in rod 2, its left side;
/// frame_im, fixed in rod 2 (parallel to frame_ib), at the middle revolute.
/// The flange `axis` drives the revolute at frame_b (`revolute_b`, axis.phi =
/// its phi), `bearing` is its support. Built as MSL's coordinate-based twin:
/// `revolute_b` (n_b, with a FixedRotation by phi_offset before it when set),
/// `rod2` (rRod2_ib), `revolute_m` (the middle one, n_b in frame_im), `rod1`
/// (-rRod1_ia to frame_ia) and the planar loop cut `revolute_a`
/// (RevolutePlanarLoopConstraint about n_a) between frame_a and frame_ia;
/// MSL solves the same loop in closed form (docs/multibody.md).
class JointRRR : public Component, public AssemblyFrames {
 public:
  static constexpr const char* kTypeName = "JointRRR";
  using Params = JointRRRParams;
  JointRRR(ComponentContext ctx, Params p = Params());
  rotational::Flange axis, bearing;
};

}  // namespace acausal::multibody
