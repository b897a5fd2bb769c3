#include "components/multibody/assembly_rods.hpp"

#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/revolute_planar_loop_constraint.hpp"
#include "components/multibody/universal_spherical.hpp"

namespace acausal::multibody {

AssemblyFrames::AssemblyFrames(Component& c)
    : frame_a(declare_frame(c, "frame_a")),
      frame_b(declare_frame(c, "frame_b")),
      frame_ia(declare_frame(c, "frame_ia")),
      frame_ib(declare_frame(c, "frame_ib")),
      frame_im(declare_frame(c, "frame_im")) {}

void add_planar_loop_rods(Component& c, const AssemblyFrames& frames, const Vector3d& n_a,
                          const Vector3d& n_m, const Vector3d& rRod1_ia, const Vector3d& rRod2_ib) {
  // The joints of a loop-closing assembly: the mechanism's own joints keep the states.
  auto& rod2 = c.add<FixedTranslation>("rod2", FixedTranslation::Params{.r = rRod2_ib});
  auto& revolute_m = c.add<Revolute>(
      "revolute_m", Revolute::Params{.n = n_m, .state_select = StateSelect::Default});
  auto& rod1 = c.add<FixedTranslation>(
      "rod1", FixedTranslation::Params{.r = {-rRod1_ia[0], -rRod1_ia[1], -rRod1_ia[2]}});
  auto& revolute_a = c.add<RevolutePlanarLoopConstraint>(
      "revolute_a", RevolutePlanarLoopConstraint::Params{.n = n_a});
  c.connect(frames.frame_ib, rod2.frame_a);
  c.connect(rod2.frame_b, frames.frame_im);
  c.connect(frames.frame_im, revolute_m.frame_a);
  c.connect(revolute_m.frame_b, rod1.frame_a);
  c.connect(rod1.frame_b, frames.frame_ia);
  c.connect(frames.frame_a, revolute_a.frame_a);
  c.connect(revolute_a.frame_b, frames.frame_ia);
}

void add_spatial_loop_rods(Component& c, const AssemblyFrames& frames, const Vector3d& n1_a,
                           const Vector3d& rRod1_ia, const Vector3d& rRod2_ib) {
  auto& rod2 = c.add<FixedTranslation>("rod2", FixedTranslation::Params{.r = rRod2_ib});
  auto& rod1 = c.add<UniversalSpherical>(
      "rod1", UniversalSpherical::Params{.n1_a = unit_axis(c, "n1_a", n1_a), .rRod_ia = rRod1_ia});
  c.connect(frames.frame_ib, rod2.frame_a);
  c.connect(rod2.frame_b, frames.frame_im);
  c.connect(frames.frame_a, rod1.frame_a);
  c.connect(rod1.frame_b, frames.frame_im);
  c.connect(rod1.frame_ia, frames.frame_ia);
}

}  // namespace acausal::multibody
