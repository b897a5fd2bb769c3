#include "components/multibody/rotor_1d.hpp"

#include <fmt/format.h>

namespace acausal::multibody {

Rotor1D::Rotor1D(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      flange_a(rotational::declare_flange(*this, "flange_a")),
      flange_b(rotational::declare_flange(*this, "flange_b")),
      phi(variable("phi", {.unit = "rad",
                           .description = "rotor angle relative to frame_a",
                           .start = 0.0,
                           .state_select = p.state_select})),
      w(variable("w", {.unit = "rad/s",
                       .description = "rotor speed relative to frame_a",
                       .start = 0.0,
                       .state_select = p.state_select})),
      a(variable("a", {.unit = "rad/s2", .description = "rotor acceleration relative to frame_a"})),
      n_(unit_axis(*this, "n", p.n)) {
  J_ = parameter("J", p.J,
                 {"kg.m2", "moment of inertia about the rotor axis", ParameterCheck::NonNegative});
  for (std::size_t i = 0; i < 3; ++i) {
    w_a[i] = variable(fmt::format("w_a[{}]", i + 1),
                      {.unit = "rad/s", .description = "angular velocity of frame_a, own axes"});
    z_a[i] =
        variable(fmt::format("z_a[{}]", i + 1),
                 {.unit = "rad/s2", .description = "angular acceleration of frame_a, own axes"});
  }
  equation(phi, flange_a.phi);
  equation(phi, flange_b.phi);
  equation(w, der(phi));
  equation(a, der(w));
  const Expr housing = p.exact ? J_ * dot(to_expr(n_), z_a) : Expr(0.0);
  equation(J_ * a, flange_a.tau + flange_b.tau - housing);
}

ElementData Rotor1D::element() const {
  ElementData d;
  d.kind = ElementKind::Rotor1D;
  d.frame_a = frame_a.port;
  d.axis = n_;
  d.mass = J_;
  d.qd = w;
  d.kinematics.w_a = w_a;
  d.kinematics.z_a = z_a;
  return d;
}

}  // namespace acausal::multibody
