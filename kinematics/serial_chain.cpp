#include "kinematics/serial_chain.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::kinematics {

namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;

double constraint_value(const CoordinateConstraint& constraint, const Eigen::VectorXd& q) {
  double value = 0;
  for (const CoordinateTerm& term : constraint.terms)
    value += term.coefficient * q[term.coordinate];
  return value;
}

}  // namespace

SerialChain::SerialChain(std::string name, std::vector<Coordinate> coordinates,
                         std::vector<Joint> joints, Eigen::Isometry3d base, Eigen::Isometry3d tool,
                         std::vector<CoordinateConstraint> constraints)
    : name_(std::move(name)),
      coordinates_(std::move(coordinates)),
      joints_(std::move(joints)),
      base_(base),
      tool_(tool),
      constraints_(std::move(constraints)) {
  if (joints_.empty() || coordinates_.empty())
    throw ModelError(
        fmt::format("robot '{}': a serial chain needs at least one joint and one "
                    "coordinate (got {} joints, {} coordinates)",
                    name_, joints_.size(), coordinates_.size()));
  std::vector<bool> used(coordinates_.size(), false);
  for (std::size_t j = 0; j < joints_.size(); ++j) {
    Joint& joint = joints_[j];
    if (joint.name.empty()) joint.name = fmt::format("joint{}", j + 1);
    const double norm = joint.axis.norm();
    if (!(norm > 1e-12) || !std::isfinite(norm))
      throw ModelError(
          fmt::format("robot '{}', joint '{}': the joint axis has length {}; give a "
                      "non-zero direction",
                      name_, joint.name, norm));
    joint.axis /= norm;
    if (joint.drive.empty())
      throw ModelError(
          fmt::format("robot '{}', joint '{}': no coordinate drives this joint; "
                      "give at least one drive term",
                      name_, joint.name));
    for (const CoordinateTerm& term : joint.drive) {
      if (term.coordinate < 0 || term.coordinate >= dof())
        throw ModelError(
            fmt::format("robot '{}', joint '{}': drive names coordinate {} but the "
                        "robot has coordinates 0..{}",
                        name_, joint.name, term.coordinate, dof() - 1));
      used[static_cast<std::size_t>(term.coordinate)] = true;
    }
  }
  for (std::size_t i = 0; i < coordinates_.size(); ++i) {
    Coordinate& c = coordinates_[i];
    if (c.name.empty()) c.name = fmt::format("q{}", i + 1);
    if (!used[i])
      throw ModelError(
          fmt::format("robot '{}': coordinate '{}' moves no joint; remove it or add "
                      "it to a joint's drive",
                      name_, c.name));
    if (!(c.limit.lower <= c.limit.upper))
      throw ModelError(
          fmt::format("robot '{}', coordinate '{}': lower limit {} is above upper "
                      "limit {}",
                      name_, c.name, c.limit.lower, c.limit.upper));
  }
  for (const CoordinateConstraint& constraint : constraints_) {
    for (const CoordinateTerm& term : constraint.terms)
      if (term.coordinate < 0 || term.coordinate >= dof())
        throw ModelError(
            fmt::format("robot '{}', constraint '{}': names coordinate {} but the "
                        "robot has coordinates 0..{}",
                        name_, constraint.description, term.coordinate, dof() - 1));
  }
}

SerialChain SerialChain::with_base(const Eigen::Isometry3d& base) const {
  SerialChain copy = *this;
  copy.base_ = base;
  return copy;
}

SerialChain SerialChain::with_tool(const Eigen::Isometry3d& tool) const {
  SerialChain copy = *this;
  copy.tool_ = tool;
  return copy;
}

bool SerialChain::one_coordinate_per_joint() const {
  if (joint_count() != dof()) return false;
  for (int j = 0; j < joint_count(); ++j) {
    const auto& drive = joints_[static_cast<std::size_t>(j)].drive;
    if (drive.size() != 1 || drive[0].coordinate != j || drive[0].coefficient != 1.0) return false;
  }
  return true;
}

Eigen::VectorXd SerialChain::joint_values(const Eigen::VectorXd& q) const {
  Eigen::VectorXd values(joint_count());
  for (int j = 0; j < joint_count(); ++j) {
    const Joint& joint = joints_[static_cast<std::size_t>(j)];
    double value = joint.offset;
    for (const CoordinateTerm& term : joint.drive) value += term.coefficient * q[term.coordinate];
    values[j] = value;
  }
  return values;
}

void SerialChain::check_coordinates(const Eigen::VectorXd& q, std::string_view purpose) const {
  if (q.size() != dof())
    throw ModelError(fmt::format("{}: robot '{}' has {} joint coordinates, got {} values", purpose,
                                 name_, dof(), q.size()));
  for (int i = 0; i < dof(); ++i)
    if (!std::isfinite(q[i]))
      throw ModelError(fmt::format("{}: coordinate '{}' of robot '{}' is {}", purpose,
                                   coordinates_[static_cast<std::size_t>(i)].name, name_, q[i]));
}

std::vector<std::string> SerialChain::limit_violations(const Eigen::VectorXd& q,
                                                       double tolerance) const {
  std::vector<std::string> violations;
  for (int i = 0; i < dof(); ++i) {
    const Coordinate& c = coordinates_[static_cast<std::size_t>(i)];
    if (q[i] < c.limit.lower - tolerance || q[i] > c.limit.upper + tolerance)
      violations.push_back(fmt::format("{} = {:.6g} outside [{:.6g}, {:.6g}]", c.name, q[i],
                                       c.limit.lower, c.limit.upper));
  }
  for (const CoordinateConstraint& constraint : constraints_) {
    const double value = constraint_value(constraint, q);
    if (value < constraint.lower - tolerance || value > constraint.upper + tolerance)
      violations.push_back(fmt::format("{} = {:.6g} outside [{:.6g}, {:.6g}]",
                                       constraint.description, value, constraint.lower,
                                       constraint.upper));
  }
  return violations;
}

bool SerialChain::within_limits(const Eigen::VectorXd& q, double tolerance) const {
  for (int i = 0; i < dof(); ++i) {
    const JointLimit& limit = coordinates_[static_cast<std::size_t>(i)].limit;
    if (q[i] < limit.lower - tolerance || q[i] > limit.upper + tolerance) return false;
  }
  for (const CoordinateConstraint& constraint : constraints_) {
    const double value = constraint_value(constraint, q);
    if (value < constraint.lower - tolerance || value > constraint.upper + tolerance) return false;
  }
  return true;
}

Eigen::VectorXd SerialChain::clamp_to_limits(const Eigen::VectorXd& q) const {
  Eigen::VectorXd clamped = q;
  for (int i = 0; i < dof(); ++i) {
    const JointLimit& limit = coordinates_[static_cast<std::size_t>(i)].limit;
    clamped[i] = std::clamp(q[i], limit.lower, limit.upper);
  }
  return clamped;
}

bool SerialChain::wrap_into_limits(Eigen::VectorXd& q, double tolerance) const {
  bool inside = true;
  for (int i = 0; i < dof(); ++i) {
    const Coordinate& c = coordinates_[static_cast<std::size_t>(i)];
    if (c.type != JointType::revolute) {
      inside = inside && q[i] >= c.limit.lower - tolerance && q[i] <= c.limit.upper + tolerance;
      continue;
    }
    double value = std::remainder(q[i], kTwoPi);  // in [−π, π]
    if (value <= -std::numbers::pi + 1e-15) value += kTwoPi;
    // The smallest whole-turn shift that enters the range, searching outwards.
    bool found = false;
    for (int turns = 0; turns <= 4 && !found; ++turns) {
      for (const int sign : {1, -1}) {
        const double candidate = value + sign * turns * kTwoPi;
        if (candidate >= c.limit.lower - tolerance && candidate <= c.limit.upper + tolerance) {
          value = candidate;
          found = true;
          break;
        }
      }
    }
    q[i] = value;
    inside = inside && found;
  }
  return inside;
}

Eigen::VectorXd SerialChain::closest_equivalent(const Eigen::VectorXd& q,
                                                const Eigen::VectorXd& reference) const {
  Eigen::VectorXd result = q;
  for (int i = 0; i < dof(); ++i) {
    const Coordinate& c = coordinates_[static_cast<std::size_t>(i)];
    if (c.type != JointType::revolute) continue;
    const double shifted = q[i] + kTwoPi * std::round((reference[i] - q[i]) / kTwoPi);
    if (shifted >= c.limit.lower - 1e-9 && shifted <= c.limit.upper + 1e-9) result[i] = shifted;
  }
  return result;
}

}  // namespace acausal::kinematics
