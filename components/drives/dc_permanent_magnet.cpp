#include "components/drives/dc_permanent_magnet.hpp"

#include <fmt/format.h>

namespace acausal::drives {

double DcPermanentMagnet::psi_e(const Params& p) {
  return (p.VaNominal - p.Ra * p.IaNominal) / p.wNominal;
}

DcPermanentMagnet::DcPermanentMagnet(ComponentContext ctx, Params params)
    : Component(std::move(ctx)),
      pin_ap(electrical::declare_pin(*this, "pin_ap")),
      pin_an(electrical::declare_pin(*this, "pin_an")),
      flange(rotational::declare_flange(*this, "flange")),
      va(variable("va", {.unit = "V", .description = "armature voltage"})),
      ia(variable("ia", {.unit = "A", .description = "armature current"})),
      phiMechanical(variable("phiMechanical", {.unit = "rad", .description = "rotor angle"})),
      wMechanical(variable("wMechanical", {.unit = "rad/s", .description = "rotor speed"})),
      tauElectrical(variable("tauElectrical", {.unit = "N.m", .description = "air-gap torque"})),
      tauShaft(variable("tauShaft", {.unit = "N.m", .description = "shaft torque"})) {
  const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
  Expr VaNominal = parameter("VaNominal", params.VaNominal, {"V", "nominal armature voltage"});
  Expr IaNominal = parameter("IaNominal", params.IaNominal, {"A", "nominal armature current"});
  Expr wNominal = parameter("wNominal", params.wNominal, {"rad/s", "nominal speed", pos});
  Expr Ra = parameter("Ra", params.Ra, {"Ohm", "armature resistance", nonneg});
  Expr La = parameter("La", params.La, {"H", "armature inductance", pos});
  Expr Jr = parameter("Jr", params.Jr, {"kg.m2", "rotor's moment of inertia", pos});
  Expr d = parameter("friction_d", params.friction_d,
                     {"N.m.s/rad", "viscous bearing friction coefficient", nonneg});
  if (!(psi_e(params) > 0))
    throw ModelError(fmt::format(
        "{} '{}': VaNominal - Ra*IaNominal = {} V leaves no induced voltage at nominal speed: "
        "the flux linkage must be positive. Raise {}.VaNominal or lower {}.Ra.",
        type_name(), path(), params.VaNominal - params.Ra * params.IaNominal, path(), path()));
  Expr psi = variable("psi_e", {.unit = "Wb", .description = "excitation flux linkage"});
  equation(psi, (VaNominal - Ra * IaNominal) / wNominal);

  equation(va, pin_ap.v - pin_an.v);
  equation(ia, pin_ap.i);
  equation(0.0, pin_ap.i + pin_an.i);

  Expr tauFriction = variable("tauFriction", {.unit = "N.m", .description = "friction torque"});
  Expr support_phi = 0.0, support_accel = 0.0;
  if (params.use_support) {
    Expr Js = parameter("Js", params.Js, {"kg.m2", "stator's moment of inertia", pos});
    rotational::Flange s = rotational::declare_flange(*this, "support");
    support = s.port;
    Expr ws = variable("wSupport", {.unit = "rad/s", .description = "stator speed"});
    support_phi = s.phi;
    equation(ws, der(s.phi));
    support_accel = der(ws);
    equation(Js * support_accel, s.tau - tauElectrical + tauFriction);
  }
  equation(phiMechanical, flange.phi - support_phi);
  equation(wMechanical, der(phiMechanical));
  equation(tauFriction, d * wMechanical);
  equation(Jr * (der(wMechanical) + support_accel), tauElectrical - tauFriction + flange.tau);
  equation(tauShaft, -flange.tau);

  equation(va, Ra * ia + La * der(ia) + psi * wMechanical);
  equation(tauElectrical, psi * ia);
}

}  // namespace acausal::drives
