#include "components/translational/eddy_current_force.hpp"

#include "components/thermal/conditional_heat_port.hpp"
#include "components/thermal/temperature_dependency.hpp"

namespace acausal::translational {

EddyCurrentForce::EddyCurrentForce(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      ElementaryOneFlangeAndSupport(static_cast<Component&>(*this), p.use_support),
      v(variable("v", {.unit = "m/s", .description = "velocity of flange w.r.t. support"})),
      f(variable("f", {.unit = "N", .description = "braking force (flange.f)"})),
      v_normalized(variable("v_normalized", {.unit = "1", .description = "relative speed"})),
      lossPower(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  Expr f_nominal = parameter("f_nominal", p.f_nominal, {"N", "maximum force (braking)"});
  Expr v_nominal = parameter("v_nominal", p.v_nominal,
                             {"m/s", "speed of maximum force at TRef", ParameterCheck::Positive});
  Expr TRef = parameter("TRef", p.TRef, {"K", "reference temperature", ParameterCheck::Positive});
  Expr alpha20 = parameter("alpha20", p.alpha20, {"1/K", "temperature coefficient at 20 degC"});
  const thermal::ConditionalHeatPort heat(*this, p.use_heat_port, p.T, lossPower);
  equation(v, der(s));
  equation(f, flange.f);
  equation(v_normalized,
           v / thermal::linear_temperature_dependency(v_nominal, TRef, alpha20, heat.T_heatPort));
  equation(f, 2.0 * f_nominal * v_normalized / (1.0 + v_normalized * v_normalized));
  equation(lossPower, f * v);
}

}  // namespace acausal::translational
