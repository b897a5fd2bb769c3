#pragma once
// What a results column is beyond its name: unit, description, and whether it
// is an alias (plus or minus another column), as result files in the Modelica
// tools' layout store it (an alias is stored once, with its sign).
#include <string>
#include <vector>

namespace acausal {

struct SignalInfo {
  std::string unit;
  std::string description;
  /// >= 0: this column equals sign * column alias_of (an earlier column).
  int alias_of = -1;
  double sign = 1.0;
};

/// A parameter's value for result files (the MAT format keeps them beside the trajectories).
struct ParameterValue {
  std::string name;
  double value = 0.0;
  std::string unit;
  std::string description;
};

}  // namespace acausal
