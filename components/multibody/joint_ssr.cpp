#include "components/multibody/joint_ssr.hpp"

#include <fmt/format.h>

#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/joint_offset.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/universal_spherical.hpp"

namespace acausal::multibody {

JointSSR::JointSSR(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      frame_ib(declare_frame(*this, "frame_ib")),
      frame_im(declare_frame(*this, "frame_im")),
      axis(rotational::declare_flange(*this, "axis")),
      bearing(rotational::declare_flange(*this, "bearing")) {
  if (!(p.rod1Length > 0))
    throw ModelError(fmt::format(
        "JointSSR '{}': rod1Length = {} is not a length. Set {}.rod1Length to the distance "
        "between the two spherical joints (> 0).",
        path(), p.rod1Length, path()));
  const Vector3d n_b = unit_axis(*this, "n_b", p.n_b);
  // The joints of a loop-closing assembly: the mechanism's own joints keep the states.
  auto& revolute = add<Revolute>(
      "revolute",
      Revolute::Params{.n = n_b, .use_axis_flange = true, .state_select = StateSelect::Default});
  auto& rod2 = add<FixedTranslation>("rod2", FixedTranslation::Params{.r = p.rRod2_ib});
  auto& rod1 = add_spherical_rod(*this, "rod1", p.rod1Length,
                                 unit_axis(*this, "rod1Direction", p.rod1Direction));
  connect(revolute_offset(*this, frame_b, n_b, p.phi_offset), revolute.frame_a);
  connect(revolute.frame_b, frame_ib);
  connect(frame_ib, rod2.frame_a);
  connect(rod2.frame_b, frame_im);
  connect(frame_im, rod1.frame_a);
  connect(rod1.frame_b, frame_a);
  connect(axis, revolute.axis);
  connect(bearing, revolute.support);
  revolute.find_variable("phi")->options.start = p.phi_guess;
}

}  // namespace acausal::multibody
