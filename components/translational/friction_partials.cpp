#include "components/translational/friction_partials.hpp"

namespace acausal::translational {

PartialFriction::PartialFriction(Component& c, double v_small_value)
    : v_relfric(c.variable("v_relfric", {.unit = "m/s",
                                         .description = "relative velocity between frictional "
                                                        "surfaces"})),
      a_relfric(c.variable("a_relfric", {.unit = "m/s2",
                                         .description = "relative acceleration between "
                                                        "frictional surfaces"})),
      f0(c.variable("f0", {.unit = "N",
                           .description = "friction force for v_relfric = 0 and forward sliding"})),
      f0_max(c.variable(
          "f0_max",
          {.unit = "N", .description = "maximum friction force for v_relfric = 0 and locked"})),
      sa(c.variable("sa", {.unit = "1",
                           .description = "path parameter of friction characteristic f = "
                                          "f(a_relfric)",
                           .start = 0.0})),
      free(c.discrete("free", 0.0, "= true, if frictional element is not active")),
      startForward(
          c.discrete("startForward", 0.0, "= true, if v_relfric = 0 and start of forward sliding")),
      startBackward(c.discrete("startBackward", 0.0,
                               "= true, if v_relfric = 0 and start of backward sliding")),
      locked(c.discrete("locked", 0.0, "= true, if v_relfric = 0 and not sliding")),
      mode(c.discrete("mode", friction_mode::Unknown,
                      "mode of friction (-1: backward sliding, 0: stuck, 1: forward sliding, 2: "
                      "inactive, 3: unknown)")),
      v_small(c.parameter("v_small", v_small_value,
                          {"m/s", "relative velocity near to zero", ParameterCheck::Positive})),
      owner_(&c) {}

void PartialFriction::friction_equations(const Expr& free_value) {
  coulomb_friction_equations(*owner_,
                             {v_relfric, a_relfric, f0, f0_max, sa, free, startForward,
                              startBackward, locked, mode, v_small},
                             free_value);
}

}  // namespace acausal::translational
