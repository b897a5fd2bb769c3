#pragma once
#include <optional>

#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct FixedRotationParams {
  Vector3d r{0, 0, 0};  // m, origin of frame_b in frame_a (tunable)
  Vector3d n{1, 0, 0};  // axis of the rotation, in frame_a (structural)
  double angle = 0;     // rad (MSL takes degrees), rotation of frame_b about n (structural)
  /// If set, replaces (n, angle): the axes of frame_b resolved in frame_a
  /// (columns), i.e. x_a = R x_b. Must be a proper rotation.
  std::optional<Matrix3d> R;
};

/// frame_b is frame_a shifted by r and rotated by a constant rotation; massless
/// (MSL Parts.FixedRotation). The rotation is structural, not a tunable
/// parameter: it is folded into the equations as constants.
class FixedRotation : public Element {
 public:
  static constexpr const char* kTypeName = "FixedRotation";
  using Params = FixedRotationParams;
  FixedRotation(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a, frame_b;

 private:
  Vec3 r_;
  Matrix3d rotation_{};  // columns: frame_b's axes in frame_a coordinates
};

}  // namespace acausal::multibody
