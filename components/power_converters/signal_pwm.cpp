#include "components/power_converters/signal_pwm.hpp"

namespace acausal::power_converters {

SignalPWM::SignalPWM(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      fire(signal::declare_output(*this, "fire")),
      notFire(signal::declare_output(*this, "notFire")) {
  Expr f = parameter("f", params.f, {"Hz", "switching frequency", ParameterCheck::Positive});
  Expr startTime = parameter("startTime", params.startTime, {"s", "start time"});
  Expr d;
  if (params.useConstantDutyCycle) {
    d = parameter("constantDutyCycle", params.constantDutyCycle, {"1", "constant duty cycle"});
  } else {
    dutyCycle = signal::declare_input(*this, "dutyCycle");
    d = dutyCycle.value;
  }
  // Limiter and zero-order hold: the duty cycle of a period is fixed at its start.
  Expr held = discrete("zeroOrderHold.y", 0.0, "duty cycle of the current period");
  // Read only inside the when-clause, whose equations Modelica evaluates
  // without events (spec 3.5, 8.5): the limits raise none.
  const Expr limited = no_event(min(max(d, 0.0), 1.0));
  // Saw tooth: T_start is the start of the current period (MSL Sources.SawTooth).
  Expr T_start = discrete("sawtooth.T_start", params.startTime, "start of the current period");
  const Expr period_starts = sample(startTime, 1.0 / f) || initial();
  when(period_starts, {{held, limited}, {T_start, Expr::time()}});
  // fire = sawtooth < held with sawtooth = (time - T_start) f, written as the
  // instant the tooth passes the duty cycle: a time event, exact even for a
  // duty cycle of a few ulps (a state event there could not be separated
  // from the period's start).
  const Expr t = Expr::time();
  equation(fire.value, if_else(t < startTime, if_else(held > 0.0, 1.0, 0.0),
                               if_else(t < T_start + held / f, 1.0, 0.0)));
  equation(notFire.value, 1.0 - fire.value);
}

}  // namespace acausal::power_converters
