#include "components/rotational/initialize_flange.hpp"

namespace acausal::rotational {

InitializeFlange::InitializeFlange(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      phi_start(signal::declare_input(*this, "phi_start")),
      w_start(signal::declare_input(*this, "w_start")),
      a_start(signal::declare_input(*this, "a_start")),
      flange(declare_flange(*this, "flange")),
      phi_flange(
          variable("phi_flange",
                   {.unit = "rad", .description = "flange angle", .state_select = p.state_select})),
      w_flange(variable(
          "w_flange",
          {.unit = "rad/s", .description = "der(phi_flange)", .state_select = p.state_select})) {
  equation(phi_flange, flange.phi);
  equation(w_flange, der(phi_flange));
  Expr a_flange = variable("a_flange", {.unit = "rad/s2", .description = "der(w_flange)"});
  equation(a_flange, der(w_flange));
  equation(flange.tau, 0.0);
  initial_equation(phi_flange, phi_start.value);
  initial_equation(w_flange, w_start.value);
  initial_equation(a_flange, a_start.value);
}

}  // namespace acausal::rotational
