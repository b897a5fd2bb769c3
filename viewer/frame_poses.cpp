#include "viewer/frame_poses.hpp"

#include <cmath>

namespace acausal::viewer {
namespace {

using multibody::Matrix3d;

Matrix3d product(const Matrix3d& a, const Matrix3d& b) {
  Matrix3d c{};
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j)
      c[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j];
  return c;
}

Matrix3d transposed(const Matrix3d& a) {
  Matrix3d t{};
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j) t[i][j] = a[j][i];
  return t;
}

Vector3d times(const Matrix3d& a, const Vector3d& v) {
  return {a[0][0] * v[0] + a[0][1] * v[1] + a[0][2] * v[2],
          a[1][0] * v[0] + a[1][1] * v[1] + a[1][2] * v[2],
          a[2][0] * v[0] + a[2][1] * v[1] + a[2][2] * v[2]};
}

/// Rotation by angle q about the unit axis n (Rodrigues' formula): maps
/// coordinates in the rotated frame to the frame it turns in.
Matrix3d rotation_about(const Vector3d& n, double q) {
  const double c = std::cos(q), s = std::sin(q), v = 1 - c;
  return {{{c + n[0] * n[0] * v, n[0] * n[1] * v - n[2] * s, n[0] * n[2] * v + n[1] * s},
           {n[1] * n[0] * v + n[2] * s, c + n[1] * n[1] * v, n[1] * n[2] * v - n[0] * s},
           {n[2] * n[0] * v - n[1] * s, n[2] * n[1] * v + n[0] * s, c + n[2] * n[2] * v}}};
}

}  // namespace

std::vector<FramePose> frame_poses(const ViewScene& scene, const LeafValue& value) {
  std::vector<FramePose> poses(scene.nodes.size());
  for (const TreeEdge& e : scene.tree) {
    // How frame_b sits in frame_a: rotation (frame_b coordinates to frame_a
    // coordinates) and origin (in frame_a coordinates).
    Matrix3d b_in_a{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    Vector3d origin{0, 0, 0};
    switch (e.kind) {
      case multibody::ElementKind::Revolute:
        b_in_a = rotation_about(e.axis, evaluate(e.q, value));
        break;
      case multibody::ElementKind::Prismatic: {
        const double s = evaluate(e.q, value);
        origin = {s * e.axis[0], s * e.axis[1], s * e.axis[2]};
        break;
      }
      default:
        b_in_a = transposed(e.rotation);  // rotation maps frame_a to frame_b coordinates
        origin = {evaluate(e.r[0], value), evaluate(e.r[1], value), evaluate(e.r[2], value)};
        break;
    }
    const FramePose& from = poses[static_cast<std::size_t>(e.from)];
    FramePose& to = poses[static_cast<std::size_t>(e.to)];
    if (!e.reversed) {
      to.rotation = product(from.rotation, b_in_a);
      const Vector3d d = times(from.rotation, origin);
      to.position = {from.position[0] + d[0], from.position[1] + d[1], from.position[2] + d[2]};
    } else {
      // from is frame_b: frame_a = frame_b moved back.
      to.rotation = product(from.rotation, transposed(b_in_a));
      const Vector3d d = times(to.rotation, origin);
      to.position = {from.position[0] - d[0], from.position[1] - d[1], from.position[2] - d[2]};
    }
  }
  return poses;
}

std::array<double, 4> quaternion(const Matrix3d& m) {
  const double trace = m[0][0] + m[1][1] + m[2][2];
  std::array<double, 4> q{};  // x, y, z, w
  if (trace >= m[0][0] && trace >= m[1][1] && trace >= m[2][2]) {
    const double s = 2 * std::sqrt(1 + trace);
    q = {(m[2][1] - m[1][2]) / s, (m[0][2] - m[2][0]) / s, (m[1][0] - m[0][1]) / s, s / 4};
  } else if (m[0][0] >= m[1][1] && m[0][0] >= m[2][2]) {
    const double s = 2 * std::sqrt(1 + m[0][0] - m[1][1] - m[2][2]);
    q = {s / 4, (m[0][1] + m[1][0]) / s, (m[0][2] + m[2][0]) / s, (m[2][1] - m[1][2]) / s};
  } else if (m[1][1] >= m[2][2]) {
    const double s = 2 * std::sqrt(1 - m[0][0] + m[1][1] - m[2][2]);
    q = {(m[0][1] + m[1][0]) / s, s / 4, (m[1][2] + m[2][1]) / s, (m[0][2] - m[2][0]) / s};
  } else {
    const double s = 2 * std::sqrt(1 - m[0][0] - m[1][1] + m[2][2]);
    q = {(m[0][2] + m[2][0]) / s, (m[1][2] + m[2][1]) / s, s / 4, (m[1][0] - m[0][1]) / s};
  }
  if (q[3] < 0)
    for (double& c : q) c = -c;
  return q;
}

}  // namespace acausal::viewer
