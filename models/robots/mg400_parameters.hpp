#pragma once
// The DOBOT MG400's parts as seed 001 gives them: the reference frame of each
// part at zero joint angles (Table 1: origin in the base frame A0 [mm], x-y-z
// Euler angles [deg]) and its mass properties computed from the CAD model at
// 2700 kg/m3 (Table 6: mass [kg], centroid in the part's frame [cm], moments
// of inertia about the centroid along the part's axes [g.cm2]; no products
// of inertia are printed, so they are taken as zero).
#include <array>
#include <string>
#include <vector>

#include <Eigen/Geometry>

namespace acausal::models::robots {

struct Mg400Part {
  std::string name;                     // L1 .. L4 as in the seed's Fig. 3
  std::array<double, 3> origin_mm;      // Table 1, in A0
  std::array<double, 3> euler_deg;      // Table 1, Rx Ry Rz applied in x-y-z order
  double mass_kg;                       // Table 6
  std::array<double, 3> centroid_cm;    // Table 6, in the part's frame
  std::array<double, 3> inertia_g_cm2;  // Table 6
};

/// The ten moving parts L1, L2, L2a, L2b, L31, L32, L33, L33a, L33b, L4.
const std::vector<Mg400Part>& mg400_parts();
const Mg400Part& mg400_part(const std::string& name);

/// Table 1's frame of a part in the model's base frame, which sits on the J1
/// axis (A0 shifted by +5 mm in x, so that eq. 6 of the seed holds there):
/// x_base = T x_part, in metres.
Eigen::Isometry3d mg400_part_frame(const Mg400Part& part);

/// Mass properties of a part resolved in another frame `to` (given in the
/// base frame, e.g. a joint frame): centre of mass and the inertia tensor
/// about it along that frame's axes, SI units.
struct Mg400MassProperties {
  double mass;
  Eigen::Vector3d center_of_mass;
  Eigen::Matrix3d inertia;
};
Mg400MassProperties mg400_mass_properties(const Mg400Part& part, const Eigen::Isometry3d& to);

}  // namespace acausal::models::robots
