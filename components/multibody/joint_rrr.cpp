#include "components/multibody/joint_rrr.hpp"

#include "components/multibody/joint_offset.hpp"
#include "components/multibody/revolute.hpp"

namespace acausal::multibody {

JointRRR::JointRRR(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      AssemblyFrames(static_cast<Component&>(*this)),
      axis(rotational::declare_flange(*this, "axis")),
      bearing(rotational::declare_flange(*this, "bearing")) {
  const Vector3d n_a = unit_axis(*this, "n_a", p.n_a);
  const Vector3d n_b = unit_axis(*this, "n_b", p.n_b);
  // The joints of a loop-closing assembly: the mechanism's own joints keep the states.
  auto& revolute_b = add<Revolute>(
      "revolute_b",
      Revolute::Params{.n = n_b, .use_axis_flange = true, .state_select = StateSelect::Default});
  connect(revolute_offset(*this, frame_b, n_b, p.phi_offset), revolute_b.frame_a);
  connect(revolute_b.frame_b, frame_ib);
  // frame_im is parallel to frame_ib, which turns about n_b: the middle axis is n_b there too.
  add_planar_loop_rods(*this, *this, n_a, n_b, p.rRod1_ia, p.rRod2_ib);
  connect(axis, revolute_b.axis);
  connect(bearing, revolute_b.support);
  revolute_b.find_variable("phi")->options.start = p.phi_guess;
}

}  // namespace acausal::multibody
