#pragma once
#include "components/rotational/partials.hpp"
#include "domains/signal.hpp"

namespace acausal::rotational {

struct AccelerateParams {
  bool use_support = false;
};

/// Forced movement of the flange with the angular acceleration a_ref relative
/// to the support (MSL Sources.Accelerate): w = der(phi), a = der(w) = a_ref;
/// phi and w start at 0 (fixed, as in MSL; set_start changes them).
class Accelerate : public Component {
 public:
  static constexpr const char* kTypeName = "Accelerate";
  using Params = AccelerateParams;
  Accelerate(ComponentContext ctx, Params p = Params());
  Flange flange;
  signal::RealSignal a_ref;
  Expr phi, w, a;
};

}  // namespace acausal::rotational
