// The DOBOT MG400 of seed 001 with its three parallelogram loops
// (models/robots/mg400_arm), driven along quintic joint trajectories through a
// palletizing cycle. Checked against the kinematics module's forward
// kinematics (seed 001 eq. 6), the loop closures, the quintic closed form, and
// joint torques from an independent model that moves every part by the
// parallelogram law and sums virtual work (Kane's equations).
#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <Eigen/Geometry>

#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "core/errors.hpp"
#include "kinematics/forward_kinematics.hpp"
#include "kinematics/ik_mg400.hpp"
#include "models/robots/mg400_arm.hpp"
#include "models/robots/mg400_parameters.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using models::robots::mg400_mass_properties;
using models::robots::mg400_part;
using models::robots::mg400_part_frame;
using models::robots::mg400_parts;

Eigen::Matrix3d about_y(double a) {
  return Eigen::AngleAxisd(a, Eigen::Vector3d::UnitY()).toRotationMatrix();
}
Eigen::Matrix3d about_z(double a) {
  return Eigen::AngleAxisd(a, Eigen::Vector3d::UnitZ()).toRotationMatrix();
}
Eigen::Vector3d pivot(const std::string& part) {
  return mg400_part_frame(mg400_part(part)).translation();
}

// How a part moves in the arm's vertical plane: its pitch (about +y) and the
// point it turns about, as functions of (theta2, theta3). The parallelograms
// keep opposite sides parallel: L2, L2a, L32 pitch with the upper arm, L31,
// L33, L33a with the forearm, L2b, L33b and L4 stay level.
struct PlanarMotion {
  std::function<double(const Eigen::Vector4d&)> pitch;
  std::function<Eigen::Vector3d(const Eigen::Vector4d&)> pivot;  // current, in the plane
  Eigen::Vector3d pivot_at_zero;
  double pitch_rate(const Eigen::Vector4d& qd) const {  // pitch is linear in theta
    return pitch(qd);
  }
};

struct IndependentArm {
  IndependentArm() {
    const Eigen::Vector3d S = pivot("L2"), E0 = pivot("L2b"), C0 = pivot("L32"), F0 = pivot("L33b"),
                          W0 = pivot("L33a"), A4 = pivot("L4"), A2a = pivot("L2a");
    auto upper = [](const Eigen::Vector4d& q) { return q[1]; };
    auto fore = [](const Eigen::Vector4d& q) { return q[1] + q[2]; };
    auto level = [](const Eigen::Vector4d&) { return 0.0; };
    auto fixed = [](Eigen::Vector3d p) { return [p](const Eigen::Vector4d&) { return p; }; };
    auto elbow = [S, E0](const Eigen::Vector4d& q) -> Eigen::Vector3d {
      return S + about_y(q[1]) * (E0 - S);
    };
    auto forearm_end = [elbow, E0, F0](const Eigen::Vector4d& q) -> Eigen::Vector3d {
      return elbow(q) + about_y(q[1] + q[2]) * (F0 - E0);
    };
    motion = {
        {"L1", {level, fixed(Eigen::Vector3d::Zero()), Eigen::Vector3d::Zero()}},
        {"L2", {upper, fixed(S), S}},
        {"L31", {fore, fixed(S), S}},
        {"L2a", {upper, fixed(A2a), A2a}},
        {"L2b", {level, elbow, E0}},
        {"L33", {fore, elbow, E0}},
        {"L32",
         {upper,
          [S, C0](const Eigen::Vector4d& q) -> Eigen::Vector3d {
            return S + about_y(q[1] + q[2]) * (C0 - S);
          },
          C0}},
        {"L33a",
         {fore,
          [elbow, W0, E0](const Eigen::Vector4d& q) -> Eigen::Vector3d {
            return elbow(q) + (W0 - E0);
          },
          W0}},
        {"L33b", {level, forearm_end, F0}},
        {"L4",
         {level,
          [forearm_end, A4, F0](const Eigen::Vector4d& q) -> Eigen::Vector3d {
            return forearm_end(q) + (A4 - F0);
          },
          A4}},
    };
  }

  // Orientation of a part: base yaw, pitch in the plane, and the flange's own yaw.
  Eigen::Matrix3d rotation(const std::string& part, const Eigen::Vector4d& q) const {
    const double flange_yaw = part == "L4" ? q[3] : 0.0;
    return about_z(q[0]) * about_y(motion.at(part).pitch(q)) * about_z(flange_yaw);
  }
  // Centre of mass in the base frame.
  Eigen::Vector3d center(const std::string& part, const Eigen::Vector4d& q) const {
    const PlanarMotion& m = motion.at(part);
    const Eigen::Vector3d c0 =
        mg400_mass_properties(mg400_part(part), Eigen::Isometry3d::Identity()).center_of_mass;
    const double flange_yaw = part == "L4" ? q[3] : 0.0;
    return about_z(q[0]) *
           (m.pivot(q) + about_y(m.pitch(q)) * about_z(flange_yaw) * (c0 - m.pivot_at_zero));
  }

  // tau_j = sum over parts of m (a - g) . dp/dq_j + (I w' + w x I w) . dw/dqd_j.
  Eigen::Vector4d torques(const Eigen::Vector4d& q, const Eigen::Vector4d& qd,
                          const Eigen::Vector4d& qdd) const {
    const Eigen::Vector3d g(0, 0, -9.80665);
    Eigen::Vector4d tau = Eigen::Vector4d::Zero();
    for (const auto& part : mg400_parts()) {
      const auto mp = mg400_mass_properties(part, Eigen::Isometry3d::Identity());
      const PlanarMotion& m = motion.at(part.name);
      auto p = [&](const Eigen::Vector4d& x) { return center(part.name, x); };
      Eigen::Matrix<double, 3, 4> J;
      const double h = 1e-6;
      for (int j = 0; j < 4; ++j) {
        const Eigen::Vector4d e = Eigen::Vector4d::Unit(j) * h;
        J.col(j) = (p(q + e) - p(q - e)) / (2 * h);
      }
      // Velocity-product term: the second derivative of p along qd.
      Eigen::Vector3d curvature = Eigen::Vector3d::Zero();
      if (qd.norm() > 0) {
        const double s = 1e-4 / qd.norm();
        curvature = (p(q + s * qd) - 2 * p(q) + p(q - s * qd)) / (s * s);
      }
      const Eigen::Vector3d a = J * qdd + curvature;
      // Angular velocity: base yaw, pitch about the yawed y axis, flange yaw.
      const Eigen::Vector3d z = Eigen::Vector3d::UnitZ();
      const Eigen::Vector3d y = about_z(q[0]) * Eigen::Vector3d::UnitY();
      const double pitch_d = m.pitch_rate(qd), pitch_dd = m.pitch_rate(qdd);
      const bool flange = part.name == "L4";
      const Eigen::Vector3d w = qd[0] * z + pitch_d * y + (flange ? qd[3] : 0.0) * z;
      const Eigen::Vector3d dw =
          qdd[0] * z + pitch_dd * y + pitch_d * qd[0] * z.cross(y) + (flange ? qdd[3] : 0.0) * z;
      const Eigen::Matrix3d R = rotation(part.name, q);
      // Inertia at zero angles is in base axes; the part has turned by R since.
      const Eigen::Matrix3d I = R * mp.inertia * R.transpose();
      const Eigen::Vector3d moment = I * dw + w.cross(I * w);
      const Eigen::Vector3d force = mp.mass * (a - g);
      for (int j = 0; j < 4; ++j) {
        const Eigen::Vector4d unit = Eigen::Vector4d::Unit(j);
        const Eigen::Vector3d dw_dqd =
            unit[0] * z + m.pitch_rate(unit) * y + (flange ? unit[3] : 0.0) * z;
        tau[j] += force.dot(J.col(j)) + moment.dot(dw_dqd);
      }
    }
    return tau;
  }

  std::map<std::string, PlanarMotion> motion;
};

double quintic(double a, double b, double s) {
  return a + (b - a) * s * s * s * (10 - 15 * s + 6 * s * s);
}

class MultibodyMg400 : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    auto model = models::robots::mg400_palletizing();
    Simulation sim(compile(*model));
    results_ = new Results(sim.run({.t_stop = 3.5, .output_interval = 5e-3, .rtol = 1e-10}));
  }
  static void TearDownTestSuite() {
    delete results_;
    results_ = nullptr;
  }
  static Eigen::Vector4d joints(std::size_t row, const char* variable) {
    Eigen::Vector4d v;
    for (int i = 0; i < 4; ++i)
      v[i] = results_->value(row, results_->column(fmt::format("J{}.{}", i + 1, variable)));
    return v;
  }
  static double value(std::size_t row, const std::string& name) {
    return results_->value(row, results_->column(name));
  }
  static Results* results_;
};
Results* MultibodyMg400::results_ = nullptr;

TEST_F(MultibodyMg400, JointsFollowTheQuinticWaypoints) {
  const auto w = models::robots::mg400_waypoints({});
  double worst = 0;
  for (std::size_t k = 0; k < results_->rows(); ++k) {
    const double t = results_->times()[k];
    const auto seg = std::min<std::size_t>(
        static_cast<std::size_t>(std::upper_bound(w.times.begin(), w.times.end(), t) -
                                 w.times.begin()),
        w.times.size() - 1);
    const std::size_t from = seg == 0 ? 0 : seg - 1;
    const double s =
        seg == 0 ? 1.0 : std::clamp((t - w.times[from]) / (w.times[seg] - w.times[from]), 0.0, 1.0);
    const Eigen::Vector4d q = joints(k, "phi");
    for (int i = 0; i < 4; ++i)
      worst = std::max(worst, std::fabs(q[i] - quintic(w.theta[from][i], w.theta[seg][i], s)));
  }
  std::printf("max |theta - quintic| = %.3g rad over %zu rows\n", worst, results_->rows());
  EXPECT_LT(worst, 1e-12);
}

TEST_F(MultibodyMg400, ToolPathEqualsTheKinematicsModulesForwardKinematics) {
  const kinematics::SerialChain chain =
      kinematics::make_mg400_chain(kinematics::mg400_default_parameters());
  double worst = 0, travel = 0;
  Eigen::Vector3d last = Eigen::Vector3d::Zero();
  for (std::size_t k = 0; k < results_->rows(); ++k) {
    const Eigen::Vector4d q = joints(k, "phi");
    const Eigen::Vector3d fk = kinematics::forward_kinematics(chain, q).translation();
    const Eigen::Vector3d tool(value(k, "tool.r[1]"), value(k, "tool.r[2]"), value(k, "tool.r[3]"));
    worst = std::max(worst, (tool - fk).norm());
    if (k > 0) travel += (tool - last).norm();
    last = tool;
  }
  std::printf("tool path: %.3f m travelled, max |tool - FK| = %.3g m\n", travel, worst);
  EXPECT_GT(travel, 0.5);  // the cycle moves: pick and place 0.33 m apart
  EXPECT_LT(worst, 1e-9);

  // Every waypoint is where its target put it (seed 001 eq. 27 inverted by eq. 6).
  const models::robots::Mg400TrajectoryOptions options;
  const auto w = models::robots::mg400_waypoints(options);
  for (std::size_t k = 0; k < w.times.size(); ++k) {
    const Eigen::Vector3d target = options.targets[k].head<3>();
    const Eigen::Vector3d tool(results_->at("tool.r[1]", w.times[k]),
                               results_->at("tool.r[2]", w.times[k]),
                               results_->at("tool.r[3]", w.times[k]));
    EXPECT_LT((tool - target).norm(), 1e-9) << "waypoint " << k + 1;
  }
}

TEST_F(MultibodyMg400, ParallelogramLoopsStayClosedAndTheFlangeLevel) {
  double gap = 0, parallel = 0;
  for (std::size_t k = 0; k < results_->rows(); ++k) {
    for (int loop = 1; loop <= 3; ++loop) {
      Eigen::Vector3d a, b;
      for (int i = 0; i < 3; ++i) {
        a[i] = value(k, fmt::format("closure{}_a.r[{}]", loop, i + 1));
        b[i] = value(k, fmt::format("closure{}_b.r[{}]", loop, i + 1));
      }
      gap = std::max(gap, (a - b).norm());
    }
    // Opposite sides stay parallel: the levelling plate and the wrist plate
    // undo the upper arm's and the forearm's pitch exactly.
    const Eigen::Vector4d q = joints(k, "phi");
    parallel = std::max({parallel, std::fabs(value(k, "level_plate.phi") + q[1]),
                         std::fabs(value(k, "wrist_plate.phi") + q[1] + q[2]),
                         std::fabs(value(k, "crank.phi") - q[1] - q[2])});
  }
  std::printf("loop closure gap %.3g m, parallelogram angle error %.3g rad\n", gap, parallel);
  EXPECT_LT(gap, 1e-9);
  EXPECT_LT(parallel, 1e-9);
}

TEST_F(MultibodyMg400, JointTorquesEqualAnIndependentParallelogramModel) {
  const IndependentArm arm;
  double worst = 0;
  Eigen::Vector4d largest = Eigen::Vector4d::Zero();
  for (std::size_t k = 0; k < results_->rows(); ++k) {
    const Eigen::Vector4d expected = arm.torques(joints(k, "phi"), joints(k, "w"), joints(k, "a"));
    const Eigen::Vector4d tau = joints(k, "tau");
    worst = std::max(worst, (tau - expected).cwiseAbs().maxCoeff());
    largest = largest.cwiseMax(expected.cwiseAbs());
  }
  std::printf("largest |tau| = %.4f %.4f %.4f %.3g N.m; max deviation %.3g N.m\n", largest[0],
              largest[1], largest[2], largest[3], worst);
  EXPECT_GT(largest[1], 0.5);  // gravity on the upper arm and forearm: the check has teeth
  EXPECT_LT(worst, 1e-6);
}

// Forward dynamics of the closed loops: the torque-driven MG400 under the
// inverse-dynamics torques of a motion-driven copy, with PD feedback, follows
// the trajectory (open loop, the nearly inertia-free flange J4 drifts by any
// torque round-off: 2.7e-4 rad over the cycle).
TEST(MultibodyMg400Dynamics, TorqueDrivenArmTracksTheTrajectoryWithClosedLoops) {
  auto model = models::robots::mg400_inverse_dynamics_control({.kp = 50.0, .kd = 5.0});
  Simulation sim(compile(*model));
  const Results r = sim.run({.t_stop = 3.5, .output_interval = 5e-3, .rtol = 1e-10, .atol = 1e-12});
  double tracking = 0, gap = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    for (int i = 1; i <= 4; ++i)
      tracking = std::max(tracking, std::fabs(r.value(k, r.column(fmt::format("J{}.phi", i))) -
                                              r.value(k, r.column(fmt::format("id_J{}.phi", i)))));
    for (int loop = 1; loop <= 3; ++loop) {
      Eigen::Vector3d a, b;
      for (int i = 0; i < 3; ++i) {
        a[i] = r.value(k, r.column(fmt::format("closure{}_a.r[{}]", loop, i + 1)));
        b[i] = r.value(k, r.column(fmt::format("closure{}_b.r[{}]", loop, i + 1)));
      }
      gap = std::max(gap, (a - b).norm());
    }
  }
  std::printf("tracking %.3g rad, loop gap %.3g m over %zu rows\n", tracking, gap, r.rows());
  EXPECT_LT(tracking, 1e-8);
  EXPECT_LT(gap, 1e-9);
  EXPECT_GT(std::fabs(r.final("J2.phi") - r.value(0, r.column("J2.phi"))) +
                std::fabs(r.at("J1.phi", 1.0) - r.value(0, r.column("J1.phi"))),
            0.1);  // the arm did move
}

TEST(MultibodyMg400Diagnostics, ClosesLoopOnTheOnlyPathToAPartIsRefused) {
  Model m("dangling");
  auto& world = m.add<multibody::World>("world");
  auto& j = m.add<multibody::Revolute>("hinge", multibody::Revolute::Params{.closes_loop = true});
  m.connect(world.frame_b, j.frame_a);
  try {
    compile(m);
    FAIL() << "expected a ModelError";
  } catch (const ModelError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("'hinge' is marked closes_loop"), std::string::npos) << what;
    EXPECT_NE(what.find("Unset closes_loop"), std::string::npos) << what;
  }
}

}  // namespace
}  // namespace acausal
