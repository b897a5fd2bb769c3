#pragma once
// Every built-in model by name, for tests parameterised over all of them.
#include <cctype>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "models/registry.hpp"

namespace acausal::testing {

inline std::vector<std::string> builtin_model_names() {
  std::vector<std::string> names;
  for (const models::ModelEntry& entry : models::builtin_models()) names.push_back(entry.name);
  return names;
}

/// The test's name for a model: its letters and digits, '_' for the rest.
inline std::string model_test_name(const ::testing::TestParamInfo<std::string>& param) {
  std::string name = param.param;
  for (char& ch : name)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return name;
}

}  // namespace acausal::testing
