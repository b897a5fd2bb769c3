// A DC motor (armature R, L, EMF) driving a load inertia through an ideal
// gear, against the closed-form solution of its two linear equations:
//   L i' = V - R i - k w,   (J1 + J2/r^2) w' = k i,   w_load = w / r.
#include <cmath>

#include <gtest/gtest.h>

#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/emf.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/inertia.hpp"
#include "core/compile/compiled_model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

constexpr double kV = 12, kR = 1, kL = 0.01, kK = 0.1, kJ1 = 0.01, kJ2 = 0.5, kRatio = 10;

std::unique_ptr<Model> motor_with_gear() {
  using namespace electrical;
  auto m = std::make_unique<Model>("dc_motor");
  auto& source = m->add<ConstantVoltage>("source", ConstantVoltage::Params{.V = kV});
  auto& r = m->add<Resistor>("R", Resistor::Params{.R = kR});
  auto& l = m->add<Inductor>("L", Inductor::Params{.L = kL, .i_start = 0.0});
  auto& emf = m->add<EMF>("emf", EMF::Params{.k = kK});
  auto& ground = m->add<Ground>("ground");
  auto& motor = m->add<rotational::Inertia>("motor", rotational::Inertia::Params{.J = kJ1});
  auto& gear =
      m->add<rotational::IdealGear>("gear", rotational::IdealGear::Params{.ratio = kRatio});
  auto& load = m->add<rotational::Inertia>("load", rotational::Inertia::Params{.J = kJ2});
  m->connect(source.p, r.p);
  m->connect(r.n, l.p);
  m->connect(l.n, emf.p);
  m->connect(emf.n, ground.p);
  m->connect(source.n, ground.p);
  m->connect(emf.flange, motor.flange_a);
  m->connect(motor.flange_b, gear.flange_a);
  m->connect(gear.flange_b, load.flange_a);
  m->set_start("load.phi", 0.0, true);
  m->set_start("load.w", 0.0, true);
  return m;
}

struct ClosedForm {
  double l1, l2, c1, c2;
  ClosedForm() {
    const double J = kJ1 + kJ2 / (kRatio * kRatio);
    // eigenvalues of [[-R/L, -k/L], [k/J, 0]]
    const double tr = -kR / kL, det = kK * kK / (kL * J);
    const double disc = std::sqrt(tr * tr - 4 * det);
    l1 = (tr + disc) / 2;
    l2 = (tr - disc) / 2;
    // eigenvectors (-k/L, R/L + l); x(0) - x_ss = -(0, V/k) = c1 v1 + c2 v2
    const double a11 = -kK / kL, a21 = kR / kL + l1, a12 = -kK / kL, a22 = kR / kL + l2;
    const double b1 = 0, b2 = -kV / kK, d = a11 * a22 - a12 * a21;
    c1 = (b1 * a22 - a12 * b2) / d;
    c2 = (a11 * b2 - a21 * b1) / d;
  }
  double current(double t) const {
    return c1 * (-kK / kL) * std::exp(l1 * t) + c2 * (-kK / kL) * std::exp(l2 * t);
  }
  double motor_speed(double t) const {
    return kV / kK + c1 * (kR / kL + l1) * std::exp(l1 * t) +
           c2 * (kR / kL + l2) * std::exp(l2 * t);
  }
};

TEST(DcMotor, ThroughAGearMatchesTheClosedForm) {
  auto model = motor_with_gear();
  auto compiled = compile(*model);
  EXPECT_EQ(compiled->report.states.size(), 3u);  // current, load angle and speed
  Simulation sim(compiled);
  Results r = sim.run({.t_stop = 3.0, .output_interval = 0.01, .rtol = 1e-10, .atol = 1e-12});
  const ClosedForm exact;
  for (double t : {0.01, 0.02, 0.1, 0.5, 1.0, 3.0}) {
    EXPECT_NEAR(r.at("L.i", t), exact.current(t), 1e-6 * std::fabs(exact.current(t))) << t;
    EXPECT_NEAR(r.at("load.w", t), exact.motor_speed(t) / kRatio,
                1e-6 * exact.motor_speed(t) / kRatio)
        << t;
    EXPECT_NEAR(r.at("motor.w", t), exact.motor_speed(t), 1e-6 * exact.motor_speed(t)) << t;
  }
  // Power balance at the EMF: electrical power in = mechanical power out.
  const double t = 0.05;
  EXPECT_NEAR(r.at("emf.v", t) * r.at("emf.i", t), -r.at("emf.flange.tau", t) * r.at("motor.w", t),
              1e-9 * std::fabs(r.at("emf.v", t) * r.at("emf.i", t)));
}

}  // namespace
}  // namespace acausal
