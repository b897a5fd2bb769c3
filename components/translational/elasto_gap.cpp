#include "components/translational/elasto_gap.hpp"

#include <fmt/format.h>

namespace acausal::translational {

ElastoGap::ElastoGap(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      CompliantWithRelativeStates(static_cast<Component&>(*this)),
      contact(variable("contact", {.description = "= 1 if contact, otherwise 0"})),
      loss_power(variable("lossPower", {.unit = "W", .description = "dissipated power"})) {
  Expr c = parameter("c", p.c, {"N/m", "spring constant", ParameterCheck::NonNegative});
  Expr d = parameter("d", p.d, {"N.s/m", "damping constant", ParameterCheck::NonNegative});
  Expr s_rel0 = parameter("s_rel0", p.s_rel0, {"m", "unstretched spring length"});
  if (!(p.n >= 1.0))
    throw ModelError(fmt::format(
        "ElastoGap '{}': parameter n = {} is invalid: the exponent of the spring force must be "
        ">= 1. Set {}.n.",
        path(), p.n, path()));
  Expr n = parameter("n", p.n, {"1", "exponent of spring force ( f_c = -c*|s_rel-s_rel0|^n )"});
  // MSL ElastoGap: the contact relation is the one event; the forces use it
  // under noEvent and are continuous where it changes.
  const Expr in_contact = s_rel < s_rel0;
  equation(contact, in_contact);
  const Expr f_c = no_event(if_else(contact > 0.5, -c * pow(abs(s_rel - s_rel0), n), 0.0));
  const Expr f_d2 = if_else(contact > 0.5, d * v_rel, 0.0);
  const Expr f_d = no_event(
      if_else(contact > 0.5, if_else(f_d2 < f_c, f_c, if_else(f_d2 > -f_c, -f_c, f_d2)), 0.0));
  equation(f, f_c + f_d);
  equation(loss_power, f_d * v_rel);
}

}  // namespace acausal::translational
