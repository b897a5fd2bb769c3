#pragma once
// The translational Coulomb friction partial (MSL
// Translational.Interfaces.PartialFriction): the same mode logic as the
// rotational one (coulomb_friction_equations), with translational names.
#include "components/rotational/friction_partials.hpp"
#include "domains/translational.hpp"

namespace acausal::translational {

/// Declares v_relfric, a_relfric, f0, f0_max (continuous; the element defines
/// them), the path parameter sa, the discrete free, startForward,
/// startBackward, locked, mode and the parameter v_small (MSL default 1e-3
/// m/s). The element calls friction_equations() once its own variables exist
/// and writes the friction force in terms of sa, locked, free, startForward,
/// startBackward and pre(mode).
struct PartialFriction {
  Expr v_relfric, a_relfric, f0, f0_max;
  Expr sa;
  Expr free, startForward, startBackward, locked, mode;
  Expr v_small;

  PartialFriction(Component& c, double v_small_value);
  void friction_equations(const Expr& free_value);

 private:
  Component* owner_;
};

}  // namespace acausal::translational
