#include "components/rotational/ideal_rolling_wheel.hpp"

namespace acausal::rotational {

IdealRollingWheel::IdealRollingWheel(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flangeR(declare_flange(*this, "flangeR")),
      flangeT(translational::declare_flange(*this, "flangeT")) {
  Expr radius = parameter("radius", p.radius, {"m", "wheel radius", ParameterCheck::Positive});
  Expr phi_support = 0.0, s_support = 0.0;
  if (p.use_support_r) {
    Flange support = declare_flange(*this, "supportR");
    equation(support.tau, -flangeR.tau);
    phi_support = support.phi;
  }
  if (p.use_support_t) {
    translational::Flange support = translational::declare_flange(*this, "supportT");
    equation(support.f, -flangeT.f);
    s_support = support.s;
  }
  equation((flangeR.phi - phi_support) * radius, flangeT.s - s_support);
  equation(0.0, radius * flangeT.f + flangeR.tau);
}

}  // namespace acausal::rotational
