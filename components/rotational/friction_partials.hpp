#pragma once
// Shared partials of the Coulomb friction elements (MSL
// Rotational.Interfaces.PartialFriction) and the friction tables they use.
#include <string>
#include <utility>
#include <vector>

#include "domains/rotational.hpp"

namespace acausal {

/// Values of the friction mode (the Integer constants of MSL PartialFriction).
namespace friction_mode {
inline constexpr double Unknown = 3;
inline constexpr double Free = 2;
inline constexpr double Forward = 1;
inline constexpr double Stuck = 0;
inline constexpr double Backward = -1;
}  // namespace friction_mode

/// x == m for an Integer-valued discrete x (a mode). Written with two
/// relations of discrete values (evaluated directly, no events) because
/// equal()/not_equal() evaluate to NaN in this framework version (no case in
/// apply_op); to become equal(x, m) once that is fixed.
Expr mode_is(const Expr& x, double m);

/// A friction characteristic y(x) as (x, y) rows, x strictly increasing
/// (MSL tau_pos / mu_pos, Real[:, 2]).
using FrictionTable = std::vector<std::pair<double, double>>;

/// A friction table as tunable parameters "<name>[k,1]", "<name>[k,2]" (1-based
/// as in Modelica), evaluated by linear interpolation and extrapolated through
/// the first and last two rows; a single row is a constant (MSL
/// Modelica.Math.Vectors.interpolate). Relations inside are noEvent: the
/// interpolation is continuous, and a Modelica function call makes no events.
class TableParameters {
 public:
  /// Throws ModelError for an empty table or x values not strictly increasing.
  TableParameters(Component& c, const std::string& name, const FrictionTable& table,
                  const std::string& y_unit);
  /// y(x).
  Expr operator()(const Expr& x) const;

 private:
  std::vector<Expr> x_, y_;
};

/// The symbols of MSL's PartialFriction (rotational or translational), named
/// for the translational one: relative speed and acceleration between the
/// frictional surfaces, friction effort at rest (f0) and its maximum when
/// locked (f0_max), the path parameter sa, the discrete free, startForward,
/// startBackward, locked, mode, and the speed v_small.
struct FrictionSymbols {
  Expr v_relfric, a_relfric, f0, f0_max, sa;
  Expr free, startForward, startBackward, locked, mode;
  Expr v_small;
};

/// MSL PartialFriction's equations: the mode logic (one simultaneous system,
/// solved together at each event) and a_relfric = f(sa); free_value is the
/// element's condition for "not active". The element writes its friction
/// effort in terms of sa, locked, free, startForward, startBackward, pre(mode).
void coulomb_friction_equations(Component& c, const FrictionSymbols& s, const Expr& free_value);

/// MSL's rule peak >= 1 on the element's parameter "peak", checked wherever
/// it is set; `scales` says what it scales ("mu0_max = peak * mu_pos(0)").
void constrain_peak(Component& c, const std::string& scales);

/// The sliding effort of MSL's friction elements from a characteristic given
/// for speeds >= 0: table(v) while starting or sliding forward, -table(-v)
/// backward (MSL Brake, BearingFriction, SupportFriction).
Expr sliding_characteristic(const TableParameters& table, const Expr& v, const Expr& start_forward,
                            const Expr& start_backward, const Expr& mode);

}  // namespace acausal

namespace acausal::rotational {

/// Stick-slip logic of a Coulomb friction element (MSL
/// Rotational.Interfaces.PartialFriction). Declares w_relfric, a_relfric,
/// tau0, tau0_max (continuous; the element defines them with equations), the
/// path parameter sa, and the discrete Booleans free, startForward,
/// startBackward, locked and the Integer mode (values in friction_mode). The
/// element calls friction_equations() once its own variables exist and
/// writes the friction torque in terms of sa, locked, free, startForward,
/// startBackward and pre(mode).
struct PartialFriction {
  Expr w_relfric, a_relfric, tau0, tau0_max;
  Expr sa;
  Expr free, startForward, startBackward, locked, mode;
  Expr w_small;

  PartialFriction(Component& c, double w_small_value);

  /// The mode logic and a_relfric = f(sa); free_value is the element's
  /// condition for "not active" (MSL: free = ...).
  void friction_equations(const Expr& free_value);

 private:
  Component* owner_;
};

}  // namespace acausal::rotational
