#include "components/rotational/ideal_planetary.hpp"

namespace acausal::rotational {

IdealPlanetary::IdealPlanetary(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      sun(declare_flange(*this, "sun")),
      carrier(declare_flange(*this, "carrier")),
      ring(declare_flange(*this, "ring")) {
  Expr ratio = parameter("ratio", p.ratio,
                         {"1", "number of ring teeth / sun teeth", ParameterCheck::Positive});
  equation((1.0 + ratio) * carrier.phi, sun.phi + ratio * ring.phi);
  equation(ring.tau, ratio * sun.tau);
  equation(carrier.tau, -(1.0 + ratio) * sun.tau);
}

}  // namespace acausal::rotational
