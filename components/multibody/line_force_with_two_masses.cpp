#include "components/multibody/line_force_with_two_masses.hpp"

#include <fmt/format.h>

namespace acausal::multibody {

LineForceWithTwoMasses::LineForceWithTwoMasses(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      flange_a(translational::declare_flange(*this, "flange_a")),
      flange_b(translational::declare_flange(*this, "flange_b")),
      length(variable("length", {.unit = "m",
                                 .description = "distance between the origins of frame_a and "
                                                "frame_b",
                                 .start = 1.0})),
      s(variable(
          "s",
          {.unit = "m", .description = "distance, guarded: max(length, s_small)", .start = 1.0})),
      fa(variable("fa", {.unit = "N", .description = "force from flange_a"})),
      fb(variable("fb", {.unit = "N", .description = "force from flange_b"})) {
  for (std::size_t i = 0; i < 3; ++i)
    r_rel_0[i] = variable(fmt::format("r_rel_0[{}]", i + 1),
                          {.unit = "m",
                           .description = "origin of frame_b relative to frame_a, world axes",
                           .start = i == 0 ? 1.0 : 0.0});
  m_a_ = parameter("m_a", p.m_a, {"kg", "point mass a", ParameterCheck::NonNegative});
  m_b_ = parameter("m_b", p.m_b, {"kg", "point mass b", ParameterCheck::NonNegative});
  L_a_ = parameter("L_a", p.L_a, {"m", "distance of mass a from frame_a, towards frame_b"});
  L_b_ = parameter("L_b", p.L_b.value_or(p.L_a),
                   {"m", "distance of mass b from frame_b, towards frame_a"});
  s_small_ =
      parameter("s_small", p.s_small,
                {"m", "smallest distance used for the line's direction", ParameterCheck::Positive});
  // MSL: flange_a.s = 0, flange_b.s = length; the flange forces act along the line.
  equation(flange_a.s, 0.0);
  equation(flange_b.s, length);
  equation(fa, flange_a.f);
  equation(fb, flange_b.f);
}

ElementData LineForceWithTwoMasses::element() const {
  ElementData d;
  d.kind = ElementKind::LineForceWithMasses;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.r_rel_0 = r_rel_0;
  d.length = length;
  d.s = s;
  d.s_small = s_small_;
  d.line_masses = {m_a_, m_b_, L_a_, L_b_, fa, fb};
  return d;
}

}  // namespace acausal::multibody
