#include "components/drives/dc_electrical_excited.hpp"

#include <fmt/format.h>

namespace acausal::drives {

DcElectricalExcited::DcElectricalExcited(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      MachineMechanics(static_cast<Component&>(*this),
                       {params.Jr, params.Js, params.use_support, params.friction_d}),
      pin_ap(electrical::declare_pin(*this, "pin_ap")),
      pin_an(electrical::declare_pin(*this, "pin_an")),
      pin_ep(electrical::declare_pin(*this, "pin_ep")),
      pin_en(electrical::declare_pin(*this, "pin_en")),
      va(variable("va", {.unit = "V", .description = "armature voltage"})),
      ia(variable("ia", {.unit = "A", .description = "armature current", .start = 0.0})),
      ve(variable("ve", {.unit = "V", .description = "field excitation voltage"})),
      ie(variable("ie", {.unit = "A", .description = "field excitation current", .start = 0.0})),
      psi_e(variable("airGapDC.psi_e", {.unit = "Wb", .description = "excitation flux"})) {
  const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
  if (!(params.sigmae >= 0 && params.sigmae <= 0.99))
    throw ModelError(fmt::format(
        "{} '{}': sigmae = {} is invalid: the stray fraction of the excitation inductance lies "
        "in [0, 0.99]. Set {}.sigmae.",
        type_name(), path(), params.sigmae, path()));
  if (!(params.VaNominal - params.Ra * params.IaNominal > 0))
    throw ModelError(fmt::format(
        "{} '{}': VaNominal - Ra*IaNominal = {} V leaves no induced voltage at nominal speed. "
        "Raise {}.VaNominal or lower {}.Ra.",
        type_name(), path(), params.VaNominal - params.Ra * params.IaNominal, path(), path()));
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
  const Expr Lme = Le * (1.0 - sigmae), Lesigma = Le * sigmae;
  const Expr turnsRatio = (VaNominal - Ra * IaNominal) / (wNominal * Lme * IeNominal);

  Expr la_i = variable("la.i", {.unit = "A", .description = "armature inductor current"});
  equation(la_i, ia);
  equation(va, pin_ap.v - pin_an.v);
  equation(ia, pin_ap.i);
  equation(0.0, pin_ap.i + pin_an.i);
  equation(ve, pin_ep.v - pin_en.v);
  equation(ie, pin_ep.i);
  equation(0.0, pin_ep.i + pin_en.i);

  // AirGapDC: psi_e = Lme ie.
  equation(psi_e, Lme * ie);
  equation(va, Ra * ia + La * der(ia) + turnsRatio * psi_e * wMechanical);
  equation(ve, Re * ie + Lesigma * der(ie) + der(psi_e));
  equation(tauElectrical, turnsRatio * psi_e * ia);

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
