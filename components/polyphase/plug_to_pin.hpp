#pragma once
#include "components/electrical/partials.hpp"
#include "domains/polyphase.hpp"

namespace acausal::polyphase {

struct PlugToPinParams {
  int m = 3;
  int k = 1;  // the phase taken out, 1..m
};

/// Takes phase k of a plug out to a single pin (MSL Polyphase.Basic.PlugToPin_p
/// and PlugToPin_n, which differ only in their icons): pin.v = plug.pin[k].v,
/// the current passes through; the other phases of the plug carry no current.
class PlugToPin : public Component {
 public:
  static constexpr const char* kTypeName = "polyphase.PlugToPin";
  using Params = PlugToPinParams;
  PlugToPin(ComponentContext ctx, Params params = Params());
  Plug plug;
  electrical::Pin pin;
};

}  // namespace acausal::polyphase
