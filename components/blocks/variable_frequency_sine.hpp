#pragma once
#include <optional>

#include "domains/signal.hpp"

namespace acausal::blocks {

struct VariableFrequencySineParams {
  bool useConstantAmplitude = false;  // structural: else the input `amplitude`
  double constantAmplitude = 1.0;
  bool useConstantFrequency = false;  // structural: else the input `f` [Hz]
  double constantFrequency = 1.0;     // Hz
  double offset = 0.0;
  double phi_start = 0.0;  // rad, the phase at t = 0 (fixed, as MSL's examples set)
};

/// The oscillator of the variable-frequency sources: the amplitude (the
/// parameter constantAmplitude, or the input `amplitude_input`) and the
/// frequency (constantFrequency, or the input f) of c, its phase phi with
/// der(phi) = 2 pi f and phi(0) = phi_start; returns the amplitude.
Expr variable_frequency_phase(Component& c, const VariableFrequencySineParams& p,
                              const char* amplitude_input, const char* amplitude_unit,
                              std::optional<signal::RealSignal>& amplitude,
                              std::optional<signal::RealSignal>& f, Expr& phi);

/// A sine whose phase integrates its frequency (MSL Blocks.Sources.
/// SineVariableFrequencyAndAmplitude): der(phi) = 2 pi f, y = offset +
/// amplitude sin(phi); amplitude and f are inputs unless constant.
class SineVariableFrequencyAndAmplitude : public Component {
 public:
  static constexpr const char* kTypeName = "SineVariableFrequencyAndAmplitude";
  using Params = VariableFrequencySineParams;
  SineVariableFrequencyAndAmplitude(ComponentContext ctx, Params p = Params());
  std::optional<signal::RealSignal> amplitude;  // without useConstantAmplitude
  std::optional<signal::RealSignal> f;          // without useConstantFrequency
  signal::RealSignal y;
};

/// The same with y = offset + amplitude cos(phi) (MSL Blocks.Sources.
/// CosineVariableFrequencyAndAmplitude).
class CosineVariableFrequencyAndAmplitude : public Component {
 public:
  static constexpr const char* kTypeName = "CosineVariableFrequencyAndAmplitude";
  using Params = VariableFrequencySineParams;
  CosineVariableFrequencyAndAmplitude(ComponentContext ctx, Params p = Params());
  std::optional<signal::RealSignal> amplitude;
  std::optional<signal::RealSignal> f;
  signal::RealSignal y;
};

}  // namespace acausal::blocks
