#pragma once
// Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.Utilities (MSL 4.0.0):
// the drive train of one axis (Motor, GearType1/2, Controller, AxisType1/2),
// the mechanical structure of the r3 robot and its path planning. The control
// buses are replaced by direct signal connections; component names follow MSL
// so that results carry its names.
#include <array>
#include <vector>

#include "components/multibody/element.hpp"
#include "components/rotational/partials.hpp"
#include "core/model/component.hpp"
#include "domains/signal.hpp"

namespace acausal::models::msl::robot_r3 {

struct MotorParams {
  double J = 0.0013;  // kg.m2, motor inertia
  double k = 1.1616;  // gain of the motor
  double w = 4590;    // rad/s, time constant of the current controller
  double D = 0.6;     // damping of the current controller
};

/// DC motor with an analog current controller of three ideal op-amps (Utilities.Motor).
class Motor : public Component {
 public:
  static constexpr const char* kTypeName = "Motor";
  using Params = MotorParams;
  Motor(ComponentContext ctx, Params p);
  rotational::Flange flange_motor;
  signal::RealSignal current_ref, motor_angle, motor_speed;
};

struct GearParams {
  double i = -105;          // gear ratio
  double c = 43;            // N.m/rad, gear elasticity (GearType1 only)
  double d = 0.005;         // N.m.s/rad, gear damping (GearType1 only)
  double Rv0 = 0.4;         // N.m, friction torque at zero speed
  double Rv1 = 0.13 / 160;  // N.m.s/rad, viscous friction coefficient
  double peak = 1;          // breakaway torque / Rv0
};

/// Elastic gearbox with bearing friction on the motor side (Utilities.GearType1).
class GearType1 : public Component {
 public:
  static constexpr const char* kTypeName = "GearType1";
  using Params = GearParams;
  GearType1(ComponentContext ctx, Params p);
  rotational::Flange flange_a, flange_b;
};

/// Rigid gearbox with bearing friction on the link side (Utilities.GearType2:
/// joints 4, 5, 6, whose elasticity and damping are neglected).
class GearType2 : public Component {
 public:
  static constexpr const char* kTypeName = "GearType2";
  using Params = GearParams;
  GearType2(ComponentContext ctx, Params p);
  rotational::Flange flange_a, flange_b;
};

struct ControllerParams {
  double kp = 10;    // gain of the position controller
  double ks = 1;     // gain of the speed controller
  double Ts = 0.01;  // s, integrator time constant of the speed controller
  double ratio = 1;  // gear ratio
};

/// P-PI cascade controller on the motor side (Utilities.Controller).
class Controller : public Component {
 public:
  static constexpr const char* kTypeName = "Controller";
  using Params = ControllerParams;
  Controller(ComponentContext ctx, Params p);
  signal::RealSignal angle_ref, speed_ref, motor_angle, motor_speed, current_ref;
};

struct AxisParams {
  double kp = 10, ks = 1, Ts = 0.01;                           // controller
  double k = 1.1616, w = 4590, D = 0.6, J = 0.0013;            // motor
  double ratio = -105, Rv0 = 0.4, Rv1 = 0.13 / 160, peak = 1;  // gear
  double c = 43, cd = 0.005;  // gear elasticity and damping (AxisType1 only)
};

/// One axis: controller, motor and the rigid GearType2, initialised at the
/// reference angle and speed with zero acceleration (Utilities.AxisType2).
class AxisType2 : public Component {
 public:
  static constexpr const char* kTypeName = "AxisType2";
  using Params = AxisParams;
  AxisType2(ComponentContext ctx, Params p);
  rotational::Flange flange;
  signal::RealSignal angle_ref, speed_ref;

 protected:
  AxisType2(ComponentContext ctx, Params p, bool elastic_gear);
};

/// AxisType2 with the elastic GearType1 (Utilities.AxisType1: joints 1, 2, 3).
class AxisType1 : public AxisType2 {
 public:
  static constexpr const char* kTypeName = "AxisType1";
  AxisType1(ComponentContext ctx, Params p) : AxisType2(std::move(ctx), p, true) {}
};

struct MechanicalStructureParams {
  double mLoad = 15;                      // kg
  multibody::Vector3d rLoad{0, 0.25, 0};  // m, load's centre of mass from the last flange
  double g = 9.81;                        // m/s2, gravity along -y
};

/// The six-joint mechanics of the r3 robot: World, revolutes r1..r6 with axis
/// flanges axis1..axis6, bodies b0..b6 and the load (Utilities.MechanicalStructure).
class MechanicalStructure : public Component {
 public:
  static constexpr const char* kTypeName = "MechanicalStructure";
  using Params = MechanicalStructureParams;
  MechanicalStructure(ComponentContext ctx, Params p);
  std::array<rotational::Flange, 6> axis;
};

struct PathPlanning6Params {
  std::vector<double> angleBegDeg = std::vector<double>(6, 0.0);  // deg
  std::vector<double> angleEndDeg = std::vector<double>(6, 1.0);  // deg
  std::vector<double> speedMax = std::vector<double>(6, 3.0);     // rad/s
  std::vector<double> accMax = std::vector<double>(6, 2.5);       // rad/s2
  double startTime = 0;                                           // s
  double swingTime = 0.5;  // s, the run stops this long after the motion ends
};

/// Reference angles and speeds of the fastest synchronised point-to-point
/// motion of six axes (KinematicPTP2), and the end of the run swingTime after
/// the motion (Utilities.PathPlanning6).
class PathPlanning6 : public Component {
 public:
  static constexpr const char* kTypeName = "PathPlanning6";
  using Params = PathPlanning6Params;
  PathPlanning6(ComponentContext ctx, Params p);
  std::vector<signal::RealSignal> angle_ref, speed_ref;
};

}  // namespace acausal::models::msl::robot_r3
