#pragma once
#include "domains/signal.hpp"

namespace acausal::blocks {

struct TrapezoidParams {
  double amplitude = 1.0;
  double rising = 0.0;   // s, >= 0
  double width = 0.5;    // s, >= 0
  double falling = 0.0;  // s, >= 0
  double period = 1.0;   // s, > 0
  int nperiod = -1;      // periods to run (< 0: for ever); structural
  double offset = 0.0;
  double startTime = 0.0;  // s; may be negative (the wave is then under way at t = 0)
};

/// Periodic trapezoid (MSL Blocks.Sources.Trapezoid): from the start of each
/// period T_start, y rises linearly to offset + amplitude during `rising`,
/// holds for `width`, falls during `falling` and stays at offset for the rest
/// of the period; y = offset before startTime and after nperiod periods.
/// T_start and the period count are discrete, updated at startTime + k period
/// (time events); their values at t = 0 assume the run starts there.
class Trapezoid : public Component {
 public:
  static constexpr const char* kTypeName = "Trapezoid";
  using Params = TrapezoidParams;
  Trapezoid(ComponentContext ctx, Params p = Params());
  signal::RealSignal y;
};

}  // namespace acausal::blocks
