#include "components/multibody/world_force.hpp"

namespace acausal::multibody {

WorldForce::WorldForce(ComponentContext ctx)
    : Element(std::move(ctx)),
      frame_b(declare_frame(*this, "frame_b")),
      force1(signal::declare_input(*this, "force[1]")),
      force2(signal::declare_input(*this, "force[2]")),
      force3(signal::declare_input(*this, "force[3]")) {}

ElementData WorldForce::element() const {
  ElementData d;
  d.kind = ElementKind::WorldForce;
  d.frame_a = frame_b.port;
  d.signal = {force1.value, force2.value, force3.value};
  return d;
}

}  // namespace acausal::multibody
