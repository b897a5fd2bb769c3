#pragma once
// A URDF robot as a model: every link with an <inertial> a multibody Body,
// every joint a Revolute (revolute, continuous), Prismatic or FixedRotation
// named by its URDF name, with its axis flanges carrying the joint's
// <dynamics> (damping, Coulomb friction) and <limit> range (stops). Results
// read `<joint>.phi`, `<joint>.w`, `<joint>.tau` (prismatic: `.s`, `.v`,
// `.f`). The root link is fixed to the world; gravity acts along -z of the
// root frame, 9.80665 m/s² unless set (docs/urdf.md).
//
//   auto robot = urdf::read_urdf_file("arm.urdf");
//   auto model = urdf::urdf_model(robot);              // passive, under gravity
//   auto tree = urdf::to_rigid_body_tree(robot);       // for dynamics/ (RNEA, ABA, ...)
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/model/model.hpp"
#include "dynamics/rigid_body_tree.hpp"
#include "models/registry.hpp"
#include "urdf/robot_description.hpp"

namespace acausal::urdf {

/// Standard gravity (Modelica.Constants.g_n), the default of URDF models.
inline constexpr double kStandardGravity = 9.80665;

struct UrdfModelOptions {
  /// m/s², along -z of the root link's frame.
  double gravity = kStandardGravity;
  /// Apply <dynamics damping> and <dynamics friction>.
  bool damping = true;
  bool friction = true;
  /// rad/s or m/s: the Coulomb friction is tanh-smoothed over this speed.
  double friction_speed = 1e-3;
  /// Stops at the ends of <limit lower upper> (revolute and prismatic joints).
  bool limits = true;
  double revolute_stop_stiffness = 1e4;   // N.m/rad
  double revolute_stop_damping = 1e2;     // N.m.s/rad
  double prismatic_stop_stiffness = 1e6;  // N/m
  double prismatic_stop_damping = 1e3;    // N.s/m
  /// Initial joint positions and speeds by URDF joint name (default 0; a
  /// position outside the joint's range is an error).
  std::map<std::string, double> initial_positions;
  std::map<std::string, double> initial_speeds;
};

/// What add_urdf_mechanism built.
struct UrdfMechanism {
  /// Per movable joint, in URDF order: its component path ("<prefix><joint>"),
  /// coordinate and speed variables, and its axis and support flanges.
  std::vector<std::string> joints;
  std::vector<std::string> coordinates;  // "<joint>.phi" or "<joint>.s"
  std::vector<std::string> speeds;       // "<joint>.w" or "<joint>.v"
  std::vector<const Port*> axes, supports;
  /// The frame of every link (the World's frame for the root).
  std::map<std::string, const Port*> link_frames;
  const Port* base = nullptr;
  /// Component names that differ from the URDF names ('.' is not allowed in a
  /// component name and becomes '_'), URDF name -> component name.
  std::map<std::string, std::string> renamed;
};

/// Adds the robot to `parent` (a World unless `base` is given), with names
/// prefixed by `prefix`. Throws ModelError if a movable joint moves no mass.
UrdfMechanism add_urdf_mechanism(Component& parent, const RobotDescription& robot,
                                 const UrdfModelOptions& options = {},
                                 const std::string& prefix = "", const Port* base = nullptr);

/// The robot alone, passive under gravity, starting at options.initial_positions.
std::unique_ptr<Model> urdf_model(const RobotDescription& robot,
                                  const UrdfModelOptions& options = {});

/// The robot as a rigid-body tree for the dynamics algorithms: one body per
/// movable joint (named after its child link, joint names kept), the links
/// hanging from it by fixed joints merged into it, links fixed to the root
/// dropped. Joint damping, friction and limits are not part of a tree.
dynamics::RigidBodyTree to_rigid_body_tree(const RobotDescription& robot,
                                           double gravity = kStandardGravity);

/// A registry entry for a URDF file (acausal run --urdf FILE): the model
/// "urdf.<robot name>", passive under gravity for 5 s.
models::ModelEntry urdf_model_entry(const std::string& path, const UrdfModelOptions& options = {});

}  // namespace acausal::urdf
