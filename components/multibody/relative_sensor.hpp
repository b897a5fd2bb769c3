#pragma once
#include "components/multibody/absolute_sensor.hpp"

namespace acausal::multibody {

/// Motion of frame_b relative to frame_a, resolved in frame_a (MSL
/// Sensors.RelativeSensor with every get_* set, resolveInFrame = frame_a).
/// Outputs, each [1..3]: r_rel = frame_b.r_0 - frame_a.r_0; v_rel = der(r_rel)
/// and a_rel = der(v_rel), derivatives of the frame_a coordinates (the motion
/// as seen by an observer fixed in frame_a); w_rel = w_b - w_a and
/// z_rel = der(w_rel), likewise. T_rel[i,j]: the matrix that maps frame_a
/// coordinates to frame_b coordinates (MSL's R_rel.T).
class RelativeSensor : public Element {
 public:
  static constexpr const char* kTypeName = "RelativeSensor";
  explicit RelativeSensor(ComponentContext ctx);
  ElementData element() const override;
  Frame frame_a, frame_b;
  std::array<signal::RealSignal, 3> r_rel, v_rel, a_rel, w_rel, z_rel;
  std::array<std::array<signal::RealSignal, 3>, 3> T_rel;
};

}  // namespace acausal::multibody
