#include "components/multibody/prismatic_constraint.hpp"

namespace acausal::multibody {

PrismaticConstraint::PrismaticConstraint(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      locked_{p.x_locked, p.y_locked, p.z_locked} {}

ElementData PrismaticConstraint::element() const {
  ElementData d;
  d.kind = ElementKind::PrismaticConstraint;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.locked = locked_;
  d.closes_loop = true;
  return d;
}

}  // namespace acausal::multibody
