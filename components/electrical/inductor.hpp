#pragma once
#include <optional>

#include "components/electrical/partials.hpp"

namespace acausal::electrical {

struct InductorParams {
  double L = 1.0;  // H
  /// Initial current: if set, i(t_start) = i_start is an initial condition;
  /// otherwise i starts from 0 as a guess (MSL i(start=0)).
  std::optional<double> i_start;
};

/// Ideal linear inductor: L * der(i) = v (MSL Basic.Inductor).
class Inductor : public Component, public OnePort {
 public:
  static constexpr const char* kTypeName = "Inductor";
  using Params = InductorParams;
  Inductor(ComponentContext ctx, Params params = Params());
};

}  // namespace acausal::electrical
