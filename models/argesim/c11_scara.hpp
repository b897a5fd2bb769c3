#pragma once
// ARGESIM Comparison 11: SCARA robot (seed 003; H. Ecker, F. Breitenecker, SNE).
// Three joints (two revolute, one prismatic, all axes vertical), DC servo
// drives with current limit, single-axis PD control with voltage limit
// (task b), and a collision-avoidance manoeuvre at an obstacle (task c).
// The acausal model is c11_scara_acausal(); the hand-derived explicit model
// of task a(i) is in c11_scara_explicit.hpp. See docs/argesim_c11.md.
#include <array>
#include <memory>

#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::models::argesim {

/// Every numerical value of the seed (its tables), in SI units.
struct C11Parameters {
  // mechanics (task a)
  double m1 = 8.0, m2 = 6.0, m3A = 2.5, m3L = 0.5;  // kg
  double L1 = 0.4, L2 = 0.3;                        // m
  double g = 9.81;                                  // m/s2
  double Theta3mot = 9.1e-6;                        // kg.m2
  // drives (task b); u3 also enters ma33 = m3L + Theta3mot u3^2
  std::array<double, 3> kT{0.4, 0.25, 0.4};       // V.s
  std::array<double, 3> R{3.9, 50.0, 40.0};       // Ohm
  std::array<double, 3> L{7.3e-3, 25e-3, 25e-3};  // H
  std::array<double, 3> u{130.0, 100.0, 1047.0};  // gear ratios (u3 in 1/m)
  std::array<double, 3> T_max{2.3, 0.6, 0.6};     // N.m (motor side)
  // PD control (task b)
  std::array<double, 3> P{1000.0, 1000.0, 5000.0};   // V/rad, V/rad, V/m
  std::array<double, 3> D{10.0, 25.0, 10.0};         // V.s/rad, V.s/rad, V.s/m
  std::array<double, 3> U_reg{100.0, 75.0, 90.0};    // V, regular voltage limits
  std::array<double, 3> U_max{230.0, 230.0, 230.0};  // V, emergency voltage limits
  /// I_max = T_max / (sqrt(3)/2 kT).
  double I_max(int i) const;
};

enum class C11Task { B, C };

struct C11Obstacle {
  double x_obs = 0.25;  // m
  double h_obs = 0.2;   // m
  double d_crit = 0.1;  // m
};

struct C11Options {
  C11Task task = C11Task::B;
  C11Parameters params{};
  /// Target joint positions q^ (task b and c): 2 rad, 2 rad, 0.3 m.
  std::array<double, 3> q_target{2.0, 2.0, 0.3};
  /// Initial joint positions (the seed: 0), velocities 0, currents 0.
  std::array<double, 3> q_start{0.0, 0.0, 0.0};
  C11Obstacle obstacle{};  // task c only
};

/// The acausal model. Components: mechanics (ScaraMechanics), motor1, motor2
/// (ScaraRotaryServo), motor3 (ScaraLinearServo), controller1..3
/// (ScaraPDController), sensors angle1, angle2, speed1, speed2, position3,
/// speed3, targets target1..3 (Constant), and for task c avoidance
/// (C11CollisionAvoidance), which feeds controllers 1 and 2.
/// Names: mechanics.q1, mechanics.qd1, mechanics.x_tip, motor1.i, motor1.tau,
/// controller1.u (PD voltage), controller1.ua (armature voltage), avoidance.mode1, ...
std::unique_ptr<Model> c11_scara_acausal(const C11Options& options = {});

/// Catalog entries: task b (stop time 2 s) and task c (stop time 3 s); the
/// experiments use rtol = 1e-8 (the tolerance of the comparison in docs/argesim_c11.md).
std::unique_ptr<Model> c11_scara_task_b();
std::unique_ptr<Model> c11_scara_task_c();
SimulationOptions c11_task_b_experiment();
SimulationOptions c11_task_c_experiment();

}  // namespace acausal::models::argesim
