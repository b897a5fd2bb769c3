#include "components/multibody/body_cylinder.hpp"

#include "components/multibody/shape_body.hpp"

#include <cmath>
#include <numbers>

#include <fmt/format.h>

namespace acausal::multibody {

BodyCylinder::BodyCylinder(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      params(p) {
  const Vector3d dir{p.r[0] - p.r_shape[0], p.r[1] - p.r_shape[1], p.r[2] - p.r_shape[2]};
  const double span = std::sqrt(dir[0] * dir[0] + dir[1] * dir[1] + dir[2] * dir[2]);
  if (!(span > 0))
    throw ModelError(fmt::format(
        "BodyCylinder '{}': r = r_shape, so the cylinder has no axis. Set {}.r to the end of "
        "the cylinder (different from r_shape).",
        path(), path()));
  if (!(p.length >= 0) || !std::isfinite(p.length))
    throw ModelError(fmt::format(
        "BodyCylinder '{}': length = {} is invalid: it must be >= 0 (0: the distance from r_shape "
        "to r). Set {}.length to the cylinder's length.",
        path(), p.length, path()));
  const double length = p.length > 0 ? p.length : span;
  const double d = p.diameter > 0 ? p.diameter : length / 20;
  if (!(p.density > 0) || p.inner_diameter < 0 || p.inner_diameter >= d)
    throw ModelError(fmt::format(
        "BodyCylinder '{}': density = {}, diameter = {}, inner diameter = {}: the density must "
        "be > 0 and the inner diameter smaller than the diameter.",
        path(), p.density, d, p.inner_diameter));
  const double ro = d / 2, ri = p.inner_diameter / 2;
  const double mo = p.density * std::numbers::pi * ro * ro * length;
  const double mi = p.density * std::numbers::pi * ri * ri * length;
  const double axial = (mo * ro * ro - mi * ri * ri) / 2;
  const double transverse =
      (mo * (length * length + 3 * ro * ro) - mi * (length * length + 3 * ri * ri)) / 12;
  // Symmetric about the axis e: I = transverse (1 - e eᵀ) + axial e eᵀ.
  const Vector3d e{dir[0] / span, dir[1] / span, dir[2] / span};
  Matrix3d inertia{};
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j)
      inertia[i][j] = (i == j ? transverse : 0.0) + (axial - transverse) * e[i] * e[j];
  body_params = shape_body_params(mo - mi, p.r_shape, e, length, inertia);
  body_params.kinematic_outputs = p.kinematic_outputs;
  assemble_shape(*this, frame_a, frame_b, p.r, body_params);
}

}  // namespace acausal::multibody
