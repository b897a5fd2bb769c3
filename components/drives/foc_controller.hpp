#pragma once
#include <optional>
#include <vector>

#include "components/drives/encoder.hpp"
#include "domains/signal.hpp"

namespace acausal::drives {

/// How phase voltage references become duty cycles.
enum class Modulation {
  Sine,         // duty = 1/2 + v_k/Vdc: linear up to |v| = Vdc/2
  SpaceVector,  // min-max zero-sequence injection, equivalent to SVPWM: up to Vdc/sqrt(3)
};

/// What the controller's reference input commands.
enum class FocMode {
  Speed,     // "w_ref" (rad/s): speed PI -> q current
  Torque,    // "tau_ref" (N.m): the torque equation solved for the q current
  Position,  // "phi_ref" (rad): position P -> speed reference -> speed PI -> q current
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
  double Kp_phi = 50.0;   // 1/s, position gain (Position mode)
  double w_max = 1e6;     // rad/s, limit of the speed reference (Position mode)
  double I_max = 300.0;   // A, limit of the current reference magnitude
  double id_ref = 0.0;    // A, d-axis current reference (< 0: field weakening / MTPA)
  double Vdc = 560.0;     // V, DC-link voltage the duty cycles refer to
  Modulation modulation = Modulation::SpaceVector;
  FocMode mode = FocMode::Speed;
  /// s, from the sample instant to the start of the period in which the
  /// computed voltage is applied (0 for an averaged inverter; 1/f for a PWM
  /// stage latching at its period starts, which coincide with the samples).
  /// The inverse Park uses the rotor angle at the middle of that period.
  double delay = 0.0;
  /// Also output the limited voltage reference in stator coordinates,
  /// "v_ref[1]", "v_ref[2]" (alpha, beta, amplitude-invariant; V), for a
  /// space-vector modulator (SpaceVectorPwm).
  bool alpha_beta_outputs = false;
  /// Set: the angle is the rotor angle quantised by an encoder and the speed
  /// its backward difference (EncoderOptions), both at the samples; there is
  /// no "w" input.
  std::optional<EncoderOptions> encoder;
};

/// Sampled field-oriented speed, torque or position controller of a PMSM fed
/// by a two-level inverter. At every sample t_k = k*Ts it reads the phase
/// currents "i[k]", the rotor angle "phi", the speed "w" (without encoder) and
/// the reference, and holds until t_k+1 the duty cycles "duty[k]":
///   Position mode: w_ref = Kp_phi (phi_ref - phi), limited to +-w_max;
///   speed PI -> iq_ref (Speed and Position modes), or in Torque mode
///     iq_ref = tau_ref / (3/2 p (psi_m + (Ld - Lq) id_ref));
///   iq_ref limited to sqrt(I_max^2 - id_ref^2);
///   dq current PIs with decoupling and back-EMF feed-forward,
///     vd = PI(id_ref - id) - w_el Lq iq,  vq = PI(iq_ref - iq) + w_el (Ld id + psi_m),
///   limited in magnitude to the modulation's linear range;
///   inverse Park at the angle the rotor reaches in the middle of the period
///   in which the voltage applies (Ts/2 + delay after the sample);
///   modulation to duty cycles in [0, 1].
/// The integrators stop while their output is limited (conditional integration).
/// Discrete outputs for inspection: id, iq, iq_ref, vd_ref, vq_ref; with an
/// encoder also phi_meas, w_meas (the encoder's angle and speed estimate).
/// Ref: Bose, Modern Power Electronics and AC Drives, 2002, ch. 8.
class FieldOrientedController : public Component {
 public:
  static constexpr const char* kTypeName = "FieldOrientedController";
  using Params = FieldOrientedControllerParams;
  FieldOrientedController(ComponentContext ctx, Params params = Params());
  /// "w_ref" (rad/s), "tau_ref" (N.m) or "phi_ref" (rad), by mode.
  signal::RealSignal reference;
  signal::RealSignal phi;
  signal::RealSignal w{nullptr, Expr()};  // port is null with an encoder
  std::vector<signal::RealSignal> i, duty;
  std::vector<signal::RealSignal> v_ref;  // alpha, beta; only with alpha_beta_outputs
  Expr id, iq, iq_ref, vd_ref, vq_ref;    // discrete
  Expr phi_meas, w_meas;                  // discrete, with an encoder
};

}  // namespace acausal::drives
