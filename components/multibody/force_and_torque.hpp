#pragma once
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct ForceAndTorqueParams {
  /// Axes of the inputs: frame_b (MSL's default), frame_a, world, or
  /// frame_resolve (then the component has a third frame, frame_resolve).
  ResolveInFrame resolve_in_frame = ResolveInFrame::frame_b;
};

/// Force force[1..3] on frame_b's origin and torque torque[1..3] on frame_b,
/// from input signals; the reaction acts on frame_a (the force, and the
/// moment of the force about frame_a's origin plus the torque, reversed), as
/// MSL Forces.ForceAndTorque. The element is massless: its net wrench is zero.
class ForceAndTorque : public Element {
 public:
  static constexpr const char* kTypeName = "ForceAndTorque";
  using Params = ForceAndTorqueParams;
  ForceAndTorque(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;
  Frame frame_resolve{nullptr};  // only with resolve_in_frame = frame_resolve
  std::array<signal::RealSignal, 3> force, torque;

 private:
  ResolveInFrame resolve_;
};

}  // namespace acausal::multibody
