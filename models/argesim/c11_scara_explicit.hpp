#pragma once
// ARGESIM C11 SCARA, task a(i): the explicit state-space model derived by hand
// from the seed's equations, independent of the acausal model (no component,
// no framework pass is used): the block-diagonal mass matrix is inverted
// symbolically, the limits and the collision-avoidance logic of task c are
// written out as modes with switching functions, and the model is integrated
// with SUNDIALS CVODE (BDF, root finding for the switching functions).
#include <array>
#include <string>
#include <vector>

#include "models/argesim/c11_scara.hpp"

namespace acausal::models::argesim {

/// z = (q1, q2, q3, q1', q2', q3', I1, I2, I3).
using C11State = std::array<double, 9>;

/// What the controllers and drives currently do: the discrete part of the
/// explicit model. Between events it is constant.
struct C11ControlState {
  std::array<double, 3> q_ref{2.0, 2.0, 0.3};  // PD targets
  std::array<double, 3> u_limit{100, 75, 90};  // voltage limits of the PD outputs
  std::array<bool, 3> braking{};               // output overridden by u_brake (task c)
  std::array<double, 3> u_brake{};             // V
  /// Voltage limiter: +1 at +u_limit, -1 at -u_limit, 0 linear.
  std::array<int, 3> voltage_sat{};
  /// Current limit (limited integrator): +1 held at +I_max, -1 held at -I_max, 0 free.
  std::array<int, 3> current_hold{};
};

/// The explicit right-hand side dz/dt = f(t, z) for a given control state:
///   U_i  = P_i (q_ref_i - q_i) - D_i q_i',  U_ai = limited U_i (or u_brake_i),
///   I_i' = 0 if held, else (U_ai - kT_i u_i q_i' - R_i I_i) / L_i,
///   T_i  = u_i sqrt(3)/2 kT_i I_i,
///   b1 = T1 + Th2 (2 q1' q2' + q2'^2) sin q2,  b2 = T2 - Th2 q1'^2 sin q2,  b3 = T3 - m3L g,
///   det = ma11 ma22 - ma12^2 = Th1 Th3 - Th2^2 cos^2 q2,
///   q1'' = (ma22 b1 - ma12 b2) / det,  q2'' = (ma11 b2 - ma12 b1) / det,  q3'' = b3 / ma33.
C11State c11_explicit_rhs(double t, const C11State& z, const C11Parameters& p,
                          const C11ControlState& c);

/// Mass matrix entries (ma11, ma12, ma22, ma33) at q2, from the seed's closed form.
std::array<double, 4> c11_mass_matrix(const C11Parameters& p, double q2);

/// The PD voltage U_i (before the limit) and the unlimited dI_i/dt.
double c11_pd_voltage(const C11State& z, const C11Parameters& p, const C11ControlState& c, int i);
double c11_armature_voltage(const C11State& z, const C11Parameters& p, const C11ControlState& c,
                            int i);

/// x_tip = L1 cos q1 + L2 cos(q1 + q2).
double c11_x_tip(const C11State& z, const C11Parameters& p);

struct C11ExplicitEvent {
  double time = 0.0;
  std::string cause;  // e.g. "obstacle", "joint 1 stops", "resume", "motor3 current limit +"
};

struct C11ExplicitResult {
  std::vector<double> time;  // output grid, with left and right limits at events
  std::vector<C11State> state;
  std::vector<std::array<double, 3>> ua;  // armature voltages
  std::vector<C11ExplicitEvent> events;
  long steps = 0, rhs_evaluations = 0, root_evaluations = 0;
  /// Linear interpolation of state component k at t (at an event the later value).
  double at(int k, double t) const;
  const C11State& final() const { return state.back(); }
  /// Time of the first event whose cause equals cause; -1 if none.
  double event_time(const std::string& cause) const;
};

struct C11ExplicitOptions {
  double t_stop = 2.0;
  double output_interval = 1e-3;
  double rtol = 1e-10;
  double atol = 1e-12;
};

/// Integrates the explicit model of task b or c (o.task) from q = q_start, q' = 0, I = 0.
C11ExplicitResult c11_explicit_simulate(const C11Options& o, const C11ExplicitOptions& s = {});

}  // namespace acausal::models::argesim
