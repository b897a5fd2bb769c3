#include "components/multibody/free_motion.hpp"

#include <cmath>

#include <fmt/format.h>

#include "components/multibody/cardan_angles.hpp"

namespace acausal::multibody {
namespace {

Vec3 vector_variable(Component& c, const char* name, const char* unit, const char* description,
                     const Vector3d& start, bool fixed) {
  Vec3 v;
  for (std::size_t i = 0; i < 3; ++i)
    v[i] = c.variable(fmt::format("{}[{}]", name, i + 1), {.unit = unit,
                                                           .description = description,
                                                           .start = start[i],
                                                           .fixed = fixed,
                                                           .state_select = StateSelect::Prefer});
  return v;
}

}  // namespace

FreeMotion::FreeMotion(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      use_quaternions_(p.use_quaternions) {
  for (const auto& [name, v] :
       {std::pair{"r_rel_a_start", p.r_rel_a_start}, std::pair{"v_rel_a_start", p.v_rel_a_start},
        std::pair{"angles_start", p.angles_start}, std::pair{"w_rel_a_start", p.w_rel_a_start}})
    for (double x : v)
      if (!std::isfinite(x))
        throw ModelError(fmt::format(
            "FreeMotion '{}': {} = {{{}, {}, {}}} is not finite. Give {} finite values.", path(),
            name, v[0], v[1], v[2], name));
  const Matrix3d e = cardan123_rotation(p.angles_start);
  Vector3d w_b{};
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t k = 0; k < 3; ++k) w_b[i] += e[i][k] * p.w_rel_a_start[k];
  const std::array<double, 4> q_start = quaternion_of(e);

  r_rel_a =
      vector_variable(*this, "r_rel_a", "m", "origin of frame_b relative to frame_a, frame_a axes",
                      p.r_rel_a_start, p.r_rel_a_fixed);
  v_rel_a =
      vector_variable(*this, "v_rel_a", "m/s", "der(r_rel_a)", p.v_rel_a_start, p.v_rel_a_fixed);
  for (std::size_t i = 0; i < 3; ++i)
    a_rel_a[i] = variable(fmt::format("a_rel_a[{}]", i + 1),
                          {.unit = "m/s2", .description = "der(v_rel_a)"});
  for (std::size_t i = 0; i < 3; ++i)
    z_rel_b[i] = variable(fmt::format("z_rel_b[{}]", i + 1),
                          {.unit = "rad/s2", .description = "der(w_rel_b)"});
  if (p.use_quaternions) {
    for (std::size_t i = 0; i < 4; ++i)
      Q[i] = variable(fmt::format("Q[{}]", i + 1),
                      {.unit = "1",
                       .description = "quaternion of frame_b relative to frame_a (Q[4]: scalar)",
                       .start = q_start[i],
                       .fixed = p.angles_fixed,
                       .state_select = StateSelect::Prefer});
    w_rel_b = vector_variable(*this, "w_rel_b", "rad/s",
                              "angular velocity of frame_b relative to frame_a, frame_b axes", w_b,
                              p.w_rel_a_fixed);
    const Quaternion dq = quaternion_derivative(Q, w_rel_b);
    for (std::size_t i = 0; i < 4; ++i) equation(der(Q[i]), dq[i]);
  } else {
    if (std::fabs(std::cos(p.angles_start[1])) < 1e-3)
      throw ModelError(fmt::format(
          "FreeMotion '{}': angles_start[2] = {} is within 1e-3 of +-90 deg, where the Cardan "
          "angles {{1, 2, 3}} are singular. Set {}.use_quaternions = true, or start the body "
          "turned otherwise.",
          path(), p.angles_start[1], path()));
    phi =
        vector_variable(*this, "phi", "rad", "Cardan angles {1, 2, 3} turning frame_a into frame_b",
                        p.angles_start, p.angles_fixed);
    phi_d = vector_variable(*this, "phi_d", "rad/s", "der(phi)",
                            cardan123_rates(p.angles_start, w_b), p.w_rel_a_fixed);
    for (std::size_t i = 0; i < 3; ++i) {
      phi_dd[i] = variable(fmt::format("phi_dd[{}]", i + 1),
                           {.unit = "rad/s2", .description = "der(phi_d)"});
      w_rel_b[i] =
          variable(fmt::format("w_rel_b[{}]", i + 1),
                   {.unit = "rad/s",
                    .description = "angular velocity of frame_b relative to frame_a, frame_b axes",
                    .start = w_b[i]});
    }
    const Vec3 w = cardan123_angular_velocity(phi, phi_d);
    for (std::size_t i = 0; i < 3; ++i) {
      equation(phi_d[i], der(phi[i]));
      equation(phi_dd[i], der(phi_d[i]));
      equation(w_rel_b[i], w[i]);
    }
    terminate_when(abs(cos(phi[1])) < 1e-3,
                   fmt::format("FreeMotion '{}': phi[2] came within 1e-3 of +-90 deg, where the "
                               "Cardan angles {{1, 2, 3}} are singular; set {}.use_quaternions = "
                               "true",
                               path(), path()));
  }
  for (std::size_t i = 0; i < 3; ++i) {
    equation(v_rel_a[i], der(r_rel_a[i]));
    equation(a_rel_a[i], der(v_rel_a[i]));
    equation(z_rel_b[i], der(w_rel_b[i]));
  }
}

ElementData FreeMotion::element() const {
  ElementData d;
  d.kind = ElementKind::FreeMotion;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.r_rel = r_rel_a;
  d.v_rel = v_rel_a;
  d.a_rel = a_rel_a;
  d.w_rel = w_rel_b;
  d.z_rel = z_rel_b;
  if (use_quaternions_)
    d.quaternion = Q;
  else
    d.relative_rotation = cardan123_matrix(phi);
  return d;
}

}  // namespace acausal::multibody
