#pragma once
// Access to the shared reference data (../shared) from tests. Tests that need
// it call GTEST_SKIP() with a message when it is absent, so that a fresh
// clone without ../shared still passes.
#include <string>
#include <vector>

#include "core/results/results.hpp"

namespace acausal::testing {

/// The shared folder (CMake variable ACAUSAL_SHARED_DIR).
std::string shared_dir();
/// reference/msl/<case>, or "" when absent.
std::string msl_case_dir(const std::string& msl_case);
/// The compared signals of an MSL case (comparisonSignals.txt without "time").
std::vector<std::string> comparison_signals(const std::string& case_dir);

/// A reference result: column names (without time) and rows, as written by Dymola.
struct ReferenceTable {
  std::vector<std::string> names;
  std::vector<double> time;
  std::vector<std::vector<double>> columns;  // columns[k][row]
  const std::vector<double>& column(const std::string& name) const;
};
/// Reads <case_dir>/<file>; throws when it cannot.
ReferenceTable read_reference(const std::string& case_dir, const std::string& file);

struct TubeResult {
  bool ran = false;  // false when python3 or the tool is unavailable
  bool passed = false;
  std::string output;  // what tubecompare.py printed
};

/// Writes the signals to a CSV in the build tree and runs
/// ../shared/tools/tubecompare.py against the case's reference CSV (the one
/// that is not a ".legacy" file, or reference_file if given).
TubeResult tube_compare(const std::string& case_dir, const Results& results,
                        const std::vector<std::string>& signals, double tol = 2e-3,
                        const std::string& reference_file = {});

}  // namespace acausal::testing
