#include "apps/kinematics_command.hpp"

#include <cmath>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "apps/numbers.hpp"
#include "core/errors.hpp"
#include "kinematics/robot_catalog.hpp"
#include "kinematics/rotations.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::apps {

namespace {

using namespace acausal::kinematics;

struct KinematicsArguments {
  CLI::App* list = nullptr;
  CLI::App* fk = nullptr;
  CLI::App* ik = nullptr;
  std::string robot;
  std::vector<std::string> joints;
  std::vector<std::string> position;
  std::vector<std::string> rotation;
};

// Numbers typed on the command line, parsed strictly (apps/numbers.hpp).
std::vector<double> numbers(const std::string& option, const std::vector<std::string>& texts,
                            std::string_view what) {
  std::vector<double> out;
  for (std::size_t i = 0; i < texts.size(); ++i)
    out.push_back(cli::parse_number(fmt::format("{} (value {})", option, i + 1), texts[i],
                                    cli::NumberRange{.what = what, .example = "0.5"}));
  return out;
}

KinematicsArguments& arguments() {
  static KinematicsArguments instance;
  return instance;
}

// JSON number with ten significant digits; rounding noise below 1e-15 prints as 0.
std::string number(double value) {
  return fmt::format("{:.10g}", std::abs(value) < 1e-15 ? 0.0 : value);
}

std::string json_vector(const Eigen::VectorXd& v) {
  std::string text = "[";
  for (Eigen::Index i = 0; i < v.size(); ++i) text += (i ? ", " : "") + number(v[i]);
  return text + "]";
}

int list_robots() {
  for (const std::string& name : builtin_robot_names()) {
    const Robot robot = builtin_robot(name);
    fmt::print("{:<16} {} coordinates, {} IK — {}\n", name, robot.chain().dof(),
               to_string(robot.closed_form()), robot.description());
  }
  return 0;
}

int forward(const KinematicsArguments& args) {
  const std::vector<double> joints = numbers("joints", args.joints, "a joint value (rad or m)");
  const Robot robot = load_robot(args.robot);
  const Eigen::VectorXd q =
      Eigen::Map<const Eigen::VectorXd>(joints.data(), static_cast<Eigen::Index>(joints.size()));
  if (q.size() != robot.chain().dof()) {
    std::string names;
    for (const Coordinate& c : robot.chain().coordinates()) names += " " + c.name;
    throw ModelError(fmt::format("robot '{}' takes {} joint values ({}, in rad or m), got {}",
                                 robot.name(), robot.chain().dof(), names.substr(1), q.size()));
  }
  const Eigen::Isometry3d tool = robot.forward_kinematics(q);
  const Eigen::Matrix3d& r = tool.linear();
  fmt::print("{{\"position\": {}, \"rotation\": [{}, {}, {}]}}\n", json_vector(tool.translation()),
             json_vector(r.row(0).transpose()), json_vector(r.row(1).transpose()),
             json_vector(r.row(2).transpose()));
  return 0;
}

int inverse(const KinematicsArguments& args) {
  const std::vector<double> position = numbers("--position", args.position, "a coordinate [m]");
  const std::vector<double> rotation =
      numbers("--rotation", args.rotation, "an entry of the rotation matrix");
  const Robot robot = load_robot(args.robot);
  Eigen::Matrix3d given;
  for (int i = 0; i < 9; ++i) given(i / 3, i % 3) = rotation[static_cast<std::size_t>(i)];
  // Printed matrices are rounded: accept them if they are close to a rotation.
  const Eigen::Matrix3d nearest = nearest_rotation(given);
  const double departure = (nearest - given).cwiseAbs().maxCoeff();
  if (!(departure <= 1e-3))
    throw ModelError(
        fmt::format("--rotation is not a rotation matrix (entries differ by up to "
                    "{:.3g} from the nearest rotation); give an orthonormal matrix "
                    "with determinant +1, row by row",
                    departure));
  const Eigen::Isometry3d target =
      make_transform(nearest, Eigen::Vector3d(position[0], position[1], position[2]));
  const IkResult result = robot.inverse_kinematics(target);
  std::vector<Eigen::VectorXd> checked;
  for (const IkSolution& s : require_solutions(result)) {
    // Every solution printed is checked once more by forward kinematics.
    const Eigen::Isometry3d reached = robot.forward_kinematics(s.q);
    if (position_distance(reached, target) > 1e-6 || orientation_distance(reached, target) > 1e-6)
      throw InternalError(
          fmt::format("inverse kinematics of robot '{}' returned a solution that "
                      "misses the target by {} m",
                      robot.name(), position_distance(reached, target)));
    checked.push_back(s.q);
  }
  std::string text = "{\"solutions\": [";
  for (std::size_t i = 0; i < checked.size(); ++i)
    text += (i ? ", " : "") + json_vector(checked[i]);
  fmt::print("{}]}}\n", text);
  return 0;
}

}  // namespace

CLI::App* add_kinematics_command(CLI::App& app) {
  KinematicsArguments& args = arguments();
  auto* command = app.add_subcommand(
      "kinematics", "robot kinematics: forward (fk) and inverse (ik) kinematics as JSON");
  command->require_subcommand(1);
  args.list = command->add_subcommand("list", "list the built-in robots");
  const std::string robot_help =
      "built-in robot (seed000.robot6, mg400, scara.seed002, comau.smartsix) or DH table file";
  args.fk = command->add_subcommand(
      "fk", "tool pose for joint values: {\"position\": [x, y, z] (m), \"rotation\": [[...]]}");
  args.fk->add_option("robot", args.robot, robot_help)->required();
  args.fk->add_option("joints", args.joints, "joint values q1 ... qn (rad or m)")->required();
  args.ik = command->add_subcommand(
      "ik", "every joint solution for a tool pose: {\"solutions\": [[q1, ..., qn], ...]}");
  args.ik->add_option("robot", args.robot, robot_help)->required();
  args.ik->add_option("--position", args.position, "tool position x y z (m), base frame")
      ->expected(3)
      ->required();
  args.ik
      ->add_option("--rotation", args.rotation,
                   "tool rotation matrix r11 r12 r13 r21 ... r33 (row by row), base frame")
      ->expected(9)
      ->required();
  return command;
}

int run_kinematics_command() {
  const KinematicsArguments& args = arguments();
  if (*args.list) return list_robots();
  if (*args.fk) return forward(args);
  if (*args.ik) return inverse(args);
  return 0;
}

}  // namespace acausal::apps
