// URDF text -> RobotDescription, through urdfdom (the reference parser of ROS).
#include "urdf/robot_description.hpp"

#include <cmath>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>

#include <console_bridge/console.h>
#include <fmt/format.h>
#include <urdf_model/model.h>
#include <urdf_parser/urdf_parser.h>

#include "core/errors.hpp"

namespace acausal::urdf {
namespace {

namespace fs = std::filesystem;

// urdfdom reports through console_bridge; collect its messages for our
// errors instead of printing them (library code never writes to the console).
class MessageCollector : public console_bridge::OutputHandler {
 public:
  void log(const std::string& text, console_bridge::LogLevel level, const char*, int) override {
    if (level >= console_bridge::CONSOLE_BRIDGE_LOG_WARN) messages.push_back(text);
  }
  std::vector<std::string> messages;
};

std::mutex& parser_mutex() {
  static std::mutex m;
  return m;
}

Eigen::Isometry3d to_pose(const ::urdf::Pose& p) {
  double x = 0, y = 0, z = 0, w = 1;
  p.rotation.getQuaternion(x, y, z, w);
  Eigen::Isometry3d out = Eigen::Isometry3d::Identity();
  out.linear() = Eigen::Quaterniond(w, x, y, z).normalized().toRotationMatrix();
  out.translation() = Eigen::Vector3d(p.position.x, p.position.y, p.position.z);
  return out;
}

Eigen::Vector3d to_vector(const ::urdf::Vector3& v) {
  return {v.x, v.y, v.z};
}

/// package://NAME/rest: NAME is searched as a folder at and above the URDF's
/// folder (a ROS workspace keeps packages side by side); file:// is a path.
std::string resolve_mesh(const std::string& filename, const fs::path& base) {
  std::string path = filename;
  std::error_code ec;
  if (path.rfind("file://", 0) == 0) {
    path = path.substr(7);
    return fs::exists(path, ec) ? fs::path(path).lexically_normal().string() : std::string();
  }
  if (path.rfind("package://", 0) == 0) {
    const std::string rest = path.substr(10);
    const auto slash = rest.find('/');
    const std::string package = rest.substr(0, slash);
    const std::string inside = slash == std::string::npos ? std::string() : rest.substr(slash + 1);
    for (fs::path dir = fs::absolute(base, ec); !dir.empty(); dir = dir.parent_path()) {
      for (const fs::path& candidate : {dir / package / inside, dir / inside})
        if (fs::exists(candidate, ec)) return candidate.lexically_normal().string();
      if (dir == dir.parent_path()) break;
    }
    return {};
  }
  const fs::path p = fs::path(path).is_absolute() ? fs::path(path) : base / path;
  return fs::exists(p, ec) ? p.lexically_normal().string() : std::string();
}

Shape to_shape(const ::urdf::GeometrySharedPtr& g, const ::urdf::Pose& origin, bool collision,
               const fs::path& base, const std::string& where) {
  Shape s;
  s.origin = to_pose(origin);
  s.collision = collision;
  if (!g)
    throw ModelError(
        fmt::format("{}: a {} without geometry", where, collision ? "collision" : "visual"));
  switch (g->type) {
    case ::urdf::Geometry::BOX: {
      const auto& box = dynamic_cast<const ::urdf::Box&>(*g);
      s.geometry.kind = Geometry::Kind::box;
      s.geometry.size = to_vector(box.dim);
      break;
    }
    case ::urdf::Geometry::CYLINDER: {
      const auto& c = dynamic_cast<const ::urdf::Cylinder&>(*g);
      s.geometry.kind = Geometry::Kind::cylinder;
      s.geometry.radius = c.radius;
      s.geometry.length = c.length;
      break;
    }
    case ::urdf::Geometry::SPHERE: {
      const auto& sp = dynamic_cast<const ::urdf::Sphere&>(*g);
      s.geometry.kind = Geometry::Kind::sphere;
      s.geometry.radius = sp.radius;
      break;
    }
    case ::urdf::Geometry::MESH: {
      const auto& m = dynamic_cast<const ::urdf::Mesh&>(*g);
      s.geometry.kind = Geometry::Kind::mesh;
      s.geometry.filename = m.filename;
      s.geometry.scale = to_vector(m.scale);
      s.geometry.resolved_path = resolve_mesh(m.filename, base);
      break;
    }
    default:
      throw ModelError(fmt::format("{}: unknown geometry type", where));
  }
  return s;
}

dynamics::BodyInertia to_inertia(const ::urdf::Inertial& in, const std::string& link,
                                 const std::string& file) {
  dynamics::BodyInertia body;
  body.mass = in.mass;
  Eigen::Matrix3d I;
  I << in.ixx, in.ixy, in.ixz, in.ixy, in.iyy, in.iyz, in.ixz, in.iyz, in.izz;
  body.inertia_about_center_of_mass = I;
  body.center_of_mass = Eigen::Vector3d::Zero();
  // The tensor is given in the inertial frame, placed by <origin> in the link frame.
  body = dynamics::expressed_in(body, to_pose(in.origin));
  try {
    dynamics::check_body_inertia(body, link);
  } catch (const ModelError& e) {
    throw ModelError(fmt::format("{}: link '{}': {}", file, link, e.what()));
  }
  return body;
}

}  // namespace

const Link* RobotDescription::find_link(const std::string& link) const {
  for (const Link& l : links)
    if (l.name == link) return &l;
  return nullptr;
}

const Joint* RobotDescription::find_joint(const std::string& joint) const {
  for (const Joint& j : joints)
    if (j.name == joint) return &j;
  return nullptr;
}

std::vector<const Joint*> RobotDescription::movable_joints() const {
  std::vector<const Joint*> out;
  for (const Joint& j : joints)
    if (j.movable()) out.push_back(&j);
  return out;
}

RobotDescription parse_urdf(const std::string& xml, const std::string& base_folder,
                            const std::string& source) {
  ::urdf::ModelInterfaceSharedPtr model;
  std::vector<std::string> messages;
  {
    std::lock_guard lock(parser_mutex());
    MessageCollector collector;
    console_bridge::useOutputHandler(&collector);
    try {
      model = ::urdf::parseURDF(xml);
    } catch (...) {
      console_bridge::restorePreviousOutputHandler();
      throw;
    }
    console_bridge::restorePreviousOutputHandler();
    messages = collector.messages;
  }
  if (!model) {
    std::string why;
    for (const std::string& m : messages) why += "\n  " + m;
    throw ModelError(fmt::format("{}: not a valid URDF robot (urdfdom):{}", source,
                                 why.empty() ? std::string("\n  (no details)") : why));
  }
  RobotDescription robot;
  robot.name = model->getName();
  robot.source = source;
  const auto root = model->getRoot();
  if (!root) throw ModelError(fmt::format("{}: the robot has no root link", source));
  robot.root_link = root->name;
  const fs::path base(base_folder);

  // Breadth-first from the root: parents before children.
  std::deque<::urdf::LinkConstSharedPtr> queue{root};
  std::set<std::string> seen;
  while (!queue.empty()) {
    const ::urdf::LinkConstSharedPtr link = queue.front();
    queue.pop_front();
    if (!seen.insert(link->name).second)
      throw ModelError(
          fmt::format("{}: link '{}' is reached twice (a kinematic loop: URDF "
                      "describes trees only)",
                      source, link->name));
    Link out;
    out.name = link->name;
    if (link->inertial) out.inertial = to_inertia(*link->inertial, link->name, source);
    for (const auto& v : link->visual_array)
      if (v) {
        Shape s = to_shape(v->geometry, v->origin, false, base,
                           fmt::format("{}: link '{}'", source, link->name));
        s.material = v->material_name;
        if (v->material)
          s.color = Eigen::Vector4d(v->material->color.r, v->material->color.g,
                                    v->material->color.b, v->material->color.a);
        out.shapes.push_back(std::move(s));
      }
    for (const auto& c : link->collision_array)
      if (c)
        out.shapes.push_back(to_shape(c->geometry, c->origin, true, base,
                                      fmt::format("{}: link '{}'", source, link->name)));
    robot.links.push_back(std::move(out));
    for (const auto& child : link->child_links) {
      const auto& j = child->parent_joint;
      if (!j) continue;
      Joint joint;
      joint.name = j->name;
      joint.parent = j->parent_link_name;
      joint.child = j->child_link_name;
      joint.origin = to_pose(j->parent_to_joint_origin_transform);
      switch (j->type) {
        case ::urdf::Joint::REVOLUTE:
          joint.type = JointType::revolute;
          break;
        case ::urdf::Joint::CONTINUOUS:
          joint.type = JointType::continuous;
          break;
        case ::urdf::Joint::PRISMATIC:
          joint.type = JointType::prismatic;
          break;
        case ::urdf::Joint::FIXED:
          joint.type = JointType::fixed;
          break;
        case ::urdf::Joint::FLOATING:
        case ::urdf::Joint::PLANAR:
          throw ModelError(fmt::format(
              "{}: joint '{}' is {}: only revolute, continuous, prismatic and fixed joints are "
              "imported (build a free-floating base with multibody components instead)",
              source, j->name, j->type == ::urdf::Joint::FLOATING ? "floating" : "planar"));
        default:
          throw ModelError(fmt::format("{}: joint '{}' has an unknown type", source, j->name));
      }
      if (j->mimic)
        throw ModelError(fmt::format(
            "{}: joint '{}' mimics joint '{}': mimic joints are not imported (couple the axis "
            "flanges with a rotational.IdealGear instead)",
            source, j->name, j->mimic->joint_name));
      if (joint.movable()) {
        const Eigen::Vector3d axis = to_vector(j->axis);
        if (!(axis.norm() > 0) || !axis.allFinite())
          throw ModelError(fmt::format("{}: joint '{}' has a zero axis", source, j->name));
        joint.axis = axis.normalized();
      }
      if (j->limits && joint.type != JointType::continuous && joint.movable())
        joint.limits =
            JointLimits{j->limits->lower, j->limits->upper, j->limits->effort, j->limits->velocity};
      if (j->dynamics) {
        joint.damping = j->dynamics->damping;
        joint.friction = j->dynamics->friction;
        if (joint.damping < 0 || joint.friction < 0 || !std::isfinite(joint.damping) ||
            !std::isfinite(joint.friction))
          throw ModelError(
              fmt::format("{}: joint '{}': damping {} and friction {} must be finite and >= 0",
                          source, j->name, joint.damping, joint.friction));
      }
      robot.joints.push_back(std::move(joint));
      queue.push_back(child);
    }
  }
  return robot;
}

RobotDescription read_urdf_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw ModelError(fmt::format("cannot read the URDF file '{}'", path));
  std::stringstream text;
  text << in.rdbuf();
  return parse_urdf(text.str(), fs::path(path).parent_path().string(), path);
}

std::vector<MeshReference> mesh_references(const RobotDescription& robot) {
  std::vector<MeshReference> out;
  for (bool collision : {false, true})
    for (const Link& l : robot.links)
      for (const Shape& s : l.shapes)
        if (s.collision == collision && s.geometry.kind == Geometry::Kind::mesh)
          out.push_back({l.name, s.geometry.filename, s.geometry.resolved_path, s.collision});
  return out;
}

}  // namespace acausal::urdf
