#pragma once
// Set-up shared by the harnesses that build and run models: no log output
// (refused replacements warn) and the interpreter (generated C code would
// run a C compiler for every model a fuzzer input builds).
#include <cstdlib>

#include "core/log.hpp"

namespace acausal::fuzz {

inline void quiet_library_once() {
  static const bool done = [] {
    logger()->set_level(spdlog::level::off);
    setenv("ACAUSAL_CODEGEN", "off", 0);
    return true;
  }();
  (void)done;
}

}  // namespace acausal::fuzz
