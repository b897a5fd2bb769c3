#include "components/power_converters/rectifier_control_filter.hpp"

#include <numbers>

namespace acausal::power_converters {

RectifierControlFilter::RectifierControlFilter(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  constexpr double pi = std::numbers::pi;
  constexpr int na = 2;  // all-pass stages (MSL: final parameter na = 2)
  Expr f = parameter("f", params.f, {"Hz", "mains frequency", ParameterCheck::Positive});
  Expr fCut = parameter("fCut", params.fCut > 0 ? params.fCut : 2 * params.f,
                        {"Hz", "cut-off frequency", ParameterCheck::Positive});
  Expr yStart = parameter("yStart", params.yStart, {"", "start value of the output"});
  const Expr fa = f / tan(pi / na - atan(f / fCut) / (2 * na));
  const Expr wa = 2 * pi * fa;
  Expr x_low =
      variable("firstOrder.y", {.description = "output of the low pass", .start = params.yStart});
  equation(der(x_low), (u.value - x_low) * (2 * pi * fCut));
  initial_equation(x_low, yStart);
  Expr in = x_low;
  for (int j = 1; j <= na; ++j) {
    // MSL names the all-pass stages transferFunction[j], their state x_scaled[1].
    const std::string stage = "transferFunction[" + std::to_string(j) + "]";
    Expr x = variable(stage + ".x_scaled[1]",
                      {.description = "state of the all-pass stage", .start = params.yStart});
    Expr out = variable(stage + ".y", {.description = "output of the all-pass stage"});
    equation(der(x), wa * (in - x));
    equation(out, 2.0 * x - in);
    initial_equation(out, yStart);
    in = out;
  }
  equation(y.value, in);
}

}  // namespace acausal::power_converters
