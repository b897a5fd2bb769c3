#include "components/multibody/spherical_constraint.hpp"

namespace acausal::multibody {

SphericalConstraint::SphericalConstraint(ComponentContext ctx)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")) {}

ElementData SphericalConstraint::element() const {
  ElementData d;
  d.kind = ElementKind::SphericalConstraint;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.closes_loop = true;
  return d;
}

}  // namespace acausal::multibody
