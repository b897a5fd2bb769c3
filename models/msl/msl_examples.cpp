#include "models/msl/msl_examples.hpp"

#include <string>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "models/msl/multibody_constraints.hpp"
#include "models/msl/multibody_elementary.hpp"
#include "models/msl/multibody_loops.hpp"
#include "models/msl/multibody_rotational_3d_effects.hpp"

namespace acausal::models::msl {
namespace {

// The experiment of a MAP-LIB reference: StopTime, Interval and Tolerance of
// its creation.txt.
ModelEntry example(const std::string& path, std::string description,
                   std::function<std::unique_ptr<Model>()> build, double stop, double interval,
                   double tolerance) {
  return {"Modelica." + path, std::move(description), std::move(build),
          SimulationOptions{.t_stop = stop, .output_interval = interval, .rtol = tolerance}, path};
}

}  // namespace

void set_nominal(Model& m, std::string_view path, double nominal) {
  const auto dot = path.rfind('.');
  Component* owner = dot == std::string_view::npos ? &m : m.find_child(path.substr(0, dot));
  VariableDecl* v = owner ? owner->find_variable(path.substr(dot + 1)) : nullptr;
  if (!v) throw ModelError(fmt::format("set_nominal: no variable '{}'", path));
  v->options.nominal = nominal;
}

std::vector<ModelEntry> msl_examples() {
  return {
      example("Blocks.Examples.Filter",
              "step through 3rd order CriticalDamping, Bessel, Butterworth, ChebyshevI low "
              "passes (MSL)",
              blocks_filter, 0.9, 1.8e-4, 1e-6),
      example("Blocks.Examples.InverseModel",
              "inverse of a first order block through InverseBlockConstraints (MSL)",
              blocks_inverse_model, 1, 2e-4, 1e-6),
      example("Blocks.Examples.PID_Controller",
              "LimPID speed control of a drive train along a KinematicPTP profile (MSL)",
              blocks_pid_controller, 4, 8e-4, 1e-6),
      example("Blocks.Examples.SlewRateLimiter",
              "position step smoothed by slew rate limiters on velocity and acceleration (MSL)",
              blocks_slew_rate_limiter, 1, 5e-4, 1e-6),
      example("Electrical.Machines.Examples.DCMachines.DCPM_Start",
              "permanent magnet DC machine started by an armature voltage ramp, load torque "
              "step (MSL)",
              machines_dcpm_start, 2, 5e-5, 1e-7),
      example("Electrical.Machines.Examples.DCMachines.DCEE_Start",
              "electrically excited DC machine started by an armature voltage ramp, load torque "
              "step (MSL)",
              machines_dcee_start, 2, 5e-5, 1e-7),
      example("Electrical.Machines.Examples.SynchronousMachines.SMPM_NoLoad",
              "permanent magnet synchronous machine at nominal speed with open terminals (MSL)",
              machines_smpm_no_load, 0.04, 5e-5, 1e-6),
      example("Electrical.Machines.Examples.SynchronousMachines.SMPM_Braking",
              "permanent magnet synchronous machine braking on a six-pulse diode bridge and a "
              "speed-proportional resistor (MSL)",
              machines_smpm_braking, 0.8, 5e-5, 1e-7),
      example("Electrical.PowerConverters.Examples.DCDC.ChopperStepDown.ChopperStepDown_R",
              "buck converter with LC filter and resistive load, PWM from a reference ramp (MSL)",
              power_converters_chopper_step_down_r, 0.1, 5e-6, 1e-7),
      example("Electrical.PowerConverters.Examples.DCDC.HBridge.HBridge_R",
              "H bridge at duty cycle 0.6 on a resistor (MSL)", power_converters_hbridge_r, 0.1,
              1e-4, 1e-7),
      example("Electrical.PowerConverters.Examples.DCAC.SinglePhaseTwoLevel.SinglePhaseTwoLevel_R",
              "single-phase half bridge, sine-modulated PWM, resistive load (MSL)",
              power_converters_single_phase_two_level_r, 0.1, 1e-4, 1e-7),
      example("Electrical.PowerConverters.Examples.ACDC.RectifierBridge2Pulse.DiodeBridge2Pulse",
              "single-phase diode bridge on a resistor, mean and RMS of the output (MSL)",
              power_converters_diode_bridge_2pulse, 0.1, 1e-4, 1e-7),
      example("Mechanics.Rotational.Examples.FirstGrounded",
              "First with the gear and the torque grounded inside (no support flanges) (MSL)",
              rotational_first_grounded, 1, 5e-4, 1e-6),
      example("Mechanics.Rotational.Examples.ElasticBearing",
              "gearbox housing on a spring-damper: ramp torque, multi-sensor (MSL)",
              rotational_elastic_bearing, 10, 5e-3, 1e-6),
      example("Mechanics.Rotational.Examples.RollingWheel",
              "torque step on a wheel rolling a mass against a quadratic drag (MSL)",
              rotational_rolling_wheel, 5, 5e-4, 1e-6),
      example("Mechanics.Rotational.Examples.SimpleGearShift",
              "planetary gear shifted by a brake and a clutch, quadratic load (MSL)",
              rotational_simple_gear_shift, 5, 5e-3, 1e-6),
      example("Mechanics.Rotational.Examples.OneWayClutch",
              "one-way clutch engaged periodically between two inertias (MSL)",
              rotational_one_way_clutch, 2, 5e-4, 1e-6),
      example(
          "Mechanics.Rotational.Examples.LossyGearDemo1",
          "lossy gear (efficiency 0.5) driven by a sine against a ramp load: stuck phases (MSL)",
          rotational_lossy_gear_demo1, 0.5, 5e-4, 1e-6),
      example("Mechanics.Rotational.Examples.LossyGearDemo3",
              "lossy gear with bearing friction where the driving side is not obvious (MSL)",
              rotational_lossy_gear_demo3, 1, 5e-4, 1e-6),
      example("Mechanics.Translational.Examples.Accelerate",
              "mass moved by a constant acceleration source (MSL)", translational_accelerate, 1,
              5e-4, 1e-6),
      example("Mechanics.Translational.Examples.Damper",
              "masses against a damper, damper with parallel spring, spring-damper (MSL)",
              translational_damper, 1, 5e-4, 1e-6),
      example("Mechanics.Translational.Examples.InitialConditions",
              "initial conditions on positions, relative positions and velocities (MSL)",
              translational_initial_conditions, 5, 5e-4, 1e-6),
      example("Mechanics.Translational.Examples.SignConvention",
              "one force pushing three masses at different flanges: sign conventions (MSL)",
              translational_sign_convention, 1, 5e-4, 1e-6),
      example("Mechanics.Translational.Examples.WhyArrows",
              "rods, position sensors and springs from both sides: flange orientation (MSL)",
              translational_why_arrows, 1, 5e-4, 1e-6),
      example("Mechanics.Translational.Examples.Sensors",
              "force, multi, position, speed and acceleration sensors on a sine-forced mass (MSL)",
              translational_sensors, 1, 5e-4, 1e-6),
      example("Mechanics.Translational.Examples.ElastoGap",
              "mass between spring-dampers beside a mass between elasto-gaps (MSL)",
              translational_elasto_gap, 5, 5e-3, 1e-6),
      example("Mechanics.Translational.Examples.Brake",
              "two sliding masses stopped by brakes, with and without support (MSL)",
              translational_brake, 2, 5e-4, 1e-6),
      example("Mechanics.Translational.Examples.Vehicle",
              "vehicles with drag, rolling and slope resistance, one pulling a trailer (MSL)",
              translational_vehicle, 60, 5e-3, 1e-6),
      example("Mechanics.MultiBody.Examples.Elementary.ForceAndTorque",
              "cylinder on two revolutes pushed by a force and torque between two frames (MSL)",
              multibody_force_and_torque, 1.01, 2.02e-4, 1e-6),
      example("Mechanics.MultiBody.Examples.Elementary.PendulumWithSpringDamper",
              "body on a revolute and a prismatic joint held by a line spring and damper (MSL)",
              multibody_pendulum_with_spring_damper, 10, 2e-3, 1e-6),
      example("Mechanics.MultiBody.Examples.Elementary.FreeBody",
              "free body (FreeMotion, quaternion) hanging on two line springs (MSL)",
              multibody_free_body, 10, 2e-3, 1e-6),
      example("Mechanics.MultiBody.Examples.Elementary.SpringDamperSystem",
              "free body on a spring and damper beside a body on a prismatic joint (MSL)",
              multibody_spring_damper_system, 10, 2e-3, 1e-6),
      example("Mechanics.MultiBody.Examples.Elementary.ThreeSprings",
              "free body on three springs, two in series through a massless point (MSL)",
              multibody_three_springs, 10, 2e-3, 1e-6),
      example("Mechanics.MultiBody.Examples.Elementary.PointGravity",
              "two free bodies on a circle and an ellipse in point gravity (MSL)",
              multibody_point_gravity, 5, 1e-3, 1e-6),
      example("Mechanics.MultiBody.Examples.Elementary.LineForceWithTwoMasses",
              "two pendulums held by damped line forces with point masses: JointUPS with bodies "
              "and LineForceWithTwoMasses (MSL)",
              multibody_line_force_with_two_masses, 3, 6e-4, 1e-6),
      example("Mechanics.MultiBody.Examples.Constraints.RevoluteConstraint",
              "pendulum on a revolute joint beside a free body held by a revolute constraint "
              "(MSL)",
              multibody_revolute_constraint, 10, 2e-3, 1e-6),
      example("Mechanics.MultiBody.Examples.Constraints.SphericalConstraint",
              "pendulum on a spherical joint beside a free body held by a spherical constraint "
              "(MSL)",
              multibody_spherical_constraint, 10, 2e-3, 1e-6),
      example("Mechanics.MultiBody.Examples.Rotational3DEffects.ActuatedDrive",
              "cylinder turned by a 3-D torque beside a Rotor1D driven through a Mounting1D (MSL)",
              multibody_actuated_drive, 1.1, 2.2e-4, 1e-6),
      example("Mechanics.MultiBody.Examples.Rotational3DEffects.GyroscopicEffects",
              "spherical pendulum with a spinning cylinder beside the same with a Rotor1D (MSL)",
              multibody_gyroscopic_effects, 5, 1e-3, 1e-9),
      example("Mechanics.MultiBody.Examples.Loops.Fourbar2",
              "spatial four-bar with its rod a UniversalSpherical joint, crank started at "
              "300 deg/s (MSL)",
              multibody_fourbar2, 5, 1e-3, 1e-6),
      example("Mechanics.MultiBody.Examples.Loops.Fourbar_analytic",
              "spatial four-bar with rod, rod 2 and slider a JointSSP, crank started at 300 deg/s "
              "(MSL)",
              multibody_fourbar_analytic, 5, 1e-3, 1e-6),
  };
}

}  // namespace acausal::models::msl
