#pragma once
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct FixedParams {
  Vector3d r{0, 0, 0};  // m, origin of frame_b in world coordinates
};

/// A frame fixed in the world at r, with the world's orientation (MSL
/// Parts.Fixed): frame_b needs no connection to the World. r[1..3] are
/// tunable parameters.
class Fixed : public Element {
 public:
  static constexpr const char* kTypeName = "Fixed";
  using Params = FixedParams;
  Fixed(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_b;

 private:
  Vec3 r_;
};

}  // namespace acausal::multibody
