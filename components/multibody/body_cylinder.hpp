#pragma once
#include "components/multibody/body.hpp"
#include "components/multibody/fixed_translation.hpp"

namespace acausal::multibody {

struct BodyCylinderParams {
  Vector3d r{0.1, 0, 0};      // m, origin of frame_b in frame_a
  Vector3d r_shape{0, 0, 0};  // m, start of the cylinder in frame_a
  double length = 0;          // m, along r - r_shape; 0: |r - r_shape| (MSL default)
  double diameter = 0;        // m; 0: length / 20 (MSL world.defaultWidthFraction)
  double inner_diameter = 0;  // m, hollow cylinder
  double density = 7700;      // kg/m3 (steel)
  /// The inner body's kinematic outputs (body.r_0, v_0, a_0, w_a, z_a; BodyParams).
  bool kinematic_outputs = false;
};

/// A rigid cylinder from r_shape along r - r_shape (MSL Parts.BodyCylinder):
/// mass, centre of mass and inertia follow from the geometry and density at
/// construction; inner components frameTranslation and body hold them.
class BodyCylinder : public Component {
 public:
  static constexpr const char* kTypeName = "BodyCylinder";
  using Params = BodyCylinderParams;
  BodyCylinder(ComponentContext ctx, Params p = Params());
  Frame frame_a, frame_b;
  BodyParams body_params;
  /// The parameters as given (the viewer draws the shape from them).
  Params params;
};

}  // namespace acausal::multibody
