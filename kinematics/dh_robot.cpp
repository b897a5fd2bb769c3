#include "kinematics/dh_robot.hpp"

#include <cmath>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {

Eigen::Isometry3d dh_transform(DhConvention convention, const DhRow& row, double value) {
  const double theta = row.type == JointType::revolute ? value : row.theta;
  const double d = row.type == JointType::prismatic ? value : row.d;
  if (convention == DhConvention::standard)
    return rotation_transform_z(theta) * translation(0, 0, d) * translation(row.a, 0, 0) *
           rotation_transform_x(row.alpha);
  return rotation_transform_x(row.alpha) * translation(row.a, 0, 0) * rotation_transform_z(theta) *
         translation(0, 0, d);
}

SerialChain make_chain(const DhTable& table) {
  std::vector<Coordinate> coordinates;
  std::vector<Joint> joints;
  for (std::size_t i = 0; i < table.rows.size(); ++i) {
    const DhRow& row = table.rows[i];
    for (const double number : {row.a, row.alpha, row.d, row.theta, row.offset})
      if (!std::isfinite(number))
        throw ModelError(fmt::format("DH table '{}', row {}: parameter {} is not finite",
                                     table.name, i + 1, number));
    Joint joint;
    joint.name = row.name.empty() ? fmt::format("joint{}", i + 1) : row.name;
    joint.type = row.type;
    joint.offset = row.offset;
    joint.axis = Eigen::Vector3d::UnitZ();
    if (row.coupling.empty()) {
      joint.drive = {{static_cast<int>(coordinates.size()), 1.0}};
      coordinates.push_back({joint.name, row.type, row.limit});
    } else {
      joint.drive = row.coupling;
    }
    // Split each row's transform into the part before the joint motion and the
    // part after it; motions about and along z commute with Rz and Tz.
    const bool revolute = row.type == JointType::revolute;
    if (table.convention == DhConvention::standard) {
      joint.before = revolute ? Eigen::Isometry3d::Identity() : rotation_transform_z(row.theta);
      joint.after = (revolute ? translation(0, 0, row.d) : Eigen::Isometry3d::Identity()) *
                    translation(row.a, 0, 0) * rotation_transform_x(row.alpha);
    } else {
      joint.before = rotation_transform_x(row.alpha) * translation(row.a, 0, 0) *
                     (revolute ? Eigen::Isometry3d::Identity() : rotation_transform_z(row.theta));
      joint.after = revolute ? translation(0, 0, row.d) : Eigen::Isometry3d::Identity();
    }
    joints.push_back(joint);
  }
  return SerialChain(table.name, std::move(coordinates), std::move(joints), table.base, table.tool,
                     table.constraints);
}

std::string to_string(DhConvention convention) {
  return convention == DhConvention::standard ? "standard" : "modified";
}

}  // namespace acausal::kinematics
