#pragma once
// Results as a MATLAB v4 file in the layout Dymola and OpenModelica write
// ("dsres": Aclass, name, description, dataInfo, data_1 for parameters,
// data_2 for trajectories, binTrans), readable by DyMat/OMPython-style
// readers, by scipy.io.loadmat and by matio. An alias column is stored once:
// its dataInfo points to the column it equals, with the sign.
//
// The writer streams: rows are appended to data_2 (the last matrix, one
// column per time point) as they come, and finish() patches the sizes, so a
// long run never holds its trajectory in memory. matio cannot append to v4
// files (docs/decisions.md); it reads them back (read_mat and the tests).
#include <cstdint>
#include <cstdio>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/results/results.hpp"

namespace acausal {

/// A result file written row by row while a run goes.
class ResultWriter {
 public:
  virtual ~ResultWriter() = default;
  /// One time point: a value per column (aliases included).
  virtual void append(double t, std::span<const double> values) = 0;
  /// Completes the file; it is valid after this (also called by the destructor).
  virtual void finish() = 0;
};

class MatResultWriter : public ResultWriter {
 public:
  /// Opens `path` and writes everything but the trajectory; `info` may be
  /// empty (no units, descriptions or aliases), else one per name.
  MatResultWriter(const std::string& path, const std::vector<std::string>& names,
                  const std::vector<SignalInfo>& info,
                  const std::vector<ParameterValue>& parameters);
  ~MatResultWriter() override;
  MatResultWriter(const MatResultWriter&) = delete;
  MatResultWriter& operator=(const MatResultWriter&) = delete;

  /// Aliases are not stored: their dataInfo points to the column they equal.
  void append(double t, std::span<const double> values) override;
  /// Patches the sizes and closes the file.
  void finish() override;
  std::size_t rows() const { return rows_; }

 private:
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file_;
  std::string path_;
  std::vector<int> stored_;  // name index of each data_2 row after time
  std::vector<double> column_;
  long data1_tend_offset_ = 0;  // where data_1's second column starts
  std::size_t parameters_ = 0;
  long data2_ncols_offset_ = 0;
  std::size_t rows_ = 0;
  double t_first_ = 0, t_last_ = 0;
  bool finished_ = false;
};

/// CSV: a header "time","name",..., then one line per time point with 17
/// significant digits (exact round trip).
class CsvResultWriter : public ResultWriter {
 public:
  CsvResultWriter(const std::string& path, const std::vector<std::string>& names);
  ~CsvResultWriter() override;
  CsvResultWriter(const CsvResultWriter&) = delete;
  CsvResultWriter& operator=(const CsvResultWriter&) = delete;

  void append(double t, std::span<const double> values) override;
  void finish() override;

 private:
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file_;
  std::string path_;
  std::string line_;
};

/// A writer for the columns of `columns` (names and metadata; rows unused):
/// `format` "csv" or "mat", or empty to go by the extension (.mat: MAT,
/// anything else: CSV).
std::unique_ptr<ResultWriter> open_result_writer(const std::string& path, const std::string& format,
                                                 const Results& columns);

/// The whole results at once.
void write_mat(const Results& results, const std::string& path);

/// Reads a dsres MAT file (ours, Dymola's, OpenModelica's) with matio:
/// trajectories as columns, aliases resolved, units from "description [unit]".
Results read_mat(const std::string& path);
/// Reads a CSV written by Results::write_csv (header "time", then names).
Results read_csv(const std::string& path);
/// By extension: .mat or .csv.
Results read_results(const std::string& path);

/// Writes CSV or MAT: `format` "csv" or "mat", or empty to go by the
/// extension (.mat: MAT, anything else: CSV).
void write_results(const Results& results, const std::string& path, const std::string& format = "");

}  // namespace acausal
