#include "components/rotational/elasto_backlash2.hpp"

namespace acausal::rotational {

ElastoBacklash2::ElastoBacklash2(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      CompliantWithRelativeStates(static_cast<Component&>(*this)),
      phi_diff(variable("phi_diff", {.unit = "rad", .description = "phi_rel - phi_rel0"})),
      tau_c(variable("tau_c", {.unit = "N.m", .description = "spring torque"})),
      tau_d(variable("tau_d", {.unit = "N.m", .description = "damper torque"})),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  Expr c = parameter("c", p.c,
                     {"N.m/rad", "spring constant (c > 0 required)", ParameterCheck::Positive});
  Expr d = parameter("d", p.d, {"N.m.s/rad", "damping constant", ParameterCheck::NonNegative});
  Expr b = parameter("b", p.b, {"rad", "total backlash", ParameterCheck::NonNegative});
  Expr phi_rel0 = parameter("phi_rel0", p.phi_rel0, {"rad", "unstretched spring angle"});
  const Expr b_max = b / 2;
  const Expr b_min = -b_max;
  constexpr double kBEps = 1e-10;  // minimum backlash, as ElastoBacklash
  const Expr no_backlash = abs(b) <= kBEps;

  // MSL ElastoBacklash2 after initialisation; its initial() characteristic
  // (c/3 across 1.5 times the gap) is left out, as in ElastoBacklash.
  equation(phi_diff, phi_rel - phi_rel0);
  equation(tau_c, if_else(no_backlash, c * phi_diff,
                          if_else(phi_diff > b_max, c * (phi_diff - b_max),
                                  if_else(phi_diff < b_min, c * (phi_diff - b_min), 0.0))));
  equation(tau_d, d * w_rel);
  const Expr contact = tau_c + tau_d;
  equation(tau,
           if_else(no_backlash, contact,
                   if_else(phi_diff > b_max, if_else(contact <= 0.0, 0.0, contact),
                           if_else(phi_diff < b_min, if_else(contact >= 0.0, 0.0, contact), 0.0))));
  equation(loss_power,
           if_else(no_backlash, tau_d * w_rel,
                   if_else(phi_diff > b_max, if_else(contact <= 0.0, 0.0, tau_d * w_rel),
                           if_else(phi_diff < b_min, if_else(contact >= 0.0, 0.0, tau_d * w_rel),
                                   0.0))));
}

}  // namespace acausal::rotational
