#pragma once
// The parts MSL's loop assemblies with five frames (JointRRR, JointRRP,
// JointUSR, JointUSP) share: reused by them, never copied.
#include "components/multibody/element.hpp"

namespace acausal::multibody {

/// frame_a and frame_b, the assembly's ends; frame_ia fixed in rod 1 at
/// frame_a; frame_ib fixed in rod 2 at frame_b; frame_im fixed in rod 2 at the
/// middle joint.
struct AssemblyFrames {
  Frame frame_a, frame_b, frame_ia, frame_ib, frame_im;
  explicit AssemblyFrames(Component& c);
};

/// From frame_ib on: `rod2` (rRod2_ib) to frame_im, the middle revolute
/// `revolute_m` (axis n_m in frame_im), `rod1` (-rRod1_ia) to frame_ia, and
/// the planar loop cut `revolute_a` (RevolutePlanarLoopConstraint about n_a)
/// between frame_a and frame_ia (JointRRR, JointRRP). The joint at frame_b,
/// which drives the loop, is the assembly's own.
void add_planar_loop_rods(Component& c, const AssemblyFrames& frames, const Vector3d& n_a,
                          const Vector3d& n_m, const Vector3d& rRod1_ia, const Vector3d& rRod2_ib);

/// From frame_ib on: `rod2` (rRod2_ib) to frame_im and `rod1`, a
/// UniversalSpherical (first axis n1_a, rod rRod1_ia in frame_ia axes) from
/// frame_a to frame_im, its frame_ia the assembly's (JointUSR, JointUSP).
void add_spatial_loop_rods(Component& c, const AssemblyFrames& frames, const Vector3d& n1_a,
                           const Vector3d& rRod1_ia, const Vector3d& rRod2_ib);

}  // namespace acausal::multibody
