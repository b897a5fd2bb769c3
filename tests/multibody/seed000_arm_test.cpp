// The seed 000 6R arm assembled from multibody components (World,
// FixedRotation, Revolute, Body) against the dynamics/ module: the equations
// the mechanism emits imply the RNEA torques and the CRBA mass matrix, and
// the unactuated arm conserves energy when the compiled model is simulated.
#include <cmath>
#include <random>
#include <unordered_map>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "components/multibody/body.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/tree_mechanism.hpp"
#include "components/multibody/world.hpp"
#include "core/expr/differentiate.hpp"
#include "core/expr/evaluate.hpp"
#include "core/passes/flatten.hpp"
#include "dynamics/energy.hpp"
#include "dynamics/forward_dynamics.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/mass_matrix.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "solvers/simulation.hpp"
#include "tests/dynamics/dynamics_test_support.hpp"

namespace acausal {
namespace {

using namespace multibody;

// The tree as a network of free joints (components/multibody/tree_mechanism):
// joint{i}.phi = joint_offset_i + q_i.
std::unique_ptr<Model> assemble(const dynamics::RigidBodyTree& tree) {
  auto m = std::make_unique<Model>("seed000_arm");
  add_tree_mechanism(*m, tree, "", nullptr, /*axis_flanges=*/false);
  return m;
}

// The joint equations the mechanism emitted into the flat system,
// tau_i = rhs_i(phi, w, a, parameters), and a way to evaluate them.
struct EmittedEquations {
  FlatSystem flat;
  std::vector<Expr> rhs, phi, w, a;
  std::unordered_map<const void*, double> values;

  explicit EmittedEquations(const Model& m, int dof) : flat(flatten(m)) {
    for (const FlatParameter& p : flat.parameters) values[p.decl.symbol.id()] = p.decl.value;
    for (int i = 1; i <= dof; ++i) {
      const std::string name = fmt::format("joint{}", i);
      auto symbol = [&](const std::string& v) {
        for (const FlatVariable& fv : flat.variables)
          if (fv.name == name + "." + v) return fv.symbol;
        throw std::runtime_error("no variable " + name + "." + v);
      };
      phi.push_back(symbol("phi"));
      w.push_back(symbol("w"));
      a.push_back(symbol("a"));
      const Expr tau = symbol("tau");
      int found = 0;
      for (const FlatEquation& e : flat.equations)
        if (e.lhs.same(tau) && e.origin.find("Newton-Euler") != std::string::npos) {
          rhs.push_back(e.rhs);
          ++found;
        }
      if (found != 1) throw std::runtime_error("expected one equation of motion for " + name);
    }
  }
  void set_state(const Eigen::VectorXd& phi_v, const Eigen::VectorXd& w_v,
                 const Eigen::VectorXd& a_v) {
    for (std::size_t i = 0; i < phi.size(); ++i) {
      const auto k = static_cast<Eigen::Index>(i);
      values[phi[i].id()] = phi_v[k];
      values[w[i].id()] = w_v[k];
      values[a[i].id()] = a_v[k];
    }
  }
  double eval(const Expr& e) const {
    return evaluate(e, [&](const Expr& leaf) { return values.at(leaf.id()); });
  }
};

Eigen::VectorXd offsets(const dynamics::RigidBodyTree& tree) {
  Eigen::VectorXd o(tree.dof());
  for (int i = 0; i < tree.dof(); ++i) o[i] = tree.body(i).joint_offset;
  return o;
}

Eigen::VectorXd random_vector(std::mt19937& rng, int n, double bound) {
  std::uniform_real_distribution<double> u(-bound, bound);
  Eigen::VectorXd v(n);
  for (int i = 0; i < n; ++i) v[i] = u(rng);
  return v;
}

TEST(MultibodySeed000Arm, EmittedEquationsImplyRneaTorquesAndCrbaMassMatrix) {
  const dynamics::RigidBodyTree tree = dynamics::seed000_rigid_body_tree();
  dynamics::DynamicsWorkspace ws(tree);
  auto model = assemble(tree);
  EmittedEquations eq(*model, tree.dof());
  const Eigen::VectorXd offset = offsets(tree);
  std::mt19937 rng(20261122);
  double worst_tau = 0, worst_m = 0;
  for (int trial = 0; trial < 20; ++trial) {
    const Eigen::VectorXd q = random_vector(rng, 6, 3.0), qd = random_vector(rng, 6, 2.0),
                          qdd = random_vector(rng, 6, 5.0);
    eq.set_state(q + offset, qd, qdd);
    const Eigen::VectorXd tau = dynamics::inverse_dynamics(tree, ws, q, qd, qdd);
    const Eigen::MatrixXd M = dynamics::mass_matrix(tree, ws, q);
    const double tau_scale = std::max(1.0, tau.cwiseAbs().maxCoeff());
    const double m_scale = std::max(1.0, M.cwiseAbs().maxCoeff());
    for (int i = 0; i < 6; ++i) {
      const auto ui = static_cast<std::size_t>(i);
      worst_tau = std::max(worst_tau, std::fabs(eq.eval(eq.rhs[ui]) - tau[i]) / tau_scale);
      for (int j = 0; j < 6; ++j)
        worst_m = std::max(
            worst_m,
            std::fabs(eq.eval(partial(eq.rhs[ui], eq.a[static_cast<std::size_t>(j)])) - M(i, j)) /
                m_scale);
    }
  }
  RecordProperty("max_relative_torque_error", std::to_string(worst_tau));
  RecordProperty("max_relative_mass_matrix_error", std::to_string(worst_m));
  std::printf("seed000 arm: max |tau - RNEA| / max|tau| = %.3g, max |M - CRBA| / max|M| = %.3g\n",
              worst_tau, worst_m);
  EXPECT_LT(worst_tau, 1e-10);
  EXPECT_LT(worst_m, 1e-10);
}

TEST(MultibodySeed000Arm, UnactuatedArmConservesEnergy) {
  const dynamics::RigidBodyTree tree = dynamics::seed000_rigid_body_tree();
  dynamics::DynamicsWorkspace ws(tree);
  auto model = assemble(tree);
  const Eigen::VectorXd offset = offsets(tree);
  const Eigen::VectorXd q0 = (Eigen::VectorXd(6) << 0.3, -0.8, 0.6, 0.4, -0.5, 0.2).finished();
  const Eigen::VectorXd qd0 = (Eigen::VectorXd(6) << 0.5, 0.0, -0.3, 1.0, 0.5, -1.0).finished();
  for (int i = 0; i < 6; ++i) {
    model->set_start(fmt::format("joint{}.phi", i + 1), q0[i] + offset[i], true);
    model->set_start(fmt::format("joint{}.w", i + 1), qd0[i], true);
  }
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 10.0, .output_interval = 0.01, .rtol = 1e-10});
  ASSERT_NEAR(r.times().back(), 10.0, 1e-12);
  const double e0 = dynamics::mechanical_energy(tree, ws, q0, qd0);
  double drift = 0, t_max = 0, travel = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    Eigen::VectorXd q(6), qd(6);
    for (int i = 0; i < 6; ++i) {
      q[i] = r.value(k, r.column(fmt::format("joint{}.phi", i + 1))) - offset[i];
      qd[i] = r.value(k, r.column(fmt::format("joint{}.w", i + 1)));
    }
    drift = std::max(drift, std::fabs(dynamics::mechanical_energy(tree, ws, q, qd) - e0));
    t_max = std::max(t_max, dynamics::kinetic_energy(tree, ws, q, qd));
    travel = std::max(travel, std::fabs(q[1] - q0[1]));
  }
  // Relative to the largest kinetic energy reached (the energy exchanged), so
  // that the choice of the potential's zero does not hide the drift.
  const double relative = drift / t_max;
  RecordProperty("relative_energy_drift", std::to_string(relative));
  std::printf(
      "seed000 arm, 10 s unactuated: max |E - E0| = %.3g J, E0 = %.6g J, max T = %.3g J, "
      "relative to max T %.3g, to |E0| %.3g\n",
      drift, e0, t_max, relative, drift / std::fabs(e0));
  EXPECT_GT(t_max, 10.0);  // the arm really falls and swings
  EXPECT_GT(travel, 0.5);
  EXPECT_LT(relative, 1e-7);
  EXPECT_LT(drift / std::fabs(e0), 1e-7);
}

TEST(MultibodyLongChain, IntermediateUnknownsKeepTheDynamicsOfTheAba) {
  // 14 bodies, a chain of 11 with a branch of 3 at body 4, every third joint
  // prismatic: deeper than 8 joints, so the assembler introduces the moved
  // frame's kinematics and wrench as unknowns at every second joint depth
  // where more joints follow (components/multibody/mechanism.cpp,
  // kBoundaryDepth). The compiled model's accelerations at a random state
  // equal the ABA's.
  std::mt19937 rng(7);
  const std::vector<int> parents{-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 3, 11, 12};
  const dynamics::RigidBodyTree tree = dynamics::testing::random_tree(rng, parents, true);
  dynamics::DynamicsWorkspace ws(tree);
  auto model = assemble(tree);
  const int n = tree.dof();
  const Eigen::VectorXd offset = offsets(tree);
  const Eigen::VectorXd q = random_vector(rng, n, 1.0), qd = random_vector(rng, n, 1.0);
  auto coordinate = [&](int i, bool speed) {
    const bool prismatic = tree.body(i).joint.type() == dynamics::JointType::prismatic;
    return fmt::format("joint{}.{}", i + 1,
                       prismatic ? (speed ? "v" : "s") : (speed ? "w" : "phi"));
  };
  for (int i = 0; i < n; ++i) {
    model->set_start(coordinate(i, false), q[i] + offset[i], true);
    model->set_start(coordinate(i, true), qd[i], true);
  }
  auto compiled = compile(*model);
  int unknowns_at_boundary = 0;
  for (const auto& name : compiled->signal_names)
    if (name.find(".moved_frame.") != std::string::npos) ++unknowns_at_boundary;
  Simulation sim(compiled);
  Results r = sim.run({.t_stop = 1e-3, .output_interval = 1e-3, .rtol = 1e-10});
  const Eigen::VectorXd qdd = dynamics::forward_dynamics(tree, ws, q, qd, Eigen::VectorXd::Zero(n));
  double worst = 0;
  for (int i = 0; i < n; ++i)
    worst =
        std::max(worst, std::fabs(r.value(0, r.column(fmt::format("joint{}.a", i + 1))) - qdd[i]));
  // The frames moved by joints at even depths with a joint below them: depths
  // 2, 4, 6, 8, 10 of the chain and depth 6 of the branch.
  std::vector<int> depth(parents.size(), 0);
  std::vector<char> has_child(parents.size(), 0);
  for (std::size_t b = 0; b < parents.size(); ++b) {
    depth[b] = parents[b] < 0 ? 1 : depth[static_cast<std::size_t>(parents[b])] + 1;
    if (parents[b] >= 0) has_child[static_cast<std::size_t>(parents[b])] = 1;
  }
  int boundaries = 0;
  for (std::size_t b = 0; b < parents.size(); ++b)
    boundaries += depth[b] % 2 == 0 && has_child[b] ? 1 : 0;
  ASSERT_EQ(boundaries, 6);
  std::printf("14-body tree, depth 11: %d unknowns at %d boundary frames, max |a - ABA| = %.3g\n",
              unknowns_at_boundary, boundaries, worst);
  EXPECT_EQ(unknowns_at_boundary, 15 * boundaries);  // w, z, a_g, f, t of each frame
  EXPECT_LT(worst, 1e-9 * std::max(1.0, qdd.cwiseAbs().maxCoeff()));
}

}  // namespace
}  // namespace acausal
