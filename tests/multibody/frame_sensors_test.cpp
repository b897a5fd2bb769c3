// AbsoluteSensor and RelativeSensor against closed forms and kinematics/
// transforms: a pendulum about a tilted axis (r, v = ω n × r, centripetal
// ω² |n × r| toward the axis, T = Rot(n, φ)ᵀ), with IDA and the explicit
// formulation, and a spatial double pendulum's relative motion against
// finite differences of its relative pose.
#include <cmath>

#include <gtest/gtest.h>
#include <Eigen/Geometry>

#include "components/multibody/absolute_sensor.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/relative_sensor.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "core/compile/compiled_model.hpp"
#include "kinematics/transforms.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace multibody;
constexpr double kG = 9.81;

Eigen::Vector3d sensed(const Results& r, std::size_t row, const std::string& name) {
  Eigen::Vector3d x;
  for (int i = 0; i < 3; ++i)
    x[i] = r.value(row, r.column(name + "[" + std::to_string(i + 1) + "]"));
  return x;
}

Eigen::Matrix3d sensed_matrix(const Results& r, std::size_t row, const std::string& name) {
  Eigen::Matrix3d m;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      m(i, j) = r.value(
          row, r.column(name + "[" + std::to_string(i + 1) + "," + std::to_string(j + 1) + "]"));
  return m;
}

TEST(MultibodyFrameSensors, PendulumAboutATiltedAxisMatchesClosedForms) {
  // A 2 kg tip on a massless arm r_b = (0.8, 0, 0) from a revolute about the
  // unit axis n ∝ (0, 0.6, 0.8), under gravity -y. With R = Rot(n, φ):
  // r = R r_b, v = ω n × r, a = α n × r + ω n × (n × r) ω, w = ω n, z = α n;
  // resolved in frame_a: Rᵀ times these. The centripetal part of a has length
  // ω² ρ toward the axis, ρ = |n × r|.
  const Eigen::Vector3d n = Eigen::Vector3d(0, 0.6, 0.8).normalized();
  const Eigen::Vector3d r_b(0.8, 0, 0);
  Model m("tilted_pendulum");
  auto& world = m.add<World>("world", World::Params{.g = kG});
  auto& rev = m.add<Revolute>("rev", Revolute::Params{.n = {0, 3, 4}});
  auto& arm = m.add<FixedTranslation>("arm", FixedTranslation::Params{.r = {0.8, 0, 0}});
  auto& tip = m.add<Body>("tip", Body::Params{.m = 2});
  auto& in_world = m.add<AbsoluteSensor>(
      "in_world", AbsoluteSensor::Params{.resolve_in_frame = ResolveInFrame::world});
  auto& in_frame = m.add<AbsoluteSensor>("in_frame");  // MSL default: frame_a
  m.connect(world.frame_b, rev.frame_a);
  m.connect(rev.frame_b, arm.frame_a);
  m.connect(arm.frame_b, tip.frame_a);
  m.connect(arm.frame_b, in_world.frame_a);
  m.connect(in_frame.frame_a, arm.frame_b);
  m.set_start("rev.phi", 0.2, true);
  m.set_start("rev.w", 1.5, true);
  Simulation sim(compile(m));
  for (const char* solver : {"ida", "cvode-bdf"}) {
    Results r = sim.run({.t_stop = 2.0, .output_interval = 0.1, .rtol = 1e-9, .solver = solver});
    double centripetal_checked = 0;
    for (std::size_t k = 0; k < r.rows(); ++k) {
      const double phi = r.value(k, r.column("rev.phi"));
      const double omega = r.value(k, r.column("rev.w"));
      const double alpha = r.value(k, r.column("rev.a"));
      const Eigen::Matrix3d R = Eigen::AngleAxisd(phi, n).toRotationMatrix();
      const Eigen::Vector3d pos = R * r_b;
      const Eigen::Vector3d vel = omega * n.cross(pos);
      const Eigen::Vector3d acc = alpha * n.cross(pos) + omega * omega * n.cross(n.cross(pos));
      const std::string at = std::string(solver) + " t = " + std::to_string(r.times()[k]);
      EXPECT_LT((sensed(r, k, "in_world.r") - pos).norm(), 1e-12) << at;
      EXPECT_LT((sensed(r, k, "in_world.v") - vel).norm(), 1e-11) << at;
      EXPECT_LT((sensed(r, k, "in_world.a") - acc).norm(), 1e-10) << at;
      EXPECT_LT((sensed(r, k, "in_world.w") - omega * n).norm(), 1e-12) << at;
      EXPECT_LT((sensed(r, k, "in_world.z") - alpha * n).norm(), 1e-10) << at;
      EXPECT_LT((sensed_matrix(r, k, "in_world.T") - R.transpose()).norm(), 1e-12) << at;
      EXPECT_LT((sensed_matrix(r, k, "in_frame.T") - R.transpose()).norm(), 1e-12) << at;
      EXPECT_LT((sensed(r, k, "in_frame.r") - r_b).norm(), 1e-12) << at;
      EXPECT_LT((sensed(r, k, "in_frame.v") - R.transpose() * vel).norm(), 1e-11) << at;
      EXPECT_LT((sensed(r, k, "in_frame.a") - R.transpose() * acc).norm(), 1e-10) << at;
      EXPECT_LT((sensed(r, k, "in_frame.w") - omega * n).norm(), 1e-12) << at;  // n is fixed by R
      // Centripetal acceleration ω² ρ, toward the axis.
      const Eigen::Vector3d radial = -n.cross(n.cross(pos));  // from the axis to the tip
      const double rho = radial.norm();
      const Eigen::Vector3d a_sensed = sensed(r, k, "in_world.a");
      EXPECT_NEAR(-a_sensed.dot(radial / rho), omega * omega * rho, 1e-10) << at;
      EXPECT_NEAR(a_sensed.dot(n.cross(radial / rho)), alpha * rho, 1e-10) << at;  // tangential
      centripetal_checked = std::max(centripetal_checked, omega * omega * rho);
    }
    EXPECT_GT(centripetal_checked, 1.0) << solver;  // the pendulum does swing
  }
}

TEST(MultibodyFrameSensors, RelativeSensorOnASpatialDoublePendulumMatchesKinematics) {
  // rev1 about z at the World, link 1 = (0.5, 0, 0), rev2 about x, link 2 =
  // (0, 0.4, 0.2). Sensor frame_a = rev1.frame_b (turning with φ1), frame_b =
  // the tip. References from kinematics/transforms: the relative pose
  // T_a⁻¹ T_b; v_rel and a_rel as central differences of its translation along
  // q(t) = q + q̇ t + q̈ t²/2 (fourth-order stencils); w_rel = (φ̇2, 0, 0), z_rel = (φ̈2, 0, 0) (the
  // second axis is frame_a's x).
  Model m("double_pendulum");
  auto& world = m.add<World>("world", World::Params{.g = kG});
  auto& rev1 = m.add<Revolute>("rev1");
  auto& link1 = m.add<FixedTranslation>("link1", FixedTranslation::Params{.r = {0.5, 0, 0}});
  auto& body1 = m.add<Body>("body1", Body::Params{.m = 1, .r_CM = {0.1, 0.05, 0}});
  auto& rev2 = m.add<Revolute>("rev2", Revolute::Params{.n = {1, 0, 0}});
  auto& link2 = m.add<FixedTranslation>("link2", FixedTranslation::Params{.r = {0, 0.4, 0.2}});
  auto& body2 = m.add<Body>("body2", Body::Params{.m = 1.5});
  auto& rel = m.add<RelativeSensor>("rel");
  m.connect(world.frame_b, rev1.frame_a);
  m.connect(rev1.frame_b, link1.frame_a);
  m.connect(link1.frame_b, body1.frame_a);
  m.connect(link1.frame_b, rev2.frame_a);
  m.connect(rev2.frame_b, link2.frame_a);
  m.connect(link2.frame_b, body2.frame_a);
  m.connect(rev1.frame_b, rel.frame_a);
  m.connect(rel.frame_b, link2.frame_b);
  m.set_start("rev1.phi", 0.3, true);
  m.set_start("rev1.w", 2.0, true);
  m.set_start("rev2.phi", -0.4, true);
  m.set_start("rev2.w", 1.0, true);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 1.5, .output_interval = 0.1, .rtol = 1e-9});
  using kinematics::rotation_transform_x;
  using kinematics::rotation_transform_z;
  using kinematics::translation;
  auto relative_pose = [](double q1, double q2) {
    const Eigen::Isometry3d a = rotation_transform_z(q1);
    const Eigen::Isometry3d b =
        a * translation(0.5, 0, 0) * rotation_transform_x(q2) * translation(0, 0.4, 0.2);
    return Eigen::Isometry3d(a.inverse() * b);
  };
  double travel = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const Eigen::Vector2d q(r.value(k, r.column("rev1.phi")), r.value(k, r.column("rev2.phi")));
    const Eigen::Vector2d qd(r.value(k, r.column("rev1.w")), r.value(k, r.column("rev2.w")));
    const Eigen::Vector2d qdd(r.value(k, r.column("rev1.a")), r.value(k, r.column("rev2.a")));
    auto position_at = [&](double t) {
      const Eigen::Vector2d qt = q + qd * t + qdd * (t * t / 2);
      return Eigen::Vector3d(relative_pose(qt[0], qt[1]).translation());
    };
    // Fourth-order central differences (truncation ∝ h⁴, rounding ∝ 1/h, 1/h²).
    auto derivatives = [&](double h) {
      const Eigen::Vector3d f2 = position_at(2 * h), f1 = position_at(h), f0 = position_at(0),
                            fm1 = position_at(-h), fm2 = position_at(-2 * h);
      return std::pair{Eigen::Vector3d((-f2 + 8 * f1 - 8 * fm1 + fm2) / (12 * h)),
                       Eigen::Vector3d((-f2 + 16 * f1 - 30 * f0 + 16 * fm1 - fm2) / (12 * h * h))};
    };
    const Eigen::Vector3d v_fd = derivatives(2e-4).first, a_fd = derivatives(5e-4).second;
    const Eigen::Isometry3d pose = relative_pose(q[0], q[1]);
    const std::string at = "t = " + std::to_string(r.times()[k]);
    EXPECT_LT((sensed(r, k, "rel.r_rel") - pose.translation()).norm(), 1e-12) << at;
    EXPECT_LT((sensed_matrix(r, k, "rel.T_rel") - pose.rotation().transpose()).norm(), 1e-12) << at;
    EXPECT_LT((sensed(r, k, "rel.v_rel") - v_fd).norm(), 1e-10) << at;
    EXPECT_LT((sensed(r, k, "rel.a_rel") - a_fd).norm(), 1e-8) << at;
    EXPECT_LT((sensed(r, k, "rel.w_rel") - Eigen::Vector3d(qd[1], 0, 0)).norm(), 1e-12) << at;
    EXPECT_LT((sensed(r, k, "rel.z_rel") - Eigen::Vector3d(qdd[1], 0, 0)).norm(), 1e-10) << at;
    travel = std::max(travel, std::fabs(qd[0]) * (pose.translation().head<2>().norm()));
  }
  EXPECT_GT(travel, 0.5);  // frame_a turns fast enough that ω_a × r_rel matters
}

TEST(MultibodyFrameSensors, SensorsAcrossTheFourbarLoopSeeOneRigidBody) {
  // MSL Fourbar1: b3 closes the loop (the assembler cuts it), its frames
  // reached through j1-b1-j3-j4-j5 and through j2-b2-rev-rev1, so the two
  // frames' kinematics come from different branches. A RelativeSensor across
  // b3 must read its rigid
  // translation (-1, 0.3, 0.1), T_rel = I and zero relative velocities and
  // accelerations: the closure holds at position, velocity and acceleration
  // level (index reduction differentiates it). At j1.frame_b, ω = j1.w x.
  const models::ModelEntry& entry =
      models::find_model("Modelica.Mechanics.MultiBody.Examples.Loops.Fourbar1");
  auto model = entry.build();
  model->add<RelativeSensor>("across");
  model->add<AbsoluteSensor>("crank",
                             AbsoluteSensor::Params{.resolve_in_frame = ResolveInFrame::world});
  model->add<AbsoluteSensor>("coupler",
                             AbsoluteSensor::Params{.resolve_in_frame = ResolveInFrame::world});
  model->connect("across.frame_a", "b3.frame_a");
  model->connect("across.frame_b", "b3.frame_b");
  model->connect("crank.frame_a", "j1.frame_b");
  model->connect("coupler.frame_a", "b3.frame_a");
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.02, .rtol = 1e-9});
  double gap = 0, slip = 0, fastest = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    gap = std::max(gap, (sensed(r, k, "across.r_rel") - Eigen::Vector3d(-1, 0.3, 0.1)).norm());
    gap = std::max(gap, (sensed_matrix(r, k, "across.T_rel") - Eigen::Matrix3d::Identity()).norm());
    slip =
        std::max({slip, sensed(r, k, "across.v_rel").norm(), sensed(r, k, "across.w_rel").norm()});
    const double w1 = r.value(k, r.column("j1.w")), a1 = r.value(k, r.column("j1.a"));
    EXPECT_LT((sensed(r, k, "crank.w") - Eigen::Vector3d(w1, 0, 0)).norm(), 1e-12);
    EXPECT_LT((sensed(r, k, "crank.z") - Eigen::Vector3d(a1, 0, 0)).norm(), 1e-10);
    EXPECT_LT(sensed(r, k, "across.a_rel").norm(), 1e-9);  // worst measured 5e-12
    EXPECT_LT(sensed(r, k, "across.z_rel").norm(), 1e-9);
    fastest = std::max(fastest, sensed(r, k, "coupler.v").norm());
  }
  ASSERT_TRUE(r.has("b3.frameTranslation.cut_force[1]"));  // the sensor spans the cut
  EXPECT_LT(gap, 1e-10);                                   // measured 5e-16
  EXPECT_LT(slip, 1e-10);                                  // measured 4e-13
  EXPECT_GT(fastest, 1.0);                                 // the coupler moves
}

using testing::contains;
using testing::error_of;

TEST(MultibodyFrameSensors, RelativeSensorOnOnePhysicalFrameIsRefused) {
  Model m("same_frame");
  auto& world = m.add<World>("world");
  auto& rev = m.add<Revolute>("rev");
  auto& body = m.add<Body>("body", Body::Params{.m = 1, .r_CM = {0.2, 0, 0}});
  auto& rel = m.add<RelativeSensor>("rel");
  m.connect(world.frame_b, rev.frame_a);
  m.connect(rev.frame_b, body.frame_a);
  m.connect(rel.frame_a, body.frame_a);
  m.connect(rel.frame_b, rev.frame_b);
  const std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg,
                       "RelativeSensor 'rel' has frame_a and frame_b on the same physical "
                       "frame"))
      << msg;
  EXPECT_TRUE(contains(msg, "Connect rel.frame_b to the frame")) << msg;
}

TEST(MultibodyFrameSensors, RelativeSensorWithAnOpenFrameBIsNamed) {
  Model m("open_frame");
  auto& world = m.add<World>("world");
  auto& rev = m.add<Revolute>("rev");
  auto& body = m.add<Body>("body", Body::Params{.m = 1, .r_CM = {0.2, 0, 0}});
  auto& rel = m.add<RelativeSensor>("rel");
  m.connect(world.frame_b, rev.frame_a);
  m.connect(rev.frame_b, body.frame_a);
  m.connect(rel.frame_a, body.frame_a);
  const std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "'rel' not connected to World 'world'")) << msg;
}

TEST(MultibodyFrameSensors, AbsoluteSensorResolvedInAFrameItDoesNotHaveIsRefused) {
  Model m("wrong_axes");
  const std::string msg = error_of([&] {
    m.add<AbsoluteSensor>("sensor",
                          AbsoluteSensor::Params{.resolve_in_frame = ResolveInFrame::frame_b});
  });
  EXPECT_TRUE(contains(msg, "AbsoluteSensor 'sensor': resolve_in_frame = frame_b")) << msg;
  EXPECT_TRUE(contains(msg,
                       "Set resolve_in_frame to ResolveInFrame::world or "
                       "ResolveInFrame::frame_a"))
      << msg;
}

}  // namespace
}  // namespace acausal
