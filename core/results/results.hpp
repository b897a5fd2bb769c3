#pragma once
// Named time series of a simulation run, and the CSV writer
// (first column "time", then hierarchical names).
#include <string>
#include <vector>

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
    return data_[row * names_.size() + static_cast<std::size_t>(column)];
  }
  std::vector<double> series(const std::string& name) const;
  /// Every value, row-major (rows() x names().size()): the buffer itself, for
  /// views without a copy (the Python module's numpy arrays).
  const std::vector<double>& data() const { return data_; }
  /// Linear interpolation; at an event (two rows with one time) the later value.
  double at(const std::string& name, double t) const;
  double final(const std::string& name) const;

  /// Writes the CSV; columns: every signal, or the given subset in that order.
  void write_csv(const std::string& path, const std::vector<std::string>& columns = {}) const;

 private:
  std::vector<std::string> names_;
  std::vector<double> times_;
  std::vector<double> data_;  // row-major
};

}  // namespace acausal
