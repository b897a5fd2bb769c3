#include "components/multibody/joint_usr.hpp"

#include "components/multibody/joint_offset.hpp"
#include "components/multibody/revolute.hpp"

namespace acausal::multibody {

JointUSR::JointUSR(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      AssemblyFrames(static_cast<Component&>(*this)),
      axis(rotational::declare_flange(*this, "axis")),
      bearing(rotational::declare_flange(*this, "bearing")) {
  const Vector3d n_b = unit_axis(*this, "n_b", p.n_b);
  // The joints of a loop-closing assembly: the mechanism's own joints keep the states.
  auto& revolute = add<Revolute>(
      "revolute",
      Revolute::Params{.n = n_b, .use_axis_flange = true, .state_select = StateSelect::Default});
  connect(revolute_offset(*this, frame_b, n_b, p.phi_offset), revolute.frame_a);
  connect(revolute.frame_b, frame_ib);
  add_spatial_loop_rods(*this, *this, p.n1_a, p.rRod1_ia, p.rRod2_ib);
  connect(axis, revolute.axis);
  connect(bearing, revolute.support);
  revolute.find_variable("phi")->options.start = p.phi_guess;
}

}  // namespace acausal::multibody
