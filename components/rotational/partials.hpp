#pragma once
// Shared partial models of the rotational library (as MSL's
// Rotational.Interfaces): reused by the components, never copied.
#include "domains/rotational.hpp"

namespace acausal::rotational {

/// Two flanges with relative angle phi_rel = flange_b.phi - flange_a.phi and an
/// internal torque tau with flange_b.tau = tau, flange_a.tau = -tau.
struct Compliant {
  Flange flange_a, flange_b;
  Expr phi_rel, tau;
  Compliant(Component& c, double phi_rel_nominal = 1e-4);
};

/// Compliant plus the relative speed and acceleration, preferred as states
/// (MSL PartialCompliantWithRelativeStates).
struct CompliantWithRelativeStates {
  Flange flange_a, flange_b;
  Expr phi_rel, w_rel, a_rel, tau;
  CompliantWithRelativeStates(Component& c, double phi_rel_nominal = 1e-4);
};

/// The angle of an optional support flange: support.phi if used, else 0
/// (the housing is fixed). support_torque becomes support.tau when used.
struct OptionalSupport {
  Expr phi;
  const Port* port = nullptr;
  OptionalSupport(Component& c, bool use_support, const Expr& support_torque);
};

}  // namespace acausal::rotational
