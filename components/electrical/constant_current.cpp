#include "components/electrical/constant_current.hpp"

namespace acausal::electrical {

ConstantCurrent::ConstantCurrent(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this)) {
  Expr I = parameter("I", params.I, {"A", "value of constant current"});
  equation(i, I);
}

}  // namespace acausal::electrical
