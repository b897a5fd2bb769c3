#include "components/multibody/body_box.hpp"

#include "components/multibody/shape_body.hpp"

#include <cmath>

#include <fmt/format.h>

namespace acausal::multibody {
namespace {

Vector3d cross3(const Vector3d& a, const Vector3d& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
double norm3(const Vector3d& a) {
  return std::sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
}

}  // namespace

BodyBox::BodyBox(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")) {
  const Vector3d dir{p.r[0] - p.r_shape[0], p.r[1] - p.r_shape[1], p.r[2] - p.r_shape[2]};
  const double span = norm3(dir);
  if (!(span > 0))
    throw ModelError(fmt::format(
        "BodyBox '{}': r = r_shape, so the box has no length direction. Set {}.r to the end of "
        "the box (different from r_shape).",
        path(), path()));
  if (!(p.length >= 0) || !std::isfinite(p.length))
    throw ModelError(fmt::format(
        "BodyBox '{}': length = {} is invalid: it must be >= 0 (0: the distance from r_shape to "
        "r). Set {}.length to the box's length.",
        path(), p.length, path()));
  const double length = p.length > 0 ? p.length : span;
  const double width = p.width > 0 ? p.width : length / 20;
  const double height = p.height >= 0 ? p.height : width;
  const double iw = p.inner_width;
  const double ih = p.inner_height >= 0 ? p.inner_height : iw;
  if (!(p.density > 0) || iw < 0 || iw >= width || ih >= height)
    throw ModelError(fmt::format(
        "BodyBox '{}': density = {}, width = {}, height = {}, inner width = {}, inner height "
        "= {}: the density must be > 0 and the inner sizes smaller than the outer ones.",
        path(), p.density, width, height, iw, ih));
  // Box axes (MSL Frames.from_nxy): e_x along the length, e_y towards width_direction.
  const Vector3d ex{dir[0] / span, dir[1] / span, dir[2] / span};
  Vector3d ny = p.width_direction;
  if (norm3(cross3(ex, ny)) < 1e-10)
    ny = std::fabs(ex[0]) < 0.9 ? Vector3d{1, 0, 0} : Vector3d{0, 1, 0};
  Vector3d ez = cross3(ex, ny);
  const double nz = norm3(ez);
  ez = {ez[0] / nz, ez[1] / nz, ez[2] / nz};
  const Vector3d ey = cross3(ez, ex);
  const double mo = p.density * length * width * height;
  const double mi = p.density * length * iw * ih;
  const Vector3d diag{
      (mo * (width * width + height * height) - mi * (iw * iw + ih * ih)) / 12,
      (mo * (length * length + height * height) - mi * (length * length + ih * ih)) / 12,
      (mo * (length * length + width * width) - mi * (length * length + iw * iw)) / 12};
  // I in frame_a = Σ_k diag_k e_k e_kᵀ.
  const std::array<Vector3d, 3> axes{ex, ey, ez};
  Matrix3d inertia{};
  for (std::size_t k = 0; k < 3; ++k)
    for (std::size_t i = 0; i < 3; ++i)
      for (std::size_t j = 0; j < 3; ++j) inertia[i][j] += diag[k] * axes[k][i] * axes[k][j];
  body_params = shape_body_params(mo - mi, p.r_shape, ex, length, inertia);
  assemble_shape(*this, frame_a, frame_b, p.r, body_params);
}

}  // namespace acausal::multibody
