#pragma once
#include <vector>

#include "domains/signal.hpp"

namespace acausal::drives {

/// How phase voltage references become duty cycles.
enum class Modulation {
  Sine,         // duty = 1/2 + v_k/Vdc: linear up to |v| = Vdc/2
  SpaceVector,  // min-max zero-sequence injection, equivalent to SVPWM: up to Vdc/sqrt(3)
};

struct FieldOrientedControllerParams {
  int p = 2;              // pole pairs of the machine
  double Ts = 1e-4;       // s, sample period
  double Ld = 1.27e-3;    // H, d-axis inductance (decoupling)
  double Lq = 1.27e-3;    // H, q-axis inductance (decoupling)
  double psi_m = 0.5055;  // Wb, magnet flux linkage (back-EMF feed-forward)
  double Kp_i = 4.0;      // V/A, current PI gain
  double Ki_i = 100.0;    // V/(A.s), current PI integral gain
  double Kp_w = 20.0;     // A.s/rad, speed PI gain
  double Ki_w = 300.0;    // A/rad, speed PI integral gain
  double I_max = 300.0;   // A, limit of the current reference magnitude
  double id_ref = 0.0;    // A, d-axis current reference (< 0: field weakening / MTPA)
  double Vdc = 560.0;     // V, DC-link voltage the duty cycles refer to
  Modulation modulation = Modulation::SpaceVector;
  /// true: the input is the torque reference "tau_ref" (N.m) instead of the
  /// speed reference "w_ref"; iq_ref = tau_ref / (3/2 p (psi_m + (Ld - Lq) id_ref)).
  bool torque_control = false;
};

/// Sampled field-oriented speed controller of a PMSM fed by a two-level
/// inverter. At every sample t_k = k*Ts it reads the phase currents "i[k]",
/// the rotor angle "phi" and speed "w" and the speed reference "w_ref", and
/// holds until t_k+1 the duty cycles "duty[k]":
///   speed PI -> iq_ref, limited to sqrt(I_max^2 - id_ref^2);
///   dq current PIs with decoupling and back-EMF feed-forward,
///     vd = PI(id_ref - id) - w_el Lq iq,  vq = PI(iq_ref - iq) + w_el (Ld id + psi_m),
///   limited in magnitude to the modulation's linear range;
///   inverse Park at the angle the rotor reaches mid-period (ZOH delay);
///   modulation to duty cycles in [0, 1].
/// The integrators stop while their output is limited (conditional integration).
/// With torque_control the speed loop is replaced by the torque equation solved
/// for iq at id = id_ref (input "tau_ref"), for a drive used as a torque source.
/// Discrete outputs for inspection: id, iq, iq_ref, vd_ref, vq_ref.
/// Ref: Bose, Modern Power Electronics and AC Drives, 2002, ch. 8.
class FieldOrientedController : public Component {
 public:
  static constexpr const char* kTypeName = "FieldOrientedController";
  using Params = FieldOrientedControllerParams;
  FieldOrientedController(ComponentContext ctx, Params params = Params());
  signal::RealSignal reference;  // "w_ref" (rad/s) or, with torque_control, "tau_ref" (N.m)
  signal::RealSignal phi, w;
  std::vector<signal::RealSignal> i, duty;
  Expr id, iq, iq_ref, vd_ref, vq_ref;  // discrete
};

}  // namespace acausal::drives
