#pragma once
// A serial robot as a chain of fixed transforms and joint axes — the one
// representation every other part of the module works on. DH tables (standard
// or modified) are converted to it (dh_robot.hpp); robots such as the MG400 of
// seed 001 are written in it directly.
//
// Link frame j = link frame j−1 · before_j · motion(axis_j, value_j) · after_j,
// with link frame −1 = base. The tool frame is the last link frame · tool.
// A joint's value is offset + Σ coefficient·q[coordinate]: usually one
// coordinate with coefficient 1, but a driven joint (the MG400's parallelogram
// keeping the flange level) follows several coordinates.
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include <Eigen/Geometry>

namespace acausal::kinematics {

enum class JointType { revolute, prismatic };

/// One term of a joint's drive or of a coordinate constraint.
struct CoordinateTerm {
  int coordinate = 0;
  double coefficient = 1.0;
};

struct Joint {
  std::string name;
  JointType type = JointType::revolute;
  /// Previous link frame → joint frame; the joint moves about/along `axis` of this frame.
  Eigen::Isometry3d before = Eigen::Isometry3d::Identity();
  Eigen::Vector3d axis = Eigen::Vector3d::UnitZ();
  /// Moved joint frame → this joint's link frame.
  Eigen::Isometry3d after = Eigen::Isometry3d::Identity();
  /// Joint value [rad or m] when every coordinate is zero.
  double offset = 0;
  /// Coordinates that move this joint; empty is an error.
  std::vector<CoordinateTerm> drive;
};

struct JointLimit {
  double lower = -std::numeric_limits<double>::infinity();
  double upper = std::numeric_limits<double>::infinity();
  bool bounded() const {
    return lower > -std::numeric_limits<double>::infinity() &&
           upper < std::numeric_limits<double>::infinity();
  }
};

/// A generalized coordinate of the robot (what users command: rad or m).
struct Coordinate {
  std::string name;
  JointType type = JointType::revolute;
  JointLimit limit;
};

/// lower ≤ Σ coefficient·q[coordinate] ≤ upper: ranges that couple coordinates.
struct CoordinateConstraint {
  std::string description;
  std::vector<CoordinateTerm> terms;
  double lower = -std::numeric_limits<double>::infinity();
  double upper = std::numeric_limits<double>::infinity();
};

class SerialChain {
 public:
  /// Validates the description; throws ModelError naming the offending joint.
  SerialChain(std::string name, std::vector<Coordinate> coordinates, std::vector<Joint> joints,
              Eigen::Isometry3d base = Eigen::Isometry3d::Identity(),
              Eigen::Isometry3d tool = Eigen::Isometry3d::Identity(),
              std::vector<CoordinateConstraint> constraints = {});

  const std::string& name() const { return name_; }
  /// Number of coordinates (degrees of freedom).
  int dof() const { return static_cast<int>(coordinates_.size()); }
  int joint_count() const { return static_cast<int>(joints_.size()); }
  const std::vector<Coordinate>& coordinates() const { return coordinates_; }
  const std::vector<Joint>& joints() const { return joints_; }
  const std::vector<CoordinateConstraint>& constraints() const { return constraints_; }
  const Eigen::Isometry3d& base() const { return base_; }
  const Eigen::Isometry3d& tool() const { return tool_; }

  /// The same robot with another base or tool transform.
  SerialChain with_base(const Eigen::Isometry3d& base) const;
  SerialChain with_tool(const Eigen::Isometry3d& tool) const;

  /// True if joint j is driven by coordinate j alone with coefficient 1.
  bool one_coordinate_per_joint() const;

  /// Joint values (offset + drive) for coordinates q.
  Eigen::VectorXd joint_values(const Eigen::VectorXd& q) const;
  /// Throws ModelError unless q has dof() entries, all finite.
  void check_coordinates(const Eigen::VectorXd& q, std::string_view purpose) const;

  /// Human-readable list of violated limits and constraints (empty if none).
  std::vector<std::string> limit_violations(const Eigen::VectorXd& q,
                                            double tolerance = 1e-9) const;
  bool within_limits(const Eigen::VectorXd& q, double tolerance = 1e-9) const;
  Eigen::VectorXd clamp_to_limits(const Eigen::VectorXd& q) const;

  /// Revolute coordinates moved by whole turns to lie inside their limits,
  /// preferring the value in (−π, π]; false if some coordinate cannot be.
  bool wrap_into_limits(Eigen::VectorXd& q, double tolerance = 1e-9) const;
  /// Revolute coordinates moved by whole turns as close to `reference` as the
  /// limits allow (to keep a tracked joint path continuous).
  Eigen::VectorXd closest_equivalent(const Eigen::VectorXd& q,
                                     const Eigen::VectorXd& reference) const;

 private:
  std::string name_;
  std::vector<Coordinate> coordinates_;
  std::vector<Joint> joints_;
  Eigen::Isometry3d base_;
  Eigen::Isometry3d tool_;
  std::vector<CoordinateConstraint> constraints_;
};

}  // namespace acausal::kinematics
