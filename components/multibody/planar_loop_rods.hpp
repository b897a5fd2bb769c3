#pragma once
// The part MSL's planar loop assemblies (JointRRR, JointRRP) share: reused by
// them, never copied.
#include "components/multibody/element.hpp"

namespace acausal::multibody {

/// The assembly's frames the rods join.
struct PlanarLoopFrames {
  const Port& frame_a;
  const Port& frame_ia;
  const Port& frame_ib;
  const Port& frame_im;
};

/// From frame_ib on: `rod2` (rRod2_ib) to frame_im, the middle revolute
/// `revolute_m` (axis n_m in frame_im), `rod1` (-rRod1_ia) to frame_ia, and
/// the planar loop cut `revolute_a` (RevolutePlanarLoopConstraint about n_a)
/// between frame_a and frame_ia. The joint at frame_b, which drives the loop,
/// is the assembly's own.
void add_planar_loop_rods(Component& c, const PlanarLoopFrames& frames, const Vector3d& n_a,
                          const Vector3d& n_m, const Vector3d& rRod1_ia, const Vector3d& rRod2_ib);

}  // namespace acausal::multibody
