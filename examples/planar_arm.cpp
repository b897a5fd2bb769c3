// Your own robot from library parts: a two-link arm in a vertical plane,
// described by a DH table and two point masses, built as a multibody model
// in one call, moved along a cycloidal reference by Move sources (kinematic
// joints whose torques are results) and, separately, driven by a
// computed-torque controller. The joint torques are checked against the
// textbook closed form (Craig, Introduction to Robotics, 3rd ed., eq. 6.60).
//
//   ./build/examples/example_planar_arm
#include <cmath>
#include <cstdio>
#include <numbers>

#include <fmt/format.h>

#include "components/multibody/tree_mechanism.hpp"
#include "components/robotics/computed_torque.hpp"
#include "components/robotics/cycloidal_reference.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/move.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/torque.hpp"
#include "dynamics/serial_chain_tree.hpp"
#include "solvers/simulation.hpp"

using namespace acausal;

constexpr double l1 = 0.5, l2 = 0.4, m1 = 3.0, m2 = 2.0, g = 9.81;

dynamics::RigidBodyTree planar_arm() {
  kinematics::DhTable table;
  table.name = "planar2r";
  table.convention = kinematics::DhConvention::standard;
  table.rows = {{.name = "q1", .a = l1}, {.name = "q2", .a = l2}};
  // Standard DH: link i's frame sits at its distal end, where the point mass is.
  const dynamics::BodyInertia tip1{.mass = m1}, tip2{.mass = m2};
  return dynamics::make_rigid_body_tree(table, {tip1, tip2}, Eigen::Vector3d(0, -g, 0));
}

// Craig eq. 6.60: point masses at the link tips, gravity along -y.
Eigen::Vector2d closed_form(double q1, double q2, double qd1, double qd2, double qdd1,
                            double qdd2) {
  const double c1 = std::cos(q1), c2 = std::cos(q2), s2 = std::sin(q2), c12 = std::cos(q1 + q2);
  return {m2 * l2 * l2 * (qdd1 + qdd2) + m2 * l1 * l2 * c2 * (2 * qdd1 + qdd2) +
              (m1 + m2) * l1 * l1 * qdd1 - m2 * l1 * l2 * s2 * qd2 * qd2 -
              2 * m2 * l1 * l2 * s2 * qd1 * qd2 + m2 * l2 * g * c12 + (m1 + m2) * l1 * g * c1,
          m2 * l1 * l2 * c2 * qdd1 + m2 * l1 * l2 * s2 * qd1 * qd1 + m2 * l2 * g * c12 +
              m2 * l2 * l2 * (qdd1 + qdd2)};
}

int main() {
  const dynamics::RigidBodyTree tree = planar_arm();
  const robotics::CycloidalReference::Params motion{
      .q_start = {-0.5, 0.3}, .displacement = {1.5, -1.0}, .duration = 1.0};

  // 1. Kinematic joints: Move sources impose the reference; torques are results.
  Model kinematic("planar_kinematic");
  const auto arm = multibody::add_tree_mechanism(kinematic, tree);
  auto& reference = kinematic.add<robotics::CycloidalReference>("reference", motion);
  for (std::size_t i = 0; i < 2; ++i) {
    auto& move = kinematic.add<rotational::Move>(fmt::format("move{}", i + 1));
    kinematic.connect(reference.q[i], move.u[0]);
    kinematic.connect(reference.qd[i], move.u[1]);
    kinematic.connect(reference.qdd[i], move.u[2]);
    kinematic.connect(move.flange, *arm.axes[i]);
  }
  Simulation sim(compile(kinematic));
  const Results r = sim.run({.t_stop = 1.2, .output_interval = 0.01, .rtol = 1e-8});
  double torque_gap = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    auto at = [&](const std::string& name) { return r.value(k, r.column(name)); };
    const Eigen::Vector2d tau =
        closed_form(at("reference.q[1]"), at("reference.q[2]"), at("reference.qd[1]"),
                    at("reference.qd[2]"), at("reference.qdd[1]"), at("reference.qdd[2]"));
    torque_gap = std::max(
        {torque_gap, std::fabs(at("joint1.tau") - tau[0]), std::fabs(at("joint2.tau") - tau[1])});
  }
  std::printf("kinematic joints: torques within %.3g N.m of the closed form\n", torque_gap);

  // 2. Torque-driven arm under computed-torque control with its own model.
  Model controlled("planar_computed_torque");
  const auto plant = multibody::add_tree_mechanism(controlled, tree);
  auto& ref = controlled.add<robotics::CycloidalReference>("reference", motion);
  auto& controller = controlled.add<robotics::ComputedTorque>(
      "controller", robotics::ComputedTorque::Params{
                        .model = dynamics::newton_euler_dynamics(tree), .kp = {100}, .kd = {20}});
  for (std::size_t i = 0; i < 2; ++i) {
    auto& angle = controlled.add<rotational::AngleSensor>(fmt::format("angle{}", i + 1));
    auto& speed = controlled.add<rotational::SpeedSensor>(fmt::format("speed{}", i + 1));
    auto& motor = controlled.add<rotational::Torque>(fmt::format("motor{}", i + 1));
    controlled.connect(angle.flange, *plant.axes[i]);
    controlled.connect(speed.flange, *plant.axes[i]);
    controlled.connect(motor.flange, *plant.axes[i]);
    controlled.connect(ref.q[i], controller.q_d[i]);
    controlled.connect(ref.qd[i], controller.qd_d[i]);
    controlled.connect(ref.qdd[i], controller.qdd_d[i]);
    controlled.connect(angle.phi, controller.q[i]);
    controlled.connect(speed.w, controller.qd[i]);
    controlled.connect(controller.tau[i], motor.tau);
    controlled.set_start(plant.coordinates[i], motion.q_start[i], true);
    controlled.set_start(fmt::format("joint{}.w", i + 1), 0.0, true);
  }
  Simulation control_sim(compile(controlled));
  const Results c = control_sim.run({.t_stop = 1.2, .output_interval = 0.01, .rtol = 1e-8});
  double tracking = 0;
  for (const char* e : {"controller.e[1]", "controller.e[2]"})
    for (double v : c.series(e)) tracking = std::max(tracking, std::fabs(v));
  std::printf("computed torque: max tracking error %.3g rad\n", tracking);
  return torque_gap < 1e-8 && tracking < 1e-6 ? 0 : 1;
}
