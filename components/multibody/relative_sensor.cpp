#include "components/multibody/relative_sensor.hpp"

namespace acausal::multibody {

RelativeSensor::RelativeSensor(ComponentContext ctx)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      r_rel(vector_output(*this, "r_rel")),
      v_rel(vector_output(*this, "v_rel")),
      a_rel(vector_output(*this, "a_rel")),
      w_rel(vector_output(*this, "w_rel")),
      z_rel(vector_output(*this, "z_rel")),
      T_rel(matrix_output(*this, "T_rel")) {}

ElementData RelativeSensor::element() const {
  ElementData d;
  d.kind = ElementKind::RelativeSensor;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.sensed = {values(r_rel), values(v_rel), values(a_rel),
              values(w_rel), values(z_rel), values(T_rel)};
  d.resolve = ResolveInFrame::frame_a;
  return d;
}

}  // namespace acausal::multibody
