#pragma once
// `acausal run --signals`: which result columns to record, by exact names and
// globs ('*' any run of characters, dots included; '?' one character).
#include <string>
#include <string_view>
#include <vector>

namespace acausal::cli {

/// The signals of `available` (the model's result columns, without time)
/// that `patterns` choose: in the order of the patterns, each glob's matches
/// in the model's order, none twice; "time" is always recorded and skipped.
/// ModelError naming the pattern, with the nearest names, when a name is
/// unknown or a glob matches nothing.
std::vector<std::string> select_signals(const std::vector<std::string>& patterns,
                                        const std::vector<std::string>& available);

}  // namespace acausal::cli
