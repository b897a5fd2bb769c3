// Models that need index reduction simulate correctly, with the expected
// number of states, against closed-form solutions.
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/inertia.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/position.hpp"
#include "core/compile/compiled_model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

TEST(IndexReduction, InertiaGearInertiaHasTwoStatesAndMatchesTheReflectedInertia) {
  using namespace rotational;
  const double J1 = 0.1, J2 = 2.0, ratio = 10.0, tau = 3.0;
  Model m("gear");
  auto& torque = m.add<ConstantTorque>("torque", ConstantTorque::Params{.tau_constant = tau});
  auto& motor = m.add<Inertia>("motor", Inertia::Params{.J = J1});
  auto& gear = m.add<IdealGear>("gear", IdealGear::Params{.ratio = ratio});
  auto& load = m.add<Inertia>("load", Inertia::Params{.J = J2});
  m.connect(torque.flange, motor.flange_a);
  m.connect(motor.flange_b, gear.flange_a);
  m.connect(gear.flange_b, load.flange_a);
  m.set_start("load.phi", 0.0, true);
  m.set_start("load.w", 0.0, true);
  auto compiled = compile(m);
  EXPECT_EQ(compiled->report.states.size(), 2u);
  EXPECT_GE(compiled->report.index_reduction_differentiations, 2);
  Simulation sim(compiled);
  Results r = sim.run({.t_stop = 2.0, .rtol = 1e-10, .atol = 1e-12});
  // (J1 r^2 + J2) w_load' = r tau
  const double alpha = ratio * tau / (J1 * ratio * ratio + J2);
  for (double t : {0.5, 1.0, 2.0}) {
    EXPECT_NEAR(r.at("load.w", t), alpha * t, 1e-6 * alpha * t);
    EXPECT_NEAR(r.at("load.phi", t), 0.5 * alpha * t * t, 1e-6 * alpha * t * t);
    EXPECT_NEAR(r.at("motor.w", t), ratio * alpha * t, 1e-6 * ratio * alpha * t);
  }
}

TEST(IndexReduction, TwoCapacitorsAcrossAVoltageSourceHaveNoState) {
  using namespace electrical;
  const double V = 2.0, f = 3.0, C1 = 1e-3, C2 = 2e-3, R = 10.0, C3 = 1e-3;
  Model m("capacitors");
  auto& source = m.add<SineVoltage>("source", SineVoltage::Params{.V = V, .f = f});
  auto& c1 = m.add<Capacitor>("c1", Capacitor::Params{.C = C1});
  auto& c2 = m.add<Capacitor>("c2", Capacitor::Params{.C = C2});
  auto& r = m.add<Resistor>("r", Resistor::Params{.R = R});
  auto& c3 = m.add<Capacitor>("c3", Capacitor::Params{.C = C3, .v_start = 0.0});
  auto& ground = m.add<Ground>("ground");
  m.connect(source.p, c1.p);
  m.connect(source.p, c2.p);
  m.connect(source.p, r.p);
  m.connect(r.n, c3.p);
  m.connect(source.n, ground.p);
  m.connect(c1.n, ground.p);
  m.connect(c2.n, ground.p);
  m.connect(c3.n, ground.p);
  auto compiled = compile(m);
  EXPECT_EQ(compiled->report.states.size(), 1u);  // only c3 (the RC branch)
  Simulation sim(compiled);
  Results res = sim.run({.t_stop = 0.5, .rtol = 1e-10, .atol = 1e-12});
  const double w = 2 * std::numbers::pi * f, tau = R * C3;
  for (double t : {0.1, 0.25, 0.5}) {
    // capacitor currents follow dv/dt of the source exactly
    EXPECT_NEAR(res.at("c1.i", t), C1 * V * w * std::cos(w * t), 1e-7);
    EXPECT_NEAR(res.at("c2.i", t), C2 * V * w * std::cos(w * t), 1e-7);
    // RC branch: v3' = (V sin wt - v3)/tau, v3(0) = 0
    const double a = 1.0 / tau;
    const double v3 = V * a / (a * a + w * w) *
                      (a * std::sin(w * t) - w * std::cos(w * t) + w * std::exp(-a * t));
    EXPECT_NEAR(res.at("c3.v", t), v3, 1e-7);
  }
}

TEST(IndexReduction, PositionDrivenMassNeedsNoStateAndFeelsTheInertialForce) {
  using namespace translational;
  const double mass_kg = 3.0, A = 0.2, f = 1.5;
  Model m("driven");
  auto& ref = m.add<blocks::Sine>("ref", blocks::Sine::Params{.amplitude = A, .f = f});
  auto& pos = m.add<Position>("position", Position::Params{.exact = true});
  auto& mass = m.add<Mass>("mass", Mass::Params{.m = mass_kg});
  m.connect(ref.y, pos.s_ref);
  m.connect(pos.flange, mass.flange_a);
  auto compiled = compile(m);
  EXPECT_EQ(compiled->report.states.size(), 0u);
  Simulation sim(compiled);
  Results r = sim.run({.t_stop = 1.0, .rtol = 1e-10, .atol = 1e-12});
  const double w = 2 * std::numbers::pi * f;
  for (double t : {0.2, 0.5, 1.0}) {
    EXPECT_NEAR(r.at("mass.s", t), A * std::sin(w * t), 1e-9);
    EXPECT_NEAR(r.at("mass.v", t), A * w * std::cos(w * t), 1e-9);
    // the source pushes: flange force on the mass = m * a
    EXPECT_NEAR(r.at("mass.flange_a.f", t), -mass_kg * A * w * w * std::sin(w * t), 1e-8);
  }
}

}  // namespace
}  // namespace acausal
