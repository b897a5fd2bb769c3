#include "components/drives/vf_controller.hpp"

#include <cmath>
#include <numbers>

#include "domains/polyphase.hpp"

namespace acausal::drives {

VfController::VfController(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      x(variable("x",
                 {.unit = "rad", .description = "integrator state", .start = 0.0, .fixed = true})),
      amplitude(variable("amplitude", {.unit = "V", .description = "voltage amplitude"})) {
  polyphase::check_phase_count(*this, params.m);
  Expr VNominal = parameter("VNominal", params.VNominal, {"V", "nominal RMS voltage per phase"});
  Expr fNominal =
      parameter("fNominal", params.fNominal, {"Hz", "nominal frequency", ParameterCheck::Positive});
  Expr BasePhase = parameter("BasePhase", params.BasePhase, {"rad", "common phase shift"});
  equation(der(x), 2 * std::numbers::pi * u.value);
  Expr ratio = min(abs(u.value) / fNominal, 1.0);
  equation(amplitude, std::sqrt(2.0) * VNominal * (params.EconomyMode ? ratio * ratio : ratio));
  for (int k = 0; k < params.m; ++k) {
    y.push_back(signal::declare_output(*this, "y" + polyphase::index(static_cast<std::size_t>(k))));
    const double orientation = -2 * std::numbers::pi * k / params.m;
    equation(y.back().value, amplitude * sin(x + BasePhase + orientation));
  }
}

}  // namespace acausal::drives
