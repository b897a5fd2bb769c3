// FreeMotion (6 coordinates, quaternion orientation) against closed forms and
// conservation laws: a body spinning about a principal axis while it falls
// (ballistic origin, orientation a turn about that axis, T and Q), a tumbling
// asymmetric body (angular momentum in world axes and kinetic energy
// constant: Euler's equations), a free body whose coordinates are taken
// relative to a spinning platform (still ballistic in the world: the
// relative kinematics), a circular orbit in point gravity (MSL World
// PointGravity), and the quaternion helpers.
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "components/multibody/absolute_sensor.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/cardan_angles.hpp"
#include "components/multibody/free_motion.hpp"
#include "components/multibody/quaternion.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/expr/evaluate.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace multibody;
using testing::contains;
using testing::error_of;

std::string at(const char* name, std::size_t i) {
  return std::string(name) + "[" + std::to_string(i + 1) + "]";
}

Matrix3d product(const Matrix3d& a, const Matrix3d& b) {
  Matrix3d c{};
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j)
      for (std::size_t k = 0; k < 3; ++k) c[i][j] += a[i][k] * b[k][j];
  return c;
}

TEST(MultibodyFreeMotion, QuaternionOfACardanRotationGivesItBack) {
  // E from Cardan angles, Q = quaternion_of(E), E(Q) evaluated: the same
  // matrix; and E(Q) for a turn about z is [c s 0; -s c 0; 0 0 1].
  for (const Vector3d angles : {Vector3d{0.1, 0.2, 0.3}, Vector3d{2.5, -1.2, 3.0},
                                Vector3d{-3.0, 1.5, -0.2}, Vector3d{0, 0, 3.1}}) {
    const Matrix3d e = cardan123_rotation(angles);
    const std::array<double, 4> q = quaternion_of(e);
    EXPECT_NEAR(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3], 1.0, 1e-15);
    // Scaled by 3: the homogeneous form does not care about |Q|.
    const Mat3 eq =
        quaternion_rotation({Expr(3 * q[0]), Expr(3 * q[1]), Expr(3 * q[2]), Expr(3 * q[3])});
    for (std::size_t i = 0; i < 3; ++i)
      for (std::size_t j = 0; j < 3; ++j)
        EXPECT_NEAR(evaluate(eq[i][j], [](const Expr&) { return 0.0; }), e[i][j], 1e-15)
            << angles[0];
  }
  const double phi = 0.7;
  const Matrix3d ez = cardan123_rotation({0, 0, phi});
  EXPECT_NEAR(ez[0][1], std::sin(phi), 1e-15);
  EXPECT_NEAR(ez[1][0], -std::sin(phi), 1e-15);
  const std::array<double, 4> qz = quaternion_of(ez);
  EXPECT_NEAR(qz[2], std::sin(phi / 2), 1e-15);
  EXPECT_NEAR(qz[3], std::cos(phi / 2), 1e-15);
}

TEST(MultibodyFreeMotion, CardanRotationIsTheProductOfItsThreeTurnsAndItsRatesInvertTheMap) {
  // Independent of cardan_angles.hpp: the three elementary turns multiplied
  // here, E = E3(c) E2(b) E1(a), and the angular velocity as the sum of the
  // three rates' contributions resolved in the turned frame.
  const Vector3d phi{0.3, -0.7, 1.9}, rates{0.4, -1.1, 0.25};
  auto turn = [](int axis, double angle) {
    const double c = std::cos(angle), s = std::sin(angle);
    Matrix3d e{};
    const int i = (axis + 1) % 3, j = (axis + 2) % 3;
    e[axis][axis] = 1;
    e[i][i] = c, e[i][j] = s, e[j][i] = -s, e[j][j] = c;
    return e;
  };
  auto mul = [](const Matrix3d& a, const Matrix3d& b) {
    Matrix3d c{};
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j)
        for (int k = 0; k < 3; ++k) c[i][j] += a[i][k] * b[k][j];
    return c;
  };
  const Matrix3d e3 = turn(2, phi[2]), e2 = turn(1, phi[1]);
  const Matrix3d expected = mul(e3, mul(e2, turn(0, phi[0])));
  const Matrix3d e = cardan123_rotation(phi);
  const Mat3 symbolic = cardan123_matrix(to_expr(phi));
  // w = E3 E2 (rate1, 0, 0) + E3 (0, rate2, 0) + (0, 0, rate3).
  const Matrix3d e32 = mul(e3, e2);
  const Vector3d w{e32[0][0] * rates[0] + e3[0][1] * rates[1],
                   e32[1][0] * rates[0] + e3[1][1] * rates[1],
                   e32[2][0] * rates[0] + e3[2][1] * rates[1] + rates[2]};
  const Vec3 w_symbolic = cardan123_angular_velocity(to_expr(phi), to_expr(rates));
  const Vector3d back = cardan123_rates(phi, w);
  auto value = [](const Expr& x) { return evaluate(x, [](const Expr&) { return 0.0; }); };
  for (std::size_t i = 0; i < 3; ++i) {
    for (std::size_t j = 0; j < 3; ++j) {
      EXPECT_NEAR(e[i][j], expected[i][j], 1e-15) << i << j;
      EXPECT_NEAR(value(symbolic[i][j]), expected[i][j], 1e-15) << i << j;
    }
    EXPECT_NEAR(value(w_symbolic[i]), w[i], 1e-15) << i;
    EXPECT_NEAR(back[i], rates[i], 1e-14) << i;
  }
}

// Body with I = diag(0.2, 0.3, 0.5), CM at frame_a's origin, started at
// Cardan angles a0, spinning at 2 rad/s about its own z axis (a principal
// axis: the spin stays steady), thrown with v0 under g = 9.81 along -y:
// r_0 = r0 + v0 t - g t^2/2 e_y, T(t) = Rz(2t) E0, w_a = (0, 0, 2); the
// orientation's states a quaternion or Cardan angles.
void expect_spinning_throw(bool use_quaternions) {
  const Vector3d a0{0.3, -0.4, 0.5}, r0{0.1, 2, -0.3}, v0{1, 3, 0.5};
  const double g = 9.81, spin = 2;
  const Matrix3d e0 = cardan123_rotation(a0);
  Vector3d w_world{};  // E0^T (0, 0, spin)
  for (std::size_t i = 0; i < 3; ++i) w_world[i] = e0[2][i] * spin;
  Model m("spinning_throw");
  auto& world = m.add<World>("world", World::Params{.g = g});
  auto& free = m.add<FreeMotion>("free", FreeMotion::Params{.r_rel_a_start = r0,
                                                            .v_rel_a_start = v0,
                                                            .angles_start = a0,
                                                            .w_rel_a_start = w_world,
                                                            .r_rel_a_fixed = true,
                                                            .v_rel_a_fixed = true,
                                                            .angles_fixed = true,
                                                            .w_rel_a_fixed = true,
                                                            .use_quaternions = use_quaternions});
  auto& body = m.add<Body>(
      "body",
      Body::Params{.m = 2, .I_11 = 0.2, .I_22 = 0.3, .I_33 = 0.5, .kinematic_outputs = true});
  auto& sensor = m.add<AbsoluteSensor>("sensor");
  m.connect(world.frame_b, free.frame_a);
  m.connect(free.frame_b, body.frame_a);
  m.connect(sensor.frame_a, body.frame_a);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.1, .rtol = 1e-10});
  double worst_r = 0, worst_t = 0, worst_w = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    const Matrix3d e = product(cardan123_rotation({0, 0, spin * t}), e0);
    for (std::size_t i = 0; i < 3; ++i) {
      const double expected = r0[i] + v0[i] * t - (i == 1 ? g * t * t / 2 : 0.0);
      worst_r =
          std::max(worst_r, std::fabs(r.value(k, r.column(at("body.frame_a.r_0", i))) - expected));
      worst_r =
          std::max(worst_r, std::fabs(r.value(k, r.column(at("free.r_rel_a", i))) - expected));
      worst_w = std::max(worst_w,
                         std::fabs(r.value(k, r.column(at("body.w_a", i))) - (i == 2 ? spin : 0)));
      worst_w = std::max(worst_w, std::fabs(r.value(k, r.column(at("body.v_0", i))) -
                                            (v0[i] - (i == 1 ? g * t : 0.0))));
      for (std::size_t j = 0; j < 3; ++j)
        worst_t =
            std::max(worst_t, std::fabs(r.value(k, r.column("sensor.T[" + std::to_string(i + 1) +
                                                            "," + std::to_string(j + 1) + "]")) -
                                        e[i][j]));
    }
    // a_0 = -g e_y, z_a = 0.
    EXPECT_NEAR(r.value(k, r.column("body.a_0[2]")), -g, 1e-8);
    EXPECT_NEAR(r.value(k, r.column("body.z_a[3]")), 0.0, 1e-8);
  }
  EXPECT_LT(worst_r, 1e-8);
  EXPECT_LT(worst_t, 1e-8);
  EXPECT_LT(worst_w, 1e-8);
  if (!use_quaternions) {
    // The spin about the body's z axis is the third angle's rate.
    EXPECT_NEAR(r.final("free.phi_d[3]"), spin, 1e-8);
    EXPECT_NEAR(r.final("free.phi[1]"), a0[0], 1e-8);
    EXPECT_NEAR(r.final("free.phi[2]"), a0[1], 1e-8);
    EXPECT_NEAR(r.final("free.phi[3]"), a0[2] + spin * 2.0, 1e-8);
  }
}

TEST(MultibodyFreeMotion, SpinningBodyFallsBallisticallyAndTurnsAboutItsAxis) {
  expect_spinning_throw(/*use_quaternions=*/true);
}

TEST(MultibodyFreeMotion, CardanAngleStatesGiveTheSameThrow) {
  expect_spinning_throw(/*use_quaternions=*/false);
}

TEST(MultibodyFreeMotion, CardanAnglesEndTheRunAtTheirSingularityWithAMessage) {
  // Turning about frame_a's y axis at 0.1 rad/s from phi[2] = 1.5: the run
  // ends where cos(phi[2]) = 1e-3, t = (acos(1e-3) - 1.5) / 0.1 = 0.698 s.
  Model m("gimbal");
  auto& world = m.add<World>("world", World::Params{.g = 0});
  auto& free = m.add<FreeMotion>("free", FreeMotion::Params{.angles_start = {0, 1.5, 0},
                                                            .w_rel_a_start = {0, 0.1, 0},
                                                            .angles_fixed = true,
                                                            .w_rel_a_fixed = true,
                                                            .use_quaternions = false});
  auto& body = m.add<Body>("body", Body::Params{.m = 1});
  m.connect(world.frame_b, free.frame_a);
  m.connect(free.frame_b, body.frame_a);
  m.set_start("free.r_rel_a[1]", 0.0, true);
  m.set_start("free.r_rel_a[2]", 0.0, true);
  m.set_start("free.r_rel_a[3]", 0.0, true);
  m.set_start("free.v_rel_a[1]", 0.0, true);
  m.set_start("free.v_rel_a[2]", 0.0, true);
  m.set_start("free.v_rel_a[3]", 0.0, true);
  Simulation sim(compile(m));
  const Results r = sim.run({.t_stop = 2.0, .output_interval = 0.01, .rtol = 1e-9});
  EXPECT_NEAR(r.times().back(), (std::acos(1e-3) - 1.5) / 0.1, 1e-6);
  EXPECT_NE(sim.termination_message().find("Cardan angles {1, 2, 3} are singular; set "
                                           "free.use_quaternions = true"),
            std::string::npos)
      << sim.termination_message();
  // Starting there is refused outright.
  Model bad("bad");
  EXPECT_THROW(bad.add<FreeMotion>("free", FreeMotion::Params{.angles_start = {0, 1.5708, 0},
                                                              .use_quaternions = false}),
               ModelError);
}

TEST(MultibodyFreeMotion, TumblingBodyKeepsItsAngularMomentumAndEnergy) {
  // I = diag(1, 2, 3), no gravity, spun mostly about the intermediate axis
  // (w_a(0) = (0.2, 1, 0.1)): the body tumbles (the spin about y reverses),
  // but L_world = T^T I w_a and E = w_a . I w_a / 2 stay constant.
  const double I[3] = {1, 2, 3};
  Model m("tumbler");
  auto& world = m.add<World>("world", World::Params{.g = 0});
  auto& free = m.add<FreeMotion>(
      "free", FreeMotion::Params{
                  .angles_start = {0.2, 0.1, -0.3}, .angles_fixed = true, .w_rel_a_fixed = true});
  auto& body = m.add<Body>("body", Body::Params{.m = 1, .I_11 = I[0], .I_22 = I[1], .I_33 = I[2]});
  auto& sensor = m.add<AbsoluteSensor>("sensor");
  m.connect(world.frame_b, free.frame_a);
  m.connect(free.frame_b, body.frame_a);
  m.connect(sensor.frame_a, body.frame_a);
  m.set_start("free.w_rel_b[1]", 0.2, true);
  m.set_start("free.w_rel_b[2]", 1.0, true);  // about the intermediate axis: tumbles
  m.set_start("free.w_rel_b[3]", 0.1, true);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 20.0, .output_interval = 0.1, .rtol = 1e-10});
  auto momentum = [&](std::size_t k) {
    std::array<double, 4> out{};  // L_world, energy
    for (std::size_t j = 0; j < 3; ++j) {
      const double lj = I[j] * r.value(k, r.column(at("free.w_rel_b", j)));
      out[3] += 0.5 * lj * r.value(k, r.column(at("free.w_rel_b", j)));
      for (std::size_t i = 0; i < 3; ++i)
        out[i] += r.value(k, r.column("sensor.T[" + std::to_string(j + 1) + "," +
                                      std::to_string(i + 1) + "]")) *
                  lj;
    }
    return out;
  };
  const auto first = momentum(0);
  double worst = 0, w2_min = 1, norm_q = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const auto now = momentum(k);
    for (std::size_t i = 0; i < 4; ++i) worst = std::max(worst, std::fabs(now[i] - first[i]));
    w2_min = std::min(w2_min, r.value(k, r.column("free.w_rel_b[2]")));
    double n = 0;
    for (std::size_t i = 0; i < 4; ++i) n += std::pow(r.value(k, r.column(at("free.Q", i))), 2);
    norm_q = std::max(norm_q, std::fabs(n - 1));
  }
  EXPECT_LT(worst, 1e-7);
  EXPECT_LT(w2_min, -0.9);  // it did tumble: the spin about y reversed
  EXPECT_LT(norm_q, 1e-7);
}

TEST(MultibodyFreeMotion, CoordinatesRelativeToASpinningPlatformStillGiveABallisticBody) {
  // A platform turning freely about z at 3 rad/s (its own inertia), a
  // FreeMotion from the platform to a body: nothing couples them, so the
  // body's world motion is ballistic while its relative coordinates whirl.
  const Vector3d r0{0.5, 0.2, 0.1}, v_world{0.3, 1.0, -0.2};
  const double spin = 3, g = 9.81;
  Model m("platform");
  auto& world = m.add<World>("world", World::Params{.g = g});
  auto& rev = m.add<Revolute>("rev", Revolute::Params{.n = {0, 0, 1}});
  auto& platform =
      m.add<Body>("platform", Body::Params{.m = 5, .I_11 = 1.5, .I_22 = 1.5, .I_33 = 2});
  // Relative start: v_rel_a = v - w x r in the platform's axes (angle 0 at t = 0).
  const Vector3d v_rel{v_world[0] + spin * r0[1], v_world[1] - spin * r0[0], v_world[2]};
  auto& free = m.add<FreeMotion>("free", FreeMotion::Params{.r_rel_a_start = r0,
                                                            .v_rel_a_start = v_rel,
                                                            .w_rel_a_start = {0, 0, -spin},
                                                            .r_rel_a_fixed = true,
                                                            .v_rel_a_fixed = true,
                                                            .angles_fixed = true,
                                                            .w_rel_a_fixed = true});
  auto& body = m.add<Body>("body", Body::Params{.m = 1,
                                                .r_CM = {0.1, 0, 0},
                                                .I_11 = 0.01,
                                                .I_22 = 0.02,
                                                .I_33 = 0.03,
                                                .kinematic_outputs = true});
  m.connect(world.frame_b, rev.frame_a);
  m.connect(rev.frame_b, platform.frame_a);
  m.connect(rev.frame_b, free.frame_a);
  m.connect(free.frame_b, body.frame_a);
  m.set_start("rev.w", spin, true);
  m.set_start("rev.phi", 0.0, true);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 1.5, .output_interval = 0.1, .rtol = 1e-10});
  double worst = 0, whirl = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    for (std::size_t i = 0; i < 3; ++i) {
      const double expected = r0[i] + v_world[i] * t - (i == 1 ? g * t * t / 2 : 0.0);
      worst =
          std::max(worst, std::fabs(r.value(k, r.column(at("body.frame_a.r_0", i))) - expected));
      worst = std::max(worst, std::fabs(r.value(k, r.column(at("body.w_a", i)))));  // no spin
    }
    EXPECT_NEAR(r.value(k, r.column("rev.w")), spin, 1e-8);
    whirl = std::max(whirl, std::fabs(r.value(k, r.column("free.r_rel_a[1]")) - r0[0]));
  }
  EXPECT_LT(worst, 1e-7);
  EXPECT_GT(whirl, 0.5);
}

TEST(MultibodyFreeMotion, CircularOrbitInPointGravity) {
  // mu = 4, r = 1, v = 2 = sqrt(mu / r): a circle of period pi.
  const double mu = 4;
  Model m("orbit");
  auto& world = m.add<World>("world", World::Params{.gravityType = GravityType::point, .mu = mu});
  auto& free = m.add<FreeMotion>("free", FreeMotion::Params{.r_rel_a_start = {1, 0, 0},
                                                            .v_rel_a_start = {0, 2, 0},
                                                            .r_rel_a_fixed = true,
                                                            .v_rel_a_fixed = true,
                                                            .angles_fixed = true,
                                                            .w_rel_a_fixed = true});
  auto& body = m.add<Body>("body", Body::Params{.m = 3, .kinematic_outputs = true});
  m.connect(world.frame_b, free.frame_a);
  m.connect(free.frame_b, body.frame_a);
  Simulation sim(compile(m));
  Results r = sim.run(
      {.t_stop = std::numbers::pi, .output_interval = std::numbers::pi / 20, .rtol = 1e-12});
  double worst = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    worst =
        std::max(worst, std::fabs(r.value(k, r.column("body.frame_a.r_0[1]")) - std::cos(2 * t)));
    worst =
        std::max(worst, std::fabs(r.value(k, r.column("body.frame_a.r_0[2]")) - std::sin(2 * t)));
    // a_0 = -mu r / |r|^3 = -4 r.
    worst = std::max(worst, std::fabs(r.value(k, r.column("body.a_0[1]")) + 4 * std::cos(2 * t)));
  }
  EXPECT_LT(worst, 1e-7);
}

TEST(MultibodyFreeMotion, MisplacedFreeMotionsAreRefused) {
  {
    Model m("reversed");
    auto& world = m.add<World>("world");
    auto& free = m.add<FreeMotion>("free");
    auto& body = m.add<Body>("body");
    m.connect(world.frame_b, free.frame_b);
    m.connect(free.frame_a, body.frame_a);
    const std::string msg = error_of([&] { compile(m); });
    EXPECT_TRUE(contains(msg, "FreeMotion 'free' is reached from its frame_b")) << msg;
    EXPECT_TRUE(contains(msg, "Connect free.frame_a to the World side")) << msg;
  }
  {
    Model m("nothing_beyond");
    auto& world = m.add<World>("world");
    auto& free = m.add<FreeMotion>("free");
    m.connect(world.frame_b, free.frame_a);
    const std::string msg = error_of([&] { compile(m); });
    EXPECT_TRUE(contains(msg, "FreeMotion 'free' moves no mass along axis x of its frame_b"))
        << msg;
    EXPECT_TRUE(contains(msg, "Attach a Body with mass and inertia to free.frame_b")) << msg;
  }
}

}  // namespace
}  // namespace acausal
