#pragma once
#include "components/rotational/friction_partials.hpp"
#include "components/translational/partials.hpp"

namespace acausal::translational {

/// Stick-slip logic of a sliding mass between hard stops (MSL
/// Translational.Components.MassWithStopAndFriction.PartialFrictionWithStop):
/// Rigid (s, L, flanges; s preferred as a state always), the continuous
/// v_relfric, a_relfric, f, f0, f0_max (defined by the element), the path
/// parameter sa, and the discrete free, startForward, startBackward, locked,
/// mode (values in acausal::friction_mode). The element calls
/// friction_equations() once its variables exist.
struct PartialFrictionWithStop : Rigid {
  Expr smax, smin, v_small;
  Expr v_relfric, a_relfric, f, f0, f0_max;
  Expr sa;
  Expr free, startForward, startBackward, locked, mode;

  PartialFrictionWithStop(Component& c, double length, double smax_value, double smin_value,
                          double v_small_value);
  void friction_equations(const Expr& free_value);

 private:
  Component* owner_;
};

struct MassWithStopAndFrictionParams {
  double smax = 25.0;        // m, right stop for (right end of) sliding mass
  double smin = -25.0;       // m, left stop for (left end of) sliding mass
  double v_small = 1e-3;     // m/s, relative velocity near to zero
  double F_prop = 1.0;       // N.s/m, velocity dependent friction
  double F_Coulomb = 5.0;    // N, constant friction: Coulomb force
  double F_Stribeck = 10.0;  // N, Stribeck effect
  double fexp = 2.0;         // s/m, exponential decay
  double m = 1.0;            // kg
  double L = 0.0;            // m, length of component
};

/// Sliding mass with Stribeck friction and hard stops (MSL
/// Translational.Components.MassWithStopAndFriction): friction force
/// F_prop v + sign(v) (F_Coulomb + F_Stribeck exp(-fexp |v|)) while sliding,
/// stuck while |force| <= 1.001 (F_Coulomb + F_Stribeck); at a stop the mass
/// is put on the stop with v := 0 (when-clause with reinit).
class MassWithStopAndFriction : public Component, public PartialFrictionWithStop {
 public:
  static constexpr const char* kTypeName = "MassWithStopAndFriction";
  using Params = MassWithStopAndFrictionParams;
  MassWithStopAndFriction(ComponentContext ctx, Params p = Params());
  Expr v, a, stopped, loss_power;
};

}  // namespace acausal::translational
