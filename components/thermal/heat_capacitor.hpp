#pragma once
#include "domains/thermal.hpp"

namespace acausal::thermal {

struct HeatCapacitorParams {
  double C = 1.0;  // J/K, heat capacity (> 0)
};

/// Lumped thermal element storing heat (MSL HeatTransfer.Components.HeatCapacitor):
///   C der(T) = port.Q_flow,  T = port.T.
/// The start value of T is 293.15 K; set it (fixed) with Model::set_start("name.T", ...).
class HeatCapacitor : public Component {
 public:
  static constexpr const char* kTypeName = "HeatCapacitor";
  using Params = HeatCapacitorParams;
  HeatCapacitor(ComponentContext ctx, Params p = Params());
  HeatPort port;
  Expr T, der_T;
};

}  // namespace acausal::thermal
