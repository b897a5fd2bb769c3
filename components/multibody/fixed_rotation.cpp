#include "components/multibody/fixed_rotation.hpp"

#include <cmath>

#include <fmt/format.h>

namespace acausal::multibody {

FixedRotation::FixedRotation(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      r_(vector_parameter(*this, "r", p.r, "m", "origin of frame_b in frame_a")) {
  Matrix3d rot{};
  if (p.R) {
    rot = *p.R;
    // Proper rotation: RᵀR = I and det R = +1, to 1e-9.
    double err = 0;
    for (std::size_t i = 0; i < 3; ++i)
      for (std::size_t j = 0; j < 3; ++j) {
        double s = 0;
        for (std::size_t k = 0; k < 3; ++k) s += rot[k][i] * rot[k][j];
        err = std::max(err, std::fabs(s - (i == j ? 1.0 : 0.0)));
      }
    const double det = rot[0][0] * (rot[1][1] * rot[2][2] - rot[1][2] * rot[2][1]) -
                       rot[0][1] * (rot[1][0] * rot[2][2] - rot[1][2] * rot[2][0]) +
                       rot[0][2] * (rot[1][0] * rot[2][1] - rot[1][1] * rot[2][0]);
    if (!(err < 1e-9) || !(det > 0))
      throw ModelError(fmt::format(
          "FixedRotation '{}': R is not a proper rotation (|RᵀR - I| = {:.3g}, det R = {:.6g}). "
          "Give the axes of frame_b resolved in frame_a as orthonormal columns, right-handed.",
          path(), err, det));
  } else {
    // Rodrigues: R = cos a I + (1 - cos a) u uᵀ + sin a [u]×.
    const Vector3d u = unit_axis(*this, "n", p.n);
    const double c = std::cos(p.angle), s = std::sin(p.angle);
    const Matrix3d skew{{{0, -u[2], u[1]}, {u[2], 0, -u[0]}, {-u[1], u[0], 0}}};
    for (std::size_t i = 0; i < 3; ++i)
      for (std::size_t j = 0; j < 3; ++j)
        rot[i][j] = (i == j ? c : 0.0) + (1 - c) * u[i] * u[j] + s * skew[i][j];
  }
  rotation_ = rot;
}

ElementData FixedRotation::element() const {
  return rigid_transform(frame_a.port, frame_b.port, rotation_, r_);
}

}  // namespace acausal::multibody
