#pragma once
// What every multibody component tells the mechanism assembler: which of its
// frames it joins and how (World, Body, rigid transform, revolute or prismatic
// joint). Components declare their own parameters and joint variables; the
// assembler only reads the symbols listed here, so every parameter stays tunable.
#include <string>

#include "components/multibody/symbolic_vector.hpp"
#include "domains/multibody.hpp"

namespace acausal::multibody {

enum class ElementKind {
  World,
  Body,
  FixedTransform,
  Revolute,
  Prismatic,
  PositionSensor,  // one frame: signal = its origin in world coordinates
  WorldForce,      // one frame: signal = a force on it, world coordinates
};

struct ElementData {
  ElementKind kind = ElementKind::Body;
  /// World: frame_b; Body, sensor, force: frame_a; the others: frame_a and frame_b.
  const Port* frame_a = nullptr;
  const Port* frame_b = nullptr;
  // World: gravitational acceleration in world coordinates.
  Vec3 gravity{};
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
  /// Whether 1-D flanges can act on the joint (else its effort is zero).
  bool has_axis_flange = false;
  /// The user's choice of cut joint: the spanning tree avoids this element.
  bool closes_loop = false;
  // PositionSensor: the output values; WorldForce: the input values.
  Vec3 signal{};
};

/// Base of the components that the mechanism assembler compiles.
class Element : public Component {
 public:
  using Component::Component;
  virtual ElementData element() const = 0;
};

/// The unit vector along v; throws ModelError naming the component and parameter if v = 0.
Vector3d unit_axis(const Component& c, const char* parameter, const Vector3d& v);

/// Parameters name[1], name[2], name[3] (MSL array naming) with the values of v.
Vec3 vector_parameter(Component& c, const std::string& name, const Vector3d& v,
                      const std::string& unit, const std::string& description);

}  // namespace acausal::multibody
