#pragma once
#include <vector>

#include "domains/signal.hpp"

namespace acausal::drives {

struct VfControllerParams {
  int m = 3;
  double VNominal = 100.0;   // V, nominal RMS voltage per phase
  double fNominal = 50.0;    // Hz
  double BasePhase = 0.0;    // rad, common phase shift
  bool EconomyMode = false;  // voltage quadratic in frequency below fNominal
};

/// Open-loop voltage/frequency controller (MSL Machines.Utilities.VfController):
/// der(x) = 2 pi u (u: frequency, Hz), amplitude = sqrt(2) VNominal min(|u|/fNominal, 1)
/// (squared in economy mode), y[k] = amplitude sin(x + BasePhase - (k-1) 2 pi/m).
/// x starts at 0 (fixed).
class VfController : public Component {
 public:
  static constexpr const char* kTypeName = "VfController";
  using Params = VfControllerParams;
  VfController(ComponentContext ctx, Params params = Params());
  signal::RealSignal u;
  std::vector<signal::RealSignal> y;
  Expr x, amplitude;
};

}  // namespace acausal::drives
