#include "models/argesim/c11_components.hpp"

#include <cmath>

#include <fmt/format.h>

#include "components/blocks/limited.hpp"
#include "components/blocks/logical.hpp"
#include "components/blocks/math.hpp"
#include "components/blocks/nonlinear.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/torque.hpp"
#include "components/translational/force.hpp"
#include "components/translational/speed_sensor.hpp"
#include "core/errors.hpp"

namespace acausal::models::argesim {

ScaraMechanics::ScaraMechanics(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      flange1(rotational::declare_flange(*this, "flange1")),
      flange2(rotational::declare_flange(*this, "flange2")),
      flange3(translational::declare_flange(*this, "flange3")),
      x_tip(signal::declare_output(*this, "x_tip")),
      y_tip(signal::declare_output(*this, "y_tip")),
      q1(variable("q1", {.unit = "rad", .description = "joint angle 1", .start = 0.0})),
      q2(variable("q2", {.unit = "rad", .description = "joint angle 2", .start = 0.0})),
      q3(variable("q3", {.unit = "m", .description = "joint distance 3 (vertical)", .start = 0.0})),
      qd1(variable("qd1", {.unit = "rad/s", .description = "der(q1)", .start = 0.0})),
      qd2(variable("qd2", {.unit = "rad/s", .description = "der(q2)", .start = 0.0})),
      qd3(variable("qd3", {.unit = "m/s", .description = "der(q3)", .start = 0.0})),
      qdd1(variable("qdd1", {.unit = "rad/s2", .description = "der(qd1)"})),
      qdd2(variable("qdd2", {.unit = "rad/s2", .description = "der(qd2)"})),
      qdd3(variable("qdd3", {.unit = "m/s2", .description = "der(qd3)"})),
      ma11(variable("ma11", {.unit = "kg.m2", .description = "mass matrix element (1,1)"})),
      ma12(variable("ma12", {.unit = "kg.m2", .description = "mass matrix element (1,2) = (2,1)"})),
      ma22(variable("ma22", {.unit = "kg.m2", .description = "mass matrix element (2,2)"})),
      ma33(variable("ma33", {.unit = "kg", .description = "mass matrix element (3,3)"})) {
  using enum ParameterCheck;
  Expr m1 = parameter("m1", p.m1, {"kg", "mass of link 1", NonNegative});
  Expr m2 = parameter("m2", p.m2, {"kg", "mass of link 2", NonNegative});
  Expr m3A = parameter("m3A", p.m3A, {"kg", "stator mass of the vertical drive", NonNegative});
  Expr m3L = parameter("m3L", p.m3L, {"kg", "mass of the load", NonNegative});
  Expr L1 = parameter("L1", p.L1, {"m", "length of link 1", Positive});
  Expr L2 = parameter("L2", p.L2, {"m", "length of link 2", Positive});
  Expr g = parameter("g", p.g, {"m/s2", "gravity acceleration (along -q3)"});
  Expr Theta3mot = parameter("Theta3mot", p.Theta3mot,
                             {"kg.m2", "moment of inertia of the vertical motor", NonNegative});
  Expr u3 = parameter("u3", p.u3, {"1/m", "gear ratio of the vertical drive", NonZero});
  // The mass matrix must be positive definite for every q2:
  // det = Th1 Th3 - Th2^2 cos^2 q2 >= Th1 Th3 - Th2^2 > 0 and ma33 > 0.
  {
    const double m3 = p.m3A + p.m3L;
    const double th1 = (p.m1 / 3 + p.m2 + m3) * p.L1 * p.L1;
    const double th2 = (p.m2 / 2 + m3) * p.L1 * p.L2;
    const double th3 = (p.m2 / 3 + m3) * p.L2 * p.L2;
    if (!(th1 * th3 - th2 * th2 > 0))
      throw ModelError(fmt::format(
          "ScaraMechanics '{}': the mass matrix of joints 1 and 2 is singular (Theta1 Theta3 - "
          "Theta2^2 = {} with m1 = {}, m2 = {}, m3A + m3L = {}). Give link 2 a positive mass, "
          "or links 1 and 3 positive masses.",
          path(), th1 * th3 - th2 * th2, p.m1, p.m2, m3));
    if (!(p.m3L + p.Theta3mot * p.u3 * p.u3 > 0))
      throw ModelError(fmt::format(
          "ScaraMechanics '{}': ma33 = m3L + Theta3mot u3^2 = 0: joint 3 has no mass. Set "
          "{}.m3L or {}.Theta3mot to a positive value.",
          path(), path(), path()));
  }
  Expr m3 = m3A + m3L;
  Expr Th1 = (m1 / 3.0 + m2 + m3) * L1 * L1;
  Expr Th2 = (m2 / 2.0 + m3) * L1 * L2;
  Expr Th3 = (m2 / 3.0 + m3) * L2 * L2;

  equation(q1, flange1.phi);
  equation(q2, flange2.phi);
  equation(q3, flange3.s);
  equation(qd1, der(q1));
  equation(qd2, der(q2));
  equation(qd3, der(q3));
  equation(qdd1, der(qd1));
  equation(qdd2, der(qd2));
  equation(qdd3, der(qd3));
  const Expr M11 = Th1 + 2.0 * Th2 * cos(q2) + Th3;
  const Expr M12 = Th2 * cos(q2) + Th3;
  const Expr M22 = Th3;
  const Expr M33 = m3L + Theta3mot * u3 * u3;
  // M q'' = b. The entries are written into the equations themselves (not
  // through the variables ma11, ...), so that the Jacobian with respect to q''
  // is the mass matrix already at the start values of an initialisation.
  equation(M11 * qdd1 + M12 * qdd2, flange1.tau + Th2 * (2.0 * qd1 * qd2 + qd2 * qd2) * sin(q2));
  equation(M12 * qdd1 + M22 * qdd2, flange2.tau - Th2 * qd1 * qd1 * sin(q2));
  equation(M33 * qdd3, flange3.f - m3L * g);
  // the entries as outputs (results columns mechanics.ma11, ...)
  equation(ma11, M11);
  equation(ma12, M12);
  equation(ma22, M22);
  equation(ma33, M33);
  // tool tip: x_tip = L1 cos q1 + L2 cos(q1 + q2)
  equation(x_tip.value, L1 * cos(q1) + L2 * cos(q1 + q2));
  equation(y_tip.value, L1 * sin(q1) + L2 * sin(q1 + q2));
}

namespace {

void check_motor(const Component& c, const ServoMotorParams& p) {
  auto bad = [&](const char* name, double v, const char* what) {
    throw ModelError(
        fmt::format("{} '{}': parameter {} = {} is invalid: it must be {}. Set {}.{} "
                    "accordingly.",
                    c.type_name(), c.path(), name, v, what, c.path(), name));
  };
  if (!(p.kT > 0)) bad("kT", p.kT, "> 0");
  if (!(p.T_max > 0)) bad("T_max", p.T_max, "> 0");
}

double max_current(const ServoMotorParams& p) {
  return p.T_max / (std::sqrt(3.0) / 2 * p.kT);
}

}  // namespace

ArmatureCircuit::ArmatureCircuit(ComponentContext ctx, const ServoMotorParams& p)
    : Component(std::move(ctx)),
      ua(signal::declare_input(*this, "ua")),
      w(signal::declare_input(*this, "w")),
      i(signal::declare_input(*this, "i")),
      di(signal::declare_output(*this, "di")),
      tau(signal::declare_output(*this, "tau")),
      v_emf(variable("v_emf", {.unit = "V", .description = "back EMF kT u q'"})) {
  using enum ParameterCheck;
  Expr kT = parameter("kT", p.kT, {"V.s", "motor constant", Positive});
  Expr R = parameter("R", p.R, {"Ohm", "armature resistance", NonNegative});
  Expr L = parameter("L", p.L, {"H", "armature inductance", Positive});
  Expr ratio = parameter("ratio", p.ratio, {"", "gear ratio u", NonZero});
  equation(v_emf, kT * ratio * w.value);
  equation(di.value, (ua.value - v_emf - R * i.value) / L);
  equation(tau.value, ratio * (std::sqrt(3.0) / 2) * kT * i.value);
}

ScaraRotaryServo::ScaraRotaryServo(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      ua(signal::declare_input(*this, "ua")),
      flange(rotational::declare_flange(*this, "flange")),
      i(variable("i", {.unit = "A", .description = "armature current I"})),
      w(variable("w", {.unit = "rad/s", .description = "joint speed q'"})),
      tau(variable("tau", {.unit = "N.m", .description = "joint torque T"})) {
  check_motor(*this, p);
  auto& armature = add<ArmatureCircuit>("armature", p);
  auto& current = add<blocks::LimIntegrator>(
      "current", blocks::LimIntegrator::Params{.k = 1.0, .outMax = max_current(p), .y_start = 0.0});
  auto& speed = add<rotational::SpeedSensor>("speed");
  auto& torque = add<rotational::Torque>("torque");
  connect(ua, armature.ua);
  connect(armature.di, current.u);
  connect(current.y, armature.i);
  connect(speed.w, armature.w);
  connect(armature.tau, torque.tau);
  connect(torque.flange, flange);
  connect(speed.flange, flange);
  equation(i, current.y.value);
  equation(w, speed.w.value);
  equation(tau, armature.tau.value);
}

ScaraLinearServo::ScaraLinearServo(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      ua(signal::declare_input(*this, "ua")),
      flange(translational::declare_flange(*this, "flange")),
      i(variable("i", {.unit = "A", .description = "armature current I"})),
      v(variable("v", {.unit = "m/s", .description = "joint velocity q'"})),
      f(variable("f", {.unit = "N", .description = "joint force T"})) {
  check_motor(*this, p);
  auto& armature = add<ArmatureCircuit>("armature", p);
  auto& current = add<blocks::LimIntegrator>(
      "current", blocks::LimIntegrator::Params{.k = 1.0, .outMax = max_current(p), .y_start = 0.0});
  auto& speed = add<translational::SpeedSensor>("speed");
  auto& force = add<translational::Force>("force");
  connect(ua, armature.ua);
  connect(armature.di, current.u);
  connect(current.y, armature.i);
  connect(speed.v, armature.w);
  connect(armature.tau, force.f);
  connect(force.flange, flange);
  connect(speed.flange, flange);
  equation(i, current.y.value);
  equation(v, speed.v.value);
  equation(f, armature.tau.value);
}

ScaraPDController::ScaraPDController(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      q_ref(signal::declare_input(*this, "q_ref")),
      q(signal::declare_input(*this, "q")),
      qd(signal::declare_input(*this, "qd")),
      ua(signal::declare_output(*this, "ua")),
      u(variable("u", {.unit = "V", .description = "PD voltage U before the limit"})) {
  if (!(p.U_max >= 0))
    throw ModelError(fmt::format(
        "ScaraPDController '{}': U_max = {} V is invalid: the voltage limit must be >= 0.", path(),
        p.U_max));
  auto& error = add<blocks::Feedback>("error");
  auto& P = add<blocks::Gain>("P", blocks::Gain::Params{.k = p.P});
  auto& D = add<blocks::Gain>("D", blocks::Gain::Params{.k = p.D});
  auto& pd = add<blocks::Add>("pd", blocks::Add::Params{.k1 = 1.0, .k2 = -1.0});
  connect(q_ref, error.u1);
  connect(q, error.u2);
  connect(error.y, P.u);
  connect(qd, D.u);
  connect(P.y, pd.u1);
  connect(D.y, pd.u2);
  equation(u, pd.y.value);
  if (!p.supervised) {
    auto& limiter = add<blocks::Limiter>("limiter", blocks::Limiter::Params{.uMax = p.U_max});
    connect(pd.y, limiter.u);
    connect(limiter.y, ua);
    return;
  }
  u_max = signal::declare_input(*this, "u_max");
  brake = signal::declare_input(*this, "brake");
  u_brake = signal::declare_input(*this, "u_brake");
  auto& limiter = add<blocks::VariableLimiter>("limiter");
  auto& negate = add<blocks::Gain>("negate", blocks::Gain::Params{.k = -1.0});
  auto& override_ = add<blocks::Switch>("override");
  connect(pd.y, limiter.u);
  connect(u_max, limiter.limit1);
  connect(u_max, negate.u);
  connect(negate.y, limiter.limit2);
  connect(u_brake, override_.u1);
  connect(brake, override_.u2);
  connect(limiter.y, override_.u3);
  connect(override_.y, ua);
}

C11CollisionAvoidance::C11CollisionAvoidance(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      x_tip(signal::declare_input(*this, "x_tip")),
      q1(signal::declare_input(*this, "q1")),
      q2(signal::declare_input(*this, "q2")),
      q3(signal::declare_input(*this, "q3")),
      qd1(signal::declare_input(*this, "qd1")),
      qd2(signal::declare_input(*this, "qd2")),
      q_ref1(signal::declare_output(*this, "q_ref1")),
      q_ref2(signal::declare_output(*this, "q_ref2")),
      u_max1(signal::declare_output(*this, "u_max1")),
      u_max2(signal::declare_output(*this, "u_max2")),
      brake1(signal::declare_output(*this, "brake1")),
      brake2(signal::declare_output(*this, "brake2")),
      u_brake1(signal::declare_output(*this, "u_brake1")),
      u_brake2(signal::declare_output(*this, "u_brake2")),
      emergency(discrete("emergency", 0.0, "= 1 while the collision-avoidance manoeuvre runs")),
      done(discrete("done", 0.0, "= 1 once the manoeuvre has ended (not re-armed)")),
      mode1(discrete("mode1", c11_mode::Regular, "joint 1: 0 regular, 1 braking, 2 holding")),
      mode2(discrete("mode2", c11_mode::Regular, "joint 2: 0 regular, 1 braking, 2 holding")),
      s1(discrete("s1", 0.0, "sign(q1') at the obstacle event")),
      s2(discrete("s2", 0.0, "sign(q2') at the obstacle event")),
      q_hold1(discrete("q_hold1", 0.0, "position at which joint 1 stopped [rad]")),
      q_hold2(discrete("q_hold2", 0.0, "position at which joint 2 stopped [rad]")),
      distance(variable("distance", {.unit = "m", .description = "x_tip - x_obs"})) {
  using enum ParameterCheck;
  Expr x_obs = parameter("x_obs", p.x_obs, {"m", "x position of the obstacle border"});
  Expr h_obs = parameter("h_obs", p.h_obs, {"m", "height of the elevated area"});
  Expr d_crit = parameter("d_crit", p.d_crit, {"m", "critical distance", NonNegative});
  Expr q1_target = parameter("q1_target", p.q1_target, {"rad", "regular target of joint 1"});
  Expr q2_target = parameter("q2_target", p.q2_target, {"rad", "regular target of joint 2"});
  Expr U1_reg = parameter("U1_reg", p.U1_reg, {"V", "regular voltage limit, motor 1", NonNegative});
  Expr U2_reg = parameter("U2_reg", p.U2_reg, {"V", "regular voltage limit, motor 2", NonNegative});
  Expr U_em = parameter("U_emergency", p.U_emergency,
                        {"V", "emergency voltage U_max^max of motors 1 and 2", NonNegative});
  equation(distance, x_tip.value - x_obs);

  // obstacle event: the sensor distance falls below d_crit while the tip is below h_obs
  // (the conditions read the discrete state through pre(): the values before
  // the current event-iteration step, so no condition depends on the order in
  // which the clauses of one step assign)
  const Expr obstacle = distance - d_crit < 0.0 && q3.value < h_obs && pre(done) < 0.5;
  when(obstacle, {{emergency, 1.0},
                  {mode1, c11_mode::Braking},
                  {mode2, c11_mode::Braking},
                  {s1, no_event(sign(qd1.value))},
                  {s2, no_event(sign(qd2.value))}});
  // joint stops: the speed has reached zero from the side it braked on
  auto stopped = [](const Expr& s, const Expr& qd) {
    return (s > 0.5 && qd <= 0.0) || (s < -0.5 && qd >= 0.0);
  };
  when(equal(pre(mode1), c11_mode::Braking) && stopped(pre(s1), qd1.value),
       {{mode1, c11_mode::Holding}, {q_hold1, q1.value}});
  when(equal(pre(mode2), c11_mode::Braking) && stopped(pre(s2), qd2.value),
       {{mode2, c11_mode::Holding}, {q_hold2, q2.value}});
  // resume: the tip has cleared the obstacle height
  when(q3.value > h_obs && pre(emergency) > 0.5,
       {{emergency, 0.0}, {done, 1.0}, {mode1, c11_mode::Regular}, {mode2, c11_mode::Regular}});

  auto outputs = [&](const Expr& mode, const Expr& s, const Expr& q_hold, const Expr& target,
                     const Expr& U_reg, signal::RealSignal& q_ref, signal::RealSignal& u_max,
                     signal::RealSignal& brake, signal::RealSignal& u_brake) {
    equation(q_ref.value, if_else(equal(mode, c11_mode::Holding), q_hold, target));
    equation(u_max.value, if_else(equal(mode, c11_mode::Regular), U_reg, U_em));
    equation(brake.value, if_else(equal(mode, c11_mode::Braking), 1.0, 0.0));
    equation(u_brake.value, -U_em * s);
  };
  outputs(mode1, s1, q_hold1, q1_target, U1_reg, q_ref1, u_max1, brake1, u_brake1);
  outputs(mode2, s2, q_hold2, q2_target, U2_reg, q_ref2, u_max2, brake2, u_brake2);
}

}  // namespace acausal::models::argesim
