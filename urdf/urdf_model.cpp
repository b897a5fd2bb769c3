#include "urdf/urdf_model.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>

#include <fmt/format.h>

#include "components/multibody/body.hpp"
#include "components/multibody/eigen_params.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "core/errors.hpp"
#include "urdf/joint_elements.hpp"

namespace acausal::urdf {
namespace {

std::string component_name(const std::string& urdf_name) {
  std::string out = urdf_name;
  std::replace(out.begin(), out.end(), '.', '_');
  return out;
}

bool has_mass(const dynamics::BodyInertia& b) {
  return b.mass > 0 || b.inertia_about_center_of_mass.norm() > 0;
}

/// Whether the subtree below `link` (the link included) carries any mass.
bool subtree_has_mass(const RobotDescription& robot, const std::string& link) {
  const Link* l = robot.find_link(link);
  if (l != nullptr && l->inertial && has_mass(*l->inertial)) return true;
  for (const Joint& j : robot.joints)
    if (j.parent == link && subtree_has_mass(robot, j.child)) return true;
  return false;
}

}  // namespace

UrdfMechanism add_urdf_mechanism(Component& parent, const RobotDescription& robot,
                                 const UrdfModelOptions& options, const std::string& prefix,
                                 const Port* base) {
  using namespace acausal::multibody;
  UrdfMechanism out;
  std::set<std::string> joint_names;
  for (const Joint& j : robot.joints) joint_names.insert(component_name(j.name));
  const auto name_of = [&](const std::string& urdf_name, const std::string& fallback_suffix,
                           bool is_joint) {
    std::string n = component_name(urdf_name);
    if (!is_joint && joint_names.count(n)) n += fallback_suffix;  // a link named like a joint
    if (n != urdf_name && is_joint) out.renamed[urdf_name] = n;
    return prefix + n;
  };

  if (base == nullptr) {
    std::string world_name = "world";
    while (joint_names.count(world_name) || robot.find_link(world_name) != nullptr)
      world_name = "urdf_" + world_name;
    if (!(options.gravity >= 0) || !std::isfinite(options.gravity))
      throw ModelError(fmt::format("gravity must be finite and >= 0, got {}", options.gravity));
    base =
        parent.add<World>(prefix + world_name, World::Params{.n = {0, 0, -1}, .g = options.gravity})
            .frame_b.port;
  }
  out.base = base;

  const auto add_body = [&](const Link& link, const Port& frame) {
    if (!link.inertial || !has_mass(*link.inertial)) return;
    const dynamics::BodyInertia& in = *link.inertial;
    auto& body =
        parent.add<Body>(name_of(link.name, "_link", false),
                         body_params(in.mass, in.center_of_mass, in.inertia_about_center_of_mass));
    parent.connect(frame, body.frame_a);
  };

  out.link_frames[robot.root_link] = base;
  if (const Link* root = robot.find_link(robot.root_link)) add_body(*root, *base);

  for (const Joint& j : robot.joints) {
    const auto found = out.link_frames.find(j.parent);
    if (found == out.link_frames.end())
      throw InternalError(fmt::format("URDF joint '{}' comes before its parent link", j.name));
    const Port& parent_frame = *found->second;
    const std::string jname = name_of(j.name, "", true);
    const FixedRotation::Params placement{.r = to_array(Eigen::Vector3d(j.origin.translation())),
                                          .R = to_array(Eigen::Matrix3d(j.origin.linear()))};
    const Port* child_frame = nullptr;
    if (!j.movable()) {
      auto& fixed = parent.add<FixedRotation>(jname, placement);
      parent.connect(parent_frame, fixed.frame_a);
      child_frame = fixed.frame_b.port;
    } else {
      if (!subtree_has_mass(robot, j.child))
        throw ModelError(fmt::format(
            "{}: joint '{}' moves no mass: link '{}' and the links below it have no <inertial>. "
            "Give them inertials, or make the joint fixed.",
            robot.source, j.name, j.child));
      auto& origin = parent.add<FixedRotation>(jname + "_origin", placement);
      parent.connect(parent_frame, origin.frame_a);
      const bool prismatic = j.type == JointType::prismatic;
      const Port* axis = nullptr;
      const Port* support = nullptr;
      if (prismatic) {
        auto& joint = parent.add<Prismatic>(
            jname, Prismatic::Params{.n = to_array(j.axis), .use_axis_flange = true});
        parent.connect(origin.frame_b, joint.frame_a);
        child_frame = joint.frame_b.port;
        axis = joint.axis.port;
        support = joint.support.port;
      } else {
        auto& joint = parent.add<Revolute>(
            jname, Revolute::Params{.n = to_array(j.axis), .use_axis_flange = true});
        parent.connect(origin.frame_b, joint.frame_a);
        child_frame = joint.frame_b.port;
        axis = joint.axis.port;
        support = joint.support.port;
      }
      out.joints.push_back(jname);
      out.coordinates.push_back(jname + (prismatic ? ".s" : ".phi"));
      out.speeds.push_back(jname + (prismatic ? ".v" : ".w"));
      out.axes.push_back(axis);
      out.supports.push_back(support);
      const double damping = options.damping ? j.damping : 0.0;
      const double friction = options.friction ? j.friction : 0.0;
      if (damping > 0 || friction > 0) {
        auto& dyn = parent.add<JointDynamics>(
            jname + "_dynamics", JointDynamics::Params{.translational = prismatic,
                                                       .damping = damping,
                                                       .friction = friction,
                                                       .friction_speed = options.friction_speed});
        parent.connect(*support, *dyn.find_port("flange_a"));
        parent.connect(*axis, *dyn.find_port("flange_b"));
      }
      if (options.limits && j.limits && j.limits->has_range()) {
        auto& stop = parent.add<JointLimitStop>(
            jname + "_limits",
            JointLimitStop::Params{.translational = prismatic,
                                   .lower = j.limits->lower,
                                   .upper = j.limits->upper,
                                   .stiffness = prismatic ? options.prismatic_stop_stiffness
                                                          : options.revolute_stop_stiffness,
                                   .damping = prismatic ? options.prismatic_stop_damping
                                                        : options.revolute_stop_damping});
        parent.connect(*support, *stop.find_port("flange_a"));
        parent.connect(*axis, *stop.find_port("flange_b"));
      }
    }
    out.link_frames[j.child] = child_frame;
    if (const Link* child = robot.find_link(j.child)) add_body(*child, *child_frame);
  }
  return out;
}

std::unique_ptr<Model> urdf_model(const RobotDescription& robot, const UrdfModelOptions& options) {
  auto model = std::make_unique<Model>("urdf." + component_name(robot.name));
  const UrdfMechanism mech = add_urdf_mechanism(*model, robot, options);
  for (const auto& [name, value] : options.initial_positions)
    if (robot.find_joint(name) == nullptr || !robot.find_joint(name)->movable())
      throw ModelError(fmt::format("{}: initial position for '{}', which is not a movable joint",
                                   robot.source, name));
  for (const auto& [name, value] : options.initial_speeds)
    if (robot.find_joint(name) == nullptr || !robot.find_joint(name)->movable())
      throw ModelError(fmt::format("{}: initial speed for '{}', which is not a movable joint",
                                   robot.source, name));
  std::size_t k = 0;
  for (const Joint* j : robot.movable_joints()) {
    double q0 = 0, v0 = 0;
    if (auto it = options.initial_positions.find(j->name); it != options.initial_positions.end())
      q0 = it->second;
    if (auto it = options.initial_speeds.find(j->name); it != options.initial_speeds.end())
      v0 = it->second;
    if (options.limits && j->limits && j->limits->has_range() &&
        (q0 < j->limits->lower || q0 > j->limits->upper))
      throw ModelError(fmt::format(
          "{}: joint '{}' starts at {} outside its range [{}, {}]; give an initial position "
          "inside it (or leave the limits out)",
          robot.source, j->name, q0, j->limits->lower, j->limits->upper));
    model->set_start(mech.coordinates[k], q0, true);
    model->set_start(mech.speeds[k], v0, true);
    ++k;
  }
  return model;
}

dynamics::RigidBodyTree to_rigid_body_tree(const RobotDescription& robot, double gravity) {
  struct Place {
    int body = -1;                                           // -1: fixed to the world
    Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();  // link frame in the body frame
  };
  std::map<std::string, Place> place;
  place[robot.root_link] = {};
  std::vector<dynamics::BodyDescription> bodies;
  for (const Joint& j : robot.joints) {
    const Place& p = place.at(j.parent);
    if (!j.movable()) {
      place[j.child] = {p.body, p.pose * j.origin};
      continue;
    }
    dynamics::BodyDescription b;
    b.name = j.child;
    b.joint_name = j.name;
    b.parent = p.body;
    b.joint_type = j.type == JointType::prismatic ? dynamics::JointType::prismatic
                                                  : dynamics::JointType::revolute;
    b.joint_placement = p.pose * j.origin;
    b.joint_axis = j.axis;
    place[j.child] = {static_cast<int>(bodies.size()), Eigen::Isometry3d::Identity()};
    bodies.push_back(std::move(b));
  }
  for (const Link& l : robot.links) {
    const auto it = place.find(l.name);
    if (it == place.end() || it->second.body < 0 || !l.inertial) continue;
    auto& target = bodies[static_cast<std::size_t>(it->second.body)].inertia;
    const dynamics::BodyInertia moved = dynamics::expressed_in(*l.inertial, it->second.pose);
    target = has_mass(target) ? dynamics::combined(target, moved) : moved;
  }
  return dynamics::RigidBodyTree(robot.name, bodies, Eigen::Vector3d(0, 0, -gravity));
}

models::ModelEntry urdf_model_entry(const std::string& path, const UrdfModelOptions& options) {
  const RobotDescription robot = read_urdf_file(path);
  models::ModelEntry entry;
  entry.name = "urdf." + component_name(robot.name);
  entry.description = fmt::format("{} ({}): passive under gravity", robot.name, path);
  entry.build = [robot, options] { return urdf_model(robot, options); };
  entry.defaults = SimulationOptions{.t_stop = 5.0, .output_interval = 0.01, .rtol = 1e-6};
  return entry;
}

}  // namespace acausal::urdf
