#include "components/multibody/joint_ups.hpp"

#include <cmath>

#include <fmt/format.h>

#include "components/multibody/prismatic.hpp"
#include "components/multibody/spherical.hpp"
#include "components/multibody/universal.hpp"

namespace acausal::multibody {

JointUPS::JointUPS(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      frame_ia(declare_frame(*this, "frame_ia")),
      frame_ib(declare_frame(*this, "frame_ib")),
      axis(translational::declare_flange(*this, "axis")),
      bearing(translational::declare_flange(*this, "bearing")),
      eAxis_ia(unit_axis(*this, "nAxis_ia", p.nAxis_ia)) {
  const Vector3d n1 = unit_axis(*this, "n1_a", p.n1_a);
  const Vector3d& e = eAxis_ia;
  // MSL: e2_ia = normalize(cross(n1_a, eAxis_ia)), the universal's second axis.
  const Vector3d n2{n1[1] * e[2] - n1[2] * e[1], n1[2] * e[0] - n1[0] * e[2],
                    n1[0] * e[1] - n1[1] * e[0]};
  if (std::sqrt(n2[0] * n2[0] + n2[1] * n2[1] + n2[2] * n2[2]) < 1e-10)
    throw ModelError(fmt::format(
        "JointUPS '{}': n1_a = {{{}, {}, {}}} is parallel to nAxis_ia, so the universal joint's "
        "second axis (n1_a × nAxis_ia) is undefined. Set {}.n1_a to a vector not along the line "
        "from frame_a to frame_b.",
        path(), p.n1_a[0], p.n1_a[1], p.n1_a[2], path()));
  // The joints of a loop-closing assembly: the mechanism's own joints keep the states.
  auto& universal =
      add<Universal>("universal", Universal::Params{.n_a = n1,
                                                    .n_b = unit_axis(*this, "e2_ia", n2),
                                                    .state_select = StateSelect::Default});
  auto& prismatic = add<Prismatic>(
      "prismatic",
      Prismatic::Params{.n = e, .use_axis_flange = true, .state_select = StateSelect::Default});
  auto& spherical = add<Spherical>("spherical");
  connect(frame_a, universal.frame_a);
  connect(universal.frame_b, prismatic.frame_a);
  connect(prismatic.frame_b, spherical.frame_a);
  connect(spherical.frame_b, frame_b);
  connect(frame_ia, prismatic.frame_a);
  connect(frame_ib, prismatic.frame_b);
  connect(axis, prismatic.axis);
  connect(bearing, prismatic.support);
}

}  // namespace acausal::multibody
