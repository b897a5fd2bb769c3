#include "components/drives/dc_permanent_magnet.hpp"

#include <fmt/format.h>

#include "components/drives/machine_mechanics.hpp"

namespace acausal::drives {

double DcPermanentMagnet::psi_e(const Params& p) {
  return (p.VaNominal - p.Ra * p.IaNominal) / p.wNominal;
}

DcPermanentMagnet::DcPermanentMagnet(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      MachineMechanics(static_cast<Component&>(*this), mechanics_params(params)),
      pin_ap(electrical::declare_pin(*this, "pin_ap")),
      pin_an(electrical::declare_pin(*this, "pin_an")),
      va(variable("va", {.unit = "V", .description = "armature voltage"})),
      ia(variable("ia", {.unit = "A", .description = "armature current"})) {
  const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
  Expr VaNominal = parameter("VaNominal", params.VaNominal, {"V", "nominal armature voltage"});
  Expr IaNominal = parameter("IaNominal", params.IaNominal, {"A", "nominal armature current"});
  Expr wNominal = parameter("wNominal", params.wNominal, {"rad/s", "nominal speed", pos});
  Expr Ra = parameter("Ra", params.Ra, {"Ohm", "armature resistance", nonneg});
  Expr La = parameter("La", params.La, {"H", "armature inductance", pos});
  const std::string where = path();
  constrain({"VaNominal", "Ra", "IaNominal"}, [where](std::span<const double> v) {
    const double induced = v[0] - v[1] * v[2];
    return induced > 0 ? std::string()
                       : fmt::format(
                             "VaNominal - Ra*IaNominal = {} V leaves no induced voltage at "
                             "nominal speed: the flux linkage must be positive. Raise "
                             "{}.VaNominal or lower {}.Ra.",
                             induced, where, where);
  });
  Expr psi = variable("psi_e", {.unit = "Wb", .description = "excitation flux linkage"});
  equation(psi, (VaNominal - Ra * IaNominal) / wNominal);

  // MSL's armature inductor "la": its current is a compared reference signal.
  Expr la_i = variable("la.i", {.unit = "A", .description = "armature inductor current"});
  equation(la_i, ia);
  equation(va, pin_ap.v - pin_an.v);
  equation(ia, pin_ap.i);
  equation(0.0, pin_ap.i + pin_an.i);

  equation(va, Ra * ia + La * der(ia) + psi * wMechanical);
  equation(tauElectrical, psi * ia);

  // Power balance (MSL powerBalance names):
  // powerArmature = lossPowerArmature + powerAirGap + d/dt(La ia^2 / 2).
  powerArmature =
      variable("powerArmature", {.unit = "W", .description = "electrical armature power"});
  lossPowerArmature =
      variable("lossPowerArmature", {.unit = "W", .description = "armature copper losses"});
  lossPowerTotal = variable("lossPowerTotal", {.unit = "W", .description = "total losses"});
  equation(powerArmature, va * ia);
  equation(lossPowerArmature, Ra * ia * ia);
  equation(lossPowerTotal, lossPowerArmature + lossPowerFriction);
}

}  // namespace acausal::drives
