#include "components/multibody/joint_usp.hpp"

#include "components/multibody/joint_offset.hpp"
#include "components/multibody/prismatic.hpp"

namespace acausal::multibody {

JointUSP::JointUSP(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      AssemblyFrames(static_cast<Component&>(*this)),
      axis(translational::declare_flange(*this, "axis")),
      bearing(translational::declare_flange(*this, "bearing")) {
  const Vector3d n_b = unit_axis(*this, "n_b", p.n_b);
  // The joints of a loop-closing assembly: the mechanism's own joints keep the states.
  auto& prismatic = add<Prismatic>(
      "prismatic",
      Prismatic::Params{.n = n_b, .use_axis_flange = true, .state_select = StateSelect::Default});
  connect(prismatic_offset(*this, frame_b, n_b, p.s_offset), prismatic.frame_a);
  connect(prismatic.frame_b, frame_ib);
  add_spatial_loop_rods(*this, *this, p.n1_a, p.rRod1_ia, p.rRod2_ib);
  connect(axis, prismatic.axis);
  connect(bearing, prismatic.support);
  prismatic.find_variable("s")->options.start = p.s_guess;
}

}  // namespace acausal::multibody
