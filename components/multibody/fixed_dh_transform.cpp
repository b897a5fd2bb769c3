#include "components/multibody/fixed_dh_transform.hpp"

#include <cmath>

#include <fmt/format.h>

namespace acausal::multibody {

FixedDhTransform::FixedDhTransform(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")) {
  const std::pair<const char*, double> values[] = {
      {"a", p.a}, {"alpha", p.alpha}, {"d", p.d}, {"theta", p.theta}};
  for (const auto& [name, value] : values)
    if (!std::isfinite(value))
      throw ModelError(
          fmt::format("FixedDhTransform '{}': {} = {} is not a finite number. Set "
                      "{}.{} to a length in m or an angle in rad.",
                      path(), name, value, path(), name));
  const Expr a = parameter("a", p.a, {"m", "DH link length (along x)"});
  const Expr d = parameter("d", p.d, {"m", "DH offset (along z)"});
  // Round-off such as cos(pi/2) = 6e-17 would otherwise keep dead terms in the equations.
  auto clean = [](double x) { return std::fabs(x) < 1e-15 ? 0.0 : x; };
  const double ct = clean(std::cos(p.theta)), st = clean(std::sin(p.theta));
  const double ca = clean(std::cos(p.alpha)), sa = clean(std::sin(p.alpha));
  // Columns: frame_b's axes in frame_a coordinates.
  Matrix3d rot{};
  if (p.convention == DhConvention::standard) {
    rot = {{{ct, -st * ca, st * sa}, {st, ct * ca, -ct * sa}, {0, sa, ca}}};  // Rz(θ) Rx(α)
    r_ = {ct * a, st * a, d};
  } else {
    rot = {{{ct, -st, 0}, {ca * st, ca * ct, -sa}, {sa * st, sa * ct, ca}}};  // Rx(α) Rz(θ)
    r_ = {a, -sa * d, ca * d};
  }
  rotation_ = rot;
}

ElementData FixedDhTransform::element() const {
  return rigid_transform(frame_a.port, frame_b.port, rotation_, r_);
}

}  // namespace acausal::multibody
