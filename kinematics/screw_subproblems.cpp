#include "kinematics/screw_subproblems.hpp"

#include <algorithm>
#include <cmath>

#include <Eigen/Geometry>

#include "kinematics/rotations.hpp"

namespace acausal::kinematics {

std::vector<double> solve_cos_sin_equation(double a, double b, double c, double slack) {
  const double amplitude = std::hypot(a, b);
  if (amplitude == 0.0) return {};
  const double ratio = c / amplitude;
  if (std::abs(ratio) > 1.0 + slack) return {};
  const double phase = std::atan2(b, a);
  const double spread = std::acos(std::clamp(ratio, -1.0, 1.0));
  if (spread == 0.0) return {wrap_angle(phase)};
  return {wrap_angle(phase + spread), wrap_angle(phase - spread)};
}

std::optional<double> rotation_onto(const Eigen::Vector3d& axis, const Eigen::Vector3d& u,
                                    const Eigen::Vector3d& v) {
  const Eigen::Vector3d u_perp = u - axis * axis.dot(u);
  const Eigen::Vector3d v_perp = v - axis * axis.dot(v);
  const double scale = std::max(u.norm(), v.norm());
  if (u_perp.norm() <= 1e-12 * scale || v_perp.norm() <= 1e-12 * scale || scale == 0.0)
    return std::nullopt;
  return std::atan2(axis.dot(u_perp.cross(v_perp)), u_perp.dot(v_perp));
}

std::vector<TwoRotations> rotations_onto(const Eigen::Vector3d& a, const Eigen::Vector3d& b,
                                         const Eigen::Vector3d& p, const Eigen::Vector3d& q) {
  // The intermediate vector z = Rot(b, θb)·p = Rot(a, −θa)·q satisfies
  // a·z = a·q, b·z = b·p and |z| = |p|.
  const double cos_ab = a.dot(b);
  const Eigen::Vector3d normal = a.cross(b);
  const double normal_squared = normal.squaredNorm();
  if (normal_squared < 1e-24) return {};
  const double alpha = (a.dot(q) - cos_ab * b.dot(p)) / normal_squared;
  const double beta = (b.dot(p) - cos_ab * a.dot(q)) / normal_squared;
  const double gamma_squared =
      (p.squaredNorm() - alpha * alpha - beta * beta - 2 * alpha * beta * cos_ab) / normal_squared;
  const double scale = std::max(p.squaredNorm(), 1e-300);
  if (gamma_squared < -1e-10 * scale / normal_squared) return {};
  const double gamma = std::sqrt(std::max(gamma_squared, 0.0));
  std::vector<TwoRotations> solutions;
  for (const double sign : {1.0, -1.0}) {
    const Eigen::Vector3d z = alpha * a + beta * b + sign * gamma * normal;
    TwoRotations s;
    // Where z lies on an axis that axis's angle is arbitrary: 0 is returned.
    s.second = rotation_onto(b, p, z).value_or(0.0);
    s.first = rotation_onto(a, z, q).value_or(0.0);
    solutions.push_back(s);
    if (gamma == 0.0) break;
  }
  return solutions;
}

PlanarTwoLinkResult solve_planar_two_link(const Eigen::Vector3d& normal,
                                          const Eigen::Vector3d& first_axis,
                                          const Eigen::Vector3d& second_axis,
                                          const Eigen::Vector3d& point,
                                          const Eigen::Vector3d& target) {
  auto in_plane = [&](const Eigen::Vector3d& v) -> Eigen::Vector3d {
    return v - normal * normal.dot(v);
  };
  const Eigen::Vector3d link1 = in_plane(second_axis - first_axis);
  const Eigen::Vector3d link2 = in_plane(point - second_axis);
  const Eigen::Vector3d reach = in_plane(target - first_axis);
  const double l1 = link1.norm(), l2 = link2.norm(), distance = reach.norm();
  PlanarTwoLinkResult result;
  const double too_far = distance - (l1 + l2);
  const double too_near = std::abs(l1 - l2) - distance;
  const double slack = 1e-12 * std::max({l1 + l2, distance, 1e-3});
  if (too_far > slack || too_near > slack) {
    result.distance_outside = std::max(too_far, too_near);
    return result;
  }
  // |link1 + Rot(θ2)·link2| = distance:
  // cos θ2 (link1·link2) + sin θ2 (link1·(n × link2)) = (distance² − l1² − l2²) / 2.
  const double c = (distance * distance - l1 * l1 - l2 * l2) / 2;
  std::vector<double> seconds =
      solve_cos_sin_equation(link1.dot(link2), link1.dot(normal.cross(link2)), c, 1e-9);
  if (seconds.empty() && l1 * l2 > 0) {
    // Rounding at the workspace boundary: the arm is stretched or folded.
    seconds = {wrap_angle(std::atan2(link1.dot(normal.cross(link2)), link1.dot(link2)) +
                          (c > 0 ? 0.0 : std::acos(-1.0)))};
  }
  for (const double second : seconds) {
    const Eigen::Vector3d elbow_to_point = Eigen::AngleAxisd(second, normal) * link2;
    const Eigen::Vector3d carried = link1 + elbow_to_point;
    TwoRotations s;
    s.second = second;
    s.first = rotation_onto(normal, carried, reach).value_or(0.0);
    result.solutions.push_back(s);
  }
  return result;
}

}  // namespace acausal::kinematics
