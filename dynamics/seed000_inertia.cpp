#include "dynamics/seed000_inertia.hpp"

#include "dynamics/serial_chain_tree.hpp"
#include "kinematics/robot_catalog.hpp"

namespace acausal::dynamics {

namespace {

const Eigen::Vector3d kX = Eigen::Vector3d::UnitX();
const Eigen::Vector3d kY = Eigen::Vector3d::UnitY();
const Eigen::Vector3d kZ = Eigen::Vector3d::UnitZ();

}  // namespace

BodyInertia LinkInertiaModel::combined_inertia() const {
  BodyInertia total;
  for (const InertiaPart& part : parts) total = combined(total, part.inertia);
  return total;
}

// Frame layout at q = 0 (world z up), from seed000_robot6_table():
//   frame 1: on the base axis at height 0.5 m, z1 up, x1 towards the shoulder;
//   frame 2: on the shoulder axis (0.15 m out along x1), z2 = shoulder axis
//            (world +y), x2 along the upper arm, y2 down;
//   frame 3: on the elbow axis 0.4 m along x2, axes as frame 2; the forearm
//            leaves it 0.1 m along x3 and runs 0.54 m along +y3 to the wrist;
//   frame 4: at the wrist centre, z4 along the forearm (elbow → wrist);
//   frame 5: at the wrist centre, z5 = −y4 (pitch axis), y5 = z4;
//   frame 6: at the flange, 0.1 m along y5, z6 out of the flange.
std::vector<LinkInertiaModel> seed000_link_models() {
  return {
      {"link1",
       {{"column, cylinder r 0.10 m x 0.30 m below the shoulder",
         solid_cylinder(10.0, 0.10, 0.30, kZ, {0.0, 0.0, -0.15})},
        {"shoulder drive (joint 2 motor and gearbox), cylinder r 0.08 m x 0.20 m on the "
         "shoulder axis, beside the arm",
         solid_cylinder(6.0, 0.08, 0.20, kY, {0.15, -0.05, 0.0})}}},
      {"link2",
       {{"upper-arm casting, box 0.50 x 0.10 x 0.12 m along x2",
         solid_box(8.0, {0.50, 0.10, 0.12}, {0.20, 0.0, 0.0})},
        {"elbow drive (joint 3 motor), cylinder r 0.06 m x 0.12 m on the elbow axis, beside "
         "the arm",
         solid_cylinder(3.0, 0.06, 0.12, kZ, {0.40, 0.0, 0.09})}}},
      {"link3",
       {{"elbow housing, cylinder r 0.08 m x 0.16 m on the elbow axis",
         solid_cylinder(4.0, 0.08, 0.16, kZ, {0.05, 0.0, 0.0})},
        {"proximal forearm, cylinder r 0.06 m x 0.24 m along the forearm axis",
         solid_cylinder(3.0, 0.06, 0.24, kY, {0.10, 0.12, 0.0})},
        {"wrist drives (joints 4-6 motors) behind the elbow as counterweight, cylinder r "
         "0.05 m x 0.12 m",
         solid_cylinder(1.5, 0.05, 0.12, kY, {0.10, -0.08, 0.0})}}},
      {"link4",
       {{"distal forearm tube, cylinder r 0.045 m x 0.30 m ending at the wrist",
         solid_cylinder(2.0, 0.045, 0.30, kZ, {0.0, 0.0, -0.17})},
        {"wrist-pitch drive (joint 5 motor and gear) on one side of the wrist fork, cylinder "
         "r 0.06 m x 0.10 m on the pitch axis",
         solid_cylinder(1.5, 0.06, 0.10, kY, {0.0, -0.08, -0.02})}}},
      {"link5",
       {{"wrist housing, cylinder r 0.04 m x 0.09 m on the pitch axis",
         solid_cylinder(1.0, 0.04, 0.09, kZ, {0.0, 0.0, 0.0})},
        {"flange-roll drive (joint 6 motor and gear), cylinder r 0.045 m x 0.08 m towards the "
         "flange",
         solid_cylinder(1.2, 0.045, 0.08, kY, {0.0, 0.04, 0.0})}}},
      {"link6",
       {{"flange disc, cylinder r 0.04 m x 0.02 m",
         solid_cylinder(0.3, 0.04, 0.02, kZ, {0.0, 0.0, -0.01})},
        {"two-finger gripper, box 0.12 x 0.08 x 0.12 m, 5 mm off the roll axis",
         solid_box(2.0, {0.12, 0.08, 0.12}, {0.005, 0.0, 0.06})}}},
  };
}

std::vector<BodyInertia> seed000_link_inertias() {
  std::vector<BodyInertia> inertias;
  for (const LinkInertiaModel& link : seed000_link_models())
    inertias.push_back(link.combined_inertia());
  return inertias;
}

Eigen::VectorXd seed000_gear_ratios() {
  Eigen::VectorXd ratios(6);
  ratios << 80, 50, 50, 30, 30, 15;
  return ratios;
}

Eigen::VectorXd seed000_rotor_inertias() {
  Eigen::VectorXd inertias(6);
  inertias << 4.5e-4, 4.5e-4, 1.8e-4, 0.45e-4, 0.45e-4, 0.18e-4;
  return inertias;
}

Eigen::VectorXd seed000_reflected_rotor_inertias() {
  return seed000_gear_ratios().cwiseAbs2().cwiseProduct(seed000_rotor_inertias());
}

RigidBodyTree seed000_rigid_body_tree(const Eigen::Vector3d& gravity, Seed000Rotors rotors) {
  const RigidBodyTree tree =
      make_rigid_body_tree(kinematics::seed000_robot6().chain(), seed000_link_inertias(), gravity);
  return rotors == Seed000Rotors::reflected ? tree.with_armature(seed000_reflected_rotor_inertias())
                                            : tree;
}

EulerLagrangeModel seed000_euler_lagrange_model(const Eigen::Vector3d& gravity,
                                                Seed000Rotors rotors) {
  return EulerLagrangeModel(kinematics::seed000_robot6().chain(), seed000_link_inertias(), gravity,
                            rotors == Seed000Rotors::reflected ? seed000_reflected_rotor_inertias()
                                                               : Eigen::VectorXd::Zero(6));
}

}  // namespace acausal::dynamics
