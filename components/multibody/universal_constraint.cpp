#include "components/multibody/universal_constraint.hpp"

#include <cmath>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::multibody {

UniversalConstraint::UniversalConstraint(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      frame_b(declare_frame(*this, "frame_b")),
      n_a_(unit_axis(*this, "n_a", p.n_a)),
      n_b_(unit_axis(*this, "n_b", p.n_b)),
      locked_{p.x_locked, p.y_locked, p.z_locked} {
  // MSL asserts the same: at the joint's zero position the two axes are normal.
  const double cosine = n_a_[0] * n_b_[0] + n_a_[1] * n_b_[1] + n_a_[2] * n_b_[2];
  if (std::fabs(cosine) > 1e-12)
    throw ModelError(fmt::format(
        "UniversalConstraint '{}': n_a = {{{}, {}, {}}} and n_b = {{{}, {}, {}}} are not normal "
        "to each other (n_a.n_b = {:g} after normalising). The two axes of a universal joint "
        "must be orthogonal; set {}.n_b to a vector normal to n_a.",
        path(), p.n_a[0], p.n_a[1], p.n_a[2], p.n_b[0], p.n_b[1], p.n_b[2], cosine, path()));
}

ElementData UniversalConstraint::element() const {
  ElementData d;
  d.kind = ElementKind::UniversalConstraint;
  d.frame_a = frame_a.port;
  d.frame_b = frame_b.port;
  d.axis = n_a_;
  d.second_axis = n_b_;
  d.locked = locked_;
  d.closes_loop = true;
  return d;
}

}  // namespace acausal::multibody
