#pragma once
// Strict parsing of the numbers users type on the command line and in files:
// the whole text must be a finite decimal number (no NaN, no infinity, no
// trailing junk, no hex), inside the range the option accepts; errors name
// the option, the text and what to write instead.
#include <limits>
#include <string>
#include <string_view>

namespace acausal::cli {

/// The range a number must lie in: [lower, upper], either end open.
struct NumberRange {
  double lower = -std::numeric_limits<double>::infinity();
  double upper = std::numeric_limits<double>::infinity();
  bool lower_open = false;
  bool upper_open = false;
  /// What the number is, for messages ("a relative tolerance").
  std::string_view what = "a number";
  /// An example of a good value ("1e-6").
  std::string_view example = "1";
};

/// Ranges of the run options.
NumberRange positive(std::string_view what, std::string_view example);
NumberRange relative_tolerance();

/// The number `text` given to `option` ("--rtol", "--set inertia.J");
/// ModelError naming both when it is not a finite number in `range`.
double parse_number(std::string_view option, std::string_view text, const NumberRange& range);

/// An integer in [lower, upper] ("--jobs 4").
long parse_integer(std::string_view option, std::string_view text, long lower, long upper);

}  // namespace acausal::cli
