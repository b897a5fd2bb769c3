#include "kinematics/dh_file.hpp"

#include <charconv>
#include <cmath>
#include <fstream>
#include <map>
#include <numbers>
#include <optional>
#include <set>
#include <sstream>
#include <vector>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "kinematics/rotations.hpp"
#include "kinematics/transforms.hpp"

namespace acausal::kinematics {

namespace {

struct Line {
  const std::string& source;
  int number;
  [[noreturn]] void fail(const std::string& message) const {
    throw ModelError(fmt::format("{}:{}: {}", source, number, message));
  }
};

std::vector<std::string> split_words(const std::string& text) {
  std::istringstream stream(text);
  std::vector<std::string> words;
  for (std::string word; stream >> word;) words.push_back(word);
  return words;
}

double parse_number(const Line& line, const std::string& key, const std::string& text) {
  double value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || ptr != end || !std::isfinite(value))
    line.fail(fmt::format("{}={}: '{}' is not a finite number", key, text, text));
  return value;
}

// key=value words after the keyword; only `allowed` keys, each at most once.
std::map<std::string, std::string> parse_pairs(const Line& line,
                                               const std::vector<std::string>& words,
                                               std::size_t first,
                                               const std::set<std::string>& allowed) {
  std::map<std::string, std::string> pairs;
  for (std::size_t i = first; i < words.size(); ++i) {
    const std::string& word = words[i];
    const auto equals = word.find('=');
    if (equals == std::string::npos || equals == 0 || equals + 1 == word.size())
      line.fail(fmt::format("'{}' is not key=value (write e.g. a=0.15)", word));
    const std::string key = word.substr(0, equals);
    if (!allowed.count(key)) {
      std::string list;
      for (const std::string& k : allowed) list += (list.empty() ? "" : ", ") + k;
      line.fail(fmt::format("unknown key '{}' here; allowed: {}", key, list));
    }
    if (!pairs.emplace(key, word.substr(equals + 1)).second)
      line.fail(fmt::format("key '{}' given twice", key));
  }
  return pairs;
}

struct Units {
  double length = 1.0;
  double angle = 1.0;
};

Eigen::Isometry3d parse_transform(const Line& line, const std::vector<std::string>& words,
                                  const Units& units) {
  const auto pairs = parse_pairs(line, words, 1, {"x", "y", "z", "roll", "pitch", "yaw"});
  auto get = [&](const char* key, double scale) {
    const auto it = pairs.find(key);
    return it == pairs.end() ? 0.0 : parse_number(line, key, it->second) * scale;
  };
  return make_transform_rpy(
      {get("x", units.length), get("y", units.length), get("z", units.length)},
      {get("roll", units.angle), get("pitch", units.angle), get("yaw", units.angle)});
}

}  // namespace

DhTable read_dh_table(std::istream& in, const std::string& source_name) {
  DhTable table;
  Units units;
  bool convention_seen = false, joints_seen = false;
  std::string text;
  int number = 0;
  while (std::getline(in, text)) {
    ++number;
    const Line line{source_name, number};
    if (const auto hash = text.find('#'); hash != std::string::npos) text.erase(hash);
    const std::vector<std::string> words = split_words(text);
    if (words.empty()) continue;
    const std::string& keyword = words[0];
    auto single = [&](const char* what) -> const std::string& {
      if (words.size() != 2)
        line.fail(fmt::format("'{}' takes exactly one value ({})", keyword, what));
      return words[1];
    };
    if (keyword == "name") {
      table.name = single("the robot's name");
    } else if (keyword == "convention") {
      const std::string& value = single("standard or modified");
      if (value == "standard") {
        table.convention = DhConvention::standard;
      } else if (value == "modified" || value == "craig") {
        table.convention = DhConvention::modified;
      } else {
        line.fail(
            fmt::format("convention '{}': write 'standard' (Denavit–Hartenberg) or "
                        "'modified' (Craig)",
                        value));
      }
      convention_seen = true;
    } else if (keyword == "length_unit" || keyword == "angle_unit") {
      if (joints_seen)
        line.fail(fmt::format("'{}' must come before the first joint line", keyword));
      const std::string& value = single("a unit");
      if (keyword == "length_unit") {
        if (value == "m")
          units.length = 1.0;
        else if (value == "mm")
          units.length = 1e-3;
        else
          line.fail(fmt::format("length unit '{}': write m or mm", value));
      } else {
        if (value == "rad")
          units.angle = 1.0;
        else if (value == "deg")
          units.angle = std::numbers::pi / 180;
        else
          line.fail(fmt::format("angle unit '{}': write rad or deg", value));
      }
    } else if (keyword == "joint") {
      joints_seen = true;
      if (words.size() < 2)
        line.fail(
            "a joint line starts with its type: 'joint revolute ...' or 'joint prismatic ...'");
      DhRow row;
      const std::string& type = words[1];
      if (type == "revolute" || type == "R") {
        row.type = JointType::revolute;
      } else if (type == "prismatic" || type == "P") {
        row.type = JointType::prismatic;
      } else {
        line.fail(fmt::format("joint type '{}': write revolute (R) or prismatic (P)", type));
      }
      const bool revolute = row.type == JointType::revolute;
      std::set<std::string> allowed = {"a", "alpha", "offset", "min", "max", "name"};
      allowed.insert(revolute ? "d" : "theta");
      if (revolute && text.find("theta=") != std::string::npos)
        line.fail("theta is the variable of a revolute joint; give its zero with offset=");
      if (!revolute && text.find(" d=") != std::string::npos)
        line.fail("d is the variable of a prismatic joint; give its zero with offset=");
      const auto pairs = parse_pairs(line, words, 2, allowed);
      const double variable_scale = revolute ? units.angle : units.length;
      auto get = [&](const char* key, double scale, double fallback) {
        const auto it = pairs.find(key);
        return it == pairs.end() ? fallback : parse_number(line, key, it->second) * scale;
      };
      row.a = get("a", units.length, 0.0);
      row.alpha = get("alpha", units.angle, 0.0);
      row.d = get("d", units.length, 0.0);
      row.theta = get("theta", units.angle, 0.0);
      row.offset = get("offset", variable_scale, 0.0);
      row.limit.lower = get("min", variable_scale, row.limit.lower);
      row.limit.upper = get("max", variable_scale, row.limit.upper);
      if (row.limit.lower > row.limit.upper)
        line.fail(fmt::format("min={} is above max={}", pairs.at("min"), pairs.at("max")));
      if (const auto it = pairs.find("name"); it != pairs.end()) row.name = it->second;
      table.rows.push_back(row);
    } else if (keyword == "base") {
      table.base = parse_transform(line, words, units);
    } else if (keyword == "tool") {
      table.tool = parse_transform(line, words, units);
    } else {
      line.fail(
          fmt::format("unknown keyword '{}'; expected name, convention, length_unit, "
                      "angle_unit, joint, base or tool",
                      keyword));
    }
  }
  if (!convention_seen)
    throw ModelError(
        fmt::format("{}: no 'convention' line; add 'convention standard' or "
                    "'convention modified'",
                    source_name));
  if (table.rows.empty())
    throw ModelError(
        fmt::format("{}: no 'joint' lines; a DH table needs at least one row", source_name));
  if (table.name.empty()) table.name = source_name;
  return table;
}

DhTable read_dh_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw ModelError(fmt::format("cannot open DH table file '{}'", path));
  return read_dh_table(in, path);
}

std::string write_dh_table(const DhTable& table) {
  std::string out = fmt::format("name {}\nconvention {}\nlength_unit m\nangle_unit rad\n",
                                table.name, to_string(table.convention));
  for (const DhRow& row : table.rows) {
    if (!row.coupling.empty())
      throw ModelError(
          fmt::format("DH table '{}': row '{}' is driven by other coordinates, "
                      "which the file format cannot express",
                      table.name, row.name));
    const bool revolute = row.type == JointType::revolute;
    out += fmt::format("joint {} a={:.17g} alpha={:.17g} {}={:.17g} offset={:.17g}",
                       revolute ? "revolute" : "prismatic", row.a, row.alpha,
                       revolute ? "d" : "theta", revolute ? row.d : row.theta, row.offset);
    if (std::isfinite(row.limit.lower)) out += fmt::format(" min={:.17g}", row.limit.lower);
    if (std::isfinite(row.limit.upper)) out += fmt::format(" max={:.17g}", row.limit.upper);
    if (!row.name.empty()) out += fmt::format(" name={}", row.name);
    out += '\n';
  }
  for (const auto& [keyword, transform] :
       {std::pair{"base", table.base}, std::pair{"tool", table.tool}}) {
    const Eigen::Vector3d p = transform.translation();
    const Eigen::Vector3d rpy = to_roll_pitch_yaw(transform.linear());
    out += fmt::format("{} x={:.17g} y={:.17g} z={:.17g} roll={:.17g} pitch={:.17g} yaw={:.17g}\n",
                       keyword, p.x(), p.y(), p.z(), rpy[0], rpy[1], rpy[2]);
  }
  if (!table.constraints.empty())
    throw ModelError(
        fmt::format("DH table '{}': coupled joint ranges cannot be written to a "
                    "DH table file",
                    table.name));
  return out;
}

}  // namespace acausal::kinematics
