// Time per call of the rigid-body algorithms (dynamics/): RNEA, CRBA, ABA,
// forward dynamics through the mass matrix, frame kinematics, for the seed 000
// arm (6 DOF) and a 50-link chain, and the Euler-Lagrange reference model of
// the seed arm for comparison (seed 000 Tables 3-4 compare such formulations).
//
//   ./build/bench/rigid_body_benchmark [seconds per measurement, default 0.2]
//
// Each figure is the best of five measurements of the mean over fixed-seed
// random states (the machine may be shared; the best run is the least disturbed).
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "dynamics/euler_lagrange.hpp"
#include "dynamics/forward_dynamics.hpp"
#include "dynamics/frame_kinematics.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/mass_matrix.hpp"
#include "dynamics/seed000_inertia.hpp"

namespace {

using namespace acausal::dynamics;
using Clock = std::chrono::steady_clock;

struct State {
  Eigen::VectorXd q, qd, qdd, tau;
};

std::vector<State> random_states(int dof, int count) {
  std::mt19937 random(2024);
  std::uniform_real_distribution<double> unit(-1, 1);
  std::vector<State> states(static_cast<std::size_t>(count));
  for (State& s : states) {
    s.q = Eigen::VectorXd::NullaryExpr(dof, [&] { return 3 * unit(random); });
    s.qd = Eigen::VectorXd::NullaryExpr(dof, [&] { return 2 * unit(random); });
    s.qdd = Eigen::VectorXd::NullaryExpr(dof, [&] { return 5 * unit(random); });
    s.tau = Eigen::VectorXd::NullaryExpr(dof, [&] { return 20 * unit(random); });
  }
  return states;
}

// Nanoseconds per call: best of five runs of at least `seconds` each.
double nanoseconds_per_call(const std::vector<State>& states,
                            const std::function<double(const State&)>& call, double seconds) {
  double best = 1e300;
  volatile double sink = 0;  // keeps the results alive
  for (int run = 0; run < 5; ++run) {
    long calls = 0;
    const Clock::time_point start = Clock::now();
    double elapsed = 0;
    do {
      for (const State& s : states) sink = sink + call(s);
      calls += static_cast<long>(states.size());
      elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < seconds / 5);
    best = std::min(best, 1e9 * elapsed / static_cast<double>(calls));
  }
  return best;
}

void print_row(const std::string& model, const std::string& algorithm, double ns) {
  fmt::print("{:<22} {:<44} {:>12.0f}\n", model, algorithm, ns);
}

void benchmark_tree(const std::string& label, const RigidBodyTree& tree, double seconds) {
  DynamicsWorkspace ws(tree);
  const std::vector<State> states = random_states(tree.dof(), 64);
  print_row(
      label, "RNEA inverse dynamics tau(q, qd, qdd)",
      nanoseconds_per_call(
          states, [&](const State& s) { return inverse_dynamics(tree, ws, s.q, s.qd, s.qdd)[0]; },
          seconds));
  print_row(
      label, "RNEA bias forces C(q,qd)qd + g(q)",
      nanoseconds_per_call(
          states, [&](const State& s) { return bias_forces(tree, ws, s.q, s.qd)[0]; }, seconds));
  print_row(label, "CRBA mass matrix M(q)",
            nanoseconds_per_call(
                states, [&](const State& s) { return mass_matrix(tree, ws, s.q)(0, 0); }, seconds));
  print_row(
      label, "ABA forward dynamics qdd(q, qd, tau)",
      nanoseconds_per_call(
          states, [&](const State& s) { return forward_dynamics(tree, ws, s.q, s.qd, s.tau)[0]; },
          seconds));
  print_row(label, "M^-1 (tau - b): CRBA + RNEA + Cholesky",
            nanoseconds_per_call(
                states,
                [&](const State& s) {
                  return forward_dynamics_via_mass_matrix(tree, ws, s.q, s.qd, s.tau)[0];
                },
                seconds));
  print_row(label, "frame kinematics (poses, velocities, accel.)",
            nanoseconds_per_call(
                states,
                [&](const State& s) {
                  update_frame_kinematics(tree, ws, s.q, s.qd, s.qdd);
                  return ws.acceleration.back()[0];
                },
                seconds));
}

// The benchmark's long chain: revolute joints about alternating z and y axes,
// 0.1 m apart, each link a 1 kg cylinder (as tests/dynamics use).
RigidBodyTree chain(int links) {
  std::vector<BodyDescription> bodies;
  for (int i = 0; i < links; ++i) {
    BodyDescription b;
    b.name = fmt::format("link{}", i + 1);
    b.parent = i - 1;
    b.joint_axis = i % 2 == 0 ? Eigen::Vector3d::UnitZ() : Eigen::Vector3d::UnitY();
    b.joint_placement = Eigen::Isometry3d(Eigen::Translation3d(i == 0 ? 0.0 : 0.1, 0, 0));
    b.inertia = solid_cylinder(1.0, 0.02, 0.1, Eigen::Vector3d::UnitX(), {0.05, 0, 0});
    bodies.push_back(b);
  }
  return RigidBodyTree(fmt::format("chain{}", links), bodies);
}

}  // namespace

int main(int argc, char** argv) {
  const double seconds = argc > 1 ? std::max(0.01, std::atof(argv[1])) : 0.2;
  fmt::print("{:<22} {:<44} {:>12}\n", "model", "algorithm", "ns/call");
  benchmark_tree("seed000.robot6 (6)", seed000_rigid_body_tree(), seconds);
  benchmark_tree("chain (50)", chain(50), seconds);

  const EulerLagrangeModel lagrange = seed000_euler_lagrange_model();
  const std::vector<State> states = random_states(6, 64);
  const std::string label = "seed000 Euler-Lagrange";
  print_row(label, "M(q) from link Jacobians",
            nanoseconds_per_call(
                states, [&](const State& s) { return lagrange.mass_matrix(s.q)(0, 0); }, seconds));
  print_row(
      label, "inverse dynamics (Christoffel, complex step)",
      nanoseconds_per_call(
          states, [&](const State& s) { return lagrange.inverse_dynamics(s.q, s.qd, s.qdd)[0]; },
          seconds));
  print_row(
      label, "forward dynamics M^-1 (tau - C qd - g)",
      nanoseconds_per_call(
          states, [&](const State& s) { return lagrange.forward_dynamics(s.q, s.qd, s.tau)[0]; },
          seconds));
  return 0;
}
