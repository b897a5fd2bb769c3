#pragma once
// Sampled-data blocks (after MSL Blocks.Discrete): the input is read at the
// sample instants startTime + k * samplePeriod (exact time events), the
// output is a discrete variable held between them. SampleAndHold also
// samples at initialisation, as MSL's Sampler (when {sampleTrigger, initial()}).
#include "domains/signal.hpp"

namespace acausal::blocks {

struct SampleAndHoldParams {
  double samplePeriod = 0.1;  // s
  double startTime = 0.0;     // s, first sample instant
  double y_start = 0.0;       // output before the first sample
};

/// y = u(t_k), held until the next sample (MSL Discrete.Sampler; MSL
/// Discrete.ZeroOrderHold gives the same output with y = pre(ySample), whose
/// infinitesimal delay only matters for algebraic loops, which the discrete
/// ySample breaks here anyway).
class SampleAndHold : public Component {
 public:
  static constexpr const char* kTypeName = "SampleAndHold";
  using Params = SampleAndHoldParams;
  SampleAndHold(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
  Expr ySample;  // discrete
};

struct DiscretePIParams {
  double k = 1.0;
  double T = 1.0;  // s, time constant of the integrator
  double samplePeriod = 0.1;
  double startTime = 0.0;
  double x_start = 0.0;  // integrator state before the first sample
  double y_start = 0.0;  // output before the first sample
};

/// Sampled PI controller, the Continuous.PI k (1 + 1 / (T s)) with its
/// integrator discretised exactly for a held input (forward Euler):
///   y_k = k (x_k + u_k),   x_{k+1} = x_k + (Ts / T) u_k,   u_k = u(t_k),
/// y held between samples.
class DiscretePI : public Component {
 public:
  static constexpr const char* kTypeName = "DiscretePI";
  using Params = DiscretePIParams;
  DiscretePI(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
  Expr x, yd;  // discrete
};

struct DiscretePDParams {
  double k = 1.0;
  double Td = 0.1;  // s, derivative time constant
  double samplePeriod = 0.1;
  double startTime = 0.0;
  double u_start = 0.0;  // input assumed before the first sample
  double y_start = 0.0;  // output before the first sample
};

/// Sampled PD controller with a backward-difference derivative:
///   y_k = k (u_k + (Td / Ts) (u_k - u_{k-1})),   u_{-1} = u_start,
/// y held between samples.
class DiscretePD : public Component {
 public:
  static constexpr const char* kTypeName = "DiscretePD";
  using Params = DiscretePDParams;
  DiscretePD(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
  Expr u_pre, yd;  // discrete
};

}  // namespace acausal::blocks
