#include "components/rotational/partials.hpp"

namespace acausal::rotational {

Compliant::Compliant(Component& c, double phi_rel_nominal)
    : flange_a(declare_flange(c, "flange_a")),
      flange_b(declare_flange(c, "flange_b")),
      phi_rel(c.variable("phi_rel", {.unit = "rad",
                                     .description = "relative rotation angle",
                                     .start = 0.0,
                                     .nominal = phi_rel_nominal})),
      tau(c.variable("tau", {.unit = "N.m", .description = "torque between flanges"})) {
  c.equation(phi_rel, flange_b.phi - flange_a.phi);
  c.equation(flange_b.tau, tau);
  c.equation(flange_a.tau, -tau);
}

CompliantWithRelativeStates::CompliantWithRelativeStates(Component& c, double phi_rel_nominal)
    : flange_a(declare_flange(c, "flange_a")),
      flange_b(declare_flange(c, "flange_b")),
      phi_rel(c.variable("phi_rel", {.unit = "rad",
                                     .description = "relative rotation angle",
                                     .start = 0.0,
                                     .nominal = phi_rel_nominal,
                                     .state_select = StateSelect::Prefer})),
      w_rel(c.variable("w_rel", {.unit = "rad/s",
                                 .description = "relative angular velocity",
                                 .start = 0.0,
                                 .state_select = StateSelect::Prefer})),
      a_rel(c.variable(
          "a_rel",
          {.unit = "rad/s2", .description = "relative angular acceleration", .start = 0.0})),
      tau(c.variable("tau", {.unit = "N.m", .description = "torque between flanges"})) {
  c.equation(phi_rel, flange_b.phi - flange_a.phi);
  c.equation(w_rel, der(phi_rel));
  c.equation(a_rel, der(w_rel));
  c.equation(flange_b.tau, tau);
  c.equation(flange_a.tau, -tau);
}

OptionalSupport::OptionalSupport(Component& c, bool use_support, const Expr& support_torque) {
  if (use_support) {
    Flange support = declare_flange(c, "support");
    port = support.port;
    phi = support.phi;
    c.equation(support.tau, support_torque);
  } else {
    phi = 0.0;
  }
}

}  // namespace acausal::rotational
