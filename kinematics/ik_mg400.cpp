#include "kinematics/ik_mg400.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "kinematics/rotations.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {

namespace {

constexpr double kDegree = std::numbers::pi / 180;

}  // namespace

Mg400Parameters mg400_default_parameters() {
  Mg400Parameters p;
  // J1, J2 and J4 ranges of the DOBOT MG400 user manual (not printed in seed 001;
  // every configuration of its Table 3 lies inside them).
  p.theta1 = {-160 * kDegree, 160 * kDegree};
  p.theta2 = {-25 * kDegree, 85 * kDegree};
  p.theta4 = {-360 * kDegree, 360 * kDegree};
  // Seed 001, Sec. 2.2: θ2 + θ3 ∈ (−25°, 105°); θ3 alone is then within these.
  p.forearm_angle = {-25 * kDegree, 105 * kDegree};
  p.theta3 = {p.forearm_angle.lower - p.theta2.upper, p.forearm_angle.upper - p.theta2.lower};
  return p;
}

SerialChain make_mg400_chain(const Mg400Parameters& p, const char* name) {
  std::vector<Coordinate> coordinates = {{"theta1", JointType::revolute, p.theta1},
                                         {"theta2", JointType::revolute, p.theta2},
                                         {"theta3", JointType::revolute, p.theta3},
                                         {"theta4", JointType::revolute, p.theta4}};
  const Eigen::Vector3d vertical = Eigen::Vector3d::UnitZ();
  // Positive θ2 leans the upper arm towards +x (a rotation about +y).
  const Eigen::Vector3d horizontal = Eigen::Vector3d::UnitY();
  std::vector<Joint> joints(5);
  joints[0] = {"J1",      JointType::revolute,           Eigen::Isometry3d::Identity(),
               vertical,  Eigen::Isometry3d::Identity(), 0,
               {{0, 1.0}}};
  joints[1] = {"J2",
               JointType::revolute,
               translation(p.shoulder_radial, 0, p.shoulder_height),
               horizontal,
               Eigen::Isometry3d::Identity(),
               0,
               {{1, 1.0}}};
  joints[2] = {"J3",       JointType::revolute,           translation(0, 0, p.upper_arm),
               horizontal, Eigen::Isometry3d::Identity(), 0,
               {{2, 1.0}}};
  // The parallelograms: the flange link turns back by θ2 + θ3 and stays level.
  joints[3] = {"parallelogram",
               JointType::revolute,
               translation(p.forearm, 0, 0),
               horizontal,
               Eigen::Isometry3d::Identity(),
               0,
               {{1, -1.0}, {2, -1.0}}};
  joints[4] = {
      "J4",      JointType::revolute,           translation(p.flange_radial, 0, -p.flange_drop),
      vertical,  Eigen::Isometry3d::Identity(), 0,
      {{3, 1.0}}};
  std::vector<CoordinateConstraint> constraints = {
      {"theta2 + theta3", {{1, 1.0}, {2, 1.0}}, p.forearm_angle.lower, p.forearm_angle.upper}};
  return SerialChain(name, std::move(coordinates), std::move(joints), Eigen::Isometry3d::Identity(),
                     Eigen::Isometry3d::Identity(), std::move(constraints));
}

Mg400Ik::Mg400Ik(Mg400Parameters parameters, IkTolerance tolerance)
    : parameters_(parameters), chain_(make_mg400_chain(parameters_)), tolerance_(tolerance) {}

// Seed 001, eqs. (12), (14), (20)–(22), (26), (27), written for general L2, L3.
IkResult Mg400Ik::solve(const Eigen::Isometry3d& tool_pose, const ArmConfiguration& wanted,
                        const std::optional<Eigen::VectorXd>& reference) const {
  SolutionCollector collector(chain_, tool_pose, tolerance_);
  const Mg400Parameters& p = parameters_;
  const Eigen::Matrix3d& rotation = tool_pose.linear();
  const double tilt = std::acos(std::clamp(rotation(2, 2), -1.0, 1.0));
  if (tilt > 1e-7)
    return std::move(collector).finish(fmt::format(
        "robot '{}': orientation unreachable: the MG400 flange stays level and can only turn "
        "about the vertical axis, but the requested tool z axis is tilted {:.6g} deg; give a "
        "rotation about z",
        chain_.name(), tilt / kDegree));
  const double rz = std::atan2(rotation(1, 0), rotation(0, 0));  // eq. (24)
  const Eigen::Vector3d position = tool_pose.translation();
  const double l2 = p.upper_arm, l3 = p.forearm;

  std::vector<std::pair<double, Shoulder>> bases;
  if (std::hypot(position.x(), position.y()) < 1e-12) {
    const double t1 = reference ? (*reference)[0] : 0.0;
    bases = {{t1, Shoulder::right}, {wrap_angle(t1 + std::numbers::pi), Shoulder::left}};
  } else {
    const double t1 = std::atan2(position.y(), position.x());  // eq. (12)
    bases = {{t1, Shoulder::right}, {wrap_angle(t1 + std::numbers::pi), Shoulder::left}};
  }
  double nearest_outside = -1;
  for (const auto& [t1, shoulder] : bases) {
    if (wanted.shoulder != Shoulder::any && wanted.shoulder != shoulder) continue;
    // Wrist point relative to the J2 axis, in the arm's vertical plane.
    const double radial = position.x() * std::cos(t1) + position.y() * std::sin(t1) -
                          p.shoulder_radial - p.flange_radial;
    const double below = p.shoulder_height - p.flange_drop - position.z();
    const double reach = std::hypot(radial, below);
    // Eq. (14): r² + z² = L2² + L3² − 2 L2 L3 sin θ3.
    const double sin3 = (l2 * l2 + l3 * l3 - reach * reach) / (2 * l2 * l3);
    if (std::abs(sin3) > 1 + 1e-12) {
      const double outside = sin3 < 0 ? reach - (l2 + l3) : std::abs(l2 - l3) - reach;
      if (nearest_outside < 0 || outside < nearest_outside) nearest_outside = outside;
      continue;
    }
    const double principal = std::asin(std::clamp(sin3, -1.0, 1.0));
    for (const double t3 : {principal, wrap_angle(std::numbers::pi - principal)}) {
      // Eqs. (20)–(22): [r; z] = [[L3 c3, L2 − L3 s3], [L3 s3 − L2, L3 c3]]·[c2; s2].
      const double m = l3 * std::cos(t3), n = l2 - l3 * std::sin(t3);
      const double determinant = m * m + n * n;
      if (determinant < 1e-24) continue;
      const double c2 = (m * radial - n * below) / determinant;
      const double s2 = (n * radial + m * below) / determinant;
      const double t2 = std::atan2(s2, c2);
      // Elbow (end of the upper arm) above the line from J2 to the wrist point: up.
      const double elbow_radial = l2 * std::sin(t2), elbow_up = l2 * std::cos(t2);
      const double line_radial = radial / reach, line_up = -below / reach;
      const double height = elbow_up * line_radial - elbow_radial * line_up;
      const double forward = line_radial >= 0 ? 1.0 : -1.0;
      const Elbow elbow = height * forward >= 0 ? Elbow::up : Elbow::down;
      if (wanted.elbow != Elbow::any && wanted.elbow != elbow) continue;
      Eigen::VectorXd q(4);
      q << t1, t2, t3, wrap_angle(rz - t1);  // eqs. (25), (26)
      collector.add(q, {shoulder, elbow, Wrist::any});
      if (std::abs(std::abs(sin3) - 1) < 1e-15) break;  // stretched: one solution
    }
  }
  if (collector.candidate_count() == 0 && nearest_outside >= 0)
    return std::move(collector).finish(
        fmt::format("robot '{}': pose unreachable: the flange point is {:.6g} m outside the "
                    "reach of the arm (upper arm {} m, forearm {} m); move the target by at "
                    "least that much",
                    chain_.name(), nearest_outside, l2, l3),
        nearest_outside);
  if (collector.candidate_count() == 0)
    return std::move(collector).finish(
        fmt::format("robot '{}': the pose has no solution in configuration '{}'", chain_.name(),
                    wanted.to_string()));
  return std::move(collector).finish();
}

}  // namespace acausal::kinematics
