#include "components/electrical/variable_frequency_sources.hpp"

namespace acausal::electrical {

SineVoltageVariableFrequencyAndAmplitude::SineVoltageVariableFrequencyAndAmplitude(
    ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  Expr phi;
  const Expr amplitude = blocks::variable_frequency_phase(*this, params, "V", "V", V, f, phi);
  equation(v, parameter("offset", params.offset, {"V", "offset of the sine wave"}) +
                  amplitude * sin(phi));
}

CosineVoltageVariableFrequencyAndAmplitude::CosineVoltageVariableFrequencyAndAmplitude(
    ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  Expr phi;
  const Expr amplitude = blocks::variable_frequency_phase(*this, params, "V", "V", V, f, phi);
  equation(v, parameter("offset", params.offset, {"V", "offset of the cosine wave"}) +
                  amplitude * cos(phi));
}

SineCurrentVariableFrequencyAndAmplitude::SineCurrentVariableFrequencyAndAmplitude(
    ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  Expr phi;
  const Expr amplitude = blocks::variable_frequency_phase(*this, params, "I", "A", I, f, phi);
  equation(i, parameter("offset", params.offset, {"A", "offset of the sine wave"}) +
                  amplitude * sin(phi));
}

CosineCurrentVariableFrequencyAndAmplitude::CosineCurrentVariableFrequencyAndAmplitude(
    ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  Expr phi;
  const Expr amplitude = blocks::variable_frequency_phase(*this, params, "I", "A", I, f, phi);
  equation(i, parameter("offset", params.offset, {"A", "offset of the cosine wave"}) +
                  amplitude * cos(phi));
}

}  // namespace acausal::electrical
