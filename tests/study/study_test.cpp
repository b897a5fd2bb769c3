// Studies: the file format (every message names the file, the line and the
// nearest valid name), metrics against closed forms, failing variants, and
// the same table from one thread, two threads and two (simulated) ranks.
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "apps/study.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/inertia.hpp"
#include "tests/support/error_text.hpp"

namespace acausal::study {
namespace {

using testing::contains;

// A constant torque tau = 2 accelerating an inertia J from rest:
// w = tau t / J, phi = tau t^2 / (2 J).
std::unique_ptr<Model> ramp() {
  using namespace rotational;
  auto m = std::make_unique<Model>("Test.Ramp");
  auto& torque = m->add<ConstantTorque>("torque", ConstantTorque::Params{.tau_constant = 2.0});
  auto& load = m->add<Inertia>("load", Inertia::Params{.J = 1.0});
  m->connect(torque.flange, load.flange_a);
  m->set_start("load.phi", 0.0, true);
  m->set_start("load.w", 0.0, true);
  m->declare_variant(
      "load",
      {{"light", nullptr},
       {"heavy", [](Model& mm) { mm.replace<Inertia>("load", Inertia::Params{.J = 4.0}); }}},
      "light");
  return m;
}

models::Registry registry() {
  return models::Registry::with_builtins({models::ModelEntry{
      .name = "Test.Ramp",
      .description = "constant torque on an inertia",
      .build = ramp,
      .defaults = SimulationOptions{
          .t_stop = 1.0, .output_interval = 0.01, .rtol = 1e-10, .atol = 1e-12}}});
}

std::string parse_error(const std::string& text) {
  return testing::error_of([&] { parse_study(text, "s.yaml", registry()); });
}

double cell(const StudyResult& r, const std::string& variant, const std::string& column) {
  const std::string& c = r.table.cell(variant, column);
  if (c.empty()) return NAN;
  return std::stod(c);
}

const char* kRampStudy = R"(study: ramp
model: Test.Ramp
variants:
  - name: base
  - name: heavy
    select: {load: heavy}
  - name: half_torque
    set: {torque.tau_constant: 1}
    solver: cvode-bdf
    rtol: 1e-10
metrics:
  - name: peak_w
    peak_abs: load.w
  - name: peak_w_first_half
    peak_abs: load.w
    to: 0.5
  - name: w_at_0_25
    value_at: load.w
    t: 0.25
  - name: mean_w
    mean: load.w
  - name: rms_w
    rms: load.w
  - name: energy
    energy: load.flange_a.tau * load.w
  - name: final_phi
    final: load.phi
  - name: dw_base
    max_abs_diff: [load.w, load.w@base]
  - name: peak_{signal}
    peak_abs: "load.flange_*"
    from: 0.5
plots:
  - file: w.svg
    signals: load.w
  - file: dw.svg
    signals: ["load.w - load.w@base"]
    variants: [heavy, half_torque]
)";

TEST(Study, MetricsMatchClosedForms) {
  const Study s = parse_study(kRampStudy, "ramp.yaml", registry());
  ASSERT_EQ(s.variants.size(), 3u);
  ASSERT_EQ(s.metrics.size(), 9u);
  const std::string dir = std::string(ACAUSAL_BINARY_DIR) + "/study_test_ramp";
  std::filesystem::remove_all(dir);
  const StudyResult r = run_study(s, registry(), {.jobs = 1, .out_dir = dir});
  EXPECT_EQ(r.failed, 0) << r.table.cell("base", "error");
  // base: tau = 2, J = 1 -> w = 2 t; heavy: J = 4 -> w = t / 2; half: w = t.
  const std::map<std::string, double> slope{{"base", 2.0}, {"heavy", 0.5}, {"half_torque", 1.0}};
  const std::map<std::string, double> torque{{"base", 2.0}, {"heavy", 2.0}, {"half_torque", 1.0}};
  for (const auto& [v, k] : slope) {
    SCOPED_TRACE(v);
    EXPECT_NEAR(cell(r, v, "peak_w"), k, 1e-8);
    EXPECT_NEAR(cell(r, v, "peak_w_first_half"), k / 2, 1e-8);
    EXPECT_NEAR(cell(r, v, "w_at_0_25"), k / 4, 1e-8);
    EXPECT_NEAR(cell(r, v, "mean_w"), k / 2, 1e-8);  // trapezoid exact on a line
    // sqrt(1/3) k; the trapezoid rule on t^2 with h = 0.01 adds h^2/6 to 1/3.
    EXPECT_NEAR(cell(r, v, "rms_w"), k * std::sqrt(1.0 / 3 + 1e-4 / 6), 1e-8);
    EXPECT_NEAR(cell(r, v, "energy"), torque.at(v) * k / 2, 1e-8);  // tau * w integrated
    EXPECT_NEAR(cell(r, v, "final_phi"), k / 2, 1e-8);
    EXPECT_NEAR(cell(r, v, "dw_base"), std::fabs(k - 2.0), 1e-8);
    // the glob: one column per flange torque, over [0.5, 1]
    EXPECT_NEAR(cell(r, v, "peak_load.flange_a.tau"), torque.at(v), 1e-8);
    EXPECT_NEAR(cell(r, v, "peak_load.flange_b.tau"), 0.0, 1e-12);
    EXPECT_EQ(r.table.cell(v, "error"), "");
  }
  EXPECT_GT(cell(r, "base", "steps"), 0);
  EXPECT_GT(cell(r, "base", "residual_evals"), cell(r, "base", "steps"));
  EXPECT_EQ(cell(r, "base", "events"), 0);
  EXPECT_EQ(r.table.columns.front(), "variant");
  EXPECT_EQ(r.table.columns.back(), "error");
  // files: the CSV (one row per variant), the report, both plots
  std::ifstream csv(dir + "/study.csv");
  std::string header, line;
  std::getline(csv, header);
  EXPECT_EQ(header.rfind("variant,peak_w,peak_w_first_half,w_at_0_25,", 0), 0u) << header;
  int rows = 0;
  while (std::getline(csv, line)) ++rows;
  EXPECT_EQ(rows, 3);
  std::ifstream md(dir + "/study.md");
  std::stringstream md_text;
  md_text << md.rdbuf();
  EXPECT_TRUE(contains(md_text.str(), "| heavy | load=heavy |")) << md_text.str();
  EXPECT_TRUE(contains(md_text.str(), "![w](w.svg)"));
  std::ifstream svg(dir + "/dw.svg");
  std::stringstream svg_text;
  svg_text << svg.rdbuf();
  EXPECT_TRUE(contains(svg_text.str(), "half_torque")) << "legend names the variant";
  EXPECT_FALSE(contains(svg_text.str(), ">base<"));
}

// A Distribution standing for two ranks inside one process: rank 1 keeps
// its bytes, rank 0 gets both in rank order.
class TwoRanks : public Distribution {
 public:
  TwoRanks(int rank, std::string* rank1_bytes) : rank_(rank), rank1_bytes_(rank1_bytes) {}
  int rank() const override { return rank_; }
  int size() const override { return 2; }
  std::vector<std::string> gather(const std::string& bytes) override {
    if (rank_ == 1) {
      *rank1_bytes_ = bytes;
      return {};
    }
    return {bytes, *rank1_bytes_};
  }

 private:
  int rank_;
  std::string* rank1_bytes_;
};

StudyTable without_timing(StudyTable t) {
  for (const std::string& c : timing_columns()) {
    const auto at = std::find(t.columns.begin(), t.columns.end(), c) - t.columns.begin();
    t.columns.erase(t.columns.begin() + at);
    for (auto& row : t.rows) row.erase(row.begin() + at);
  }
  return t;
}

TEST(Study, TablesAgreeAcrossThreadsAndRanks) {
  const Study s = parse_study(kRampStudy, "ramp.yaml", registry());
  const models::Registry reg = registry();
  const StudyTable serial = without_timing(run_study(s, reg, {.jobs = 1}).table);
  const StudyTable threads = without_timing(run_study(s, reg, {.jobs = 3}).table);
  std::string bytes;
  TwoRanks rank1(1, &bytes), rank0(0, &bytes);
  const StudyResult other = run_study(s, reg, {.jobs = 1, .distribution = &rank1});
  EXPECT_FALSE(other.writer);
  EXPECT_TRUE(other.table.rows.empty());
  const StudyTable ranks =
      without_timing(run_study(s, reg, {.jobs = 2, .distribution = &rank0}).table);
  ASSERT_EQ(serial.rows.size(), 3u);
  EXPECT_EQ(serial.columns, threads.columns);
  EXPECT_EQ(serial.rows, threads.rows);
  EXPECT_EQ(serial.columns, ranks.columns);
  EXPECT_EQ(serial.rows, ranks.rows);
}

TEST(Study, AFailingVariantSaysWhyAndTheOthersRun) {
  const std::string text = R"(model: Test.Ramp
variants:
  - name: good
  - name: typo_parameter
    set:
      load.j: 2
  - name: typo_option
    select: {load: hevy}
  - name: typo_point
    select: {lod: heavy}
  - name: bad_value
    set: {load.J: -1}
  - name: wrong_port
    replace: {load: electrical.Resistor}
  - name: no_model
    model: Test.Rmp
metrics:
  - name: peak_w
    peak_abs: load.w
  - name: peak_x
    peak_abs: load.ww
  - name: maybe
    peak_abs: load.nothing
    optional: true
)";
  const Study s = parse_study(text, "bad.yaml", registry());
  const StudyResult r = run_study(s, registry(), {});
  EXPECT_EQ(r.failed, 7);  // every row: peak_x names no signal
  EXPECT_NEAR(cell(r, "good", "peak_w"), 2.0, 1e-8);
  EXPECT_EQ(r.table.cell("good", "maybe"), "");
  EXPECT_EQ(r.table.cell("good", "error"),
            "bad.yaml:20: metric 'peak_x': no signal 'load.ww' in variant 'good'. Did you mean "
            "'load.w'?");
  auto error = [&](const std::string& v) { return r.table.cell(v, "error"); };
  EXPECT_TRUE(contains(error("typo_parameter"),
                       "bad.yaml:6: variant 'typo_parameter': 'load' (Inertia) has no parameter "
                       "'j'; its parameters are: J. Did you mean 'load.J'?"))
      << error("typo_parameter");
  EXPECT_TRUE(contains(error("typo_option"),
                       "bad.yaml:8: variant 'typo_option': variant point 'load' of model "
                       "'Test.Ramp' has no option 'hevy'. Did you mean 'heavy'?"))
      << error("typo_option");
  EXPECT_TRUE(contains(error("typo_point"),
                       "bad.yaml:10: variant 'typo_point': model 'Test.Ramp' "
                       "has no variant point 'lod'. Did you mean 'load'?"))
      << error("typo_point");
  EXPECT_TRUE(contains(error("bad_value"),
                       "bad.yaml:12: variant 'bad_value': Inertia 'load': "
                       "parameter J = -1"))
      << error("bad_value");
  EXPECT_TRUE(contains(error("wrong_port"),
                       "bad.yaml:14: variant 'wrong_port': cannot replace 'load' (Inertia) by a "
                       "Resistor: it is connected through its rotational port 'flange_a'"))
      << error("wrong_port");
  EXPECT_TRUE(contains(error("no_model"),
                       "bad.yaml:16: variant 'no_model': no model 'Test.Rmp'. "
                       "Did you mean:\n    Test.Ramp"))
      << error("no_model");
  EXPECT_EQ(r.table.cell("no_model", "steps"), "");
}

TEST(Study, FileErrorsNameFileLineAndTheNearestName) {
  EXPECT_TRUE(
      contains(parse_error("model: Test.Ramp\nvariants: [\n"), "s.yaml:3:1: malformed YAML"))
      << parse_error("model: Test.Ramp\nvariants: [\n");
  std::string msg = parse_error("model: Test.Rmap\nvariants:\n  - name: a\n");
  EXPECT_TRUE(contains(msg, "s.yaml:1: no model 'Test.Rmap'. Did you mean:\n    Test.Ramp")) << msg;
  msg = parse_error("model: Test.Ramp\nvariants:\n  - name: a\n    stpo: 2\n");
  EXPECT_TRUE(contains(msg, "s.yaml:4: unknown key 'stpo' in variant 'a'. Did you mean 'stop'?"))
      << msg;
  msg = parse_error("model: Test.Ramp\nvariants:\n  - name: a\n    stop: soon\n");
  EXPECT_TRUE(contains(msg, "s.yaml:4: variant 'a': stop must be a finite number, got 'soon'"))
      << msg;
  msg = parse_error("model: Test.Ramp\nvariants:\n  - name: a\n    set: [1, 2]\n");
  EXPECT_TRUE(contains(msg, "s.yaml:4: variant 'a': set (parameter path: value) must be a mapping"))
      << msg;
  msg = parse_error("model: Test.Ramp\nvariants:\n  - name: a\n    solver: ida2\n");
  EXPECT_TRUE(contains(msg, "s.yaml:4: variant 'a': unknown solver 'ida2'. Did you mean 'ida'?"))
      << msg;
  msg = parse_error(
      "model: Test.Ramp\nvariants:\n  - name: a\n    replace: {load: rotational.Inerta}\n");
  EXPECT_TRUE(contains(msg,
                       "s.yaml:4: variant 'a': replace load: no part 'rotational.Inerta'. Did "
                       "you mean 'rotational.Inertia'?"))
      << msg;
  msg = parse_error("model: Test.Ramp\nvariants:\n  - name: a\n  - name: a\n");
  EXPECT_TRUE(contains(msg, "s.yaml:4: variant name 'a' is used twice")) << msg;
  msg = parse_error(
      "model: Test.Ramp\nvariants:\n  - name: base\nmetrics:\n  - name: d\n    max_abs_diff: "
      "[load.w, load.w@bsae]\n");
  EXPECT_TRUE(contains(msg,
                       "s.yaml:5: metric 'd': 'load.w@bsae' refers to variant 'bsae', which "
                       "the study does not define. Did you mean 'base'?"))
      << msg;
  msg = parse_error(
      "model: Test.Ramp\nvariants:\n  - name: a\nmetrics:\n  - name: m\n    peek_abs: x\n");
  EXPECT_TRUE(contains(msg,
                       "s.yaml:6: unknown key 'peek_abs' in metric 'm'. Did you mean "
                       "'peak_abs'?"))
      << msg;
  msg = parse_error(
      "model: Test.Ramp\nvariants:\n  - name: a\nmetrics:\n  - name: m\n    peak_abs: "
      "\"load.*\"\n");
  EXPECT_TRUE(contains(msg,
                       "s.yaml:5: metric 'm': the signal 'load.*' is a glob; put {signal} or "
                       "{*} in the name"))
      << msg;
  msg = parse_error(
      "model: Test.Ramp\nvariants:\n  - name: a\nmetrics:\n  - name: m{j}\n    for: "
      "{i: 1..3}\n    peak_abs: x\n");
  EXPECT_TRUE(contains(msg, "s.yaml:5: unknown placeholder '{j}' in 'm{j}'; defined here: {i}"))
      << msg;
  msg = parse_error(
      "model: Test.Ramp\nvariants:\n  - name: a\nmetrics:\n  - name: m{i}\n    for: "
      "{i: 3..1}\n    peak_abs: x\n");
  EXPECT_TRUE(contains(msg, "s.yaml:6: 'for' i: a range is FIRST..LAST with integers")) << msg;
  msg = parse_error(
      "model: Test.Ramp\nvariants:\n  - name: a\nplots:\n  - file: p.svg\n    signals: "
      "x\n    variants: [b]\n");
  EXPECT_TRUE(contains(msg,
                       "s.yaml:5: plot 'p.svg': no variant 'b' in the study. Did you mean "
                       "'a'?"))
      << msg;
  msg = parse_error("");
  EXPECT_TRUE(contains(msg, "s.yaml:1: a study file is a mapping")) << msg;
  const models::Registry reg = registry();
  const Study s = parse_study("model: Test.Ramp\nvariants:\n  - name: base\n", "s.yaml", reg);
  msg = testing::error_of([&] { run_study(s, reg, {.variants = {"bsae"}}); });
  EXPECT_TRUE(contains(msg,
                       "s.yaml: --variants: no variant 'bsae' in the study. Did you mean "
                       "'base'?"))
      << msg;
}

TEST(Study, StartValuesStopTimesAndDefaultsApply) {
  const Study s = parse_study(R"(model: Test.Ramp
defaults: {stop: 0.5}
variants:
  - name: moving
    start: {load.w: {value: 1, fixed: true}}
  - name: longer
    stop: 2
  - name: typo_start
    start: {load.ww: 1}
metrics:
  - name: peak_w
    peak_abs: load.w
)",
                              "start.yaml", registry());
  const StudyResult r = run_study(s, registry(), {});
  EXPECT_NEAR(cell(r, "moving", "peak_w"), 1 + 2 * 0.5, 1e-8);  // w = 1 + 2 t until 0.5 s
  EXPECT_NEAR(cell(r, "longer", "peak_w"), 2 * 2.0, 1e-8);      // w = 2 t until 2 s
  EXPECT_EQ(r.table.cell("typo_start", "error"),
            "start.yaml:9: variant 'typo_start': 'load' (Inertia) has no variable 'ww'. Did you "
            "mean 'load.w'?");
}

// Each variant compiles its own model, so it may fold its parameters into the
// equations: the same numbers as the tunable compile, the values set per
// variant folded in, and a bad value named at its line.
TEST(Study, VariantsMayEvaluateTheirParameters) {
  const Study s = parse_study(R"(model: Test.Ramp
defaults: {evaluate_parameters: true}
variants:
  - name: evaluated
  - name: evaluated_heavy
    set: {load.J: 4}
  - name: tunable
    evaluate_parameters: false
metrics:
  - name: peak_w
    peak_abs: load.w
)",
                              "evaluate.yaml", registry());
  const std::string dir = std::string(ACAUSAL_BINARY_DIR) + "/study_test_evaluate";
  std::filesystem::remove_all(dir);
  const StudyResult r = run_study(s, registry(), {.jobs = 1, .out_dir = dir});
  EXPECT_NEAR(cell(r, "evaluated", "peak_w"), 2.0, 1e-8);  // w = 2 t / J until 1 s
  EXPECT_NEAR(cell(r, "evaluated_heavy", "peak_w"), 0.5, 1e-8);
  EXPECT_EQ(cell(r, "tunable", "peak_w"), cell(r, "evaluated", "peak_w"));
  std::stringstream md;
  md << std::ifstream(dir + "/study.md").rdbuf();
  EXPECT_TRUE(contains(md.str(), "| tunable | parameters tunable |")) << md.str();
  EXPECT_EQ(parse_error("model: Test.Ramp\nvariants:\n  - name: a\n    evaluate_parameters: 2\n"),
            "s.yaml:4: variant 'a': evaluate_parameters must be true or false, got '2'");
}

// A part built with construction options (a component type's Params fields,
// structural ones too): the torque becomes a step of 3 N.m at 0.5 s, so
// w(1) = 3 * 0.5 / J; bad option names and values are refused at the
// options' line.
TEST(Study, ReplaceBuildsAComponentTypeWithOptions) {
  const Study s = parse_study(R"(model: Test.Ramp
variants:
  - name: step
    replace:
      torque:
        part: rotational.TorqueStep
        options: {stepTorque: 3, offsetTorque: 0, startTime: 0.5, use_support: false}
      load: {part: rotational.Inertia, options: {J: 2}, set: {J: 1.5}}
metrics:
  - name: final_w
    final: load.w
)",
                              "options.yaml", registry());
  ASSERT_EQ(s.variants[0].replace.size(), 2u);
  EXPECT_EQ(s.variants[0].replace[0].options.size(), 4u);
  const StudyResult r = run_study(s, registry(), {});
  // J = 2 from the options, then 1.5 from set: (set applies after the swap).
  EXPECT_NEAR(cell(r, "step", "final_w"), 3 * 0.5 / 1.5, 1e-8) << r.table.cell("step", "error");

  std::string msg = parse_error(
      "model: Test.Ramp\nvariants:\n  - name: a\n    replace:\n      load:\n        part: "
      "rotational.Inertia\n        options: {J: heavy}\n");
  EXPECT_TRUE(contains(msg,
                       "s.yaml:7: variant 'a': replace load: rotational.Inertia: option 'J' must "
                       "be a number, got 'heavy'"))
      << msg;
  msg = parse_error(
      "model: Test.Ramp\nvariants:\n  - name: a\n    replace:\n      load:\n        part: "
      "rotational.Inertia\n        options: {j: 2}\n");
  EXPECT_TRUE(contains(msg, "rotational.Inertia has no option 'j'. Did you mean 'J'?")) << msg;
}

TEST(Study, IndexPatternsExpandMetricsOverJoints) {
  const Study s = parse_study(R"(model: Test.Ramp
variants:
  - name: a
metrics:
  - name: max_abs_e{i}
    for: {i: 1..6}
    max_abs_diff: ["q_ref[{i}]", "q[{i}]"]
    to: 2.5
  - name: peak_{axis}_{k}
    for: {axis: [x, y], k: 1..2}
    peak_abs: "{axis}[{k}]"
)",
                              "idx.yaml", registry());
  ASSERT_EQ(s.metrics.size(), 10u);
  EXPECT_EQ(s.metrics[0].name, "max_abs_e1");
  EXPECT_EQ(s.metrics[5].name, "max_abs_e6");
  EXPECT_EQ(s.metrics[5].x.a.signal, "q_ref[6]");
  EXPECT_EQ(s.metrics[5].y.a.signal, "q[6]");
  EXPECT_EQ(*s.metrics[5].to, 2.5);
  EXPECT_EQ(s.metrics[7].name, "peak_x_2");
  EXPECT_EQ(s.metrics[8].x.a.signal, "y[1]");
}

// Found while writing the study-file fuzz harness (fuzz/study_file_fuzz.cpp,
// whose corpus replays these files): a range at the ends of the integers
// overflowed (b - a, and ++k past the last value, which never ended), and
// several indices multiplied into more combinations than memory holds.
TEST(Study, IndexRangesAreBoundedAtTheEndsOfTheIntegers) {
  auto metrics_for = [](const std::string& range) {
    return "model: Test.Ramp\nvariants:\n  - name: a\nmetrics:\n  - name: m{i}{j}\n    for: " +
           range + "\n    peak_abs: \"x{i}\"\n";
  };
  std::string msg = parse_error(metrics_for("{i: -9223372036854775808..9223372036854775807}"));
  EXPECT_TRUE(contains(msg,
                       "s.yaml:6: 'for' i: the range '-9223372036854775808..9223372036854775807' "
                       "has more than 100000 values"))
      << msg;
  msg = parse_error(metrics_for("{i: 1..99999999999999999999}"));
  EXPECT_TRUE(contains(msg,
                       "s.yaml:6: 'for' i: a range is FIRST..LAST with integers, FIRST <= LAST, "
                       "got '1..99999999999999999999'"))
      << msg;
  msg = parse_error(metrics_for("{i: 1..1000, j: 1..1000}"));
  EXPECT_TRUE(contains(msg,
                       "s.yaml:6: 'for': the indices give 1000000 combinations; at most 100000 "
                       "are allowed"))
      << msg;
  const Study s = parse_study(metrics_for("{i: 9223372036854775806..9223372036854775807, j: [a]}"),
                              "s.yaml", registry());
  ASSERT_EQ(s.metrics.size(), 2u);
  EXPECT_EQ(s.metrics[1].name, "m9223372036854775807a");
  EXPECT_EQ(s.metrics[1].x.a.signal, "x9223372036854775807");
}

}  // namespace
}  // namespace acausal::study
