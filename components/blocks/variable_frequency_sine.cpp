#include "components/blocks/variable_frequency_sine.hpp"

#include <numbers>

namespace acausal::blocks {
Expr variable_frequency_phase(Component& c, const VariableFrequencySineParams& p,
                              const char* amplitude_input, const char* amplitude_unit,
                              std::optional<signal::RealSignal>& amplitude,
                              std::optional<signal::RealSignal>& f, Expr& phi) {
  Expr a = p.useConstantAmplitude ? c.parameter("constantAmplitude", p.constantAmplitude,
                                                {amplitude_unit, "constant amplitude"})
                                  : (amplitude = signal::declare_input(c, amplitude_input))->value;
  Expr frequency = p.useConstantFrequency ? c.parameter("constantFrequency", p.constantFrequency,
                                                        {"Hz", "constant frequency"})
                                          : (f = signal::declare_input(c, "f"))->value;
  phi = c.variable("phi", {.unit = "rad",
                           .description = "phase of the sine wave",
                           .start = p.phi_start,
                           .fixed = true});
  c.equation(der(phi), 2 * std::numbers::pi * frequency);
  return a;
}

SineVariableFrequencyAndAmplitude::SineVariableFrequencyAndAmplitude(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  Expr phi;
  const Expr a = variable_frequency_phase(*this, p, "amplitude", "", amplitude, f, phi);
  Expr offset = parameter("offset", p.offset, {"", "offset of the sine wave"});
  equation(y.value, offset + a * sin(phi));
}

CosineVariableFrequencyAndAmplitude::CosineVariableFrequencyAndAmplitude(ComponentContext ctx,
                                                                         Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  Expr phi;
  const Expr a = variable_frequency_phase(*this, p, "amplitude", "", amplitude, f, phi);
  Expr offset = parameter("offset", p.offset, {"", "offset of the cosine wave"});
  equation(y.value, offset + a * cos(phi));
}

}  // namespace acausal::blocks
