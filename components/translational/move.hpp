#pragma once
#include <vector>

#include "components/translational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::translational {

struct MoveParams {
  bool use_support = false;
};

/// Forced movement of the flange by the position u[1], velocity u[2] and
/// acceleration u[3] relative to the support (MSL Sources.Move): s = u[1],
/// and where index reduction differentiates it, der(s) = u[2] and
/// der(der(s)) = u[3]: the inputs themselves are never differentiated. The
/// user keeps them consistent, or not on purpose. Ports "u[1]", "u[2]", "u[3]".
class Move : public Component, public ElementaryOneFlangeAndSupport {
 public:
  static constexpr const char* kTypeName = "Move";
  using Params = MoveParams;
  Move(ComponentContext ctx, Params p = Params());
  std::vector<signal::RealSignal> u;  // position, velocity, acceleration
};

}  // namespace acausal::translational
