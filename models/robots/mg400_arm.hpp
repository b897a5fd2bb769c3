#pragma once
// The DOBOT MG400 of seed 001 as a multibody mechanism with its three
// parallelogram loops (Sec. 2.1, Fig. 3): ten parts of Table 6 on the frames
// of Table 1, thirteen revolute joints. Active joints, as the seed's Simscape
// model (Sec. 3.2): J1 (base, vertical), J2 (upper arm L2), J3 (the elbow
// joint L2-L33, the seed's theta33 and theta3 of its Tables 3 and 4), J4
// (flange, vertical). Passive: the J3 crank L31 and rod L32 (loop L1-L2-L33-
// L32-L31), the levelling rod L2a and plate L2b (loop L1-L2a-L2b-L2), the
// wrist rod L33a and plate L33b (loop L2b-L33a-L33b-L33), which keep L33b and
// the flange level. Each loop is closed by a Revolute marked closes_loop.
// All joint angles are zero in Table 1's configuration (upper arm vertical,
// forearm horizontal); the base frame sits on the J1 axis with z up, where
// kinematics::make_mg400_chain and the seed's eq. (6) place it.
#include <array>
#include <memory>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "components/multibody/revolute.hpp"
#include "core/model/model.hpp"

namespace acausal::models::robots {

struct Mg400Mechanism {
  std::array<multibody::Revolute*, 4> active{};  // J1 .. J4, with axis flanges
  /// The three loop-closing joints (cut joints): rod top L32-L33, levelling
  /// rod top L2a-L2b, wrist rod end L33a-L33b.
  std::array<multibody::Revolute*, 3> loop_closures{};
  const Port* tool = nullptr;  // the flange point (Table 1's A4), L4's frame
};

/// Adds the parts and joints under `prefix` on `base` (a World's frame_b; z up).
Mg400Mechanism add_mg400_mechanism(Model& m, const Port& base, const std::string& prefix = "");

/// Joint angles (theta1 .. theta4 of the seed, rad) of the passive joints
/// that keep the loops closed, in the order the mechanism declares them:
/// crank, rod, rod top, levelling rod, levelling plate, levelling rod top,
/// wrist rod, wrist plate, wrist rod end.
std::vector<std::pair<std::string, double>> mg400_passive_angles(const Eigen::Vector4d& theta);

struct Mg400TrajectoryOptions {
  /// Tool targets (x, y, z in m, base frame; rotation Rz about the vertical in
  /// rad): a palletizing cycle home -> above pick -> pick -> above pick ->
  /// above place -> place -> above place -> home, as seed 001 Sec. 4.
  std::vector<Eigen::Vector4d> targets = {{0.30, 0.00, 0.15, 0.0},   {0.25, -0.15, 0.12, -0.5},
                                          {0.25, -0.15, 0.04, -0.5}, {0.25, -0.15, 0.12, -0.5},
                                          {0.22, 0.18, 0.12, 0.7},   {0.22, 0.18, 0.05, 0.7},
                                          {0.22, 0.18, 0.12, 0.7},   {0.30, 0.00, 0.15, 0.0}};
  double segment_time = 0.5;  // s per move
  std::string name = "robots.MG400.Palletizing";
};

/// The joint waypoints of the targets (closed-form IK, seed 001 eq. 27,
/// elbow-up solutions nearest to the previous waypoint) and their instants.
struct Mg400Waypoints {
  std::vector<double> times;
  std::vector<Eigen::Vector4d> theta;
};
Mg400Waypoints mg400_waypoints(const Mg400TrajectoryOptions& options);

/// The mechanism on a World (gravity -z), every active joint driven exactly
/// (Position sources, exact) along rest-to-rest quintic segments through the
/// waypoints: the joint torques J<i>.tau are the inverse dynamics of the
/// closed-loop mechanism. Signals: `tool.r[1..3]` (flange point),
/// `closure<k>_a.r[..]`, `closure<k>_b.r[..]` (both frames of each loop-closing
/// joint), `J<i>.phi`, `J<i>.tau`.
std::unique_ptr<Model> mg400_palletizing(const Mg400TrajectoryOptions& options = {});

/// Forward dynamics of the closed-loop mechanism: the same cycle with the MG400
/// torque-driven. A second copy (`id_` prefix, on the same World: the copies
/// do not interact) is driven exactly along the trajectory; TorqueSensors
/// between its drives and axes give the inverse-dynamics torques, which
/// Torque sources apply to the plant's joints J1..J4 (feedforward, as seed 000
/// Sec. 3.4); with kp, kd > 0 a SpringDamper from an exactly driven reference
/// flange to each plant axis adds PD feedback. The plant's passive joints and
/// loop closures are solved by index reduction (dummy derivatives).
struct Mg400ControlOptions {
  Mg400TrajectoryOptions trajectory{.name = "robots.MG400.InverseDynamicsControl"};
  double kp = 0.0;  // N.m/rad
  double kd = 0.0;  // N.m.s/rad
};
std::unique_ptr<Model> mg400_inverse_dynamics_control(const Mg400ControlOptions& options = {});

}  // namespace acausal::models::robots
