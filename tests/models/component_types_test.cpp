// The component-type registry (models/component_types.hpp): every type is
// built from its name with its default options, options reach the Params
// fields, bad options are refused with messages, and a model built from names
// simulates exactly as the same model written in C++.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/spring.hpp"
#include "components/rotational/torque.hpp"
#include "core/expr/external_function.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "models/component_types.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using models::Option;
using models::Options;
using testing::contains;
using testing::error_of;

// Options a type needs beyond its defaults (C++ objects, or a robot).
Options required_options(const std::string& type) {
  if (type == "blocks.FunctionBlock")
    return {{"f", std::any(FunctionBody(
                      [](std::span<const double> u, std::span<double> y) { y[0] = 2 * u[0]; }))}};
  if (type == "blocks.Expression")
    return {{"inputs", 1.0},
            {"f", std::any(std::function<std::vector<Expr>(std::span<const Expr>, Expr)>(
                      [](std::span<const Expr> u, Expr) { return std::vector<Expr>{2 * u[0]}; }))}};
  if (type == "blocks.TimeTable" || type == "blocks.CombiTimeTable")
    return {{"table", std::vector<std::vector<double>>{{0.0, 0.0}, {1.0, 2.0}}}};
  if (type.starts_with("robotics.") && type != "robotics.CycloidalReference" &&
      type != "robotics.CartesianReference")
    return {{"model", std::string("seed000")}};
  return {};
}

TEST(ComponentTypes, EveryLibraryPackageIsCoveredAndNamesAreUnique) {
  const auto names = models::component_type_names();
  EXPECT_GE(names.size(), 190u);
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  std::set<std::string> packages;
  for (const auto& t : models::component_types()) packages.insert(t.package);
  EXPECT_EQ(packages, (std::set<std::string>{"blocks", "drives", "electrical", "multibody",
                                             "polyphase", "power_converters", "robotics",
                                             "rotational", "thermal", "translational"}));
  for (const char* name :
       {"rotational.Inertia", "translational.Mass", "multibody.Revolute", "electrical.Resistor",
        "polyphase.Star", "drives.PmsmSpeedDrive", "blocks.LimPID", "robotics.ComputedTorque"})
    EXPECT_NE(models::find_component_type(name), nullptr) << name;
}

// The classes in components/ that declare a kTypeName, found when the test is
// built (cmake/ComponentClasses.cmake): {class, file}.
struct ComponentClass {
  std::string_view cpp_class, file;
};
constexpr ComponentClass kComponentClasses[] = {
#include "component_classes.inc"
};

// Classes with a kTypeName that are not types a user adds: each holds the
// variables of a part of one component and is built only by it.
const std::set<std::string_view> kInternalClasses = {
    "acausal::blocks::PIDPart",     // the inner blocks of blocks.PID (components/blocks/pid.cpp)
    "acausal::blocks::LimPIDPart",  // the same for blocks.LimPID (components/blocks/lim_pid.cpp)
};

// Where a package's types are registered.
std::string registry_file(std::string_view source) {
  const std::map<std::string_view, std::string_view> files = {{"rotational", "mechanics"},
                                                              {"translational", "mechanics"},
                                                              {"multibody", "multibody"},
                                                              {"electrical", "electrical"},
                                                              {"polyphase", "electrical"},
                                                              {"drives", "electrical"},
                                                              {"power_converters", "electrical"},
                                                              {"blocks", "blocks"},
                                                              {"robotics", "blocks"}};
  const auto begin = source.find('/') + 1;
  const auto it = files.find(source.substr(begin, source.find('/', begin) - begin));
  return it == files.end() ? "models/component_types_<package>.cpp"
                           : "models/component_types_" + std::string(it->second) + ".cpp";
}

// A class added to components/ is usable by name (study files, Python, --set)
// only once it is registered: this test names the classes that are not.
TEST(ComponentTypes, EveryComponentClassIsRegistered) {
  // The scan found the library (a broken pattern finds nothing).
  ASSERT_GE(std::size(kComponentClasses), 190u);
  std::set<std::string> registered;
  for (const auto& t : models::component_types()) {
    std::string name = t.cpp_class;
    // A class in an anonymous namespace is named so by the demangler.
    if (auto at = name.find("(anonymous namespace)::"); at != std::string::npos)
      name.erase(at, std::string_view("(anonymous namespace)::").size());
    registered.insert(name);
  }
  std::set<std::string_view> scanned;
  std::string missing;
  for (const auto& [cpp_class, file] : kComponentClasses) {
    if (cpp_class == "?") {
      ADD_FAILURE() << file << " declares a kTypeName that cmake/ComponentClasses.cmake cannot "
                    << "attribute to a class (a class head at the start of a line, in a "
                    << "namespace acausal::<package>)";
      continue;
    }
    scanned.insert(cpp_class);
    if (kInternalClasses.contains(cpp_class)) {
      EXPECT_FALSE(registered.contains(std::string(cpp_class)))
          << cpp_class << " is registered: take it off the internal classes of this test";
      continue;
    }
    if (!registered.contains(std::string(cpp_class)))
      missing += "\n  " + std::string(cpp_class) + " (" + std::string(file) + "): register it in " +
                 registry_file(file);
  }
  EXPECT_TRUE(missing.empty())
      << "component classes with a kTypeName that no component type builds; add each as "
         "component<Class>(\"<package>.<Type>\", \"... (MSL ...)\", Fields<Params>().add(...)), "
         "or, if it is a part only another component builds, to kInternalClasses in "
         "tests/models/component_types_test.cpp:"
      << missing;
  for (std::string_view internal : kInternalClasses)
    EXPECT_TRUE(scanned.contains(internal)) << internal << " is no longer in components/";
  // Every registered type builds a class the scan found (the scan sees them all).
  for (const auto& t : models::component_types())
    EXPECT_TRUE(scanned.contains(t.cpp_class)) << t.name << " builds " << t.cpp_class;
}

TEST(ComponentTypes, EveryTypeBuildsWithItsDefaultOptions) {
  int built = 0;
  for (const auto& t : models::component_types()) {
    if (t.name == "robotics.CartesianReference") continue;  // needs a Cartesian path object
    Model m("all");
    SCOPED_TRACE(t.name);
    Component& c = t.add(m, "part", required_options(t.name));
    EXPECT_EQ(c.path(), "part");
    EXPECT_FALSE(c.type_name().empty());
    // The same type as a replacement part builds too.
    Model m2("swap");
    m2.add<rotational::Inertia>("part");
    const Replacement r = m2.replace("part", t.part(required_options(t.name)));
    EXPECT_EQ(r.new_type, c.type_name());
    ++built;
  }
  EXPECT_GE(built, 190);
}

TEST(ComponentTypes, OptionsReachTheParamsFields) {
  Model m("m");
  models::add_component(m, "rotational.Inertia", "load", {{"J", 2.5}});
  EXPECT_EQ(m.parameter_value("load.J"), 2.5);
  models::add_component(m, "rotational.IdealGear", "gear", {{"ratio", 7.0}, {"use_support", true}});
  EXPECT_EQ(m.parameter_value("gear.ratio"), 7.0);
  EXPECT_NE(m.find_child("gear")->find_port("support"), nullptr);  // the structural flag
  auto& world = models::add_component(m, "multibody.World", "world",
                                      {{"n", std::vector<double>{0, 0, -1}}, {"g", 3.0}});
  EXPECT_EQ(m.parameter_value("world.g"), 3.0);
  EXPECT_EQ(world.type_name(), "World");
  models::add_component(m, "blocks.PID", "pid",
                        {{"k", 4.0}, {"init_type", std::string("steady_state")}});
  EXPECT_EQ(m.parameter_value("pid.k"), 4.0);
  models::add_component(m, "rotational.BearingFriction", "friction",
                        {{"tau_pos", std::vector<std::vector<double>>{{0, 2}, {1, 3}}}});
  const auto& info = models::component_type("rotational.Inertia").options;
  ASSERT_EQ(info.size(), 1u);
  EXPECT_EQ(info[0].name, "J");
  EXPECT_EQ(info[0].kind, "number");
  EXPECT_EQ(info[0].default_value, "1");
}

TEST(ComponentTypes, BadNamesAndValuesAreRefusedWithTheValidOnes) {
  Model m("m");
  EXPECT_TRUE(
      contains(error_of([&] { models::add_component(m, "rotational.Inertai", "x"); }),
               "no component type 'rotational.Inertai'. Did you mean: 'rotational.Inertia'"));
  EXPECT_TRUE(
      contains(error_of([&] {
                 models::add_component(m, "rotational.Inertia", "x", {{"j", 2.0}});
               }),
               "rotational.Inertia has no option 'j'. Did you mean 'J'? Its options are: J"));
  EXPECT_TRUE(
      contains(error_of([&] {
                 models::add_component(m, "rotational.Inertia", "x", {{"J", std::string("heavy")}});
               }),
               "rotational.Inertia: option 'J' must be a number, got 'heavy'"));
  EXPECT_TRUE(contains(
      error_of([&] {
        models::add_component(m, "blocks.PID", "x", {{"init_type", std::string("steady")}});
      }),
      "option 'init_type' must be one of no_init, steady_state"));
  EXPECT_TRUE(contains(
      error_of([&] {
        models::add_component(m, "multibody.World", "x", {{"n", std::vector<double>{0, 1}}});
      }),
      "option 'n' must be a list of 3 numbers, got [0, 1]"));
  EXPECT_TRUE(contains(error_of([&] {
                         models::add_component(m, "multibody.Spherical", "x",
                                               {{"sequence", std::vector<double>{1, 2}}});
                       }),
                       "option 'sequence' must be a list of 3 axes 1, 2 or 3, got [1, 2]"));
  // The component's own checks still run.
  EXPECT_TRUE(contains(error_of([&] {
                         models::add_component(m, "multibody.Spherical", "x",
                                               {{"sequence", std::vector<double>{1, 1, 2}}});
                       }),
                       "sequence = {1, 1, 2} is not an order of the axes"));
  EXPECT_TRUE(contains(error_of([&] {
                         models::add_component(m, "rotational.Inertia", "x", {{"J", -1.0}});
                       }),
                       "parameter J = -1"));
  EXPECT_TRUE(contains(error_of([&] {
                         models::add_component(m, "robotics.InverseDynamics", "x",
                                               {{"model", std::string("seed001")}});
                       }),
                       "no robot model 'seed001'"));
  // Found while fuzzing the builder API (fuzz/builder_api_fuzz.cpp hung on a
  // huge phase count): an int option past the int range was cut to an int: m = 2^31 + 1 phases was
  // read as -2^31 + 1 (a message about a negative count nobody wrote), m = -2^31 - 1 as 2^31 - 1
  // phases (built until memory ran out).
  for (const double phases : {2147483649.0, -2147483649.0}) {
    const std::string msg = error_of([&] {
      models::add_component(m, "polyphase.Resistor", "x", {{"m", phases}});
    });
    EXPECT_TRUE(contains(msg,
                         "polyphase.Resistor: option 'm' must be an integer from -2147483648 to "
                         "2147483647, got "))
        << msg;
  }
  EXPECT_FALSE(m.find_child("x"));  // nothing added
}

// A named robot model takes the reflected rotor inertias of other motors
// (`armature`), in either order of the options: M(q) at q = 0 gains B on its
// diagonal, and B = seed000_reflected_rotor_inertias() is the model
// seed000_reflected, bit for bit.
TEST(ComponentTypes, ANamedRobotModelTakesAnArmatureInEitherOrder) {
  const Eigen::VectorXd reflected = dynamics::seed000_reflected_rotor_inertias();
  const std::vector<double> b(reflected.data(), reflected.data() + reflected.size());
  const auto mass_matrix = [](const Options& options) {
    Model m("M");
    models::add_component(m, "robotics.MassMatrix", "mass", options);
    for (int i = 1; i <= 6; ++i) {
      models::add_component(m, "blocks.Constant", "q" + std::to_string(i), {{"k", 0.1 * i}});
      m.connect("q" + std::to_string(i) + ".y", "mass.q[" + std::to_string(i) + "]");
    }
    const Results r = simulate(m, SimulationOptions{.t_stop = 0.1});
    std::vector<double> out;
    for (int i = 1; i <= 6; ++i)
      for (int j = 1; j <= 6; ++j)
        out.push_back(r.final("mass.M[" + std::to_string(i) + "," + std::to_string(j) + "]"));
    return out;
  };
  const std::vector<double> bare = mass_matrix({{"model", std::string("seed000")}});
  const std::vector<double> first =
      mass_matrix({{"model", std::string("seed000")}, {"armature", b}});
  const std::vector<double> last =
      mass_matrix({{"armature", b}, {"model", std::string("seed000")}});
  EXPECT_EQ(first, last);
  EXPECT_EQ(first, mass_matrix({{"model", std::string("seed000_reflected")}}));
  for (int i = 0; i < 6; ++i)
    for (int j = 0; j < 6; ++j) {
      const auto k = static_cast<std::size_t>(6 * i + j);
      EXPECT_NEAR(first[k] - bare[k], i == j ? b[static_cast<std::size_t>(i)] : 0.0, 1e-12)
          << "M[" << i + 1 << "," << j + 1 << "]";
    }
  EXPECT_GT(b[0], 0.1);  // the armature is not negligible: n_r = 80 on joint 1
  // Euler-Lagrange takes it too.
  EXPECT_EQ(mass_matrix({{"model", std::string("seed000_euler_lagrange")}, {"armature", b}})[0],
            mass_matrix({{"model", std::string("seed000_euler_lagrange_reflected")}})[0]);
  Model m("m");
  EXPECT_TRUE(
      contains(error_of([&] {
                 models::add_component(m, "robotics.ComputedTorque", "x", {{"armature", b}});
               }),
               "option 'armature' needs the robot model it adds to"));
  EXPECT_TRUE(contains(error_of([&] {
                         models::add_component(
                             m, "robotics.ComputedTorque", "x",
                             {{"model", std::string("seed000_reflected")}, {"armature", b}});
                       }),
                       "model 'seed000_reflected' has its rotor inertias already"));
  EXPECT_TRUE(contains(error_of([&] {
                         models::add_component(m, "robotics.InverseDynamics", "x",
                                               {{"model", std::string("seed000")},
                                                {"armature", std::vector<double>{1, 2}}});
                       }),
                       "2 values for the 6 joints"));
}

// The README drive, once in C++ and once by type names: the same results.
TEST(ComponentTypes, AModelBuiltFromNamesSimulatesAsTheCppOne) {
  Model a("drive");
  {
    using namespace rotational;
    a.add<Fixed>("fixed");
    auto& torque = a.add<Torque>("torque", Torque::Params{.use_support = true});
    auto& motor = a.add<Inertia>("motor", Inertia::Params{.J = 0.1});
    auto& gear = a.add<IdealGear>("gear", IdealGear::Params{.ratio = 10, .use_support = true});
    auto& spring = a.add<Spring>("spring", Spring::Params{.c = 1e4});
    auto& load = a.add<Inertia>("load", Inertia::Params{.J = 2});
    auto& sine = a.add<blocks::Sine>("sine", blocks::Sine::Params{.amplitude = 10, .f = 5});
    a.connect(sine.y, torque.tau);
    a.connect(torque.flange, motor.flange_a);
    a.connect(motor.flange_b, gear.flange_a);
    a.connect(gear.flange_b, spring.flange_a);
    a.connect(spring.flange_b, load.flange_a);
    a.connect("torque.support", "fixed.flange");
    a.connect("gear.support", "fixed.flange");
  }
  Model b("drive");
  models::add_component(b, "rotational.Fixed", "fixed");
  models::add_component(b, "rotational.Torque", "torque", {{"use_support", true}});
  models::add_component(b, "rotational.Inertia", "motor", {{"J", 0.1}});
  models::add_component(b, "rotational.IdealGear", "gear",
                        {{"ratio", 10.0}, {"use_support", true}});
  models::add_component(b, "rotational.Spring", "spring", {{"c", 1e4}});
  models::add_component(b, "rotational.Inertia", "load", {{"J", 2.0}});
  models::add_component(b, "blocks.Sine", "sine", {{"amplitude", 10.0}, {"f", 5.0}});
  for (auto [x, y] : {std::pair{"sine.y", "torque.tau"},
                      {"torque.flange", "motor.flange_a"},
                      {"motor.flange_b", "gear.flange_a"},
                      {"gear.flange_b", "spring.flange_a"},
                      {"spring.flange_b", "load.flange_a"},
                      {"torque.support", "fixed.flange"},
                      {"gear.support", "fixed.flange"}})
    b.connect(x, y);
  for (Model* m : {&a, &b}) {
    m->set_start("load.phi", 0.0, true);
    m->set_start("load.w", 0.0, true);
    m->set_start("spring.phi_rel", 0.0, true);
    m->set_start("motor.w", 0.0, true);
  }
  const SimulationOptions options{.t_stop = 0.5, .rtol = 1e-8};
  const Results ra = simulate(a, options);
  const Results rb = simulate(b, options);
  ASSERT_EQ(ra.rows(), rb.rows());
  EXPECT_EQ(ra.names(), rb.names());
  EXPECT_EQ(ra.series("load.phi"), rb.series("load.phi"));  // the same equations, bit for bit
  EXPECT_GT(std::abs(ra.final("load.phi")), 1e-4);
}

}  // namespace
}  // namespace acausal
