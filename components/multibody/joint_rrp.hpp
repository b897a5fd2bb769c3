#pragma once
// Planar revolute - revolute - prismatic aggregation (MSL Joints.Assemblies.JointRRP).
#include "components/multibody/assembly_rods.hpp"
#include "domains/translational.hpp"

namespace acausal::multibody {

struct JointRRPParams {
  Vector3d n_a{0, 0, 1};  // axis of the two revolutes, frame_a (structural)
  Vector3d n_b{-1, 0,
               0};  // axis of the prismatic joint, frame_b; normal to the revolutes (structural)
  /// Axis of the middle revolute, frame_im (MSL computes it from the frames at
  /// the start; n_a where frame_a and frame_b are parallel in the
  /// configuration the rods are given in, as MSL's parameters are; structural).
  Vector3d n_m{0, 0, 1};
  Vector3d rRod1_ia{1, 0, 0};   // m, frame_a's origin to the middle revolute, frame_ia axes
  Vector3d rRod2_ib{-1, 0, 0};  // m, frame_ib's origin to the middle revolute, frame_ib axes
  double s_offset = 0;          // m, the prismatic's distance is s + s_offset
  /// m, where the loop is assembled: the prismatic's start s (not fixed;
  /// MSL: s_offset + s_guess chooses the branch of the closed form).
  double s_guess = 0;
};

/// Two revolutes and a prismatic joint joined by two massless rods: the
/// kinematic loop of a crank and slider (MSL JointRRP). Frames as JointRRR's;
/// the flange `axis` drives the prismatic joint at frame_b (axis.s = s, the
/// distance less s_offset), `bearing` is its support. Built as MSL's
/// coordinate-based twin (Engine1b): `prismatic` (n_b, after a translation
/// by s_offset along it when set), `rod2` (rRod2_ib), `revolute_m` (n_m),
/// `rod1` (-rRod1_ia to frame_ia) and the planar loop cut `revolute_a`
/// (RevolutePlanarLoopConstraint about n_a) between frame_a and frame_ia.
class JointRRP : public Component, public AssemblyFrames {
 public:
  static constexpr const char* kTypeName = "JointRRP";
  using Params = JointRRPParams;
  JointRRP(ComponentContext ctx, Params p = Params());
  translational::Flange axis, bearing;
};

}  // namespace acausal::multibody
