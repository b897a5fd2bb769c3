#pragma once
#include "domains/signal.hpp"

namespace acausal::blocks {

struct PulseParams {
  double amplitude = 1.0;
  double width = 50.0;  // % of the period, in (0, 100]
  double period = 1.0;  // s
  double offset = 0.0;
  double startTime = 0.0;  // s
};

/// Periodic pulse (MSL Sources.Pulse with nperiod = -1): from startTime on,
/// y = offset + amplitude during the first width % of every period, offset
/// otherwise. The discrete `high` rises at startTime + k period and falls
/// width % of a period later (both time events).
class Pulse : public Component {
 public:
  static constexpr const char* kTypeName = "Pulse";
  using Params = PulseParams;
  Pulse(ComponentContext ctx, Params p = Params());
  signal::RealSignal y;
  Expr high;
};

}  // namespace acausal::blocks
