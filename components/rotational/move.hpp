#pragma once
#include <vector>

#include "components/rotational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct MoveParams {
  bool use_support = false;
};

/// Forced movement of the flange by the angle u[1], angular velocity u[2]
/// and angular acceleration u[3] relative to the support (MSL Sources.Move):
/// phi = u[1], and where index reduction differentiates it, der(phi) = u[2]
/// and der(der(phi)) = u[3]: the inputs themselves are never differentiated.
/// The user keeps them consistent, or not on purpose (u[2] = u[3] = 0 gives
/// the position-dependent forces only). Ports "u[1]", "u[2]", "u[3]".
class Move : public Component {
 public:
  static constexpr const char* kTypeName = "Move";
  using Params = MoveParams;
  Move(ComponentContext ctx, Params p = Params());
  Flange flange;
  std::vector<signal::RealSignal> u;  // angle, angular velocity, angular acceleration
  Expr phi;
};

}  // namespace acausal::rotational
