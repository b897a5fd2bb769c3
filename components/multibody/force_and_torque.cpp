#include "components/multibody/force_and_torque.hpp"

namespace acausal::multibody {

ForceAndTorque::ForceAndTorque(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      force(vector_input(*this, "force")),
      torque(vector_input(*this, "torque")),
      resolve_(p.resolve_in_frame) {
  if (resolve_ == ResolveInFrame::frame_resolve)
    frame_resolve = declare_frame(*this, "frame_resolve");
}

ElementData ForceAndTorque::element() const {
  ElementData d;
  d.kind = ElementKind::FrameForce;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.frame_resolve = frame_resolve.port;
  d.signal = values(force);
  d.torque = values(torque);
  d.resolve = resolve_;
  return d;
}

}  // namespace acausal::multibody
