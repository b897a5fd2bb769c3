#pragma once
// Engines with planar crank-slider loops, after the MSL 4.0.0
// MultiBody.Examples.Loops (Engine1a, EngineV6 and its Utilities.Cylinder,
// GasForce2): docs/multibody.md, "Engines".
#include <memory>

#include "components/multibody/element.hpp"
#include "components/rotational/partials.hpp"
#include "components/translational/partials.hpp"
#include "core/model/model.hpp"

namespace acausal::models::msl {

struct GasForce2Params {
  double L = 0.22;   // m, length of the cylinder
  double d = 0.1;    // m, diameter of the cylinder
  double k0 = 0.01;  // m3, V = k0 + k1 (1 - x)
  double k1 = 1.0;   // m3
  double k = 1.0;    // J/K, p V = k T
};

/// Rough approximation of the gas force in a combustion engine's cylinder
/// (MSL MultiBody.Examples.Loops.Utilities.GasForce2): a pressure polynomial
/// in the normalised position x = 1 - s_rel / L, one branch while the piston
/// compresses (v_rel < 0) and one while it expands; f = -p pi d^2 / 4.
class GasForce2 : public Component, public translational::Compliant {
 public:
  static constexpr const char* kTypeName = "GasForce2";
  using Params = GasForce2Params;
  GasForce2(ComponentContext ctx, Params p = Params());
  Expr x, v_rel, press, V, T, dens;
};

struct QuadraticSpeedDependentTorqueParams {
  double tau_nominal = -100;  // N.m at w_nominal (negative: a load)
  double w_nominal = 200;     // rad/s
};

/// tau = tau_nominal (w / w_nominal)^2 sign(w) on the flange, support fixed
/// (MSL Rotational.Sources.QuadraticSpeedDependentTorque, TorqueDirection = false).
class QuadraticSpeedDependentTorque : public Component {
 public:
  static constexpr const char* kTypeName = "QuadraticSpeedDependentTorque";
  using Params = QuadraticSpeedDependentTorqueParams;
  QuadraticSpeedDependentTorque(ComponentContext ctx, Params p = Params());
  rotational::Flange flange;
  Expr w, tau;
};

/// How a cylinder's loop is closed at the crank pin (joint b1).
enum class LoopCut {
  planar,    // RevolutePlanarLoopConstraint (as MSL's Cylinder)
  revolute,  // Revolute with closes_loop: 2 position and 1 angle residue
};

struct CylinderParams {
  double cylinderTopPosition = 0.42;    // m, crank shaft to the end of the cylinder
  double pistonLength = 0.1;            // m
  double rodLength = 0.2;               // m
  double crankLength = 0.2;             // m, crank shaft section along x
  double crankPinOffset = 0.1;          // m, crank pin from the shaft axis
  double crankPinLength = 0.1;          // m
  double cylinderInclinationAngle = 0;  // rad (structural)
  double crankAngleOffset = 0;          // rad (structural)
  bool gas_force = true;                // the cylinder's GasForce2 on the piston
  LoopCut cut = LoopCut::planar;
};

/// What every engine cylinder shows its neighbours: frames cylinder_a and
/// cylinder_b on the engine block, crank_a and crank_b on the crank shaft.
class CylinderFrames : public Component {
 public:
  multibody::Frame cylinder_a, cylinder_b, crank_a, crank_b;

 protected:
  explicit CylinderFrames(ComponentContext ctx);
};

/// One cylinder with piston, connecting rod and crank (MSL
/// Loops.Utilities.Cylinder): frames cylinder_a/cylinder_b (the engine block,
/// joined by `mounting`) and crank_a/crank_b (the crank shaft). The loop
/// crank - rod - piston - cylinder is planar (normal x) and closed at the
/// crank pin by `b1`; the piston slides in `cylinder` (Prismatic, n = -y,
/// s start -0.3 as MSL) and the gas force acts between its flanges.
class Cylinder : public CylinderFrames {
 public:
  static constexpr const char* kTypeName = "Cylinder";
  using Params = CylinderParams;
  Cylinder(ComponentContext ctx, Params p = Params());
};

struct CylinderAnalyticParams {
  double cylinderTopPosition = 0.42;    // m, crank shaft to the end of the cylinder
  double crankLength = 0.14;            // m, crank shaft section along x
  double crankPinOffset = 0.05;         // m, crank pin from the shaft axis
  double crankPinLength = 0.1;          // m
  double cylinderInclinationAngle = 0;  // rad (structural)
  double crankAngleOffset = 0;          // rad (structural)
  double pistonLength = 0.1;            // m
  double pistonMass = 6;                // kg
  multibody::Vector3d pistonInertia{0.0088, 0.0076,
                                    0.0088};             // kg.m2, I_11, I_22, I_33 about the CM
  double rodLength = 0.175;                              // m
  double rodMass = 1;                                    // kg
  multibody::Vector3d rodInertia{0.006, 0.0005, 0.006};  // kg.m2
};

/// One cylinder whose crank-slider loop is a JointRRP, solved in closed form
/// (MSL Loops.Utilities.CylinderBase, as Cylinder_analytic_CAD without its
/// shape): the crank pin `mid` off the massless `crank`, the piston and the
/// connecting rod as BodyShapes, the gas force between the joint's flanges
/// (cylinder length cylinderTopPosition - (pistonLength + rodLength -
/// crankPinOffset)). Frames as Cylinder's; the crank's mass is the engine's.
class CylinderAnalytic : public CylinderFrames {
 public:
  static constexpr const char* kTypeName = "CylinderAnalytic";
  using Params = CylinderAnalyticParams;
  CylinderAnalytic(ComponentContext ctx, Params p = Params());
};

/// Modelica.Mechanics.MultiBody.Examples.Loops.Engine1a: one cylinder
/// without gas force, the crank on a 1 kg.m2 inertia turning at 10 rad/s; the
/// loop is closed by a RevolutePlanarLoopConstraint at the crank pin.
std::unique_ptr<Model> multibody_engine1a();

/// Modelica.Mechanics.MultiBody.Examples.Loops.Engine1b: Engine1a's crank
/// with the gas force of Loops.Utilities.GasForce2 on the piston (0.35 m
/// cylinder), the loop closed by a RevolutePlanarLoopConstraint, written with
/// the parts MSL's JointRRP stands for; state events at the dead centres.
std::unique_ptr<Model> multibody_engine1b();

/// Modelica.Mechanics.MultiBody.Examples.Loops.Engine1b_analytic: Engine1b
/// with its loop written as one JointRRP.
std::unique_ptr<Model> multibody_engine1b_analytic();

/// Modelica.Mechanics.MultiBody.Examples.Loops.EngineV6: six Cylinders on one
/// crank shaft (six planar loops, one degree of freedom), the load inertia
/// (1 kg.m2, 10 rad/s at start) braked by a quadratic speed-dependent torque;
/// outputs engineSpeed_rpm, engineTorque (the torque sensor's) and
/// filteredEngineTorque (second-order critical-damping filter, 5 Hz).
std::unique_ptr<Model> multibody_engine_v6(LoopCut cut = LoopCut::planar);

/// Modelica.Mechanics.MultiBody.Examples.Loops.EngineV6_analytic: EngineV6
/// with six CylinderAnalytic (JointRRP loops, no nonlinear system) and the
/// crank shaft's mass in one BodyShape (180 kg at 0.3 m along the axis); the
/// same bearing, load, brake, filter and outputs.
std::unique_ptr<Model> multibody_engine_v6_analytic();

/// One Cylinder of EngineV6 alone on the same bearing, load and brake (the
/// crank offset and inclination given; used to check the assembly branch).
std::unique_ptr<Model> multibody_engine_one_cylinder(CylinderParams cylinder);

}  // namespace acausal::models::msl
