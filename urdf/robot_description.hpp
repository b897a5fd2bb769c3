#pragma once
// A robot read from a URDF file (urdfdom): its links with their inertials
// and visual/collision geometry, and its joints with origin, axis, limits and
// dynamics, in the project's own types (Eigen poses). The importer's later
// stages (rigid-body tree, multibody model, meshes) read this, never urdfdom.
#include <optional>
#include <string>
#include <vector>

#include <Eigen/Geometry>

#include "dynamics/body_inertia.hpp"

namespace acausal::urdf {

/// A URDF <geometry>: box (size), cylinder (radius, length), sphere (radius)
/// or mesh (filename, scale).
struct Geometry {
  enum class Kind { box, cylinder, sphere, mesh };
  Kind kind = Kind::box;
  Eigen::Vector3d size = Eigen::Vector3d::Zero();   // box edges
  double radius = 0;                                // cylinder, sphere
  double length = 0;                                // cylinder
  std::string filename;                             // mesh, as written in the file
  std::string resolved_path;                        // mesh: the file found on disk, or empty
  Eigen::Vector3d scale = Eigen::Vector3d::Ones();  // mesh
};

/// A <visual> or <collision> element of a link.
struct Shape {
  Eigen::Isometry3d origin = Eigen::Isometry3d::Identity();  // in the link frame
  Geometry geometry;
  bool collision = false;
  std::string material;
  std::optional<Eigen::Vector4d> color;  // rgba
};

struct Link {
  std::string name;
  /// Mass, centre of mass and inertia about it in the link frame (the URDF
  /// <inertial> origin folded in); absent: a massless frame.
  std::optional<dynamics::BodyInertia> inertial;
  std::vector<Shape> shapes;
};

enum class JointType { revolute, continuous, prismatic, fixed };

struct JointLimits {
  double lower = 0;     // rad or m
  double upper = 0;     // rad or m
  double effort = 0;    // N.m or N (recorded; a passive model does not use it)
  double velocity = 0;  // rad/s or m/s (recorded)
  /// A position range to keep: lower < upper (URDF uses lower = upper = 0 for none).
  bool has_range() const { return lower < upper; }
};

struct Joint {
  std::string name;
  JointType type = JointType::fixed;
  std::string parent, child;  // link names
  /// The child link frame (= joint frame) in the parent link frame at q = 0.
  Eigen::Isometry3d origin = Eigen::Isometry3d::Identity();
  /// Unit axis in the joint frame (revolute, continuous, prismatic).
  Eigen::Vector3d axis = Eigen::Vector3d::UnitX();
  std::optional<JointLimits> limits;
  double damping = 0;   // N.m.s/rad or N.s/m
  double friction = 0;  // N.m or N (Coulomb)
  bool movable() const { return type != JointType::fixed; }
};

struct RobotDescription {
  std::string name;
  std::string source;     // the file read (empty for text)
  std::string root_link;  // fixed to the world
  std::vector<Link> links;
  /// Parents before children (a breadth-first order from the root).
  std::vector<Joint> joints;

  const Link* find_link(const std::string& name) const;
  const Joint* find_joint(const std::string& name) const;
  /// The movable joints in the order of `joints`.
  std::vector<const Joint*> movable_joints() const;
};

/// Reads a URDF file; mesh file names are resolved relative to its folder
/// (package://NAME/... is looked up in the folders above it). Throws
/// ModelError naming the file and what is wrong: unparsable XML, a floating,
/// planar or mimic joint, a link reached twice, an inertia that is not physical.
RobotDescription read_urdf_file(const std::string& path);
/// The same from text; meshes are resolved relative to `base_folder`.
RobotDescription parse_urdf(const std::string& xml, const std::string& base_folder = ".",
                            const std::string& source = "(text)");

/// Every mesh a link's shapes name (visual first, then collision).
struct MeshReference {
  std::string link;
  std::string filename;       // as written
  std::string resolved_path;  // empty if not found
  bool collision = false;
};
std::vector<MeshReference> mesh_references(const RobotDescription& robot);

}  // namespace acausal::urdf
