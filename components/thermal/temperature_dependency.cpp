#include "components/thermal/temperature_dependency.hpp"

namespace acausal::thermal {

Expr linear_temperature_dependency(const Expr& R_ref, const Expr& T_ref, const Expr& alpha20,
                                   const Expr& T) {
  const Expr alpha_TRef = alpha20 / (1.0 + alpha20 * (T_ref - 293.15));
  return R_ref * (1.0 + alpha_TRef * (T - T_ref));
}

}  // namespace acausal::thermal
