// Bad input gets a clear error naming components, equations and a fix.
#include <gtest/gtest.h>

#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/resistor.hpp"
#include "components/rotational/inertia.hpp"
#include "components/translational/mass.hpp"
#include "core/compile/compiled_model.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using testing::contains;
using testing::error_of;

class Free : public Component {
 public:
  static constexpr const char* kTypeName = "Free";
  explicit Free(ComponentContext ctx, int extra_equations) : Component(std::move(ctx)) {
    Expr x = variable("x", {.start = 0.0, .fixed = true});
    equation(der(x), 1.0);
    if (extra_equations > 0) equation(x * x, Expr::time());
    if (extra_equations < 0) variable("y");  // nothing determines y
  }
};

TEST(Diagnostics, OverDeterminedModelNamesTheSurplusEquations) {
  Model m("over");
  m.add<Free>("block", 1);
  std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "over-determined: 2 equations for 1 unknowns")) << msg;
  EXPECT_TRUE(contains(msg, "block.x * block.x = time  (in block)")) << msg;
  EXPECT_TRUE(contains(msg, "der(block.x) = 1  (in block)")) << msg;
}

TEST(Diagnostics, UnderDeterminedModelNamesTheFreeVariables) {
  Model m("under");
  m.add<Free>("block", -1);
  std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "under-determined: 1 equations for 2 unknowns")) << msg;
  EXPECT_TRUE(contains(msg, "No equation determines these 1 variables")) << msg;
  EXPECT_TRUE(contains(msg, "block.y")) << msg;
}

class Singular : public Component {
 public:
  static constexpr const char* kTypeName = "Singular";
  explicit Singular(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr x = variable("x"), y = variable("y"), z = variable("z");
    equation(x * y, 2.0);
    equation(sin(x) + y, 1.0);
    equation(y * y + x, 3.0);
  }
};

TEST(Diagnostics, StructurallySingularModelNamesBothParts) {
  Model m("singular");
  m.add<Singular>("s");
  std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "structurally singular")) << msg;
  EXPECT_TRUE(contains(msg, "sin(s.x) + s.y = 1  (in s)")) << msg;
  EXPECT_TRUE(contains(msg, "s.z")) << msg;
}

TEST(Diagnostics, RedundantEquationFoundByAliasEliminationIsOverDetermined) {
  Model m("redundant");
  auto& b = m.add<Free>("block", 0);
  b.equation(m.find_child("block")->variables()[0].symbol, Expr::time());
  std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "over-determined")) << msg;
  EXPECT_TRUE(contains(msg, "der(block.x) = 1  (in block) is redundant")) << msg;
}

TEST(Diagnostics, UnconnectedComponentIsNamed) {
  using namespace electrical;
  Model m("circuit");
  auto& source = m.add<ConstantVoltage>("source", ConstantVoltage::Params{.V = 1});
  auto& r1 = m.add<Resistor>("r1");
  auto& ground = m.add<Ground>("ground");
  m.add<Resistor>("r2");  // forgotten
  m.connect(source.p, r1.p);
  m.connect(r1.n, ground.p);
  m.connect(source.n, ground.p);
  std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "Not connected at all: r2")) << msg;
  EXPECT_TRUE(contains(msg, "in unconnected port r2.")) << msg;
}

TEST(Diagnostics, NegativeMassIsRejectedWithTheComponentPath) {
  Model m("m");
  std::string msg =
      error_of([&] { m.add<translational::Mass>("slider", translational::Mass::Params{.m = -2}); });
  EXPECT_TRUE(contains(msg, "Mass 'slider'")) << msg;
  EXPECT_TRUE(contains(msg, "m = -2")) << msg;
  EXPECT_TRUE(contains(msg, "Set slider.m to a non-negative value")) << msg;
  // and by path later on
  m.add<translational::Mass>("slider");
  msg = error_of([&] { m.set_parameter("slider.m", -1.0); });
  EXPECT_TRUE(contains(msg, "Mass 'slider'")) << msg;
}

TEST(Diagnostics, DomainMismatchInConnectNamesBothPorts) {
  Model m("mixed");
  auto& inertia = m.add<rotational::Inertia>("shaft");
  auto& r = m.add<electrical::Resistor>("r");
  std::string msg = error_of([&] { m.connect(inertia.flange_a, r.p); });
  EXPECT_TRUE(contains(msg, "connect(shaft.flange_a, r.p)")) << msg;
  EXPECT_TRUE(contains(msg, "'shaft.flange_a' is a rotational port")) << msg;
  EXPECT_TRUE(contains(msg, "'r.p' is a electrical port")) << msg;
}

TEST(Diagnostics, UnknownPortAndParameterPathsListWhatExists) {
  Model m("paths");
  m.add<rotational::Inertia>("shaft");
  std::string msg = error_of([&] { m.connect("shaft.flange_c", "shaft.flange_a"); });
  EXPECT_TRUE(contains(msg, "has no port 'flange_c'; its ports are: flange_a, flange_b")) << msg;
  msg = error_of([&] { m.set_parameter("shaft.K", 1.0); });
  EXPECT_TRUE(contains(msg, "no parameter 'K'; its parameters are: J")) << msg;
}

TEST(Diagnostics, OverDeterminedInitialConditionsAreNamed) {
  Model m("init");
  auto& b = m.add<Free>("block", 0);
  b.initial_equation(m.find_child("block")->variables()[0].symbol, 2.0);
  std::string msg = error_of([&] { compile(m); });
  EXPECT_TRUE(contains(msg, "initial conditions over-determine")) << msg;
  EXPECT_TRUE(contains(msg, "block.x = 0 (fixed start value)")) << msg;
  EXPECT_TRUE(contains(msg, "initial equation block.x = 2")) << msg;
}

// A point on a circle of radius 1, asked to start at x = 2.
class Circle : public Component {
 public:
  static constexpr const char* kTypeName = "Circle";
  explicit Circle(ComponentContext ctx) : Component(std::move(ctx)) {
    Expr x = variable("x", {.start = 2.0, .fixed = true});
    Expr y = variable("y", {.start = 0.5});
    equation(der(x), -y);
    equation(x * x + y * y, 1.0);
  }
};

TEST(Diagnostics, InconsistentInitialConditionsNameTheViolatedEquation) {
  Model m("circle");
  m.add<Circle>("c");
  Simulation sim(compile(m));
  std::string msg = error_of([&] { sim.initialize(0.0); });
  EXPECT_TRUE(contains(msg, "initialisation")) << msg;
  EXPECT_TRUE(contains(msg, "c.x * c.x + c.y * c.y = 1  (in c)")) << msg;
}

}  // namespace
}  // namespace acausal
