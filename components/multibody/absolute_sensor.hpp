#pragma once
#include "components/multibody/element.hpp"

namespace acausal::multibody {

struct AbsoluteSensorParams {
  /// Axes of the vector outputs: world or frame_a (MSL's default frame_a).
  ResolveInFrame resolve_in_frame = ResolveInFrame::frame_a;
};

/// Absolute motion of frame_a (MSL Sensors.AbsoluteSensor with every get_*
/// set, resolveInFrame = world or frame_a). Outputs, each [1..3]: r, the
/// origin's position (r_0); v = der(r_0); a = der(v), the kinematic
/// acceleration (gravity not included); w, the angular velocity; z = der(w),
/// the angular acceleration; all resolved in `resolve_in_frame`. T[i,j]: the
/// orientation, the matrix that maps world coordinates to frame_a coordinates
/// (MSL's R.T; row i is frame_a's axis i in world coordinates), whatever
/// `resolve_in_frame`. No Cardan angles: T has no singularity.
class AbsoluteSensor : public Element {
 public:
  static constexpr const char* kTypeName = "AbsoluteSensor";
  using Params = AbsoluteSensorParams;
  AbsoluteSensor(ComponentContext ctx, Params p = Params());
  ElementData element() const override;
  Frame frame_a;
  std::array<signal::RealSignal, 3> r, v, a, w, z;
  std::array<std::array<signal::RealSignal, 3>, 3> T;

 private:
  ResolveInFrame resolve_;
};

/// The nine outputs name[i,j] of an orientation matrix.
std::array<std::array<signal::RealSignal, 3>, 3> matrix_output(Component& c,
                                                               const std::string& name);
Mat3 values(const std::array<std::array<signal::RealSignal, 3>, 3>& signals);

}  // namespace acausal::multibody
