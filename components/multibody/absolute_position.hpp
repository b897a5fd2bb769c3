#pragma once
#include "components/multibody/element.hpp"
#include "domains/signal.hpp"

namespace acausal::multibody {

/// Position of frame_a's origin in world coordinates, as three output
/// signals r[1], r[2], r[3] (MSL Sensors.AbsolutePosition, resolveInFrame = world).
class AbsolutePosition : public Element {
 public:
  static constexpr const char* kTypeName = "AbsolutePosition";
  explicit AbsolutePosition(ComponentContext ctx);
  ElementData element() const override;
  Frame frame_a;
  signal::RealSignal r1, r2, r3;
};

}  // namespace acausal::multibody
