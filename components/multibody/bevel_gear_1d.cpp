#include "components/multibody/bevel_gear_1d.hpp"

#include <cmath>

#include <fmt/format.h>

namespace acausal::multibody {

BevelGear1D::BevelGear1D(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      flange_a(rotational::declare_flange(*this, "flange_a")),
      flange_b(rotational::declare_flange(*this, "flange_b")),
      e_a_(unit_axis(*this, "n_a", p.n_a)),
      e_b_(unit_axis(*this, "n_b", p.n_b)) {
  if (!(std::isfinite(p.ratio) && p.ratio != 0))
    throw ModelError(fmt::format(
        "BevelGear1D '{}': ratio = {} is not a gear ratio. Set {}.ratio to flange_a.phi / "
        "flange_b.phi (finite, not 0).",
        path(), p.ratio, path()));
  Expr ratio =
      parameter("ratio", p.ratio,
                {"", "gear speed ratio (flange_a.phi / flange_b.phi)", ParameterCheck::NonZero});
  equation(flange_a.phi, ratio * flange_b.phi);
  equation(0.0, ratio * flange_a.tau + flange_b.tau);
}

ElementData BevelGear1D::element() const {
  // A load on the housing in its own axes: the reaction of both flange torques.
  ElementData d;
  d.kind = ElementKind::ExternalLoad;
  d.frame_a = frame_a.port;
  d.signal = {Expr(0.0), Expr(0.0), Expr(0.0)};
  d.torque = flange_a.tau * to_expr(e_a_) + flange_b.tau * to_expr(e_b_);
  d.resolve = ResolveInFrame::frame_b;
  return d;
}

}  // namespace acausal::multibody
