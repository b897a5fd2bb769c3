// Issue 14: bounded output. `run --signals` (names and globs), `--decimate N`
// and `--final-only` choose what goes to the result file; unknown names get
// the nearest ones.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "apps/cli.hpp"
#include "apps/signal_selection.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/model/names.hpp"
#include "core/results/result_files.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using testing::contains;
using testing::error_of;

const std::vector<std::string> kSignals{"arm.j1.phi", "arm.j1.w", "arm.j2.phi",
                                        "arm.j2.w",   "motor.i",  "motor.v"};

TEST(SignalSelection, GlobsMatchWholeNamesInModelOrderOnce) {
  EXPECT_TRUE(glob_match("arm.*.phi", "arm.j1.phi"));
  EXPECT_TRUE(glob_match("*", "a.b.c"));
  EXPECT_TRUE(glob_match("motor.?", "motor.i"));
  EXPECT_FALSE(glob_match("arm.*.phi", "arm.j1.phi2"));
  EXPECT_FALSE(glob_match("motor.?", "motor.iq"));
  EXPECT_EQ(cli::select_signals({"arm.*.phi", "time", "motor.v", "arm.j1.phi"}, kSignals),
            (std::vector<std::string>{"arm.j1.phi", "arm.j2.phi", "motor.v"}));
  EXPECT_EQ(cli::select_signals({"*.w"}, kSignals),
            (std::vector<std::string>{"arm.j1.w", "arm.j2.w"}));
}

TEST(SignalSelection, UnknownNamesSuggestTheNearest) {
  std::string msg = error_of([] { cli::select_signals({"arm.j1.phj"}, kSignals); });
  EXPECT_TRUE(contains(msg, "--signals: the model has no signal 'arm.j1.phj'")) << msg;
  EXPECT_TRUE(contains(msg, "Did you mean 'arm.j1.phi'?")) << msg;
  msg = error_of([] { cli::select_signals({"motr.*"}, kSignals); });
  EXPECT_TRUE(contains(msg, "no signal matches 'motr.*'")) << msg;
  EXPECT_TRUE(contains(msg, "Did you mean 'motor.")) << msg;
  msg = error_of([] { cli::select_signals({""}, kSignals); });
  EXPECT_TRUE(contains(msg, "--signals: an empty name")) << msg;
}

int run_cli(std::vector<std::string> args) {
  args.insert(args.begin(), "acausal");
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  ::testing::internal::CaptureStdout();
  ::testing::internal::CaptureStderr();
  const int code = cli::main(static_cast<int>(argv.size()), argv.data());
  ::testing::internal::GetCapturedStdout();
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(code, 0) << err;
  return code;
}

const std::string kFirst = "Modelica.Mechanics.Rotational.Examples.First";

std::string out_file(const std::string& name) {
  return std::string(ACAUSAL_BINARY_DIR) + "/trust_" + name + ".csv";
}

// Chosen columns that are unknowns as they are (states, algebraic unknowns,
// derivatives) are read from the point without the signal program, and
// output rows of the explicit formulation are completed by the recorder's
// own slice of the causal sequence: every chosen column equals the same
// column of a run that records everything, bit for bit, with either solver.
TEST(RunOutput, ChosenColumnsEqualTheColumnsOfAFullRunBitForBit) {
  const models::ModelEntry& entry = models::find_model(kFirst);
  auto compiled = compile(*entry.build());
  // States (inertia3.w, damper.phi_rel), an algebraic unknown (inertia1.w),
  // a derivative (inertia2.a), aliases (spring.flange_b.tau, fixed.flange.phi)
  // and an expression of the sources (torque.tau).
  const std::vector<std::string> chosen{"inertia3.w", "damper.phi_rel",      "inertia1.w",
                                        "inertia2.a", "spring.flange_b.tau", "fixed.flange.phi",
                                        "torque.tau"};
  const std::vector<std::vector<std::string>> only_states{{"inertia3.w", "inertia3.phi"}};
  for (const char* solver : {"ida", "cvode-bdf", "ida-ode"}) {
    SimulationOptions options = entry.defaults;
    options.solver = solver;
    Simulation full_run(compiled);
    const Results full = full_run.run(options);
    for (const std::vector<std::string>& columns : {chosen, only_states[0]}) {
      options.signals = columns;
      Simulation chosen_run(compiled);
      const Results part = chosen_run.run(options);
      ASSERT_EQ(part.rows(), full.rows()) << solver;
      for (const std::string& name : columns) {
        const std::vector<double> a = part.series(name), b = full.series(name);
        ASSERT_EQ(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i)
          ASSERT_EQ(a[i], b[i]) << solver << " " << name << " row " << i;
      }
    }
  }
}

TEST(RunOutput, FinalOnlyWritesTheLastRowOfTheChosenSignals) {
  const std::string full = out_file("first_full");
  const std::string last = out_file("first_final_only");
  ASSERT_EQ(run_cli({"run", kFirst, "--quiet", "--out", full}), 0);
  ASSERT_EQ(run_cli({"run", kFirst, "--quiet", "--signals", "inertia*.w,time", "--final-only",
                     "--out", last}),
            0);
  const Results all = read_csv(full);
  const Results one = read_csv(last);
  EXPECT_EQ(one.names(), (std::vector<std::string>{"inertia1.w", "inertia2.w", "inertia3.w"}));
  ASSERT_EQ(one.rows(), 1u);
  EXPECT_DOUBLE_EQ(one.times().back(), 1.0);
  for (const std::string& s : one.names()) EXPECT_DOUBLE_EQ(one.final(s), all.final(s)) << s;
}

TEST(RunOutput, DecimateKeepsEveryNthRowAndTheLast) {
  const std::string full = out_file("first_full_grid");
  const std::string thin = out_file("first_decimated");
  // 0.3 s every 0.01 s: 31 rows; every 7th: rows 0, 7, 14, 21, 28 and the last (30).
  ASSERT_EQ(run_cli({"run", kFirst, "--quiet", "--stop", "0.3", "--interval", "0.01", "--out", full,
                     "--signals", "inertia3.phi"}),
            0);
  ASSERT_EQ(run_cli({"run", kFirst, "--quiet", "--stop", "0.3", "--interval", "0.01", "--out", thin,
                     "--signals", "inertia3.phi", "--decimate", "7"}),
            0);
  const Results all = read_csv(full);
  const Results some = read_csv(thin);
  ASSERT_EQ(all.rows(), 31u);
  ASSERT_EQ(some.rows(), 6u);
  const std::vector<std::size_t> kept{0, 7, 14, 21, 28, 30};
  for (std::size_t k = 0; k < kept.size(); ++k) {
    EXPECT_DOUBLE_EQ(some.times()[k], all.times()[kept[k]]);
    EXPECT_DOUBLE_EQ(some.series("inertia3.phi")[k], all.series("inertia3.phi")[kept[k]]);
  }
}

TEST(RunOutput, WithoutEventRowsTheFileHoldsTheGridWithRightLimits) {
  // 5 kHz sampled FOC: 250 sample instants in 0.05 s, every fifth on the 1 ms grid.
  const std::string model = "Drives.PMSM_FOC_Averaged";
  const std::string full = out_file("foc_event_rows");
  const std::string grid = out_file("foc_no_event_rows");
  const std::vector<std::string> common{"run",        model,  "--quiet",   "--stop",        "0.05",
                                        "--interval", "1e-3", "--signals", "*.w,dcSource.i"};
  std::vector<std::string> a = common, b = common;
  a.insert(a.end(), {"--out", full});
  b.insert(b.end(), {"--out", grid, "--no-event-rows"});
  ASSERT_EQ(run_cli(a), 0);
  ASSERT_EQ(run_cli(b), 0);
  const Results all = read_csv(full);
  const Results some = read_csv(grid);
  // Both limits of every sample; on the 50 grid times the left limit is the grid row.
  EXPECT_EQ(all.rows(), 51u + 2u * 250u - 50u);
  ASSERT_EQ(some.rows(), 51u);
  bool jumps = false;  // the DC current jumps at a sample on a grid time
  for (std::size_t k = 0; k < some.rows(); ++k) {
    EXPECT_NEAR(some.times()[k], 1e-3 * static_cast<double>(k), 1e-15);
    // The last row the full file has at that time: the right limit.
    std::size_t last = 0;
    for (std::size_t r = 0; r < all.rows(); ++r)
      if (all.times()[r] == some.times()[k]) last = r;
    for (const std::string& s : some.names())
      EXPECT_EQ(some.series(s)[k], all.series(s)[last]) << s << " at row " << k;
    if (last > 0 && all.times()[last - 1] == all.times()[last] &&
        all.series("dcSource.i")[last - 1] != all.series("dcSource.i")[last])
      jumps = true;
  }
  EXPECT_TRUE(jumps);
  EXPECT_NE(some.final("loadInertia.w"), 0.0);
}

}  // namespace
}  // namespace acausal
