#pragma once
// Components of the ARGESIM C11 SCARA robot (seed 003: H. Ecker, F. Breitenecker,
// "Comparison 11: SCARA Robot", SNE). Every equation below is the seed's; the
// symbols in the comments are the seed's symbols.
#include "domains/rotational.hpp"
#include "domains/signal.hpp"
#include "domains/translational.hpp"

namespace acausal::models::argesim {

struct ScaraMechanicsParams {
  double m1 = 8.0;            // kg, link 1 (homogeneous rod)
  double m2 = 6.0;            // kg, link 2 (homogeneous rod)
  double m3A = 2.5;           // kg, stator of the vertical drive (moves with link 2)
  double m3L = 0.5;           // kg, load (moves vertically)
  double L1 = 0.4;            // m
  double L2 = 0.3;            // m
  double g = 9.81;            // m/s2, gravity along the vertical (joint 3) axis
  double Theta3mot = 9.1e-6;  // kg.m2, rotating parts of the vertical drive motor
  double u3 = 1047.0;         // 1/m, gear ratio of the vertical drive (rotation -> translation)
};

/// The SCARA mechanics M(q) q'' = b as one component (seed, task a):
///   [ma11 ma12 0; ma12 ma22 0; 0 0 ma33] q'' = b,
///   ma11 = Th1 + 2 Th2 cos q2 + Th3, ma12 = Th2 cos q2 + Th3, ma22 = Th3,
///   ma33 = m3L + Theta3mot u3^2,
///   Th1 = (m1/3 + m2 + m3) L1^2, Th2 = (m2/2 + m3) L1 L2, Th3 = (m2/3 + m3) L2^2,
///   m3 = m3A + m3L,
///   b1 = T1 + Th2 (2 q1' q2' + q2'^2) sin q2,  b2 = T2 - Th2 q1'^2 sin q2,
///   b3 = T3 - m3L g.
/// Joints 1 and 2 are the rotational flanges flange1, flange2 (q1 = flange1.phi,
/// T1 = flange1.tau: the torque the drive applies to the joint); joint 3 is the
/// translational flange flange3 (q3 = flange3.s, upward, T3 = flange3.f). The
/// joint flanges carry generalised coordinates and forces: the reaction torques
/// of the drives are part of the seed's equations, so the flanges have no support.
/// Outputs x_tip, y_tip: the tool-tip position in the horizontal plane.
class ScaraMechanics : public Component {
 public:
  static constexpr const char* kTypeName = "ScaraMechanics";
  using Params = ScaraMechanicsParams;
  ScaraMechanics(ComponentContext ctx, Params p = Params());
  rotational::Flange flange1, flange2;
  translational::Flange flange3;
  signal::RealSignal x_tip, y_tip;
  Expr q1, q2, q3, qd1, qd2, qd3, qdd1, qdd2, qdd3;
  Expr ma11, ma12, ma22, ma33;
};

struct ServoMotorParams {
  double kT = 0.4;     // V.s, motor constant
  double R = 3.9;      // Ohm, armature resistance
  double L = 7.3e-3;   // H, armature inductance
  double ratio = 130;  // gear ratio u (1/m for the linear drive)
  double T_max = 2.3;  // N.m, maximum motor torque; I_max = T_max / (sqrt(3)/2 kT)
};

/// The seed's armature equation and torque as a signal block (task b):
///   di = (ua - kT ratio w - R i) / L   (the unlimited dI/dt),
///   tau = ratio sqrt(3)/2 kT i         (joint torque, or force of the linear drive).
/// The back-EMF constant (kT) and the torque constant (sqrt(3)/2 kT) differ in
/// the seed, so the motor is not an energy-conserving electrical EMF: it is
/// modelled at signal level, as the seed writes it.
class ArmatureCircuit : public Component {
 public:
  static constexpr const char* kTypeName = "ArmatureCircuit";
  ArmatureCircuit(ComponentContext ctx, const ServoMotorParams& p);
  signal::RealSignal ua, w, i, di, tau;
  Expr v_emf;
};

/// DC servo drive of a revolute joint: armature circuit, current limited to
/// +-I_max by a limited integrator (blocks::LimIntegrator: while |I| is at
/// I_max and dI/dt points outward, dI/dt = 0), torque on the joint flange.
/// Input ua: armature voltage U_a [V]. Variables i (armature current I),
/// w (joint speed q'), tau (joint torque T).
class ScaraRotaryServo : public Component {
 public:
  static constexpr const char* kTypeName = "ScaraRotaryServo";
  using Params = ServoMotorParams;
  ScaraRotaryServo(ComponentContext ctx, Params p = Params());
  signal::RealSignal ua;
  rotational::Flange flange;
  Expr i, w, tau;
};

/// The same drive for the prismatic joint 3 (ratio in 1/m): force on a
/// translational flange, back-EMF from the joint velocity. The inertia of the
/// motor's rotating parts is the mechanics' Theta3mot u3^2, as in the seed's ma33.
class ScaraLinearServo : public Component {
 public:
  static constexpr const char* kTypeName = "ScaraLinearServo";
  using Params = ServoMotorParams;
  ScaraLinearServo(ComponentContext ctx, Params p = Params());
  signal::RealSignal ua;
  translational::Flange flange;
  Expr i, v, f;
};

struct PDControllerParams {
  double P = 1000;     // V (per rad, or per m for joint 3)
  double D = 10;       // V.s
  double U_max = 100;  // V, voltage limit (fixed limiter)
  /// false: fixed Limiter +-U_max. true (task c, joints 1 and 2): the limit is
  /// the input u_max (VariableLimiter), and the input brake (0/1) switches the
  /// output to the input u_brake (emergency deceleration).
  bool supervised = false;
};

/// Single-axis PD control with voltage limit (seed, task b):
///   U = P (q_ref - q) - D q',  ua = [-U_max <= U <= U_max].
/// Built from blocks: error (Feedback), P and D (Gain), pd (Add), limiter
/// (Limiter, or VariableLimiter with negate = -u_max), and for a supervised
/// controller override (Switch). Variables u (= U) and output ua (= U_a).
class ScaraPDController : public Component {
 public:
  static constexpr const char* kTypeName = "ScaraPDController";
  using Params = PDControllerParams;
  ScaraPDController(ComponentContext ctx, Params p = Params());
  signal::RealSignal q_ref, q, qd, ua;
  // supervised only (ports exist only then; port pointers null otherwise)
  signal::RealSignal u_max{}, brake{}, u_brake{};
  Expr u;
};

struct CollisionAvoidanceParams {
  double x_obs = 0.25;       // m, border of the elevated area
  double h_obs = 0.2;        // m, height of the elevated area
  double d_crit = 0.1;       // m, critical distance of the obstacle sensor
  double q1_target = 2;      // rad, regular target of joint 1
  double q2_target = 2;      // rad, regular target of joint 2
  double U1_reg = 100;       // V, regular voltage limit of motor 1
  double U2_reg = 75;        // V, regular voltage limit of motor 2
  double U_emergency = 230;  // V, U_max^max of motors 1 and 2
};

/// The collision-avoidance manoeuvre of task c for joints 1 and 2, as discrete
/// logic (when-clauses, pre()):
///  - obstacle event: when x_tip - x_obs - d_crit < 0 while q3 < h_obs (once):
///    emergency := true, joint j: mode_j := braking, s_j := sign(q_j') at that
///    instant; the controller output is then -U_emergency s_j;
///  - joint stop: when joint j brakes and s_j q_j' has reached 0: mode_j :=
///    holding, q_hold_j := q_j; the PD law holds q_hold_j with limit +-U_emergency;
///  - resume: when q3 > h_obs during the emergency: every joint back to its
///    regular target and limit; the obstacle condition is not re-armed (done).
/// Outputs for controller j: q_ref_j, u_max_j, brake_j (0/1), u_brake_j.
class C11CollisionAvoidance : public Component {
 public:
  static constexpr const char* kTypeName = "C11CollisionAvoidance";
  using Params = CollisionAvoidanceParams;
  C11CollisionAvoidance(ComponentContext ctx, Params p = Params());
  signal::RealSignal x_tip, q1, q2, q3, qd1, qd2;
  signal::RealSignal q_ref1, q_ref2, u_max1, u_max2, brake1, brake2, u_brake1, u_brake2;
  Expr emergency, done, mode1, mode2, s1, s2, q_hold1, q_hold2, distance;
};

/// Joint modes of C11CollisionAvoidance (values of mode1, mode2).
namespace c11_mode {
inline constexpr double Regular = 0, Braking = 1, Holding = 2;
}

}  // namespace acausal::models::argesim
