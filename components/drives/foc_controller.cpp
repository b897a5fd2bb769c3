#include "components/drives/foc_controller.hpp"

#include <cmath>
#include <numbers>

#include <fmt/format.h>

#include "components/drives/space_phasor.hpp"
#include "domains/polyphase.hpp"

namespace acausal::drives {

namespace {
Expr clamp(const Expr& x, const Expr& lo, const Expr& hi) {
  return min(max(x, lo), hi);
}

const char* reference_name(FocMode mode) {
  switch (mode) {
    case FocMode::Torque:
      return "tau_ref";
    case FocMode::Position:
      return "phi_ref";
    case FocMode::Speed:
      break;
  }
  return "w_ref";
}
}  // namespace

FieldOrientedController::FieldOrientedController(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      reference(signal::declare_input(*this, reference_name(params.mode))),
      phi(signal::declare_input(*this, "phi")),
      id(discrete("id", 0.0, "sampled d-axis current")),
      iq(discrete("iq", 0.0, "sampled q-axis current")),
      iq_ref(discrete("iq_ref", 0.0, "q-axis current reference")),
      vd_ref(discrete("vd_ref", 0.0, "d-axis voltage reference")),
      vq_ref(discrete("vq_ref", 0.0, "q-axis voltage reference")) {
  if (params.p < 1)
    throw ModelError(fmt::format(
        "{} '{}': parameter p = {} (number of pole pairs) is invalid: it must be an integer >= "
        "1. Set {}.p to the machine's pole-pair count.",
        type_name(), path(), params.p, path()));
  if (!(std::abs(params.id_ref) < params.I_max))
    throw ModelError(fmt::format(
        "{} '{}': |id_ref| = {} A leaves no q-axis current within I_max = {} A. Lower {}.id_ref "
        "or raise {}.I_max.",
        type_name(), path(), std::abs(params.id_ref), params.I_max, path(), path()));
  const double torque_per_iq = params.psi_m + (params.Ld - params.Lq) * params.id_ref;
  if (params.mode == FocMode::Torque && !(torque_per_iq > 0))
    throw ModelError(fmt::format(
        "{} '{}': psi_m + (Ld - Lq) id_ref = {:.4g} Wb gives no positive torque per q-axis ampere, "
        "so a torque reference cannot be turned into a current. Check {}.psi_m, Ld, Lq and "
        "id_ref.",
        type_name(), path(), torque_per_iq, path()));
  if (!(params.delay >= 0))
    throw ModelError(fmt::format(
        "{} '{}': delay = {} s is invalid: the time from the sample to the period in which the "
        "voltage applies cannot be negative. Set {}.delay to 0 (averaged inverter) or to the PWM "
        "period.",
        type_name(), path(), params.delay, path()));
  if (params.encoder) validate_encoder_options(*this, *params.encoder, "the encoder's ");
  const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
  Expr p = parameter("p", params.p, {"1", "number of pole pairs", pos});
  Expr Ts = parameter("Ts", params.Ts, {"s", "sample period", pos});
  Expr Ld = parameter("Ld", params.Ld, {"H", "d-axis inductance", nonneg});
  Expr Lq = parameter("Lq", params.Lq, {"H", "q-axis inductance", nonneg});
  Expr psi_m = parameter("psi_m", params.psi_m, {"Wb", "magnet flux linkage", nonneg});
  Expr Kp_i = parameter("Kp_i", params.Kp_i, {"V/A", "current PI gain", nonneg});
  Expr Ki_i = parameter("Ki_i", params.Ki_i, {"V/(A.s)", "current PI integral gain", nonneg});
  Expr I_max = parameter("I_max", params.I_max, {"A", "current limit", pos});
  Expr id_ref = parameter("id_ref", params.id_ref, {"A", "d-axis current reference"});
  Expr Vdc = parameter("Vdc", params.Vdc, {"V", "DC-link voltage", pos});
  Expr delay = parameter("delay", params.delay, {"s", "delay until the voltage applies", nonneg});
  Expr x_d = discrete("x_d", 0.0, "d-axis current PI integrator");
  Expr x_q = discrete("x_q", 0.0, "q-axis current PI integrator");

  std::vector<Expr> i_meas;
  for (std::size_t k = 0; k < 3; ++k) {
    i.push_back(signal::declare_input(*this, "i" + polyphase::index(k)));
    duty.push_back(signal::declare_output(*this, "duty" + polyphase::index(k)));
    i_meas.push_back(i[k].value);
  }
  std::vector<Expr> duty_held;
  for (std::size_t k = 0; k < 3; ++k) {
    duty_held.push_back(discrete("dutyHeld" + polyphase::index(k), 0.5, "duty cycle held"));
    equation(duty[k].value, duty_held[k]);
  }
  std::vector<Assignment> update;

  // Everything below is evaluated at the sample instant only; relations are
  // read directly (no_event): they must not create events of their own.
  // The rotor angle and speed: the sensors', or the encoder's at this sample.
  Expr angle = phi.value, speed = 0.0;
  if (params.encoder) {
    Expr counts = parameter("counts_per_rev", params.encoder->counts_per_rev,
                            {"1", "encoder counts per revolution", pos});
    Expr T_filter = parameter("T_filter", params.encoder->T_filter,
                              {"s", "velocity filter time constant", nonneg});
    phi_meas = discrete("phi_meas", 0.0, "encoder angle at the last sample");
    w_meas = discrete("w_meas", 0.0, "speed estimate at the last sample");
    Expr started = discrete("encoderStarted", 0.0, "1 after the first sample");
    const EncoderStep step = encoder_step(phi.value, true, 2 * std::numbers::pi / counts, Ts,
                                          T_filter, pre(phi_meas), pre(w_meas), pre(started));
    angle = step.angle;
    speed = step.velocity;
    update.insert(update.end(), {{phi_meas, step.angle}, {w_meas, step.velocity}, {started, 1.0}});
  } else {
    w = signal::declare_input(*this, "w");
    speed = w.value;
  }
  const Expr gamma = p * angle, w_el = p * speed;
  const auto s = to_space_phasor(i_meas);
  const auto i_dq = park(s.alpha, s.beta, gamma);

  // Outer loops: position -> speed -> q current, or the torque equation.
  const Expr iq_max = sqrt(I_max * I_max - id_ref * id_ref);
  Expr iq_unlimited = 0.0;
  if (params.mode == FocMode::Torque) {
    iq_unlimited = reference.value / (1.5 * p * (psi_m + (Ld - Lq) * id_ref));
  } else {
    Expr Kp_w = parameter("Kp_w", params.Kp_w, {"A.s/rad", "speed PI gain", nonneg});
    Expr Ki_w = parameter("Ki_w", params.Ki_w, {"A/rad", "speed PI integral gain", nonneg});
    Expr x_w = discrete("x_w", 0.0, "speed PI integrator");
    Expr w_reference = reference.value;
    if (params.mode == FocMode::Position) {
      Expr Kp_phi = parameter("Kp_phi", params.Kp_phi, {"1/s", "position gain", nonneg});
      Expr w_max = parameter("w_max", params.w_max, {"rad/s", "speed reference limit", pos});
      w_reference = no_event(clamp(Kp_phi * (reference.value - angle), -w_max, w_max));
    }
    const Expr e_w = w_reference - speed;
    iq_unlimited = Kp_w * e_w + pre(x_w);
    update.push_back(
        {x_w, pre(x_w) + no_event(if_else(abs(iq_unlimited) < iq_max, Ki_w * Ts * e_w, 0.0))});
  }
  const Expr iq_limited = no_event(clamp(iq_unlimited, -iq_max, iq_max));

  // Current loops with decoupling and back-EMF feed-forward.
  const Expr e_d = id_ref - i_dq.d, e_q = iq_limited - i_dq.q;
  const Expr vd = Kp_i * e_d + pre(x_d) - w_el * Lq * i_dq.q;
  const Expr vq = Kp_i * e_q + pre(x_q) + w_el * (Ld * i_dq.d + psi_m);
  const bool svm = params.modulation == Modulation::SpaceVector;
  const Expr v_max = svm ? Vdc / std::sqrt(3.0) : Vdc / 2.0;
  const Expr magnitude = sqrt(vd * vd + vq * vq);
  const Expr limited = magnitude > v_max;
  const Expr scale = no_event(if_else(limited, v_max / max(magnitude, 1e-12), 1.0));
  const Expr x_d_next = pre(x_d) + no_event(if_else(limited, 0.0, Ki_i * Ts * e_d));
  const Expr x_q_next = pre(x_q) + no_event(if_else(limited, 0.0, Ki_i * Ts * e_q));

  // Back to phase voltages at the mean rotor angle of the period in which they apply.
  const auto v_ab = inverse_park(scale * vd, scale * vq, gamma + w_el * (Ts / 2.0 + delay));
  std::vector<Expr> v_phase = from_space_phasor(SpacePhasor<Expr>{v_ab.d, v_ab.q, 0.0}, 3);
  if (svm) {
    const Expr hi = max(v_phase[0], max(v_phase[1], v_phase[2]));
    const Expr lo = min(v_phase[0], min(v_phase[1], v_phase[2]));
    const Expr offset = no_event((hi + lo) / 2.0);
    for (Expr& v : v_phase) v = v - offset;
  }
  update.insert(update.end(), {{x_d, x_d_next},
                               {x_q, x_q_next},
                               {id, i_dq.d},
                               {iq, i_dq.q},
                               {iq_ref, iq_limited},
                               {vd_ref, scale * vd},
                               {vq_ref, scale * vq}});
  for (std::size_t k = 0; k < 3; ++k)
    update.push_back({duty_held[k], no_event(clamp(0.5 + v_phase[k] / Vdc, 0.0, 1.0))});
  if (params.alpha_beta_outputs) {
    const Expr ab[2] = {v_ab.d, v_ab.q};
    for (std::size_t k = 0; k < 2; ++k) {
      const std::string ix = polyphase::index(k);
      v_ref.push_back(signal::declare_output(*this, "v_ref" + ix));
      Expr held = discrete("vRefHeld" + ix, 0.0, "stator-frame voltage reference held");
      equation(v_ref[k].value, held);
      update.push_back({held, ab[k]});
    }
  }
  when(sample(0.0, Ts), std::move(update));
}

}  // namespace acausal::drives
