#include "components/multibody/fixed_translation.hpp"

namespace acausal::multibody {

FixedTranslation::FixedTranslation(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      r_(vector_parameter(*this, "r", p.r, "m", "origin of frame_b in frame_a")) {}

ElementData FixedTranslation::element() const {
  ElementData d;
  d.kind = ElementKind::FixedTransform;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.r = r_;
  return d;
}

}  // namespace acausal::multibody
