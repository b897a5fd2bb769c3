#include "components/electrical/ground.hpp"

namespace acausal::electrical {

Ground::Ground(ComponentContext ctx, Params /*params*/)
    : Component(std::move(ctx)), p(declare_pin(*this, "p")) {
  equation(p.v, 0.0);
}

}  // namespace acausal::electrical
