#pragma once
// The seed-000 digital twin at four fidelities, connected from library parts
// only (shared/seeds/000_*.txt, Sec. 3-5):
//   Ideal          the multibody arm (Table 1, the project's link inertias)
//                  driven by ideal torque sources from the computed-torque law
//                  eq. (32) at the measured state (angle and speed sensors);
//   Mechanical     + rotor inertias, gears n_r, the Sec. 4.1 friction on every
//                  joint; the controller uses diag(1/n_r), the reflected rotor
//                  inertias and a friction model f;
//   PmsmAveraged   + a PMSM under sampled FOC torque control with an averaged
//                  two-level inverter per joint (in place of the ideal motor);
//   PmsmSwitched   + a switched two-level inverter under PWM.
// Reference: eq. (23) with theta_r = (90, 90, 30, 90, 90, 90) deg, theta_0 = 0,
// T = 2 s, held after T; K_P = 100, K_D = 20.
//
// Components: world, placement<i>, joint<i>, body_placement<i>, link<i> (the
// arm), reference, angle<i>, speed<i>, controller, motor<i> (ports flange and
// tau: a Torque, an IdealMotor or a PmsmTorqueDrive), gear<i>, friction<i>.
// Results: q_ref[i], q[i] (rad), tau_link[i] (N.m, the torque driving joint
// i), tau_motor[i] (N.m, the motor's torque), e[i] = q_ref[i] - q[i].
#include <array>
#include <memory>
#include <string>

#include "components/robotics/computed_torque.hpp"
#include "core/model/model.hpp"

namespace acausal::models::robots {

enum class Seed000Fidelity { ideal, mechanical, pmsm_averaged, pmsm_switched };

/// Who computes the joint torques.
enum class Seed000Control {
  /// Sec. 5: computed torque at the measured state (the default).
  computed_torque,
  /// Sec. 3.4: open-loop inverse dynamics along the reference, by Newton-Euler ...
  inverse_dynamics_newton_euler,
  /// ... by Euler-Lagrange ...
  inverse_dynamics_euler_lagrange,
  /// ... or by a second copy of the multibody arm moved along the reference by
  /// Move sources (kinematic joints whose torques are results).
  inverse_dynamics_multibody,
  /// Sec. 2.4: the tool moves on the circle x = 600 + 100 cos(theta), y = 100
  /// sin(theta), z = 500 mm (theta cycloidal over T); the closed-form inverse
  /// kinematics gives the joint references, Move sources impose them and the
  /// joint torques are results; `tool.r[k]` is the tool position (ideal level only).
  kinematic,
};

/// The dynamics algorithm inside the computed-torque controller.
enum class Seed000ControllerModel { newton_euler, euler_lagrange };

struct Seed000TwinOptions {
  Seed000Fidelity fidelity = Seed000Fidelity::ideal;
  Seed000Control control = Seed000Control::computed_torque;
  Seed000ControllerModel controller_model = Seed000ControllerModel::newton_euler;
  /// Friction the computed-torque controller compensates (mechanical levels and
  /// above): the seed's eq. (30) Coulomb + viscous by default; `stribeck` is the
  /// plant's own law.
  robotics::FrictionCompensation friction = robotics::FrictionCompensation::coulomb_viscous;
  std::array<double, 6> theta_r_deg{90, 90, 30, 90, 90, 90};
  double T = 2.0;
  double kp = 100.0;
  double kd = 20.0;
  /// PWM frequency of the switched level and sample rate of the FOC of both
  /// PMSM levels [Hz].
  double pwm_frequency = 5000.0;
  std::string name;  // default: "Seed000.Twin.<Level>"
};

std::unique_ptr<Model> seed000_twin(const Seed000TwinOptions& options = {});

/// The registered name of a level: "Seed000.Twin.Ideal", ".Mechanical", ".PmsmAveraged",
/// ".PmsmSwitched".
std::string seed000_twin_name(Seed000Fidelity fidelity);

}  // namespace acausal::models::robots
