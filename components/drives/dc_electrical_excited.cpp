#include "components/drives/dc_electrical_excited.hpp"

#include <fmt/format.h>

namespace acausal::drives {

DcElectricalExcited::DcElectricalExcited(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      MachineMechanics(static_cast<Component&>(*this), mechanics_params(params)),
      DcWoundField(static_cast<Component&>(*this)) {
  const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
  Expr VaNominal = parameter("VaNominal", params.VaNominal, {"V", "nominal armature voltage"});
  Expr IaNominal = parameter("IaNominal", params.IaNominal, {"A", "nominal armature current"});
  Expr wNominal = parameter("wNominal", params.wNominal, {"rad/s", "nominal speed", pos});
  Expr Ra = parameter("Ra", params.Ra, {"Ohm", "armature resistance", nonneg});
  Expr La = parameter("La", params.La, {"H", "armature inductance", pos});
  Expr IeNominal =
      parameter("IeNominal", params.IeNominal, {"A", "nominal excitation current", pos});
  Expr Re = parameter("Re", params.Re, {"Ohm", "field excitation resistance", nonneg});
  Expr Le = parameter("Le", params.Le, {"H", "total field excitation inductance", pos});
  Expr sigmae = parameter("sigmae", params.sigmae,
                          {"1", "stray fraction of total excitation inductance", nonneg});
  constrain_stray_fraction(*this);
  const std::string where = path();
  constrain({"VaNominal", "Ra", "IaNominal"}, [where](std::span<const double> v) {
    const double induced = v[0] - v[1] * v[2];
    return induced > 0 ? std::string()
                       : fmt::format(
                             "VaNominal - Ra*IaNominal = {} V leaves no induced voltage at "
                             "nominal speed. Raise {}.VaNominal or lower {}.Ra.",
                             induced, where, where);
  });
  const Expr Lme = Le * (1.0 - sigmae), Lesigma = Le * sigmae;
  const Expr turnsRatio = (VaNominal - Ra * IaNominal) / (wNominal * Lme * IeNominal);

  air_gap(*this,
          {.Ra = Ra, .La = La, .Re = Re, .Lme = Lme, .Lesigma = Lesigma, .turnsRatio = turnsRatio},
          wMechanical, tauElectrical);

  powerArmature =
      variable("powerArmature", {.unit = "W", .description = "electrical armature power"});
  powerExcitation =
      variable("powerExcitation", {.unit = "W", .description = "electrical excitation power"});
  lossPowerArmature =
      variable("lossPowerArmature", {.unit = "W", .description = "armature copper losses"});
  lossPowerExcitation =
      variable("lossPowerExcitation", {.unit = "W", .description = "excitation copper losses"});
  lossPowerTotal = variable("lossPowerTotal", {.unit = "W", .description = "total losses"});
  equation(powerArmature, va * ia);
  equation(powerExcitation, ve * ie);
  equation(lossPowerArmature, Ra * ia * ia);
  equation(lossPowerExcitation, Re * ie * ie);
  equation(lossPowerTotal, lossPowerArmature + lossPowerExcitation + lossPowerFriction);
}

}  // namespace acausal::drives
