#pragma once
#include "components/drives/inverter_terminals.hpp"
#include "components/electrical/partials.hpp"
#include "domains/polyphase.hpp"
#include "domains/signal.hpp"

namespace acausal::drives {

struct AveragedInverterParams {
  int m = 3;
};

/// Two-level m-leg inverter averaged over a switching period: leg k puts its
/// AC terminal at dc_n.v + duty[k] * (dc_p.v - dc_n.v) and draws duty[k] of
/// its output current from dc_p, the rest from dc_n (lossless: the DC power
/// equals the AC power). The inputs "duty[k]" are limited to [0, 1] by the
/// modulator. Same electrical ports as SwitchedInverter (dc_p, dc_n, ac).
/// Ref: Mohan, Undeland, Robbins, Power Electronics, 3rd ed., ch. 8.
class AveragedInverter : public Component, public InverterTerminals {
 public:
  static constexpr const char* kTypeName = "AveragedInverter";
  using Params = AveragedInverterParams;
  AveragedInverter(ComponentContext ctx, Params params = Params());
  std::vector<signal::RealSignal> duty;
};

}  // namespace acausal::drives
