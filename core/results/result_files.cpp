#include "core/results/result_files.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <matio.h>

#include "core/errors.hpp"

namespace acausal {
namespace {

// MAT v4 matrix types (MOPT = 1000 M + 100 O + 10 P + T; M = 0: little endian).
constexpr std::int32_t kDouble = 0;  // P = 0, T = 0
constexpr std::int32_t kInt32 = 20;  // P = 2, T = 0
constexpr std::int32_t kText = 51;   // P = 5 (uint8), T = 1

void put(std::FILE* f, const void* data, std::size_t bytes, const std::string& path) {
  if (bytes > 0 && std::fwrite(data, 1, bytes, f) != bytes)
    throw ModelError(fmt::format("cannot write '{}' (disk full?)", path));
}

void header(std::FILE* f, std::int32_t type, std::int32_t rows, std::int32_t cols,
            const std::string& name, const std::string& path) {
  const std::int32_t h[5] = {type, rows, cols, 0, static_cast<std::int32_t>(name.size() + 1)};
  put(f, h, sizeof h, path);
  put(f, name.c_str(), name.size() + 1, path);
}

// Strings as the columns of a text matrix (binTrans), padded with blanks.
void text_columns(std::FILE* f, const std::string& name, const std::vector<std::string>& strings,
                  const std::string& path) {
  std::size_t width = 1;
  for (const std::string& s : strings) width = std::max(width, s.size());
  header(f, kText, static_cast<std::int32_t>(width), static_cast<std::int32_t>(strings.size()),
         name, path);
  std::string column(width, ' ');
  for (const std::string& s : strings) {
    std::fill(column.begin(), column.end(), ' ');
    std::copy(s.begin(), s.end(), column.begin());
    put(f, column.data(), width, path);
  }
}

// Strings as the rows of a text matrix (Aclass), stored column-major.
void text_rows(std::FILE* f, const std::string& name, const std::vector<std::string>& strings,
               const std::string& path) {
  std::size_t width = 1;
  for (const std::string& s : strings) width = std::max(width, s.size());
  header(f, kText, static_cast<std::int32_t>(strings.size()), static_cast<std::int32_t>(width),
         name, path);
  for (std::size_t j = 0; j < width; ++j)
    for (const std::string& s : strings) {
      const char c = j < s.size() ? s[j] : ' ';
      put(f, &c, 1, path);
    }
}

std::string described(const std::string& description, const std::string& unit) {
  if (unit.empty()) return description;
  return description.empty() ? "[" + unit + "]" : description + " [" + unit + "]";
}

std::string unit_of(const std::string& description) {
  const auto open = description.rfind('[');
  const auto close = description.rfind(']');
  if (open == std::string::npos || close == std::string::npos || close < open ||
      close + 1 != description.find_last_not_of(' ') + 1)
    return {};
  return description.substr(open + 1, close - open - 1);
}

struct MatVarDeleter {
  void operator()(matvar_t* v) const { Mat_VarFree(v); }
};
using MatVar = std::unique_ptr<matvar_t, MatVarDeleter>;

MatVar read_var(mat_t* file, const char* name, const std::string& path) {
  MatVar v(Mat_VarRead(file, name));
  if (!v)
    throw ModelError(
        fmt::format("'{}' is not a result file in the Dymola/OpenModelica layout: "
                    "no matrix '{}'",
                    path, name));
  return v;
}

// Column j of a text matrix (binTrans: one string per column), blanks and NULs trimmed.
std::vector<std::string> strings_of(const matvar_t* v) {
  const std::size_t rows = v->dims[0], cols = v->dims[1];
  const auto* chars = static_cast<const char*>(v->data);
  std::vector<std::string> out;
  for (std::size_t j = 0; j < cols; ++j) {
    std::string s(chars + j * rows, rows);
    const auto end = s.find_last_not_of(std::string(" \0", 2));
    out.push_back(end == std::string::npos ? std::string() : s.substr(0, end + 1));
  }
  return out;
}

// A numeric matrix as doubles, whatever its stored class.
std::vector<double> doubles_of(const matvar_t* v) {
  const std::size_t n = v->dims[0] * v->dims[1];
  std::vector<double> out(n);
  for (std::size_t k = 0; k < n; ++k) {
    switch (v->class_type) {
      case MAT_C_DOUBLE:
        out[k] = static_cast<const double*>(v->data)[k];
        break;
      case MAT_C_SINGLE:
        out[k] = static_cast<const float*>(v->data)[k];
        break;
      case MAT_C_INT32:
        out[k] = static_cast<const std::int32_t*>(v->data)[k];
        break;
      default:
        throw ModelError("result file: unexpected matrix class in dataInfo or data");
    }
  }
  return out;
}

bool has_suffix(const std::string& path, const char* suffix) {
  const std::size_t n = std::strlen(suffix);
  return path.size() >= n && path.compare(path.size() - n, n, suffix) == 0;
}

}  // namespace

MatResultWriter::MatResultWriter(const std::string& path, const std::vector<std::string>& names,
                                 const std::vector<SignalInfo>& info,
                                 const std::vector<ParameterValue>& parameters)
    : file_(std::fopen(path.c_str(), "wb"), &std::fclose), path_(path) {
  if (!file_) throw ModelError(fmt::format("cannot write '{}'", path));
  if (!info.empty() && info.size() != names.size())
    throw InternalError("MatResultWriter: one SignalInfo per name expected");
  std::FILE* f = file_.get();
  text_rows(f, "Aclass", {"Atrajectory", "1.1", "", "binTrans"}, path_);

  // time, the parameters, then the signals.
  std::vector<std::string> all_names{"time"}, descriptions{"Simulation time [s]"};
  std::vector<std::int32_t> data_info{0, 1, 0, -1};
  for (std::size_t k = 0; k < parameters.size(); ++k) {
    all_names.push_back(parameters[k].name);
    descriptions.push_back(described(parameters[k].description, parameters[k].unit));
    for (std::int32_t x : {1, static_cast<std::int32_t>(k + 2), 0, 0}) data_info.push_back(x);
  }
  std::vector<std::int32_t> row_of(names.size(), 0);  // signed data_2 row (1-based) per name
  for (std::size_t k = 0; k < names.size(); ++k) {
    const SignalInfo* si = info.empty() ? nullptr : &info[k];
    if (si != nullptr && si->alias_of >= 0 && static_cast<std::size_t>(si->alias_of) < k) {
      row_of[k] = row_of[static_cast<std::size_t>(si->alias_of)] * (si->sign < 0 ? -1 : 1);
    } else {
      stored_.push_back(static_cast<int>(k));
      row_of[k] = static_cast<std::int32_t>(stored_.size() + 1);
    }
    all_names.push_back(names[k]);
    descriptions.push_back(si != nullptr ? described(si->description, si->unit) : std::string());
    for (std::int32_t x : {2, row_of[k], 0, -1}) data_info.push_back(x);
  }
  text_columns(f, "name", all_names, path_);
  text_columns(f, "description", descriptions, path_);
  header(f, kInt32, 4, static_cast<std::int32_t>(all_names.size()), "dataInfo", path_);
  put(f, data_info.data(), data_info.size() * sizeof(std::int32_t), path_);

  // data_1: time and parameters at t0 and at tEnd (two equal columns; the
  // times are patched by finish()).
  parameters_ = parameters.size();
  header(f, kDouble, static_cast<std::int32_t>(parameters_ + 1), 2, "data_1", path_);
  for (int column = 0; column < 2; ++column) {
    if (column == 1) data1_tend_offset_ = std::ftell(f);
    const double t = 0.0;
    put(f, &t, sizeof t, path_);
    for (const ParameterValue& p : parameters) put(f, &p.value, sizeof p.value, path_);
  }
  data2_ncols_offset_ = std::ftell(f) + static_cast<long>(2 * sizeof(std::int32_t));
  header(f, kDouble, static_cast<std::int32_t>(stored_.size() + 1), 0, "data_2", path_);
  column_.resize(stored_.size() + 1);
}

MatResultWriter::~MatResultWriter() {
  if (!finished_ && file_) {
    try {
      finish();
    } catch (...) {  // a destructor must not throw; the file stays as written
    }
  }
}

void MatResultWriter::append(double t, std::span<const double> values) {
  if (finished_) throw InternalError("MatResultWriter::append after finish");
  column_[0] = t;
  for (std::size_t k = 0; k < stored_.size(); ++k)
    column_[k + 1] = values[static_cast<std::size_t>(stored_[k])];
  put(file_.get(), column_.data(), column_.size() * sizeof(double), path_);
  if (rows_ == 0) t_first_ = t;
  t_last_ = t;
  ++rows_;
}

void MatResultWriter::finish() {
  if (finished_) return;
  finished_ = true;
  std::FILE* f = file_.get();
  const auto ncols = static_cast<std::int32_t>(rows_);
  bool ok = std::fseek(f, data2_ncols_offset_, SEEK_SET) == 0 &&
            std::fwrite(&ncols, sizeof ncols, 1, f) == 1;
  // data_1's first element of each column is the time: t0, then tEnd.
  const long first_column =
      data1_tend_offset_ - static_cast<long>((parameters_ + 1) * sizeof(double));
  ok = ok && std::fseek(f, first_column, SEEK_SET) == 0 &&
       std::fwrite(&t_first_, sizeof(double), 1, f) == 1 &&
       std::fseek(f, data1_tend_offset_, SEEK_SET) == 0 &&
       std::fwrite(&t_last_, sizeof(double), 1, f) == 1;
  ok = ok && std::fclose(file_.release()) == 0;
  if (!ok) throw ModelError(fmt::format("cannot finish '{}' (disk full?)", path_));
}

CsvResultWriter::CsvResultWriter(const std::string& path, const std::vector<std::string>& names)
    : file_(std::fopen(path.c_str(), "w"), &std::fclose), path_(path) {
  if (!file_) throw ModelError(fmt::format("cannot write '{}'", path));
  line_ = "\"time\"";
  for (const std::string& n : names) line_ += fmt::format(",\"{}\"", n);
  line_ += '\n';
  put(file_.get(), line_.data(), line_.size(), path_);
}

CsvResultWriter::~CsvResultWriter() {
  if (file_) {
    try {
      finish();
    } catch (...) {  // a destructor must not throw; the file stays as written
    }
  }
}

void CsvResultWriter::append(double t, std::span<const double> values) {
  if (!file_) throw InternalError("CsvResultWriter::append after finish");
  line_.clear();
  fmt::format_to(std::back_inserter(line_), "{:.17g}", t);
  // + 0.0 turns -0 into 0, which reads better and compares the same.
  for (double v : values) fmt::format_to(std::back_inserter(line_), ",{:.17g}", v + 0.0);
  line_ += '\n';
  put(file_.get(), line_.data(), line_.size(), path_);
}

void CsvResultWriter::finish() {
  if (!file_) return;
  if (std::fclose(file_.release()) != 0)
    throw ModelError(fmt::format("cannot finish '{}' (disk full?)", path_));
}

std::unique_ptr<ResultWriter> open_result_writer(const std::string& path, const std::string& format,
                                                 const Results& columns) {
  if (format == "mat" || (format.empty() && has_suffix(path, ".mat")))
    return std::make_unique<MatResultWriter>(path, columns.names(), columns.signal_info(),
                                             columns.parameters());
  if (format == "csv" || format.empty())
    return std::make_unique<CsvResultWriter>(path, columns.names());
  throw ModelError(fmt::format("result format '{}': choose csv or mat", format));
}

void write_results(const Results& results, const std::string& path, const std::string& format) {
  std::unique_ptr<ResultWriter> writer = open_result_writer(path, format, results);
  std::vector<double> row(results.names().size());
  for (std::size_t r = 0; r < results.rows(); ++r) {
    for (std::size_t c = 0; c < row.size(); ++c) row[c] = results.value(r, static_cast<int>(c));
    writer->append(results.times()[r], row);
  }
  writer->finish();
}

void write_mat(const Results& results, const std::string& path) {
  write_results(results, path, "mat");
}

Results read_mat(const std::string& path) {
  std::unique_ptr<mat_t, int (*)(mat_t*)> file(Mat_Open(path.c_str(), MAT_ACC_RDONLY), &Mat_Close);
  if (!file) throw ModelError(fmt::format("cannot read '{}' as a MAT file", path));
  const MatVar name = read_var(file.get(), "name", path);
  const MatVar description = read_var(file.get(), "description", path);
  const MatVar info = read_var(file.get(), "dataInfo", path);
  const MatVar data2 = read_var(file.get(), "data_2", path);
  const std::vector<std::string> names = strings_of(name.get());
  const std::vector<std::string> descriptions = strings_of(description.get());
  const std::vector<double> data_info = doubles_of(info.get());
  const std::vector<double> data = doubles_of(data2.get());
  const std::size_t rows = data2->dims[0], points = data2->dims[1];
  if (info->dims[0] != 4 || info->dims[1] != names.size())
    throw ModelError(fmt::format("'{}': dataInfo is {}x{}, expected 4x{} (binTrans layout)", path,
                                 info->dims[0], info->dims[1], names.size()));
  std::vector<std::string> signals;
  std::vector<SignalInfo> signal_info;
  std::vector<std::int64_t> source;  // signed data_2 row (1-based) per signal
  for (std::size_t k = 0; k < names.size(); ++k) {
    const int matrix = static_cast<int>(data_info[4 * k]);
    const auto row = static_cast<std::int64_t>(data_info[4 * k + 1]);
    if (matrix != 2 || std::llabs(row) == 1) continue;  // time and parameters
    if (std::llabs(row) > static_cast<std::int64_t>(rows))
      throw ModelError(fmt::format("'{}': '{}' points at row {} of data_2, which has {}", path,
                                   names[k], row, rows));
    signals.push_back(names[k]);
    SignalInfo si;
    si.description = k < descriptions.size() ? descriptions[k] : std::string();
    si.unit = unit_of(si.description);
    signal_info.push_back(si);
    source.push_back(row);
  }
  Results out(signals);
  std::vector<double> values(signals.size());
  for (std::size_t p = 0; p < points; ++p) {
    const double* column = data.data() + p * rows;
    for (std::size_t s = 0; s < signals.size(); ++s) {
      const std::int64_t row = source[s];
      values[s] = (row < 0 ? -1.0 : 1.0) * column[std::llabs(row) - 1];
    }
    out.append(column[0], values.data());
  }
  out.set_metadata(std::move(signal_info), {});
  return out;
}

Results read_csv(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw ModelError(fmt::format("cannot read '{}'", path));
  std::string line;
  std::getline(in, line);
  std::vector<std::string> names;
  {
    std::stringstream header(line);
    std::string cell;
    while (std::getline(header, cell, ',')) {
      if (cell.size() >= 2 && cell.front() == '"' && cell.back() == '"')
        cell = cell.substr(1, cell.size() - 2);
      names.push_back(cell);
    }
  }
  if (names.empty() || names.front() != "time")
    throw ModelError(fmt::format("'{}': the first column must be \"time\"", path));
  names.erase(names.begin());
  Results out(names);
  std::vector<double> row(names.size() + 1);
  std::size_t line_number = 1;
  while (std::getline(in, line)) {
    ++line_number;
    if (line.empty()) continue;
    std::size_t pos = 0, k = 0;
    while (k < row.size() && pos <= line.size()) {
      const std::size_t end = std::min(line.find(',', pos), line.size());
      char* stop = nullptr;
      const std::string cell = line.substr(pos, end - pos);
      row[k++] = std::strtod(cell.c_str(), &stop);
      if (stop == cell.c_str())
        throw ModelError(
            fmt::format("'{}', line {}: '{}' is not a number", path, line_number, cell));
      pos = end + 1;
    }
    if (k != row.size())
      throw ModelError(
          fmt::format("'{}', line {}: {} values, expected {}", path, line_number, k, row.size()));
    out.append(row[0], row.data() + 1);
  }
  return out;
}

Results read_results(const std::string& path) {
  if (has_suffix(path, ".mat")) return read_mat(path);
  if (has_suffix(path, ".csv")) return read_csv(path);
  throw ModelError(fmt::format("'{}': results are read from .csv or .mat files", path));
}

}  // namespace acausal
