// The builder API: subsystems with their own ports, replacing components by
// path, setting parameters and start values by path.
#include <cmath>

#include <gtest/gtest.h>

#include "components/electrical/resistor.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/spring_damper.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/passes/flatten.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace rotational;

// A subsystem: an inertia braked by a damper to its own housing flange; its
// ports are the shaft end and the housing.
class BrakedShaft : public Component {
 public:
  static constexpr const char* kTypeName = "BrakedShaft";
  struct Params {
    double J = 1.0;
    double d = 2.0;
  };
  BrakedShaft(ComponentContext ctx, Params p)
      : Component(std::move(ctx)),
        shaft(declare_flange(*this, "shaft")),
        housing(declare_flange(*this, "housing")) {
    auto& inertia = add<Inertia>("inertia", Inertia::Params{.J = p.J});
    auto& damper = add<Damper>("damper", Damper::Params{.d = p.d});
    connect(shaft, inertia.flange_a);
    connect(inertia.flange_b, damper.flange_a);
    connect(damper.flange_b, housing);
  }
  Flange shaft, housing;
};

TEST(Builder, SubsystemBehavesLikeItsFlatEquivalentAndKeepsHierarchicalNames) {
  const double tau = 3.0, J = 1.5, d = 2.0;
  Model m("braked");
  auto& torque = m.add<ConstantTorque>("torque", ConstantTorque::Params{.tau_constant = tau});
  auto& braked = m.add<BrakedShaft>("axis", BrakedShaft::Params{.J = J, .d = d});
  auto& fixed = m.add<Fixed>("fixed");
  m.connect(torque.flange, braked.shaft);
  m.connect(braked.housing, fixed.flange);
  m.set_start("axis.inertia.w", 0.0, true);
  m.set_start("axis.inertia.phi", 0.0, true);
  Simulation sim(compile(m));
  Results r = sim.run({.t_stop = 2.0, .rtol = 1e-10, .atol = 1e-12});
  // J w' = tau - d w  =>  w = tau/d (1 - exp(-d t / J))
  for (double t : {0.5, 1.0, 2.0}) {
    const double w = tau / d * (1 - std::exp(-d * t / J));
    EXPECT_NEAR(r.at("axis.inertia.w", t), w, 1e-7 * w);
    // the subsystem's own port carries the torque into it
    EXPECT_NEAR(r.at("axis.shaft.tau", t), tau, 1e-9);
    EXPECT_NEAR(r.at("axis.housing.tau", t), -d * w, 1e-7);
  }
}

TEST(Builder, ReplacingAComponentByPathKeepsItsConnections) {
  Model m("swap");
  auto& torque = m.add<ConstantTorque>("torque", ConstantTorque::Params{.tau_constant = 1.0});
  auto& inertia = m.add<Inertia>("inertia", Inertia::Params{.J = 1.0});
  auto& damper = m.add<Damper>("coupling", Damper::Params{.d = 1.0});
  auto& fixed = m.add<Fixed>("fixed");
  m.connect(torque.flange, inertia.flange_a);
  m.connect(inertia.flange_b, damper.flange_a);
  m.connect(damper.flange_b, fixed.flange);
  m.set_start("inertia.phi", 0.0, true);
  m.set_start("inertia.w", 0.0, true);
  const double before = simulate(m, {.t_stop = 20.0}).final("inertia.w");
  EXPECT_NEAR(before, 1.0, 1e-4);  // tau / d
  // a spring-damper holds the inertia instead: the speed returns to zero
  m.replace<SpringDamper>("coupling", SpringDamper::Params{.c = 10.0, .d = 1.0});
  Results after = simulate(m, {.t_stop = 20.0});
  EXPECT_NEAR(after.final("inertia.w"), 0.0, 1e-3);
  EXPECT_NEAR(after.final("inertia.phi"), 0.1, 1e-3);  // tau / c
  // a component without the connected rotational ports is refused, naming the port
  try {
    m.replace<electrical::Resistor>("coupling");
    FAIL() << "incompatible replacement accepted";
  } catch (const ConnectionError& e) {
    EXPECT_NE(std::string(e.what()).find("rotational port 'flange_a'"), std::string::npos)
        << e.what();
  }
}

TEST(Builder, ParametersAndStartValuesAreSetByPath) {
  Model m("paths");
  auto& torque = m.add<ConstantTorque>("torque", ConstantTorque::Params{.tau_constant = 2.0});
  auto& axis = m.add<BrakedShaft>("axis", BrakedShaft::Params{});
  auto& fixed = m.add<Fixed>("fixed");
  m.connect(torque.flange, axis.shaft);
  m.connect(axis.housing, fixed.flange);
  m.set_parameter("axis.damper.d", 4.0);
  m.set_start("axis.inertia.w", 0.25, true);
  m.set_start("axis.inertia.phi", 0.0, true);
  EXPECT_DOUBLE_EQ(m.parameter_value("axis.damper.d"), 4.0);
  Results r = simulate(m, {.t_stop = 1.0});
  EXPECT_NEAR(r.at("axis.inertia.w", 0.0), 0.25, 1e-12);
  EXPECT_NEAR(r.final("axis.inertia.w"), 0.5 + (0.25 - 0.5) * std::exp(-4.0), 1e-5);
}

TEST(Flatten, ConnectionSetsGiveAcrossEqualitiesAndOneFlowSum) {
  Model m("sets");
  auto& a = m.add<Inertia>("a");
  auto& b = m.add<Inertia>("b");
  auto& c = m.add<Inertia>("c");
  m.connect(a.flange_b, b.flange_a);
  m.connect(b.flange_a, c.flange_a);
  FlatSystem flat = flatten(m);
  int across = 0, flow = 0, unconnected = 0;
  for (const FlatEquation& e : flat.equations) {
    if (e.origin == "connect(a.flange_b, b.flange_a, c.flange_a)") {
      if (e.describe().find(".tau") != std::string::npos)
        ++flow;
      else
        ++across;
    }
    if (e.origin.rfind("unconnected port", 0) == 0) ++unconnected;
  }
  EXPECT_EQ(across, 2);
  EXPECT_EQ(flow, 1);
  EXPECT_EQ(unconnected, 3);  // a.flange_a, b.flange_b, c.flange_b: zero torque
  EXPECT_EQ(flat.equations.size(), flat.variables.size());
}

}  // namespace
}  // namespace acausal
