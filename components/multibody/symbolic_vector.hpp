#pragma once
// Small symbolic 3-vector and 3x3 matrix algebra over Expr, for emitting the
// mechanism's equations. Constant zeros fold away at construction (Expr's
// local simplification), so coordinate axes give sparse expressions.
#include <array>

#include "core/expr/expr.hpp"

namespace acausal::multibody {

using Vec3 = std::array<Expr, 3>;
using Mat3 = std::array<Vec3, 3>;  // row-major: m[i][j]
/// A constant (structural) vector or matrix.
using Vector3d = std::array<double, 3>;
using Matrix3d = std::array<Vector3d, 3>;

inline Vec3 to_expr(const Vector3d& v) {
  return {Expr(v[0]), Expr(v[1]), Expr(v[2])};
}

inline Vec3 operator+(const Vec3& a, const Vec3& b) {
  return {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
}
inline Vec3 operator-(const Vec3& a, const Vec3& b) {
  return {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
}
inline Vec3 operator-(const Vec3& a) {
  return {-a[0], -a[1], -a[2]};
}
inline Vec3 operator*(const Expr& s, const Vec3& a) {
  return {s * a[0], s * a[1], s * a[2]};
}
inline Expr dot(const Vec3& a, const Vec3& b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
inline Vec3 cross(const Vec3& a, const Vec3& b) {
  return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
inline Vec3 operator*(const Mat3& m, const Vec3& v) {
  return {dot(m[0], v), dot(m[1], v), dot(m[2], v)};
}
/// mᵀ v.
inline Vec3 transpose_times(const Mat3& m, const Vec3& v) {
  return {m[0][0] * v[0] + m[1][0] * v[1] + m[2][0] * v[2],
          m[0][1] * v[0] + m[1][1] * v[1] + m[2][1] * v[2],
          m[0][2] * v[0] + m[1][2] * v[1] + m[2][2] * v[2]};
}
inline Mat3 to_expr(const Matrix3d& m) {
  return {to_expr(m[0]), to_expr(m[1]), to_expr(m[2])};
}
inline Matrix3d transpose(const Matrix3d& m) {
  Matrix3d t{};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      t[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
          m[static_cast<std::size_t>(j)][static_cast<std::size_t>(i)];
  return t;
}

/// E = R(u, q)ᵀ for a unit axis u: rotates coordinates of the frame before a
/// rotation by q about u into coordinates of the rotated frame (Rodrigues).
/// Terms whose constant coefficient is zero are left out, so that a
/// coordinate axis gives the familiar [c s 0; -s c 0; 0 0 1] pattern.
Mat3 rotation_transpose(const Vector3d& u, const Expr& q);

}  // namespace acausal::multibody
