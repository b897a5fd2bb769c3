// URDF import (urdf/): parsing, the multibody model with joint dynamics and
// limits against closed forms, the rigid-body tree, meshes, and the seed-000
// arm's URDF against the model built from its DH table.
#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <unordered_map>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "components/multibody/tree_mechanism.hpp"
#include "core/expr/differentiate.hpp"
#include "core/expr/evaluate.hpp"
#include "core/passes/flatten.hpp"
#include "dynamics/energy.hpp"
#include "dynamics/inverse_dynamics.hpp"
#include "dynamics/mass_matrix.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"
#include "urdf/meshes.hpp"
#include "urdf/urdf_model.hpp"
#include "urdf/urdf_writer.hpp"

namespace acausal {
namespace {

namespace fs = std::filesystem;
using testing::contains;
using testing::error_of;

const std::string kSeed000Urdf = std::string(ACAUSAL_SOURCE_DIR) + "/models/robots/seed000.urdf";

fs::path scratch(const std::string& name) {
  const fs::path dir = fs::path(ACAUSAL_BINARY_DIR) / "urdf_test" / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

// A two-link robot: a turntable about the vertical axis with viscous damping,
// and a slider along it; a fixed camera link and a mesh on the table.
std::string table_and_slider(double damping, double friction, double lower, double upper,
                             const std::string& slider_dynamics = "") {
  return fmt::format(R"(<?xml version="1.0"?>
<robot name="table.bot">
  <link name="base"/>
  <link name="table">
    <inertial>
      <origin xyz="0 0 0.05" rpy="0 0 0.3"/>
      <mass value="4"/>
      <inertia ixx="0.3" ixy="0" ixz="0" iyy="0.3" iyz="0" izz="0.5"/>
    </inertial>
    <visual>
      <origin xyz="0 0 0.05" rpy="0 0 0"/>
      <geometry><mesh filename="package://table_description/meshes/table.stl" scale="0.001 0.001 0.001"/></geometry>
    </visual>
    <collision><geometry><cylinder radius="0.3" length="0.1"/></geometry></collision>
  </link>
  <link name="slider">
    <inertial><mass value="2"/><inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" iyz="0" izz="0.01"/></inertial>
  </link>
  <link name="camera">
    <inertial><origin xyz="0.1 0 0"/><mass value="0.5"/><inertia ixx="0.001" ixy="0" ixz="0" iyy="0.001" iyz="0" izz="0.001"/></inertial>
  </link>
  <joint name="turn" type="continuous">
    <parent link="base"/><child link="table"/>
    <origin xyz="0 0 0.2" rpy="0 0 0"/>
    <axis xyz="0 0 1"/>
    <dynamics damping="{}" friction="{}"/>
  </joint>
  <joint name="lift" type="prismatic">
    <parent link="table"/><child link="slider"/>
    <origin xyz="0.25 0 0.1" rpy="0 0 0"/>
    <axis xyz="0 0 2"/>
    <limit lower="{}" upper="{}" effort="100" velocity="1"/>
    {}
  </joint>
  <joint name="camera.mount" type="fixed">
    <parent link="table"/><child link="camera"/>
    <origin xyz="-0.2 0 0.15" rpy="0 0.5 0"/>
  </joint>
</robot>
)",
                     damping, friction, lower, upper, slider_dynamics);
}

TEST(UrdfImport, ParsesLinksJointsLimitsDynamicsAndMeshes) {
  const fs::path dir = scratch("parse");
  fs::create_directories(dir / "table_description" / "meshes");
  std::ofstream(dir / "table_description" / "meshes" / "table.stl") << "solid x\nendsolid x\n";
  fs::create_directories(dir / "table_description" / "urdf");
  const fs::path file = dir / "table_description" / "urdf" / "table.urdf";
  std::ofstream(file) << table_and_slider(0.7, 0.2, -0.1, 0.3);
  const urdf::RobotDescription robot = urdf::read_urdf_file(file.string());
  EXPECT_EQ(robot.name, "table.bot");
  EXPECT_EQ(robot.root_link, "base");
  ASSERT_EQ(robot.joints.size(), 3u);
  const urdf::Joint& turn = *robot.find_joint("turn");
  EXPECT_EQ(turn.type, urdf::JointType::continuous);
  EXPECT_FALSE(turn.limits.has_value());
  EXPECT_EQ(turn.damping, 0.7);
  EXPECT_EQ(turn.friction, 0.2);
  const urdf::Joint& lift = *robot.find_joint("lift");
  EXPECT_EQ(lift.type, urdf::JointType::prismatic);
  EXPECT_NEAR((lift.axis - Eigen::Vector3d::UnitZ()).norm(), 0, 1e-15);  // normalised
  ASSERT_TRUE(lift.limits.has_value());
  EXPECT_EQ(lift.limits->lower, -0.1);
  EXPECT_EQ(lift.limits->upper, 0.3);
  EXPECT_EQ(lift.limits->effort, 100);
  const urdf::Joint& mount = *robot.find_joint("camera.mount");
  EXPECT_NEAR(mount.origin.linear()(0, 2), std::sin(0.5), 1e-15);  // pitch about y
  EXPECT_NEAR(mount.origin.translation().z(), 0.15, 1e-15);
  // The inertial's origin is folded in: centre of mass in the link frame, the
  // tensor turned by the yaw of 0.3 rad (izz unchanged, ixx = iyy stay 0.3).
  const dynamics::BodyInertia& table = *robot.find_link("table")->inertial;
  EXPECT_EQ(table.mass, 4);
  EXPECT_NEAR((table.center_of_mass - Eigen::Vector3d(0, 0, 0.05)).norm(), 0, 1e-15);
  EXPECT_NEAR(table.inertia_about_center_of_mass(2, 2), 0.5, 1e-15);
  EXPECT_NEAR(table.inertia_about_center_of_mass(0, 0), 0.3, 1e-15);
  // The mesh is referenced (package:// found two folders up), the collision cylinder kept.
  const auto meshes = urdf::mesh_references(robot);
  ASSERT_EQ(meshes.size(), 1u);
  EXPECT_EQ(meshes[0].link, "table");
  EXPECT_EQ(meshes[0].filename, "package://table_description/meshes/table.stl");
  EXPECT_EQ(fs::path(meshes[0].resolved_path),
            (dir / "table_description" / "meshes" / "table.stl").lexically_normal());
  EXPECT_EQ(robot.find_link("table")->shapes.size(), 2u);
}

TEST(UrdfImport, ResultsAreNamedByTheUrdfJoints) {
  auto model = urdf::urdf_model(urdf::parse_urdf(table_and_slider(0.7, 0, -0.1, 0.3)));
  Simulation sim(compile(*model));
  const Results r = sim.run({.t_stop = 0.01});
  for (const char* name : {"turn.phi", "turn.w", "turn.tau", "lift.s", "lift.v", "lift.f"})
    EXPECT_TRUE(r.has(name)) << name;
  // '.' is not allowed in component names: the fixed joint becomes camera_mount.
  EXPECT_NE(model->find_child("camera_mount"), nullptr);
  EXPECT_EQ(model->parameter_value("world.g"), 9.80665);  // the URDF default gravity
}

// The turntable spins about the vertical axis (no gravity torque): with
// damping d, I w' = -d w, so w = w0 exp(-d t / I); I about the axis is the
// table's 0.5, the slider's 2 kg at 0.25 m and the camera's 0.5 kg at its
// offset, with their own inertias turned by the mount.
TEST(UrdfImport, JointDampingDecaysTheSpinExponentially) {
  const urdf::RobotDescription robot = urdf::parse_urdf(table_and_slider(0.7, 0, -0.1, 0.3));
  urdf::UrdfModelOptions options;
  options.initial_speeds["turn"] = 3.0;
  auto model = urdf::urdf_model(robot, options);
  // Inertia about the turning axis from the rigid-body tree (fixed links merged).
  const dynamics::RigidBodyTree tree = urdf::to_rigid_body_tree(robot);
  dynamics::DynamicsWorkspace ws(tree);
  const double I = dynamics::mass_matrix(tree, ws, Eigen::VectorXd::Zero(2))(0, 0);
  const double camera_x = -0.2 + 0.1 * std::cos(0.5);
  const double I_hand = 0.5 + 2 * 0.25 * 0.25 + 0.01 + 0.5 * camera_x * camera_x + 0.001;
  EXPECT_NEAR(I, I_hand, 1e-12);
  Simulation sim(compile(*model));
  const Results r = sim.run({.t_stop = 2.0, .output_interval = 0.01, .rtol = 1e-10});
  double worst = 0;
  for (std::size_t i = 0; i < r.rows(); ++i)
    worst =
        std::max(worst, std::abs(r.series("turn.w")[i] - 3.0 * std::exp(-0.7 * r.times()[i] / I)));
  EXPECT_LT(worst, 1e-7);
  EXPECT_NEAR(r.final("turn.tau"), -0.7 * r.final("turn.w"),
              1e-9);  // the damper's torque at the joint
}

// Coulomb friction F (smoothed over 1e-3 rad/s) slows the spin linearly,
// w = w0 - F t / I, until it nearly stops.
TEST(UrdfImport, JointFrictionSlowsTheSpinLinearly) {
  const urdf::RobotDescription robot = urdf::parse_urdf(table_and_slider(0, 0.4, -0.1, 0.3));
  urdf::UrdfModelOptions options;
  options.initial_speeds["turn"] = 2.0;
  auto model = urdf::urdf_model(robot, options);
  const dynamics::RigidBodyTree tree = urdf::to_rigid_body_tree(robot);
  dynamics::DynamicsWorkspace ws(tree);
  const double I = dynamics::mass_matrix(tree, ws, Eigen::VectorXd::Zero(2))(0, 0);
  Simulation sim(compile(*model));
  const double t_stop = 0.8 * 2.0 * I / 0.4;  // 80 % of the time to stop
  const Results r = sim.run({.t_stop = t_stop, .rtol = 1e-10});
  double worst = 0;
  for (std::size_t i = 0; i < r.rows(); ++i)
    worst = std::max(worst, std::abs(r.series("turn.w")[i] - (2.0 - 0.4 * r.times()[i] / I)));
  EXPECT_LT(worst, 1e-6);
  EXPECT_NEAR(r.final("turn.w"), 0.4, 1e-6);
}

// The slider under gravity with damping d: m v' = -m g - d v, v = -(m g / d)(1 - exp(-d t / m));
// it then rests on its lower stop at s = lower - m g / c (the stop's stiffness c).
TEST(UrdfImport, PrismaticDampingAndLimitStop) {
  const urdf::RobotDescription robot = urdf::parse_urdf(
      table_and_slider(0, 0, -0.1, 0.3, R"(<dynamics damping="50" friction="0"/>)"));
  urdf::UrdfModelOptions options;
  options.initial_positions["lift"] = 0.25;
  auto model = urdf::urdf_model(robot, options);
  Simulation sim(compile(*model));
  const double m = 2, g = 9.80665, d = 50, c = 1e6;
  const Results r = sim.run({.t_stop = 3.0, .output_interval = 0.001, .rtol = 1e-10});
  double worst = 0;
  for (std::size_t i = 0; i < r.rows() && r.series("lift.s")[i] > -0.1; ++i) {
    const double t = r.times()[i];
    worst =
        std::max(worst, std::abs(r.series("lift.v")[i] + m * g / d * (1 - std::exp(-d * t / m))));
  }
  EXPECT_LT(worst, 1e-7);
  EXPECT_NEAR(r.final("lift.s"), -0.1 - m * g / c, 1e-9);
  EXPECT_NEAR(r.final("lift.v"), 0, 1e-8);
  EXPECT_NEAR(r.final("lift.f"), m * g, 1e-6);  // the stop carries the slider (its effort opposes)
}

TEST(UrdfImport, RefusesWhatItCannotImport) {
  const std::string floating = R"(<robot name="r"><link name="a"/><link name="b">
    <inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>
    <joint name="free" type="floating"><parent link="a"/><child link="b"/></joint></robot>)";
  EXPECT_TRUE(contains(error_of([&] { urdf::parse_urdf(floating); }),
                       "joint 'free' is floating: only revolute, continuous, prismatic and fixed"));
  EXPECT_TRUE(contains(error_of([&] { urdf::parse_urdf("<robot name='x'><link></robot>"); }),
                       "not a valid URDF robot (urdfdom)"));
  EXPECT_TRUE(contains(error_of([&] { urdf::read_urdf_file("/nonexistent/robot.urdf"); }),
                       "cannot read the URDF file '/nonexistent/robot.urdf'"));
  const std::string massless = R"(<robot name="r"><link name="a"/><link name="b"/>
    <joint name="spin" type="continuous"><parent link="a"/><child link="b"/><axis xyz="0 0 1"/></joint></robot>)";
  EXPECT_TRUE(contains(error_of([&] { urdf::urdf_model(urdf::parse_urdf(massless)); }),
                       "joint 'spin' moves no mass"));
  urdf::UrdfModelOptions options;
  options.initial_positions["lift"] = 0.5;
  EXPECT_TRUE(contains(error_of([&] {
                         urdf::urdf_model(urdf::parse_urdf(table_and_slider(0, 0, -0.1, 0.3)),
                                          options);
                       }),
                       "joint 'lift' starts at 0.5 outside its range [-0.1, 0.3]"));
  const std::string bad_inertia = R"(<robot name="r"><link name="a">
    <inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="5"/></inertial></link></robot>)";
  EXPECT_TRUE(contains(error_of([&] { urdf::parse_urdf(bad_inertia); }), "link 'a'"));
}

// --- the seed-000 arm ---

TEST(UrdfSeed000, TheFileInTheProjectIsTheGeneratedOne) {
  const std::string generated = urdf::seed000_urdf();
  if (const char* out = std::getenv("ACAUSAL_WRITE_SEED000_URDF")) std::ofstream(out) << generated;
  std::ifstream in(kSeed000Urdf);
  ASSERT_TRUE(in) << kSeed000Urdf;
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), generated)
      << "regenerate with ACAUSAL_WRITE_SEED000_URDF=models/robots/seed000.urdf ./test_urdf";
}

TEST(UrdfSeed000, TreeMatchesTheDhTreeInRneaAndCrba) {
  const dynamics::RigidBodyTree dh =
      dynamics::seed000_rigid_body_tree(Eigen::Vector3d(0, 0, -9.80665));
  const dynamics::RigidBodyTree from_urdf =
      urdf::to_rigid_body_tree(urdf::read_urdf_file(kSeed000Urdf));
  ASSERT_EQ(from_urdf.dof(), 6);
  dynamics::DynamicsWorkspace ws_dh(dh), ws_urdf(from_urdf);
  std::mt19937 rng(18);
  std::uniform_real_distribution<double> u(-1, 1);
  double worst_tau = 0, worst_m = 0;
  for (int trial = 0; trial < 50; ++trial) {
    Eigen::VectorXd q(6), qd(6), qdd(6);
    for (int i = 0; i < 6; ++i) q[i] = 3 * u(rng), qd[i] = 2 * u(rng), qdd[i] = 5 * u(rng);
    const Eigen::VectorXd tau_dh = dynamics::inverse_dynamics(dh, ws_dh, q, qd, qdd);
    const Eigen::VectorXd tau_urdf = dynamics::inverse_dynamics(from_urdf, ws_urdf, q, qd, qdd);
    worst_tau = std::max(worst_tau, (tau_dh - tau_urdf).cwiseAbs().maxCoeff());
    const Eigen::MatrixXd m_dh = dynamics::mass_matrix(dh, ws_dh, q);
    const Eigen::MatrixXd m_urdf = dynamics::mass_matrix(from_urdf, ws_urdf, q);
    worst_m = std::max(worst_m, (m_dh - m_urdf).cwiseAbs().maxCoeff());
  }
  std::printf(
      "seed000 URDF tree vs DH tree: max |tau| difference %.3g N.m, max |M| difference %.3g\n",
      worst_tau, worst_m);
  EXPECT_LT(worst_tau, 1e-10);
  EXPECT_LT(worst_m, 1e-10);
}

// The joint equations each model emits, tau_i = rhs_i(phi, w, a).
struct JointEquations {
  FlatSystem flat;
  std::vector<Expr> rhs, phi, w, a;
  std::unordered_map<const void*, double> values;
  explicit JointEquations(const Model& m) : flat(flatten(m)) {
    for (const FlatParameter& p : flat.parameters) values[p.decl.symbol.id()] = p.decl.value;
    for (int i = 1; i <= 6; ++i) {
      const std::string joint = fmt::format("joint{}", i);
      const auto symbol = [&](const std::string& v) {
        for (const FlatVariable& fv : flat.variables)
          if (fv.name == joint + "." + v) return fv.symbol;
        throw std::runtime_error("no variable " + joint + "." + v);
      };
      phi.push_back(symbol("phi"));
      w.push_back(symbol("w"));
      a.push_back(symbol("a"));
      const Expr tau = symbol("tau");
      for (const FlatEquation& e : flat.equations)
        if (e.lhs.same(tau) && e.origin.find("Newton-Euler") != std::string::npos)
          rhs.push_back(e.rhs);
    }
    if (rhs.size() != 6) throw std::runtime_error("expected six equations of motion");
  }
  void set(const Eigen::VectorXd& q, const Eigen::VectorXd& qd, const Eigen::VectorXd& qdd) {
    for (std::size_t i = 0; i < 6; ++i) {
      const auto k = static_cast<Eigen::Index>(i);
      values[phi[i].id()] = q[k];
      values[w[i].id()] = qd[k];
      values[a[i].id()] = qdd[k];
    }
  }
  double eval(const Expr& e) const {
    return evaluate(e, [&](const Expr& leaf) { return values.at(leaf.id()); });
  }
};

// The URDF model's multibody equations against those of the model built
// from the DH table (multibody::add_tree_mechanism of seed000_rigid_body_tree):
// joint torques and their derivatives with respect to the accelerations (the
// mass matrix) at random states.
TEST(UrdfSeed000, MultibodyModelAgreesWithTheDhBuiltModel) {
  const dynamics::RigidBodyTree tree =
      dynamics::seed000_rigid_body_tree(Eigen::Vector3d(0, 0, -9.80665));
  for (int i = 0; i < 6; ++i) ASSERT_EQ(tree.body(i).joint_offset, 0.0);
  Model dh("dh");
  multibody::add_tree_mechanism(dh, tree);
  urdf::UrdfModelOptions options;
  options.limits = false;
  auto from_urdf = urdf::urdf_model(urdf::read_urdf_file(kSeed000Urdf), options);
  JointEquations a(dh), b(*from_urdf);
  std::mt19937 rng(6);
  std::uniform_real_distribution<double> u(-1, 1);
  double worst_tau = 0, worst_m = 0;
  for (int trial = 0; trial < 30; ++trial) {
    Eigen::VectorXd q(6), qd(6), qdd(6);
    for (int i = 0; i < 6; ++i) q[i] = 3 * u(rng), qd[i] = 2 * u(rng), qdd[i] = 5 * u(rng);
    a.set(q, qd, qdd);
    b.set(q, qd, qdd);
    for (std::size_t i = 0; i < 6; ++i) {
      worst_tau = std::max(worst_tau, std::abs(a.eval(a.rhs[i]) - b.eval(b.rhs[i])));
      for (std::size_t j = 0; j < 6; ++j)
        worst_m = std::max(worst_m, std::abs(a.eval(partial(a.rhs[i], a.a[j])) -
                                             b.eval(partial(b.rhs[i], b.a[j]))));
    }
  }
  std::printf("seed000 URDF model vs DH model: max |tau| difference %.3g N.m, max |M| %.3g\n",
              worst_tau, worst_m);
  EXPECT_LT(worst_tau, 1e-10);
  EXPECT_LT(worst_m, 1e-10);
}

// Both models simulated passively from the same state: the same motion, and
// the URDF model conserves the energy dynamics/ computes for the DH tree.
TEST(UrdfSeed000, PassiveMotionMatchesTheDhModel) {
  const dynamics::RigidBodyTree tree =
      dynamics::seed000_rigid_body_tree(Eigen::Vector3d(0, 0, -9.80665));
  Model dh("dh");
  multibody::add_tree_mechanism(dh, tree);
  urdf::UrdfModelOptions options;
  options.limits = false;
  const double q0[6] = {0.3, -0.8, 0.6, 0.4, -0.5, 0.2};
  for (int i = 0; i < 6; ++i) options.initial_positions[fmt::format("joint{}", i + 1)] = q0[i];
  auto from_urdf = urdf::urdf_model(urdf::read_urdf_file(kSeed000Urdf), options);
  for (int i = 0; i < 6; ++i) {
    dh.set_start(fmt::format("joint{}.phi", i + 1), q0[i], true);
    dh.set_start(fmt::format("joint{}.w", i + 1), 0.0, true);
  }
  const SimulationOptions run{.t_stop = 0.5, .output_interval = 0.01, .rtol = 1e-11};
  const Results ra = simulate(dh, run), rb = simulate(*from_urdf, run);
  ASSERT_EQ(ra.rows(), rb.rows());
  double worst = 0;
  for (int i = 1; i <= 6; ++i)
    for (std::size_t k = 0; k < ra.rows(); ++k)
      worst = std::max(worst, std::abs(ra.series(fmt::format("joint{}.phi", i))[k] -
                                       rb.series(fmt::format("joint{}.phi", i))[k]));
  std::printf("seed000 passive 0.5 s: max |phi_urdf - phi_dh| = %.3g rad\n", worst);
  EXPECT_LT(worst, 1e-8);
  EXPECT_GT(std::abs(rb.final("joint2.phi") - q0[1]), 0.1);  // it did fall
  dynamics::DynamicsWorkspace ws(tree);
  Eigen::VectorXd q(6), qd(6);
  double drift = 0, e0 = 0;
  for (std::size_t k = 0; k < rb.rows(); ++k) {
    for (int i = 0; i < 6; ++i) {
      q[i] = rb.series(fmt::format("joint{}.phi", i + 1))[k];
      qd[i] = rb.series(fmt::format("joint{}.w", i + 1))[k];
    }
    const double e = dynamics::mechanical_energy(tree, ws, q, qd);
    if (k == 0) e0 = e;
    drift = std::max(drift, std::abs(e - e0));
  }
  EXPECT_LT(drift, 1e-6);
}

TEST(UrdfMeshes, ConvertsAnStlToGltf) {
  if (!urdf::mesh_conversion_available()) GTEST_SKIP() << "built without assimp";
  const fs::path dir = scratch("meshes");
  // A tetrahedron, ASCII STL.
  std::ofstream(dir / "tetra.stl") << R"(solid tetra
facet normal 0 0 -1
 outer loop
  vertex 0 0 0
  vertex 0 1 0
  vertex 1 0 0
 endloop
endfacet
facet normal 0 -1 0
 outer loop
  vertex 0 0 0
  vertex 1 0 0
  vertex 0 0 1
 endloop
endfacet
facet normal -1 0 0
 outer loop
  vertex 0 0 0
  vertex 0 0 1
  vertex 0 1 0
 endloop
endfacet
facet normal 0.577 0.577 0.577
 outer loop
  vertex 1 0 0
  vertex 0 1 0
  vertex 0 0 1
 endloop
endfacet
endsolid tetra
)";
  std::ofstream(dir / "r.urdf") << R"(<robot name="r"><link name="a"><visual><geometry>
      <mesh filename="tetra.stl"/></geometry></visual></link></robot>)";
  const auto converted = urdf::convert_meshes_to_gltf(
      urdf::read_urdf_file((dir / "r.urdf").string()), (dir / "out").string());
  ASSERT_EQ(converted.size(), 1u);
  EXPECT_EQ(converted[0].faces, 4u);
  std::ifstream glb(converted[0].gltf, std::ios::binary);
  char magic[4] = {};
  glb.read(magic, 4);
  EXPECT_EQ(std::string(magic, 4), "glTF");
  EXPECT_EQ(fs::path(converted[0].gltf).filename(), "a_0.glb");
}

}  // namespace
}  // namespace acausal
