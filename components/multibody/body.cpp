#include "components/multibody/body.hpp"

#include <fmt/format.h>

#include "dynamics/body_inertia.hpp"

namespace acausal::multibody {

Body::Body(ComponentContext ctx, Params p)
    : Element(std::move(ctx)), frame_a(declare_frame(*this, "frame_a")) {
  using enum ParameterCheck;
  m_ = parameter("m", p.m, {"kg", "mass", NonNegative});
  r_cm_ = vector_parameter(*this, "r_CM", p.r_CM, "m", "centre of mass in frame_a");
  Expr I11 = parameter("I_11", p.I_11, {"kg.m2", "inertia about the CM, xx", NonNegative});
  Expr I22 = parameter("I_22", p.I_22, {"kg.m2", "inertia about the CM, yy", NonNegative});
  Expr I33 = parameter("I_33", p.I_33, {"kg.m2", "inertia about the CM, zz", NonNegative});
  Expr I21 = parameter("I_21", p.I_21, {"kg.m2", "inertia about the CM, yx"});
  Expr I31 = parameter("I_31", p.I_31, {"kg.m2", "inertia about the CM, zx"});
  Expr I32 = parameter("I_32", p.I_32, {"kg.m2", "inertia about the CM, zy"});
  if (p.kinematic_outputs) {
    auto vector = [&](const char* name, const char* unit, const char* description) {
      Vec3 v;
      for (std::size_t i = 0; i < 3; ++i)
        v[i] = variable(fmt::format("{}[{}]", name, i + 1),
                        {.unit = unit, .description = description});
      return v;
    };
    kinematics.r_0 = vector("frame_a.r_0", "m", "origin of frame_a, world axes");
    kinematics.v_0 = vector("v_0", "m/s", "velocity of frame_a's origin, world axes");
    kinematics.a_0 = vector("a_0", "m/s2", "acceleration of frame_a's origin, world axes");
    kinematics.w_a = vector("w_a", "rad/s", "angular velocity of frame_a, frame_a axes");
    kinematics.z_a = vector("z_a", "rad/s2", "angular acceleration of frame_a, frame_a axes");
    has_kinematics_ = true;
  }
  inertia_ = Mat3{Vec3{I11, I21, I31}, Vec3{I21, I22, I32}, Vec3{I31, I32, I33}};
  // Reject what no body can have (negative mass, a tensor violating the
  // triangle inequality) whenever these parameters change.
  const std::string where = path();
  constrain({"m", "r_CM[1]", "r_CM[2]", "r_CM[3]", "I_11", "I_22", "I_33", "I_21", "I_31", "I_32"},
            [where, triangle = p.check_triangle_inequality](std::span<const double> v) {
              dynamics::BodyInertia b;
              b.mass = v[0];
              b.center_of_mass = {v[1], v[2], v[3]};
              b.inertia_about_center_of_mass << v[4], v[7], v[8], v[7], v[5], v[9], v[8], v[9],
                  v[6];
              try {
                dynamics::check_body_inertia(b, where, triangle);
              } catch (const ModelError& e) {
                const bool triangle_rule =
                    std::string_view(e.what()).find("triangle") != std::string_view::npos;
                return fmt::format(
                    "{} (set the parameters m, r_CM, I_11 ... I_32 of '{}'{})", e.what(), where,
                    triangle_rule ? "; to accept a tensor no real body has, as MSL does, set "
                                    "check_triangle_inequality = false in its Params"
                                  : "");
              }
              return std::string();
            });
}

ElementData Body::element() const {
  ElementData d;
  d.kind = ElementKind::Body;
  d.frame_a = frame_a.port;
  d.mass = m_;
  d.r_cm = r_cm_;
  d.inertia = inertia_;
  d.has_kinematics = has_kinematics_;
  d.kinematics = kinematics;
  return d;
}

}  // namespace acausal::multibody
