#include "core/results/results.hpp"

#include <algorithm>
#include <cstdio>
#include <memory>

#include <fmt/format.h>
#include <fmt/os.h>

#include "core/errors.hpp"
#include "core/results/result_files.hpp"

namespace acausal {

Results::Results(std::vector<std::string> names)
    : names_(std::move(names)),
      rows_per_chunk_(std::max<std::size_t>(
          1, (std::size_t{1} << 17) / std::max<std::size_t>(1, names_.size()))) {}

void Results::append(double t, const double* values) {
  if (times_.size() % rows_per_chunk_ == 0) {
    chunks_.emplace_back();
    chunks_.back().reserve(rows_per_chunk_ * names_.size());
  }
  chunks_.back().insert(chunks_.back().end(), values, values + names_.size());
  times_.push_back(t);
}

const std::vector<double>& Results::contiguous_data() {
  static const std::vector<double> kEmpty;
  if (chunks_.empty()) return kEmpty;
  if (chunks_.size() > 1) {
    std::vector<double> all;
    all.reserve(times_.size() * names_.size());
    for (const std::vector<double>& chunk : chunks_)
      all.insert(all.end(), chunk.begin(), chunk.end());
    chunks_.assign(1, std::move(all));
    rows_per_chunk_ = times_.size();  // value(): the first chunk holds every row so far
  }
  return chunks_.front();
}

bool Results::has(const std::string& name) const {
  return std::find(names_.begin(), names_.end(), name) != names_.end();
}

int Results::column(const std::string& name) const {
  auto it = std::find(names_.begin(), names_.end(), name);
  if (it != names_.end()) return static_cast<int>(it - names_.begin());
  std::string near;
  const std::string tail = name.substr(name.rfind('.') + 1);
  int shown = 0;
  for (const std::string& n : names_) {
    if (shown < 8 && n.size() >= tail.size() &&
        n.compare(n.size() - tail.size(), tail.size(), tail) == 0) {
      near += (near.empty() ? "" : ", ") + n;
      ++shown;
    }
  }
  throw ModelError(fmt::format("no signal '{}' in the results{}", name,
                               near.empty() ? "" : "; similar: " + near));
}

std::vector<double> Results::series(const std::string& name) const {
  const int c = column(name);
  std::vector<double> out(times_.size());
  for (std::size_t r = 0; r < times_.size(); ++r) out[r] = value(r, c);
  return out;
}

double Results::at(const std::string& name, double t) const {
  const int c = column(name);
  if (times_.empty()) throw ModelError("results are empty");
  if (t <= times_.front()) return value(0, c);
  if (t >= times_.back()) return value(times_.size() - 1, c);
  auto it = std::upper_bound(times_.begin(), times_.end(), t);
  const std::size_t i = static_cast<std::size_t>(it - times_.begin());
  const double t0 = times_[i - 1], t1 = times_[i];
  if (t1 == t0) return value(i, c);
  const double w = (t - t0) / (t1 - t0);
  return value(i - 1, c) + w * (value(i, c) - value(i - 1, c));
}

void Results::set_metadata(std::vector<SignalInfo> signals,
                           std::vector<ParameterValue> parameters) {
  if (!signals.empty() && signals.size() != names_.size())
    throw InternalError(fmt::format("results metadata for {} columns, results have {}",
                                    signals.size(), names_.size()));
  signal_info_ = std::move(signals);
  parameters_ = std::move(parameters);
}

std::string Results::unit(int column) const {
  if (signal_info_.empty()) return {};
  return signal_info_[static_cast<std::size_t>(column)].unit;
}

double Results::final(const std::string& name) const {
  if (times_.empty()) throw ModelError("results are empty");
  return value(times_.size() - 1, column(name));
}

void Results::write_csv(const std::string& path, const std::vector<std::string>& columns) const {
  std::vector<int> cols;
  if (columns.empty()) {
    for (std::size_t k = 0; k < names_.size(); ++k) cols.push_back(static_cast<int>(k));
  } else {
    for (const std::string& n : columns) cols.push_back(column(n));
  }
  std::vector<std::string> chosen;
  for (int c : cols) chosen.push_back(names_[static_cast<std::size_t>(c)]);
  CsvResultWriter writer(path, chosen);
  std::vector<double> row(cols.size());
  for (std::size_t r = 0; r < times_.size(); ++r) {
    for (std::size_t k = 0; k < cols.size(); ++k) row[k] = value(r, cols[k]);
    writer.append(times_[r], row);
  }
  writer.finish();
}

}  // namespace acausal
