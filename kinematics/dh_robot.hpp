#pragma once
// Denavit–Hartenberg tables, standard or modified (Craig), converted to a
// SerialChain.
//
//   standard (Denavit–Hartenberg; Siciliano et al. 2009, Sec. 2.8.2):
//     A_i = Rz(θ_i) · Tz(d_i) · Tx(a_i) · Rx(α_i)        joint i moves about z_{i−1}
//   modified (Craig, "Introduction to Robotics", Sec. 3.4):
//     A_i = Rx(α_{i−1}) · Tx(a_{i−1}) · Rz(θ_i) · Tz(d_i)  joint i moves about z_i
//
// A row of a modified table holds (a_{i−1}, α_{i−1}, d_i, θ_i) as Craig prints
// it. For a revolute row θ_i = offset + q, d is constant; for a prismatic row
// d_i = offset + q and θ is constant. Lengths in metres, angles in radians.
#include <optional>
#include <string>
#include <vector>

#include "kinematics/serial_chain.hpp"

namespace acausal::kinematics {

enum class DhConvention { standard, modified };

struct DhRow {
  std::string name;
  JointType type = JointType::revolute;
  double a = 0;
  double alpha = 0;
  /// Constant d of a revolute row (ignored for a prismatic row: d is the variable).
  double d = 0;
  /// Constant θ of a prismatic row (ignored for a revolute row: θ is the variable).
  double theta = 0;
  /// Joint value when the row's coordinates are zero (θ or d offset).
  double offset = 0;
  JointLimit limit;
  /// Empty: the row has its own coordinate. Otherwise the row is a driven joint
  /// whose value is offset + Σ coefficient·q[k], k counting the independent rows.
  std::vector<CoordinateTerm> coupling;
};

struct DhTable {
  std::string name;
  DhConvention convention = DhConvention::standard;
  std::vector<DhRow> rows;
  Eigen::Isometry3d base = Eigen::Isometry3d::Identity();
  Eigen::Isometry3d tool = Eigen::Isometry3d::Identity();
  std::vector<CoordinateConstraint> constraints;
};

/// The homogeneous transform of one row at joint value `value`.
Eigen::Isometry3d dh_transform(DhConvention convention, const DhRow& row, double value);

/// The chain whose link frames are the DH frames of the table.
SerialChain make_chain(const DhTable& table);

std::string to_string(DhConvention convention);

}  // namespace acausal::kinematics
