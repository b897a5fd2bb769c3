#pragma once
#include <vector>

#include "domains/signal.hpp"

namespace acausal::drives {

struct SpaceVectorPwmParams {
  double f = 1e3;           // Hz, switching frequency
  double uMax = 100.0;      // V, DC voltage the reference refers to
  double start_time = 0.0;  // s
  /// false: MSL's layout as coded (all-on span t0/4, final all-off t0/2);
  /// true: the symmetric seven-segment layout (t0/4 off, ta/2, tb/2, t0/2 on,
  /// tb/2, ta/2, t0/4 off): the zero vectors centred on the period start and
  /// middle, where a regular-sampling controller reads the ripple's mean.
  bool symmetric = false;
};

/// Three-phase space-vector PWM (MSL PowerConverters.DCAC.Control.SVPWM): at
/// each sample the reference phasor (inputs "u[1]", "u[2]") is located in its
/// sector ka (neighbour kb); the on-times of the two adjacent active vectors
/// ta, tb and of the zero vectors t0 = 1 - ta - tb (relative to the period)
/// are laid out as MSL does: t0/4 zero (all off), ta/2 vector ka, tb/2
/// vector kb, t0/4 zero (all on), tb/2 kb, ta/2 ka, t0/2 zero (all off);
/// with symmetric, t0/2 all on and t0/4 all off at the end instead.
/// Outputs 0/1 gates "fire_p[k]" and "fire_n[k]" = 1 - fire_p[k]; all upper
/// switches on before start_time. The reference length is limited to the
/// inscribed circle of the hexagon, uMax/sqrt(3).
class SpaceVectorPwm : public Component {
 public:
  static constexpr const char* kTypeName = "SpaceVectorPwm";
  using Params = SpaceVectorPwmParams;
  SpaceVectorPwm(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> u, fire_p, fire_n;
  Expr ka, kb, ta, tb, t0, T0;  // discrete
};

}  // namespace acausal::drives
