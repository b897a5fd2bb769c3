#pragma once
// The robots of the seed documents, built in under fixed names, and the
// lookup that also accepts a DH table file. docs/kinematics.md lists each
// table as encoded here and where it departs from the printed source.
//
//   seed000.robot6   6R anthropomorphic arm of seed 000 (Table 1, modified DH)
//   mg400            DOBOT MG400 of seed 001 (Tables 1-2, eq. 6; 4 coordinates)
//   scara.seed002    SCARA of seed 002 (Table 1 and eqs. 1-4, modified DH)
//   comau.smartsix   COMAU Smart SiX 6-1.4 of seed 004 (Table 1, standard DH)
#include <string>
#include <string_view>
#include <vector>

#include "kinematics/dh_robot.hpp"
#include "kinematics/robot.hpp"

namespace acausal::kinematics {

DhTable seed000_robot6_table();
DhTable scara_seed002_table();
DhTable comau_smartsix_table();
/// Seed 001 Table 2 (standard DH, with the parallelogram as a driven row);
/// the same kinematics as the chain of `mg400()`, kept to cross-check it.
DhTable mg400_standard_dh_table();

Robot seed000_robot6();
Robot mg400();
Robot scara_seed002();
Robot comau_smartsix();

std::vector<std::string> builtin_robot_names();
/// Throws ModelError listing the names when `name` is not built in.
Robot builtin_robot(std::string_view name);
/// A built-in robot, or else the DH table file at `name_or_path` (dh_file.hpp).
Robot load_robot(std::string_view name_or_path);

}  // namespace acausal::kinematics
