#pragma once
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct ExternalLoadParams {
  /// Axes of the inputs: world (MSL's default) or frame_b (the frame the load
  /// acts on, so the load turns with it).
  ResolveInFrame resolve_in_frame = ResolveInFrame::world;
};

/// External force force[1..3] on frame_b's origin and torque torque[1..3] on
/// frame_b, from input signals resolved in the world's or frame_b's axes
/// (MSL Forces.WorldForceAndTorque; the reaction goes to the world).
class WorldForceAndTorque : public Element {
 public:
  static constexpr const char* kTypeName = "WorldForceAndTorque";
  using Params = ExternalLoadParams;
  WorldForceAndTorque(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_b;
  std::array<signal::RealSignal, 3> force, torque;

 private:
  ResolveInFrame resolve_;
};

/// External torque torque[1..3] on frame_b, no force (MSL Forces.WorldTorque);
/// inputs resolved in the world's (default) or frame_b's axes.
class WorldTorque : public Element {
 public:
  static constexpr const char* kTypeName = "WorldTorque";
  using Params = ExternalLoadParams;
  WorldTorque(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_b;
  std::array<signal::RealSignal, 3> torque;

 private:
  ResolveInFrame resolve_;
};

/// `resolve` if it is world or frame_b; else a ModelError naming the component.
ResolveInFrame checked_load_axes(const Component& c, ResolveInFrame resolve);

}  // namespace acausal::multibody
