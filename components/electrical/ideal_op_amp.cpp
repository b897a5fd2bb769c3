#include "components/electrical/ideal_op_amp.hpp"

namespace acausal::electrical {

IdealOpAmp::IdealOpAmp(ComponentContext ctx, Params /*params*/)
    : Component(std::move(ctx)),
      in_p(declare_pin(*this, "in_p")),
      in_n(declare_pin(*this, "in_n")),
      out(declare_pin(*this, "out")) {
  equation(in_p.v, in_n.v);
  equation(in_p.i, 0.0);
  equation(in_n.i, 0.0);
}

}  // namespace acausal::electrical
