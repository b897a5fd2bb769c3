#include "components/blocks/logical.hpp"

namespace acausal::blocks {

Timer::Timer(ComponentContext ctx, Params)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")),
      entryTime(discrete("entryTime", 0.0, "time instant when u became true")) {
  const Expr on = u.value > 0.5;
  when(on, {{entryTime, Expr::time()}});
  equation(y.value, if_else(on, Expr::time() - entryTime, 0.0));
}

}  // namespace acausal::blocks
