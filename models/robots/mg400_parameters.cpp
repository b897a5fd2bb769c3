#include "models/robots/mg400_parameters.hpp"

#include <cmath>
#include <numbers>
#include <stdexcept>

namespace acausal::models::robots {
namespace {

// cos and sin of a multiple of 90 degrees come out exact, so that zeros in the
// rotations fold away symbolically instead of leaving 6e-17 terms.
Eigen::Matrix3d axis_rotation(int axis, double degrees) {
  const double quarter = degrees / 90.0;
  double c = std::cos(degrees * std::numbers::pi / 180),
         s = std::sin(degrees * std::numbers::pi / 180);
  if (quarter == std::round(quarter)) {
    const long k = ((std::lround(quarter) % 4) + 4) % 4;
    c = k == 0 ? 1 : k == 2 ? -1 : 0;
    s = k == 1 ? 1 : k == 3 ? -1 : 0;
  }
  if (axis == 0) return Eigen::Matrix3d{{1, 0, 0}, {0, c, -s}, {0, s, c}};
  if (axis == 1) return Eigen::Matrix3d{{c, 0, s}, {0, 1, 0}, {-s, 0, c}};
  return Eigen::Matrix3d{{c, -s, 0}, {s, c, 0}, {0, 0, 1}};
}

}  // namespace

const std::vector<Mg400Part>& mg400_parts() {
  // clang-format off
  static const std::vector<Mg400Part> parts = {
      // name   Table 1 origin [mm]       Euler [deg]     mass    centroid [cm]                inertia [g.cm2]
      {"L1",   {-5, 0, 123},        {0, 0, 0},       4.781, {0.462, -0.006, 5.699},     {163602, 156446, 200109}},
      {"L2",   {38.5, 0, 228},      {-90, 0, -90},   0.234, {5.963, -0.286, -0.049},    {1049.56, 9144.35, 8310.61}},
      {"L2a",  {-0.47, 0, 250.5},   {-90, 0, -90},   0.179, {7.378, -1.967, 0.001},     {1009.9, 5914.17, 5415.16}},
      {"L2b",  {38.5, 0, 403},      {-90, 0, 0},     0.099, {-0.511486, -2.702, 0.002}, {408.52, 663.483, 634.498}},
      {"L31",  {38.5, 0, 228},      {-90, 0, -90},   0.012, {0, -1.728, -0.003},        {43.717, 3.788, 45.756}},
      {"L32",  {-4.5, 0, 228},      {-90, 0, -90},   0.025, {8.934, 0.204, -0.453},     {3.752, 966.085, 968.624}},
      {"L33",  {-4.5, 0, 403},      {-90, 0, 0},     0.101, {8.21, 0.487, 0.011},       {68.215, 4436.23, 4433.04}},
      {"L33a", {67.43, 0, 437.47},  {-90, 0, 0},     0.122, {8.78, -0.668, -0.001},     {541.489, 3825.9, 3563.67}},
      {"L33b", {213.5, 0, 403},     {-90, 0, 0},     0.431, {5.526, 0.337, 0.003},      {2676.58, 2873.23, 4239.39}},
      {"L4",   {279.5, 0, 367},     {0, 0, 0},       0.004, {0, 0, 0},                  {3.824, 3.824, 0.223}},
  };
  // clang-format on
  return parts;
}

const Mg400Part& mg400_part(const std::string& name) {
  for (const Mg400Part& p : mg400_parts())
    if (p.name == name) return p;
  throw std::invalid_argument("mg400_part: no part named " + name);
}

Eigen::Isometry3d mg400_part_frame(const Mg400Part& part) {
  Eigen::Isometry3d T = Eigen::Isometry3d::Identity();
  T.linear() = axis_rotation(0, part.euler_deg[0]) * axis_rotation(1, part.euler_deg[1]) *
               axis_rotation(2, part.euler_deg[2]);
  // The base frame sits on the J1 axis, 5 mm ahead of A0 (Table 1: A1 at x = -5 mm).
  T.translation() =
      Eigen::Vector3d(part.origin_mm[0] + 5.0, part.origin_mm[1], part.origin_mm[2]) / 1000.0;
  return T;
}

Mg400MassProperties mg400_mass_properties(const Mg400Part& part, const Eigen::Isometry3d& to) {
  const Eigen::Isometry3d own = mg400_part_frame(part);
  const Eigen::Isometry3d relative = to.inverse() * own;  // part frame -> `to`
  const Eigen::Vector3d centroid(part.centroid_cm[0], part.centroid_cm[1], part.centroid_cm[2]);
  const Eigen::Vector3d moments(part.inertia_g_cm2[0], part.inertia_g_cm2[1],
                                part.inertia_g_cm2[2]);
  const Eigen::Matrix3d R = relative.linear();
  return {part.mass_kg, relative * (centroid / 100.0),
          R * (moments * 1e-7).asDiagonal() * R.transpose()};
}

}  // namespace acausal::models::robots
