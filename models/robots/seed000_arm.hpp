#pragma once
// The 6R arm of seed 000 assembled from multibody components: World,
// FixedRotation (joint and body placements), Revolute joints with axis
// flanges, and Body (link inertias of dynamics::seed000_link_inertias()).
// Joint i's 1-D axis flange carries what the options ask for: a Sec. 3.3
// Torque source (tau_i = 5 sin(2 pi t / 2) N.m), a Damper to the support, a
// rotor Inertia (the reflected rotor inertia as an armature). Joint variables
// are `joint<i>.phi = q_i + joint_offset_i`, `joint<i>.w`, `joint<i>.a`,
// `joint<i>.tau`; the arm starts from rest at q = 0.
#include <memory>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "components/multibody/revolute.hpp"
#include "core/model/model.hpp"
#include "dynamics/rigid_body_tree.hpp"

namespace acausal::models::robots {

struct Seed000ArmOptions {
  /// Sec. 3.3 open-loop torques 5 sin(2 pi t / 2) N.m on every joint (Torque sources).
  bool section_33_torques = true;
  /// Viscous joint damping d [N.m.s/rad] (a Damper between support and axis); 0: none.
  double damping = 0.0;
  /// Reflected rotor inertias (seed000_reflected_rotor_inertias()) as 1-D inertias on the flanges.
  bool rotors = false;
  /// Axis flanges left free for the caller (no source): connect to `joint<i>.axis`.
  std::string name = "robots.Seed000Arm";
};

/// The mechanism and its sources, as described above.
std::unique_ptr<Model> seed000_arm(const Seed000ArmOptions& options = {});

/// The assembled arm's mechanism added to `m` with component names prefixed by
/// `prefix` ("" or e.g. "controller."-free names such as "ctrl_"): world,
/// placement<i>, joint<i>, body_placement<i>, link<i> for i = 1..6. Joints have
/// axis flanges.
struct Seed000Mechanism {
  dynamics::RigidBodyTree tree;  // what it was built from
  std::vector<multibody::Revolute*> joints;
  const Port* base = nullptr;  // the frame the arm stands on (the World's frame_b)
};
/// With `base`, the arm stands on that frame (e.g. an existing World's
/// frame_b: a model has one World) and no World is added.
Seed000Mechanism add_seed000_mechanism(Model& m, const std::string& prefix = "",
                                       const Port* base = nullptr);

/// Seed 000 Sec. 3.4, inverse-dynamics control, emitted symbolically: the
/// reference theta_i(t) = theta_r (t/T - sin(2 pi t/T) / (2 pi)) (theta_r =
/// 10 deg, T = 2 s; valid for t <= T) drives a second copy of the mechanism
/// (`id_joint<i>`, on the same World: the copies do not interact) through
/// exact Position sources on its axis flanges; TorqueSensors between sources
/// and axes measure the inverse-dynamics torques (the copy's Newton-Euler
/// equations at the reference's q, qd, qdd), which Torque sources apply to the
/// plant's joints (`joint<i>`), as the seed's Fig. 10 scheme does. With
/// `kp`/`kd` > 0 a SpringDamper (c = kp, d = kd) between an exactly driven
/// reference flange and each plant axis adds PD feedback on the joint error.
/// Plant start: rest at q = 0 plus `q0_error` (rad, every joint).
struct Seed000ControlOptions {
  double theta_r = 10.0 * 3.14159265358979323846 / 180.0;
  double T = 2.0;
  double kp = 0.0;  // N.m/rad
  double kd = 0.0;  // N.m.s/rad
  double q0_error = 0.0;
  std::string name = "robots.Seed000Arm.InverseDynamicsControl";
};
std::unique_ptr<Model> seed000_arm_inverse_dynamics_control(
    const Seed000ControlOptions& options = {});
/// theta_i(t) of that reference (the same on every joint).
double seed000_control_reference(const Seed000ControlOptions& options, double t);

/// joint_offset_i of the seed 000 tree (phi_i = q_i + offset_i).
Eigen::VectorXd seed000_joint_offsets();

}  // namespace acausal::models::robots
