#include "components/blocks/variable_frequency_sine.hpp"

#include <numbers>

namespace acausal::blocks {
namespace {

// The oscillator both blocks share: its inputs (or constants) and its phase;
// returns the amplitude, with phi set to the phase.
template <class Block>
Expr phase_oscillator(Block& b, const VariableFrequencySineParams& p, Expr& phi) {
  Expr amplitude =
      p.useConstantAmplitude
          ? b.parameter("constantAmplitude", p.constantAmplitude, {"", "constant amplitude"})
          : (b.amplitude = signal::declare_input(b, "amplitude"))->value;
  Expr f = p.useConstantFrequency
               ? b.parameter("constantFrequency", p.constantFrequency, {"Hz", "constant frequency"})
               : (b.f = signal::declare_input(b, "f"))->value;
  phi = b.variable("phi", {.unit = "rad",
                           .description = "phase of the sine wave",
                           .start = p.phi_start,
                           .fixed = true});
  b.equation(der(phi), 2 * std::numbers::pi * f);
  return amplitude;
}

}  // namespace

SineVariableFrequencyAndAmplitude::SineVariableFrequencyAndAmplitude(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  Expr phi;
  const Expr a = phase_oscillator(*this, p, phi);
  Expr offset = parameter("offset", p.offset, {"", "offset of the sine wave"});
  equation(y.value, offset + a * sin(phi));
}

CosineVariableFrequencyAndAmplitude::CosineVariableFrequencyAndAmplitude(ComponentContext ctx,
                                                                         Params p)
    : Component(std::move(ctx)), y(signal::declare_output(*this, "y")) {
  Expr phi;
  const Expr a = phase_oscillator(*this, p, phi);
  Expr offset = parameter("offset", p.offset, {"", "offset of the cosine wave"});
  equation(y.value, offset + a * cos(phi));
}

}  // namespace acausal::blocks
