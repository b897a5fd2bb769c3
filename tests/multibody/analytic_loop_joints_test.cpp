// JointRRR, JointRRP, JointUSR, JointUSP and JointSSR (MSL
// Joints.Assemblies): a four-bar and a crank-slider driven at constant speed
// against the closed-form loop closure; the angle and distance offsets; MSL Loops.Engine1b_analytic
// against its coordinate-based twin Engine1b, the piston's travel in closed form and Dymola's
// dead-centre events; PlanarLoops_analytic against the four-bar closure of each of its three loops
// and Dymola's crank; a prismatic axis in the revolutes' plane refused.
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/multibody/body.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/joint_rrp.hpp"
#include "components/multibody/joint_rrr.hpp"
#include "components/multibody/joint_ssr.hpp"
#include "components/multibody/joint_usp.hpp"
#include "components/multibody/joint_usr.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/constant_speed.hpp"
#include "core/compile/compiled_model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/builtin_models.hpp"
#include "tests/support/error_text.hpp"

namespace acausal::multibody {
namespace {

using testing::ExampleRun;
using testing::run_example;

using testing::contains;
using testing::error_of;

struct Planar {
  double x, y;
};
Planar rotated(double angle, double x, double y) {
  return {x * std::cos(angle) - y * std::sin(angle), x * std::sin(angle) + y * std::cos(angle)};
}

// The angle psi nearest 0 at which B + Rz(psi) rb lies at distance L from P:
// A cos psi + B sin psi + C = 0 solved as atan2 of the two roots.
double rocker_angle(Planar P, Planar B, Planar rb, double L) {
  const double dx = B.x - P.x, dy = B.y - P.y;
  // |d + R rb|^2 = L^2:  2 (d . R rb) = L^2 - |d|^2 - |rb|^2.
  const double a = dx * rb.x + dy * rb.y, b = dy * rb.x - dx * rb.y;  // d . R rb = a cos + b sin
  const double c = (L * L - dx * dx - dy * dy - rb.x * rb.x - rb.y * rb.y) / 2;
  const double r = std::hypot(a, b), base = std::atan2(b, a), spread = std::acos(c / r);
  const double psi1 = base + spread, psi2 = base - spread;
  auto wrap = [](double x) { return std::remainder(x, 2 * std::numbers::pi); };
  return std::fabs(wrap(psi1)) < std::fabs(wrap(psi2)) ? wrap(psi1) : wrap(psi2);
}

// A four-bar in the x-y plane: the crank (0, 0) -> Rz(w t) (0, 0.5) turned at
// constant speed, the ground pivot at (0.5, 0), the coupler 0.6 m, the rocker
// (0.1, 0.5) from the pivot: MSL PlanarLoops_analytic's first loop.
std::unique_ptr<Model> four_bar(double phi_offset) {
  auto m = std::make_unique<Model>("fourbar");
  auto& world = m->add<World>("world");
  auto& crank =
      m->add<Revolute>("crank", Revolute::Params{.n = {0, 0, 1}, .use_axis_flange = true});
  auto& speed =
      m->add<rotational::ConstantSpeed>("speed", rotational::ConstantSpeed::Params{.w_fixed = 1.0});
  auto& rod = m->add<FixedTranslation>("rod", FixedTranslation::Params{.r = {0, 0.5, 0}});
  auto& pivot = m->add<FixedTranslation>("pivot", FixedTranslation::Params{.r = {0.5, 0, 0}});
  auto& joint = m->add<JointRRR>("joint", JointRRR::Params{.rRod1_ia = {0.6, 0, 0},
                                                           .rRod2_ib = {0.1, 0.5, 0},
                                                           .phi_offset = phi_offset,
                                                           .phi_guess = -phi_offset});
  auto& coupler = m->add<Body>("coupler", Body::Params{.m = 1, .r_CM = {0.3, 0, 0}});
  m->connect(world.frame_b, crank.frame_a);
  m->connect(world.frame_b, pivot.frame_a);
  m->connect(speed.flange, crank.axis);
  m->connect(crank.frame_b, rod.frame_a);
  m->connect(rod.frame_b, joint.frame_a);
  m->connect(pivot.frame_b, joint.frame_b);
  m->connect(joint.frame_ia, coupler.frame_a);
  m->set_start("speed.phi", 0.0, true);
  return m;
}

TEST(AnalyticLoopJoints, FourBarFollowsItsClosure) {
  auto m = four_bar(0);
  const Results r = simulate(*m, {.t_stop = 1.2, .output_interval = 1e-2, .rtol = 1e-9});
  for (double t : {0.1, 0.5, 1.0, 1.2}) {
    const double phi = r.at("crank.phi", t);
    const Planar P = rotated(phi, 0, 0.5);
    EXPECT_NEAR(phi, t, 1e-9);
    EXPECT_NEAR(r.at("joint.revolute_b.phi", t), rocker_angle(P, {0.5, 0}, {0.1, 0.5}, 0.6), 1e-7)
        << t;
  }
  // The driving torque does the coupler's work: nothing acts on the free rocker flange.
  EXPECT_NEAR(r.at("joint.axis.tau", 0.5), 0.0, 1e-9);
}

// The same four-bar closed by a JointUSR or a JointSSR (ball joints: the
// loop's plane is kept by its revolutes), a body on the rocker.
template <class Joint>
std::unique_ptr<Model> spatial_four_bar(typename Joint::Params p) {
  auto m = std::make_unique<Model>("fourbar");
  auto& world = m->add<World>("world");
  auto& crank =
      m->add<Revolute>("crank", Revolute::Params{.n = {0, 0, 1}, .use_axis_flange = true});
  auto& speed =
      m->add<rotational::ConstantSpeed>("speed", rotational::ConstantSpeed::Params{.w_fixed = 1.0});
  auto& rod = m->add<FixedTranslation>("rod", FixedTranslation::Params{.r = {0, 0.5, 0}});
  auto& pivot = m->add<FixedTranslation>("pivot", FixedTranslation::Params{.r = {0.5, 0, 0}});
  auto& joint = m->add<Joint>("joint", p);
  auto& rocker = m->add<Body>("rocker", Body::Params{.m = 1, .r_CM = {-0.05, -0.25, 0}});
  m->connect(world.frame_b, crank.frame_a);
  m->connect(world.frame_b, pivot.frame_a);
  m->connect(speed.flange, crank.axis);
  m->connect(crank.frame_b, rod.frame_a);
  m->connect(rod.frame_b, joint.frame_a);
  m->connect(pivot.frame_b, joint.frame_b);
  m->connect(joint.frame_im, rocker.frame_a);
  m->set_start("speed.phi", 0.0, true);
  return m;
}

void expect_four_bar_closure(const Results& r, const std::string& rocker_angle_name) {
  for (double t : {0.1, 0.5, 1.0, 1.2}) {
    const Planar P = rotated(r.at("crank.phi", t), 0, 0.5);
    EXPECT_NEAR(r.at(rocker_angle_name, t), rocker_angle(P, {0.5, 0}, {0.1, 0.5}, 0.6), 1e-7) << t;
  }
}

TEST(AnalyticLoopJoints, UniversalAndSphericalFourBarsFollowTheSameClosure) {
  auto usr = spatial_four_bar<JointUSR>({.rRod1_ia = {0.6, 0, 0}, .rRod2_ib = {0.1, 0.5, 0}});
  expect_four_bar_closure(simulate(*usr, {.t_stop = 1.2, .output_interval = 1e-2, .rtol = 1e-9}),
                          "joint.revolute.phi");
  // JointSSR's rod 1 starts from the middle joint (0.6, 0.5) towards the crank tip (0, 0.5).
  auto ssr = spatial_four_bar<JointSSR>(
      {.rod1Length = 0.6, .rRod2_ib = {0.1, 0.5, 0}, .rod1Direction = {-1, 0, 0}});
  expect_four_bar_closure(simulate(*ssr, {.t_stop = 1.2, .output_interval = 1e-2, .rtol = 1e-9}),
                          "joint.revolute.phi");
}

// Engine1b's crank and slider without gas force: the crank (0.1 m about x)
// at 1 rad/s, the slider along -y from (0, 0.45, 0), the rod 0.2 m from the
// crank pin to the piston pin 0.1 m below frame_ib.
template <class Joint>
Results crank_slider(typename Joint::Params p) {
  Model m("slider");
  auto& world = m.add<World>("world");
  auto& crank = m.add<Revolute>("crank", Revolute::Params{.n = {1, 0, 0}, .use_axis_flange = true});
  auto& speed =
      m.add<rotational::ConstantSpeed>("speed", rotational::ConstantSpeed::Params{.w_fixed = 1.0});
  auto& pin = m.add<FixedTranslation>("pin", FixedTranslation::Params{.r = {0, 0.1, 0}});
  auto& top = m.add<FixedTranslation>("top", FixedTranslation::Params{.r = {0, 0.45, 0}});
  auto& joint = m.add<Joint>("joint", p);
  auto& piston = m.add<Body>("piston", Body::Params{.m = 1, .r_CM = {0, -0.05, 0}});
  m.connect(world.frame_b, crank.frame_a);
  m.connect(world.frame_b, top.frame_a);
  m.connect(speed.flange, crank.axis);
  m.connect(crank.frame_b, pin.frame_a);
  m.connect(pin.frame_b, joint.frame_a);
  m.connect(top.frame_b, joint.frame_b);
  m.connect(joint.frame_ib, piston.frame_a);
  m.set_start("speed.phi", 0.0, true);
  return simulate(m, {.t_stop = 4, .output_interval = 1e-2, .rtol = 1e-9});
}

double piston_distance(double phi);
double r_phi(const Results& r, double t) {
  return r.at("crank.phi", t);
}

TEST(AnalyticLoopJoints, CrankSlidersFollowThePistonTravel) {
  const Results rrp = crank_slider<JointRRP>({.n_a = {1, 0, 0},
                                              .n_b = {0, -1, 0},
                                              .n_m = {1, 0, 0},
                                              .rRod1_ia = {0, 0.2, 0},
                                              .rRod2_ib = {0, -0.1, 0}});
  const Results usp = crank_slider<JointUSP>(
      {.n1_a = {1, 0, 0}, .n_b = {0, -1, 0}, .rRod1_ia = {0, 0.2, 0}, .rRod2_ib = {0, -0.1, 0}});
  // s_offset: MSL's axis.s is the distance less the offset.
  const Results shifted = crank_slider<JointUSP>({.n1_a = {1, 0, 0},
                                                  .n_b = {0, -1, 0},
                                                  .rRod1_ia = {0, 0.2, 0},
                                                  .rRod2_ib = {0, -0.1, 0},
                                                  .s_offset = 0.03,
                                                  .s_guess = 0.02});
  for (double t : {0.5, 1.5, 3.0, 4.0}) {
    const double d = piston_distance(r_phi(rrp, t));
    EXPECT_NEAR(rrp.at("joint.prismatic.s", t), d, 1e-9) << t;
    EXPECT_NEAR(usp.at("joint.prismatic.s", t), piston_distance(r_phi(usp, t)), 1e-9) << t;
    EXPECT_NEAR(shifted.at("joint.axis.s", t) + 0.03, piston_distance(r_phi(shifted, t)), 1e-9)
        << t;
  }
}

TEST(AnalyticLoopJoints, AngleOffsetShiftsTheRockerAngle) {
  const double offset = 0.2;
  auto m = four_bar(offset);
  const Results r = simulate(*m, {.t_stop = 1.0, .output_interval = 1e-2, .rtol = 1e-9});
  for (double t : {0.25, 1.0}) {
    const Planar P = rotated(r.at("crank.phi", t), 0, 0.5);
    // MSL: the revolute turns by phi + phi_offset; axis.phi = phi.
    EXPECT_NEAR(r.at("joint.axis.phi", t) + offset, rocker_angle(P, {0.5, 0}, {0.1, 0.5}, 0.6),
                1e-7)
        << t;
  }
}

// Crank 0.1 m turning about x, the cylinder axis -y from (0, 0.45), rod
// 0.2 m, piston pin 0.1 m below the piston's frame: d = 0.35 - 0.1 cos phi -
// sqrt(0.04 - 0.01 sin^2 phi).
double piston_distance(double phi) {
  return 0.35 - 0.1 * std::cos(phi) - std::sqrt(0.04 - 0.01 * std::sin(phi) * std::sin(phi));
}

TEST(AnalyticLoopJoints, Engine1bAnalyticIsItsCoordinateTwinAndDymolas) {
  const ExampleRun analytic =
      run_example("Modelica.Mechanics.MultiBody.Examples.Loops.Engine1b_analytic");
  const ExampleRun coordinates =
      run_example("Modelica.Mechanics.MultiBody.Examples.Loops.Engine1b");
  const Results& a = analytic.results;
  for (double t : {0.05, 0.1, 0.25, 0.4, 0.5}) {
    const double phi = a.at("inertia.phi", t);
    EXPECT_NEAR(a.at("jointRRP.prismatic.s", t), piston_distance(phi), 1e-9) << t;
    EXPECT_NEAR(coordinates.results.at("cylinder.s", t),
                piston_distance(coordinates.results.at("inertia.phi", t)), 1e-9)
        << t;
    EXPECT_NEAR(phi, coordinates.results.at("inertia.phi", t), 1e-4) << t;
    EXPECT_NEAR(a.at("inertia.w", t), coordinates.results.at("inertia.w", t), 1e-3) << t;
  }
  // Dymola: inertia.phi(0.5) = 41.030155, inertia.w(0.5) = 137.089200,
  // inertia.w(0.25) = 84.867150 (tube half-heights 0.08 rad, 0.25 rad/s), and
  // 13 state events, one at each dead centre phi = k pi.
  EXPECT_NEAR(a.final("inertia.phi"), 41.030154953, 0.04);
  EXPECT_NEAR(a.final("inertia.w"), 137.08920004, 0.12);
  EXPECT_NEAR(a.at("inertia.w", 0.25), 84.86714957, 0.12);
  EXPECT_EQ(analytic.statistics.state_events, 13);
  EXPECT_EQ(coordinates.statistics.state_events, 13);
  EXPECT_EQ(analytic.statistics.time_events, 0);
}

TEST(AnalyticLoopJoints, PlanarLoopsFollowTheirClosuresAndDymolasCrank) {
  const ExampleRun run =
      run_example("Modelica.Mechanics.MultiBody.Examples.Loops.PlanarLoops_analytic");
  const Results& r = run.results;
  for (double t : {0.1, 0.25, 0.75, 2.6, 4.2}) {
    // Loop k's frame_a: the crank tip for loop 1, loop k-1's middle joint
    // (turned with its rocker) after that; its frame_b on the ground at k rh.
    Planar P = rotated(r.at("rev.phi", t), 0, 0.5);
    const Planar rb[3] = {{0.1, 0.5}, {0.1, 0.6}, {0, 0.55}};
    const double L[3] = {0.6, std::hypot(0.5, 0.1), std::hypot(0.4, 0.05)};
    for (int k = 0; k < 3; ++k) {
      const Planar B{0.5 * (k + 1), 0};
      const double psi = rocker_angle(P, B, rb[k], L[k]);
      EXPECT_NEAR(r.at("jointRRR" + std::to_string(k + 1) + ".revolute_b.phi", t), psi, 1e-6)
          << "loop " << k + 1 << ", t = " << t;
      const Planar M = rotated(psi, rb[k].x, rb[k].y);
      P = {B.x + M.x, B.y + M.y};
    }
  }
  // Dymola: rev.phi(0.1) = 0.395827, rev.w(0.1) = 3.626870, rev.phi(5) =
  // -0.019059, rev.w(5) = 4.396055 (tube half-heights 2.8e-3 rad, 0.018 rad/s).
  EXPECT_NEAR(r.at("rev.phi", 0.1), 0.3958271234, 1e-3);
  EXPECT_NEAR(r.at("rev.w", 0.1), 3.626870391, 5e-3);
  EXPECT_NEAR(r.final("rev.phi"), -0.01905908680, 1e-3);
  EXPECT_NEAR(r.final("rev.w"), 4.39605467927, 5e-3);
  // The loops closed in the first four-bar's configuration: Dymola's rocker
  // angles at t = 0.1 (its closed form's negative branch).
  EXPECT_NEAR(r.at("jointRRR1.revolute_b.phi", 0.1), 0.3830196358, 2e-3);
  EXPECT_NEAR(r.at("jointRRR3.revolute_b.phi", 0.1), 0.3739190555, 2e-3);
}

TEST(AnalyticLoopJoints, APrismaticAxisInThePlaneOfRotationIsRefused) {
  Model m("bad");
  const std::string msg = error_of([&] {
    m.add<JointRRP>("joint",
                    JointRRP::Params{.n_a = {0, 0, 1}, .n_b = {0, 0, 1}, .n_m = {0, 0, 1}});
  });
  EXPECT_TRUE(contains(msg,
                       "JointRRP 'joint': the prismatic axis n_b = {0, 0, 1} is not normal to "
                       "the revolute axis n_m"))
      << msg;
  EXPECT_TRUE(contains(msg, "Set joint.n_b normal to the revolutes' axis")) << msg;
}

}  // namespace
}  // namespace acausal::multibody
