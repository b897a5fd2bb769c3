#pragma once
#include <optional>

#include "components/electrical/partials.hpp"

namespace acausal::electrical {

struct CapacitorParams {
  double C = 1.0;  // F
  /// Initial voltage: if set, v(t_start) = v_start is an initial condition;
  /// otherwise v starts from 0 as a guess (MSL v(start=0)).
  std::optional<double> v_start;
};

/// Ideal linear capacitor: i = C * der(v) (MSL Basic.Capacitor).
class Capacitor : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "Capacitor";
  using Params = CapacitorParams;
  Capacitor(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::electrical
