#include "components/multibody/world.hpp"

namespace acausal::multibody {

World::World(ComponentContext ctx, Params p)
    : Element(std::move(ctx)), frame_b(declare_frame(*this, "frame_b")) {
  const Vector3d n = unit_axis(*this, "n", p.n);
  Expr g = parameter("g", p.g, {"m/s2", "gravity acceleration", ParameterCheck::NonNegative});
  gravity_ = g * to_expr(n);
  gravity_type_ = p.gravityType;
  if (gravity_type_ == GravityType::point)
    mu_ = parameter("mu", p.mu,
                    {"m3/s2", "field constant of point gravity", ParameterCheck::NonNegative});
}

ElementData World::element() const {
  ElementData d;
  d.kind = ElementKind::World;
  d.frame_b = frame_b.port;
  d.gravity = gravity_;
  d.gravity_type = gravity_type_;
  d.mu = mu_;
  return d;
}

}  // namespace acausal::multibody
