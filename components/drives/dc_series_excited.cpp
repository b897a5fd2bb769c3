#include "components/drives/dc_series_excited.hpp"

#include <fmt/format.h>

namespace acausal::drives {

double DcSeriesExcited::machine_constant(const Params& p) {
  return (p.VaNominal - (p.Ra + p.Re) * p.IaNominal) / (p.wNominal * p.IaNominal);
}

DcSeriesExcited::DcSeriesExcited(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      MachineMechanics(static_cast<Component&>(*this),
                       {params.Jr, params.Js, params.use_support, params.friction_d}),
      pin_ap(electrical::declare_pin(*this, "pin_ap")),
      pin_an(electrical::declare_pin(*this, "pin_an")),
      pin_ep(electrical::declare_pin(*this, "pin_ep")),
      pin_en(electrical::declare_pin(*this, "pin_en")),
      va(variable("va", {.unit = "V", .description = "armature voltage"})),
      ia(variable("ia", {.unit = "A", .description = "armature current", .start = 0.0})),
      ve(variable("ve", {.unit = "V", .description = "series excitation voltage"})),
      ie(variable("ie", {.unit = "A", .description = "series excitation current"})),
      psi_e(variable("airGapDC.psi_e", {.unit = "Wb", .description = "excitation flux"})) {
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
  const std::string where = path();
  constrain({"sigmae"}, [where](std::span<const double> v) {
    return v[0] <= 0.99 ? std::string()
                        : fmt::format(
                              "sigmae = {} is invalid: the stray fraction of the excitation "
                              "inductance lies in [0, 0.99]. Set {}.sigmae <= 0.99.",
                              v[0], where);
  });
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

  Expr la_i = variable("la.i", {.unit = "A", .description = "armature inductor current"});
  equation(la_i, ia);
  equation(va, pin_ap.v - pin_an.v);
  equation(ia, pin_ap.i);
  equation(0.0, pin_ap.i + pin_an.i);
  equation(ve, pin_ep.v - pin_en.v);
  equation(ie, pin_ep.i);
  equation(0.0, pin_ep.i + pin_en.i);

  // AirGapDC, excited by the series winding's current.
  equation(psi_e, Lme * ie);
  equation(va, Ra * ia + La * der(ia) + turnsRatio * psi_e * wMechanical);
  equation(ve, Re * ie + Lesigma * der(ie) + der(psi_e));
  equation(tauElectrical, turnsRatio * psi_e * ia);

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
