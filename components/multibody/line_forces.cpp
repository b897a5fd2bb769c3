#include "components/multibody/line_forces.hpp"

#include <fmt/format.h>

namespace acausal::multibody {

LineForce::LineForce(ComponentContext ctx, double s_small, bool uses_speed)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      // Start 1 m (r_rel_0 = {1, 0, 0}): guesses that keep 1 / s and the
      // derivative of |r_rel_0| finite before initialisation.
      length(variable("length", {.unit = "m",
                                 .description = "distance between the origins of frame_a and "
                                                "frame_b",
                                 .start = 1.0})),
      s(variable(
          "s",
          {.unit = "m", .description = "distance, guarded: max(length, s_small)", .start = 1.0})),
      f(variable("f", {.unit = "N",
                       .description = "line force (positive: pulls frame_a and frame_b "
                                      "together)"})),
      uses_speed_(uses_speed) {
  for (std::size_t i = 0; i < 3; ++i)
    r_rel_0[i] = variable(fmt::format("r_rel_0[{}]", i + 1),
                          {.unit = "m",
                           .description = "origin of frame_b relative to frame_a, world axes",
                           .start = i == 0 ? 1.0 : 0.0});
  s_small_ =
      parameter("s_small", s_small,
                {"m", "smallest distance used for the line's direction", ParameterCheck::Positive});
  if (uses_speed) v_rel = variable("v_rel", {.unit = "m/s", .description = "der(s)"});
}

void LineForce::force_law(const Expr& law) {
  law_ = law;
  equation(f, law);
}

ElementData LineForce::element() const {
  ElementData d;
  d.kind = ElementKind::LineForce;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.r_rel_0 = r_rel_0;
  d.length = length;
  d.s = s;
  d.s_dot = v_rel;
  d.line_force = f;
  d.s_small = s_small_;
  d.uses_speed = uses_speed_;
  d.force_law = law_;
  return d;
}

Spring::Spring(ComponentContext ctx, Params p) : LineForce(std::move(ctx), p.s_small, false) {
  const Expr c = parameter("c", p.c, {"N/m", "spring constant", ParameterCheck::NonNegative});
  const Expr s_unstretched =
      parameter("s_unstretched", p.s_unstretched, {"m", "unstretched length"});
  force_law(c * (s - s_unstretched));
}

Damper::Damper(ComponentContext ctx, Params p) : LineForce(std::move(ctx), p.s_small, true) {
  const Expr d = parameter("d", p.d, {"N.s/m", "damping constant", ParameterCheck::NonNegative});
  force_law(d * v_rel);
}

SpringDamperParallel::SpringDamperParallel(ComponentContext ctx, Params p)
    : LineForce(std::move(ctx), p.s_small, true) {
  const Expr c = parameter("c", p.c, {"N/m", "spring constant", ParameterCheck::NonNegative});
  const Expr s_unstretched =
      parameter("s_unstretched", p.s_unstretched, {"m", "unstretched length"});
  const Expr d = parameter("d", p.d, {"N.s/m", "damping constant", ParameterCheck::NonNegative});
  force_law(c * (s - s_unstretched) + d * v_rel);
}

}  // namespace acausal::multibody
