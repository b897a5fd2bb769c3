#include "components/multibody/revolute.hpp"

namespace acausal::multibody {

Revolute::Revolute(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      phi(variable("phi", {.unit = "rad",
                           .description = "rotation angle of frame_b relative to frame_a",
                           .start = 0.0,
                           .state_select = p.state_select})),
      w(variable("w", {.unit = "rad/s",
                       .description = "relative angular velocity der(phi)",
                       .start = 0.0,
                       .state_select = p.state_select})),
      a(variable("a", {.unit = "rad/s2", .description = "relative angular acceleration der(w)"})),
      tau(variable("tau", {.unit = "N.m", .description = "driving torque about the axis"})),
      n_(unit_axis(*this, "n", p.n)),
      closes_loop_(p.closes_loop) {
  equation(w, der(phi));
  equation(a, der(w));
  if (p.use_axis_flange) {
    axis = rotational::declare_flange(*this, "axis");
    support = rotational::declare_flange(*this, "support");
    equation(axis.phi, phi);
    equation(axis.tau, tau);
    equation(support.phi, 0.0);
  } else {
    equation(tau, 0.0);
  }
}

ElementData Revolute::element() const {
  ElementData d;
  d.kind = ElementKind::Revolute;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.axis = n_;
  d.q = phi;
  d.qd = w;
  d.qdd = a;
  d.effort = tau;
  d.has_axis_flange = axis.port != nullptr;
  d.closes_loop = closes_loop_;
  return d;
}

}  // namespace acausal::multibody
