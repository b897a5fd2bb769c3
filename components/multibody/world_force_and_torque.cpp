#include "components/multibody/world_force_and_torque.hpp"

#include <fmt/format.h>

namespace acausal::multibody {

ResolveInFrame checked_load_axes(const Component& c, ResolveInFrame resolve) {
  if (resolve == ResolveInFrame::frame_a || resolve == ResolveInFrame::frame_resolve)
    throw ModelError(fmt::format(
        "{} '{}': resolve_in_frame = {}, but the load acts on frame_b, its only frame. Set "
        "resolve_in_frame to ResolveInFrame::world or ResolveInFrame::frame_b.",
        c.type_name(), c.path(), resolve == ResolveInFrame::frame_a ? "frame_a" : "frame_resolve"));
  return resolve;
}

WorldForceAndTorque::WorldForceAndTorque(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_b(declare_frame(*this, "frame_b")),
      force(vector_input(*this, "force")),
      torque(vector_input(*this, "torque")),
      resolve_(checked_load_axes(*this, p.resolve_in_frame)) {}

ElementData WorldForceAndTorque::element() const {
  ElementData d;
  d.kind = ElementKind::ExternalLoad;
  d.frame_a = frame_b.port;
  d.signal = values(force);
  d.torque = values(torque);
  d.resolve = resolve_;
  return d;
}

WorldTorque::WorldTorque(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_b(declare_frame(*this, "frame_b")),
      torque(vector_input(*this, "torque")),
      resolve_(checked_load_axes(*this, p.resolve_in_frame)) {}

ElementData WorldTorque::element() const {
  ElementData d;
  d.kind = ElementKind::ExternalLoad;
  d.frame_a = frame_b.port;
  d.torque = values(torque);
  d.resolve = resolve_;
  return d;
}

}  // namespace acausal::multibody
