#include "urdf/urdf_writer.hpp"

#include <cmath>
#include <numbers>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "kinematics/robot_catalog.hpp"

namespace acausal::urdf {
namespace {

std::string num(double x) {
  if (x == 0) return "0";  // also -0
  return fmt::format("{:.17g}", x);
}

std::string vec(const Eigen::Vector3d& v) {
  return fmt::format("{} {} {}", num(v.x()), num(v.y()), num(v.z()));
}

std::string origin(const Eigen::Isometry3d& pose, const std::string& indent) {
  const Eigen::Vector3d rpy = roll_pitch_yaw(pose.linear());
  return fmt::format("{}<origin xyz=\"{}\" rpy=\"{}\"/>\n", indent,
                     vec(Eigen::Vector3d(pose.translation())), vec(rpy));
}

std::string geometry(const Geometry& g, const std::string& indent) {
  switch (g.kind) {
    case Geometry::Kind::box:
      return fmt::format("{}<geometry><box size=\"{}\"/></geometry>\n", indent, vec(g.size));
    case Geometry::Kind::cylinder:
      return fmt::format("{}<geometry><cylinder radius=\"{}\" length=\"{}\"/></geometry>\n", indent,
                         num(g.radius), num(g.length));
    case Geometry::Kind::sphere:
      return fmt::format("{}<geometry><sphere radius=\"{}\"/></geometry>\n", indent, num(g.radius));
    case Geometry::Kind::mesh:
      return fmt::format("{}<geometry><mesh filename=\"{}\" scale=\"{}\"/></geometry>\n", indent,
                         g.filename, vec(g.scale));
  }
  return {};
}

const char* type_name(JointType t) {
  switch (t) {
    case JointType::revolute:
      return "revolute";
    case JointType::continuous:
      return "continuous";
    case JointType::prismatic:
      return "prismatic";
    case JointType::fixed:
      return "fixed";
  }
  return "fixed";
}

Eigen::Isometry3d rotation_about(const Eigen::Vector3d& axis, double angle) {
  Eigen::Isometry3d r = Eigen::Isometry3d::Identity();
  r.linear() = Eigen::AngleAxisd(angle, axis.normalized()).toRotationMatrix();
  return r;
}

}  // namespace

Eigen::Vector3d roll_pitch_yaw(const Eigen::Matrix3d& R) {
  const double pitch = std::atan2(-R(2, 0), std::hypot(R(0, 0), R(1, 0)));
  if (std::hypot(R(0, 0), R(1, 0)) < 1e-12) {
    // Gimbal lock: only roll ± yaw is defined; put it all in yaw.
    const double yaw = std::atan2(-R(0, 1), R(1, 1));
    return {0.0, pitch, yaw};
  }
  return {std::atan2(R(2, 1), R(2, 2)), pitch, std::atan2(R(1, 0), R(0, 0))};
}

std::string write_urdf(const RobotDescription& robot) {
  std::string out = fmt::format("<?xml version=\"1.0\"?>\n<robot name=\"{}\">\n", robot.name);
  for (const Link& l : robot.links) {
    out += fmt::format("  <link name=\"{}\">\n", l.name);
    if (l.inertial) {
      const dynamics::BodyInertia& in = *l.inertial;
      const Eigen::Matrix3d& I = in.inertia_about_center_of_mass;
      out += "    <inertial>\n";
      out += fmt::format("      <origin xyz=\"{}\" rpy=\"0 0 0\"/>\n", vec(in.center_of_mass));
      out += fmt::format("      <mass value=\"{}\"/>\n", num(in.mass));
      out += fmt::format(
          "      <inertia ixx=\"{}\" ixy=\"{}\" ixz=\"{}\" iyy=\"{}\" iyz=\"{}\" izz=\"{}\"/>\n",
          num(I(0, 0)), num(I(0, 1)), num(I(0, 2)), num(I(1, 1)), num(I(1, 2)), num(I(2, 2)));
      out += "    </inertial>\n";
    }
    for (const Shape& s : l.shapes) {
      const char* tag = s.collision ? "collision" : "visual";
      out += fmt::format("    <{}>\n", tag);
      out += origin(s.origin, "      ");
      out += geometry(s.geometry, "      ");
      if (!s.collision && s.color)
        out +=
            fmt::format("      <material name=\"{}\"><color rgba=\"{} {} {} {}\"/></material>\n",
                        s.material.empty() ? l.name + "_material" : s.material, num((*s.color)[0]),
                        num((*s.color)[1]), num((*s.color)[2]), num((*s.color)[3]));
      out += fmt::format("    </{}>\n", tag);
    }
    out += "  </link>\n";
  }
  for (const Joint& j : robot.joints) {
    out += fmt::format("  <joint name=\"{}\" type=\"{}\">\n", j.name, type_name(j.type));
    out += fmt::format("    <parent link=\"{}\"/>\n    <child link=\"{}\"/>\n", j.parent, j.child);
    out += origin(j.origin, "    ");
    if (j.movable()) {
      out += fmt::format("    <axis xyz=\"{}\"/>\n", vec(j.axis));
      if (j.limits)
        out += fmt::format("    <limit lower=\"{}\" upper=\"{}\" effort=\"{}\" velocity=\"{}\"/>\n",
                           num(j.limits->lower), num(j.limits->upper), num(j.limits->effort),
                           num(j.limits->velocity));
      if (j.damping > 0 || j.friction > 0)
        out += fmt::format("    <dynamics damping=\"{}\" friction=\"{}\"/>\n", num(j.damping),
                           num(j.friction));
    }
    out += "  </joint>\n";
  }
  out += "</robot>\n";
  return out;
}

RobotDescription description_from_tree(const dynamics::RigidBodyTree& tree) {
  RobotDescription robot;
  robot.name = tree.name();
  robot.root_link = "base_link";
  robot.links.push_back({"base_link", std::nullopt, {}});
  for (int i = 0; i < tree.dof(); ++i) {
    const dynamics::Body& b = tree.body(i);
    // The parent's URDF link frame is its moved joint frame M; the tree gives
    // this joint's placement in the parent's body frame B = M * after.
    Eigen::Isometry3d placement = b.joint_from_parent.pose();
    if (b.parent >= 0) {
      const dynamics::Body& p = tree.body(b.parent);
      placement = p.body_from_moved_joint.pose() * placement;
    }
    Joint j;
    j.name = b.joint_name;
    j.type = b.joint.type() == dynamics::JointType::prismatic ? JointType::prismatic
                                                              : JointType::revolute;
    j.parent = b.parent < 0 ? robot.root_link : tree.body(b.parent).name;
    j.child = b.name;
    j.axis = b.joint.axis();
    j.origin = j.type == JointType::prismatic
                   ? placement * Eigen::Translation3d(b.joint_offset * j.axis)
                   : placement * rotation_about(j.axis, b.joint_offset);
    j.limits = JointLimits{-std::numbers::pi, std::numbers::pi, 0, 0};
    robot.joints.push_back(j);
    Link l;
    l.name = b.name;
    l.inertial = dynamics::expressed_in(b.body_inertia, b.body_from_moved_joint.pose());
    robot.links.push_back(std::move(l));
  }
  return robot;
}

RobotDescription seed000_robot_description() {
  const dynamics::RigidBodyTree tree = dynamics::seed000_rigid_body_tree();
  RobotDescription robot = description_from_tree(tree);
  robot.name = "seed000_arm";
  const auto models = dynamics::seed000_link_models();
  const kinematics::SerialChain chain = kinematics::seed000_robot6().chain();
  for (int i = 0; i < tree.dof(); ++i) {
    const dynamics::Body& b = tree.body(i);
    const Eigen::Isometry3d moved_from_body = b.body_from_moved_joint.pose();
    Link& link = robot.links[static_cast<std::size_t>(i) + 1];
    Joint& joint = robot.joints[static_cast<std::size_t>(i)];
    // The kinematics' ranges (a full turn, ±π): the roll joints 1, 4 and 6
    // as continuous joints, the others with their range.
    const auto& limit = chain.coordinates()[static_cast<std::size_t>(i)].limit;
    if (i == 0 || i == 3 || i == 5 || !limit.bounded()) {
      joint.type = JointType::continuous;
      joint.limits.reset();
    } else {
      joint.limits = JointLimits{limit.lower, limit.upper, 0, 0};
    }
    // The link's own solids (the gripper becomes a link below).
    const auto& parts = models[static_cast<std::size_t>(i)].parts;
    std::vector<dynamics::BodyInertia> kept;
    for (const dynamics::InertiaPart& part : parts) {
      const bool gripper =
          i == tree.dof() - 1 && part.description.find("gripper") != std::string::npos;
      if (!gripper) kept.push_back(dynamics::expressed_in(part.inertia, moved_from_body));
    }
    dynamics::BodyInertia own = kept.front();
    for (std::size_t k = 1; k < kept.size(); ++k) own = dynamics::combined(own, kept[k]);
    link.inertial = own;
  }
  // The gripper as a link of its own on a fixed joint: its frame 20 mm out
  // along the flange's z axis and turned 90° about it; its inertial in that frame.
  const int last = tree.dof() - 1;
  const dynamics::Body& flange_body = tree.body(last);
  const Eigen::Isometry3d moved_from_body = flange_body.body_from_moved_joint.pose();
  Eigen::Isometry3d gripper_pose = Eigen::Isometry3d::Identity();
  gripper_pose.translate(Eigen::Vector3d(0, 0, 0.02));
  gripper_pose.rotate(Eigen::AngleAxisd(std::numbers::pi / 2, Eigen::Vector3d::UnitZ()));
  for (const dynamics::InertiaPart& part : models[static_cast<std::size_t>(last)].parts)
    if (part.description.find("gripper") != std::string::npos) {
      Link gripper;
      gripper.name = "gripper";
      gripper.inertial =
          dynamics::expressed_in(part.inertia, gripper_pose.inverse() * moved_from_body);
      robot.links.push_back(gripper);
      robot.joints.push_back({"gripper_joint", JointType::fixed, flange_body.name, "gripper",
                              gripper_pose, Eigen::Vector3d::UnitX(), std::nullopt, 0, 0});
    }
  robot.links.push_back({"tool0", std::nullopt, {}});
  robot.joints.push_back({"tool0_joint", JointType::fixed, flange_body.name, "tool0",
                          Eigen::Isometry3d::Identity(), Eigen::Vector3d::UnitX(), std::nullopt, 0,
                          0});
  return robot;
}

std::string seed000_urdf() {
  return write_urdf(seed000_robot_description());
}

}  // namespace acausal::urdf
