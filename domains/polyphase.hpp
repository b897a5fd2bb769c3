#pragma once
// Polyphase plug: m electrical pins in one connector (MSL
// Electrical.Polyphase.Interfaces.Plug). Connecting two plugs connects pin k
// to pin k for every k; the variables are named "plug.pin[k].v" and
// "plug.pin[k].i" (k = 1..m), as in MSL results.
#include <vector>

#include "core/model/component.hpp"

namespace acausal::polyphase {

/// The connector type of an m-phase plug (one shared instance per m, so that
/// plugs of different phase counts cannot be connected).
const ConnectorType& plug_type(int m);

struct Plug {
  const Port* port;
  operator const Port&() const { return *port; }  // NOLINT: lets connect() take it
  std::vector<Expr> v;                            // v[k]: potential of pin k+1
  std::vector<Expr> i;  // i[k]: current into the component through pin k+1
  int m() const { return static_cast<int>(v.size()); }
};

/// Declares an m-phase plug on component c; throws ModelError naming c if m < 1.
Plug declare_plug(Component& c, std::string name, int m);

/// Throws ModelError "<type> '<path>': parameter m = <m> ..." unless m >= min_m.
void check_phase_count(const Component& c, int m, int min_m = 1);

/// "[k+1]": the Modelica index suffix of the 0-based phase k.
std::string index(std::size_t k);

}  // namespace acausal::polyphase
