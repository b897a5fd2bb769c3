#pragma once
// Logical blocks (MSL Blocks.Logical). Modelica Boolean signals are carried as
// Real signals on the ordinary signal connector (domains/signal.hpp), with
// false = 0 and true = 1: the framework has one signal connector type, and a
// 0/1 Real connects to any Real input (e.g. a Gain) as MSL's BooleanToReal
// would. Boolean inputs read a signal as true when it is > 0.5. The relations
// are frozen between events, so outputs switch exactly at the crossings.
#include "domains/signal.hpp"

namespace acausal::blocks {

struct ComparisonParams {};

/// y = u1 > u2 (MSL Logical.Greater); y is 0/1.
class Greater : public Component {
 public:
  static constexpr const char* kTypeName = "Greater";
  using Params = ComparisonParams;
  Greater(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

/// y = u1 < u2 (MSL Logical.Less); y is 0/1.
class Less : public Component {
 public:
  static constexpr const char* kTypeName = "Less";
  using Params = ComparisonParams;
  Less(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

struct ThresholdParams {
  double threshold = 0.0;
};

/// y = u > threshold (MSL Logical.GreaterThreshold); y is 0/1.
class GreaterThreshold : public Component {
 public:
  static constexpr const char* kTypeName = "GreaterThreshold";
  using Params = ThresholdParams;
  GreaterThreshold(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

/// y = u < threshold (MSL Logical.LessThreshold); y is 0/1.
class LessThreshold : public Component {
 public:
  static constexpr const char* kTypeName = "LessThreshold";
  using Params = ThresholdParams;
  LessThreshold(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

struct HysteresisParams {
  double uLow = 0.0;   // if y = true and u < uLow, y switches to false
  double uHigh = 1.0;  // if y = false and u > uHigh, y switches to true
  /// Value of pre(y) at the initial time (structural: the start of a discrete variable).
  bool pre_y_start = false;
};

/// y = not pre(y) and u > uHigh or pre(y) and u >= uLow (MSL Logical.Hysteresis),
/// with the Boolean held in the discrete variable "yd" and output as 0/1.
class Hysteresis : public Component {
 public:
  static constexpr const char* kTypeName = "Hysteresis";
  using Params = HysteresisParams;
  Hysteresis(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
  Expr yd;  // the Boolean y (0/1), discrete
};

struct SwitchParams {};

/// y = if u2 then u1 else u3 (MSL Logical.Switch); u2 is a 0/1 signal, true when > 0.5.
class Switch : public Component {
 public:
  static constexpr const char* kTypeName = "Switch";
  using Params = SwitchParams;
  Switch(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, u3, y;
};

struct TimerParams {};

/// Time since the Boolean input last became true, 0 while it is false (MSL
/// Logical.Timer): when u becomes true, entryTime = time; y = u ? time -
/// entryTime : 0. entryTime is a discrete variable starting at 0.
class Timer : public Component {
 public:
  static constexpr const char* kTypeName = "Timer";
  using Params = TimerParams;
  Timer(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
  Expr entryTime;
};

struct PreParams {
  bool pre_u_start = false;  // pre(u) at the initial time
};

/// y = pre(u) (MSL Logical.Pre): the Boolean input as it was before the
/// current event iteration, so a change of u reaches y one iteration later
/// (which breaks algebraic loops of Boolean signals at events). The value of
/// u is held in the discrete variable "ud", y in "yd".
class Pre : public Component {
 public:
  static constexpr const char* kTypeName = "Pre";
  using Params = PreParams;
  Pre(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
  Expr ud, yd;
};

struct LogicalParams {};

/// y = u1 and u2 (MSL Logical.And; Booleans as 0/1, true when > 0.5).
class And : public Component {
 public:
  static constexpr const char* kTypeName = "And";
  using Params = LogicalParams;
  And(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

/// y = u1 or u2 (MSL Logical.Or).
class Or : public Component {
 public:
  static constexpr const char* kTypeName = "Or";
  using Params = LogicalParams;
  Or(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

/// y = not u (MSL Logical.Not).
class Not : public Component {
 public:
  static constexpr const char* kTypeName = "Not";
  using Params = LogicalParams;
  Not(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

}  // namespace acausal::blocks
