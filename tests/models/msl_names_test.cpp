// MSL's names where a user gives a name (issue 16): start values and their
// fixed attribute as MSL modifiers are shown (phi.start, phi.fixed) and as
// users type them (phi_start), through set_parameter and set_parameters (what
// --set and study files call); a parameter of such a name keeps it; bad
// values and unknown variables are refused with what to type. Component-type
// options by their MSL names (useSupport, TorqueDirection, startTime).
#include <cmath>
#include <string>

#include <gtest/gtest.h>

#include "components/blocks/continuous.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/inertia.hpp"
#include "models/component_types.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using testing::contains;
using testing::error_of;

// J = 2 driven by 3 N.m: w = w0 + 1.5 t, phi = phi0 + w0 t + 0.75 t^2.
std::unique_ptr<Model> driven_inertia() {
  auto m = std::make_unique<Model>("driven");
  auto& torque = m->add<rotational::ConstantTorque>(
      "torque", rotational::ConstantTorque::Params{.tau_constant = 3});
  auto& load = m->add<rotational::Inertia>("load", rotational::Inertia::Params{.J = 2});
  m->connect(torque.flange, load.flange_a);
  return m;
}

TEST(MslNames, StartValuesBySuffixOrAttributeName) {
  auto m = driven_inertia();
  m->set_parameters({{"load.phi.start", 0.5},
                     {"load.phi.fixed", 1},
                     {"load.w_start", -2},
                     {"load.w_fixed", 1},
                     {"load.J", 4}});
  const Results r = simulate(*m, {.t_stop = 1, .output_interval = 0.1, .rtol = 1e-10});
  // J = 4 now: w = -2 + 0.75 t, phi = 0.5 - 2 t + 0.375 t^2.
  EXPECT_NEAR(r.final("load.w"), -2 + 0.75, 1e-8);
  EXPECT_NEAR(r.final("load.phi"), 0.5 - 2 + 0.375, 1e-8);
}

TEST(MslNames, TheFixedAttributeTurnsAStartIntoAGuessAndBack) {
  auto m = driven_inertia();
  m->set_start("load.w", 0.0, true);
  m->set_parameter("load.w.start", 7);
  m->set_parameter("load.w.fixed", 0);
  const VariableDecl* w = m->find_child("load")->find_variable("w");
  ASSERT_NE(w, nullptr);
  EXPECT_EQ(w->options.start, 7.0);
  EXPECT_FALSE(w->options.fixed);
  m->set_parameter("load.w_fixed", 1);
  EXPECT_TRUE(w->options.fixed);
}

TEST(MslNames, AParameterOfThatNameIsAParameter) {
  // Integrator's y_start is a parameter (MSL's too).
  Model m("integrate");
  m.add<blocks::Integrator>("integrator", blocks::Integrator::Params{.k = 2});
  m.set_parameter("integrator.y_start", 3);
  EXPECT_EQ(m.parameter_value("integrator.y_start"), 3);
}

TEST(MslNames, BadStartsAreRefusedWithWhatToType) {
  auto m = driven_inertia();
  std::string msg = error_of([&] { m->set_parameter("load.w.fixed", 0.5); });
  EXPECT_TRUE(contains(msg, "load.w.fixed = 0.5: the fixed attribute of load.w is 0")) << msg;
  msg = error_of([&] { m->set_parameter("load.w_start", NAN); });
  EXPECT_TRUE(contains(msg, "a start value must be a finite number")) << msg;
  msg = error_of([&] { m->set_parameter("load.omega_start", 1); });
  EXPECT_TRUE(contains(msg,
                       "'load' (Inertia) has no parameter 'omega_start'; its parameters are: "
                       "J. Start values and fixed attributes are set as '<variable>.start'"))
      << msg;
  EXPECT_TRUE(contains(msg, "phi, w, a. Did you mean")) << msg;
}

TEST(MslNames, ComponentTypeOptionsByTheirMslNames) {
  Model m("m");
  models::add_component(m, "rotational.ConstantTorque", "torque",
                        {{"tau_constant", 1.0}, {"useSupport", true}});
  EXPECT_NE(m.find_child("torque")->find_port("support"), nullptr);
  models::add_component(m, "rotational.QuadraticSpeedDependentTorque", "load",
                        {{"TorqueDirection", false}});
  models::add_component(m, "blocks.Ramp", "ramp", {{"startTime", 0.5}});
  EXPECT_EQ(m.parameter_value("ramp.startTime"), 0.5);
  // The listing names the MSL spelling.
  bool listed = false;
  for (const auto& o : models::component_type("rotational.ConstantTorque").options)
    if (o.name == "use_support") listed = contains(o.description, "useSupport");
  EXPECT_TRUE(listed);
  // An MSL name that is no option of the type is still refused.
  EXPECT_TRUE(
      contains(error_of([&] {
                 models::add_component(m, "rotational.Inertia", "x", {{"useSupport", true}});
               }),
               "rotational.Inertia has no option 'useSupport'"));
}

}  // namespace
}  // namespace acausal
