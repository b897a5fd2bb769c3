#include "urdf/joint_elements.hpp"

#include <fmt/format.h>

#include "domains/rotational.hpp"
#include "domains/translational.hpp"

namespace acausal::urdf {
namespace {

// The two flanges of either domain, their relative position, and the effort
// variable tau with flange_b.tau = tau, flange_a.tau = -tau.
struct Flanges {
  Expr rel, speed, effort;
};

Flanges declare_flanges(Component& c, bool translational) {
  Expr a, b, ta, tb;
  if (translational) {
    auto fa = translational::declare_flange(c, "flange_a");
    auto fb = translational::declare_flange(c, "flange_b");
    a = fa.s;
    b = fb.s;
    ta = fa.f;
    tb = fb.f;
  } else {
    auto fa = rotational::declare_flange(c, "flange_a");
    auto fb = rotational::declare_flange(c, "flange_b");
    a = fa.phi;
    b = fb.phi;
    ta = fa.tau;
    tb = fb.tau;
  }
  Flanges f{c.variable(translational ? "s_rel" : "phi_rel",
                       {.unit = translational ? "m" : "rad", .description = "joint coordinate"}),
            c.variable(translational ? "v_rel" : "w_rel",
                       {.unit = translational ? "m/s" : "rad/s", .description = "joint speed"}),
            c.variable(translational ? "f" : "tau",
                       {.unit = translational ? "N" : "N.m",
                        .description = "effort opposing the joint's motion"})};
  c.equation(f.rel, b - a);
  c.equation(f.speed, der(f.rel));
  c.equation(tb, f.effort);
  c.equation(ta, -f.effort);
  return f;
}

}  // namespace

JointDynamics::JointDynamics(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  const bool t = p.translational;
  const Flanges f = declare_flanges(*this, t);
  const Expr d =
      parameter("damping", p.damping,
                {t ? "N.s/m" : "N.m.s/rad", "viscous damping", ParameterCheck::NonNegative});
  const Expr fc = parameter("friction", p.friction,
                            {t ? "N" : "N.m", "Coulomb friction", ParameterCheck::NonNegative});
  const Expr ws = parameter("friction_speed", p.friction_speed,
                            {t ? "m/s" : "rad/s", "speed over which the Coulomb law is smoothed",
                             ParameterCheck::Positive});
  equation(f.effort, d * f.speed + fc * tanh(f.speed / ws));
}

JointLimitStop::JointLimitStop(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  const bool t = p.translational;
  if (!(p.lower < p.upper))
    throw ModelError(fmt::format("{} '{}': lower limit {} must be below the upper limit {}",
                                 kTypeName, path(), p.lower, p.upper));
  const Flanges f = declare_flanges(*this, t);
  const Expr lower = parameter("lower", p.lower, {t ? "m" : "rad", "lower end of the range"});
  const Expr upper = parameter("upper", p.upper, {t ? "m" : "rad", "upper end of the range"});
  const Expr c =
      parameter("stiffness", p.stiffness,
                {t ? "N/m" : "N.m/rad", "stiffness of the stops", ParameterCheck::Positive});
  const Expr d =
      parameter("damping", p.damping,
                {t ? "N.s/m" : "N.m.s/rad", "damping of the stops", ParameterCheck::NonNegative});
  const Expr above = c * (f.rel - upper) + d * f.speed;
  const Expr below = c * (f.rel - lower) + d * f.speed;
  equation(f.effort,
           if_else(f.rel > upper, max(above, 0.0), if_else(f.rel < lower, min(below, 0.0), 0.0)));
}

}  // namespace acausal::urdf
