// Closed-form vs numerical inverse kinematics: accuracy and time per call on
// fixed-seed random poses of the seed robots, and along the circle of seed 000
// (Sec. 2.4), where the paper compares its closed form with the Robotics
// System Toolbox's iterative solver (its Table 2).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <numbers>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "kinematics/forward_kinematics.hpp"
#include "kinematics/ik_numerical.hpp"
#include "kinematics/ik_spherical_wrist.hpp"
#include "kinematics/robot_catalog.hpp"
#include "kinematics/rotations.hpp"
#include "kinematics/trajectory_cartesian.hpp"
#include "kinematics/transforms.hpp"

namespace {

using namespace acausal::kinematics;
using Clock = std::chrono::steady_clock;

struct Row {
  std::string robot, method;
  int calls = 0, successes = 0;
  double seconds = 0;
  double worst_position = 0, worst_orientation = 0;  // over successful calls
  double iterations = 0;                             // mean, numerical only
};

void print_header() {
  fmt::print("{:<16} {:<44} {:>7} {:>8} {:>11} {:>11} {:>11} {:>6}\n", "robot", "method", "calls",
             "success", "us/call", "max |dp| m", "max |dR| rad", "iter");
}

void print(const Row& r) {
  fmt::print("{:<16} {:<44} {:>7} {:>7.2f}% {:>11.3f} {:>11.2e} {:>11.2e} {:>6.1f}\n", r.robot,
             r.method, r.calls, 100.0 * r.successes / std::max(r.calls, 1),
             1e6 * r.seconds / r.calls, r.worst_position, r.worst_orientation, r.iterations);
}

// Worst residual of a returned solution, checked by forward kinematics.
void measure(Row& row, const SerialChain& chain, const Eigen::Isometry3d& target,
             const Eigen::VectorXd& q) {
  const Eigen::Isometry3d reached = forward_kinematics(chain, q);
  row.worst_position = std::max(row.worst_position, position_distance(reached, target));
  row.worst_orientation = std::max(row.worst_orientation, orientation_distance(reached, target));
}

void record(Row& row, const SerialChain& chain, const Eigen::Isometry3d& target,
            const Eigen::VectorXd& q) {
  measure(row, chain, target, q);
  ++row.successes;
}

Eigen::VectorXd random_configuration(const SerialChain& chain, std::mt19937& random) {
  Eigen::VectorXd q(chain.dof());
  for (int i = 0; i < chain.dof(); ++i) {
    const JointLimit& limit = chain.coordinates()[static_cast<std::size_t>(i)].limit;
    q[i] = std::uniform_real_distribution<double>(limit.lower, limit.upper)(random);
  }
  return q;
}

void random_poses(const std::string& name, int count) {
  const Robot robot = builtin_robot(name);
  const SerialChain& chain = robot.chain();
  const SphericalWristIk closed(chain);
  const NumericalIk numerical(chain);
  std::mt19937 random(2024);
  std::normal_distribution<double> nudge(0.0, 0.1);
  std::vector<Eigen::VectorXd> truth;
  std::vector<Eigen::Isometry3d> poses;
  for (int i = 0; i < count; ++i) {
    truth.push_back(random_configuration(chain, random));
    poses.push_back(forward_kinematics(chain, truth.back()));
  }
  // Closed form, all (up to eight) solutions per call.
  Row all{name, "closed form, all solutions"};
  std::vector<IkResult> results(poses.size());
  auto start = Clock::now();
  for (std::size_t i = 0; i < poses.size(); ++i) results[i] = closed.solve(poses[i]);
  all.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  all.calls = count;
  for (std::size_t i = 0; i < poses.size(); ++i) {
    for (const IkSolution& s : results[i].solutions) measure(all, chain, poses[i], s.q);
    all.successes += results[i].reachable();
  }
  print(all);
  // Closed form, one configuration (shoulder right, elbow up, wrist no-flip).
  Row one{name, "closed form, one configuration"};
  const ArmConfiguration wanted{Shoulder::right, Elbow::up, Wrist::no_flip};
  start = Clock::now();
  for (std::size_t i = 0; i < poses.size(); ++i) results[i] = closed.solve(poses[i], wanted);
  one.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  one.calls = count;
  for (std::size_t i = 0; i < poses.size(); ++i)
    if (results[i].reachable()) record(one, chain, poses[i], results[i].solutions[0].q);
  print(one);
  // Numerical: warm start (0.1 rad from the answer) and cold start (zero pose).
  for (const bool warm : {true, false}) {
    Row row{name,
            warm ? "numerical LM, start 0.1 rad from solution" : "numerical LM, start at q = 0"};
    std::vector<NumericalIkReport> reports(poses.size());
    std::vector<Eigen::VectorXd> starts(poses.size(), Eigen::VectorXd::Zero(chain.dof()));
    if (warm)
      for (std::size_t i = 0; i < poses.size(); ++i) {
        starts[i] = truth[i];
        for (int k = 0; k < chain.dof(); ++k) starts[i][k] += nudge(random);
      }
    start = Clock::now();
    for (std::size_t i = 0; i < poses.size(); ++i)
      reports[i] = numerical.solve(poses[i], starts[i]);
    row.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    row.calls = count;
    double iterations = 0;
    for (std::size_t i = 0; i < poses.size(); ++i) {
      iterations += reports[i].iterations;
      if (reports[i].converged) record(row, chain, poses[i], reports[i].q);
    }
    row.iterations = iterations / count;
    print(row);
  }
}

void seed000_circle() {
  const Robot robot = seed000_robot6();
  const SerialChain& chain = robot.chain();
  const SphericalWristIk closed(chain);
  const NumericalIk numerical(chain);
  const double pi = std::numbers::pi;
  const Eigen::Matrix3d down = from_euler_zyz({0, pi, pi});
  const CartesianCircle circle({0.6, 0, 0.5}, Eigen::Vector3d::UnitZ(),
                               make_transform(down, {0.7, 0, 0.5}), 2 * pi, down,
                               TimeLaw::cycloidal(2.0));
  std::vector<Eigen::Isometry3d> targets;
  for (int k = 0; k <= 2000; ++k) targets.push_back(circle.sample(k * 1e-3).pose);
  const ArmConfiguration wanted{Shoulder::right, Elbow::up, Wrist::no_flip};

  Row closed_row{"seed000 circle", "closed form, one configuration, 1 ms steps"};
  std::optional<Eigen::VectorXd> previous;
  std::vector<Eigen::VectorXd> path;
  auto start = Clock::now();
  for (const Eigen::Isometry3d& target : targets) {
    const IkResult r = closed.solve(target, wanted, previous);
    previous =
        chain.closest_equivalent(r.solutions.front().q, previous.value_or(r.solutions.front().q));
    path.push_back(*previous);
  }
  closed_row.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  closed_row.calls = static_cast<int>(targets.size());
  for (std::size_t k = 0; k < targets.size(); ++k) record(closed_row, chain, targets[k], path[k]);
  print(closed_row);

  Row numerical_row{"seed000 circle", "numerical LM, warm start from previous step"};
  Eigen::VectorXd q = path.front();
  double iterations = 0;
  start = Clock::now();
  std::vector<NumericalIkReport> reports;
  for (const Eigen::Isometry3d& target : targets) {
    reports.push_back(numerical.solve(target, q));
    q = reports.back().q;
  }
  numerical_row.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  numerical_row.calls = static_cast<int>(targets.size());
  for (std::size_t k = 0; k < targets.size(); ++k) {
    iterations += reports[k].iterations;
    if (reports[k].converged) record(numerical_row, chain, targets[k], reports[k].q);
  }
  numerical_row.iterations = iterations / numerical_row.calls;
  print(numerical_row);
}

}  // namespace

int main() {
  fmt::print(
      "Inverse kinematics: closed form (spherical wrist) vs numerical (damped least squares"
      " / Levenberg-Marquardt, tolerance 1e-10 m and rad)\n\n");
  print_header();
  for (const char* name : {"seed000.robot6", "comau.smartsix"}) random_poses(name, 20000);
  seed000_circle();
  return 0;
}
