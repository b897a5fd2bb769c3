#include "components/multibody/absolute_sensor.hpp"

#include <fmt/format.h>

namespace acausal::multibody {

std::array<std::array<signal::RealSignal, 3>, 3> matrix_output(Component& c,
                                                               const std::string& name) {
  std::array<std::array<signal::RealSignal, 3>, 3> m{};
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j)
      m[i][j] = signal::declare_output(c, fmt::format("{}[{},{}]", name, i + 1, j + 1));
  return m;
}

Mat3 values(const std::array<std::array<signal::RealSignal, 3>, 3>& signals) {
  return {values(signals[0]), values(signals[1]), values(signals[2])};
}

AbsoluteSensor::AbsoluteSensor(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      r(vector_output(*this, "r")),
      v(vector_output(*this, "v")),
      a(vector_output(*this, "a")),
      w(vector_output(*this, "w")),
      z(vector_output(*this, "z")),
      T(matrix_output(*this, "T")),
      resolve_(p.resolve_in_frame) {
  if (resolve_ == ResolveInFrame::frame_b || resolve_ == ResolveInFrame::frame_resolve)
    throw ModelError(fmt::format(
        "AbsoluteSensor '{}': resolve_in_frame = {}, but an absolute sensor has only "
        "frame_a. Set resolve_in_frame to ResolveInFrame::world or ResolveInFrame::frame_a.",
        path(), resolve_ == ResolveInFrame::frame_b ? "frame_b" : "frame_resolve"));
}

ElementData AbsoluteSensor::element() const {
  ElementData d;
  d.kind = ElementKind::AbsoluteSensor;
  d.frame_a = frame_a.port;
  d.sensed = {values(r), values(v), values(a), values(w), values(z), values(T)};
  d.resolve = resolve_;
  return d;
}

}  // namespace acausal::multibody
