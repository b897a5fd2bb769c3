#pragma once
// Discontinuous and non-differentiable algebraic blocks (MSL Blocks.Nonlinear).
// Their relations are frozen between events (zero crossings at the limits)
// unless strict = true, which evaluates them directly (MSL noEvent). The MSL
// homotopy options are left out: the initialisation solves the actual model.
#include <optional>

#include "components/blocks/continuous.hpp"
#include "domains/signal.hpp"

namespace acausal::blocks {

struct LimiterParams {
  double uMax = 1.0;
  /// Lower limit; unset means -uMax (MSL default binding, which then follows a tuned uMax).
  std::optional<double> uMin;
  bool strict = false;  // true: limits with noEvent (no state events)
};

/// y = if u > uMax then uMax else if u < uMin then uMin else u (MSL Nonlinear.Limiter).
class Limiter : public Component {
 public:
  static constexpr const char* kTypeName = "Limiter";
  using Params = LimiterParams;
  Limiter(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

struct VariableLimiterParams {
  bool strict = false;  // true: limits with noEvent (no state events)
};

/// y = if u > limit1 then limit1 else if u < limit2 then limit2 else u, with the
/// limits as inputs (MSL Nonlinear.VariableLimiter).
class VariableLimiter : public Component {
 public:
  static constexpr const char* kTypeName = "VariableLimiter";
  using Params = VariableLimiterParams;
  VariableLimiter(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, limit1, limit2, y;
};

struct DeadZoneParams {
  double uMax = 1.0;
  /// Lower limit; unset means -uMax (MSL default binding).
  std::optional<double> uMin;
};

/// y = if u > uMax then u - uMax else if u < uMin then u - uMin else 0
/// (MSL Nonlinear.DeadZone).
class DeadZone : public Component {
 public:
  static constexpr const char* kTypeName = "DeadZone";
  using Params = DeadZoneParams;
  DeadZone(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

struct SlewRateLimiterParams {
  double Rising = 1.0;  // 1/s, maximum rising slew rate (> 0)
  /// 1/s, maximum falling slew rate (< 0); unset means -Rising (MSL default
  /// binding, which then follows a tuned Rising).
  std::optional<double> Falling;
  double Td = 0.001;  // s, derivative time constant (> 0)
  /// SteadyState (MSL default): y = u at the start; InitialState and
  /// InitialOutput: y = y_start; NoInit: y_start is a guess.
  Init init_type = Init::SteadyState;
  double y_start = 0.0;
  bool strict = false;  // true: limits with noEvent (no state events)
};

/// Limits the slew rate of the input: the input's rate is estimated as
/// val = (u - y) / Td and der(y) = val clamped to [Falling, Rising]
/// (MSL Nonlinear.SlewRateLimiter); y follows u with lag Td where the rate is
/// within the limits.
class SlewRateLimiter : public Component {
 public:
  static constexpr const char* kTypeName = "SlewRateLimiter";
  using Params = SlewRateLimiterParams;
  SlewRateLimiter(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

}  // namespace acausal::blocks
