#pragma once
#include "domains/rotational.hpp"

namespace acausal::rotational {

struct InertiaParams {
  double J = 1.0;  // kg.m2
};

/// Rigid rotating body: J * der(w) = flange_a.tau + flange_b.tau (MSL Inertia).
class Inertia : public Component {
 public:
  static constexpr const char* kTypeName = "Inertia";
  using Params = InertiaParams;
  Inertia(ComponentContext ctx, Params p = Params());
  Flange flange_a, flange_b;
  Expr phi, w, a;
};

}  // namespace acausal::rotational
