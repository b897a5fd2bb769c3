#include "components/drives/dc_wound_field.hpp"

#include <fmt/format.h>

namespace acausal::drives {

DcWoundField::DcWoundField(Component& c)
    : pin_ap(electrical::declare_pin(c, "pin_ap")),
      pin_an(electrical::declare_pin(c, "pin_an")),
      pin_ep(electrical::declare_pin(c, "pin_ep")),
      pin_en(electrical::declare_pin(c, "pin_en")),
      va(c.variable("va", {.unit = "V", .description = "armature voltage"})),
      ia(c.variable("ia", {.unit = "A", .description = "armature current", .start = 0.0})),
      ve(c.variable("ve", {.unit = "V", .description = "excitation voltage"})),
      ie(c.variable("ie", {.unit = "A", .description = "excitation current", .start = 0.0})),
      psi_e(c.variable("airGapDC.psi_e", {.unit = "Wb", .description = "excitation flux"})) {
  Expr la_i = c.variable("la.i", {.unit = "A", .description = "armature inductor current"});
  c.equation(la_i, ia);
  c.equation(va, pin_ap.v - pin_an.v);
  c.equation(ia, pin_ap.i);
  c.equation(0.0, pin_ap.i + pin_an.i);
  c.equation(ve, pin_ep.v - pin_en.v);
  c.equation(ie, pin_ep.i);
  c.equation(0.0, pin_ep.i + pin_en.i);
}

void DcWoundField::constrain_stray_fraction(Component& c) {
  const std::string where = c.path();
  c.constrain({"sigmae"}, [where](std::span<const double> v) {
    return v[0] <= 0.99 ? std::string()
                        : fmt::format(
                              "sigmae = {} is invalid: the stray fraction of the excitation "
                              "inductance lies in [0, 0.99]. Set {}.sigmae <= 0.99.",
                              v[0], where);
  });
}

void DcWoundField::air_gap(Component& c, const Windings& w, const Expr& wMechanical,
                           const Expr& tauElectrical) const {
  c.equation(psi_e, w.Lme * ie);
  c.equation(va, w.Ra * ia + w.La * der(ia) + w.turnsRatio * psi_e * wMechanical);
  c.equation(ve, w.Re * ie + w.Lesigma * der(ie) + der(psi_e));
  c.equation(tauElectrical, w.turnsRatio * psi_e * ia);
}

}  // namespace acausal::drives
