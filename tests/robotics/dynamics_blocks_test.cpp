// Robot dynamics blocks (components/robotics) against the dynamics module
// evaluated outside the model, and the computed-torque law against the
// closed-form error dynamics it imposes.
#include <cmath>
#include <numbers>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "components/robotics/computed_torque.hpp"
#include "components/robotics/cycloidal_reference.hpp"
#include "components/robotics/dynamics_blocks.hpp"
#include "components/robotics/dynamics_functions.hpp"
#include "components/rotational/angle_sensor.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/torque.hpp"
#include "dynamics/dynamics_workspace.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/mass_matrix.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "models/robots/seed000_arm.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

constexpr int kDof = 6;

std::shared_ptr<const dynamics::JointSpaceDynamics> newton_euler(
    dynamics::Seed000Rotors rotors = dynamics::Seed000Rotors::none) {
  return dynamics::newton_euler_dynamics(
      dynamics::seed000_rigid_body_tree(dynamics::downward_gravity(), rotors));
}

std::shared_ptr<const dynamics::JointSpaceDynamics> euler_lagrange(
    dynamics::Seed000Rotors rotors = dynamics::Seed000Rotors::none) {
  return dynamics::euler_lagrange_dynamics(
      dynamics::seed000_euler_lagrange_model(dynamics::downward_gravity(), rotors));
}

Eigen::VectorXd row(const Results& r, std::size_t k, const std::string& pattern) {
  Eigen::VectorXd v(kDof);
  for (int i = 0; i < kDof; ++i)
    v[i] = r.value(k, r.column(fmt::format(fmt::runtime(pattern), i + 1)));
  return v;
}

robotics::CycloidalReference::Params reference_params() {
  return {.q_start = {0.1, -0.2, 0.3, 0.0, 0.5, -0.4},
          .displacement = {1.0, 0.8, -0.6, 1.2, -0.9, 2.0},
          .duration = 1.0,
          .start_time = 0.2};
}

// Inverse dynamics, mass matrix and bias forces blocks fed by the reference:
// every output at every output point equals the algorithms run on the same
// numbers outside the model.
TEST(RobotDynamicsBlocks, OutputsEqualTheAlgorithmsAlongATrajectory) {
  Model m("blocks");
  auto& reference = m.add<robotics::CycloidalReference>("reference", reference_params());
  auto& ne =
      m.add<robotics::InverseDynamics>("ne", robotics::InverseDynamics::Params{newton_euler()});
  auto& el =
      m.add<robotics::InverseDynamics>("el", robotics::InverseDynamics::Params{euler_lagrange()});
  auto& mass = m.add<robotics::MassMatrix>("mass", robotics::MassMatrix::Params{newton_euler()});
  auto& bias = m.add<robotics::BiasForces>("bias", robotics::BiasForces::Params{newton_euler()});
  for (std::size_t i = 0; i < kDof; ++i) {
    for (auto* id : {&ne, &el}) {
      m.connect(reference.q[i], id->q[i]);
      m.connect(reference.qd[i], id->qd[i]);
      m.connect(reference.qdd[i], id->qdd[i]);
    }
    m.connect(reference.q[i], mass.q[i]);
    m.connect(reference.q[i], bias.q[i]);
    m.connect(reference.qd[i], bias.qd[i]);
  }
  Simulation sim(compile(m));
  const Results r = sim.run({.t_stop = 1.5, .output_interval = 0.05, .rtol = 1e-8});
  const auto tree = dynamics::seed000_rigid_body_tree();
  dynamics::DynamicsWorkspace ws(tree);
  double ne_gap = 0, el_gap = 0, mass_gap = 0, bias_gap = 0, largest = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const Eigen::VectorXd q = row(r, k, "reference.q[{}]");
    const Eigen::VectorXd qd = row(r, k, "reference.qd[{}]");
    const Eigen::VectorXd qdd = row(r, k, "reference.qdd[{}]");
    const Eigen::VectorXd tau = dynamics::inverse_dynamics(tree, ws, q, qd, qdd);
    largest = std::max(largest, tau.cwiseAbs().maxCoeff());
    ne_gap = std::max(ne_gap, (row(r, k, "ne.tau[{}]") - tau).cwiseAbs().maxCoeff());
    el_gap = std::max(el_gap, (row(r, k, "el.tau[{}]") - tau).cwiseAbs().maxCoeff());
    const Eigen::VectorXd b = dynamics::bias_forces(tree, ws, q, qd);
    bias_gap = std::max(bias_gap, (row(r, k, "bias.tau[{}]") - b).cwiseAbs().maxCoeff());
    const Eigen::MatrixXd M = dynamics::mass_matrix(tree, ws, q);
    for (int i = 0; i < kDof; ++i)
      for (int j = 0; j < kDof; ++j)
        mass_gap = std::max(
            mass_gap,
            std::fabs(r.value(k, r.column(fmt::format("mass.M[{},{}]", i + 1, j + 1))) - M(i, j)));
  }
  std::printf(
      "[ figures  ] blocks vs algorithms: NE %.2g, EL %.2g, bias %.2g N.m, M %.2g kg.m2 "
      "(largest |tau| %.4g N.m)\n",
      ne_gap, el_gap, bias_gap, mass_gap, largest);
  EXPECT_GT(largest, 20.0);
  EXPECT_EQ(ne_gap, 0.0);  // the same function on the same numbers
  EXPECT_LT(el_gap, 1e-9 * largest);
  EXPECT_LT(bias_gap, 1e-12 * largest);
  EXPECT_LT(mass_gap, 1e-13);
}

TEST(RobotDynamicsBlocks,
     InverseDynamicsJacobianIsTheMassMatrixInAccelerationAndMatchesDifferences) {
  const auto model = newton_euler(dynamics::Seed000Rotors::reflected);
  const auto f = robotics::inverse_dynamics_function(model);
  std::vector<double> u{0.3, -0.7, 0.4,  1.1,  -0.5, 0.9,   // q
                        0.5, -0.2, 0.8,  -1.0, 0.3,  2.0,   // qd
                        1.5, 0.4,  -2.0, 0.7,  -0.6, 3.0};  // qdd
  std::vector<double> J(static_cast<std::size_t>(kDof * 3 * kDof));
  f->jacobian(u, J);
  Eigen::MatrixXd M;
  model->mass_matrix(Eigen::Map<const Eigen::VectorXd>(u.data(), kDof), M);
  double exact_gap = 0, fd_gap = 0, scale = 0;
  for (int i = 0; i < kDof; ++i)
    for (int j = 0; j < kDof; ++j)
      exact_gap =
          std::max(exact_gap, std::fabs(J[static_cast<std::size_t>(i * 18 + 12 + j)] - M(i, j)));
  // The q and qd columns against a differently stepped forward difference of the function.
  std::vector<double> y0(kDof), y1(kDof);
  f->evaluate(u, y0);
  for (int j = 0; j < 12; ++j) {
    auto up = u;
    const double h = 1e-7;
    up[static_cast<std::size_t>(j)] += h;
    f->evaluate(up, y1);
    for (int i = 0; i < kDof; ++i) {
      const double fd = (y1[static_cast<std::size_t>(i)] - y0[static_cast<std::size_t>(i)]) / h;
      const double ours = J[static_cast<std::size_t>(i * 18 + j)];
      scale = std::max(scale, std::fabs(ours));
      fd_gap = std::max(fd_gap, std::fabs(fd - ours));
    }
  }
  EXPECT_EQ(exact_gap, 0.0);
  EXPECT_GT(scale, 1.0);
  EXPECT_LT(fd_gap, 1e-5 * scale);
}

TEST(RobotDynamicsBlocks, MissingModelIsNamed) {
  Model m("bad");
  try {
    m.add<robotics::ComputedTorque>("ctrl", robotics::ComputedTorque::Params{});
    FAIL() << "a controller without a robot model was accepted";
  } catch (const ModelError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("ComputedTorque 'ctrl': no robot model given"), std::string::npos) << msg;
    EXPECT_NE(msg.find("newton_euler_dynamics"), std::string::npos) << msg;
  }
  try {
    m.add<robotics::ComputedTorque>(
        "ctrl2", robotics::ComputedTorque::Params{.model = newton_euler(), .kp = {1, 2, 3}});
    FAIL() << "three gains for six joints were accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("kp has 3 entries; give 1"), std::string::npos)
        << e.what();
  }
  EXPECT_THROW(m.add<robotics::ComputedTorque>(
                   "ctrl3", robotics::ComputedTorque::Params{.model = newton_euler(), .kd = {-1}}),
               ModelError);
}

TEST(CycloidalReference, FollowsEquation23AndHoldsOutsideTheMotion) {
  Model m("reference");
  m.add<robotics::CycloidalReference>(
      "r", robotics::CycloidalReference::Params{
               .q_start = {0.5}, .displacement = {2.0}, .duration = 2.0, .start_time = 0.5});
  Simulation sim(compile(m));
  const Results r = sim.run({.t_stop = 3.0, .output_interval = 0.01, .rtol = 1e-10});
  const double pi = std::numbers::pi;
  for (double t : {0.0, 0.4, 0.5, 0.9, 1.5, 2.2, 2.5, 3.0}) {
    const double s = std::clamp((t - 0.5) / 2.0, 0.0, 1.0);
    EXPECT_NEAR(r.at("r.q[1]", t), 0.5 + 2.0 * (s - std::sin(2 * pi * s) / (2 * pi)), 1e-12) << t;
    EXPECT_NEAR(r.at("r.qd[1]", t), 1.0 * (1 - std::cos(2 * pi * s)), 1e-12) << t;
    EXPECT_NEAR(r.at("r.qdd[1]", t), 2.0 * 2 * pi / 4.0 * std::sin(2 * pi * s), 1e-12) << t;
  }
}

// The arm driven by the computed-torque law with its own exact model: from an
// initial error e0 on every joint, e'' + K_D e' + K_P e = 0 with K_P = 100,
// K_D = 20 (critically damped, w_n = 10) gives e(t) = e0 (1 + 10 t) exp(-10 t).
TEST(ComputedTorque, ErrorFollowsTheClosedFormCriticallyDampedResponse) {
  Model m("ct");
  const auto arm = models::robots::add_seed000_mechanism(m);
  auto& reference = m.add<robotics::CycloidalReference>("reference", reference_params());
  auto& ct = m.add<robotics::ComputedTorque>(
      "controller",
      robotics::ComputedTorque::Params{.model = newton_euler(), .kp = {100}, .kd = {20}});
  const double e0 = 0.02;
  const auto params = reference_params();
  for (std::size_t i = 0; i < kDof; ++i) {
    auto& angle = m.add<rotational::AngleSensor>(fmt::format("angle{}", i + 1));
    auto& speed = m.add<rotational::SpeedSensor>(fmt::format("speed{}", i + 1));
    auto& torque = m.add<rotational::Torque>(fmt::format("torque{}", i + 1));
    m.connect(angle.flange, arm.joints[i]->axis);
    m.connect(speed.flange, arm.joints[i]->axis);
    m.connect(torque.flange, arm.joints[i]->axis);
    m.connect(reference.q[i], ct.q_d[i]);
    m.connect(reference.qd[i], ct.qd_d[i]);
    m.connect(reference.qdd[i], ct.qdd_d[i]);
    m.connect(angle.phi, ct.q[i]);
    m.connect(speed.w, ct.qd[i]);
    m.connect(ct.tau[i], torque.tau);
    m.set_start(fmt::format("joint{}.phi", i + 1), params.q_start[i] - e0, true);
    m.set_start(fmt::format("joint{}.w", i + 1), 0.0, true);
  }
  Simulation sim(compile(m));
  const Results r = sim.run({.t_stop = 1.5, .output_interval = 0.01, .rtol = 1e-9});
  double gap = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    const double expected = e0 * (1 + 10 * t) * std::exp(-10 * t);
    for (int i = 0; i < kDof; ++i)
      gap = std::max(
          gap, std::fabs(r.value(k, r.column(fmt::format("controller.e[{}]", i + 1))) - expected));
  }
  std::printf("[ figures  ] computed torque: max |e - e0 (1 + 10 t) exp(-10 t)| = %.3g rad\n", gap);
  EXPECT_LT(gap, 1e-7);
  EXPECT_GT(std::fabs(r.at("controller.e[1]", 0.1)), 0.5 * e0);  // the error was really there
}

}  // namespace
}  // namespace acausal
