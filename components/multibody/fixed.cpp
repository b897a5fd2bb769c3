#include "components/multibody/fixed.hpp"

namespace acausal::multibody {

Fixed::Fixed(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_b(declare_frame(*this, "frame_b")),
      r_(vector_parameter(*this, "r", p.r, "m", "origin of frame_b in world coordinates")) {}

ElementData Fixed::element() const {
  // A rigid transform whose frame_a the assembler sets to the World's frame.
  ElementData d = rigid_transform(nullptr, frame_b.port, {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}, r_);
  d.kind = ElementKind::Fixed;
  return d;
}

}  // namespace acausal::multibody
