#pragma once
// Position encoder (angle quantisation, sampled) and velocity estimation by
// numerical differentiation: blocks usable alone (a joint controller reading
// an angle sensor) and the same update inside the field-oriented controller
// (drive option), so the drive sees no extra sample of delay.
#include "domains/signal.hpp"

namespace acausal::drives {

/// Nearest integer to x as an expression (the expression layer has no
/// rounding function): x - atan2(sin 2 pi x, cos 2 pi x) / (2 pi). Exact up
/// to round-off of order |x| eps (1e-9 at 1e7 counts); at a tie (x = n + 1/2)
/// either neighbour. Meant for sampled updates (inside when-clauses): it jumps
/// without an event.
Expr round_to_integer(const Expr& x);

/// The next values of an encoder's held angle and velocity estimate at one
/// sample, from the sampled angle phi and the previous sample's values:
///   angle    = quantum round(phi / quantum)          (quantum = 2 pi / counts; none if 0)
///   raw      = (angle - angle_prev) / Ts              (backward difference)
///   velocity = velocity_prev + Ts / (T_filter + Ts) (raw - velocity_prev)
/// (the first-order filter T_filter dv/dt + v = raw discretised by backward
/// Euler; T_filter = 0 gives raw), and velocity = 0 at the first sample
/// (started = 0), which has no previous angle.
struct EncoderStep {
  Expr angle, velocity;
};
EncoderStep encoder_step(const Expr& phi, bool quantize, const Expr& quantum, const Expr& Ts,
                         const Expr& T_filter, const Expr& angle_prev, const Expr& velocity_prev,
                         const Expr& started);

/// Encoder option of the PMSM drives and of the field-oriented controller:
/// the controller's angle is the quantised rotor angle and its speed the
/// backward difference of it, both at the controller's samples.
struct EncoderOptions {
  double counts_per_rev = 131072.0;  // 17-bit encoder; must be an integer >= 1
  double T_filter = 0.0;             // s, time constant of the velocity filter (0: none)
};

/// Throws ModelError naming the component path if counts_per_rev is not an
/// integer >= 1 or T_filter < 0 (prefix: how to name the options in the hint).
void validate_encoder_options(const Component& c, const EncoderOptions& o,
                              const std::string& prefix);

struct EncoderParams {
  double counts_per_rev = 131072.0;  // counts per revolution (integer >= 1)
  double samplePeriod = 1e-3;        // s
  double startTime = 0.0;            // s, first sample
  double T_filter = 0.0;             // s, velocity filter time constant (0: raw difference)
};

/// Incremental/absolute rotary encoder with velocity estimation, sampled at
/// startTime + k samplePeriod: reads the angle "phi" (rad, e.g. an
/// AngleSensor's output) and holds
///   "phi_q" = the angle quantised to the nearest count, 2 pi/counts_per_rev
///             (|phi_q - phi(t_k)| <= half a count),
///   "w"     = the backward difference (phi_q(t_k) - phi_q(t_k-1)) / samplePeriod,
///             first-order filtered with T_filter (see encoder_step); 0 at the
///             first sample.
/// Both outputs come from the same sample, so w has no extra delay. Discrete
/// variables for inspection: angle, velocity.
class Encoder : public Component {
 public:
  static constexpr const char* kTypeName = "Encoder";
  using Params = EncoderParams;
  Encoder(ComponentContext ctx, Params params = Params());
  signal::RealSignal phi, phi_q, w;
  Expr angle, velocity;
};

struct VelocityEstimatorParams {
  double samplePeriod = 1e-3;  // s
  double startTime = 0.0;      // s
  double T_filter = 0.0;       // s (0: raw backward difference)
};

/// Velocity by numerical differentiation of a sampled angle "u" (rad):
/// "y" = (u(t_k) - u(t_k-1)) / samplePeriod, first-order filtered with
/// T_filter, held; 0 at the first sample. Exact for a ramp without filter.
/// Fed from an Encoder sampled at the same instants it sees the encoder's
/// previous output (when-clauses of one instant read before they assign):
/// use Encoder.w for a difference without that extra sample of delay.
class VelocityEstimator : public Component {
 public:
  static constexpr const char* kTypeName = "VelocityEstimator";
  using Params = VelocityEstimatorParams;
  VelocityEstimator(ComponentContext ctx, Params params = Params());
  signal::RealSignal u, y;
  Expr angle, velocity;  // discrete: last sampled input, estimate
};

}  // namespace acausal::drives
