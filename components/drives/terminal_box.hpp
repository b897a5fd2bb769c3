#pragma once
#include "components/electrical/partials.hpp"
#include "domains/polyphase.hpp"

namespace acausal::drives {

enum class TerminalConnection { Y, D };

struct TerminalBoxParams {
  int m = 3;
  TerminalConnection connection = TerminalConnection::Y;
};

/// Terminal box of a polyphase machine (MSL Machines.Utilities.TerminalBox):
/// plug_sp and plug_sn go to the machine's winding, plugSupply to the supply.
/// Y: the winding ends plug_sn are joined in the star point pin "starpoint"
/// (floating unless connected, which forces a zero zero-sequence current).
/// D: winding k ends where winding k+1 begins (plug_sn.pin[k] = plug_sp.pin[k+1]).
class TerminalBox : public Component {
 public:
  static constexpr const char* kTypeName = "TerminalBox";
  using Params = TerminalBoxParams;
  TerminalBox(ComponentContext ctx, Params params = Params());
  polyphase::Plug plug_sp, plug_sn, plugSupply;
  const Port* starpoint = nullptr;  // Y only
};

}  // namespace acausal::drives
