#pragma once
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct FixedTranslationParams {
  Vector3d r{0, 0, 0};  // m, origin of frame_b in frame_a
};

/// frame_b is frame_a shifted by r (resolved in frame_a); massless (MSL
/// Parts.FixedTranslation). r[1..3] are tunable parameters.
class FixedTranslation : public Element {
 public:
  static constexpr const char* kTypeName = "FixedTranslation";
  using Params = FixedTranslationParams;
  FixedTranslation(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;

 private:
  Vec3 r_;
};

}  // namespace acausal::multibody
