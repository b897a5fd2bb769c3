#include "components/drives/machine_mechanics.hpp"

namespace acausal::drives {

MachineMechanics::MachineMechanics(Component& c, const MachineMechanicsParams& params)
    : flange(rotational::declare_flange(c, "flange")),
      phiMechanical(c.variable("phiMechanical", {.unit = "rad", .description = "rotor angle"})),
      wMechanical(c.variable("wMechanical", {.unit = "rad/s", .description = "rotor speed"})),
      tauElectrical(c.variable("tauElectrical", {.unit = "N.m", .description = "air-gap torque"})),
      tauShaft(c.variable("tauShaft", {.unit = "N.m", .description = "shaft torque"})),
      tauFriction(c.variable("tauFriction",
                             {.unit = "N.m", .description = "friction torque on the rotor"})),
      powerMechanical(c.variable("powerMechanical",
                                 {.unit = "W", .description = "mechanical power at the shaft"})),
      powerAirGap(
          c.variable("powerAirGap", {.unit = "W", .description = "power crossing the air gap"})),
      lossPowerFriction(
          c.variable("lossPowerFriction", {.unit = "W", .description = "friction losses"})) {
  const ParameterCheck pos = ParameterCheck::Positive, nonneg = ParameterCheck::NonNegative;
  Expr Jr = c.parameter("Jr", params.Jr, {"kg.m2", "rotor's moment of inertia", pos});
  Expr d = c.parameter("friction_d", params.friction_d,
                       {"N.m.s/rad", "viscous bearing friction coefficient", nonneg});
  Expr support_phi = 0.0, support_w = 0.0, support_accel = 0.0;
  if (params.use_support) {
    Expr Js = c.parameter("Js", params.Js, {"kg.m2", "stator's moment of inertia", pos});
    rotational::Flange s = rotational::declare_flange(c, "support");
    support = s.port;
    Expr ws = c.variable("wSupport", {.unit = "rad/s", .description = "stator speed"});
    support_phi = s.phi;
    support_w = ws;
    c.equation(ws, der(s.phi));
    support_accel = der(ws);
    // The stator takes the reactions of the air gap and of the friction.
    c.equation(Js * support_accel, s.tau - tauElectrical + tauFriction);
  }
  c.equation(phiMechanical, flange.phi - support_phi);
  c.equation(wMechanical, der(phiMechanical));
  c.equation(tauFriction, d * wMechanical);
  c.equation(Jr * (der(wMechanical) + support_accel), tauElectrical - tauFriction + flange.tau);
  c.equation(tauShaft, -flange.tau);
  // MSL's rotor inertia "inertiaRotor": its absolute angle and speed are
  // compared reference signals.
  c.equation(c.variable("inertiaRotor.phi", {.unit = "rad", .description = "rotor angle"}),
             flange.phi);
  c.equation(c.variable("inertiaRotor.w", {.unit = "rad/s", .description = "rotor speed"}),
             wMechanical + support_w);
  c.equation(powerMechanical, tauShaft * wMechanical);
  c.equation(powerAirGap, tauElectrical * wMechanical);
  c.equation(lossPowerFriction, tauFriction * wMechanical);
}

}  // namespace acausal::drives
