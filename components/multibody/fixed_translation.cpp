#include "components/multibody/fixed_translation.hpp"

namespace acausal::multibody {

FixedTranslation::FixedTranslation(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      r_(vector_parameter(*this, "r", p.r, "m", "origin of frame_b in frame_a")) {}

ElementData FixedTranslation::element() const {
  return rigid_transform(frame_a.port, frame_b.port, {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}, r_);
}

}  // namespace acausal::multibody
