#pragma once
// Signal sources (MSL Blocks.Sources).
#include "domains/signal.hpp"

namespace acausal::blocks {

struct SineParams {
  double amplitude = 1.0;
  double f = 1.0;  // Hz
  double phase = 0.0;
  double offset = 0.0;
  double start_time = 0.0;
};

/// y = offset + (time < startTime ? 0 : amplitude * sin(2 pi f (time - startTime) + phase)).
class Sine : public Component {
 public:
  static constexpr const char* kTypeName = "Sine";
  using Params = SineParams;
  Sine(ComponentContext ctx, Params p = Params());
  signal::RealSignal y;
};

struct ConstantParams {
  double k = 1.0;
};

/// y = k (MSL Sources.Constant).
class Constant : public Component {
 public:
  static constexpr const char* kTypeName = "Constant";
  using Params = ConstantParams;
  Constant(ComponentContext ctx, Params p = Params());
  signal::RealSignal y;
};

struct StepParams {
  double height = 1.0;
  double offset = 0.0;
  double start_time = 0.0;  // s
};

/// y = offset + (time < startTime ? 0 : height) (MSL Sources.Step).
class Step : public Component {
 public:
  static constexpr const char* kTypeName = "Step";
  using Params = StepParams;
  Step(ComponentContext ctx, Params p = Params());
  signal::RealSignal y;
};

struct RampParams {
  double height = 1.0;
  double duration = 2.0;  // s
  double offset = 0.0;
  double start_time = 0.0;  // s
};

/// y = offset, rising linearly by height from startTime over duration, then
/// offset + height (MSL Sources.Ramp).
class Ramp : public Component {
 public:
  static constexpr const char* kTypeName = "Ramp";
  using Params = RampParams;
  Ramp(ComponentContext ctx, Params p = Params());
  signal::RealSignal y;
};

}  // namespace acausal::blocks
