#include "components/drives/dc_series_excited.hpp"

#include <fmt/format.h>

namespace acausal::drives {

double DcSeriesExcited::machine_constant(const Params& p) {
  return (p.VaNominal - (p.Ra + p.Re) * p.IaNominal) / (p.wNominal * p.IaNominal);
}

DcSeriesExcited::DcSeriesExcited(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      MachineMechanics(static_cast<Component&>(*this), mechanics_params(params)),
      DcWoundField(static_cast<Component&>(*this)) {
  const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
  Expr VaNominal = parameter("VaNominal", params.VaNominal,
                             {"V", "nominal voltage across armature and series winding"});
  Expr IaNominal = parameter("IaNominal", params.IaNominal, {"A", "nominal current", pos});
  Expr wNominal = parameter("wNominal", params.wNominal, {"rad/s", "nominal speed", pos});
  Expr Ra = parameter("Ra", params.Ra, {"Ohm", "armature resistance", nonneg});
  Expr La = parameter("La", params.La, {"H", "armature inductance", pos});
  Expr Re = parameter("Re", params.Re, {"Ohm", "series excitation resistance", nonneg});
  Expr Le = parameter("Le", params.Le, {"H", "total series excitation inductance", pos});
  Expr sigmae = parameter("sigmae", params.sigmae,
                          {"1", "stray fraction of total excitation inductance", nonneg});
  constrain_stray_fraction(*this);
  const std::string where = path();
  constrain({"VaNominal", "Ra", "Re", "IaNominal"}, [where](std::span<const double> v) {
    const double induced = v[0] - (v[1] + v[2]) * v[3];
    return induced > 0 ? std::string()
                       : fmt::format(
                             "VaNominal - (Ra + Re)*IaNominal = {} V leaves no induced voltage "
                             "at nominal speed. Raise {}.VaNominal or lower {}.Ra and {}.Re.",
                             induced, where, where, where);
  });
  const Expr Lme = Le * (1.0 - sigmae), Lesigma = Le * sigmae;
  const Expr turnsRatio = (VaNominal - (Ra + Re) * IaNominal) / (wNominal * Lme * IaNominal);

  // The air gap excited by the series winding's current.
  air_gap(*this,
          {.Ra = Ra, .La = La, .Re = Re, .Lme = Lme, .Lesigma = Lesigma, .turnsRatio = turnsRatio},
          wMechanical, tauElectrical);

  powerArmature =
      variable("powerArmature", {.unit = "W", .description = "electrical armature power"});
  powerSeriesExcitation = variable(
      "powerSeriesExcitation", {.unit = "W", .description = "electrical series excitation power"});
  lossPowerArmature =
      variable("lossPowerArmature", {.unit = "W", .description = "armature copper losses"});
  lossPowerSeriesExcitation = variable(
      "lossPowerSeriesExcitation", {.unit = "W", .description = "series excitation copper losses"});
  lossPowerTotal = variable("lossPowerTotal", {.unit = "W", .description = "total losses"});
  equation(powerArmature, va * ia);
  equation(powerSeriesExcitation, ve * ie);
  equation(lossPowerArmature, Ra * ia * ia);
  equation(lossPowerSeriesExcitation, Re * ie * ie);
  equation(lossPowerTotal, lossPowerArmature + lossPowerSeriesExcitation + lossPowerFriction);
}

}  // namespace acausal::drives
