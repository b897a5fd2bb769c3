#pragma once
// Near-miss suggestions for messages: "no variant point 'motr'; did you mean 'motor'?".
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace acausal {

/// Optimal-string-alignment distance: insertions, deletions, substitutions and
/// transpositions of neighbours each cost 1 (so "Frist" is 1 from "First").
std::size_t edit_distance(std::string_view a, std::string_view b);

/// Up to `count` candidates nearest to `name`, best first (ties in the given
/// order); a candidate ending in, or containing, `name` ranks as near.
std::vector<std::string> nearest_names(std::string_view name,
                                       const std::vector<std::string>& candidates,
                                       std::size_t count = 1);

/// " Did you mean 'x'?" for the nearest candidate; empty if there are none.
std::string did_you_mean(std::string_view name, const std::vector<std::string>& candidates);

/// True when `name` matches the glob `pattern` as a whole: '*' any run of
/// characters (dots included), '?' one character (signal selections, study
/// patterns, tunable parameters).
bool glob_match(std::string_view pattern, std::string_view name);

/// "a, b, c" (with quotes when asked); "none" for an empty list.
std::string join_names(const std::vector<std::string>& names, bool quoted = false);

}  // namespace acausal
