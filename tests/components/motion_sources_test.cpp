// Motion sources (MSL Rotational/Translational.Sources Speed, Accelerate,
// Move) against closed forms: exact and filtered speed, constant
// acceleration with a support, and Move's given derivatives, which index
// reduction uses instead of differentiating the inputs.
#include <cmath>
#include <functional>
#include <numbers>
#include <span>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "components/blocks/expression.hpp"
#include "components/blocks/sources.hpp"
#include "components/rotational/accelerate.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/move.hpp"
#include "components/rotational/speed.hpp"
#include "components/rotational/spring.hpp"
#include "components/rotational/torque_sensor.hpp"
#include "components/translational/accelerate.hpp"
#include "components/translational/force_sensor.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/move.hpp"
#include "components/translational/speed.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using std::numbers::pi;
using testing::contains;
using testing::error_of;

SimulationOptions accurate(double t_stop) {
  return {.t_stop = t_stop, .output_interval = 1e-2, .rtol = 1e-10, .atol = 1e-12};
}

const std::vector<double> kTimes{0.0, 0.1, 0.27, 0.5, 0.73, 1.0};

// ---------------------------------------------------------------- Speed

// w_ref -> Speed -> TorqueSensor -> Inertia (J = 0.5); the translational
// twin: v_ref -> Speed -> ForceSensor -> Mass (m = 0.5).
struct SpeedDrive {
  static constexpr double J = 0.5;
  Model m{"speed"};
  SpeedDrive(bool exact, double f_crit, bool sine) {
    auto& ref =
        sine ? m.add<blocks::Sine>("ref", blocks::Sine::Params{.amplitude = 2}).y
             : m.add<blocks::Ramp>("ref", blocks::Ramp::Params{.height = 30, .duration = 10}).y;
    auto& speed = m.add<rotational::Speed>(
        "speed", rotational::Speed::Params{.exact = exact, .f_crit = f_crit});
    auto& sensor = m.add<rotational::TorqueSensor>("torqueSensor");
    auto& inertia = m.add<rotational::Inertia>("inertia", rotational::Inertia::Params{.J = J});
    m.connect(ref, speed.w_ref);
    m.connect(speed.flange, sensor.flange_a);
    m.connect(sensor.flange_b, inertia.flange_a);
    auto& slide = m.add<translational::Speed>(
        "slide", translational::Speed::Params{.exact = exact, .f_crit = f_crit});
    auto& force = m.add<translational::ForceSensor>("forceSensor");
    auto& mass = m.add<translational::Mass>("mass", translational::Mass::Params{.m = J});
    m.connect(ref, slide.v_ref);
    m.connect(slide.flange, force.flange_a);
    m.connect(force.flange_b, mass.flange_a);
  }
};

TEST(MotionSources, ExactSpeedDrivesTheInertiaWithTheDifferentiatedReference) {
  // w = 2 sin(2 pi t), phi = (1 - cos(2 pi t)) / pi, tau = J 4 pi cos(2 pi t).
  SpeedDrive d(true, 50, true);
  Results r = simulate(d.m, accurate(1.0));
  for (double t : kTimes) {
    const double w = 2 * std::sin(2 * pi * t), phi = (1 - std::cos(2 * pi * t)) / pi;
    const double tau = SpeedDrive::J * 4 * pi * std::cos(2 * pi * t);
    EXPECT_NEAR(r.at("speed.w", t), w, 1e-12) << t;
    EXPECT_NEAR(r.at("inertia.w", t), w, 1e-12) << t;
    EXPECT_NEAR(r.at("speed.phi", t), phi, 1e-8) << t;
    EXPECT_NEAR(r.at("inertia.phi", t), phi, 1e-8) << t;
    EXPECT_NEAR(r.at("torqueSensor.tau", t), tau, 1e-9) << t;
    EXPECT_EQ(r.at("speed.a", t), 0.0) << t;  // a dummy when exact, as in MSL
    EXPECT_NEAR(r.at("slide.v", t), w, 1e-12) << t;
    EXPECT_NEAR(r.at("mass.s", t), phi, 1e-8) << t;
    EXPECT_NEAR(r.at("forceSensor.f", t), tau, 1e-9) << t;
  }
}

TEST(MotionSources, FilteredSpeedLagsARampByTheFirstOrderFilter) {
  // w_ref = 3 t, a = der(w) = (w_ref - w) wc, wc = 2 pi 2 Hz, w(0) = w_ref(0):
  // a = 3 (1 - e^-wc t), w = 3 (t - (1 - e^-wc t) / wc),
  // phi = 3 (t^2 / 2 - t / wc + (1 - e^-wc t) / wc^2).
  SpeedDrive d(false, 2.0, false);
  Results r = simulate(d.m, accurate(1.0));
  const double wc = 4 * pi;
  for (double t : kTimes) {
    const double e = std::exp(-wc * t);
    const double a = 3 * (1 - e), w = 3 * (t - (1 - e) / wc);
    const double phi = 3 * (t * t / 2 - t / wc + (1 - e) / (wc * wc));
    EXPECT_NEAR(r.at("speed.a", t), a, 1e-7) << t;
    EXPECT_NEAR(r.at("speed.w", t), w, 1e-8) << t;
    EXPECT_NEAR(r.at("speed.phi", t), phi, 1e-8) << t;
    EXPECT_NEAR(r.at("torqueSensor.tau", t), SpeedDrive::J * a, 1e-7) << t;
    EXPECT_NEAR(r.at("slide.v", t), w, 1e-8) << t;
    EXPECT_NEAR(r.at("slide.s", t), phi, 1e-8) << t;
    EXPECT_NEAR(r.at("forceSensor.f", t), SpeedDrive::J * a, 1e-7) << t;
  }
}

// ---------------------------------------------------------------- Accelerate

TEST(MotionSources, AccelerateBetweenTwoFreeInertiasSharesTheReaction) {
  // Relative acceleration 3 between J1 = 1 (on the support) and J2 = 2 (on the
  // flange), both from rest: J1 a1 = -tau, J2 (a1 + 3) = tau, so a1 = -2 and
  // the flange turns with a2 = 1; phi_rel = 1.5 t^2.
  Model m("accelerate_support");
  auto& a_ref = m.add<blocks::Constant>("a_ref", blocks::Constant::Params{.k = 3});
  auto& acc = m.add<rotational::Accelerate>("accelerate",
                                            rotational::Accelerate::Params{.use_support = true});
  auto& j1 = m.add<rotational::Inertia>("inertia1", rotational::Inertia::Params{.J = 1});
  auto& j2 = m.add<rotational::Inertia>("inertia2", rotational::Inertia::Params{.J = 2});
  m.connect(a_ref.y, acc.a_ref);
  m.connect(m.port_at("accelerate.support"), j1.flange_b);
  m.connect(acc.flange, j2.flange_a);
  m.set_start("inertia1.phi", 0.0, true);
  m.set_start("inertia1.w", 0.0, true);
  Results r = simulate(m, accurate(1.0));
  for (double t : kTimes) {
    EXPECT_NEAR(r.at("accelerate.phi", t), 1.5 * t * t, 1e-9) << t;
    EXPECT_NEAR(r.at("accelerate.w", t), 3 * t, 1e-9) << t;
    EXPECT_NEAR(r.at("inertia1.phi", t), -t * t, 1e-9) << t;
    EXPECT_NEAR(r.at("inertia2.w", t), t, 1e-9) << t;
    EXPECT_NEAR(r.at("inertia2.flange_a.tau", t), 2.0, 1e-9) << t;
  }
}

TEST(MotionSources, AccelerateStartsWhereItsStartValuesSay) {
  // a = 3, phi(0) = 0.3, w(0) = -1 (rotational); s(0) = -0.2, v(0) = 2 (translational).
  Model m("accelerate");
  auto& a_ref = m.add<blocks::Constant>("a_ref", blocks::Constant::Params{.k = 3});
  auto& acc = m.add<rotational::Accelerate>("accelerate");
  auto& inertia = m.add<rotational::Inertia>("inertia", rotational::Inertia::Params{.J = 0.4});
  auto& slide = m.add<translational::Accelerate>("slide");
  auto& mass = m.add<translational::Mass>("mass", translational::Mass::Params{.m = 1.5});
  m.connect(a_ref.y, acc.a_ref);
  m.connect(acc.flange, inertia.flange_a);
  m.connect(a_ref.y, slide.a_ref);
  m.connect(slide.flange, mass.flange_a);
  m.set_start("accelerate.phi", 0.3, true);
  m.set_start("accelerate.w", -1.0, true);
  m.set_start("slide.s", -0.2, true);
  m.set_start("slide.v", 2.0, true);
  Results r = simulate(m, accurate(1.0));
  for (double t : kTimes) {
    EXPECT_NEAR(r.at("inertia.phi", t), 0.3 - t + 1.5 * t * t, 1e-9) << t;
    EXPECT_NEAR(r.at("inertia.w", t), -1 + 3 * t, 1e-9) << t;
    EXPECT_NEAR(r.at("accelerate.flange.tau", t), -0.4 * 3, 1e-9) << t;
    EXPECT_NEAR(r.at("mass.s", t), -0.2 + 2 * t + 1.5 * t * t, 1e-9) << t;
    EXPECT_NEAR(r.at("slide.a", t), 3.0, 1e-12) << t;
    EXPECT_NEAR(r.at("mass.flange_a.f", t), 1.5 * 3, 1e-9) << t;
  }
}

// ---------------------------------------------------------------- Move

// reference (angle, speed, acceleration) -> Move -> TorqueSensor -> Inertia J1
// -- Spring c -- Inertia J2; the translational twin drives a free Mass m = J1.
struct MoveDrive {
  static constexpr double A = 0.2, w = 2 * pi, J1 = 2, J2 = 0.5, c = 50;
  Model m{"move"};
  explicit MoveDrive(std::function<std::vector<Expr>(Expr)> reference) {
    auto& ref = m.add<blocks::Expression>(
        "reference",
        blocks::Expression::Params{.outputs = 3, .f = [&](auto, Expr t) { return reference(t); }});
    auto& move = m.add<rotational::Move>("move");
    auto& sensor = m.add<rotational::TorqueSensor>("torqueSensor");
    auto& inertia = m.add<rotational::Inertia>("inertia", rotational::Inertia::Params{.J = J1});
    auto& spring = m.add<rotational::Spring>("spring", rotational::Spring::Params{.c = c});
    auto& inertia2 = m.add<rotational::Inertia>("inertia2", rotational::Inertia::Params{.J = J2});
    auto& slide = m.add<translational::Move>("slide");
    auto& force = m.add<translational::ForceSensor>("forceSensor");
    auto& mass = m.add<translational::Mass>("mass", translational::Mass::Params{.m = J1});
    for (std::size_t k = 0; k < 3; ++k) {
      m.connect(ref.y[k], move.u[k]);
      m.connect(ref.y[k], slide.u[k]);
    }
    m.connect(move.flange, sensor.flange_a);
    m.connect(sensor.flange_b, inertia.flange_a);
    m.connect(inertia.flange_b, spring.flange_a);
    m.connect(spring.flange_b, inertia2.flange_a);
    m.set_start("inertia2.phi", 0.0, true);
    m.set_start("inertia2.w", 0.0, true);
    m.connect(slide.flange, force.flange_a);
    m.connect(force.flange_b, mass.flange_a);
  }
};

TEST(MotionSources, MoveWithConsistentSignalsForcesTheReferenceMotion) {
  // phi = A sin(w t) with its exact derivatives; J2 x'' = c (phi - x) from
  // rest: x = A w0^2 / (w0^2 - w^2) (sin(w t) - (w / w0) sin(w0 t)).
  using D = MoveDrive;
  MoveDrive d([](Expr t) {
    return std::vector<Expr>{D::A * sin(D::w * t), D::A * D::w * cos(D::w * t),
                             -D::A * D::w * D::w * sin(D::w * t)};
  });
  Results r = simulate(d.m, accurate(1.0));
  const double w0 = std::sqrt(D::c / D::J2);
  for (double t : kTimes) {
    const double phi = D::A * std::sin(D::w * t), a = -D::w * D::w * phi;
    const double x = D::A * w0 * w0 / (w0 * w0 - D::w * D::w) *
                     (std::sin(D::w * t) - D::w / w0 * std::sin(w0 * t));
    EXPECT_NEAR(r.at("move.phi", t), phi, 1e-12) << t;
    EXPECT_NEAR(r.at("inertia.w", t), D::A * D::w * std::cos(D::w * t), 1e-12) << t;
    EXPECT_NEAR(r.at("inertia.a", t), a, 1e-12) << t;
    EXPECT_NEAR(r.at("inertia2.phi", t), x, 1e-6) << t;
    EXPECT_NEAR(r.at("torqueSensor.tau", t), D::J1 * a - D::c * (x - phi), 1e-5) << t;
    EXPECT_NEAR(r.at("mass.s", t), phi, 1e-12) << t;
    EXPECT_NEAR(r.at("forceSensor.f", t), D::J1 * a, 1e-12) << t;
  }
}

TEST(MotionSources, MoveUsesTheGivenDerivativesNotTheInputsDerivatives) {
  // Angle A sin(w t), but speed t and acceleration 1 given: the flange turns
  // as the angle says while its speed is t and its acceleration 1, so the
  // force on the free mass is m * 1; differentiating the angle would give
  // speed A w cos(w t) and force -m A w^2 sin(w t).
  using D = MoveDrive;
  MoveDrive d([](Expr t) { return std::vector<Expr>{D::A * sin(D::w * t), t, 1.0}; });
  Results r = simulate(d.m, accurate(1.0));
  for (double t : kTimes) {
    EXPECT_NEAR(r.at("move.phi", t), D::A * std::sin(D::w * t), 1e-12) << t;
    EXPECT_NEAR(r.at("inertia.w", t), t, 1e-12) << t;
    EXPECT_EQ(r.at("inertia.a", t), 1.0) << t;
    EXPECT_NEAR(r.at("mass.s", t), D::A * std::sin(D::w * t), 1e-12) << t;
    EXPECT_NEAR(r.at("mass.v", t), t, 1e-12) << t;
    EXPECT_NEAR(r.at("forceSensor.f", t), D::J1, 1e-12) << t;
  }
}

TEST(MotionSources, BadFilterFrequencyNamesTheSourceAndTheFix) {
  Model m("bad");
  const std::string rot =
      error_of([&] { m.add<rotational::Speed>("speed", rotational::Speed::Params{.f_crit = 0}); });
  EXPECT_TRUE(contains(rot, "Speed 'speed': parameter f_crit = 0 Hz")) << rot;
  EXPECT_TRUE(contains(rot, "Set speed.f_crit to a positive value")) << rot;
  const std::string tra = error_of(
      [&] { m.add<translational::Speed>("slide", translational::Speed::Params{.f_crit = -5}); });
  EXPECT_TRUE(contains(tra, "Speed 'slide': parameter f_crit = -5 Hz")) << tra;
}

}  // namespace
}  // namespace acausal
