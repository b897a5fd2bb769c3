#pragma once
// Named time series of a simulation run, and the CSV writer
// (first column "time", then hierarchical names).
#include <string>
#include <vector>

#include "core/results/signal_info.hpp"

namespace acausal {

class Results {
 public:
  Results() = default;
  explicit Results(std::vector<std::string> names);

  const std::vector<std::string>& names() const { return names_; }
  const std::vector<double>& times() const { return times_; }
  std::size_t rows() const { return times_.size(); }

  void append(double t, const double* values);
  /// Column index of a signal; throws ModelError naming similar signals.
  int column(const std::string& name) const;
  bool has(const std::string& name) const;
  double value(std::size_t row, int column) const {
    return chunks_[row / rows_per_chunk_]
                  [(row % rows_per_chunk_) * names_.size() + static_cast<std::size_t>(column)];
  }
  std::vector<double> series(const std::string& name) const;
  /// Every value, row-major (rows() x names().size()), in one buffer: the
  /// chunks are joined first (once; a later append starts a new chunk). For
  /// views without a copy (the Python module's numpy arrays).
  const std::vector<double>& contiguous_data();
  /// Linear interpolation; at an event (two rows with one time) the later value.
  double at(const std::string& name, double t) const;
  double final(const std::string& name) const;

  /// Writes the CSV; columns: every signal, or the given subset in that order.
  void write_csv(const std::string& path, const std::vector<std::string>& columns = {}) const;

  /// Units, descriptions and alias structure of the columns (empty when unknown,
  /// e.g. results read from a CSV file), and the model's parameter values.
  void set_metadata(std::vector<SignalInfo> signals, std::vector<ParameterValue> parameters);
  const std::vector<SignalInfo>& signal_info() const { return signal_info_; }
  const std::vector<ParameterValue>& parameters() const { return parameters_; }
  /// The unit of a column ("" when unknown).
  std::string unit(int column) const;

 private:
  std::vector<std::string> names_;
  std::vector<SignalInfo> signal_info_;
  std::vector<ParameterValue> parameters_;
  std::vector<double> times_;
  // Rows in fixed-size chunks, row-major within each: appending never copies
  // what is stored (runs with many signals and an event every 0.2 ms spent a
  // third of their time reallocating one growing vector).
  std::size_t rows_per_chunk_ = 1;
  std::vector<std::vector<double>> chunks_;
};

}  // namespace acausal
