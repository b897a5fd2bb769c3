#pragma once
// Mathematical functions on signals (MSL Blocks.Math).
#include "domains/signal.hpp"

namespace acausal::blocks {

struct GainParams {
  double k = 1.0;
};

/// y = k * u (MSL Math.Gain).
class Gain : public Component {
 public:
  static constexpr const char* kTypeName = "Gain";
  using Params = GainParams;
  Gain(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
};

struct AddParams {
  double k1 = 1.0;
  double k2 = 1.0;
};

/// y = k1 * u1 + k2 * u2 (MSL Math.Add).
class Add : public Component {
 public:
  static constexpr const char* kTypeName = "Add";
  using Params = AddParams;
  Add(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

struct FeedbackParams {};

/// y = u1 - u2: commanded input u1 minus feedback input u2 (MSL Math.Feedback).
class Feedback : public Component {
 public:
  static constexpr const char* kTypeName = "Feedback";
  using Params = FeedbackParams;
  Feedback(ComponentContext ctx, Params p = Params());
  signal::RealSignal u1, u2, y;
};

}  // namespace acausal::blocks
