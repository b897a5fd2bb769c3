#include "apps/numbers.hpp"

#include <charconv>
#include <cmath>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::cli {

NumberRange positive(std::string_view what, std::string_view example) {
  return NumberRange{.lower = 0, .lower_open = true, .what = what, .example = example};
}

NumberRange relative_tolerance() {
  // Below 1e-15 no solver can tell the steps apart in double precision; 1 and
  // above accepts any answer.
  return NumberRange{.lower = 1e-15,
                     .upper = 1,
                     .upper_open = true,
                     .what = "a relative tolerance",
                     .example = "1e-6"};
}

double parse_number(std::string_view option, std::string_view text, const NumberRange& range) {
  std::string_view digits = text;
  if (!digits.empty() && digits.front() == '+') digits.remove_prefix(1);
  double value = 0;
  const char* end = digits.data() + digits.size();
  const auto [ptr, error] = std::from_chars(digits.data(), end, value);
  const bool letters_only_number =  // from_chars reads "inf", "nan", "infinity"
      !digits.empty() && (std::isalpha(static_cast<unsigned char>(digits.front())) ||
                          (digits.size() > 1 && digits.front() == '-' &&
                           std::isalpha(static_cast<unsigned char>(digits[1]))));
  if (digits.empty() || error == std::errc::invalid_argument || ptr != end || letters_only_number)
    throw ModelError(fmt::format("{} '{}': not a number; write {} as a decimal number such as {}",
                                 option, text, range.what, range.example));
  if (error == std::errc::result_out_of_range || !std::isfinite(value))
    throw ModelError(
        fmt::format("{} '{}': out of the range of double precision; write {} as a "
                    "finite decimal number such as {}",
                    option, text, range.what, range.example));
  const bool below = range.lower_open ? !(value > range.lower) : !(value >= range.lower);
  const bool above = range.upper_open ? !(value < range.upper) : !(value <= range.upper);
  if (below || above) {
    std::string bounds;
    if (std::isfinite(range.lower))
      bounds += fmt::format("{} {}", range.lower_open ? ">" : ">=", range.lower);
    if (std::isfinite(range.upper))
      bounds += fmt::format("{}{} {}", bounds.empty() ? "" : " and ",
                            range.upper_open ? "<" : "<=", range.upper);
    throw ModelError(fmt::format("{} {}: {} must be {} (for example {})", option, text, range.what,
                                 bounds, range.example));
  }
  return value;
}

long parse_integer(std::string_view option, std::string_view text, long lower, long upper) {
  long value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc() || ptr != end)
    throw ModelError(fmt::format("{} '{}': not a whole number; write a number from {} to {}",
                                 option, text, lower, upper));
  if (value < lower || value > upper)
    throw ModelError(fmt::format("{} {}: must be from {} to {}", option, text, lower, upper));
  return value;
}

}  // namespace acausal::cli
