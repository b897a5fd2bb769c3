#include "apps/signal_selection.hpp"

#include <unordered_set>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "core/model/names.hpp"

namespace acausal::cli {

std::vector<std::string> select_signals(const std::vector<std::string>& patterns,
                                        const std::vector<std::string>& available) {
  std::vector<std::string> chosen;
  std::unordered_set<std::string> taken;
  const std::unordered_set<std::string> known(available.begin(), available.end());
  auto take = [&](const std::string& name) {
    if (taken.insert(name).second) chosen.push_back(name);
  };
  for (const std::string& pattern : patterns) {
    if (pattern.empty())
      throw ModelError(
          "--signals: an empty name; give names or globs separated by commas, e.g. --signals "
          "'inertia*.w,time'");
    if (pattern == "time") continue;
    if (pattern.find_first_of("*?") == std::string::npos) {
      if (!known.contains(pattern))
        throw ModelError(fmt::format("--signals: the model has no signal '{}'.{}", pattern,
                                     did_you_mean(pattern, available)));
      take(pattern);
      continue;
    }
    bool matched = false;
    for (const std::string& name : available) {
      if (!glob_match(pattern, name)) continue;
      matched = true;
      take(name);
    }
    if (!matched) {
      // The nearest names to the pattern's literal text.
      std::string literal;
      for (char c : pattern)
        if (c != '*' && c != '?') literal += c;
      throw ModelError(fmt::format(
          "--signals: no signal matches '{}' ('*' stands for any characters, dots included, "
          "'?' for one).{}",
          pattern, did_you_mean(literal, available)));
    }
  }
  return chosen;
}

}  // namespace acausal::cli
