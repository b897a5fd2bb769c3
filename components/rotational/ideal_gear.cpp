#include "components/rotational/ideal_gear.hpp"

namespace acausal::rotational {

IdealGear::IdealGear(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")),
      phi_a(variable("phi_a", {.unit = "rad", .description = "angle of flange_a w.r.t. support"})),
      phi_b(variable("phi_b", {.unit = "rad", .description = "angle of flange_b w.r.t. support"})) {
  Expr ratio =
      parameter("ratio", p.ratio,
                {"", "transmission ratio (flange_a.phi/flange_b.phi)", ParameterCheck::NonZero});
  OptionalSupport support(*this, p.use_support, -flange_a.tau - flange_b.tau);
  equation(phi_a, flange_a.phi - support.phi);
  equation(phi_b, flange_b.phi - support.phi);
  equation(phi_a, ratio * phi_b);
  equation(0.0, ratio * flange_a.tau + flange_b.tau);
}

}  // namespace acausal::rotational
