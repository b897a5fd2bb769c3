// Result files: MAT v4 in the Dymola/OpenModelica layout (written here, read
// back with matio), CSV read back, and plots drawn by gnuplot.
#include <cmath>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <matio.h>

#include "core/results/plot.hpp"
#include "core/results/result_files.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/error_text.hpp"

namespace acausal {
namespace {

using acausal::testing::error_of;

std::string temp(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / "acausal_result_files_test";
  std::filesystem::create_directories(dir);
  return (dir / name).string();
}

Results first_results() {
  const auto& entry = models::find_model("Modelica.Mechanics.Rotational.Examples.First");
  Simulation sim(compile(*entry.build()));
  return sim.run({.t_stop = 0.2, .output_interval = 1e-3});
}

TEST(ResultFiles, MatFileReadsBackEqualToTheResultsWithAliasesStoredOnce) {
  const Results r = first_results();
  const std::string path = temp("first.mat");
  write_mat(r, path);
  const Results back = read_mat(path);
  ASSERT_EQ(back.names(), r.names());
  ASSERT_EQ(back.rows(), r.rows());
  for (std::size_t k = 0; k < r.rows(); ++k) {
    ASSERT_EQ(back.times()[k], r.times()[k]);
    for (int c = 0; c < static_cast<int>(r.names().size()); ++c)
      ASSERT_EQ(back.value(k, c), r.value(k, c)) << r.names()[static_cast<std::size_t>(c)];
  }
  // Units come back from "description [unit]".
  EXPECT_EQ(back.unit(back.column("inertia1.w")), "rad/s");
  EXPECT_EQ(back.unit(back.column("inertia1.phi")), "rad");
  // Aliases are stored once: data_2 has fewer rows than there are signals,
  // and a flange torque stored as the negative of another column.
  std::unique_ptr<mat_t, int (*)(mat_t*)> file(Mat_Open(path.c_str(), MAT_ACC_RDONLY), &Mat_Close);
  ASSERT_TRUE(file);
  matvar_t* data2 = Mat_VarReadInfo(file.get(), "data_2");
  ASSERT_NE(data2, nullptr);
  std::size_t aliases = 0, negated = 0;
  for (const SignalInfo& s : r.signal_info()) {
    aliases += s.alias_of >= 0 ? 1 : 0;
    negated += s.sign < 0 ? 1 : 0;
  }
  EXPECT_GT(aliases, 5u);
  EXPECT_GT(negated, 0u);
  EXPECT_EQ(data2->dims[0], 1 + r.names().size() - aliases);
  EXPECT_EQ(data2->dims[1], r.rows());
  Mat_VarFree(data2);
  // Parameters are in data_1: inertia1.J = 1 (MSL First).
  matvar_t* data1 = Mat_VarRead(file.get(), "data_1");
  ASSERT_NE(data1, nullptr);
  EXPECT_EQ(data1->dims[1], 2u);
  EXPECT_EQ(data1->dims[0], 1 + r.parameters().size());
  const auto* d1 = static_cast<const double*>(data1->data);
  EXPECT_EQ(d1[0], 0.0);                                   // t0
  EXPECT_DOUBLE_EQ(d1[data1->dims[0]], r.times().back());  // tEnd
  Mat_VarFree(data1);
}

TEST(ResultFiles, StreamingWriterIsValidAfterEveryFinish) {
  const std::string path = temp("stream.mat");
  {
    MatResultWriter w(path, {"x", "minus_x", "y"},
                      {{.unit = "m"}, {.unit = "m", .alias_of = 0, .sign = -1}, {}},
                      {{.name = "k", .value = 2.5}});
    for (int k = 0; k < 1000; ++k) {
      const double t = k * 1e-3;
      const double row[3] = {t * t, -t * t, std::sin(t)};
      w.append(t, row);
    }
    w.finish();
  }
  const Results back = read_mat(path);
  ASSERT_EQ(back.rows(), 1000u);
  EXPECT_DOUBLE_EQ(back.at("minus_x", 0.5), -0.25);
  EXPECT_DOUBLE_EQ(back.final("y"), std::sin(0.999));
  EXPECT_EQ(back.unit(back.column("minus_x")), "m");
}

TEST(ResultFiles, CsvReadsBackAndBadFilesAreNamed) {
  const Results r = first_results();
  const std::string path = temp("first.csv");
  r.write_csv(path);
  const Results back = read_results(path);
  ASSERT_EQ(back.names(), r.names());
  EXPECT_NEAR(back.final("inertia3.w"), r.final("inertia3.w"),
              1e-12 * std::fabs(r.final("inertia3.w")));
  const std::string junk = temp("junk.mat");
  std::ofstream(junk) << "not a MAT file";
  EXPECT_NE(error_of([&] { read_mat(junk); }).find("junk.mat"), std::string::npos);
  EXPECT_NE(error_of([&] { read_results(temp("x.txt")); }).find(".csv or .mat"), std::string::npos);
}

// Streams every row into a result file and may stop the run at a given time.
class StreamToFile : public RunMonitor {
 public:
  StreamToFile(std::string path, double stop_after) : path_(std::move(path)), stop_(stop_after) {}
  void begin(const Results& columns, double, double) override {
    writer_ = open_result_writer(path_, "", columns);
  }
  bool row(double t, std::span<const double> values) override {
    writer_->append(t, values);
    ++rows;
    return t < stop_;
  }
  void finish() { writer_->finish(); }
  std::size_t rows = 0;

 private:
  std::string path_;
  double stop_;
  std::unique_ptr<ResultWriter> writer_;
};

TEST(RunMonitor, RowsStreamedToAFileWithoutKeepingThemEqualTheRunKeptInMemory) {
  const Results kept = first_results();
  const auto& entry = models::find_model("Modelica.Mechanics.Rotational.Examples.First");
  for (const char* ext : {"mat", "csv"}) {
    const std::string path = temp(std::string("streamed.") + ext);
    StreamToFile stream(path, 1e9);
    Simulation sim(compile(*entry.build()));
    const Results none =
        sim.run({.t_stop = 0.2, .output_interval = 1e-3, .monitor = &stream, .keep_rows = false});
    stream.finish();
    EXPECT_EQ(none.rows(), 0u);
    EXPECT_EQ(none.names(), kept.names());
    const Results back = read_results(path);
    ASSERT_EQ(back.rows(), kept.rows()) << ext;
    ASSERT_EQ(stream.rows, kept.rows());
    for (std::size_t k = 0; k < kept.rows(); k += 17)
      for (int c = 0; c < static_cast<int>(kept.names().size()); ++c)
        ASSERT_EQ(back.value(k, c), kept.value(k, c)) << ext << " " << kept.names()[c];
  }
}

TEST(RunMonitor, AStopRequestEndsTheRunThereWithAValidFile) {
  const Results kept = first_results();
  const auto& entry = models::find_model("Modelica.Mechanics.Rotational.Examples.First");
  const std::string path = temp("stopped.mat");
  StreamToFile stream(path, 0.05);
  Simulation sim(compile(*entry.build()));
  const Results part = sim.run({.t_stop = 0.2, .output_interval = 1e-3, .monitor = &stream});
  stream.finish();
  // The first output point at or after 0.05 s is the last one.
  ASSERT_GT(part.rows(), 40u);
  EXPECT_GE(part.times().back(), 0.05);
  EXPECT_LT(part.times().back(), 0.05 + 1.5e-3);
  EXPECT_DOUBLE_EQ(sim.stopped_at(), part.times().back());
  EXPECT_NE(sim.termination_message().find("stopped on request"), std::string::npos);
  const Results back = read_mat(path);
  ASSERT_EQ(back.rows(), part.rows());
  const int w = kept.column("inertia3.w");
  for (std::size_t k = 0; k < part.rows(); ++k) EXPECT_EQ(back.value(k, w), kept.value(k, w));
  // The same simulation runs again to the end afterwards.
  EXPECT_EQ(sim.run({.t_stop = 0.2, .output_interval = 1e-3}).rows(), kept.rows());
  EXPECT_TRUE(std::isnan(sim.stopped_at()));
}

TEST(Plot, GnuplotDrawsPngSvgAndPdfWithTheScriptBeside) {
  const Results r = first_results();
  PlotSpec spec{.title = "First",
                .x_label = "time [s]",
                .y_label = "[rad/s]",
                .series = {},
                .events = {0.05, 0.1}};
  for (const char* n : {"inertia1.w", "inertia3.w"})
    spec.series.push_back({.label = n, .x = r.times(), .y = r.series(n)});
  for (const char* ext : {"png", "svg", "pdf"}) {
    const std::string path = temp(std::string("first.") + ext);
    std::filesystem::remove(path);
    write_plot(path, spec);
    ASSERT_TRUE(std::filesystem::exists(path)) << path;
    EXPECT_GT(std::filesystem::file_size(path), 5000u) << path;  // a real figure, not an empty page
    EXPECT_TRUE(std::filesystem::exists(path + ".gp"));
  }
  EXPECT_NE(error_of([&] { write_plot(temp("first.bmp"), spec); }).find(".png, .svg or .pdf"),
            std::string::npos);
}

}  // namespace
}  // namespace acausal
