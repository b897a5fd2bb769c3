#pragma once
#include <vector>

#include "domains/signal.hpp"

namespace acausal::blocks {

struct BooleanTableParams {
  std::vector<double> table = {0.0, 1.0};  // s, strictly increasing switching instants
  bool startValue = false;                 // y before table[1]
  double shiftTime = 0.0;                  // s, the table is shifted by this
};

/// Boolean output switching at given instants (MSL Sources.BooleanTable with
/// extrapolation HoldLastPoint): y = startValue before table[1] + shiftTime,
/// then not startValue, toggling at every later entry and holding after the
/// last (1 = true). Each instant is a time event; the instants are fixed at
/// build time, shiftTime is a tunable parameter.
class BooleanTable : public Component {
 public:
  static constexpr const char* kTypeName = "BooleanTable";
  using Params = BooleanTableParams;
  BooleanTable(ComponentContext ctx, Params p = Params());
  signal::RealSignal y;
};

}  // namespace acausal::blocks
