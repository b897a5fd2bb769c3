#pragma once
#include <optional>

#include "components/blocks/variable_frequency_sine.hpp"
#include "components/electrical/partials.hpp"

namespace acausal::electrical {

/// useConstantAmplitude / constantAmplitude (V or A), useConstantFrequency /
/// constantFrequency (Hz), offset and the phase's start phi_start (fixed).
using VariableFrequencySourceParams = blocks::VariableFrequencySineParams;

/// Sources whose phase integrates a frequency input (MSL Analog.Sources.
/// {Sine,Cosine}{Voltage,Current}VariableFrequencyAndAmplitude):
/// der(phi) = 2 pi f and v (or i) = offset + amplitude sin(phi) (or cos(phi));
/// the amplitude is the input V (or I) unless constant, f an input unless
/// constant.
class SineVoltageVariableFrequencyAndAmplitude : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "SineVoltageVariableFrequencyAndAmplitude";
  using Params = VariableFrequencySourceParams;
  SineVoltageVariableFrequencyAndAmplitude(ComponentContext ctx, Params params = Params());
  std::optional<signal::RealSignal> V, f;
};

class CosineVoltageVariableFrequencyAndAmplitude : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "CosineVoltageVariableFrequencyAndAmplitude";
  using Params = VariableFrequencySourceParams;
  CosineVoltageVariableFrequencyAndAmplitude(ComponentContext ctx, Params params = Params());
  std::optional<signal::RealSignal> V, f;
};

/// The current from p to n through the source (MSL's OnePort i).
class SineCurrentVariableFrequencyAndAmplitude : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "SineCurrentVariableFrequencyAndAmplitude";
  using Params = VariableFrequencySourceParams;
  SineCurrentVariableFrequencyAndAmplitude(ComponentContext ctx, Params params = Params());
  std::optional<signal::RealSignal> I, f;
};

class CosineCurrentVariableFrequencyAndAmplitude : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "CosineCurrentVariableFrequencyAndAmplitude";
  using Params = VariableFrequencySourceParams;
  CosineCurrentVariableFrequencyAndAmplitude(ComponentContext ctx, Params params = Params());
  std::optional<signal::RealSignal> I, f;
};

}  // namespace acausal::electrical
