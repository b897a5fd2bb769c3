#include "components/multibody/revolute_constraint.hpp"

namespace acausal::multibody {

RevoluteConstraint::RevoluteConstraint(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      n_(unit_axis(*this, "n", p.n)) {}

ElementData RevoluteConstraint::element() const {
  ElementData d;
  d.kind = ElementKind::RevoluteConstraint;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.axis = n_;
  d.closes_loop = true;
  return d;
}

}  // namespace acausal::multibody
