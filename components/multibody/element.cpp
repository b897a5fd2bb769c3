#include "components/multibody/element.hpp"

#include <cmath>

#include <fmt/format.h>

namespace acausal::multibody {

ElementData rigid_transform(const Port* frame_a, const Port* frame_b, const Matrix3d& rotation,
                            const Vec3& r) {
  ElementData d;
  d.kind = ElementKind::FixedTransform;
  d.frame_a = frame_a;
  d.frame_b = frame_b;
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j)
      d.rotation[i][j] = std::fabs(rotation[j][i]) < 1e-15 ? 0.0 : rotation[j][i];
  d.r = r;
  return d;
}

Vector3d unit_axis(const Component& c, const char* parameter, const Vector3d& v) {
  const double norm = std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
  if (!(norm > 1e-12) || !std::isfinite(norm))
    throw ModelError(
        fmt::format("{} '{}': {} = {{{}, {}, {}}} has no direction. Set {}.{} to a non-zero vector "
                    "(e.g. {{0, 0, 1}}).",
                    c.type_name(), c.path(), parameter, v[0], v[1], v[2], c.path(), parameter));
  return {v[0] / norm, v[1] / norm, v[2] / norm};
}

std::array<signal::RealSignal, 3> vector_output(Component& c, const std::string& name) {
  return {signal::declare_output(c, fmt::format("{}[1]", name)),
          signal::declare_output(c, fmt::format("{}[2]", name)),
          signal::declare_output(c, fmt::format("{}[3]", name))};
}

std::array<signal::RealSignal, 3> vector_input(Component& c, const std::string& name) {
  return {signal::declare_input(c, fmt::format("{}[1]", name)),
          signal::declare_input(c, fmt::format("{}[2]", name)),
          signal::declare_input(c, fmt::format("{}[3]", name))};
}

Vec3 values(const std::array<signal::RealSignal, 3>& signals) {
  return {signals[0].value, signals[1].value, signals[2].value};
}

Vec3 vector_parameter(Component& c, const std::string& name, const Vector3d& v,
                      const std::string& unit, const std::string& description) {
  Vec3 out;
  for (std::size_t i = 0; i < 3; ++i)
    out[i] = c.parameter(fmt::format("{}[{}]", name, i + 1), v[i],
                         {unit, fmt::format("{} ({})", description, "xyz"[i])});
  return out;
}

}  // namespace acausal::multibody
