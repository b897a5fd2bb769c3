#pragma once
#include <numbers>

#include "domains/rotational.hpp"
#include "domains/signal.hpp"
#include "domains/translational.hpp"

namespace acausal::translational {

struct VehicleParams {
  double m = 1.0;      // kg, total mass of vehicle (MSL has no default)
  double g = 9.80665;  // m/s2, constant gravity acceleration
  double J = 0.0;      // kg.m2, total rotational inertia of drive train (MSL has no default)
  double R = 0.3;      // m, wheel radius (MSL has no default)
  double A = 1.0;      // m2, cross section of vehicle
  double Cd = 0.5;     // drag resistance coefficient
  double rho = 1.2;    // kg/m3, density of air
  bool use_wind_input = false;         // MSL useWindInput: input vWind
  double vWindConstant = 0.0;          // m/s
  bool use_cr_input = false;           // MSL useCrInput: input cr
  double CrConstant = 0.015;           // rolling resistance coefficient
  double vReg = 1e-3;                  // m/s, velocity for regularization around 0
  bool use_inclination_input = false;  // MSL useInclinationInput: input inclination
  double inclinationConstant = 0.0;    // tan(angle)
};

/// Simple vehicle (MSL Translational.Components.Vehicle), built as MSL
/// builds it: the drive train inertia `inertia` (flangeR; absent for J = 0,
/// a rigid shaft, so J is structural at 0) turns the
/// `idealRollingWheel` of radius R moving the `mass` (flangeT), which feels
/// the air drag `fDrag` (quadratic in the speed relative to the wind, moved by
/// the `windSpeed` source), the rolling resistance `fRoll` (Cr m g
/// cos(atan(inclination)), regularised linearly below vReg) and the
/// inclination force `fGrav` = -m g sin(atan(inclination)). s, v, a are the
/// mass's.
class Vehicle : public Component {
 public:
  static constexpr const char* kTypeName = "Vehicle";
  using Params = VehicleParams;
  Vehicle(ComponentContext ctx, Params p = Params());
  Flange flangeT;
  rotational::Flange flangeR;
  signal::RealSignal inclination, cr, vWind;  // ports only where enabled
  Expr s, v, a;
};

}  // namespace acausal::translational
