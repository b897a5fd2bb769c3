#pragma once
// The list of built-in models; each model file adds one line here.
#include <vector>

#include "models/registry.hpp"

namespace acausal::models {

std::vector<ModelEntry> catalog();

}  // namespace acausal::models
