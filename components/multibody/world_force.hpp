#pragma once
#include "components/multibody/element.hpp"
#include "domains/signal.hpp"

namespace acausal::multibody {

/// External force on frame_b's origin, given in world coordinates by the
/// input signals force[1], force[2], force[3] (MSL Forces.WorldForce with
/// resolveInFrame = world); no torque.
class WorldForce : public Element {
 public:
  static constexpr const char* kTypeName = "WorldForce";
  explicit WorldForce(ComponentContext ctx);
  ElementData element() const override;
  Frame frame_b;
  signal::RealSignal force1, force2, force3;
};

}  // namespace acausal::multibody
