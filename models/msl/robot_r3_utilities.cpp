#include "models/msl/robot_r3_utilities.hpp"

#include <cmath>
#include <numbers>
#include <utility>

#include <fmt/format.h>

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
#include "components/multibody/body_shape.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/bearing_friction.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/initialize_flange.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/spring_damper.hpp"

namespace acausal::models::msl::robot_r3 {

using namespace electrical;
using namespace rotational;

Motor::Motor(ComponentContext ctx, Params p)
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

namespace {
BearingFriction::Params bearing_friction(const GearParams& p) {
  return BearingFriction::Params{.tau_pos = {{0.0, p.Rv0}, {1.0, p.Rv0 + p.Rv1}}, .peak = p.peak};
}
}  // namespace

GearType1::GearType1(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")) {
  auto& gear = add<IdealGear>("gear", IdealGear::Params{.ratio = p.i});
  auto& spring = add<SpringDamper>("spring", SpringDamper::Params{.c = p.c, .d = p.d});
  auto& friction = add<BearingFriction>("bearingFriction", bearing_friction(p));
  Expr a_rel = variable("a_rel", {.unit = "rad/s2", .description = "der(spring.w_rel)"});
  equation(a_rel, der(spring.w_rel));
  initial_equation(spring.w_rel, 0.0);
  initial_equation(a_rel, 0.0);
  connect(spring.flange_b, gear.flange_a);
  connect(friction.flange_b, spring.flange_a);
  connect(gear.flange_b, flange_b);
  connect(friction.flange_a, flange_a);
}

GearType2::GearType2(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange_a(declare_flange(*this, "flange_a")),
      flange_b(declare_flange(*this, "flange_b")) {
  auto& gear = add<IdealGear>("gear", IdealGear::Params{.ratio = p.i});
  auto& friction = add<BearingFriction>("bearingFriction", bearing_friction(p));
  connect(gear.flange_b, friction.flange_a);
  connect(friction.flange_b, flange_b);
  connect(gear.flange_a, flange_a);
}

Controller::Controller(ComponentContext ctx, Params p)
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

AxisType2::AxisType2(ComponentContext ctx, Params p) : AxisType2(std::move(ctx), p, false) {}

AxisType2::AxisType2(ComponentContext ctx, Params p, bool elastic_gear)
    : Component(std::move(ctx)),
      flange(declare_flange(*this, "flange")),
      angle_ref(signal::declare_input(*this, "angle_ref")),
      speed_ref(signal::declare_input(*this, "speed_ref")) {
  const GearParams gear_params{
      .i = p.ratio, .c = p.c, .d = p.cd, .Rv0 = p.Rv0, .Rv1 = p.Rv1, .peak = p.peak};
  const auto [gear_a, gear_b] = [&]() -> std::pair<Flange, Flange> {
    if (elastic_gear) {
      auto& gear = add<GearType1>("gear", gear_params);
      return {gear.flange_a, gear.flange_b};
    }
    auto& gear = add<GearType2>("gear", gear_params);
    return {gear.flange_a, gear.flange_b};
  }();
  auto& motor = add<Motor>("motor", MotorParams{.J = p.J, .k = p.k, .w = p.w, .D = p.D});
  auto& controller = add<Controller>(
      "controller", ControllerParams{.kp = p.kp, .ks = p.ks, .Ts = p.Ts, .ratio = p.ratio});
  auto& init = add<InitializeFlange>("initializeFlange",
                                     InitializeFlange::Params{.state_select = StateSelect::Prefer});
  auto& zero = add<blocks::Constant>("const", blocks::Constant::Params{.k = 0});
  connect(gear_b, flange);
  connect(motor.flange_motor, gear_a);
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

MechanicalStructure::MechanicalStructure(ComponentContext ctx, Params p)
    : Component(std::move(ctx)), axis{declare_flange(*this, "axis1"),
                                      declare_flange(*this, "axis2"),
                                      declare_flange(*this, "axis3"),
                                      declare_flange(*this, "axis4"),
                                      declare_flange(*this, "axis5"),
                                      declare_flange(*this, "axis6")} {
  using namespace multibody;
  auto& world = add<World>("world", World::Params{.n = {0, -1, 0}, .g = p.g});
  const std::array<Vector3d, 6> axes{
      {{0, 1, 0}, {1, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 0, 0}, {0, 1, 0}}};
  std::vector<Revolute*> r;
  for (int k = 0; k < 6; ++k)
    r.push_back(&add<Revolute>(fmt::format("r{}", k + 1),
                               Revolute::Params{.n = axes[k], .use_axis_flange = true}));
  // Mass data of MSL 4.0.0 (unset inertias are BodyShape's default 0.001 kg.m2).
  std::vector<BodyShape*> b;
  b.push_back(&add<BodyShape>("b0", BodyShape::Params{.r = {0, 0.351, 0}, .m = 1}));
  // b1's moments (0.001, 1.16, 0.001) violate the triangle inequality: MSL's data, kept.
  b.push_back(&add<BodyShape>(
      "b1", BodyShape::Params{
                .r = {0, 0.324, 0.3}, .m = 1, .I_22 = 1.16, .check_triangle_inequality = false}));
  b.push_back(&add<BodyShape>("b2", BodyShape::Params{.r = {0, 0.65, 0},
                                                      .r_CM = {0.172, 0.205, 0},
                                                      .m = 56.5,
                                                      .I_11 = 2.58,
                                                      .I_22 = 0.64,
                                                      .I_33 = 2.73,
                                                      .I_21 = -0.46,
                                                      // mechanics.b2.body.w_a is compared.
                                                      .kinematic_outputs = true}));
  b.push_back(&add<BodyShape>("b3", BodyShape::Params{.r = {0, 0.414, -0.155},
                                                      .r_CM = {0.064, -0.034, 0},
                                                      .m = 26.4,
                                                      .I_11 = 0.279,
                                                      .I_22 = 0.245,
                                                      .I_33 = 0.413,
                                                      .I_21 = -0.070}));
  b.push_back(&add<BodyShape>(
      "b4",
      BodyShape::Params{.r = {0, 0.186, 0}, .m = 28.7, .I_11 = 1.67, .I_22 = 0.081, .I_33 = 1.67}));
  b.push_back(&add<BodyShape>(
      "b5",
      BodyShape::Params{.r = {0, 0.125, 0}, .m = 5.2, .I_11 = 1.25, .I_22 = 0.81, .I_33 = 1.53}));
  b.push_back(&add<BodyShape>("b6", BodyShape::Params{.r_CM = {0.05, 0.05, 0.05}, .m = 0.5}));
  auto& load = add<BodyShape>("load", BodyShape::Params{.r_CM = p.rLoad, .m = p.mLoad});
  // MSL's shapes (DXF in metres, frame_a coordinates); `acausal view --shapes`
  // finds them in a checkout of the library.
  for (std::size_t k = 0; k < b.size(); ++k)
    b[k]->params.shape_file =
        fmt::format("modelica://Modelica/Resources/Data/Shapes/RobotR3/b{}.dxf", k);
  // world - b0 - r1 - b1 - r2 - b2 - ... - r6 - b6 - load
  connect(world.frame_b, b[0]->frame_a);
  for (int k = 0; k < 6; ++k) {
    connect(b[k]->frame_b, r[k]->frame_a);
    connect(r[k]->frame_b, b[k + 1]->frame_a);
    connect(r[k]->axis, axis[k]);
  }
  connect(b[6]->frame_b, load.frame_a);
}

PathPlanning6::PathPlanning6(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  const double deg = std::numbers::pi / 180;
  std::vector<double> begin, end;
  for (double a : p.angleBegDeg) begin.push_back(a * deg);
  for (double a : p.angleEndDeg) end.push_back(a * deg);
  auto& path =
      add<blocks::KinematicPTP>("path", blocks::KinematicPTP::Params{.q_begin = begin,
                                                                     .q_end = end,
                                                                     .qd_max = p.speedMax,
                                                                     .qdd_max = p.accMax,
                                                                     .startTime = p.startTime});
  for (std::size_t k = 0; k < begin.size(); ++k) {
    angle_ref.push_back(signal::declare_output(*this, fmt::format("angle_ref[{}]", k + 1)));
    speed_ref.push_back(signal::declare_output(*this, fmt::format("speed_ref[{}]", k + 1)));
    connect(path.q[k], angle_ref[k]);
    connect(path.qd[k], speed_ref[k]);
  }
  terminate_when(Expr::time() >= path.endTime + p.swingTime, "... End condition reached");
}

}  // namespace acausal::models::msl::robot_r3
