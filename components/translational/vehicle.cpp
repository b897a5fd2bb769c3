#include "components/translational/vehicle.hpp"

#include "components/blocks/expression.hpp"
#include "components/blocks/sources.hpp"
#include "components/rotational/ideal_rolling_wheel.hpp"
#include "components/rotational/inertia.hpp"
#include "components/translational/force.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/quadratic_speed_dependent_force.hpp"
#include "components/translational/rolling_resistance.hpp"
#include "components/translational/speed.hpp"

namespace acausal::translational {

Vehicle::Vehicle(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flangeT(declare_flange(*this, "flangeT")),
      flangeR(rotational::declare_flange(*this, "flangeR")),
      s(variable("s", {.unit = "m", .description = "position of vehicle", .start = 0.0})),
      v(variable("v", {.unit = "m/s", .description = "velocity of vehicle", .start = 0.0})),
      a(variable("a", {.unit = "m/s2", .description = "acceleration of vehicle"})) {
  constexpr double vRef = 1.0;  // m/s, reference velocity for air drag
  auto& fDrag = add<QuadraticSpeedDependentForce>(
      "fDrag",
      QuadraticSpeedDependentForce::Params{.f_nominal = -p.Cd * p.A * p.rho * vRef * vRef / 2,
                                           .force_direction = false,
                                           .v_nominal = vRef,
                                           .use_support = true});
  auto& fRoll = add<RollingResistance>(
      "fRoll", RollingResistance::Params{.fWeight = p.m * p.g,
                                         .use_cr_input = p.use_cr_input,
                                         .CrConstant = p.CrConstant,
                                         .use_inclination_input = p.use_inclination_input,
                                         .inclinationConstant = p.inclinationConstant,
                                         .reg = Regularization::Linear,
                                         .v0 = p.vReg});
  auto& fGrav = add<Force>("fGrav");
  auto& wheel = add<rotational::IdealRollingWheel>(
      "idealRollingWheel", rotational::IdealRollingWheel::Params{.radius = p.R});
  auto& mass = add<Mass>("mass", Mass::Params{.m = p.m});
  auto& windSpeed = add<Speed>("windSpeed");
  // gravForceGain: fGrav.f = -m g sin(atan(inclination)) (MSL: atan, sin, gain blocks).
  const double mg = p.m * p.g;
  auto& gravForce = add<blocks::Expression>(
      "gravForceGain",
      blocks::Expression::Params{.inputs = 1, .f = [mg](std::span<const Expr> u, Expr) {
                                   return std::vector<Expr>{-mg * sin(atan(u[0]))};
                                 }});
  connect(gravForce.y[0], fGrav.f);
  if (p.use_inclination_input) {
    inclination = signal::declare_input(*this, "inclination");
    connect(*inclination.port, fRoll.inclination);
    connect(*inclination.port, gravForce.u[0]);
  } else {
    auto& constInclination = add<blocks::Constant>(
        "constInclination", blocks::Constant::Params{.k = p.inclinationConstant});
    connect(constInclination.y, gravForce.u[0]);
  }
  if (p.use_cr_input) {
    cr = signal::declare_input(*this, "cr");
    connect(*cr.port, fRoll.cr);
  }
  if (p.use_wind_input) {
    vWind = signal::declare_input(*this, "vWind");
    connect(*vWind.port, windSpeed.v_ref);
  } else {
    auto& constWindSpeed =
        add<blocks::Constant>("constWindSpeed", blocks::Constant::Params{.k = p.vWindConstant});
    connect(constWindSpeed.y, windSpeed.v_ref);
  }
  equation(s, mass.s);
  equation(v, mass.v);
  equation(a, mass.a);
  connect(wheel.flangeT, mass.flange_a);
  connect(*fDrag.support, windSpeed.flange);
  connect(mass.flange_b, flangeT);
  connect(mass.flange_b, fDrag.flange);
  connect(mass.flange_b, fRoll.flange);
  connect(mass.flange_b, fGrav.flange);
  if (p.J > 0) {
    auto& inertia = add<rotational::Inertia>("inertia", rotational::Inertia::Params{.J = p.J});
    connect(inertia.flange_b, wheel.flangeR);
    connect(flangeR, inertia.flange_a);
  } else {
    // J = 0 (the MSL example's value): a rigid shaft. An inertia with J = 0
    // would be an equation 0 * der(w) = ... that the explicit formulation's
    // causal sequence divides by (docs/msl_coverage.md).
    connect(flangeR, wheel.flangeR);
  }
}

}  // namespace acausal::translational
