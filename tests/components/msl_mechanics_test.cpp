// Rotational and translational components added for the MSL examples
// (issue 16), each against a closed form: torque step, quadratic speed
// dependent torque and force, constant speed, multi-sensors, planetary gear,
// rolling wheel, one-way clutch, rod, elasto-gap, acceleration sensor,
// rolling resistance, translational brake, pulse source.
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/blocks/combi_time_table.hpp"
#include "components/blocks/pulse.hpp"
#include "components/blocks/sources.hpp"
#include "components/rotational/constant_speed.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/ideal_planetary.hpp"
#include "components/rotational/ideal_rolling_wheel.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/lossy_gear.hpp"
#include "components/rotational/multi_sensor.hpp"
#include "components/rotational/one_way_clutch.hpp"
#include "components/rotational/quadratic_speed_dependent_torque.hpp"
#include "components/rotational/torque.hpp"
#include "components/rotational/torque_step.hpp"
#include "components/translational/acc_sensor.hpp"
#include "components/translational/brake.hpp"
#include "components/translational/elasto_gap.hpp"
#include "components/translational/fixed.hpp"
#include "components/translational/force.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/multi_sensor.hpp"
#include "components/translational/position_sensor.hpp"
#include "components/translational/quadratic_speed_dependent_force.hpp"
#include "components/translational/rod.hpp"
#include "components/translational/rolling_resistance.hpp"
#include "components/translational/vehicle.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

SimulationOptions accurate(double t_stop, double dt = 1e-3) {
  return {.t_stop = t_stop, .output_interval = dt, .rtol = 1e-10, .atol = 1e-12};
}

TEST(MslRotational, TorqueStepAcceleratesAnInertiaFromItsStartTime) {
  Model m("torque_step");
  auto& step = m.add<rotational::TorqueStep>(
      "step", rotational::TorqueStep::Params{.stepTorque = 6, .offsetTorque = 1, .startTime = 0.5});
  auto& inertia = m.add<rotational::Inertia>("inertia", rotational::Inertia::Params{.J = 2});
  m.connect(step.flange, inertia.flange_a);
  m.set_start("inertia.phi", 0.0, true);
  m.set_start("inertia.w", 0.0, true);
  Results r = simulate(m, accurate(1.0));
  // w = 0.5 t until 0.5 s, then 0.25 + 3.5 (t - 0.5).
  for (double t : {0.25, 0.5, 0.75, 1.0}) {
    const double w = t <= 0.5 ? 0.5 * t : 0.25 + 3.5 * (t - 0.5);
    EXPECT_NEAR(r.at("inertia.w", t), w, 1e-8) << t;
    EXPECT_NEAR(r.at("step.w", t), w, 1e-8) << t;
  }
  EXPECT_NEAR(r.final("step.tau"), 7.0, 1e-12);
}

TEST(MslRotational, QuadraticLoadTorqueGivesTheTanhSpeedRise) {
  // J w' = T - k w^2 with k = -tau_nominal / w_nominal^2: w = sqrt(T/k) tanh(sqrt(T k) t / J).
  const double J = 0.5, T = 4, tau_nominal = -2, w_nominal = 3;
  const double k = -tau_nominal / (w_nominal * w_nominal);
  for (bool same_direction : {true, false}) {
    Model m("quadratic");
    auto& source = m.add<rotational::ConstantTorque>(
        "source", rotational::ConstantTorque::Params{.tau_constant = T});
    auto& inertia = m.add<rotational::Inertia>("inertia", rotational::Inertia::Params{.J = J});
    auto& load = m.add<rotational::QuadraticSpeedDependentTorque>(
        "load",
        rotational::QuadraticSpeedDependentTorque::Params{.tau_nominal = tau_nominal,
                                                          .torque_direction = same_direction,
                                                          .w_nominal = w_nominal});
    m.connect(source.flange, inertia.flange_a);
    m.connect(inertia.flange_b, load.flange);
    m.set_start("inertia.phi", 0.0, true);
    m.set_start("inertia.w", 0.0, true);
    Results r = simulate(m, accurate(2.0));
    for (double t : {0.2, 1.0, 2.0})
      EXPECT_NEAR(r.at("inertia.w", t), std::sqrt(T / k) * std::tanh(std::sqrt(T * k) * t / J),
                  1e-7)
          << t;
  }
}

TEST(MslRotational, QuadraticTorqueAgainstTheMotionOnlyWhenTorqueDirectionIsFalse) {
  // Turning backwards at w = -w_nominal: the load is tau_nominal with
  // TorqueDirection = true, -tau_nominal (still braking) with false.
  for (bool same_direction : {true, false}) {
    Model m("quadratic_backwards");
    auto& speed =
        m.add<rotational::ConstantSpeed>("speed", rotational::ConstantSpeed::Params{.w_fixed = -2});
    auto& load = m.add<rotational::QuadraticSpeedDependentTorque>(
        "load", rotational::QuadraticSpeedDependentTorque::Params{
                    .tau_nominal = -5, .torque_direction = same_direction, .w_nominal = 2});
    m.connect(speed.flange, load.flange);
    Results r = simulate(m, accurate(0.5));
    EXPECT_NEAR(r.final("load.tau"), same_direction ? -5.0 : 5.0, 1e-9);
    EXPECT_NEAR(r.final("speed.phi"), -1.0, 1e-9);
  }
}

TEST(MslRotational, MultiSensorReadsTorqueSpeedAndPower) {
  // Constant torque 2 N.m through the sensor into a damper d = 0.5 after a
  // speed source: tau = d w = 1.5 at w = 3.
  Model m("multi_sensor");
  auto& speed =
      m.add<rotational::ConstantSpeed>("speed", rotational::ConstantSpeed::Params{.w_fixed = 3});
  auto& sensor = m.add<rotational::MultiSensor>("sensor");
  auto& damper = m.add<rotational::Damper>("damper", rotational::Damper::Params{.d = 0.5});
  auto& fixed = m.add<rotational::Fixed>("fixed");
  m.connect(speed.flange, sensor.flange_a);
  m.connect(sensor.flange_b, damper.flange_a);
  m.connect(damper.flange_b, fixed.flange);
  Results r = simulate(m, accurate(0.5));
  EXPECT_NEAR(r.final("sensor.w"), 3.0, 1e-12);
  EXPECT_NEAR(r.final("sensor.tau"), 1.5, 1e-9);  // into flange_a, on to the damper
  EXPECT_NEAR(r.final("sensor.power"), 4.5, 1e-9);
}

TEST(MslRotational, PlanetaryGearWillisEquationAndTorqueBalance) {
  // Carrier held: the ring turns at -sun/ratio; the torques balance
  // (sun + carrier + ring = 0) and the power sums to zero.
  const double ratio = 1.5;
  Model m("planetary");
  auto& sun_speed =
      m.add<rotational::ConstantSpeed>("sunSpeed", rotational::ConstantSpeed::Params{.w_fixed = 3});
  auto& planetary = m.add<rotational::IdealPlanetary>(
      "planetary", rotational::IdealPlanetary::Params{.ratio = ratio});
  auto& fixed = m.add<rotational::Fixed>("fixed");
  auto& damper = m.add<rotational::Damper>("damper", rotational::Damper::Params{.d = 2});
  auto& fixed2 = m.add<rotational::Fixed>("fixed2");
  m.connect(sun_speed.flange, planetary.sun);
  m.connect(planetary.carrier, fixed.flange);
  m.connect(planetary.ring, damper.flange_a);
  m.connect(damper.flange_b, fixed2.flange);
  Results r = simulate(m, accurate(0.5));
  const double w_ring = -3.0 / ratio;
  EXPECT_NEAR(r.final("damper.w_rel"), -w_ring, 1e-9);
  const double tau_ring = r.final("planetary.ring.tau");
  const double tau_sun = r.final("planetary.sun.tau");
  const double tau_carrier = r.final("planetary.carrier.tau");
  EXPECT_NEAR(tau_ring, -2 * w_ring, 1e-9);  // the damper brakes the ring: -d w_ring flows in
  EXPECT_NEAR(tau_sun + tau_carrier + tau_ring, 0.0, 1e-9);
  EXPECT_NEAR(tau_sun * 3.0 + tau_ring * w_ring, 0.0, 1e-9);
}

TEST(MslRotational, RollingWheelCouplesInertiaAndMass) {
  // Torque T on an inertia J rolling a mass m with radius r: the mass
  // accelerates at T r / (J + m r^2); a sensor of the wheel force sees T/r less
  // the inertia's share.
  const double T = 3, J = 0.2, mass = 4, radius = 0.5;
  Model m("rolling_wheel");
  auto& source = m.add<rotational::ConstantTorque>(
      "torque", rotational::ConstantTorque::Params{.tau_constant = T});
  auto& inertia = m.add<rotational::Inertia>("inertia", rotational::Inertia::Params{.J = J});
  auto& wheel = m.add<rotational::IdealRollingWheel>(
      "wheel", rotational::IdealRollingWheel::Params{.radius = radius});
  auto& body = m.add<translational::Mass>("body", translational::Mass::Params{.m = mass});
  m.connect(source.flange, inertia.flange_a);
  m.connect(inertia.flange_b, wheel.flangeR);
  m.connect(wheel.flangeT, body.flange_a);
  m.set_start("inertia.phi", 0.0, true);
  m.set_start("inertia.w", 0.0, true);
  Results r = simulate(m, accurate(1.0));
  const double a = T * radius / (J + mass * radius * radius);
  EXPECT_NEAR(r.final("body.v"), a, 1e-8);
  EXPECT_NEAR(r.final("body.s"), a / 2, 1e-8);
  EXPECT_NEAR(r.final("inertia.w"), a / radius, 1e-8);
  EXPECT_NEAR(r.final("body.flange_a.f"), mass * a, 1e-8);
}

// Input inertia driven by a torque, output inertia behind a one-way clutch.
struct OneWayClutchRig {
  Model m{"one_way_clutch"};
  OneWayClutchRig(double torque, double engagement) {
    auto& source = m.add<rotational::ConstantTorque>(
        "torque", rotational::ConstantTorque::Params{.tau_constant = torque});
    auto& in = m.add<rotational::Inertia>("inertiaIn", rotational::Inertia::Params{.J = 1});
    auto& clutch = m.add<rotational::OneWayClutch>(
        "clutch", rotational::OneWayClutch::Params{.cgeo = 1, .fn_max = 4});
    auto& out = m.add<rotational::Inertia>("inertiaOut", rotational::Inertia::Params{.J = 3});
    auto& f = m.add<blocks::Constant>("engagement", blocks::Constant::Params{.k = engagement});
    m.connect(source.flange, in.flange_a);
    m.connect(in.flange_b, clutch.flange_a);
    m.connect(clutch.flange_b, out.flange_a);
    m.connect(f.y, clutch.f_normalized);
    m.set_start("inertiaIn.phi", 0.0, true);
    m.set_start("inertiaIn.w", 0.0, true);
    m.set_start("inertiaOut.phi", 0.0, true);
    m.set_start("inertiaOut.w", 0.0, true);
  }
};

TEST(MslRotational, OneWayClutchDrivesForwardAndFreewheelsBackward) {
  {  // forward drive: stuck, both inertias together at T / (J1 + J2)
    OneWayClutchRig rig(8, 0);
    Results r = simulate(rig.m, accurate(1.0));
    EXPECT_NEAR(r.final("inertiaOut.w"), 2.0, 1e-7);
    EXPECT_NEAR(r.final("inertiaIn.w"), 2.0, 1e-7);
    EXPECT_NEAR(r.final("clutch.tau"), -6.0, 1e-6);  // the output's share, J2 a
    EXPECT_EQ(r.final("clutch.stuck"), 1.0);
  }
  {  // backward drive, disengaged: the output overruns freely and stays at rest
    OneWayClutchRig rig(-8, 0);
    Results r = simulate(rig.m, accurate(1.0));
    EXPECT_NEAR(r.final("inertiaIn.w"), -8.0, 1e-7);
    EXPECT_NEAR(r.final("inertiaOut.w"), 0.0, 1e-9);
    EXPECT_NEAR(r.final("clutch.w_rel"), 8.0, 1e-7);
    EXPECT_EQ(r.final("clutch.stuck"), 0.0);
  }
  {  // backward drive, engaged: the sliding clutch drags the output backwards
    // with mu fn = 0.5 * 4 * 0.5 = 1 N.m.
    OneWayClutchRig rig(-8, 0.5);
    Results r = simulate(rig.m, accurate(1.0));
    EXPECT_NEAR(r.final("clutch.tau"), 1.0, 1e-8);
    EXPECT_NEAR(r.final("inertiaOut.w"), -1.0 / 3.0, 1e-7);
    EXPECT_NEAR(r.final("inertiaIn.w"), -7.0, 1e-7);
    EXPECT_NEAR(r.final("clutch.lossPower"), 1.0 * (7.0 - 1.0 / 3.0), 1e-6);
  }
}

TEST(MslRotational, OneWayClutchRejectsAPeakBelowOne) {
  Model m("bad");
  EXPECT_PRED2(testing::contains, testing::error_of([&] {
                 m.add<rotational::OneWayClutch>("clutch",
                                                 rotational::OneWayClutch::Params{.peak = 0.5});
               }),
               "'clutch' (OneWayClutch): peak = 0.5 must be >= 1");
}

// J1 -- lossy gear -- J2, a torque on each inertia.
struct LossyGearRig {
  Model m{"lossy_gear"};
  LossyGearRig(double ratio, const rotational::LossTableRow& losses, double T1, double T2,
               double w_start)
      : LossyGearRig(ratio, std::vector<rotational::LossTableRow>{losses}, T1, T2, w_start) {}
  LossyGearRig(double ratio, const std::vector<rotational::LossTableRow>& losses, double T1,
               double T2, double w_start) {
    auto& t1 = m.add<rotational::ConstantTorque>(
        "t1", rotational::ConstantTorque::Params{.tau_constant = T1});
    auto& j1 = m.add<rotational::Inertia>("J1", rotational::Inertia::Params{.J = 1});
    auto& gear = m.add<rotational::LossyGear>(
        "gear", rotational::LossyGear::Params{.ratio = ratio, .lossTable = losses});
    auto& j2 = m.add<rotational::Inertia>("J2", rotational::Inertia::Params{.J = 1});
    auto& t2 = m.add<rotational::ConstantTorque>(
        "t2", rotational::ConstantTorque::Params{.tau_constant = T2});
    m.connect(t1.flange, j1.flange_a);
    m.connect(j1.flange_b, gear.flange_a);
    m.connect(gear.flange_b, j2.flange_a);
    m.connect(j2.flange_b, t2.flange);
    m.set_start("J2.phi", 0.0, true);
    m.set_start("J2.w", w_start, true);
  }
};

TEST(MslRotational, LossyGearWithoutLossesIsTheIdealGear) {
  // a1 (J1 + J2 / ratio^2) = T1 + T2 / ratio.
  LossyGearRig rig(2, {0, 1, 1, 0, 0}, 3, -1, 0);
  Results r = simulate(rig.m, accurate(1.0));
  const double a1 = (3 - 1.0 / 2) / (1 + 1.0 / 4);
  EXPECT_NEAR(r.final("J1.w"), a1, 1e-8);
  EXPECT_NEAR(r.final("J2.w"), a1 / 2, 1e-8);
  EXPECT_NEAR(r.final("gear.lossPower"), 0.0, 1e-12);
}

TEST(MslRotational, LossyGearDrivenFromFlangeALosesOneMinusEta) {
  // Rolling forward with flange_a driving: flange_b gets ratio eta tau_a,
  // a1 = ratio eta T1 / (J2 / ratio + ratio eta J1).
  const double ratio = 2, eta = 0.5, T1 = 4;
  LossyGearRig rig(ratio, {0, eta, eta, 0, 0}, T1, 0, 0.1);
  Results r = simulate(rig.m, accurate(1.0));
  const double a1 = ratio * eta * T1 / (1 / ratio + ratio * eta);
  EXPECT_NEAR(r.final("J1.w") - r.at("J1.w", 0.5), a1 / 2, 1e-8);
  EXPECT_EQ(r.final("gear.mode"), 1.0);
  const double tau_a = T1 - a1;  // what J1 passes on
  EXPECT_NEAR(r.final("gear.tauLoss"), (1 - eta) * tau_a, 1e-8);
}

TEST(MslRotational, LossyGearWithASpeedTableInterpolatesItsEfficiency) {
  // Two rows, eta 0.5 at w = 0 and 0.9 at w = 10 (tau_bf = 0): from w_start =
  // 0.1 the pair accelerates at the rate of the first test with the efficiency
  // interpolated at the speed reached, eta(w) = 0.5 + 0.04 w, so a1(t) is
  // that closed form at eta(J1.w(t)).
  const double ratio = 2, T1 = 4;
  LossyGearRig rig(ratio, {{0, 0.5, 0.5, 0, 0}, {10, 0.9, 0.9, 0, 0}}, T1, 0, 0.1);
  Results r = simulate(rig.m, accurate(1.0));
  for (double t : {0.25, 0.5, 1.0}) {
    const double eta = 0.5 + 0.04 * r.at("J1.w", t);
    const double a1 = ratio * eta * T1 / (1 / ratio + ratio * eta);
    EXPECT_NEAR(r.at("J1.a", t), a1, 1e-6) << "t = " << t;
  }
  EXPECT_EQ(r.final("gear.mode"), 1.0);
}

TEST(MslRotational, LossyGearSticksWhereTheIdealGearWouldTurn) {
  // ratio 1, efficiencies 0.5, T1 = 1 against T2 = -0.7 from rest: an ideal
  // gear accelerates at 0.15; rolling forward would need eta T1 + T2 > 0 and
  // backward 2 T1 + T2 < 0, so the gear stays stuck and passes the
  // difference to its housing.
  LossyGearRig rig(1, {0, 0.5, 0.5, 0, 0}, 1, -0.7, 0);
  Results r = simulate(rig.m, accurate(1.0));
  EXPECT_NEAR(r.final("J1.w"), 0.0, 1e-10);
  EXPECT_NEAR(r.final("J1.phi"), 0.0, 1e-10);
  EXPECT_EQ(r.final("gear.mode"), 0.0);
  EXPECT_NEAR(r.final("gear.tauLoss"), 1 - 0.7, 1e-9);
}

TEST(MslRotational, LossyGearBearingFrictionSplitsBetweenTheSides) {
  // With unit efficiencies the bearing friction tau_bf1 = 0.4 brakes a
  // coasting pair at (J1 + J2 / ratio^2) a1 = -tau_bf1 (ratio 1: a = -0.2).
  LossyGearRig rig(1, {0, 1, 1, 0.4, 0.4}, 0, 0, 1.0);
  Results r = simulate(rig.m, accurate(1.0));
  EXPECT_NEAR(r.at("J2.w", 1.0), 1.0 - 0.2, 1e-8);
  EXPECT_NEAR(r.final("gear.tau_bf_a"), 0.2, 1e-12);
}

TEST(MslRotational, LossyGearRejectsANonPositiveEfficiency) {
  Model m("bad");
  EXPECT_PRED2(testing::contains, testing::error_of([&] {
                 m.add<rotational::LossyGear>(
                     "gear", rotational::LossyGear::Params{.lossTable = {{0, 0, 1, 0, 0}}});
               }),
               "LossyGear 'gear': lossTable[1,2] = 0 is not a mesh efficiency");
}

TEST(MslTranslational, RodShiftsPositionsByItsLengthAndPassesTheForce) {
  Model m("rod");
  auto& fixed = m.add<translational::Fixed>("fixed", translational::Fixed::Params{.s0 = 1});
  auto& rod = m.add<translational::Rod>("rod", translational::Rod::Params{.L = 2});
  auto& sensor = m.add<translational::PositionSensor>("sensor");
  m.connect(fixed.flange, rod.flange_a);
  m.connect(rod.flange_b, sensor.flange);
  Results r = simulate(m, accurate(0.1));
  EXPECT_NEAR(r.final("sensor.s"), 3.0, 1e-12);
  EXPECT_NEAR(r.final("rod.s"), 2.0, 1e-12);
}

TEST(MslTranslational, ElastoGapHoldsAForceOnlyInContact) {
  // A force F pushes a mass into the gap (flange_b side): equilibrium at
  // s_rel = s_rel0 - F/c; pulled the other way the gap opens and the mass
  // accelerates freely at F/m.
  for (double F : {-6.0, 6.0}) {
    Model m("elasto_gap");
    auto& fixed = m.add<translational::Fixed>("fixed");
    auto& gap = m.add<translational::ElastoGap>(
        "gap", translational::ElastoGap::Params{.c = 100, .d = 30, .s_rel0 = 0.5});
    auto& mass = m.add<translational::Mass>("mass", translational::Mass::Params{.m = 2});
    auto& force = m.add<translational::Force>("force");
    auto& f = m.add<blocks::Constant>("f", blocks::Constant::Params{.k = F});
    m.connect(fixed.flange, gap.flange_a);
    m.connect(gap.flange_b, mass.flange_a);
    m.connect(mass.flange_b, force.flange);
    m.connect(f.y, force.f);
    m.set_start("mass.s", 0.5, true);
    m.set_start("mass.v", 0.0, true);
    Results r = simulate(m, accurate(5.0));
    if (F < 0) {
      EXPECT_NEAR(r.final("gap.s_rel"), 0.5 + F / 100, 1e-6);
      EXPECT_NEAR(r.final("gap.f"), F, 1e-5);
      EXPECT_EQ(r.final("gap.contact"), 1.0);
    } else {
      EXPECT_NEAR(r.final("mass.v"), 5 * F / 2, 1e-7);
      EXPECT_NEAR(r.final("gap.f"), 0.0, 1e-12);
      EXPECT_EQ(r.final("gap.contact"), 0.0);
    }
  }
}

TEST(MslTranslational, ElastoGapDampingNeverPulls) {
  // Leaving contact fast, the damping force d v_rel would pull; it is limited
  // by the spring force, so the contact force never changes sign.
  Model m("elasto_gap_release");
  auto& fixed = m.add<translational::Fixed>("fixed");
  auto& gap = m.add<translational::ElastoGap>(
      "gap", translational::ElastoGap::Params{.c = 1e3, .d = 500, .s_rel0 = 1});
  auto& mass = m.add<translational::Mass>("mass", translational::Mass::Params{.m = 1});
  m.connect(fixed.flange, gap.flange_a);
  m.connect(gap.flange_b, mass.flange_a);
  m.set_start("mass.s", 0.9, true);  // compressed by 0.1
  m.set_start("mass.v", 0.0, true);
  Results r = simulate(m, accurate(0.5, 1e-4));
  for (double f : r.series("gap.f")) EXPECT_LE(f, 1e-9);  // pushes flange_b away, never pulls
  EXPECT_GT(r.final("mass.v"), 0.0);
}

TEST(MslTranslational, AccSensorAndMultiSensorOnAForcedMass) {
  Model m("sensors");
  auto& force = m.add<translational::Force>("force");
  auto& f = m.add<blocks::Constant>("f", blocks::Constant::Params{.k = 6});
  auto& multi = m.add<translational::MultiSensor>("multi");
  auto& mass = m.add<translational::Mass>("mass", translational::Mass::Params{.m = 3});
  auto& acc = m.add<translational::AccSensor>("acc");
  m.connect(f.y, force.f);
  m.connect(force.flange, multi.flange_a);
  m.connect(multi.flange_b, mass.flange_a);
  m.connect(acc.flange, mass.flange_b);
  m.set_start("mass.s", 0.0, true);
  m.set_start("mass.v", 0.0, true);
  Results r = simulate(m, accurate(1.0));
  EXPECT_NEAR(r.final("acc.a"), 2.0, 1e-9);
  EXPECT_NEAR(r.final("acc.v"), 2.0, 1e-8);
  EXPECT_NEAR(r.final("multi.f"), 6.0, 1e-9);  // flange_a.f: the source pushes into the sensor
  EXPECT_NEAR(r.final("multi.v"), 2.0, 1e-8);
  EXPECT_NEAR(r.final("multi.power"), 12.0, 1e-7);
}

TEST(MslTranslational, QuadraticDragGivesTheTerminalVelocity) {
  // m v' = F - k v^2 with k = -f_nominal / v_nominal^2: terminal velocity sqrt(F/k).
  const double F = 9, f_nominal = -4, v_nominal = 2, mass = 1;
  Model m("drag");
  auto& force = m.add<translational::Force>("force");
  auto& f = m.add<blocks::Constant>("f", blocks::Constant::Params{.k = F});
  auto& body = m.add<translational::Mass>("body", translational::Mass::Params{.m = mass});
  auto& drag = m.add<translational::QuadraticSpeedDependentForce>(
      "drag", translational::QuadraticSpeedDependentForce::Params{
                  .f_nominal = f_nominal, .force_direction = false, .v_nominal = v_nominal});
  m.connect(f.y, force.f);
  m.connect(force.flange, body.flange_a);
  m.connect(body.flange_b, drag.flange);
  m.set_start("body.s", 0.0, true);
  m.set_start("body.v", 0.0, true);
  Results r = simulate(m, accurate(2.0));
  const double k = -f_nominal / (v_nominal * v_nominal);
  for (double t : {0.1, 0.5, 2.0})
    EXPECT_NEAR(r.at("body.v", t), std::sqrt(F / k) * std::tanh(std::sqrt(F * k) * t / mass), 1e-7)
        << t;
}

TEST(MslTranslational, RollingResistanceDeceleratesLinearlyToRest) {
  // Linear regularisation below v0: above it the force is Cr fWeight against
  // the motion (a = -0.1 * 50 / 5 = -1), below it proportional to v.
  Model m("rolling_resistance");
  auto& body = m.add<translational::Mass>("body", translational::Mass::Params{.m = 5});
  auto& roll = m.add<translational::RollingResistance>(
      "roll", translational::RollingResistance::Params{.fWeight = 50,
                                                       .CrConstant = 0.1,
                                                       .reg = translational::Regularization::Linear,
                                                       .v0 = 1e-3});
  m.connect(body.flange_b, roll.flange);
  m.set_start("body.s", 0.0, true);
  m.set_start("body.v", 2.0, true);
  Results r = simulate(m, accurate(3.0));
  EXPECT_NEAR(r.at("body.v", 1.0), 1.0, 1e-8);
  EXPECT_NEAR(r.at("body.s", 1.5), 2 * 1.5 - 1.5 * 1.5 / 2, 1e-8);
  // Below v0 = 1e-3 m/s: v' = -(5/5) v / 1e-3, an exponential decay to 0.
  EXPECT_NEAR(r.final("body.v"), 0.0, 1e-9);
  EXPECT_NEAR(r.final("body.s"), 2.0, 2e-6);
}

TEST(MslTranslational, RollingResistanceOnASlopeFromItsInputs) {
  // cos(atan(x)) = 1 / sqrt(1 + x^2).
  Model m("rolling_resistance_inputs");
  auto& body = m.add<translational::Mass>("body", translational::Mass::Params{.m = 5});
  auto& roll = m.add<translational::RollingResistance>(
      "roll", translational::RollingResistance::Params{.fWeight = 50,
                                                       .use_cr_input = true,
                                                       .use_inclination_input = true,
                                                       .reg = translational::Regularization::Exp});
  auto& cr = m.add<blocks::Constant>("cr", blocks::Constant::Params{.k = 0.1});
  auto& incl = m.add<blocks::Constant>("incl", blocks::Constant::Params{.k = 0.75});
  m.connect(body.flange_b, roll.flange);
  m.connect(cr.y, roll.cr);
  m.connect(incl.y, roll.inclination);
  m.set_start("body.s", 0.0, true);
  m.set_start("body.v", 2.0, true);
  Results r = simulate(m, accurate(0.5));
  EXPECT_NEAR(r.final("roll.f_nominal"), -0.1 * 50 / std::sqrt(1 + 0.75 * 0.75), 1e-12);
  EXPECT_NEAR(r.final("body.v"), 2.0 - 0.5 * 0.8, 1e-8);
}

TEST(MslTranslational, BrakeStopsASlidingMassAndHoldsIt) {
  // mu = 0.5, fn = 2 N: the friction force 1 N stops m = 1 kg from 1 m/s at
  // t = 0.1 + 1 s, after 0.5 m; then the mass stays stuck.
  Model m("brake");
  auto& mass = m.add<translational::Mass>("mass", translational::Mass::Params{.m = 1});
  auto& brake = m.add<translational::Brake>("brake", translational::Brake::Params{.fn_max = 1});
  auto& step = m.add<blocks::Step>("step", blocks::Step::Params{.height = 2, .start_time = 0.1});
  m.connect(mass.flange_b, brake.flange_a);
  m.connect(step.y, brake.f_normalized);
  m.set_start("mass.s", 0.0, true);
  m.set_start("mass.v", 1.0, true);
  Results r = simulate(m, accurate(2.0));
  EXPECT_NEAR(r.at("mass.v", 0.6), 0.5, 1e-7);
  EXPECT_NEAR(r.final("mass.v"), 0.0, 1e-9);
  EXPECT_NEAR(r.final("mass.s"), 0.1 + 0.5, 1e-7);
  EXPECT_EQ(r.final("brake.mode"), 0.0);         // stuck
  EXPECT_NEAR(r.at("brake.f", 0.6), 1.0, 1e-7);  // the mass drags the brake forward
}

TEST(MslTranslational, VehicleReachesTheTerminalVelocityOfItsResistances) {
  // T / R = Cr m g + Cd A rho v^2 / 2 on level ground (J = 0).
  const double m_v = 100, R = 0.25, T = 20, Cr = 0.01, Cd = 0.5, A = 1, rho = 1.2, g = 9.80665;
  Model m("vehicle");
  auto& vehicle = m.add<translational::Vehicle>(
      "vehicle", translational::Vehicle::Params{
                     .m = m_v, .J = 0, .R = R, .A = A, .Cd = Cd, .rho = rho, .CrConstant = Cr});
  auto& torque = m.add<rotational::ConstantTorque>(
      "torque", rotational::ConstantTorque::Params{.tau_constant = T});
  m.connect(torque.flange, vehicle.flangeR);
  m.set_start("vehicle.s", 0.0, true);
  m.set_start("vehicle.v", 0.0, true);
  Results r = simulate(m, accurate(300.0, 1.0));
  EXPECT_NEAR(r.final("vehicle.v"), std::sqrt((T / R - Cr * m_v * g) / (Cd * A * rho / 2)), 1e-6);
}

TEST(MslTranslational, VehicleRollsBackDownASlope) {
  // No drive on an inclination of 0.1: a = -g sin(alpha) + Cr g cos(alpha)
  // (rolling backwards, so the rolling resistance pushes forward), with the
  // air drag still small after 1 s (checked to 1e-3 m/s).
  const double g = 9.80665, alpha = std::atan(0.1), Cr = 0.015;
  Model m("vehicle_slope");
  m.add<translational::Vehicle>(
      "vehicle", translational::Vehicle::Params{
                     .m = 1000, .R = 0.3, .A = 1e-6, .CrConstant = Cr, .inclinationConstant = 0.1});
  m.set_start("vehicle.s", 0.0, true);
  m.set_start("vehicle.v", 0.0, true);
  Results r = simulate(m, accurate(1.0));
  EXPECT_NEAR(r.final("vehicle.v"), -g * std::sin(alpha) + Cr * g * std::cos(alpha), 1e-3);
  EXPECT_NEAR(r.final("vehicle.a"), -g * std::sin(alpha) + Cr * g * std::cos(alpha), 1e-6);
}

TEST(MslBlocks, CombiTimeTableInterpolatesItsColumnsAndHoldsTheLastPoint) {
  Model m("table");
  m.add<blocks::CombiTimeTable>(
      "table",
      blocks::CombiTimeTable::Params{.table = {{0, 0, 10}, {1, 2, 10}, {1, 5, 20}, {3, 1, 0}},
                                     .extrapolation = blocks::Extrapolation::HoldLastPoint});
  Results r = simulate(m, accurate(4.0));
  EXPECT_NEAR(r.at("table.y[1]", 0.5), 1.0, 1e-12);
  EXPECT_NEAR(r.at("table.y[2]", 0.5), 10.0, 1e-12);
  EXPECT_NEAR(r.at("table.y[1]", 2.0), 3.0, 1e-12);  // after the jump at 1 s
  EXPECT_NEAR(r.at("table.y[2]", 2.5), 5.0, 1e-12);
  EXPECT_NEAR(r.at("table.y[1]", 3.5), 1.0, 1e-12);  // held
  EXPECT_NEAR(r.at("table.y[2]", 4.0), 0.0, 1e-12);
}

TEST(MslBlocks, CombiTimeTableRejectsAColumnItDoesNotHave) {
  Model m("bad");
  EXPECT_PRED2(testing::contains, testing::error_of([&] {
                 m.add<blocks::CombiTimeTable>(
                     "table", blocks::CombiTimeTable::Params{.table = {{0, 1}}, .columns = {3}});
               }),
               "CombiTimeTable 'table': column 3 is not a value column of the table (2..2)");
}

TEST(MslBlocks, PulseIsHighDuringTheFirstWidthPercentOfEveryPeriod) {
  Model m("pulse");
  m.add<blocks::Pulse>(
      "pulse", blocks::Pulse::Params{
                   .amplitude = 2, .width = 25, .period = 0.4, .offset = 1, .startTime = 0.3});
  Results r = simulate(m, accurate(1.5));
  for (double t : {0.1, 0.29, 0.31, 0.39, 0.41, 0.69, 0.71, 0.79, 0.81, 1.12, 1.21})
    EXPECT_EQ(r.at("pulse.y", t), (t > 0.3 && std::fmod(t - 0.3, 0.4) < 0.1) ? 3.0 : 1.0) << t;
}

TEST(MslBlocks, PulseRejectsAWidthOutsideThePeriod) {
  Model m("bad");
  EXPECT_PRED2(testing::contains, testing::error_of([&] {
                 m.add<blocks::Pulse>("pulse", blocks::Pulse::Params{.width = 150});
               }),
               "Pulse 'pulse': width = 150 is invalid");
}

}  // namespace
}  // namespace acausal
