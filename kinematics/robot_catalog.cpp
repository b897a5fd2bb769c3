#include "kinematics/robot_catalog.hpp"

#include <filesystem>
#include <numbers>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "kinematics/dh_file.hpp"
#include "kinematics/ik_mg400.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {

namespace {

constexpr double kPi = std::numbers::pi;
constexpr JointLimit kFullTurn{-kPi, kPi};

DhRow revolute(std::string name, double a, double alpha, double d, JointLimit limit = kFullTurn) {
  DhRow row;
  row.name = std::move(name);
  row.type = JointType::revolute;
  row.a = a;
  row.alpha = alpha;
  row.d = d;
  row.limit = limit;
  return row;
}

}  // namespace

// Seed 000, Table 1 (mm, deg; modified DH). The printed table lost its minus
// signs; the signs below are those of Craig's PUMA 560 (α1 = −90°, α3 = −90°,
// α4 = +90°, α5 = −90°): a spherical wrist with z6 ∥ z4 at θ5 = 0, and the zero
// pose's tool orientation equals the circle's of Sec. 2.4 (ZYZ (0, 180°, 180°)).
DhTable seed000_robot6_table() {
  DhTable t;
  t.name = "seed000.robot6";
  t.convention = DhConvention::modified;
  t.rows = {revolute("joint1", 0.0, 0.0, 0.500),   revolute("joint2", 0.150, -kPi / 2, 0.0),
            revolute("joint3", 0.400, 0.0, 0.0),   revolute("joint4", 0.100, -kPi / 2, 0.540),
            revolute("joint5", 0.0, kPi / 2, 0.0), revolute("joint6", 0.0, -kPi / 2, 0.100)};
  return t;
}

// Seed 002, Table 1 in Khalil–Kleinfinger notation (d along x = Craig's a_{i−1},
// r along z = Craig's d_i), i.e. modified DH. Row 3 prints α3 = π, but the
// seed's own matrices (1)–(4), its T_3^0 (m34 = 340.8 mm) and its Jacobian
// (∂z/∂q4 = +1) all use α3 = 0; we follow the matrices.
DhTable scara_seed002_table() {
  DhTable t;
  t.name = "scara.seed002";
  t.convention = DhConvention::modified;
  t.rows = {revolute("theta1", 0.0, 0.0, 0.4524), revolute("theta2", 0.220, 0.0, 0.2224),
            revolute("theta3", 0.240, 0.0, -0.334)};
  DhRow slide;
  slide.name = "q4";
  slide.type = JointType::prismatic;
  slide.limit = {-0.3, 0.3};  // not in the seed: an assumed ±0.3 m stroke
  t.rows.push_back(slide);
  return t;
}

// Seed 004, Table 1 (m, rad; standard DH as used with the Robotics Toolbox).
// d4 = 0.64707 m: the table's d column prints 0.674, but its results (0.892 m
// and 1.482 m reach for q_r and q_s) need 0.64707, which the table also prints
// in its garbled first column (see docs/kinematics.md).
DhTable comau_smartsix_table() {
  DhTable t;
  t.name = "comau.smartsix";
  t.convention = DhConvention::standard;
  t.rows = {revolute("joint1", 0.150, kPi / 2, 0.450), revolute("joint2", 0.590, 0.0, 0.0),
            revolute("joint3", 0.130, kPi / 2, 0.0),   revolute("joint4", 0.0, -kPi / 2, 0.64707),
            revolute("joint5", 0.0, kPi / 2, 0.0),     revolute("joint6", 0.0, 0.0, 0.095)};
  return t;
}

// Seed 001, Table 2 with the initial angles the extracted text lost: θ2 is
// measured from vertical (offset −90°) and θ3 relative to the upper arm
// (offset +90°), as eq. (6) requires; base at 123 mm (Table 1, A1).
DhTable mg400_standard_dh_table() {
  const Mg400Parameters p = mg400_default_parameters();
  DhTable t;
  t.name = "mg400.table2";
  t.convention = DhConvention::standard;
  t.base = translation(0, 0, 0.123);
  DhRow j1 = revolute("theta1", p.shoulder_radial, -kPi / 2, p.shoulder_height - 0.123, p.theta1);
  DhRow j2 = revolute("theta2", p.upper_arm, 0.0, 0.0, p.theta2);
  j2.offset = -kPi / 2;
  DhRow j3 = revolute("theta3", p.forearm, 0.0, 0.0, p.theta3);
  j3.offset = kPi / 2;
  DhRow parallelogram = revolute("theta33b", p.flange_radial, kPi / 2, 0.0);
  parallelogram.coupling = {{1, -1.0}, {2, -1.0}};  // θ33b = −θ2 − θ3
  DhRow j4 = revolute("theta4", 0.0, 0.0, -p.flange_drop, p.theta4);
  t.rows = {j1, j2, j3, parallelogram, j4};
  t.constraints = {
      {"theta2 + theta3", {{1, 1.0}, {2, 1.0}}, p.forearm_angle.lower, p.forearm_angle.upper}};
  return t;
}

Robot seed000_robot6() {
  const DhTable table = seed000_robot6_table();
  return Robot(make_chain(table),
               "6R anthropomorphic arm with spherical wrist of seed 000 (Autonox AT_00011), "
               "Table 1, modified DH",
               table);
}

Robot mg400() {
  return Robot(Mg400Ik(mg400_default_parameters()),
               "DOBOT MG400 of seed 001 (chain of Table 1/2, eq. 6; coordinates θ1..θ4 of "
               "Table 3)");
}

Robot scara_seed002() {
  const DhTable table = scara_seed002_table();
  return Robot(make_chain(table), "SCARA of seed 002 (Table 1, eqs. 1-4)", table);
}

Robot comau_smartsix() {
  const DhTable table = comau_smartsix_table();
  return Robot(make_chain(table), "COMAU Smart SiX 6-1.4 of seed 004 (Table 1, standard DH)",
               table);
}

std::vector<std::string> builtin_robot_names() {
  return {"seed000.robot6", "mg400", "scara.seed002", "comau.smartsix"};
}

Robot builtin_robot(std::string_view name) {
  if (name == "seed000.robot6") return seed000_robot6();
  if (name == "mg400") return mg400();
  if (name == "scara.seed002") return scara_seed002();
  if (name == "comau.smartsix") return comau_smartsix();
  throw ModelError(fmt::format("no built-in robot '{}'; built in are: {}", name,
                               fmt::join(builtin_robot_names(), ", ")));
}

Robot load_robot(std::string_view name_or_path) {
  for (const std::string& name : builtin_robot_names())
    if (name == name_or_path) return builtin_robot(name);
  const std::string path(name_or_path);
  if (!std::filesystem::is_regular_file(path))
    throw ModelError(fmt::format("'{}' is neither a built-in robot ({}) nor a DH table file", path,
                                 fmt::join(builtin_robot_names(), ", ")));
  DhTable table = read_dh_file(path);
  SerialChain chain = make_chain(table);
  return Robot(std::move(chain), fmt::format("DH table file {}", path), std::move(table));
}

}  // namespace acausal::kinematics
