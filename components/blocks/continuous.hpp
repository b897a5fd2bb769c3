#pragma once
// Continuous linear blocks (MSL Blocks.Continuous).
#include "domains/signal.hpp"

namespace acausal::blocks {

/// How a block's states are initialised (MSL Blocks.Types.Init).
enum class Init {
  NoInit,        // start values are guesses only
  SteadyState,   // der(states) = 0
  InitialState,  // states = their start parameters
  InitialOutput  // output y = y_start
};

struct IntegratorParams {
  double k = 1.0;
  double y_start = 0.0;
  /// true: y(t_start) = y_start (MSL default initType = InitialState);
  /// false: y_start is only a guess (initType = NoInit).
  bool fixed = true;
  /// true: a 0/1 input "reset"; when it rises (> 0.5), y is reinitialised
  /// to y_start, or to the input "set" with use_set (MSL use_reset, use_set).
  bool use_reset = false;
  bool use_set = false;  // needs use_reset
};

/// der(y) = k * u, with optional reset (MSL Continuous.Integrator).
class Integrator : public Component {
 public:
  static constexpr const char* kTypeName = "Integrator";
  using Params = IntegratorParams;
  Integrator(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
  signal::RealSignal reset{}, set{};  // ports null unless use_reset (use_set)
};

struct DerParams {};

/// y = der(u), the exact derivative (MSL Continuous.Der): index reduction
/// differentiates the equations that compute u.
class Der : public Component {
 public:
  static constexpr const char* kTypeName = "Der";
  using Params = DerParams;
  Der(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

struct FirstOrderParams {
  double k = 1.0;
  double T = 1.0;  // s
  Init init_type = Init::NoInit;
  double y_start = 0.0;
};

/// First order transfer function k / (T s + 1): der(y) = (k * u - y) / T
/// (MSL Continuous.FirstOrder). InitialState and InitialOutput both set y = y_start.
class FirstOrder : public Component {
 public:
  static constexpr const char* kTypeName = "FirstOrder";
  using Params = FirstOrderParams;
  FirstOrder(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

struct PIParams {
  double k = 1.0;
  double T = 1.0;  // s
  Init init_type = Init::NoInit;
  double x_start = 0.0;
  double y_start = 0.0;
};

/// Proportional-integral controller k (1 + 1 / (T s)) with state x:
/// der(x) = u / T, y = k (x + u) (MSL Continuous.PI).
class PI : public Component {
 public:
  static constexpr const char* kTypeName = "PI";
  using Params = PIParams;
  PI(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
  Expr x;
};

struct PIDParams {
  double k = 1.0;
  double Ti = 0.5;  // s
  double Td = 0.1;  // s
  double Nd = 10.0;
  Init init_type = Init::InitialState;
  double xi_start = 0.0;
  double xd_start = 0.0;
  double y_start = 0.0;
};

/// PID controller in additive form, y = k (u + I.y + D.y) with the integral
/// der(I.y) = u / Ti and the approximated derivative Td s / (Tf s + 1),
/// Tf = max(Td / Nd, 100 eps), realised with the state D.x:
/// der(D.x) = (u - D.x) / Tf, D.y = Td / Tf (u - D.x); for Td = 0 the
/// derivative part is 0 (MSL Continuous.PID, whose inner blocks P, I, D are
/// written out here; their signals keep the MSL names P.y, I.y, D.x, D.y).
class PID : public Component {
 public:
  static constexpr const char* kTypeName = "PID";
  using Params = PIDParams;
  PID(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
  Expr xi, xd;  // I.y and D.x
};

}  // namespace acausal::blocks
