#include "components/electrical/variable_frequency_sources.hpp"

namespace acausal::electrical {
namespace {

// offset + amplitude sin(phi) (or cos(phi)) of the source c, in `unit`.
Expr variable_frequency_wave(Component& c, const VariableFrequencySourceParams& p,
                             const char* amplitude_input, const char* unit,
                             std::optional<signal::RealSignal>& amplitude,
                             std::optional<signal::RealSignal>& f, bool cosine) {
  Expr phi;
  const Expr a = blocks::variable_frequency_phase(c, p, amplitude_input, unit, amplitude, f, phi);
  const Expr offset = c.parameter("offset", p.offset, {unit, "offset of the wave"});
  return offset + a * (cosine ? cos(phi) : sin(phi));
}

}  // namespace

SineVoltageVariableFrequencyAndAmplitude::SineVoltageVariableFrequencyAndAmplitude(
    ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  equation(v, variable_frequency_wave(*this, params, "V", "V", V, f, false));
}

CosineVoltageVariableFrequencyAndAmplitude::CosineVoltageVariableFrequencyAndAmplitude(
    ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  equation(v, variable_frequency_wave(*this, params, "V", "V", V, f, true));
}

SineCurrentVariableFrequencyAndAmplitude::SineCurrentVariableFrequencyAndAmplitude(
    ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  equation(i, variable_frequency_wave(*this, params, "I", "A", I, f, false));
}

CosineCurrentVariableFrequencyAndAmplitude::CosineCurrentVariableFrequencyAndAmplitude(
    ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  equation(i, variable_frequency_wave(*this, params, "I", "A", I, f, true));
}

}  // namespace acausal::electrical
