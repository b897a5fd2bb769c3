#pragma once
// Cartesian paths: straight lines and circular arcs of the tool origin, with
// the orientation interpolated by slerp, timed by a time law s(t) that rises
// from 0 to 1. Velocities and accelerations are in the world frame.
// Siciliano et al. 2009, Sec. 4.4–4.5 (motion primitives, orientation); Shoemake 1985 (slerp).
#include <memory>

#include <Eigen/Geometry>

#include "kinematics/trajectory.hpp"

namespace acausal::kinematics {

struct PathSample {
  double position = 0;      // s
  double velocity = 0;      // ds/dt
  double acceleration = 0;  // d²s/dt²
};

/// A path parameter s(t) rising from 0 to 1 over [start_time, end_time].
class TimeLaw {
 public:
  /// Any one-axis trajectory from 0 to 1 (checked).
  explicit TimeLaw(std::shared_ptr<const JointTrajectory> profile);
  static TimeLaw quintic(double duration, double start_time = 0);
  static TimeLaw cycloidal(double duration, double start_time = 0);
  /// Trapezoidal velocity with the acceleration phase a fraction (≤ 1/2) of the duration.
  static TimeLaw trapezoidal(double duration, double acceleration_fraction = 0.25,
                             double start_time = 0);

  PathSample at(double t) const;
  double start_time() const { return profile_->start_time(); }
  double end_time() const { return profile_->end_time(); }

 private:
  std::shared_ptr<const JointTrajectory> profile_;
};

struct CartesianSample {
  Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
  Eigen::Vector3d linear_velocity = Eigen::Vector3d::Zero();
  Eigen::Vector3d angular_velocity = Eigen::Vector3d::Zero();
  Eigen::Vector3d linear_acceleration = Eigen::Vector3d::Zero();
  Eigen::Vector3d angular_acceleration = Eigen::Vector3d::Zero();
};

class CartesianPath {
 public:
  virtual ~CartesianPath() = default;
  virtual CartesianSample sample(double t) const = 0;
  virtual double start_time() const = 0;
  virtual double end_time() const = 0;
};

/// Orientation along a path: slerp from `start` to `end` by the path parameter.
class OrientationInterpolation {
 public:
  OrientationInterpolation(const Eigen::Matrix3d& start, const Eigen::Matrix3d& end);
  Eigen::Matrix3d at(double s) const;
  /// ω = ds/dt · Θ·k and ω̇ = d²s/dt² · Θ·k (world frame), k the constant axis.
  Eigen::Vector3d angular_rate() const { return rate_; }

 private:
  Eigen::Matrix3d start_;
  Eigen::Vector3d relative_;  // rotation vector of startᵀ·end (start frame)
  Eigen::Vector3d rate_;      // Θ·k in the world frame
};

class CartesianLine : public CartesianPath {
 public:
  CartesianLine(const Eigen::Isometry3d& start, const Eigen::Isometry3d& end, TimeLaw time_law);
  CartesianSample sample(double t) const override;
  double start_time() const override { return time_law_.start_time(); }
  double end_time() const override { return time_law_.end_time(); }

 private:
  Eigen::Vector3d start_, displacement_;
  OrientationInterpolation orientation_;
  TimeLaw time_law_;
};

/// An arc about `centre` in the plane normal to `normal`, starting at the
/// start pose's position and turning by `sweep_angle` (right-handed about
/// `normal`; 2π for a full circle).
class CartesianCircle : public CartesianPath {
 public:
  CartesianCircle(const Eigen::Vector3d& centre, const Eigen::Vector3d& normal,
                  const Eigen::Isometry3d& start, double sweep_angle,
                  const Eigen::Matrix3d& end_orientation, TimeLaw time_law);
  /// The arc from `start` through `via` to `end` (positions; orientations slerp
  /// from start to end); throws ModelError for collinear points.
  static CartesianCircle through(const Eigen::Isometry3d& start, const Eigen::Vector3d& via,
                                 const Eigen::Isometry3d& end, TimeLaw time_law);
  CartesianSample sample(double t) const override;
  double start_time() const override { return time_law_.start_time(); }
  double end_time() const override { return time_law_.end_time(); }
  double radius() const { return radius_; }

 private:
  Eigen::Vector3d centre_, normal_, first_, second_;  // first/second: in-plane unit axes
  double radius_ = 0, sweep_ = 0;
  OrientationInterpolation orientation_;
  TimeLaw time_law_;
};

}  // namespace acausal::kinematics
