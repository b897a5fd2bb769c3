#include "models/msl/robot_r3_one_axis.hpp"

#include <numbers>

#include "components/blocks/add3.hpp"
#include "components/blocks/continuous.hpp"
#include "components/blocks/math.hpp"
#include "components/blocks/profiles.hpp"
#include "components/blocks/sources.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/current_sensor.hpp"
#include "components/electrical/emf.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/ideal_op_amp4.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/signal_voltage.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/bearing_friction.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/initialize_flange.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/spring_damper.hpp"

// Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3 (MSL 4.0.0): OneAxis
// and the Utilities it uses (Motor, GearType1, Controller, AxisType1,
// PathPlanning1). The control buses are replaced by direct signal
// connections; component names follow MSL so the results carry its names.
namespace acausal::models::msl {
namespace {

using namespace electrical;
using namespace rotational;

struct MotorParams {
  double J = 0.0013, k = 1.1616, w = 4590, D = 0.6;
};

/// DC motor with an analog current controller of three ideal op-amps (Utilities.Motor).
class Motor : public Component {
 public:
  static constexpr const char* kTypeName = "Motor";
  Motor(ComponentContext ctx, MotorParams p)
      : Component(std::move(ctx)),
        flange_motor(declare_flange(*this, "flange_motor")),
        current_ref(signal::declare_input(*this, "current_ref")),
        motor_angle(signal::declare_output(*this, "motorAngle")),
        motor_speed(signal::declare_output(*this, "motorSpeed")) {
    auto& Vs = add<SignalVoltage>("Vs");
    auto& power = add<IdealOpAmp4>("power");
    auto& diff = add<IdealOpAmp4>("diff");
    auto& emf = add<EMF>("emf", EMF::Params{.k = p.k});
    auto& La = add<Inductor>("La", Inductor::Params{.L = 250 / (2 * p.D * p.w)});
    auto& Ra = add<Resistor>("Ra", Resistor::Params{.R = 250});
    auto& Rd2 = add<Resistor>("Rd2", Resistor::Params{.R = 100});
    auto& C = add<Capacitor>("C", Capacitor::Params{.C = 0.004 * p.D / p.w});
    auto& OpI = add<IdealOpAmp4>("OpI");
    auto& Ri = add<Resistor>("Ri", Resistor::Params{.R = 10});
    auto& Rd1 = add<Resistor>("Rd1", Resistor::Params{.R = 100});
    auto& Rp1 = add<Resistor>("Rp1", Resistor::Params{.R = 200});
    auto& Rp2 = add<Resistor>("Rp2", Resistor::Params{.R = 50});
    auto& Rd4 = add<Resistor>("Rd4", Resistor::Params{.R = 100});
    auto& hall2 = add<SignalVoltage>("hall2");
    auto& Rd3 = add<Resistor>("Rd3", Resistor::Params{.R = 100});
    auto& g1 = add<Ground>("g1");
    auto& g2 = add<Ground>("g2");
    auto& g3 = add<Ground>("g3");
    auto& hall1 = add<CurrentSensor>("hall1");
    auto& g4 = add<Ground>("g4");
    auto& g5 = add<Ground>("g5");
    auto& phi = add<AngleSensor>("phi");
    auto& speed = add<SpeedSensor>("speed");
    auto& Jmotor = add<Inertia>("Jmotor", Inertia::Params{.J = p.J});
    auto& convert1 = add<blocks::Gain>("convert1", blocks::Gain::Params{.k = 1});
    auto& convert2 = add<blocks::Gain>("convert2", blocks::Gain::Params{.k = 1});
    // initialise the motor in steady state
    initial_equation(der(C.v), 0.0);
    initial_equation(der(La.i), 0.0);
    connect(La.n, emf.p);
    connect(Ra.n, La.p);
    connect(Rd2.n, diff.n1);
    connect(C.n, OpI.p2);
    connect(OpI.p2, power.p1);
    connect(Vs.p, Rd2.p);
    connect(diff.n1, Rd1.p);
    connect(Rd1.n, diff.p2);
    connect(diff.p2, Ri.p);
    connect(Ri.n, OpI.n1);
    connect(OpI.n1, C.p);
    connect(power.n1, Rp1.p);
    connect(power.p2, Rp1.n);
    connect(Rp1.p, Rp2.p);
    connect(power.p2, Ra.p);
    connect(Rd3.p, hall2.p);
    connect(Rd3.n, diff.p1);
    connect(Rd3.n, Rd4.p);
    connect(Vs.n, g1.p);
    connect(g2.p, hall2.n);
    connect(Rd4.n, g3.p);
    connect(g3.p, OpI.p1);
    connect(g5.p, Rp2.n);
    connect(emf.n, hall1.p);
    connect(hall1.n, g4.p);
    connect(emf.flange, phi.flange);
    connect(emf.flange, speed.flange);
    connect(OpI.n2, power.n2);
    connect(OpI.p1, OpI.n2);
    connect(OpI.p1, diff.n2);
    connect(Jmotor.flange_b, flange_motor);
    connect(phi.phi, motor_angle);
    connect(speed.w, motor_speed);
    connect(hall1.i, convert1.u);
    connect(convert1.y, hall2.v);
    connect(current_ref, convert2.u);
    connect(convert2.y, Vs.v);
    connect(emf.flange, Jmotor.flange_a);
  }
  Flange flange_motor;
  signal::RealSignal current_ref, motor_angle, motor_speed;
};

struct GearParams {
  double i = -105, c = 43, d = 0.005, Rv0 = 0.4, Rv1 = 0.13 / 160, peak = 1;
};

/// Elastic gearbox with bearing friction on the motor side (Utilities.GearType1).
class GearType1 : public Component {
 public:
  static constexpr const char* kTypeName = "GearType1";
  GearType1(ComponentContext ctx, GearParams p)
      : Component(std::move(ctx)),
        flange_a(declare_flange(*this, "flange_a")),
        flange_b(declare_flange(*this, "flange_b")) {
    auto& gear = add<IdealGear>("gear", IdealGear::Params{.ratio = p.i});
    auto& spring = add<SpringDamper>("spring", SpringDamper::Params{.c = p.c, .d = p.d});
    auto& friction = add<BearingFriction>(
        "bearingFriction",
        BearingFriction::Params{.tau_pos = {{0.0, p.Rv0}, {1.0, p.Rv0 + p.Rv1}}, .peak = p.peak});
    Expr a_rel = variable("a_rel", {.unit = "rad/s2", .description = "der(spring.w_rel)"});
    equation(a_rel, der(spring.w_rel));
    initial_equation(spring.w_rel, 0.0);
    initial_equation(a_rel, 0.0);
    connect(spring.flange_b, gear.flange_a);
    connect(friction.flange_b, spring.flange_a);
    connect(gear.flange_b, flange_b);
    connect(friction.flange_a, flange_a);
  }
  Flange flange_a, flange_b;
};

struct ControllerParams {
  double kp = 10, ks = 1, Ts = 0.01, ratio = 1;
};

/// P-PI cascade controller on the motor side (Utilities.Controller).
class Controller : public Component {
 public:
  static constexpr const char* kTypeName = "Controller";
  Controller(ComponentContext ctx, ControllerParams p)
      : Component(std::move(ctx)),
        angle_ref(signal::declare_input(*this, "angle_ref")),
        speed_ref(signal::declare_input(*this, "speed_ref")),
        motor_angle(signal::declare_input(*this, "motorAngle")),
        motor_speed(signal::declare_input(*this, "motorSpeed")),
        current_ref(signal::declare_output(*this, "current_ref")) {
    auto& gain1 = add<blocks::Gain>("gain1", blocks::Gain::Params{.k = p.ratio});
    auto& PI = add<blocks::PI>("PI", blocks::PI::Params{.k = p.ks, .T = p.Ts});
    auto& feedback1 = add<blocks::Feedback>("feedback1");
    auto& P = add<blocks::Gain>("P", blocks::Gain::Params{.k = p.kp});
    auto& add3 = add<blocks::Add3>("add3", blocks::Add3::Params{.k3 = -1});
    auto& gain2 = add<blocks::Gain>("gain2", blocks::Gain::Params{.k = p.ratio});
    connect(gain1.y, feedback1.u1);
    connect(feedback1.y, P.u);
    connect(P.y, add3.u2);
    connect(gain2.y, add3.u1);
    connect(add3.y, PI.u);
    connect(speed_ref, gain2.u);
    connect(angle_ref, gain1.u);
    connect(motor_angle, feedback1.u2);
    connect(motor_speed, add3.u3);
    connect(PI.y, current_ref);
  }
  signal::RealSignal angle_ref, speed_ref, motor_angle, motor_speed, current_ref;
};

struct AxisParams {
  double kp = 10, ks = 1, Ts = 0.01, k = 1.1616, w = 4590, D = 0.6, J = 0.0013, ratio = -105;
  double Rv0 = 0.4, Rv1 = 0.13 / 160, peak = 1, c = 43, cd = 0.005;
};

/// Axis with elastic gear (Utilities.AxisType1 = AxisType2 with GearType1).
class AxisType1 : public Component {
 public:
  static constexpr const char* kTypeName = "AxisType1";
  AxisType1(ComponentContext ctx, AxisParams p)
      : Component(std::move(ctx)),
        flange(declare_flange(*this, "flange")),
        angle_ref(signal::declare_input(*this, "angle_ref")),
        speed_ref(signal::declare_input(*this, "speed_ref")) {
    auto& gear = add<GearType1>(
        "gear",
        GearParams{.i = p.ratio, .c = p.c, .d = p.cd, .Rv0 = p.Rv0, .Rv1 = p.Rv1, .peak = p.peak});
    auto& motor = add<Motor>("motor", MotorParams{.J = p.J, .k = p.k, .w = p.w, .D = p.D});
    auto& controller = add<Controller>(
        "controller", ControllerParams{.kp = p.kp, .ks = p.ks, .Ts = p.Ts, .ratio = p.ratio});
    auto& init = add<InitializeFlange>(
        "initializeFlange", InitializeFlange::Params{.state_select = StateSelect::Prefer});
    auto& zero = add<blocks::Constant>("const", blocks::Constant::Params{.k = 0});
    connect(gear.flange_b, flange);
    connect(motor.flange_motor, gear.flange_a);
    connect(angle_ref, init.phi_start);
    connect(speed_ref, init.w_start);
    connect(init.flange, flange);
    connect(zero.y, init.a_start);
    connect(angle_ref, controller.angle_ref);
    connect(speed_ref, controller.speed_ref);
    connect(motor.motor_angle, controller.motor_angle);
    connect(motor.motor_speed, controller.motor_speed);
    connect(controller.current_ref, motor.current_ref);
  }
  Flange flange;
  signal::RealSignal angle_ref, speed_ref;
};

}  // namespace

std::unique_ptr<Model> robot_r3_one_axis() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis");
  const double mLoad = 15, kp = 5, ks = 0.5, Ts = 0.05, startAngle = 0, endAngle = 120;
  const double swingTime = 0.5, refSpeedMax = 3, refAccMax = 10;
  const double deg = std::numbers::pi / 180;
  auto& axis = m->add<AxisType1>("axis", AxisParams{.kp = kp,
                                                    .ks = ks,
                                                    .Ts = Ts,
                                                    .w = 5500,
                                                    .ratio = 210,
                                                    .Rv0 = 0.5,
                                                    .Rv1 = 0.1 / 130,
                                                    .c = 8,
                                                    .cd = 0.01});
  auto& load = m->add<Inertia>("load", Inertia::Params{.J = 1.3 * mLoad});
  // PathPlanning1: KinematicPTP2 and termination swingTime after the motion ends
  auto& path = m->add<blocks::KinematicPTP>(
      "path", blocks::KinematicPTP::Params{.q_begin = {startAngle * deg},
                                           .q_end = {endAngle * deg},
                                           .qd_max = {refSpeedMax},
                                           .qdd_max = {refAccMax}});
  m->connect(axis.flange, load.flange_a);
  m->connect(path.q[0], axis.angle_ref);
  m->connect(path.qd[0], axis.speed_ref);
  m->terminate_when(Expr::time() >= path.endTime + swingTime, "... End condition reached");
  return m;
}

}  // namespace acausal::models::msl
