#pragma once
#include <vector>

#include "domains/signal.hpp"

namespace acausal::drives {

struct ToSpacePhasorParams {
  int m = 3;
};

/// Signal block of the Clarke transform (MSL Machines.SpacePhasors.Blocks.ToSpacePhasor):
/// inputs "u[k]", outputs "y[1]", "y[2]" (the space phasor) and "zero".
class ToSpacePhasor : public Component {
 public:
  static constexpr const char* kTypeName = "ToSpacePhasor";
  using Params = ToSpacePhasorParams;
  ToSpacePhasor(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> u, y;
  signal::RealSignal zero;
};

/// Signal block of the Park rotation (MSL Machines.SpacePhasors.Blocks.Rotator):
/// y = R(-angle) u, i.e. the phasor u seen from a frame turned by "angle".
class Rotator : public Component {
 public:
  static constexpr const char* kTypeName = "Rotator";
  explicit Rotator(ComponentContext ctx);
  std::vector<signal::RealSignal> u, y;
  signal::RealSignal angle;
};

/// Polar form of a phasor (MSL Machines.SpacePhasors.Blocks.ToPolar):
/// y[1] = |u|, y[2] = atan2(u[2], u[1]) (0 for a zero phasor).
class ToPolar : public Component {
 public:
  static constexpr const char* kTypeName = "ToPolar";
  explicit ToPolar(ComponentContext ctx);
  std::vector<signal::RealSignal> u, y;
};

}  // namespace acausal::drives
