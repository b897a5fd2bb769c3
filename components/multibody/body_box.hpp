#pragma once
#include "components/multibody/body.hpp"
#include "components/multibody/fixed_translation.hpp"

namespace acausal::multibody {

struct BodyBoxParams {
  Vector3d r{0.1, 0, 0};              // m, origin of frame_b in frame_a
  Vector3d r_shape{0, 0, 0};          // m, start of the box in frame_a
  double length = 0;                  // m, along r - r_shape; 0: |r - r_shape| (MSL default)
  Vector3d width_direction{0, 1, 0};  // box width direction in frame_a
  double width = 0;                   // m; 0: length / 20 (MSL world.defaultWidthFraction)
  double height = -1;                 // m; < 0: = width
  double inner_width = 0;             // m, hollow box
  double inner_height = -1;           // m; < 0: = inner_width
  double density = 7700;              // kg/m3 (steel)
};

/// A rigid box from r_shape along r - r_shape (MSL Parts.BodyBox): mass,
/// centre of mass and inertia follow from the geometry and density at
/// construction; inner components frameTranslation (FixedTranslation r) and
/// body (Body) at frame_a hold them as parameters.
class BodyBox : public Component {
 public:
  static constexpr const char* kTypeName = "BodyBox";
  using Params = BodyBoxParams;
  BodyBox(ComponentContext ctx, Params p = Params());
  Frame frame_a, frame_b;
  /// The derived body data (for documentation and tests).
  BodyParams body_params;
};

}  // namespace acausal::multibody
