#pragma once
// Continuous blocks with a limited output (MSL Blocks.Continuous.LimIntegrator
// and LimPID). The limit relations are frozen between events unless strict =
// true (MSL noEvent).
#include <optional>

#include "components/blocks/continuous.hpp"

namespace acausal::blocks {

struct LimIntegratorParams {
  double k = 1.0;
  double outMax = 1.0;
  /// Lower limit; unset means -outMax (MSL default binding).
  std::optional<double> outMin;
  /// InitialState and InitialOutput: y = y_start; SteadyState: der(y) = 0.
  Init init_type = Init::InitialState;
  double y_start = 0.0;  // must lie within the limits
  bool strict = false;
};

/// Integrator with limited output and anti-windup (MSL Continuous.LimIntegrator,
/// without reset and with limitsAtInit = true):
///   der(y) = if y < outMin and k u < 0 or y > outMax and k u > 0 then 0 else k u.
/// While y is at a limit and the input drives it outward, y holds.
class LimIntegrator : public Component {
 public:
  static constexpr const char* kTypeName = "LimIntegrator";
  using Params = LimIntegratorParams;
  LimIntegrator(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

/// MSL Blocks.Types.SimpleController.
enum class SimpleController { P, PI, PD, PID };

struct LimPIDParams {
  SimpleController controllerType = SimpleController::PID;
  double k = 1.0;
  double Ti = 0.5;  // s
  double Td = 0.1;  // s
  double yMax = 1.0;
  /// Lower output limit; unset means -yMax (MSL default binding).
  std::optional<double> yMin;
  double wp = 1.0;  // set-point weight of the proportional part
  double wd = 0.0;  // set-point weight of the derivative part
  double Ni = 0.9;  // Ni * Ti is the time constant of the anti-windup compensation
  double Nd = 10.0;
  bool withFeedForward = false;
  double kFF = 1.0;
  Init init_type = Init::InitialState;
  double xi_start = 0.0;
  double xd_start = 0.0;
  double y_start = 0.0;
  bool strict = false;
};

/// P, PI, PD or PID controller with limited output, anti-windup compensation,
/// set-point weighting and optional feed-forward (MSL Continuous.LimPID; its
/// inner blocks are written out as equations and keep their MSL signal names,
/// e.g. "I.y", "D.x", "addFF.y"):
///   P.y = wp u_s - u_m,  D: Td s / (Tf s + 1) of wd u_s - u_m, Tf = max(Td/Nd, 1e-14),
///   der(I.y) = (u_s - u_m + (y - addFF.y) / (k Ni)) / Ti,
///   addFF.y = k (P.y + I.y + D.y) + kFF u_ff,  y = limiter(addFF.y).
class LimPID : public Component {
 public:
  static constexpr const char* kTypeName = "LimPID";
  using Params = LimPIDParams;
  LimPID(ComponentContext ctx, Params p = Params());
  signal::RealSignal u_s, u_m, y;
  std::optional<signal::RealSignal> u_ff;  // with withFeedForward only
};

}  // namespace acausal::blocks
