#pragma once
// What every multibody component tells the mechanism assembler: which of its
// frames it joins and how (World, Body, rigid transform, revolute or prismatic
// joint). Components declare their own parameters and joint variables; the
// assembler only reads the symbols listed here, so every parameter stays tunable.
#include <array>
#include <optional>
#include <string>

#include "components/multibody/symbolic_vector.hpp"
#include "domains/multibody.hpp"
#include "domains/signal.hpp"

namespace acausal::multibody {

enum class ElementKind {
  World,
  Body,
  FixedTransform,
  Revolute,
  Prismatic,
  PositionSensor,  // one frame: signal = its origin in world coordinates
  WorldForce,      // one frame: signal = a force on it, world coordinates
  AbsoluteSensor,  // one frame: sensed = its pose, velocities and accelerations
  RelativeSensor,  // frame_a and frame_b: sensed = frame_b's motion relative to frame_a
  ExternalLoad,    // one frame: signal = force, torque = torque on it (resolve: world or own axes)
  PlanarLoopRevolute,  // frame_a and frame_b: always a cut joint, 2 in-plane position constraints
  Fixed,               // frame_b fixed in the world at r (a rigid transform from the World's frame)
  FreeMotion,          // frame_a and frame_b: 6 coordinates (position, quaternion), no constraint
  FrameForce,          // frame_a and frame_b: force and torque on frame_b, reaction on frame_a
  LineForce,           // frame_a and frame_b: force f along the line between their origins
  LineForceWithMasses,  // as LineForce, forces fa, fb from 1-D flanges, point masses on the line
  RevoluteConstraint,  // frame_a and frame_b: always a cut, origins equal, rotation about axis only
  SphericalConstraint,  // frame_a and frame_b: always a cut, origins equal
  PrismaticConstraint,  // frame_a and frame_b: always a cut, no relative rotation, locked axes
  UniversalConstraint,  // frame_a and frame_b: always a cut, n_b normal to n_a, locked axes
  Rotor1D,  // frame_a: housing of a 1-D rotor (axis, J = mass, w = qd, kinematics.w_a/z_a)
};

/// The axes in which a sensor's or a load's vectors are given (MSL
/// Types.ResolveInFrameA/B): the world's, or the component's own frame's.
enum class ResolveInFrame { world, frame_a, frame_b, frame_resolve };

/// MSL World.gravityType: uniform (g along n) or point gravity toward the
/// world's origin, g = -mu r / |r|^3.
enum class GravityType { uniform, point };

/// MSL Body's absolute kinematics (frame_a.r_0, v_0, a_0 in world axes;
/// w_a, z_a in frame_a axes), when a body declares them.
struct BodyKinematics {
  Vec3 r_0{}, v_0{}, a_0{}, w_a{}, z_a{};
};

/// Output signals of a frame sensor (AbsoluteSensor; RelativeSensor with the
/// relative quantities): position, velocity, acceleration, angular velocity,
/// angular acceleration, and the orientation matrix T (rows).
struct SensedMotion {
  Vec3 r{}, v{}, a{}, w{}, z{};
  Mat3 T{};
};

/// LineForceWithMasses: point masses m_a, m_b at L_a from frame_a and L_b
/// from frame_b on the line, and the forces fa, fb of its two 1-D flanges.
struct LineMasses {
  Expr m_a, m_b, L_a, L_b, fa, fb;
};

struct ElementData {
  ElementKind kind = ElementKind::Body;
  /// World, Fixed: frame_b; Body, sensor, force: frame_a; the others: frame_a and frame_b.
  const Port* frame_a = nullptr;
  const Port* frame_b = nullptr;
  /// FrameForce resolved in frame_resolve: the frame whose axes the inputs use.
  const Port* frame_resolve = nullptr;
  // World: gravitational acceleration in world coordinates (uniform gravity),
  // or point gravity with gravity constant mu.
  Vec3 gravity{};
  GravityType gravity_type = GravityType::uniform;
  Expr mu;
  // Body: its absolute kinematics as variables, if it declares them.
  bool has_kinematics = false;
  BodyKinematics kinematics{};
  // FreeMotion: frame_b's origin relative to frame_a (frame_a axes) and its
  // first and second derivatives; quaternion (vector part, scalar part) of
  // frame_b relative to frame_a; angular velocity of frame_b relative to
  // frame_a in frame_b axes and its derivative.
  Vec3 r_rel{}, v_rel{}, a_rel{}, w_rel{}, z_rel{};
  std::array<Expr, 4> quaternion{};
  /// FreeMotion with Cardan-angle states instead of the quaternion: the
  /// rotation of frame_b relative to frame_a (coordinates in frame_a ->
  /// coordinates in frame_b).
  std::optional<Mat3> relative_rotation;
  // LineForce: the position of frame_b relative to frame_a (world axes), the
  // distance, the guarded distance s (>= s_small), its derivative (if
  // uses_speed) and the line force f (positive: pulls the frames together).
  // The assembler defines r_rel_0, length, s and s_dot; the component, f.
  Vec3 r_rel_0{};
  Expr length, s, s_dot, line_force, s_small;
  /// The component's f as a function of s and s_dot (for f's start value: the
  /// balance on a massless point is singular at f = 0).
  Expr force_law;
  bool uses_speed = false;
  LineMasses line_masses{};
  // Body: mass, centre of mass (frame_a coordinates), inertia tensor about it (frame_a axes).
  Expr mass;
  Vec3 r_cm{};
  Mat3 inertia{};
  // FixedTransform: E rotates frame_a coordinates into frame_b coordinates
  // (constant); r is frame_b's origin in frame_a coordinates.
  Matrix3d rotation{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
  Vec3 r{};
  // Revolute/Prismatic: unit axis (same in frame_a and frame_b coordinates),
  // coordinate q (angle or distance of frame_b relative to frame_a), its first
  // and second derivative, and the effort tau (torque or force) that drives
  // frame_b positively about/along the axis.
  Vector3d axis{0, 0, 1};
  Expr q, qd, qdd, effort;
  /// UniversalConstraint: the second axis, fixed in frame_b (`axis` is n_a).
  Vector3d second_axis{0, 1, 0};
  /// Prismatic/UniversalConstraint: which of frame_a's axes frame_b's origin
  /// is held on (MSL x_locked, y_locked, z_locked); along a free one the
  /// constraint force is zero.
  std::array<bool, 3> locked{true, true, true};
  /// Whether 1-D flanges can act on the joint (else its effort is zero).
  bool has_axis_flange = false;
  /// The user's choice of cut joint: the spanning tree avoids this element.
  bool closes_loop = false;
  // PositionSensor: the output values; WorldForce, ExternalLoad: the input force.
  Vec3 signal{};
  // AbsoluteSensor, RelativeSensor: the outputs.
  SensedMotion sensed{};
  // ExternalLoad: the input torque.
  Vec3 torque{};
  // AbsoluteSensor: world or frame_a; ExternalLoad: world or frame_b; FrameForce: any.
  ResolveInFrame resolve = ResolveInFrame::world;
};

/// Base of the components that the mechanism assembler compiles.
class Element : public Component {
 public:
  using Component::Component;
  virtual ElementData element() const = 0;
};

/// The data of a massless rigid transform (FixedTranslation, FixedRotation,
/// FixedDhTransform): frame_b's axes as the columns of `rotation` in frame_a
/// coordinates, its origin r in frame_a. Entries below 1e-15 (cos(pi/2) =
/// 6e-17) become exact zeros, so that dead terms fold away in the equations.
ElementData rigid_transform(const Port* frame_a, const Port* frame_b, const Matrix3d& rotation,
                            const Vec3& r);

/// The unit vector along v; throws ModelError naming the component and parameter if v = 0.
Vector3d unit_axis(const Component& c, const char* parameter, const Vector3d& v);

/// The three output signals name[1], name[2], name[3] (MSL array naming).
std::array<signal::RealSignal, 3> vector_output(Component& c, const std::string& name);
/// The three input signals name[1], name[2], name[3].
std::array<signal::RealSignal, 3> vector_input(Component& c, const std::string& name);
/// The values of three signals.
Vec3 values(const std::array<signal::RealSignal, 3>& signals);

/// Parameters name[1], name[2], name[3] (MSL array naming) with the values of v.
Vec3 vector_parameter(Component& c, const std::string& name, const Vector3d& v,
                      const std::string& unit, const std::string& description);

}  // namespace acausal::multibody
