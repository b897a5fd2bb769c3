#include "components/polyphase/sine_voltage.hpp"

#include <numbers>

#include <fmt/format.h>

namespace acausal::polyphase {

std::vector<double> symmetric_orientation(int m) {
  std::vector<double> angles;
  for (int k = 0; k < m; ++k) angles.push_back(2 * std::numbers::pi * k / m);
  return angles;
}

SineVoltage::SineVoltage(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this), params.m) {
  std::vector<double> phases = params.phase;
  if (phases.empty())
    for (double a : symmetric_orientation(params.m)) phases.push_back(-a);
  if (phases.size() != v.size())
    throw ModelError(fmt::format(
        "{} '{}': {} phase angles given for m = {} phases. Give one angle per phase, or none "
        "for the symmetric system.",
        type_name(), path(), phases.size(), params.m));
  Expr V = parameter("V", params.V, {"V", "amplitude of the sine waves"});
  Expr f = parameter("f", params.f, {"Hz", "frequency of the sine waves"});
  Expr offset = parameter("offset", params.offset, {"V", "voltage offset"});
  Expr start_time = parameter("startTime", params.start_time, {"s", "time offset"});
  declare_periodic_forcing(*this, f, "sine voltages");
  const Expr t = Expr::time();
  for (std::size_t k = 0; k < v.size(); ++k) {
    Expr phase = parameter("phase" + index(k), phases[k], {"rad", "phase of the sine wave"});
    equation(v[k], offset + if_else(t < start_time, 0.0,
                                    V * sin(2 * std::numbers::pi * f * (t - start_time) + phase)));
  }
}

}  // namespace acausal::polyphase
