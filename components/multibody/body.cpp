#include "components/multibody/body.hpp"

#include <fmt/format.h>

#include "dynamics/body_inertia.hpp"

namespace acausal::multibody {

Body::Body(ComponentContext ctx, Params p)
    : Element(std::move(ctx)), frame_a(declare_frame(*this, "frame_a")) {
  {
    // Reject what no body can have (negative mass, tensor violating the
    // triangle inequality), with the component's path in the message.
    dynamics::BodyInertia b;
    b.mass = p.m;
    b.center_of_mass = {p.r_CM[0], p.r_CM[1], p.r_CM[2]};
    b.inertia_about_center_of_mass << p.I_11, p.I_21, p.I_31, p.I_21, p.I_22, p.I_32, p.I_31,
        p.I_32, p.I_33;
    try {
      dynamics::check_body_inertia(b, path());
    } catch (const ModelError& e) {
      throw ModelError(
          fmt::format("{} (set the parameters m, r_CM, I_11 ... I_32 of '{}')", e.what(), path()));
    }
  }
  using enum ParameterCheck;
  m_ = parameter("m", p.m, {"kg", "mass", NonNegative});
  r_cm_ = vector_parameter(*this, "r_CM", p.r_CM, "m", "centre of mass in frame_a");
  Expr I11 = parameter("I_11", p.I_11, {"kg.m2", "inertia about the CM, xx", NonNegative});
  Expr I22 = parameter("I_22", p.I_22, {"kg.m2", "inertia about the CM, yy", NonNegative});
  Expr I33 = parameter("I_33", p.I_33, {"kg.m2", "inertia about the CM, zz", NonNegative});
  Expr I21 = parameter("I_21", p.I_21, {"kg.m2", "inertia about the CM, yx"});
  Expr I31 = parameter("I_31", p.I_31, {"kg.m2", "inertia about the CM, zx"});
  Expr I32 = parameter("I_32", p.I_32, {"kg.m2", "inertia about the CM, zy"});
  inertia_ = Mat3{Vec3{I11, I21, I31}, Vec3{I21, I22, I32}, Vec3{I31, I32, I33}};
}

ElementData Body::element() const {
  ElementData d;
  d.kind = ElementKind::Body;
  d.frame_a = frame_a.port;
  d.mass = m_;
  d.r_cm = r_cm_;
  d.inertia = inertia_;
  return d;
}

}  // namespace acausal::multibody
