#include "kinematics/ik_spherical_wrist.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/rotations.hpp"
#include "kinematics/screw_subproblems.hpp"

namespace acausal::kinematics {

namespace {

// Geometric conditions hold to this fraction of the robot's size (or angle).
constexpr double kGeometryTolerance = 1e-9;

struct WorldAxis {
  Eigen::Vector3d direction;
  Eigen::Vector3d point;
};

// Rounding noise (below a nanometre) printed as 0 in messages.
double tidy(double metres) {
  return std::abs(metres) < 1e-9 ? 0.0 : metres;
}

// Closest points of two non-parallel lines; returns their distance.
double closest_points(const WorldAxis& a, const WorldAxis& b, Eigen::Vector3d& on_a,
                      Eigen::Vector3d& on_b) {
  const Eigen::Vector3d w = a.point - b.point;
  const double ab = a.direction.dot(b.direction);
  const double denominator = 1 - ab * ab;
  const double s = (ab * b.direction.dot(w) - a.direction.dot(w)) / denominator;
  const double t = (b.direction.dot(w) - ab * a.direction.dot(w)) / denominator;
  on_a = a.point + s * a.direction;
  on_b = b.point + t * b.direction;
  return (on_a - on_b).norm();
}

double distance_to_line(const Eigen::Vector3d& x, const WorldAxis& line) {
  return (x - line.point).cross(line.direction).norm();
}

struct Analysis {
  std::string mismatch;
  WorldAxis axes[6];
  Eigen::Vector3d wrist_centre;
  Eigen::Isometry3d tool_zero;
  double scale = 1;
};

Analysis analyse(const SerialChain& chain) {
  Analysis a;
  if (chain.dof() != 6 || !chain.one_coordinate_per_joint()) {
    a.mismatch = fmt::format(
        "robot '{}' has {} coordinates and {} joints; the spherical-wrist "
        "solver needs six joints each driven by its own coordinate",
        chain.name(), chain.dof(), chain.joint_count());
    return a;
  }
  for (const Joint& joint : chain.joints())
    if (joint.type != JointType::revolute) {
      a.mismatch = fmt::format(
          "robot '{}': joint '{}' is prismatic; the spherical-wrist solver "
          "needs six revolute joints",
          chain.name(), joint.name);
      return a;
    }
  ChainFrames frames;
  compute_frames_from_joint_values(chain, Eigen::VectorXd::Zero(6), frames);
  for (std::size_t j = 0; j < 6; ++j) {
    const Eigen::Isometry3d& f = frames.joint_frames[j];
    a.axes[j] = {(f.linear() * chain.joints()[j].axis).normalized(), f.translation()};
    a.scale = std::max(a.scale, (f.translation() - frames.joint_frames[0].translation()).norm());
  }
  a.tool_zero = frames.tool;
  const double length_tolerance = kGeometryTolerance * a.scale;
  const auto& ax = a.axes;
  if (std::abs(ax[0].direction.dot(ax[1].direction)) > kGeometryTolerance) {
    a.mismatch = fmt::format("robot '{}': axes 1 and 2 are not perpendicular (cos = {:.3g})",
                             chain.name(), ax[0].direction.dot(ax[1].direction));
    return a;
  }
  if (ax[1].direction.cross(ax[2].direction).norm() > kGeometryTolerance) {
    a.mismatch =
        fmt::format("robot '{}': axes 2 and 3 are not parallel (angle {:.3g} rad)", chain.name(),
                    std::asin(std::min(1.0, ax[1].direction.cross(ax[2].direction).norm())));
    return a;
  }
  for (const auto& [i, k] : {std::pair{3, 4}, std::pair{4, 5}})
    if (ax[i].direction.cross(ax[k].direction).norm() < 1e-6) {
      a.mismatch =
          fmt::format("robot '{}': wrist axes {} and {} are parallel", chain.name(), i + 1, k + 1);
      return a;
    }
  Eigen::Vector3d on4, on5;
  const double gap = closest_points(ax[3], ax[4], on4, on5);
  a.wrist_centre = (on4 + on5) / 2;
  const double gap6 = distance_to_line(a.wrist_centre, ax[5]);
  if (gap > length_tolerance || gap6 > length_tolerance) {
    a.mismatch = fmt::format(
        "robot '{}': wrist axes 4, 5, 6 do not meet in one point (axes 4 "
        "and 5 are {:.3g} m apart, axis 6 passes {:.3g} m from their "
        "meeting point); the wrist is not spherical",
        chain.name(), gap, gap6);
    return a;
  }
  return a;
}

}  // namespace

std::string SphericalWristIk::mismatch(const SerialChain& chain) {
  return analyse(chain).mismatch;
}

SphericalWristIk::SphericalWristIk(SerialChain chain, IkTolerance tolerance)
    : chain_(std::move(chain)), tolerance_(tolerance) {
  const Analysis a = analyse(chain_);
  if (!a.mismatch.empty())
    throw ModelError(a.mismatch + "; use the numerical inverse kinematics instead");
  for (int j = 0; j < 6; ++j) {
    axes_[j] = {a.axes[j].direction, a.axes[j].point};
    offsets_[j] = chain_.joints()[static_cast<std::size_t>(j)].offset;
  }
  wrist_centre_ = a.wrist_centre;
  wrist_centre_in_tool_ = a.tool_zero.inverse() * a.wrist_centre;
  tool_rotation_zero_ = a.tool_zero.linear();
  length_scale_ = a.scale;
  const Eigen::Vector3d& w1 = axes_[0].direction;
  lateral_offset_ = axes_[1].direction.dot(wrist_centre_ - axes_[0].point);
  Eigen::Vector3d reach = wrist_centre_ - axes_[0].point;
  reach -= w1 * w1.dot(reach);
  forward_zero_ = reach.norm() > kGeometryTolerance * length_scale_
                      ? Eigen::Vector3d(reach.normalized())
                      : Eigen::Vector3d(axes_[1].direction.cross(w1));
}

IkResult SphericalWristIk::solve(const Eigen::Isometry3d& tool_pose, const ArmConfiguration& wanted,
                                 const std::optional<Eigen::VectorXd>& reference) const {
  SolutionCollector collector(chain_, tool_pose, tolerance_);
  // Reference joint values (not coordinates) for the free joints of a continuum.
  Eigen::VectorXd reference_values = Eigen::VectorXd::Zero(6);
  if (reference) {
    chain_.check_coordinates(*reference, "spherical-wrist inverse kinematics reference");
    reference_values = chain_.joint_values(*reference);
  }
  const Eigen::Vector3d& w1 = axes_[0].direction;
  const Eigen::Vector3d& w2 = axes_[1].direction;
  const Eigen::Vector3d target_centre = tool_pose * wrist_centre_in_tool_;
  const Eigen::Vector3d radial = target_centre - axes_[0].point;

  // θ1: the wrist centre must lie in the plane swept by joints 2 and 3, which
  // joint 1 turns: cos θ1 (ω2·r) + sin θ1 ((ω1×ω2)·r) = lateral offset.
  const double a = w2.dot(radial), b = w1.cross(w2).dot(radial);
  std::vector<double> first_angles;
  if (std::hypot(a, b) <= kGeometryTolerance * length_scale_ &&
      std::abs(lateral_offset_) <= kGeometryTolerance * length_scale_) {
    // Wrist centre on axis 1: every θ1 works; keep the reference and its opposite.
    first_angles = {reference_values[0], wrap_angle(reference_values[0] + std::numbers::pi)};
  } else {
    first_angles = solve_cos_sin_equation(a, b, lateral_offset_, 1e-12);
  }
  if (first_angles.empty()) {
    const double distance = std::abs(lateral_offset_) - std::hypot(a, b);
    return std::move(collector).finish(
        fmt::format("robot '{}': pose unreachable: the wrist centre lies {:.6g} m inside the "
                    "cylinder of radius {:.6g} m around axis 1 that the arm cannot enter; move "
                    "the target away from the base axis",
                    chain_.name(), distance, std::abs(lateral_offset_)),
        distance);
  }
  // Larger forward reach → shoulder right.
  std::vector<std::pair<double, Shoulder>> shoulders;
  {
    std::vector<std::pair<double, double>> ranked;
    for (const double t1 : first_angles)
      ranked.push_back({(Eigen::AngleAxisd(t1, w1) * forward_zero_).dot(radial), t1});
    std::sort(ranked.begin(), ranked.end(), [](auto& x, auto& y) { return x.first > y.first; });
    for (std::size_t i = 0; i < ranked.size(); ++i)
      shoulders.push_back({ranked[i].second, i == 0 ? Shoulder::right : Shoulder::left});
  }

  double planar_distance = 0;
  bool any_planar = false;
  int arms_found = 0;
  const Eigen::Matrix3d target_wrist_rotation_base =
      tool_pose.linear() * tool_rotation_zero_.transpose();
  for (const auto& [t1, shoulder] : shoulders) {
    if (wanted.shoulder != Shoulder::any && wanted.shoulder != shoulder) continue;
    const Eigen::Matrix3d r1 = Eigen::AngleAxisd(t1, w1).toRotationMatrix();
    // Target wrist centre seen with joint 1 at zero.
    const Eigen::Vector3d centre_zero = axes_[0].point + r1.transpose() * radial;
    const PlanarTwoLinkResult planar =
        solve_planar_two_link(w2, axes_[1].point, axes_[2].point, wrist_centre_, centre_zero);
    if (planar.solutions.empty()) {
      planar_distance =
          any_planar ? std::min(planar_distance, planar.distance_outside) : planar.distance_outside;
      any_planar = true;
      continue;
    }
    ++arms_found;
    for (const TwoRotations& arm : planar.solutions) {
      const double t2 = arm.first, t3 = arm.second;
      // Elbow above (along axis 1) the line from shoulder to wrist centre: up.
      const Eigen::Vector3d elbow =
          axes_[1].point + Eigen::AngleAxisd(t2, w2) * (axes_[2].point - axes_[1].point);
      const Eigen::Vector3d line = (centre_zero - axes_[1].point).normalized();
      Eigen::Vector3d up = w1 - line * line.dot(w1);
      double height = (elbow - axes_[1].point).dot(up);
      if (up.norm() < 1e-9) height = w2.dot((elbow - axes_[1].point).cross(line));
      const Elbow elbow_branch = height >= 0 ? Elbow::up : Elbow::down;
      if (wanted.elbow != Elbow::any && wanted.elbow != elbow_branch) continue;

      const Eigen::Matrix3d r123 = r1 * Eigen::AngleAxisd(t2, w2).toRotationMatrix() *
                                   Eigen::AngleAxisd(t3, axes_[2].direction).toRotationMatrix();
      // Rot(ω4,θ4)·Rot(ω5,θ5)·Rot(ω6,θ6) = wrist, in zero-angle coordinates.
      const Eigen::Matrix3d wrist = r123.transpose() * target_wrist_rotation_base;
      const Eigen::Vector3d& w4 = axes_[3].direction;
      const Eigen::Vector3d& w5 = axes_[4].direction;
      const Eigen::Vector3d& w6 = axes_[5].direction;
      const Eigen::Vector3d pointing = wrist * w6;
      std::vector<TwoRotations> wrists;
      // Axis 6 brought onto axis 4 (θ5 = 0 or π): only θ4 + θ6 is defined.
      const bool aligned = w4.cross(pointing).norm() < 1e-10;
      if (aligned) {
        const double t4 = reference_values[3];
        const Eigen::Vector3d back = Eigen::AngleAxisd(-t4, w4) * pointing;
        wrists.push_back({t4, rotation_onto(w5, w6, back).value_or(0.0)});
      } else {
        wrists = rotations_onto(w4, w5, w6, pointing);
      }
      for (const TwoRotations& pair : wrists) {
        const double t4 = pair.first, t5 = pair.second;
        const Wrist wrist_branch = wrap_angle(t5) < 0 ? Wrist::flip : Wrist::no_flip;
        if (wanted.wrist != Wrist::any && wanted.wrist != wrist_branch) continue;
        const Eigen::Matrix3d remaining =
            (Eigen::AngleAxisd(t4, w4) * Eigen::AngleAxisd(t5, w5)).toRotationMatrix().transpose() *
            wrist;
        const Eigen::Vector3d probe = w6.unitOrthogonal();
        const double t6 = rotation_onto(w6, probe, remaining * probe).value_or(0.0);
        const double values[6] = {t1, t2, t3, t4, t5, t6};
        Eigen::VectorXd q(6);
        for (int j = 0; j < 6; ++j) q[j] = values[j] - offsets_[j];
        collector.add(q, {shoulder, elbow_branch, wrist_branch});
      }
    }
  }
  std::string failure;
  double distance = 0;
  if (arms_found == 0 && any_planar) {
    distance = planar_distance;
    failure = fmt::format(
        "robot '{}': pose unreachable: the wrist centre ({:.6g}, {:.6g}, {:.6g}) m lies {:.6g} m "
        "outside the reach of the arm (joints 2 and 3); move the target by at least that much",
        chain_.name(), tidy(target_centre.x()), tidy(target_centre.y()), tidy(target_centre.z()),
        planar_distance);
  } else if (collector.candidate_count() == 0) {
    failure = fmt::format("robot '{}': the pose has no solution in configuration '{}'",
                          chain_.name(), wanted.to_string());
  }
  return std::move(collector).finish(failure, distance);
}

}  // namespace acausal::kinematics
