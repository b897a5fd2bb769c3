#include "components/multibody/prismatic.hpp"

namespace acausal::multibody {

Prismatic::Prismatic(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      s(variable("s", {.unit = "m",
                       .description = "distance of frame_b from frame_a along n",
                       .start = 0.0,
                       .state_select = p.state_select})),
      v(variable("v", {.unit = "m/s",
                       .description = "relative velocity der(s)",
                       .start = 0.0,
                       .state_select = p.state_select})),
      a(variable("a", {.unit = "m/s2", .description = "relative acceleration der(v)"})),
      f(variable("f", {.unit = "N", .description = "driving force along the axis"})),
      n_(unit_axis(*this, "n", p.n)),
      closes_loop_(p.closes_loop) {
  equation(v, der(s));
  equation(a, der(v));
  if (p.use_axis_flange) {
    axis = translational::declare_flange(*this, "axis");
    support = translational::declare_flange(*this, "support");
    equation(axis.s, s);
    equation(axis.f, f);
    equation(support.s, 0.0);
  } else {
    equation(f, 0.0);
  }
}

ElementData Prismatic::element() const {
  ElementData d;
  d.kind = ElementKind::Prismatic;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.axis = n_;
  d.q = s;
  d.qd = v;
  d.qdd = a;
  d.effort = f;
  d.has_axis_flange = axis.port != nullptr;
  d.closes_loop = closes_loop_;
  return d;
}

}  // namespace acausal::multibody
