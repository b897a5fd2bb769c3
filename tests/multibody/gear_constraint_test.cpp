// GearConstraint and BevelGear1D against closed forms (reflected inertia,
// the housing's reaction from the bodies' angular momentum), their error
// messages, and MSL's Rotational3DEffects.GearConstraint and BevelGear1D
// examples against their own checks and MAP-LIB's Dymola 2020x results.
#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/multibody/bevel_gear_1d.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/gear_constraint.hpp"
#include "components/multibody/mounting_1d.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/rotor_1d.hpp"
#include "components/multibody/world.hpp"
#include "components/multibody/world_force_and_torque.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/torque.hpp"
#include "core/compile/compiled_model.hpp"
#include "models/msl/multibody_rotational_3d_effects.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace multibody;

// A housing held in place by three locked revolutes about x, y, z (all at
// phi = 0, so the housing's axes are the world's): joint i's tau is the
// torque about axis i that keeps the housing still. Returns the housing frame.
const Frame& locked_housing(Model& m, const World& world) {
  const Frame* parent = &world.frame_b;
  const char* names[3] = {"hold_x", "hold_y", "hold_z"};
  const Vector3d axes[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  for (std::size_t i = 0; i < 3; ++i) {
    auto& joint =
        m.add<Revolute>(names[i], Revolute::Params{.n = axes[i], .use_axis_flange = true});
    auto& lock = m.add<rotational::Fixed>(fmt::format("{}_lock", names[i]));
    m.connect(*parent, joint.frame_a);
    m.connect(joint.axis, lock.flange);
    parent = &joint.frame_b;
  }
  return *parent;
}

std::string model_error(const std::function<void()>& build) {
  try {
    build();
  } catch (const ModelError& e) {
    return e.what();
  }
  return "(no ModelError)";
}

TEST(MultibodyGearConstraint, ShaftASeesTheReflectedInertiaAndTheBearingCarriesTheReaction) {
  // Shaft a about x, shaft b about y, both off the bearing origin, each a
  // body centred on its axis; a constant torque tau0 about x on body a,
  // reacted by the world. One degree of freedom with inertia J1 + J2/ratio^2
  // seen from shaft a: a_a = tau0 / (J1 + J2/ratio^2), a_b = a_a / ratio.
  // The gear torque on body a is tau_a = J1 a_a - tau0; the locked housing
  // must supply the rate of change of both bodies' angular momentum less
  // the external torque, J1 a_a x + J2 a_b y - tau0 x = tau_a (x - ratio y).
  const double ratio = 4, J1 = 0.3, J2 = 2.0, tau0 = 1.5;
  Model m("gear");
  auto& world = m.add<World>("world", World::Params{.g = 0});
  const Frame& housing = locked_housing(m, world);
  auto& gear = m.add<GearConstraint>("gear", GearConstraint::Params{.ratio = ratio,
                                                                    .n_a = {1, 0, 0},
                                                                    .n_b = {0, 2, 0},
                                                                    .r_a = {-0.5, 0.1, 0},
                                                                    .r_b = {0.2, 0, 0.3}});
  auto& body_a = m.add<Body>("body_a", Body::Params{.m = 3, .I_11 = J1, .I_22 = 0.2, .I_33 = 0.2});
  auto& body_b = m.add<Body>("body_b", Body::Params{.m = 5, .I_11 = 1.2, .I_22 = J2, .I_33 = 1.2});
  auto& load = m.add<WorldTorque>("load");
  const double torque[3] = {tau0, 0, 0};
  for (std::size_t i = 0; i < 3; ++i) {
    auto& c = m.add<blocks::Constant>(fmt::format("torque{}", i + 1),
                                      blocks::Constant::Params{torque[i]});
    m.connect(c.y, load.torque[i]);
  }
  m.connect(housing, gear.bearing);
  m.connect(gear.frame_a, body_a.frame_a);
  m.connect(gear.frame_b, body_b.frame_a);
  m.connect(load.frame_b, body_a.frame_a);
  m.set_start("gear.phi_b", 0.0, true);
  m.set_start("gear.w_b", 0.0, true);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.1, .rtol = 1e-10});
  const double a_a = tau0 / (J1 + J2 / (ratio * ratio));
  const double a_b = a_a / ratio;
  const double tau_a = J1 * a_a - tau0;
  ASSERT_GT(r.rows(), 10u);
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    EXPECT_NEAR(r.value(k, r.column("gear.a_b")), a_b, 1e-9);
    EXPECT_NEAR(r.value(k, r.column("gear.w_b")), a_b * t, 1e-8);
    EXPECT_NEAR(r.value(k, r.column("gear.phi_b")), a_b * t * t / 2, 1e-8);
    EXPECT_NEAR(r.value(k, r.column("gear.actuatedRevolute_a.phi")), ratio * a_b * t * t / 2, 1e-7);
    EXPECT_NEAR(r.value(k, r.column("gear.actuatedRevolute_a.tau")), tau_a, 1e-9);
    EXPECT_NEAR(r.value(k, r.column("gear.actuatedRevolute_b.tau")), -ratio * tau_a, 1e-9);
    EXPECT_NEAR(r.value(k, r.column("hold_x.tau")), tau_a, 1e-9);
    EXPECT_NEAR(r.value(k, r.column("hold_y.tau")), -ratio * tau_a, 1e-9);
    EXPECT_NEAR(r.value(k, r.column("hold_z.tau")), 0.0, 1e-9);
  }
}

TEST(MultibodyBevelGear1D, PowerIsConservedAndTheHousingTakesBothFlangeTorques) {
  // A 1-D drive on a locked housing: rotor 1 (J1 about x) driven by tau0
  // through a Mounting1D, a bevel gear (ratio 3) to rotor 2 (J2 about
  // (0, 1, 1)/sqrt(2), given unnormalised). Then a1 = tau0 / (J1 + J2 /
  // ratio^2), a2 = a1 / ratio, and the housing must supply the rate of change
  // of the rotors' angular momentum, J1 a1 e_a + J2 a2 e_b (no torque acts on
  // the drive from outside); the gear's flange torques do no net work.
  const double ratio = 3, J1 = 0.4, J2 = 5.0, tau0 = 2.0;
  const Vector3d e_b{0, std::sqrt(0.5), std::sqrt(0.5)};
  Model m("bevel");
  auto& world = m.add<World>("world");
  const Frame& housing = locked_housing(m, world);
  auto& rotor1 = m.add<Rotor1D>("rotor1", Rotor1D::Params{.J = J1, .n = {1, 0, 0}});
  auto& gear = m.add<BevelGear1D>(
      "gear", BevelGear1D::Params{.ratio = ratio, .n_a = {1, 0, 0}, .n_b = {0, 2, 2}});
  auto& rotor2 = m.add<Rotor1D>("rotor2", Rotor1D::Params{.J = J2, .n = {0, 2, 2}});
  auto& torque =
      m.add<rotational::Torque>("torque", rotational::Torque::Params{.use_support = true});
  auto& mounting = m.add<Mounting1D>("mounting", Mounting1D::Params{.n = {1, 0, 0}});
  auto& source = m.add<blocks::Constant>("source", blocks::Constant::Params{tau0});
  for (const Frame* f : {&rotor1.frame_a, &gear.frame_a, &rotor2.frame_a, &mounting.frame_a})
    m.connect(housing, *f);
  m.connect(source.y, torque.tau);
  m.connect(torque.flange, rotor1.flange_a);
  m.connect("torque.support", "mounting.flange_b");
  m.connect(rotor1.flange_b, gear.flange_a);
  m.connect(gear.flange_b, rotor2.flange_a);
  m.set_start("rotor2.phi", 0.0, true);
  m.set_start("rotor2.w", 0.0, true);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .output_interval = 0.1, .rtol = 1e-10});
  const double a1 = tau0 / (J1 + J2 / (ratio * ratio));
  const double a2 = a1 / ratio;
  const double tau_a = tau0 - J1 * a1;  // the torque rotor 1 puts into the gear
  ASSERT_GT(r.rows(), 10u);
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    EXPECT_NEAR(r.value(k, r.column("rotor1.a")), a1, 1e-9);
    EXPECT_NEAR(r.value(k, r.column("rotor2.w")), a2 * t, 1e-8);
    EXPECT_NEAR(r.value(k, r.column("rotor1.phi")), ratio * r.value(k, r.column("rotor2.phi")),
                1e-9);
    const double tau_ga = r.value(k, r.column("gear.flange_a.tau"));
    const double tau_gb = r.value(k, r.column("gear.flange_b.tau"));
    EXPECT_NEAR(tau_ga, tau_a, 1e-9);
    EXPECT_NEAR(tau_gb, -ratio * tau_a, 1e-9);
    // Power into the gear through both flanges (the housing is still).
    EXPECT_NEAR(
        tau_ga * r.value(k, r.column("rotor1.w")) + tau_gb * r.value(k, r.column("rotor2.w")), 0.0,
        1e-8);
    EXPECT_NEAR(r.value(k, r.column("hold_x.tau")), J1 * a1, 1e-9);
    EXPECT_NEAR(r.value(k, r.column("hold_y.tau")), J2 * a2 * e_b[1], 1e-9);
    EXPECT_NEAR(r.value(k, r.column("hold_z.tau")), J2 * a2 * e_b[2], 1e-9);
  }
}

TEST(MultibodyGearConstraint, BadRatioOrAxisIsRefusedWithWhatToChange) {
  const std::string zero_ratio = model_error([] {
    Model m("bad");
    m.add<GearConstraint>("gear", GearConstraint::Params{.ratio = 0});
  });
  EXPECT_NE(zero_ratio.find("GearConstraint 'gear': ratio = 0"), std::string::npos) << zero_ratio;
  EXPECT_NE(zero_ratio.find("Set gear.ratio"), std::string::npos) << zero_ratio;
  const std::string zero_axis = model_error([] {
    Model m("bad");
    m.add<GearConstraint>("gear", GearConstraint::Params{.n_b = {0, 0, 0}});
  });
  EXPECT_NE(zero_axis.find("GearConstraint 'gear': n_b = {0, 0, 0} has no direction"),
            std::string::npos)
      << zero_axis;
  const std::string bevel_ratio = model_error([] {
    Model m("bad");
    m.add<BevelGear1D>("bevel", BevelGear1D::Params{.ratio = 0});
  });
  EXPECT_NE(bevel_ratio.find("BevelGear1D 'bevel': ratio = 0"), std::string::npos) << bevel_ratio;
  EXPECT_NE(bevel_ratio.find("Set bevel.ratio"), std::string::npos) << bevel_ratio;
  const std::string bevel_axis = model_error([] {
    Model m("bad");
    m.add<BevelGear1D>("bevel", BevelGear1D::Params{.n_a = {0, 0, 0}});
  });
  EXPECT_NE(bevel_axis.find("BevelGear1D 'bevel': n_a = {0, 0, 0} has no direction"),
            std::string::npos)
      << bevel_axis;
}

// MSL Rotational3DEffects.GearConstraint: with colinear shafts, no gravity
// and a fixed bearing the 3-D gear is the 1-D drive, one degree of freedom
// with inertia J1 + J2/ratio^2 at shaft a under 2 sin(2 pi t): w_b = K (1 -
// cos 2 pi t), phi_b = K (t - sin(2 pi t) / 2 pi), K = 2 / (2 pi ratio (J1 +
// J2/ratio^2)), J_i = rho pi L r_i^4 / 2 of the steel cylinders.
TEST(MultibodyGearConstraint, MslExampleFollowsTheClosedFormTheOneDimensionalDriveAndDymola) {
  const auto model = models::msl::multibody_gear_constraint();
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 5, .output_interval = 1e-3, .rtol = 1e-6});
  const double pi = std::numbers::pi, ratio = 10, omega = 2 * pi;
  const double J1 = 7700 * pi * 0.4 * std::pow(0.05, 4) / 2;
  const double J2 = 7700 * pi * 0.4 * std::pow(0.1, 4) / 2;
  const double K = 2 / (omega * ratio * (J1 + J2 / (ratio * ratio)));
  const int phi_b = r.column("gearConstraint.actuatedRevolute_b.phi");
  const int w_b = r.column("gearConstraint.actuatedRevolute_b.w");
  const int phi_a = r.column("gearConstraint.actuatedRevolute_a.phi");
  const int phi2 = r.column("inertia2.phi"), w2 = r.column("inertia2.w");
  const int phi1 = r.column("inertia1.phi");
  ASSERT_EQ(r.final("gearConstraint.phi_b"), r.final("gearConstraint.actuatedRevolute_b.phi"));
  ASSERT_GT(r.rows(), 5000u);
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    // IDA's global error at rtol 1e-6 reaches 2.5e-4 (Dymola's Dassl 5e-6).
    EXPECT_NEAR(r.value(k, w_b), K * (1 - std::cos(omega * t)), 5e-4) << t;
    EXPECT_NEAR(r.value(k, phi_b), K * (t - std::sin(omega * t) / omega), 5e-4) << t;
    EXPECT_NEAR(r.value(k, phi_b), r.value(k, phi2), 1e-6) << t;
    EXPECT_NEAR(r.value(k, w_b), r.value(k, w2), 1e-6) << t;
    EXPECT_NEAR(r.value(k, phi_a), ratio * r.value(k, phi_b), 1e-9) << t;
    EXPECT_NEAR(r.value(k, phi_a), r.value(k, phi1), 1e-5) << t;
  }
  // MAP-LIB (Dymola 2020x, Dassl, tolerance 1e-6), within the tube's
  // half-height 2e-3 of each signal's range (4.537 rad, 1.815 rad/s).
  EXPECT_NEAR(r.at("gearConstraint.actuatedRevolute_b.phi", 0.5), 0.4537477481, 9e-3);
  EXPECT_NEAR(r.at("gearConstraint.actuatedRevolute_b.w", 0.5), 1.814978298, 3.6e-3);
  EXPECT_NEAR(r.at("inertia2.phi", 2.5), 2.268724878, 9e-3);
  EXPECT_NEAR(r.at("inertia2.w", 2.5), 1.814978294, 3.6e-3);
  EXPECT_NEAR(r.final("gearConstraint.actuatedRevolute_b.phi"), 4.5374479383629893, 9e-3);
  EXPECT_NEAR(r.final("inertia2.w"), -1.1653188694883547e-07, 3.6e-3);
}

// MSL Rotational3DEffects.BevelGear1D: rotor 1 (J1 = 1.1 about x) driven by
// 140 sin(16 pi t), a bevel gear (ratio 10) to rotor 2 (J2 = 18.2 about y),
// on a box swung about x, y, z. Rotor1D's law for both rotors, with the
// gear's torque eliminated and integrated from rest, gives
// (J1 ratio + J2/ratio) w2 + J1 wC_x + (J2/ratio) wC_y = 140/(16 pi) (1 -
// cos 16 pi t), wC the carrier's angular velocity in its own axes, here
// rebuilt from the three joint angles and speeds (not from the sensor).
// The carrier's middle joint swings to within 0.025 rad of gimbal lock
// (revolute2.phi = 1.5457 at 0.72 s, where revolute1.w reaches 8e3 rad/s):
// runs at rtol 1e-8 and 1e-10 agree within the tube to 0.55 s, Dymola's
// (tolerance 1e-6) leaves them at 0.477 s, ours at 1e-6 at 0.425 s. So this
// runs at 1e-8 and takes Dymola's values up to 0.4 s. World g is MSL 4.0.0's
// g_n: 9.81 puts inertia2.phi at 0.2 s 100 times farther from Dymola's.
TEST(MultibodyBevelGear1D, MslExampleKeepsItsAngularMomentumIdentityPowerBalanceAndDymola) {
  const auto model = models::msl::multibody_bevel_gear_1d();
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 1, .output_interval = 2e-4, .rtol = 1e-8});
  const double pi = std::numbers::pi, ratio = 10, J1 = 1.1, J2 = 18.2;
  ASSERT_GT(r.rows(), 5000u);
  double worst_identity = 0, worst_power = 0;
  for (std::size_t k = 0; k < r.rows(); ++k) {
    const double t = r.times()[k];
    auto v = [&](const char* name) { return r.value(k, r.column(name)); };
    const double q1 = v("revolute1.w"), p2 = v("revolute2.phi"), q2 = v("revolute2.w");
    const double p3 = v("revolute3.phi"), q3 = v("revolute3.w");
    // After joint 1 (about x) and joint 2 (about y): q1 x seen in joint 2's
    // frame_b, plus q2 y; then into joint 3's frame_b (about z), plus q3 z.
    const double u_x = std::cos(p2) * q1, u_y = q2, u_z = std::sin(p2) * q1;
    const double wc_x = std::cos(p3) * u_x + std::sin(p3) * u_y;
    const double wc_y = -std::sin(p3) * u_x + std::cos(p3) * u_y;
    const double wc_z = u_z + q3;
    EXPECT_NEAR(v("sensor1.w[1]"), wc_x, 1e-9 * (1 + std::abs(wc_x)));
    EXPECT_NEAR(v("sensor1.w[2]"), wc_y, 1e-9 * (1 + std::abs(wc_y)));
    EXPECT_NEAR(v("sensor1.w[3]"), wc_z, 1e-9 * (1 + std::abs(wc_z)));
    const double Q = (J1 * ratio + J2 / ratio) * v("inertia2.w") + J1 * wc_x + J2 / ratio * wc_y;
    const double rhs = 140 / (16 * pi) * (1 - std::cos(16 * pi * t));
    worst_identity = std::max(worst_identity, std::abs(Q - rhs));
    EXPECT_NEAR(v("inertia1.phi"), ratio * v("inertia2.phi"), 1e-9) << t;
    EXPECT_NEAR(v("inertia1.w"), ratio * v("inertia2.w"), 1e-9) << t;
    // The example's bevelGearPower: flange powers (absolute speeds about each
    // axis) plus the housing's, -(tau_a e_a + tau_b e_b) at wC.
    const double tau_a = v("bevelGear.flange_a.tau"), tau_b = v("bevelGear.flange_b.tau");
    const double power = (wc_x + v("inertia1.w")) * tau_a + (wc_y + v("inertia2.w")) * tau_b -
                         (wc_x * tau_a + wc_y * tau_b);
    worst_power = std::max(worst_power, std::abs(power));
  }
  // Dymola's own run meets the identity to 0.029 (terms up to ~600); ours
  // at rtol 1e-8 to 4.3e-4 (1e-6: 0.05, 1e-10: 1.9e-5).
  EXPECT_LT(worst_identity, 5e-3);
  EXPECT_LT(worst_power, 1e-3);  // the example's assert
  // MAP-LIB (Dymola 2020x), within 2e-3 of each signal's range.
  EXPECT_NEAR(r.at("inertia2.phi", 0.2), 0.03656928374, 5.7e-4);
  EXPECT_NEAR(r.at("inertia2.w", 0.2), 0.2619970743, 3.1e-3);
  EXPECT_NEAR(r.at("revolute1.phi", 0.2), 12.42009576, 0.119);
  EXPECT_NEAR(r.at("revolute2.phi", 0.2), 0.1025474814, 6.1e-3);
  EXPECT_NEAR(r.at("revolute3.phi", 0.2), 1.153116614, 4.4e-2);
  EXPECT_NEAR(r.at("inertia2.phi", 0.4), 0.1874249987, 5.7e-4);
  EXPECT_NEAR(r.at("inertia2.w", 0.4), 0.6498869949, 3.1e-3);
  EXPECT_NEAR(r.at("revolute1.phi", 0.4), 21.75574117, 0.119);
  EXPECT_NEAR(r.at("revolute2.phi", 0.4), -0.217114086, 6.1e-3);
  EXPECT_NEAR(r.at("revolute3.phi", 0.4), -2.751883263, 4.4e-2);
  EXPECT_NEAR(r.at("revolute3.w", 0.4), -249.3454218, 27.5);
}

}  // namespace
}  // namespace acausal
