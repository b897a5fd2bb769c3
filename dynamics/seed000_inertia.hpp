#pragma once
// Link inertial parameters for the 6R arm of seed 000 (kinematics:
// seed000.robot6, Table 1, modified DH). The seed prints no masses, centres of
// mass or inertias (its Simscape model takes them from the vendor's CAD), so
// these are ours: each link is modelled as a few uniform solids (cylinders and
// boxes) placed where an arm of this size (0.5 m column, 0.4 m upper arm,
// 0.54 m forearm, 0.1 m wrist-to-flange) has its castings, motors and
// gearboxes, with the masses of a modular industrial arm of 0.8-0.9 m reach
// (41.5 kg of arm plus a 2 kg two-finger gripper on the flange, 43.5 kg in
// all). The solids are combined by the parallel-axis theorem, which also gives
// the products of inertia that off-axis drives and offsets cause.
// docs/dynamics.md lists the solids and the resulting numbers, and why the
// wrist carries its drives and a gripper (the Sec. 3.3 experiment spins a
// bare flange to chaos).
//
// Every quantity is in the link's DH frame (Craig's convention, as the seed's
// eq. (7)): link i's frame has its z axis on joint i's axis.
#include <string>
#include <vector>

#include "dynamics/body_inertia.hpp"
#include "dynamics/euler_lagrange.hpp"
#include "dynamics/rigid_body_tree.hpp"

namespace acausal::dynamics {

/// One uniform solid of a link model.
struct InertiaPart {
  std::string description;
  BodyInertia inertia;
};

/// The solids of one link, all in the link's DH frame.
struct LinkInertiaModel {
  std::string link;
  std::vector<InertiaPart> parts;
  /// The solids combined into one body.
  BodyInertia combined_inertia() const;
};

std::vector<LinkInertiaModel> seed000_link_models();

/// The six link inertias (combined solids), link i in DH frame i.
std::vector<BodyInertia> seed000_link_inertias();

/// Gear ratios n_r of seed 000 Sec. 4.2: 80, 50, 50, 30, 30, 15.
Eigen::VectorXd seed000_gear_ratios();

/// Rotor inertias I_m [kg·m²] of the joint motors: ours (the seed gives
/// none), those of medium-inertia AC servo motors of 750 W (joints 1-2),
/// 400 W (joint 3), 200 W (joints 4-5) and 100 W (joint 6).
Eigen::VectorXd seed000_rotor_inertias();

/// B_m = n_r²·I_m: the rotor inertias reflected to the joints (seed 000 eq. (27)).
Eigen::VectorXd seed000_reflected_rotor_inertias();

/// Whether the joints carry the reflected rotor inertias of Sec. 4.2 (as an
/// armature) or are ideal, as in the seed's Sec. 3.
enum class Seed000Rotors { none, reflected };

/// The seed 000 arm as a rigid-body tree (bodies link1..link6, world z up).
RigidBodyTree seed000_rigid_body_tree(const Eigen::Vector3d& gravity = downward_gravity(),
                                      Seed000Rotors rotors = Seed000Rotors::none);

/// The same arm as an Euler-Lagrange model.
EulerLagrangeModel seed000_euler_lagrange_model(const Eigen::Vector3d& gravity = downward_gravity(),
                                                Seed000Rotors rotors = Seed000Rotors::none);

}  // namespace acausal::dynamics
