// The builder API: subsystems with their own ports, replacing components by
// path, setting parameters and start values by path.
#include <cmath>
#include <sstream>

#include <gtest/gtest.h>
#include <spdlog/sinks/ostream_sink.h>

#include "components/blocks/sources.hpp"
#include "components/electrical/resistor.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/spring.hpp"
#include "components/rotational/spring_damper.hpp"
#include "components/rotational/torque.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/log.hpp"
#include "core/model/names.hpp"
#include "core/passes/flatten.hpp"
#include "domains/electrical.hpp"
#include "domains/signal.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using namespace rotational;
using testing::contains;
using testing::error_of;

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

// A subsystem in the place of an Inertia: the same port name, and top-level
// variables phi and w (aliases of the inner inertia's) so that start values
// set on the place carry over.
class BrakedInertia : public Component {
 public:
  static constexpr const char* kTypeName = "BrakedInertia";
  BrakedInertia(ComponentContext ctx, double J, double d)
      : Component(std::move(ctx)), flange_a(declare_flange(*this, "flange_a")) {
    Expr phi = variable("phi"), w = variable("w");
    auto& inertia = add<Inertia>("inertia", Inertia::Params{.J = J});
    auto& brake = add<Damper>("brake", Damper::Params{.d = d});
    auto& housing = add<Fixed>("housing");
    connect(flange_a, inertia.flange_a);
    connect(inertia.flange_b, brake.flange_a);
    connect(brake.flange_b, housing.flange);
    equation(phi, inertia.phi);
    equation(w, inertia.w);
  }
  Flange flange_a;
};

// torque -> load (an Inertia J = 1), started at w0 through set_start.
std::unique_ptr<Model> driven_load(double tau, double w0) {
  auto m = std::make_unique<Model>("driven");
  auto& torque = m->add<ConstantTorque>("torque", ConstantTorque::Params{.tau_constant = tau});
  auto& load = m->add<Inertia>("load", Inertia::Params{.J = 1.0});
  m->connect(torque.flange, load.flange_a);
  m->set_start("load.phi", 0.0, true);
  m->set_start("load.w", w0, true);
  return m;
}

TEST(Builder, ASubsystemReplacesAComponentAndKeepsItsStartValues) {
  const double tau = 3.0, w0 = 0.5, J = 1.5, d = 2.0;
  auto m = driven_load(tau, w0);
  const Replacement r = m->replace("load", [&](ComponentContext ctx) {
    return std::make_unique<BrakedInertia>(std::move(ctx), J, d);
  });
  EXPECT_EQ(r.path, "load");
  EXPECT_EQ(r.old_type, "Inertia");
  EXPECT_EQ(r.new_type, "Subsystem");  // the builder's context names no type of its own
  EXPECT_EQ(r.carried, (std::vector<std::string>{"load.phi", "load.w"}));
  EXPECT_TRUE(r.dropped.empty());
  EXPECT_EQ(r.part, m->find_child("load"));
  ASSERT_EQ(m->replacements().size(), 1u);
  Results res = simulate(*m, {.t_stop = 1.0, .rtol = 1e-10, .atol = 1e-12});
  // J w' = tau - d w, w(0) = w0: the carried start value holds.
  for (double t : {0.0, 0.5, 1.0}) {
    const double w = tau / d + (w0 - tau / d) * std::exp(-d * t / J);
    EXPECT_NEAR(res.at("load.inertia.w", t), w, 1e-7);
    EXPECT_NEAR(res.at("load.w", t), w, 1e-7);
  }
}

TEST(Builder, ReplaceWithAReadyPartOrTheTemplateKeepsEditsAndReportsDrops) {
  auto m = driven_load(1.0, 0.25);
  m->set_parameter("load.J", 2.0);
  // The template form: the new part's own J (4) stays; the edited J = 2 is
  // carried because the new Inertia has J too.
  Inertia& fresh = m->replace<Inertia>("load", Inertia::Params{.J = 4.0});
  EXPECT_EQ(&fresh, m->find_child("load"));
  EXPECT_DOUBLE_EQ(m->parameter_value("load.J"), 2.0);
  Results res = simulate(*m, {.t_stop = 1.0, .rtol = 1e-10});
  EXPECT_NEAR(res.at("load.w", 1.0), 0.25 + 1.0 / 2.0, 1e-8);  // w0 + tau t / J

  // A ready part without J, phi, w: every edit on the place is dropped,
  // returned and logged.
  std::ostringstream log_text;
  auto previous = logger();
  auto capture = std::make_shared<spdlog::logger>(
      "test", std::make_shared<spdlog::sinks::ostream_sink_mt>(log_text));
  capture->set_pattern("%l: %v");
  set_logger(capture);
  auto plain = std::make_unique<Component>(m->context_for("load", "Bare"));
  declare_flange(*plain, "flange_a");
  plain->add<Inertia>("mass", Inertia::Params{.J = 3.0});
  plain->connect("flange_a", "mass.flange_a");
  const Replacement r = m->replace("load", std::move(plain));
  set_logger(previous);
  EXPECT_TRUE(r.carried.empty());
  EXPECT_EQ(r.dropped,
            (std::vector<std::string>{"load.J: parameter value 2", "load.phi: start 0 (fixed)",
                                      "load.w: start 0.25 (fixed)"}));
  EXPECT_TRUE(contains(log_text.str(),
                       "warning: replacing 'load' (Inertia) by a Bare dropped what "
                       "the new part does not have: load.J: parameter value 2"))
      << log_text.str();
}

TEST(Builder, CarryOverAllGivesTheOldPartsValuesToTheNewOne) {
  auto m = driven_load(1.0, 0.0);
  m->replace<Inertia>("load", Inertia::Params{.J = 3.0});
  m->replace("load", part<Inertia>(Inertia::Params{.J = 5.0}));
  EXPECT_DOUBLE_EQ(m->parameter_value("load.J"), 5.0);  // Edits: the new part's own J
  m->replace("load", part<Inertia>(), {.carry = CarryOver::All});
  EXPECT_DOUBLE_EQ(m->parameter_value("load.J"), 5.0);  // All: the old part's J
}

TEST(Builder, ReplaceChecksPortsByNameDomainAndDirection) {
  auto m = driven_load(1.0, 0.0);
  const double before = simulate(*m, {.t_stop = 1.0}).final("load.w");
  // missing port
  std::string msg = error_of([&] { m->replace<electrical::Resistor>("load"); });
  EXPECT_TRUE(contains(msg,
                       "cannot replace 'load' (Inertia) by a Resistor: it is connected "
                       "through its rotational port 'flange_a' (connect(torque.flange, "
                       "load.flange_a)), which the replacement does not have; the "
                       "replacement's ports are: p (electrical), n (electrical)"))
      << msg;
  // same name, other domain
  msg = error_of([&] {
    m->replace("load", [](ComponentContext ctx) {
      auto c = std::make_unique<Component>(std::move(ctx));
      c->declare_port("flange_a", electrical::pin_type());
      return c;
    });
  });
  EXPECT_TRUE(contains(msg,
                       "it is connected through its rotational port 'flange_a' "
                       "(connect(torque.flange, load.flange_a)), but the replacement's port "
                       "'flange_a' is a electrical port"))
      << msg;
  // a part built for another place
  msg = error_of([&] {
    m->replace("load", std::make_unique<Inertia>(ComponentContext{"x", "Inertia"}));
  });
  EXPECT_TRUE(contains(msg,
                       "was built for the place 'x'; build it with the context "
                       "model.context_for(\"load\")"))
      << msg;
  // unknown path, with the nearest one
  msg = error_of([&] { m->replace<Inertia>("laod"); });
  EXPECT_TRUE(contains(msg, "no component 'laod' in model 'driven'. Did you mean 'load'?")) << msg;
  // refused replacements left the model as it was
  EXPECT_EQ(m->find_child("load")->type_name(), "Inertia");
  EXPECT_DOUBLE_EQ(simulate(*m, {.t_stop = 1.0}).final("load.w"), before);

  // Connections written inside a subsystem are checked too.
  Model braked("braked");
  braked.add<BrakedShaft>("axis", BrakedShaft::Params{});
  msg = error_of([&] { braked.replace<electrical::Resistor>("axis.inertia"); });
  EXPECT_TRUE(contains(msg,
                       "cannot replace 'axis.inertia' (Inertia) by a Resistor: it is "
                       "connected through its rotational port 'flange_a' "
                       "(connect(axis.shaft, axis.inertia.flange_a))"))
      << msg;

  // Signal ports keep their direction.
  Model sig("signals");
  auto& sine = sig.add<blocks::Sine>("sine");
  auto& torque = sig.add<Torque>("torque");
  sig.connect(sine.y, torque.tau);
  msg = error_of([&] {
    sig.replace("sine", [](ComponentContext ctx) {
      auto c = std::make_unique<Component>(std::move(ctx));
      signal::declare_input(*c, "y");
      return c;
    });
  });
  EXPECT_TRUE(contains(msg,
                       "its signal port 'y' (connect(sine.y, torque.tau)) is an output, but "
                       "the replacement's is an input"))
      << msg;
}

TEST(Builder, APartWhoseVariablesOtherEquationsUseIsNotReplaced) {
  auto m = driven_load(1.0, 0.0);
  m->replace("load", [](ComponentContext ctx) {
    return std::make_unique<BrakedInertia>(std::move(ctx), 1.0, 1.0);
  });
  // BrakedInertia writes phi = inertia.phi: a new inner inertia would leave
  // that equation with a variable of nothing.
  const std::string msg = error_of([&] { m->replace<Inertia>("load.inertia"); });
  EXPECT_TRUE(contains(msg,
                       "cannot replace 'load.inertia' (Inertia): an equation of 'load' "
                       "(Subsystem) uses its 'load.inertia.phi' directly"))
      << msg;
  EXPECT_EQ(m->replacements().size(), 1u);
  // Its brake is used through ports only.
  m->replace<Damper>("load.brake", Damper::Params{.d = 4.0});
  Results r = simulate(*m, {.t_stop = 1.0, .rtol = 1e-10, .atol = 1e-12});
  EXPECT_NEAR(r.final("load.w"), 0.25 * (1 - std::exp(-4.0)), 1e-7);  // tau/d (1 - e^(-d t/J))
}

TEST(Builder, AReplacedComponentStaysAllocated) {
  auto m = driven_load(1.0, 0.0);
  Inertia& old = dynamic_cast<Inertia&>(*m->find_child("load"));
  m->replace<Inertia>("load", Inertia::Params{.J = 2.0});
  // Reading the old component is defined (ASan checks it) but it is no longer the model's.
  EXPECT_EQ(old.path(), "load");
  EXPECT_EQ(old.flange_a.port->path(), "load.flange_a");
  EXPECT_NE(m->find_child("load"), &old);
  // Using the old reference to change the model is refused (issue 14): it
  // would silently act on the new part, or on nothing.
  auto& spring = m->add<Spring>("spring", Spring::Params{.c = 10});
  const std::string msg = error_of([&] { m->connect(old.flange_b, spring.flange_a); });
  EXPECT_TRUE(contains(msg, "'load' (Inertia) was replaced by a Inertia (Model::replace)")) << msg;
  EXPECT_TRUE(contains(msg, "cannot connect its port 'flange_b'")) << msg;
  // By path, the connection goes to the new part.
  m->connect("load.flange_b", "spring.flange_a");
  EXPECT_EQ(m->connections().back().a, "load.flange_b");
}

TEST(Builder, VariantPointsSelectTheirOptionsByName) {
  auto m = driven_load(3.0, 0.0);
  m->declare_variant("load",
                     {{"free", nullptr, "the inertia as built"},
                      {"braked",
                       [](Model& model) {
                         model.replace("load", [](ComponentContext ctx) {
                           return std::make_unique<BrakedInertia>(std::move(ctx), 1.0, 2.0);
                         });
                       }},
                      {"heavy", [](Model& model) { model.set_parameter("load.J", 3.0); }}},
                     "free", "what the torque drives");
  ASSERT_EQ(m->variant_points().size(), 1u);
  EXPECT_EQ(m->variant_point("load").selected, "free");
  EXPECT_EQ(m->variant_point("load").option_names(),
            (std::vector<std::string>{"free", "braked", "heavy"}));

  std::string msg = error_of([&] { m->select_variant("lod", "braked"); });
  EXPECT_TRUE(contains(msg,
                       "model 'driven' has no variant point 'lod'. Did you mean 'load'? Its "
                       "variant points are: load"))
      << msg;
  msg = error_of([&] { m->select_variant("load", "brakd"); });
  EXPECT_TRUE(contains(msg,
                       "variant point 'load' of model 'driven' has no option 'brakd'. Did you "
                       "mean 'braked'? Its options are: free, braked, heavy"))
      << msg;
  msg = error_of([&] { m->select_variant("load:braked"); });
  EXPECT_TRUE(contains(msg, "a variant selection is point=option, got 'load:braked'")) << msg;
  msg = error_of([&] { m->declare_variant("load", {{"a", nullptr}}, "a"); });
  EXPECT_TRUE(contains(msg, "declares variant point 'load' twice")) << msg;
  msg = error_of([&] { m->declare_variant("other", {{"a", nullptr}, {"b", nullptr}}, "c"); });
  EXPECT_TRUE(contains(msg,
                       "the default option 'c' of variant point 'other' is not one of its "
                       "options (a, b)"))
      << msg;

  m->select_variant("load=braked");
  EXPECT_EQ(m->variant_point("load").selected, "braked");
  m->select_variant("load", "braked");  // already selected: nothing happens
  EXPECT_EQ(m->replacements().size(), 1u);
  Results r = simulate(*m, {.t_stop = 1.0, .rtol = 1e-10, .atol = 1e-12});
  EXPECT_NEAR(r.final("load.w"), 1.5 * (1 - std::exp(-2.0)), 1e-7);  // tau/d (1 - e^(-d t / J))
  msg = error_of([&] { m->select_variant("load", "free"); });
  EXPECT_TRUE(contains(msg, "option 'free' is the model as built")) << msg;
  // An option that fails says which one.
  msg = error_of([&] { m->select_variant("load", "heavy"); });
  EXPECT_TRUE(contains(msg, "variant load=heavy: 'load' (Subsystem) has no parameter 'J'")) << msg;
}

TEST(Builder, UnknownPathsNameTheNearestOnes) {
  auto m = driven_load(1.0, 0.0);
  std::string msg = error_of([&] { m->set_parameter("laod.J", 2.0); });
  EXPECT_TRUE(contains(msg,
                       "no component 'laod' in model 'driven' (setting parameter 'laod.J'). "
                       "Did you mean 'load'?"))
      << msg;
  msg = error_of([&] { m->set_parameter("load.j", 2.0); });
  EXPECT_TRUE(contains(msg,
                       "'load' (Inertia) has no parameter 'j'; its parameters are: J. Did you "
                       "mean 'load.J'?"))
      << msg;
  msg = error_of([&] { m->set_start("load.ww", 1.0); });
  EXPECT_TRUE(contains(msg, "'load' (Inertia) has no variable 'ww'. Did you mean 'load.w'?"))
      << msg;
  // Found by fuzzing (fuzz/builder_api_fuzz.cpp): a path ending in a dot
  // found the component before it, and replace("load.", ...) then took 'load'
  // for its own parent and crashed.
  msg = error_of([&] { m->replace<Inertia>("load.", Inertia::Params{.J = 2}); });
  EXPECT_TRUE(contains(msg, "no component 'load.' in model 'driven'. Did you mean 'load'?")) << msg;
  msg = error_of([&] { m->connect("load..flange_a", "load.flange_b"); });
  EXPECT_TRUE(contains(msg, "load.")) << msg;
  EXPECT_EQ(m->find_child("load."), nullptr);
  EXPECT_NE(m->find_child("load"), nullptr);
  EXPECT_EQ(edit_distance("Frist", "First"), 1u);
  EXPECT_EQ(edit_distance("motor", "rotor"), 1u);
  EXPECT_EQ(edit_distance("", "abc"), 3u);
  const std::vector<std::string> motors{"torque", "pmsm_averaged", "pmsm_switched"};
  EXPECT_EQ(nearest_names("pmsm_avg", motors), (std::vector<std::string>{"pmsm_averaged"}));
  EXPECT_EQ(nearest_names("switched", motors), (std::vector<std::string>{"pmsm_switched"}));
  EXPECT_EQ(
      nearest_names("torqeu", motors, 2),
      (std::vector<std::string>{"torque", "pmsm_averaged"}));  // 1, then 11 (ties: given order)
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
