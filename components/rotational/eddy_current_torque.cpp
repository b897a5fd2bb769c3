#include "components/rotational/eddy_current_torque.hpp"

#include "components/rotational/partials.hpp"
#include "components/thermal/conditional_heat_port.hpp"
#include "components/thermal/temperature_dependency.hpp"

namespace acausal::rotational {

EddyCurrentTorque::EddyCurrentTorque(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      phi(variable("phi", {.unit = "rad", .description = "angle of flange w.r.t. support"})),
      w(variable("w", {.unit = "rad/s", .description = "speed of flange w.r.t. support"})),
      tau(variable("tau", {.unit = "N.m", .description = "braking torque (flange.tau)"})),
      w_normalized(variable("w_normalized", {.unit = "1", .description = "relative speed"})),
      lossPower(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  Expr tau_nominal = parameter("tau_nominal", p.tau_nominal, {"N.m", "maximum torque (braking)"});
  Expr w_nominal =
      parameter("w_nominal", p.w_nominal,
                {"rad/s", "speed of maximum torque at TRef", ParameterCheck::Positive});
  Expr TRef = parameter("TRef", p.TRef, {"K", "reference temperature", ParameterCheck::Positive});
  Expr alpha20 = parameter("alpha20", p.alpha20, {"1/K", "temperature coefficient at 20 degC"});
  OptionalSupport support(*this, p.use_support, -flange.tau);
  const thermal::ConditionalHeatPort heat(*this, p.use_heat_port, p.T, lossPower);
  equation(phi, flange.phi - support.phi);
  equation(w, der(phi));
  equation(tau, flange.tau);
  equation(w_normalized,
           w / thermal::linear_temperature_dependency(w_nominal, TRef, alpha20, heat.T_heatPort));
  equation(tau, 2.0 * tau_nominal * w_normalized / (1.0 + w_normalized * w_normalized));
  equation(lossPower, tau * w);
}

}  // namespace acausal::rotational
