#include "components/multibody/free_motion.hpp"

#include <cmath>

#include <fmt/format.h>

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
      frame_b(declare_frame(*this, "frame_b")) {
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
  for (std::size_t i = 0; i < 3; ++i)
    z_rel_b[i] = variable(fmt::format("z_rel_b[{}]", i + 1),
                          {.unit = "rad/s2", .description = "der(w_rel_b)"});

  const Quaternion dq = quaternion_derivative(Q, w_rel_b);
  for (std::size_t i = 0; i < 3; ++i) {
    equation(v_rel_a[i], der(r_rel_a[i]));
    equation(a_rel_a[i], der(v_rel_a[i]));
    equation(z_rel_b[i], der(w_rel_b[i]));
  }
  for (std::size_t i = 0; i < 4; ++i) equation(der(Q[i]), dq[i]);
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
  d.quaternion = Q;
  return d;
}

}  // namespace acausal::multibody
