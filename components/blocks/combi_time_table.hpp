#pragma once
#include <vector>

#include "domains/signal.hpp"

namespace acausal::blocks {

/// What a table gives outside its time range (MSL Blocks.Types.Extrapolation,
/// the two non-periodic ones).
enum class Extrapolation { HoldLastPoint, LastTwoPoints };

struct CombiTimeTableParams {
  /// Rows {time, value_1, ..., value_n}, times non-decreasing from 0; a time
  /// given twice is a jump.
  std::vector<std::vector<double>> table;
  /// Table columns (1-based, column 1 is time) given as outputs y[1..]; empty:
  /// every value column (MSL default columns = 2:size(table, 2)).
  std::vector<int> columns;
  Extrapolation extrapolation = Extrapolation::LastTwoPoints;
  double offset = 0.0;
  double startTime = 0.0;  // s; y = offset before it
  double timeScale = 1.0;  // s
};

/// Table look-up in time with linear segments (MSL Sources.CombiTimeTable with
/// smoothness = LinearSegments), one output y[k] per chosen column; each
/// column is a TimeTable `column[k]` inside (every row time is a time event).
/// HoldLastPoint holds the last row after the table's end.
class CombiTimeTable : public Component {
 public:
  static constexpr const char* kTypeName = "CombiTimeTable";
  using Params = CombiTimeTableParams;
  CombiTimeTable(ComponentContext ctx, Params p = Params());
  std::vector<signal::RealSignal> y;
};

}  // namespace acausal::blocks
