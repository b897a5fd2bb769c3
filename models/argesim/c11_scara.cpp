#include "models/argesim/c11_scara.hpp"

#include <cmath>
#include <string>

#include "components/blocks/sources.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/translational/position_sensor.hpp"
#include "components/translational/speed_sensor.hpp"
#include "models/argesim/c11_components.hpp"

namespace acausal::models::argesim {

double C11Parameters::I_max(int i) const {
  const auto k = static_cast<std::size_t>(i);
  return T_max[k] / (std::sqrt(3.0) / 2 * kT[k]);
}

std::unique_ptr<Model> c11_scara_acausal(const C11Options& o) {
  const C11Parameters& p = o.params;
  const bool task_c = o.task == C11Task::C;
  auto m = std::make_unique<Model>(task_c ? "argesim.C11.TaskC" : "argesim.C11.TaskB");

  auto& mech = m->add<ScaraMechanics>("mechanics", ScaraMechanics::Params{.m1 = p.m1,
                                                                          .m2 = p.m2,
                                                                          .m3A = p.m3A,
                                                                          .m3L = p.m3L,
                                                                          .L1 = p.L1,
                                                                          .L2 = p.L2,
                                                                          .g = p.g,
                                                                          .Theta3mot = p.Theta3mot,
                                                                          .u3 = p.u[2]});
  auto motor_params = [&](int i) {
    const auto k = static_cast<std::size_t>(i);
    return ServoMotorParams{
        .kT = p.kT[k], .R = p.R[k], .L = p.L[k], .ratio = p.u[k], .T_max = p.T_max[k]};
  };
  auto& motor1 = m->add<ScaraRotaryServo>("motor1", motor_params(0));
  auto& motor2 = m->add<ScaraRotaryServo>("motor2", motor_params(1));
  auto& motor3 = m->add<ScaraLinearServo>("motor3", motor_params(2));
  m->connect(motor1.flange, mech.flange1);
  m->connect(motor2.flange, mech.flange2);
  m->connect(motor3.flange, mech.flange3);

  // joint sensors for the controllers
  auto& angle1 = m->add<rotational::AngleSensor>("angle1");
  auto& angle2 = m->add<rotational::AngleSensor>("angle2");
  auto& speed1 = m->add<rotational::SpeedSensor>("speed1");
  auto& speed2 = m->add<rotational::SpeedSensor>("speed2");
  auto& position3 = m->add<translational::PositionSensor>("position3");
  auto& speed3 = m->add<translational::SpeedSensor>("speed3");
  m->connect(angle1.flange, mech.flange1);
  m->connect(speed1.flange, mech.flange1);
  m->connect(angle2.flange, mech.flange2);
  m->connect(speed2.flange, mech.flange2);
  m->connect(position3.flange, mech.flange3);
  m->connect(speed3.flange, mech.flange3);

  auto controller_params = [&](int i, bool supervised) {
    const auto k = static_cast<std::size_t>(i);
    return PDControllerParams{
        .P = p.P[k], .D = p.D[k], .U_max = p.U_reg[k], .supervised = supervised};
  };
  auto& c1 = m->add<ScaraPDController>("controller1", controller_params(0, task_c));
  auto& c2 = m->add<ScaraPDController>("controller2", controller_params(1, task_c));
  auto& c3 = m->add<ScaraPDController>("controller3", controller_params(2, false));
  m->connect(angle1.phi, c1.q);
  m->connect(speed1.w, c1.qd);
  m->connect(angle2.phi, c2.q);
  m->connect(speed2.w, c2.qd);
  m->connect(position3.s, c3.q);
  m->connect(speed3.v, c3.qd);
  m->connect(c1.ua, motor1.ua);
  m->connect(c2.ua, motor2.ua);
  m->connect(c3.ua, motor3.ua);

  auto& target3 = m->add<blocks::Constant>("target3", blocks::Constant::Params{.k = o.q_target[2]});
  m->connect(target3.y, c3.q_ref);
  if (!task_c) {
    auto& target1 =
        m->add<blocks::Constant>("target1", blocks::Constant::Params{.k = o.q_target[0]});
    auto& target2 =
        m->add<blocks::Constant>("target2", blocks::Constant::Params{.k = o.q_target[1]});
    m->connect(target1.y, c1.q_ref);
    m->connect(target2.y, c2.q_ref);
  } else {
    auto& avoidance = m->add<C11CollisionAvoidance>(
        "avoidance", C11CollisionAvoidance::Params{.x_obs = o.obstacle.x_obs,
                                                   .h_obs = o.obstacle.h_obs,
                                                   .d_crit = o.obstacle.d_crit,
                                                   .q1_target = o.q_target[0],
                                                   .q2_target = o.q_target[1],
                                                   .U1_reg = p.U_reg[0],
                                                   .U2_reg = p.U_reg[1],
                                                   .U_emergency = p.U_max[0]});
    if (p.U_max[0] != p.U_max[1])
      throw ModelError(
          "c11_scara_acausal: task c uses one emergency voltage for motors 1 and 2; the seed's "
          "U_max^max are equal (230 V). Set params.U_max[0] == params.U_max[1].");
    m->connect(mech.x_tip, avoidance.x_tip);
    m->connect(angle1.phi, avoidance.q1);
    m->connect(angle2.phi, avoidance.q2);
    m->connect(position3.s, avoidance.q3);
    m->connect(speed1.w, avoidance.qd1);
    m->connect(speed2.w, avoidance.qd2);
    m->connect(avoidance.q_ref1, c1.q_ref);
    m->connect(avoidance.q_ref2, c2.q_ref);
    m->connect(avoidance.u_max1, *c1.u_max.port);
    m->connect(avoidance.u_max2, *c2.u_max.port);
    m->connect(avoidance.brake1, *c1.brake.port);
    m->connect(avoidance.brake2, *c2.brake.port);
    m->connect(avoidance.u_brake1, *c1.u_brake.port);
    m->connect(avoidance.u_brake2, *c2.u_brake.port);
  }

  // The benchmark's signal names, the same for every variant and solver.
  const std::pair<const char*, Expr> benchmark_signals[] = {
      {"q1", mech.q1},   {"q2", mech.q2},
      {"q3", mech.q3},   {"qd1", mech.qd1},
      {"qd2", mech.qd2}, {"qd3", mech.qd3},
      {"I1", motor1.i},  {"I2", motor2.i},
      {"I3", motor3.i},  {"x_tip", mech.x_tip.value}};
  for (const auto& [name, value] : benchmark_signals) m->equation(m->variable(name), value);

  // initial state (task b, c): q = q_start, q' = 0; the currents start at 0 (LimIntegrator)
  m->set_start("mechanics.q1", o.q_start[0], true);
  m->set_start("mechanics.q2", o.q_start[1], true);
  m->set_start("mechanics.q3", o.q_start[2], true);
  m->set_start("mechanics.qd1", 0.0, true);
  m->set_start("mechanics.qd2", 0.0, true);
  m->set_start("mechanics.qd3", 0.0, true);
  return m;
}

std::unique_ptr<Model> c11_scara_task_b() {
  return c11_scara_acausal(C11Options{.task = C11Task::B});
}

std::unique_ptr<Model> c11_scara_task_c() {
  return c11_scara_acausal(C11Options{.task = C11Task::C});
}

SimulationOptions c11_task_b_experiment() {
  return SimulationOptions{.t_stop = 2.0, .output_interval = 2e-3, .rtol = 1e-8};
}

SimulationOptions c11_task_c_experiment() {
  return SimulationOptions{.t_stop = 3.0, .output_interval = 2e-3, .rtol = 1e-8};
}

}  // namespace acausal::models::argesim
