#include "components/drives/carrier_pwm.hpp"

#include "domains/polyphase.hpp"

namespace acausal::drives {

CarrierPwm::CarrierPwm(ComponentContext ctx, Params params) : Component(std::move(ctx)) {
  polyphase::check_phase_count(*this, params.m);
  Expr f = parameter("f_carrier", params.f_carrier,
                     {"Hz", "switching frequency", ParameterCheck::Positive});
  const Expr T = 1.0 / f;
  Expr t0 = discrete("t0", 0.0, "start of the current carrier period");
  std::vector<Assignment> latch{{t0, Expr::time()}};
  const Expr t = Expr::time();
  for (std::size_t k = 0; k < static_cast<std::size_t>(params.m); ++k) {
    const std::string ix = polyphase::index(k);
    duty.push_back(signal::declare_input(*this, "duty" + ix));
    fire_p.push_back(signal::declare_output(*this, "fire_p" + ix));
    fire_n.push_back(signal::declare_output(*this, "fire_n" + ix));
    Expr d = discrete("d" + ix, 0.0, "duty cycle latched for this period");
    latch.push_back({d, no_event(min(max(duty[k].value, 0.0), 1.0))});
    // Two time relations per period: the rising and the falling edge.
    Expr on = if_else(t >= t0 + (1.0 - d) * T / 2.0,
                      if_else(t < t0 + (1.0 + d) * T / 2.0, 1.0, 0.0), 0.0);
    equation(fire_p[k].value, on);
    equation(fire_n[k].value, 1.0 - fire_p[k].value);
  }
  when(sample(0.0, T), std::move(latch));
}

}  // namespace acausal::drives
