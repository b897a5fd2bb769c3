#include "components/multibody/joint_usp.hpp"

#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/joint_offset.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/universal_spherical.hpp"

namespace acausal::multibody {

JointUSP::JointUSP(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      frame_ia(declare_frame(*this, "frame_ia")),
      frame_ib(declare_frame(*this, "frame_ib")),
      frame_im(declare_frame(*this, "frame_im")),
      axis(translational::declare_flange(*this, "axis")),
      bearing(translational::declare_flange(*this, "bearing")) {
  const Vector3d n_b = unit_axis(*this, "n_b", p.n_b);
  // The joints of a loop-closing assembly: the mechanism's own joints keep the states.
  auto& prismatic = add<Prismatic>(
      "prismatic",
      Prismatic::Params{.n = n_b, .use_axis_flange = true, .state_select = StateSelect::Default});
  auto& rod2 = add<FixedTranslation>("rod2", FixedTranslation::Params{.r = p.rRod2_ib});
  auto& rod1 = add<UniversalSpherical>(
      "rod1",
      UniversalSpherical::Params{.n1_a = unit_axis(*this, "n1_a", p.n1_a), .rRod_ia = p.rRod1_ia});
  connect(prismatic_offset(*this, frame_b, n_b, p.s_offset), prismatic.frame_a);
  connect(prismatic.frame_b, frame_ib);
  connect(frame_ib, rod2.frame_a);
  connect(rod2.frame_b, frame_im);
  connect(frame_a, rod1.frame_a);
  connect(rod1.frame_b, frame_im);
  connect(rod1.frame_ia, frame_ia);
  connect(axis, prismatic.axis);
  connect(bearing, prismatic.support);
  prismatic.find_variable("s")->options.start = p.s_guess;
}

}  // namespace acausal::multibody
