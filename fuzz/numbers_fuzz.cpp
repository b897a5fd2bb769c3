// libFuzzer harness (issue 14): the strict number parser of the command line
// returns a finite number inside the range or throws acausal::Error.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "apps/numbers.hpp"
#include "core/errors.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const double v = acausal::cli::parse_number("--rtol", text, acausal::cli::relative_tolerance());
    if (!std::isfinite(v) || !(v >= 1e-15) || !(v < 1)) std::abort();  // out of range accepted
  } catch (const acausal::Error&) {
  }
  try {
    (void)acausal::cli::parse_integer("--max-rows", text, 1, 1000000);
  } catch (const acausal::Error&) {
  }
  return 0;
}
