#include "components/multibody/joint_rrp.hpp"

#include <cmath>

#include <fmt/format.h>

#include "components/multibody/joint_offset.hpp"
#include "components/multibody/prismatic.hpp"

namespace acausal::multibody {

JointRRP::JointRRP(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      AssemblyFrames(static_cast<Component&>(*this)),
      axis(translational::declare_flange(*this, "axis")),
      bearing(translational::declare_flange(*this, "bearing")) {
  const Vector3d n_a = unit_axis(*this, "n_a", p.n_a);
  const Vector3d n_b = unit_axis(*this, "n_b", p.n_b);
  const Vector3d n_m = unit_axis(*this, "n_m", p.n_m);
  // frame_im is parallel to frame_b (the prismatic joint does not turn).
  const double along = n_b[0] * n_m[0] + n_b[1] * n_m[1] + n_b[2] * n_m[2];
  if (std::fabs(along) > 1e-10)
    throw ModelError(fmt::format(
        "JointRRP '{}': the prismatic axis n_b = {{{}, {}, {}}} is not normal to the revolute "
        "axis n_m = {{{}, {}, {}}} (both in frame_b axes), so the loop is not planar. Set "
        "{}.n_b normal to the revolutes' axis.",
        path(), p.n_b[0], p.n_b[1], p.n_b[2], p.n_m[0], p.n_m[1], p.n_m[2], path()));
  // The joints of a loop-closing assembly: the mechanism's own joints keep the states.
  auto& prismatic = add<Prismatic>(
      "prismatic",
      Prismatic::Params{.n = n_b, .use_axis_flange = true, .state_select = StateSelect::Default});
  connect(prismatic_offset(*this, frame_b, n_b, p.s_offset), prismatic.frame_a);
  connect(prismatic.frame_b, frame_ib);
  add_planar_loop_rods(*this, *this, n_a, n_m, p.rRod1_ia, p.rRod2_ib);
  connect(axis, prismatic.axis);
  connect(bearing, prismatic.support);
  prismatic.find_variable("s")->options.start = p.s_guess;
}

}  // namespace acausal::multibody
