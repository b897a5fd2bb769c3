#include "components/polyphase/inductor.hpp"

namespace acausal::polyphase {

Inductor::Inductor(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), OnePort(static_cast<Component&>(*this), params.m) {
  Expr L = parameter("L", params.L, {"H", "inductance per phase", ParameterCheck::Positive});
  for (std::size_t k = 0; k < v.size(); ++k) {
    equation(v[k], L * der(i[k]));
    if (params.i_start) initial_equation(i[k], *params.i_start);
  }
}

}  // namespace acausal::polyphase
