#pragma once
#include "components/rotational/partials.hpp"
#include "domains/electrical.hpp"

namespace acausal::electrical {

struct EMFParams {
  double k = 1.0;  // N.m/A
  bool use_support = false;
};

/// Ideal electromechanical converter (MSL Basic.RotationalEMF, called EMF
/// before MSL 4): v = k * w with w = der(flange.phi - support.phi), and the
/// flange torque tau = flange.tau = -k * i; tauElectrical = -tau is the
/// torque the current drives the shaft with. The support takes -tau.
class EMF : public Component {
 public:
  static constexpr const char* kTypeName = "EMF";
  using Params = EMFParams;
  EMF(ComponentContext ctx, Params params = Params());
  Pin p, n;
  rotational::Flange flange;
  Expr v, i, phi, w, tau, tauElectrical;
};

/// The MSL 4 name of the same component.
using RotationalEMF = EMF;

}  // namespace acausal::electrical
