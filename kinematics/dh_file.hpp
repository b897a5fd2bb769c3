#pragma once
// DH table files: a line-oriented text format for robots given by users.
//
//   # comment (anywhere after '#')
//   name         my_robot
//   convention   standard | modified          (required)
//   length_unit  m | mm                       (default m)
//   angle_unit   rad | deg                    (default rad)
//   joint revolute  a=… alpha=… d=… [offset=…] [min=… max=…] [name=…]
//   joint prismatic a=… alpha=… theta=… [offset=…] [min=… max=…] [name=…]
//   base  [x=… y=… z=…] [roll=… pitch=… yaw=…]
//   tool  [x=… y=… z=…] [roll=… pitch=… yaw=…]
//
// One `joint` line per row, in order; for a modified table a and alpha are
// a_{i−1}, α_{i−1} (Craig). Units apply to every length and angle in the file.
// Errors name the file, the line and what to write instead.
#include <istream>
#include <string>

#include "kinematics/dh_robot.hpp"

namespace acausal::kinematics {

DhTable read_dh_table(std::istream& in, const std::string& source_name);
DhTable read_dh_file(const std::string& path);
/// The table in the file format (metres, radians, every digit), readable back.
std::string write_dh_table(const DhTable& table);

}  // namespace acausal::kinematics
