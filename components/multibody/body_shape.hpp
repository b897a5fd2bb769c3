#pragma once
#include <string>

#include "components/multibody/body.hpp"
#include "components/multibody/fixed_translation.hpp"

namespace acausal::multibody {

struct BodyShapeParams {
  Vector3d r{0, 0, 0};                              // m, origin of frame_b in frame_a
  Vector3d r_CM{0, 0, 0};                           // m, centre of mass in frame_a
  double m = 1.0;                                   // kg
  double I_11 = 0.001, I_22 = 0.001, I_33 = 0.001;  // kg.m2, about the CM, frame_a axes
  double I_21 = 0, I_31 = 0, I_32 = 0;
  bool check_triangle_inequality = true;  // as Body's
  /// The body's kinematic outputs (BodyParams), and this shape's r_0, v_0,
  /// a_0 [1..3] (frame_a's origin, world axes), as MSL's BodyShape.
  bool kinematic_outputs = false;
  /// For the 3-D view only (docs/viewer.md): a mesh file (STL, OBJ, DXF, glTF,
  /// ... anything assimp reads) drawn in frame_a coordinates, its units times
  /// shape_scale in metres (0.001 for millimetres), in place of MSL's cylinder;
  /// MSL's shapeType = "modelica://.../b1.dxf". Empty: the cylinder.
  std::string shape_file;
  double shape_scale = 1.0;
};

/// A rigid body with two frames (MSL Parts.BodyShape): frameTranslation
/// (FixedTranslation r) from frame_a to frame_b, and body (Body) at frame_a.
class BodyShape : public Component {
 public:
  static constexpr const char* kTypeName = "BodyShape";
  using Params = BodyShapeParams;
  BodyShape(ComponentContext ctx, Params p = Params());
  Frame frame_a, frame_b;
  /// The parameters as given (the viewer draws the shape from them).
  Params params;
};

}  // namespace acausal::multibody
