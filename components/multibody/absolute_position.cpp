#include "components/multibody/absolute_position.hpp"

namespace acausal::multibody {

AbsolutePosition::AbsolutePosition(ComponentContext ctx)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      r1(signal::declare_output(*this, "r[1]")),
      r2(signal::declare_output(*this, "r[2]")),
      r3(signal::declare_output(*this, "r[3]")) {}

ElementData AbsolutePosition::element() const {
  ElementData d;
  d.kind = ElementKind::PositionSensor;
  d.frame_a = frame_a.port;
  d.signal = {r1.value, r2.value, r3.value};
  return d;
}

}  // namespace acausal::multibody
