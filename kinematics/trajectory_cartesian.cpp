#include "kinematics/trajectory_cartesian.hpp"

#include <cmath>
#include <numbers>
#include <utility>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "kinematics/rotations.hpp"
#include "kinematics/trajectory_cycloidal.hpp"
#include "kinematics/trajectory_quintic.hpp"
#include "kinematics/trajectory_trapezoidal.hpp"

namespace acausal::kinematics {

TimeLaw::TimeLaw(std::shared_ptr<const JointTrajectory> profile) : profile_(std::move(profile)) {
  if (!profile_ || profile_->dimension() != 1)
    throw ModelError("time law: needs a one-axis trajectory");
  const double s0 = profile_->sample(profile_->start_time()).position[0];
  const double s1 = profile_->sample(profile_->end_time()).position[0];
  if (std::abs(s0) > 1e-12 || std::abs(s1 - 1) > 1e-12)
    throw ModelError(
        fmt::format("time law: the path parameter must run from 0 to 1, this one "
                    "runs from {} to {}",
                    s0, s1));
}

TimeLaw TimeLaw::quintic(double duration, double start_time) {
  return TimeLaw(std::make_shared<QuinticTrajectory>(
      Eigen::VectorXd::Zero(1), Eigen::VectorXd::Ones(1), duration, start_time));
}

TimeLaw TimeLaw::cycloidal(double duration, double start_time) {
  return TimeLaw(std::make_shared<CycloidalTrajectory>(
      Eigen::VectorXd::Zero(1), Eigen::VectorXd::Ones(1), duration, start_time));
}

TimeLaw TimeLaw::trapezoidal(double duration, double acceleration_fraction, double start_time) {
  if (!(acceleration_fraction > 0 && acceleration_fraction <= 0.5))
    throw ModelError(
        fmt::format("trapezoidal time law: acceleration fraction {} must be in "
                    "(0, 0.5]",
                    acceleration_fraction));
  if (!(duration > 0))
    throw ModelError(fmt::format("trapezoidal time law: duration {} s must be positive", duration));
  // Cruise speed and acceleration that cover s ∈ [0, 1] in exactly `duration`.
  const double speed = 1 / (duration * (1 - acceleration_fraction));
  const double acceleration = speed / (acceleration_fraction * duration);
  TrapezoidalOptions options;
  options.start_time = start_time;
  options.duration = duration;
  return TimeLaw(std::make_shared<TrapezoidalTrajectory>(
      Eigen::VectorXd::Zero(1), Eigen::VectorXd::Ones(1),
      Eigen::VectorXd::Constant(1, speed * (1 + 1e-12)),
      Eigen::VectorXd::Constant(1, acceleration * (1 + 1e-12)), options));
}

PathSample TimeLaw::at(double t) const {
  const TrajectorySample s = profile_->sample(t);
  return {s.position[0], s.velocity[0], s.acceleration[0]};
}

OrientationInterpolation::OrientationInterpolation(const Eigen::Matrix3d& start,
                                                   const Eigen::Matrix3d& end)
    : start_(start),
      relative_(rotation_vector(start.transpose() * end)),
      rate_(start * relative_) {}

Eigen::Matrix3d OrientationInterpolation::at(double s) const {
  return start_ * from_rotation_vector(s * relative_);
}

CartesianLine::CartesianLine(const Eigen::Isometry3d& start, const Eigen::Isometry3d& end,
                             TimeLaw time_law)
    : start_(start.translation()),
      displacement_(end.translation() - start.translation()),
      orientation_(start.linear(), end.linear()),
      time_law_(std::move(time_law)) {}

CartesianSample CartesianLine::sample(double t) const {
  const PathSample s = time_law_.at(t);
  CartesianSample out;
  out.pose.linear() = orientation_.at(s.position);
  out.pose.translation() = start_ + s.position * displacement_;
  out.linear_velocity = s.velocity * displacement_;
  out.linear_acceleration = s.acceleration * displacement_;
  out.angular_velocity = s.velocity * orientation_.angular_rate();
  out.angular_acceleration = s.acceleration * orientation_.angular_rate();
  return out;
}

CartesianCircle::CartesianCircle(const Eigen::Vector3d& centre, const Eigen::Vector3d& normal,
                                 const Eigen::Isometry3d& start, double sweep_angle,
                                 const Eigen::Matrix3d& end_orientation, TimeLaw time_law)
    : centre_(centre),
      normal_(normal.normalized()),
      sweep_(sweep_angle),
      orientation_(start.linear(), end_orientation),
      time_law_(std::move(time_law)) {
  if (!(normal.norm() > 0) || !std::isfinite(sweep_angle))
    throw ModelError("Cartesian circle: the plane normal must be non-zero and the sweep finite");
  Eigen::Vector3d radial = start.translation() - centre;
  const double off_plane = normal_.dot(radial);
  radial -= normal_ * off_plane;
  radius_ = radial.norm();
  if (!(radius_ > 1e-12))
    throw ModelError("Cartesian circle: the start point lies on the circle's axis (radius 0)");
  if (std::abs(off_plane) > 1e-9 * (1 + radius_))
    throw ModelError(
        fmt::format("Cartesian circle: the start point lies {} m off the circle's "
                    "plane through the centre; move the centre or the start",
                    off_plane));
  first_ = radial / radius_;
  second_ = normal_.cross(first_);
}

CartesianCircle CartesianCircle::through(const Eigen::Isometry3d& start, const Eigen::Vector3d& via,
                                         const Eigen::Isometry3d& end, TimeLaw time_law) {
  const Eigen::Vector3d p0 = start.translation();
  const Eigen::Vector3d a = via - p0, b = end.translation() - p0;
  const Eigen::Vector3d normal = a.cross(b);
  if (normal.norm() <= 1e-12 * std::max(1.0, a.norm() * b.norm()))
    throw ModelError(
        "Cartesian circle through three points: the points are collinear (or "
        "coincide); use a line");
  // Circumcentre of the triangle (p0, via, end).
  const Eigen::Vector3d centre =
      p0 + (a.squaredNorm() * b - b.squaredNorm() * a).cross(normal) / (2 * normal.squaredNorm());
  const Eigen::Vector3d n = normal.normalized();
  const Eigen::Vector3d from = p0 - centre, to = end.translation() - centre;
  double sweep = std::atan2(n.dot(from.cross(to)), from.dot(to));
  if (sweep <= 0) sweep += 2 * std::numbers::pi;  // p0 → via → end turns positively about n
  return CartesianCircle(centre, n, start, sweep, end.linear(), std::move(time_law));
}

CartesianSample CartesianCircle::sample(double t) const {
  const PathSample s = time_law_.at(t);
  const double angle = sweep_ * s.position, rate = sweep_ * s.velocity,
               angular_acceleration = sweep_ * s.acceleration;
  const double c = std::cos(angle), sn = std::sin(angle);
  const Eigen::Vector3d radial = c * first_ + sn * second_;
  const Eigen::Vector3d tangent = -sn * first_ + c * second_;
  CartesianSample out;
  out.pose.linear() = orientation_.at(s.position);
  out.pose.translation() = centre_ + radius_ * radial;
  out.linear_velocity = radius_ * rate * tangent;
  out.linear_acceleration = radius_ * (angular_acceleration * tangent - rate * rate * radial);
  out.angular_velocity = s.velocity * orientation_.angular_rate();
  out.angular_acceleration = s.acceleration * orientation_.angular_rate();
  return out;
}

}  // namespace acausal::kinematics
