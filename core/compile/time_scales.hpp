#pragma once
// The time scales that the components of a model declare
// (Component::time_scale), compiled into one program of the parameters so
// that a simulation evaluates them with its own parameter values.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/compile/program.hpp"
#include "core/model/model.hpp"

namespace acausal {

struct TimeScales {
  /// Output k: the k-th time scale in seconds; reads only parameters.
  Program seconds;
  /// "sine: period/8 of the sine (f)" for each output.
  std::vector<std::string> names;
};

/// Every time scale of the model's component tree whose expression depends on
/// parameters of the compiled model (by symbol id -> parameter slot) alone.
TimeScales collect_time_scales(const Model& model,
                               const std::unordered_map<std::uint64_t, int>& parameter_slot);

}  // namespace acausal
