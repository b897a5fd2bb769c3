#pragma once
#include "components/electrical/partials.hpp"
#include "domains/polyphase.hpp"

namespace acausal::polyphase {

struct StarParams {
  int m = 3;
};

/// Star (wye) point: every pin of plug_p joined to pin_n (MSL Polyphase.Basic.Star).
class Star : public Component {
 public:
  static constexpr const char* kTypeName = "polyphase.Star";
  using Params = StarParams;
  Star(ComponentContext ctx, Params params = Params());
  Plug plug_p;
  electrical::Pin pin_n;
};

}  // namespace acausal::polyphase
