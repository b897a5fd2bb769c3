#include "components/power_converters/signal_2m_pulse.hpp"

#include <algorithm>
#include <numbers>

#include <fmt/format.h>

#include "components/blocks/logical.hpp"
#include "components/blocks/math.hpp"
#include "components/blocks/nonlinear.hpp"
#include "components/blocks/sources.hpp"
#include "components/blocks/vector_signals.hpp"
#include "components/power_converters/rectifier_control_filter.hpp"
#include "core/errors.hpp"

namespace acausal::power_converters {

Signal2mPulse::Signal2mPulse(ComponentContext ctx, Params params) : Component(std::move(ctx)) {
  constexpr double pi = std::numbers::pi;
  if (params.m < 1)
    throw ModelError(fmt::format("{} '{}': parameter m = {} (phases) must be at least 1. Set {}.m.",
                                 type_name(), path(), params.m, path()));
  if (!(params.firingAngleMax > params.firingAngleMin))
    throw ModelError(fmt::format(
        "{} '{}': firingAngleMax = {} must be greater than firingAngleMin = {} (MSL's assert). "
        "Set {}.firingAngleMax or {}.firingAngleMin.",
        type_name(), path(), params.firingAngleMax, params.firingAngleMin, path(), path()));
  if (!params.vStart.empty() && params.vStart.size() != static_cast<std::size_t>(params.m))
    throw ModelError(
        fmt::format("{} '{}': vStart has {} values for m = {} phases. Give {} values "
                    "or none (zeros).",
                    type_name(), path(), params.vStart.size(), params.m, params.m));
  const auto m = static_cast<std::size_t>(params.m);
  v = blocks::declare_inputs(*this, "v", m);
  fire_p = blocks::declare_outputs(*this, "fire_p", m);
  fire_n = blocks::declare_outputs(*this, "fire_n", m);

  // Firing angle, limited and in units of pi (MSL: limiter, gain, replicator).
  auto& limiter = add<blocks::Limiter>(
      "limiter", blocks::Limiter::Params{.uMax = std::min(params.firingAngleMax, pi),
                                         .uMin = std::max(params.firingAngleMin, 0.0)});
  if (params.useConstantFiringAngle) {
    auto& constant = add<blocks::Constant>(
        "constantconstantFiringAngle", blocks::Constant::Params{.k = params.constantFiringAngle});
    connect(constant.y, limiter.u);
    forward_parameter("constantFiringAngle", "constantconstantFiringAngle.k");
  } else {
    firingAngle = signal::declare_input(*this, "firingAngle");
    connect(firingAngle, limiter.u);
  }
  auto& gain = add<blocks::Gain>("gain", blocks::Gain::Params{.k = 1 / pi});
  connect(limiter.y, gain.u);

  for (std::size_t k = 0; k < m; ++k) {
    const std::string i = fmt::format("[{}]", k + 1);
    const signal::RealSignal* voltage = nullptr;
    if (params.useFilter) {
      auto& filter = add<RectifierControlFilter>(
          "filter" + i,
          RectifierControlFilter::Params{.f = params.f,
                                         .fCut = params.fCut,
                                         .yStart = params.vStart.empty() ? 0.0 : params.vStart[k]});
      connect(v[k], filter.u);
      voltage = &filter.y;
    } else {
      voltage = &v[k];
    }
    auto& positiveThreshold = add<blocks::GreaterThreshold>("positiveThreshold" + i);
    auto& negativeThreshold = add<blocks::LessThreshold>("negativeThreshold" + i);
    auto& timerPositive = add<blocks::Timer>("timerPositive" + i);
    auto& timerNegative = add<blocks::Timer>("timerNegative" + i);
    auto& gainPositive =
        add<blocks::Gain>("gainPositive" + i, blocks::Gain::Params{.k = 2 * params.f});
    auto& gainNegative =
        add<blocks::Gain>("gainNegative" + i, blocks::Gain::Params{.k = 2 * params.f});
    auto& greaterPositive = add<blocks::Greater>("greaterPositive" + i);
    auto& greaterNegative = add<blocks::Greater>("greaterNegative" + i);
    connect(*voltage, positiveThreshold.u);
    connect(*voltage, negativeThreshold.u);
    connect(positiveThreshold.y, timerPositive.u);
    connect(negativeThreshold.y, timerNegative.u);
    connect(timerPositive.y, gainPositive.u);
    connect(timerNegative.y, gainNegative.u);
    connect(gainPositive.y, greaterPositive.u1);
    connect(gainNegative.y, greaterNegative.u1);
    connect(gain.y, greaterPositive.u2);
    connect(gain.y, greaterNegative.u2);
    connect(greaterPositive.y, fire_p[k]);
    connect(greaterNegative.y, fire_n[k]);
  }
}

}  // namespace acausal::power_converters
