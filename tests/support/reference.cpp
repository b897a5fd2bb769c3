#include "tests/support/reference.hpp"

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <stdexcept>

#include <gtest/gtest.h>

namespace acausal::testing {

namespace fs = std::filesystem;

std::string shared_dir() {
  return ACAUSAL_SHARED_DIR;
}

std::string msl_case_dir(const std::string& msl_case) {
  fs::path p = fs::path(shared_dir()) / "reference" / "msl" / msl_case;
  return fs::is_directory(p) ? p.string() : std::string();
}

std::vector<std::string> comparison_signals(const std::string& case_dir) {
  std::ifstream in(fs::path(case_dir) / "comparisonSignals.txt");
  std::vector<std::string> out;
  std::string line;
  while (std::getline(in, line)) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (!line.empty() && line != "time") out.push_back(line);
  }
  return out;
}

const std::vector<double>& ReferenceTable::column(const std::string& name) const {
  for (std::size_t k = 0; k < names.size(); ++k)
    if (names[k] == name) return columns[k];
  throw std::runtime_error("reference has no column " + name);
}

ReferenceTable read_reference(const std::string& case_dir, const std::string& file) {
  std::ifstream in(fs::path(case_dir) / file);
  if (!in) throw std::runtime_error("cannot read " + (fs::path(case_dir) / file).string());
  auto split = [](const std::string& line) {
    std::vector<std::string> cells;
    std::string cell;
    for (char c : line) {
      if (c == ',') {
        cells.push_back(cell);
        cell.clear();
      } else if (c != '"' && c != '\r') {
        cell += c;
      }
    }
    cells.push_back(cell);
    return cells;
  };
  std::string line;
  std::getline(in, line);
  if (line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);  // UTF-8 byte-order mark
  ReferenceTable t;
  const auto header = split(line);
  t.names.assign(header.begin() + 1, header.end());
  t.columns.resize(t.names.size());
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const auto cells = split(line);
    t.time.push_back(std::stod(cells[0]));
    for (std::size_t k = 0; k < t.names.size(); ++k)
      t.columns[k].push_back(std::stod(cells[k + 1]));
  }
  return t;
}

TubeResult tube_compare(const std::string& case_dir, const Results& results,
                        const std::vector<std::string>& signals, double tol,
                        const std::string& reference_file) {
  TubeResult r;
  const fs::path tool = fs::path(shared_dir()) / "tools" / "tubecompare.py";
  const char* python = "/usr/bin/python3";
  if (!fs::exists(tool) || !fs::exists(python)) {
    r.output = "tubecompare.py or /usr/bin/python3 not found";
    return r;
  }
  std::string reference;
  for (const auto& entry : fs::directory_iterator(case_dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == ".csv" && name.find(".legacy") == std::string::npos)
      reference = entry.path().string();
  }
  if (!reference_file.empty()) reference = (fs::path(case_dir) / reference_file).string();
  if (reference.empty() || !fs::exists(reference)) {
    r.output = "no reference CSV in " + case_dir;
    return r;
  }
  const fs::path out_dir = fs::path(ACAUSAL_BINARY_DIR) / "test_results";
  fs::create_directories(out_dir);
  // One file per test: ctest runs the tests of one case with different
  // solvers in parallel processes, which must not write the same file.
  std::string test = "";
  if (const auto* info = ::testing::UnitTest::GetInstance()->current_test_info())
    test = std::string(".") + info->test_suite_name() + "." + info->name();
  for (char& ch : test)
    if (ch == '/') ch = '_';
  const fs::path csv = out_dir / (fs::path(case_dir).filename().string() + test + ".csv");
  results.write_csv(csv.string(), signals);
  std::string list;
  for (const std::string& s : signals) list += (list.empty() ? "" : ",") + s;
  const std::string cmd = std::string(python) + " '" + tool.string() + "' '" + reference + "' '" +
                          csv.string() + "' --tol " + std::to_string(tol) + " --signals '" + list +
                          "' 2>&1";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(cmd.c_str(), "r"), &pclose);
  if (!pipe) {
    r.output = "cannot run " + cmd;
    return r;
  }
  std::array<char, 512> buf{};
  while (fgets(buf.data(), buf.size(), pipe.get())) r.output += buf.data();
  const int status = pclose(pipe.release());
  r.ran = true;
  r.passed = status == 0;
  return r;
}

}  // namespace acausal::testing
