#include "components/multibody/gear_constraint.hpp"

#include <cmath>

#include <fmt/format.h>

#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/revolute.hpp"
#include "components/rotational/ideal_gear.hpp"

namespace acausal::multibody {

GearConstraint::GearConstraint(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      bearing(declare_frame(*this, "bearing")) {
  if (!(std::isfinite(p.ratio) && p.ratio != 0))
    throw ModelError(fmt::format(
        "GearConstraint '{}': ratio = {} is not a gear ratio. Set {}.ratio to phi_a / phi_b "
        "(finite, not 0).",
        path(), p.ratio, path()));
  // Checked here so that a zero axis is named as the gear's parameter.
  unit_axis(*this, "n_a", p.n_a);
  unit_axis(*this, "n_b", p.n_b);
  auto& fixedTranslation2 =
      add<FixedTranslation>("fixedTranslation2", FixedTranslation::Params{.r = p.r_a});
  auto& fixedTranslation1 =
      add<FixedTranslation>("fixedTranslation1", FixedTranslation::Params{.r = p.r_b});
  // Only one of the two shaft angles can be a state; b is MSL's.
  auto& revolute_a = add<Revolute>(
      "actuatedRevolute_a",
      Revolute::Params{.n = p.n_a, .use_axis_flange = true, .state_select = StateSelect::Default});
  auto& revolute_b = add<Revolute>(
      "actuatedRevolute_b",
      Revolute::Params{.n = p.n_b, .use_axis_flange = true, .state_select = p.state_select});
  auto& idealGear =
      add<rotational::IdealGear>("idealGear", rotational::IdealGear::Params{.ratio = p.ratio});
  connect(bearing, fixedTranslation2.frame_a);
  connect(fixedTranslation2.frame_b, revolute_a.frame_a);
  connect(revolute_a.frame_b, frame_a);
  connect(bearing, fixedTranslation1.frame_a);
  connect(fixedTranslation1.frame_b, revolute_b.frame_a);
  connect(revolute_b.frame_b, frame_b);
  connect(revolute_a.axis, idealGear.flange_a);
  connect(idealGear.flange_b, revolute_b.axis);
  phi_b = variable("phi_b", {.unit = "rad", .description = "angle of shaft b relative to bearing"});
  w_b = variable("w_b", {.unit = "rad/s", .description = "speed of shaft b, der(phi_b)"});
  a_b = variable("a_b", {.unit = "rad/s2", .description = "acceleration of shaft b, der(w_b)"});
  equation(phi_b, revolute_b.phi);
  equation(w_b, revolute_b.w);
  equation(a_b, revolute_b.a);
}

}  // namespace acausal::multibody
