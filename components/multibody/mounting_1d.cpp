#include "components/multibody/mounting_1d.hpp"

namespace acausal::multibody {

Mounting1D::Mounting1D(ComponentContext ctx, Params p)
    : Element(std::move(ctx)),
      frame_a(declare_frame(*this, "frame_a")),
      flange_b(rotational::declare_flange(*this, "flange_b")),
      n_(unit_axis(*this, "n", p.n)) {
  equation(flange_b.phi, parameter("phi0", p.phi0, {"rad", "fixed angle of flange_b"}));
}

ElementData Mounting1D::element() const {
  // A load on frame_a in its own axes: the torque n flange_b.tau acts on it.
  ElementData d;
  d.kind = ElementKind::ExternalLoad;
  d.frame_a = frame_a.port;
  d.signal = {Expr(0.0), Expr(0.0), Expr(0.0)};
  d.torque = flange_b.tau * to_expr(n_);
  d.resolve = ResolveInFrame::frame_b;
  return d;
}

}  // namespace acausal::multibody
