#include "kinematics/rotations.hpp"

#include <cmath>
#include <numbers>

#include <Eigen/SVD>

namespace acausal::kinematics {

namespace {

// Below this |sin| (or |cos|) of the middle angle the first and last axes are
// parallel to working precision and only their sum or difference is defined.
constexpr double kRepresentationSingularity = 1e-12;

}  // namespace

Eigen::Matrix3d rotation_x(double angle) {
  return Eigen::AngleAxisd(angle, Eigen::Vector3d::UnitX()).toRotationMatrix();
}

Eigen::Matrix3d rotation_y(double angle) {
  return Eigen::AngleAxisd(angle, Eigen::Vector3d::UnitY()).toRotationMatrix();
}

Eigen::Matrix3d rotation_z(double angle) {
  return Eigen::AngleAxisd(angle, Eigen::Vector3d::UnitZ()).toRotationMatrix();
}

Eigen::Matrix3d rotation_about(const Eigen::Vector3d& axis, double angle) {
  return Eigen::AngleAxisd(angle, axis.normalized()).toRotationMatrix();
}

Eigen::Matrix3d from_euler_zyz(const Eigen::Vector3d& angles) {
  return rotation_z(angles[0]) * rotation_y(angles[1]) * rotation_z(angles[2]);
}

Eigen::Matrix3d from_euler_xyz(const Eigen::Vector3d& angles) {
  return rotation_x(angles[0]) * rotation_y(angles[1]) * rotation_z(angles[2]);
}

Eigen::Matrix3d from_roll_pitch_yaw(const Eigen::Vector3d& angles) {
  return rotation_z(angles[2]) * rotation_y(angles[1]) * rotation_x(angles[0]);
}

Eigen::Matrix3d from_euler(EulerConvention convention, const Eigen::Vector3d& angles) {
  switch (convention) {
    case EulerConvention::zyz:
      return from_euler_zyz(angles);
    case EulerConvention::xyz:
      return from_euler_xyz(angles);
    case EulerConvention::roll_pitch_yaw:
      return from_roll_pitch_yaw(angles);
  }
  return Eigen::Matrix3d::Identity();
}

// Siciliano et al. 2009, Sec. 2.4.1 (ZYZ) and 2.4.2 (RPY); XYZ by the same method.
Eigen::Vector3d to_euler_zyz(const Eigen::Matrix3d& r, EulerBranch branch) {
  const double sign = branch == EulerBranch::positive_middle ? 1.0 : -1.0;
  const double sin_middle = std::hypot(r(0, 2), r(1, 2));
  if (sin_middle < kRepresentationSingularity) {
    // ϑ = 0 or π: R = Rz(φ ± ψ) up to Ry(π); keep φ = 0.
    const double middle = r(2, 2) > 0 ? 0.0 : sign * std::numbers::pi;
    return {0.0, middle, std::atan2(r(1, 0), r(1, 1))};
  }
  return {std::atan2(sign * r(1, 2), sign * r(0, 2)), std::atan2(sign * sin_middle, r(2, 2)),
          std::atan2(sign * r(2, 1), -sign * r(2, 0))};
}

Eigen::Vector3d to_euler_xyz(const Eigen::Matrix3d& r, EulerBranch branch) {
  const double sign = branch == EulerBranch::positive_middle ? 1.0 : -1.0;
  const double cos_middle = std::hypot(r(0, 0), r(0, 1));
  if (cos_middle < kRepresentationSingularity) {
    const double middle = std::copysign(std::numbers::pi / 2, r(0, 2));
    return {0.0, middle, std::atan2(r(1, 0), r(1, 1))};
  }
  return {std::atan2(-sign * r(1, 2), sign * r(2, 2)), std::atan2(r(0, 2), sign * cos_middle),
          std::atan2(-sign * r(0, 1), sign * r(0, 0))};
}

Eigen::Vector3d to_roll_pitch_yaw(const Eigen::Matrix3d& r, EulerBranch branch) {
  const double sign = branch == EulerBranch::positive_middle ? 1.0 : -1.0;
  const double cos_pitch = std::hypot(r(0, 0), r(1, 0));
  if (cos_pitch < kRepresentationSingularity) {
    const double pitch = std::copysign(std::numbers::pi / 2, -r(2, 0));
    return {0.0, pitch, std::atan2(-r(0, 1), r(1, 1))};
  }
  return {std::atan2(sign * r(2, 1), sign * r(2, 2)), std::atan2(-r(2, 0), sign * cos_pitch),
          std::atan2(sign * r(1, 0), sign * r(0, 0))};
}

Eigen::Vector3d to_euler(EulerConvention convention, const Eigen::Matrix3d& rotation,
                         EulerBranch branch) {
  switch (convention) {
    case EulerConvention::zyz:
      return to_euler_zyz(rotation, branch);
    case EulerConvention::xyz:
      return to_euler_xyz(rotation, branch);
    case EulerConvention::roll_pitch_yaw:
      return to_roll_pitch_yaw(rotation, branch);
  }
  return Eigen::Vector3d::Zero();
}

// Columns are the fixed-frame directions of the three rotation axes
// (Siciliano et al. 2009, eq. 3.64 for ZYZ).
Eigen::Matrix3d euler_rate_matrix(EulerConvention convention, const Eigen::Vector3d& angles) {
  Eigen::Matrix3d t;
  switch (convention) {
    case EulerConvention::zyz: {
      const double c1 = std::cos(angles[0]), s1 = std::sin(angles[0]);
      const double c2 = std::cos(angles[1]), s2 = std::sin(angles[1]);
      t << 0, -s1, c1 * s2, 0, c1, s1 * s2, 1, 0, c2;
      break;
    }
    case EulerConvention::xyz: {
      const double c1 = std::cos(angles[0]), s1 = std::sin(angles[0]);
      const double c2 = std::cos(angles[1]), s2 = std::sin(angles[1]);
      t << 1, 0, s2, 0, c1, -s1 * c2, 0, s1, c1 * c2;
      break;
    }
    case EulerConvention::roll_pitch_yaw: {
      const double cp = std::cos(angles[1]), sp = std::sin(angles[1]);
      const double cy = std::cos(angles[2]), sy = std::sin(angles[2]);
      t << cy * cp, -sy, 0, sy * cp, cy, 0, -sp, 0, 1;
      break;
    }
  }
  return t;
}

AxisAngle to_axis_angle(const Eigen::Matrix3d& rotation) {
  const Eigen::AngleAxisd aa(Eigen::Quaterniond(rotation).normalized());
  if (aa.angle() == 0.0) return {};
  return {aa.axis(), aa.angle()};
}

Eigen::Matrix3d from_axis_angle(const AxisAngle& axis_angle) {
  return rotation_about(axis_angle.axis, axis_angle.angle);
}

Eigen::Vector3d rotation_vector(const Eigen::Matrix3d& rotation) {
  const AxisAngle aa = to_axis_angle(rotation);
  return aa.axis * aa.angle;
}

Eigen::Matrix3d from_rotation_vector(const Eigen::Vector3d& rotation_vector) {
  const double angle = rotation_vector.norm();
  if (angle == 0.0) return Eigen::Matrix3d::Identity();
  return Eigen::AngleAxisd(angle, rotation_vector / angle).toRotationMatrix();
}

Eigen::Quaterniond to_quaternion(const Eigen::Matrix3d& rotation) {
  Eigen::Quaterniond q(rotation);
  q.normalize();
  if (q.w() < 0) q.coeffs() = -q.coeffs();
  return q;
}

Eigen::Matrix3d from_quaternion(const Eigen::Quaterniond& quaternion) {
  return quaternion.normalized().toRotationMatrix();
}

Eigen::Matrix3d slerp(const Eigen::Matrix3d& from, const Eigen::Matrix3d& to, double s) {
  return from * from_rotation_vector(s * rotation_vector(from.transpose() * to));
}

double angle_between(const Eigen::Matrix3d& a, const Eigen::Matrix3d& b) {
  return to_axis_angle(a.transpose() * b).angle;
}

bool is_rotation_matrix(const Eigen::Matrix3d& matrix, double tolerance) {
  return (matrix.transpose() * matrix - Eigen::Matrix3d::Identity()).cwiseAbs().maxCoeff() <=
             tolerance &&
         std::abs(matrix.determinant() - 1.0) <= tolerance;
}

Eigen::Matrix3d nearest_rotation(const Eigen::Matrix3d& matrix) {
  const Eigen::JacobiSVD<Eigen::Matrix3d> svd(matrix, Eigen::ComputeFullU | Eigen::ComputeFullV);
  Eigen::Matrix3d correction = Eigen::Matrix3d::Identity();
  correction(2, 2) = (svd.matrixU() * svd.matrixV().transpose()).determinant() < 0 ? -1.0 : 1.0;
  return svd.matrixU() * correction * svd.matrixV().transpose();
}

Eigen::Matrix3d skew(const Eigen::Vector3d& v) {
  Eigen::Matrix3d s;
  s << 0, -v.z(), v.y(), v.z(), 0, -v.x(), -v.y(), v.x(), 0;
  return s;
}

double wrap_angle(double angle) {
  double wrapped = std::remainder(angle, 2 * std::numbers::pi);  // in [-π, π]
  if (wrapped <= -std::numbers::pi) wrapped += 2 * std::numbers::pi;
  return wrapped;
}

}  // namespace acausal::kinematics
