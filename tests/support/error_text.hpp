#pragma once
// The message of the error a call throws, for tests of diagnostics.
#include <string>

#include "core/errors.hpp"

namespace acausal::testing {

/// what() of the acausal::Error that f() throws, or "(no error)".
template <class F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "(no error)";
}

inline bool contains(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

}  // namespace acausal::testing
