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

/// Signal block of the inverse Clarke transform (MSL
/// Machines.SpacePhasors.Blocks.FromSpacePhasor): inputs "u[1]", "u[2]" (the
/// phasor) and "zero", outputs y[k] = u[1] cos theta_k + u[2] sin theta_k + zero.
class FromSpacePhasor : public Component {
 public:
  static constexpr const char* kTypeName = "FromSpacePhasor";
  using Params = ToSpacePhasorParams;
  FromSpacePhasor(ComponentContext ctx, Params params = Params());
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

struct DQToThreePhaseParams {
  int p = 2;           // pole pairs
  bool useRMS = true;  // the inputs d, q are RMS values (multiplied by sqrt(2))
};

/// Rotor-frame set values to phase values (MSL Machines.Utilities.DQToThreePhase):
/// y = FromSpacePhasor(Rotator((k d, k q), -p phi), zero = 0), k = sqrt(2)
/// with useRMS; inputs "d", "q", "phi" (the rotor's mechanical angle),
/// outputs "y[1..3]", to feed a current or voltage source.
class DQToThreePhase : public Component {
 public:
  static constexpr const char* kTypeName = "DQToThreePhase";
  using Params = DQToThreePhaseParams;
  DQToThreePhase(ComponentContext ctx, Params params = Params());
  signal::RealSignal d, q, phi;
  std::vector<signal::RealSignal> y;
};

}  // namespace acausal::drives
