#include "core/model/names.hpp"

#include <algorithm>
#include <cctype>
#include <numeric>

#include <fmt/format.h>

namespace acausal {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  const std::size_t n = a.size(), m = b.size();
  // Three rows: the one before the previous is needed for transpositions.
  std::vector<std::size_t> before(m + 1), previous(m + 1), current(m + 1);
  std::iota(previous.begin(), previous.end(), std::size_t{0});
  for (std::size_t i = 1; i <= n; ++i) {
    current[0] = i;
    for (std::size_t j = 1; j <= m; ++j) {
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        current[j] = std::min(current[j], before[j - 2] + 1);
    }
    std::swap(before, previous);
    std::swap(previous, current);
  }
  return previous[m];
}

bool glob_match(std::string_view pattern, std::string_view name) {
  // Iterative matching that backtracks to the last '*' only: linear in
  // practice, never exponential however many stars the pattern has.
  std::size_t p = 0, n = 0, star = std::string_view::npos, mark = 0;
  while (n < name.size()) {
    if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == name[n])) {
      ++p;
      ++n;
    } else if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      mark = n;
    } else if (star != std::string_view::npos) {
      p = star + 1;
      n = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

namespace {
std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}
}  // namespace

std::vector<std::string> nearest_names(std::string_view name,
                                       const std::vector<std::string>& candidates,
                                       std::size_t count) {
  const std::string key = lower(name);
  std::vector<std::pair<std::size_t, std::size_t>> scored;  // (score, index)
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const std::string c = lower(candidates[i]);
    std::size_t score = edit_distance(key, c);
    // A short name for a long one ("First" for the MSL path) is near too.
    if (!key.empty() && c.find(key) != std::string::npos) score = std::min(score, std::size_t{1});
    scored.emplace_back(score, i);
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<std::string> out;
  for (std::size_t k = 0; k < scored.size() && out.size() < count; ++k)
    out.push_back(candidates[scored[k].second]);
  return out;
}

std::string did_you_mean(std::string_view name, const std::vector<std::string>& candidates) {
  const auto near = nearest_names(name, candidates, 1);
  if (near.empty()) return {};
  return fmt::format(" Did you mean '{}'?", near.front());
}

std::string join_names(const std::vector<std::string>& names, bool quoted) {
  if (names.empty()) return "none";
  std::string out;
  for (const std::string& n : names) {
    if (!out.empty()) out += ", ";
    out += quoted ? "'" + n + "'" : n;
  }
  return out;
}

}  // namespace acausal
