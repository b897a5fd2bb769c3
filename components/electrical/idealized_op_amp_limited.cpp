#include "components/electrical/idealized_op_amp_limited.hpp"

namespace acausal::electrical {

IdealizedOpAmpLimited::IdealizedOpAmpLimited(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      in_p(declare_pin(*this, "in_p")),
      in_n(declare_pin(*this, "in_n")),
      out(declare_pin(*this, "out")),
      v_in(variable("v_in", {.unit = "V", .description = "input voltage difference"})),
      v_out(variable("v_out", {.unit = "V", .description = "output voltage to ground"})) {
  Expr V0 = parameter("V0", params.V0, {"1", "no-load amplification", ParameterCheck::Positive});
  // Guesses at the default supply: the supply current divides by vps - vns.
  Expr vps =
      variable("vps", {.unit = "V", .description = "positive supply voltage", .start = 15.0});
  Expr vns =
      variable("vns", {.unit = "V", .description = "negative supply voltage", .start = -15.0});
  Expr p_in = variable("p_in", {.unit = "W", .description = "input power"});
  Expr p_out = variable("p_out", {.unit = "W", .description = "output power"});
  Expr p_s = variable("p_s", {.unit = "W", .description = "supply power"});
  Expr i_s = variable("i_s", {.unit = "A", .description = "supply current"});
  if (params.useSupply) {
    s_p = declare_pin(*this, "s_p");
    s_n = declare_pin(*this, "s_n");
    equation(vps, s_p->v);
    equation(vns, s_n->v);
    equation(s_p->i, i_s);
    equation(s_n->i, -i_s);
  } else {
    equation(vps, parameter("Vps", params.Vps, {"V", "positive supply voltage"}));
    equation(vns, parameter("Vns", params.Vns, {"V", "negative supply voltage"}));
  }
  equation(in_p.i, 0.0);
  equation(in_n.i, 0.0);
  equation(v_in, in_p.v - in_n.v);
  equation(v_out, out.v);
  const Expr amplified = V0 * v_in;
  Expr limited = if_else(amplified > vps, vps, if_else(amplified < vns, vns, amplified));
  equation(v_out, params.strict ? no_event(limited) : limited);
  equation(p_in, in_p.v * in_p.i + in_n.v * in_n.i);
  equation(p_out, out.v * out.i);
  equation(p_s, -(p_in + p_out));
  equation(i_s * (vps - vns), p_s);
}

}  // namespace acausal::electrical
