// Issue 14: every bad input gets a clear error that names where it is and
// what to change -- never a crash, a hang or a silently wrong answer. One
// table of cases over the command line (strict numbers, options, --set),
// the builder API (parameters, limits, tables, start values, connections,
// structure) and the simulation (set_parameter, initialisation with a
// division by zero); each case asserts the parts of its message.
#include <cmath>
#include <functional>
#include <limits>
#include <ostream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "apps/cli.hpp"
#include "apps/numbers.hpp"
#include "components/blocks/limited.hpp"
#include "components/blocks/logical.hpp"
#include "components/blocks/math.hpp"
#include "components/blocks/nonlinear.hpp"
#include "components/blocks/profiles.hpp"
#include "components/blocks/sources.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/resistor.hpp"
#include "components/multibody/body.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/torque.hpp"
#include "components/translational/force.hpp"
#include "components/translational/mass.hpp"
#include "core/compile/compiled_model.hpp"
#include "models/msl/rotational_first.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using testing::contains;
using testing::error_of;

struct BadInput {
  std::string name;  // the test's name: letters, digits and _
  /// Runs the bad input; returns the message the user sees.
  std::function<std::string()> run;
  /// Parts the message must contain.
  std::vector<std::string> expected;
};

// ctest lists the case by name instead of a byte dump of the struct.
void PrintTo(const BadInput& input, std::ostream* os) {
  *os << input.name;
}

std::string sanitized(std::string s) {
  for (char& c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return s;
}

// ---- the command line ----

// What `acausal args...` prints on stderr; an exit code other than 1 (a
// reported error) is part of the text so that the case fails on it.
std::string cli_error(std::vector<std::string> args) {
  args.insert(args.begin(), "acausal");
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  ::testing::internal::CaptureStderr();
  ::testing::internal::CaptureStdout();
  const int code = cli::main(static_cast<int>(argv.size()), argv.data());
  const std::string err = ::testing::internal::GetCapturedStderr();
  ::testing::internal::GetCapturedStdout();
  return code == 1 ? err : "exit code " + std::to_string(code) + ": " + err;
}

void add_number_cases(std::vector<BadInput>& cases) {
  struct Option {
    const char* name;
    cli::NumberRange range;
  };
  const std::vector<Option> options{
      {"--stop", cli::positive("the stop time [s]", "1.5")},
      {"--interval", cli::positive("the output interval [s]", "1e-3")},
      {"--step", cli::positive("the step [s]", "1e-4")},
      {"--rtol", cli::relative_tolerance()},
  };
  // Not numbers at all.
  const std::vector<std::string> junk{"nan", "NaN", "-nan", "inf",  "-inf", "infinity",
                                      "abc", "",    "1.5x", "0x10", "1,5",  "+",
                                      "-",   ".",   "e5",   " 1",   "1 ",   "--"};
  for (const Option& o : options) {
    for (const std::string& text : junk)
      cases.push_back(
          {sanitized(std::string(o.name) + "_junk_" + (text.empty() ? "empty" : text)),
           [o, text] { return error_of([&] { cli::parse_number(o.name, text, o.range); }); },
           {o.name, "'" + text + "'", "not a number", std::string(o.range.example)}});
    cases.push_back({sanitized(std::string(o.name) + "_overflow"),
                     [o] { return error_of([&] { cli::parse_number(o.name, "1e999", o.range); }); },
                     {o.name, "out of the range of double precision"}});
  }
  // Numbers out of the option's range.
  for (const char* text : {"0", "-1", "-1e-300"})
    for (const Option& o : options)
      cases.push_back(
          {sanitized(std::string(o.name) + "_range_" + text),
           [o, text] { return error_of([&] { cli::parse_number(o.name, text, o.range); }); },
           {o.name, text, "must be >"}});
  for (const char* text : {"1", "10", "1e-16"})
    cases.push_back({sanitized(std::string("rtol_range_") + text),
                     [text] {
                       return error_of(
                           [&] { cli::parse_number("--rtol", text, cli::relative_tolerance()); });
                     },
                     {"--rtol", "a relative tolerance must be >= 1e-15 and < 1"}});
  for (const char* text : {"abc", "1.5", "", "-3", "0", "99999999999999999999"})
    cases.push_back(
        {sanitized(std::string("max_rows_") + (*text ? text : "empty")),
         [text] { return error_of([&] { cli::parse_integer("--max-rows", text, 1, 1000000); }); },
         {"--max-rows"}});
}

void add_command_cases(std::vector<BadInput>& cases) {
  const std::string first = "Modelica.Mechanics.Rotational.Examples.First";
  auto add = [&](std::string name, std::vector<std::string> args,
                 std::vector<std::string> expected) {
    cases.push_back(
        {"cli_" + std::move(name), [args] { return cli_error(args); }, std::move(expected)});
  };
  add("stop_nan", {"run", first, "--stop", "nan"}, {"--stop 'nan': not a number"});
  add("rtol_10", {"run", first, "--rtol", "10"}, {"--rtol 10", "must be >= 1e-15 and < 1"});
  add("interval_inf", {"run", first, "--interval", "inf"}, {"--interval 'inf': not a number"});
  add("interval_fills_memory", {"run", first, "--stop", "100", "--interval", "1e-7"},
      {"1e+09 output rows", "--max-rows", "longer --interval"});
  add("set_nan", {"run", first, "--set", "inertia3.J=nan"},
      {"--set inertia3.J 'nan': not a number"});
  add("set_negative_inertia", {"run", first, "--set", "inertia3.J=-1"},
      {"Inertia 'inertia3': parameter J = -1", "Set inertia3.J to a non-negative value"});
  add("set_without_value", {"run", first, "--set", "inertia3.J="}, {"--set expects path=value"});
  add("set_without_path", {"run", first, "--set", "=2"}, {"--set expects path=value"});
  add("set_without_equals", {"run", first, "--set", "inertia3.J"}, {"--set expects path=value"});
  add("set_unknown_parameter", {"run", first, "--set", "inertia3.K=1"},
      {"'inertia3' (Inertia) has no parameter 'K'", "its parameters are: J"});
  add("set_unknown_component", {"run", first, "--set", "inertia9.J=1"}, {"inertia9"});
  add("fixed_step_without_step", {"run", first, "--solver", "rk4"},
      {"--solver rk4 is a fixed-step method", "--step"});
  add("step_longer_than_run", {"run", first, "--solver", "euler", "--step", "5", "--stop", "1"},
      {"--step 5: the step is longer than the run"});
  add("max_rows_junk", {"run", first, "--max-rows", "many"}, {"--max-rows 'many'"});
  add("unknown_model", {"run", "Modelica.Mechanics.Rotational.Examples.Frist"},
      {"no model 'Modelica.Mechanics.Rotational.Examples.Frist'", "Did you mean"});
  add("check_unknown_model", {"check", "NoSuchModel"}, {"no model 'NoSuchModel'"});
  add("compare_rtol_nan", {"compare", first, "--rtol", "nan"}, {"--rtol 'nan': not a number"});
  add("compare_stop_negative", {"compare", first, "--stop", "-2"}, {"--stop -2", "must be > 0"});
  add("unknown_variant", {"run", first, "--variant", "nothing=else"}, {"nothing"});
  add("report_rtol_junk", {"report-c11", "--rtol", "x"}, {"--rtol 'x': not a number"});
}

// ---- the builder API ----

void add_parameter_cases(std::vector<BadInput>& cases) {
  // Every checked parameter of the MSL First model, set through Model and
  // through a compiled Simulation, to values its rule refuses.
  struct Rule {
    const char* path;
    const char* type;
    const char* fix;
  };
  const std::vector<Rule> rules{
      {"inertia1.J", "Inertia", "a non-negative value"},
      {"inertia2.J", "Inertia", "a non-negative value"},
      {"inertia3.J", "Inertia", "a non-negative value"},
      {"spring.c", "Spring", "a non-negative value"},
      {"damper.d", "Damper", "a non-negative value"},
  };
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  for (const Rule& r : rules) {
    for (double value : {-1.0, -1e-9, nan, inf, -inf}) {
      const bool finite = std::isfinite(value);
      const std::string fix = finite ? r.fix : "a finite number";
      const std::string leaf = std::string(r.path).substr(std::string(r.path).find('.') + 1);
      cases.push_back({sanitized(fmt::format("model_set_{}_{}", r.path, value)),
                       [r, value] {
                         auto m = models::msl::rotational_first();
                         return error_of([&] { m->set_parameter(r.path, value); });
                       },
                       {fmt::format("{} '", r.type), fmt::format("parameter {} = ", leaf),
                        fmt::format("Set {} to {}", r.path, fix)}});
    }
    cases.push_back({sanitized(fmt::format("simulation_set_{}", r.path)),
                     [r] {
                       auto m = models::msl::rotational_first();
                       Simulation sim(compile(*m));
                       return error_of([&] { sim.set_parameter(r.path, -2.0); });
                     },
                     {fmt::format("{} '", r.type), "= -2", fmt::format("Set {} to", r.path)}});
  }
  cases.push_back({"model_set_unknown_parameter_did_you_mean",
                   [] {
                     auto m = models::msl::rotational_first();
                     return error_of([&] { m->set_parameter("inertia3.j", 1.0); });
                   },
                   {"has no parameter 'j'", "inertia3.J"}});
  cases.push_back({"simulation_set_unknown_parameter",
                   [] {
                     auto m = models::msl::rotational_first();
                     Simulation sim(compile(*m));
                     return error_of([&] { sim.set_parameter("inertia3.K", 1.0); });
                   },
                   {"inertia3.K"}});
  cases.push_back({"set_start_nan",
                   [nan] {
                     auto m = models::msl::rotational_first();
                     return error_of([&] { m->set_start("inertia3.w", nan, true); });
                   },
                   {"set_start(inertia3.w, nan)", "finite"}});
  cases.push_back({"set_start_unknown_variable",
                   [] {
                     auto m = models::msl::rotational_first();
                     return error_of([&] { m->set_start("inertia3.omega", 0.0); });
                   },
                   {"omega"}});
}

void add_limit_cases(std::vector<BadInput>& cases) {
  using namespace blocks;
  auto build = [](auto add) {
    return [add] {
      Model m("limits");
      return error_of([&] { add(m); });
    };
  };
  cases.push_back(
      {"limiter_uMax_below_uMin",
       build([](Model& m) { m.add<Limiter>("lim", Limiter::Params{.uMax = -2, .uMin = -1}); }),
       {"Limiter 'lim'", "uMax = -2 < uMin = -1", "Set lim.uMax >= lim.uMin"}});
  cases.push_back({"limiter_negative_uMax_without_uMin",
                   build([](Model& m) { m.add<Limiter>("lim", Limiter::Params{.uMax = -1}); }),
                   {"Limiter 'lim'", "uMax = -1", "Set lim.uMax >= 0"}});
  cases.push_back({"limiter_set_uMax_below_uMin",
                   build([](Model& m) {
                     m.add<Limiter>("lim", Limiter::Params{.uMax = 2, .uMin = 1});
                     m.set_parameter("lim.uMax", 0.5);
                   }),
                   {"Limiter 'lim'", "uMax = 0.5 < uMin = 1"}});
  cases.push_back({"limiter_set_uMin_above_uMax",
                   build([](Model& m) {
                     m.add<Limiter>("lim", Limiter::Params{.uMax = 2, .uMin = 1});
                     m.set_parameter("lim.uMin", 3);
                   }),
                   {"Limiter 'lim'", "uMax = 2 < uMin = 3"}});
  cases.push_back({"limiter_set_both_crossed",
                   build([](Model& m) {
                     m.add<Limiter>("lim", Limiter::Params{.uMax = 2, .uMin = 1});
                     m.set_parameters({{"lim.uMax", -5}, {"lim.uMin", -4}});
                   }),
                   {"uMax = -5 < uMin = -4"}});
  cases.push_back({"limiter_simulation_set_below_compiled_uMin",
                   [] {
                     Model m("limits");
                     m.add<Limiter>("lim", Limiter::Params{.uMax = 2, .uMin = 1});
                     m.add<Constant>("c", Constant::Params{.k = 1.5});
                     m.connect("c.y", "lim.u");
                     Simulation sim(compile(m));
                     return error_of([&] { sim.set_parameter("lim.uMax", 0.0); });
                   },
                   {"Limiter 'lim'", "uMax = 0 < uMin = 1"}});
  cases.push_back(
      {"dead_zone_crossed",
       build([](Model& m) { m.add<DeadZone>("dz", DeadZone::Params{.uMax = 0, .uMin = 1}); }),
       {"DeadZone 'dz'", "uMax = 0 < uMin = 1"}});
  cases.push_back({"lim_integrator_crossed",
                   build([](Model& m) {
                     m.add<LimIntegrator>("li", LimIntegrator::Params{.outMax = 1, .outMin = 2});
                   }),
                   {"LimIntegrator 'li'", "outMax = 1 < outMin = 2"}});
  cases.push_back(
      {"lim_pid_crossed",
       build([](Model& m) { m.add<LimPID>("pid", LimPID::Params{.yMax = 1, .yMin = 2}); }),
       {"LimPID 'pid'", "yMax = 1 < yMin = 2"}});
  cases.push_back({"lim_pid_y_start_outside",
                   build([](Model& m) {
                     m.add<LimPID>(
                         "pid",
                         LimPID::Params{.yMax = 1, .init_type = Init::InitialOutput, .y_start = 5});
                   }),
                   {"LimPID 'pid'", "y_start = 5 is outside of the limits", "Set pid.y_start"}});
  cases.push_back(
      {"hysteresis_equal_limits",
       build([](Model& m) { m.add<Hysteresis>("h", Hysteresis::Params{.uLow = 1, .uHigh = 1}); }),
       {"Hysteresis 'h'", "uHigh = 1 <= uLow = 1", "Set h.uHigh > h.uLow"}});
  cases.push_back({"hysteresis_set_uLow_above",
                   build([](Model& m) {
                     m.add<Hysteresis>("h", Hysteresis::Params{.uLow = 0, .uHigh = 1});
                     m.set_parameter("h.uLow", 2);
                   }),
                   {"Hysteresis 'h'", "uHigh = 1 <= uLow = 2"}});
  cases.push_back(
      {"slew_rate_positive_falling",
       build([](Model& m) {
         m.add<SlewRateLimiter>("s", SlewRateLimiter::Params{.Rising = 1, .Falling = 1});
       }),
       {"SlewRateLimiter 's'", "parameter Falling = 1", "Set s.Falling to a negative value"}});
  cases.push_back(
      {"slew_rate_zero_rising",
       build([](Model& m) { m.add<SlewRateLimiter>("s", SlewRateLimiter::Params{.Rising = 0}); }),
       {"SlewRateLimiter 's'", "parameter Rising = 0", "Set s.Rising to"}});
  const double nan = std::numeric_limits<double>::quiet_NaN();
  cases.push_back({"time_table_nan_value",
                   build([nan](Model& m) {
                     m.add<TimeTable>("tt", TimeTable::Params{.table = {{0, 0}, {1, nan}}});
                   }),
                   {"TimeTable 'tt'", "row 2", "not finite"}});
  cases.push_back({"time_table_nan_time",
                   build([nan](Model& m) {
                     m.add<TimeTable>("tt", TimeTable::Params{.table = {{0, 0}, {nan, 1}}});
                   }),
                   {"TimeTable 'tt'", "row 2", "not finite"}});
  cases.push_back({"time_table_empty",
                   build([](Model& m) { m.add<TimeTable>("tt", TimeTable::Params{}); }),
                   {"TimeTable 'tt'", "no table values"}});
  cases.push_back({"time_table_not_from_zero",
                   build([](Model& m) {
                     m.add<TimeTable>("tt", TimeTable::Params{.table = {{1, 0}, {2, 1}}});
                   }),
                   {"TimeTable 'tt'", "the first point in time has to be 0"}});
}

void add_body_cases(std::vector<BadInput>& cases) {
  using multibody::Body;
  auto body = [](std::string name, Body::Params p, std::vector<std::string> expected) {
    return BadInput{"body_" + std::move(name),
                    [p] {
                      Model m("bodies");
                      return error_of([&] { m.add<Body>("b", p); });
                    },
                    std::move(expected)};
  };
  cases.push_back(body("negative_mass", {.m = -1}, {"Body 'b'", "parameter m = -1"}));
  cases.push_back(
      body("negative_moment", {.I_11 = -1}, {"Body 'b'", "parameter I_11 = -1", "Set b.I_11"}));
  cases.push_back(body("triangle_inequality", {.I_11 = 1, .I_22 = 0.1, .I_33 = 0.1},
                       {"body 'b'", "set the parameters m, r_CM, I_11 ... I_32 of 'b'"}));
  cases.push_back(body("indefinite_products", {.I_11 = 1, .I_22 = 1, .I_33 = 1, .I_21 = 2},
                       {"body 'b'", "not positive semi-definite"}));
  cases.push_back({"body_set_indefinite_product",
                   [] {
                     Model m("bodies");
                     m.add<Body>("b", Body::Params{.I_11 = 1, .I_22 = 1, .I_33 = 1});
                     return error_of([&] { m.set_parameter("b.I_21", 5.0); });
                   },
                   {"body 'b'", "not positive semi-definite"}});
  cases.push_back({"body_set_together_still_indefinite",
                   [] {
                     Model m("bodies");
                     m.add<Body>("b", Body::Params{.I_11 = 1, .I_22 = 1, .I_33 = 1});
                     return error_of([&] {
                       m.set_parameters({{"b.I_11", 0.1}, {"b.I_22", 0.1}, {"b.I_33", 5.0}});
                     });
                   },
                   {"body 'b'"}});
}

// A component that divides by an unknown which starts at 0.
class Divides : public Component {
 public:
  static constexpr const char* kTypeName = "Divides";
  explicit Divides(ComponentContext ctx, bool square_root) : Component(std::move(ctx)) {
    Expr x = variable("x", {.start = 0.0});
    Expr y = variable("y", {.start = 0.0, .fixed = true});
    equation(der(y), 1.0);
    if (square_root)
      equation(x * x, sqrt(y) + 1.0);
    else
      equation(x * x * x + x, 1.0 / y);  // implicit in x: Newton solves it
  }
};

void add_structure_cases(std::vector<BadInput>& cases) {
  cases.push_back({"connect_domain_mismatch",
                   [] {
                     Model m("mixed");
                     m.add<rotational::Inertia>("j");
                     m.add<electrical::Resistor>("r");
                     return error_of([&] { m.connect("j.flange_a", "r.p"); });
                   },
                   {"domain mismatch", "j.flange_a", "r.p", "rotational", "electrical"}});
  cases.push_back({"connect_to_itself",
                   [] {
                     Model m("self");
                     m.add<rotational::Inertia>("j");
                     return error_of([&] { m.connect("j.flange_a", "j.flange_a"); });
                   },
                   {"cannot be connected to itself"}});
  cases.push_back({"connect_unknown_port",
                   [] {
                     Model m("unknown");
                     m.add<rotational::Inertia>("j");
                     m.add<rotational::Inertia>("k");
                     return error_of([&] { m.connect("j.flange_c", "k.flange_a"); });
                   },
                   {"flange_c"}});
  cases.push_back({"duplicate_name",
                   [] {
                     Model m("twice");
                     m.add<rotational::Inertia>("j");
                     return error_of([&] { m.add<rotational::Inertia>("j"); });
                   },
                   {"'j'"}});
  cases.push_back({"division_by_unknown_starting_at_zero",
                   [] {
                     Model m("divides");
                     m.add<Divides>("d", false);
                     return error_of([&] {
                       Simulation sim(compile(m));
                       sim.run({.t_stop = 0.1});
                     });
                   },
                   {"initialisation", "d.y = 0", "a non-zero start value", "a * c = b"}});
  cases.push_back({"square_root_at_zero",
                   [] {
                     Model m("root");
                     m.add<Divides>("d", true);
                     return error_of([&] {
                       Simulation sim(compile(m));
                       sim.run({.t_stop = 0.1});
                     });
                   },
                   {"initialisation", "(in d)"}});
}

// ---- step control (max_step, max_steps) ----

std::string simulation_error(SimulationOptions options) {
  return error_of([&] {
    Simulation sim(compile(*models::msl::rotational_first()));
    sim.run(options);
  });
}

void add_step_control_cases(std::vector<BadInput>& cases) {
  const std::string first = "Modelica.Mechanics.Rotational.Examples.First";
  auto cli = [&](std::string name, std::vector<std::string> args,
                 std::vector<std::string> expected) {
    args.insert(args.begin(), {"run", first});
    cases.push_back(
        {"cli_" + std::move(name), [args] { return cli_error(args); }, std::move(expected)});
  };
  cli("max_step_nan", {"--max-step", "nan"}, {"--max-step 'nan': not a number"});
  cli("max_step_zero", {"--max-step", "0"}, {"--max-step 0", "must be > 0"});
  cli("max_step_negative", {"--max-step", "-1e-3"}, {"--max-step -1e-3", "must be > 0"});
  cli("max_step_junk", {"--max-step", "1ms"}, {"--max-step '1ms': not a number"});
  cli("max_steps_fraction", {"--max-steps", "1.5"}, {"--max-steps '1.5'"});
  cli("max_steps_zero", {"--max-steps", "0"}, {"--max-steps"});
  cli("max_steps_exhausted",
      {"--max-steps", "3", "--stop", "10", "--interval", "1", "--quiet", "--out",
       std::string(ACAUSAL_BINARY_DIR) + "/trust_max_steps_exhausted.csv"},
      {"max_steps = 3", "from t = 0", "Raise --max-steps"});
  const double nan = std::numeric_limits<double>::quiet_NaN();
  auto api = [&](std::string name, SimulationOptions options, std::vector<std::string> expected) {
    cases.push_back({"simulation_" + std::move(name),
                     [options] { return simulation_error(options); }, std::move(expected)});
  };
  api("max_step_nan", {.max_step = nan}, {"max_step = nan", "0 for the automatic choice"});
  api("max_step_negative", {.max_step = -1}, {"max_step = -1", "largest step in seconds"});
  api("max_steps_zero", {.max_steps = 0}, {"max_steps = 0", "between two output points"});
  api("max_steps_exhausted_cvode",
      {.t_stop = 10, .output_interval = 1, .max_steps = 4, .solver = "cvode-adams"},
      {"cvode-adams took max_steps = 4 steps", "raise --max-steps"});
  api("max_steps_exhausted_euler",
      {.t_stop = 10, .output_interval = 1, .max_steps = 4, .solver = "euler", .step = 1e-3},
      {"more than max_steps = 4 steps", "--max-steps"});
  // Found by fuzzing (fuzz/builder_api_fuzz.cpp): these reached the output
  // schedule's internal check ("internal error (this is a bug)"), an exception
  // that is no acausal::Error.
  const double inf = std::numeric_limits<double>::infinity();
  api("stop_infinite", {.t_stop = inf}, {"start time 0 and stop time inf must be finite numbers"});
  api("output_interval_infinite", {.output_interval = inf},
      {"output interval inf must be a finite number"});
  api("output_interval_nan", {.output_interval = nan},
      {"output interval nan must be a finite number"});
  api("output_interval_below_resolution", {.t_stop = 1, .output_interval = 1e-13},
      {"output interval 1e-13 s is not above the time resolution 1e-12 s of a run from 0 to 1 s",
       "give a longer interval"});
  api("run_shorter_than_resolution", {.t_stop = 1e-12},
      {"the run from 0 to 1e-12 s is too short", "the default output interval",
       "time resolution 1e-12 s"});
}

// ---- references kept across Model::replace ----

void add_replace_cases(std::vector<BadInput>& cases) {
  auto replaced = [](const std::function<void(Model&, rotational::Inertia & old)>& use) {
    return error_of([&] {
      Model m("replaced");
      auto& a = m.add<rotational::Inertia>("a", rotational::Inertia::Params{.J = 1});
      auto& b = m.add<rotational::Inertia>("b", rotational::Inertia::Params{.J = 1});
      m.connect(a.flange_b, b.flange_a);
      m.replace<rotational::Inertia>("a", rotational::Inertia::Params{.J = 2});
      use(m, a);  // `a` still refers to the replaced part
    });
  };
  const std::vector<std::string> expected{
      "'a' (Inertia) was replaced by a Inertia (Model::replace)", "no longer part of the model",
      "Use the reference that replace returned", "\"a\""};
  auto add = [&](std::string name, std::function<void(Model&, rotational::Inertia&)> use,
                 std::string action) {
    std::vector<std::string> parts = expected;
    parts.push_back("cannot " + action);
    cases.push_back({"replaced_" + std::move(name), [replaced, use] { return replaced(use); },
                     std::move(parts)});
  };
  add(
      "port_connected",
      [](Model& m, rotational::Inertia& old) {
        auto& c = m.add<rotational::Inertia>("c", rotational::Inertia::Params{.J = 1});
        m.connect(old.flange_a, c.flange_b);
      },
      "connect its port 'flange_a'");
  add(
      "equation_added", [](Model&, rotational::Inertia& old) { old.equation(old.w, Expr(1.0)); },
      "add an equation");
  add(
      "variable_declared", [](Model&, rotational::Inertia& old) { old.variable("extra"); },
      "declare a variable");
  add(
      "component_added",
      [](Model&, rotational::Inertia& old) {
        old.add<rotational::Inertia>("inner", rotational::Inertia::Params{.J = 1});
      },
      "add a component");
  // A variable of the old part in an equation of the model: refused when the
  // model is compiled (it used to end in std::out_of_range).
  cases.push_back({"replaced_variable_in_equation",
                   [] {
                     return error_of([] {
                       Model m("replaced");
                       auto& a =
                           m.add<rotational::Inertia>("a", rotational::Inertia::Params{.J = 1});
                       auto& b =
                           m.add<rotational::Inertia>("b", rotational::Inertia::Params{.J = 1});
                       m.connect(a.flange_b, b.flange_a);
                       m.replace<rotational::Inertia>("a", rotational::Inertia::Params{.J = 2});
                       m.equation(a.w, Expr(1.0));
                       compile(m);
                     });
                   },
                   {"uses 'a.w', which no component of the model declares", "Model::replace",
                    "the reference replace returned"}});
}

// ---- messages that name the cause ----

void add_floating_cases(std::vector<BadInput>& cases) {
  cases.push_back({"circuit_without_ground",
                   [] {
                     return error_of([] {
                       Model m("floating");
                       auto& v = m.add<electrical::ConstantVoltage>("source");
                       auto& r = m.add<electrical::Resistor>("r");
                       m.connect(v.p, r.p);
                       m.connect(r.n, v.n);
                       compile(m);
                     });
                   },
                   {"floating subsystem", "flow balance", "no Ground in an electrical circuit",
                    "Connect a reference to one of the ports of connect("}});
}

// A support flange asked for (use_support = true) and left open: the model is
// singular, and the message names the open flange and both fixes whichever
// check finds it (constant folding or the structural matching).
void add_unconnected_support_cases(std::vector<BadInput>& cases) {
  const std::string torque_fix =
      "Torque 'torque' has use_support = true but its support flange is not connected: connect "
      "torque.support to a Fixed (or to the part the Torque reacts on) or set use_support = false";
  cases.push_back(
      {"torque_support_open_sine_drive",
       [] {
         return error_of([] {
           Model m("open_support");
           auto& torque =
               m.add<rotational::Torque>("torque", rotational::Torque::Params{.use_support = true});
           auto& motor = m.add<rotational::Inertia>("motor", rotational::Inertia::Params{.J = 0.1});
           auto& sine = m.add<blocks::Sine>("sine", blocks::Sine::Params{.f = 5});
           m.connect(sine.y, torque.tau);
           m.connect(torque.flange, motor.flange_a);
           compile(m);
         });
       },
       {torque_fix, "torque.support.tau = 0"}});
  // Fed back from the speed, the open support's zero torque stops the motor
  // (motor.J * motor.a = 0): the structural check names the flange too.
  cases.push_back(
      {"torque_support_open_speed_feedback",
       [] {
         return error_of([] {
           Model m("open_support");
           auto& torque =
               m.add<rotational::Torque>("torque", rotational::Torque::Params{.use_support = true});
           auto& motor = m.add<rotational::Inertia>("motor", rotational::Inertia::Params{.J = 0.1});
           auto& sensor = m.add<rotational::SpeedSensor>("sensor");
           auto& gain = m.add<blocks::Gain>("gain", blocks::Gain::Params{.k = -2});
           m.connect(sensor.flange, motor.flange_b);
           m.connect(sensor.w, gain.u);
           m.connect(gain.y, torque.tau);
           m.connect(torque.flange, motor.flange_a);
           compile(m);
         });
       },
       {torque_fix, "structurally singular", "torque.support.phi"}});
  cases.push_back({"force_support_open_constant_drive",
                   [] {
                     return error_of([] {
                       Model m("open_support");
                       auto& force = m.add<translational::Force>(
                           "force", translational::Force::Params{.use_support = true});
                       auto& mass =
                           m.add<translational::Mass>("mass", translational::Mass::Params{.m = 1});
                       auto& c = m.add<blocks::Constant>("c", blocks::Constant::Params{.k = 1});
                       m.connect(c.y, force.f);
                       m.connect(force.flange, mass.flange_a);
                       compile(m);
                     });
                   },
                   {"Force 'force' has use_support = true but its support flange is not connected",
                    "connect force.support to a Fixed", "set use_support = false", "reads c.k = 0",
                    "which does not hold"}});
}

// ---- names a compiled simulation does not have ----

void add_simulation_name_cases(std::vector<BadInput>& cases) {
  auto add = [&](std::string name, std::string path, std::vector<std::string> expected) {
    cases.push_back({"simulation_unknown_parameter_" + std::move(name),
                     [path] {
                       Simulation sim(compile(*models::msl::rotational_first()));
                       return error_of([&] { sim.set_parameter(path, 1.0); });
                     },
                     std::move(expected)});
  };
  add("wrong_case", "inertia3.j", {"has no parameter 'inertia3.j'", "Did you mean 'inertia3.J'?"});
  add("misspelt_component", "inertai3.J",
      {"has no parameter 'inertai3.J'", "Did you mean 'inertia3.J'?",
       "Parameters named 'J': inertia1.J, inertia2.J, inertia3.J"});
  add("misspelt_name", "spring.k", {"Did you mean 'spring.c'?"});
}

std::vector<BadInput> all_cases() {
  std::vector<BadInput> cases;
  add_number_cases(cases);
  add_command_cases(cases);
  add_parameter_cases(cases);
  add_limit_cases(cases);
  add_body_cases(cases);
  add_structure_cases(cases);
  add_step_control_cases(cases);
  add_replace_cases(cases);
  add_floating_cases(cases);
  add_unconnected_support_cases(cases);
  add_simulation_name_cases(cases);
  return cases;
}

class BadInputs : public ::testing::TestWithParam<BadInput> {};

TEST_P(BadInputs, GiveAClearMessage) {
  const BadInput& c = GetParam();
  const std::string message = c.run();
  EXPECT_NE(message, "(no error)") << c.name << " was accepted";
  for (const std::string& part : c.expected)
    EXPECT_TRUE(contains(message, part)) << "missing '" << part << "' in:\n" << message;
}

INSTANTIATE_TEST_SUITE_P(Issue14, BadInputs, ::testing::ValuesIn(all_cases()),
                         [](const ::testing::TestParamInfo<BadInput>& param_info) {
                           return fmt::format("{:03}_{}", param_info.index, param_info.param.name);
                         });

TEST(BadInputs, TheSuiteHasAtLeast150Cases) {
  EXPECT_GE(all_cases().size(), 150u);
}

}  // namespace
}  // namespace acausal
