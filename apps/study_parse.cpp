// Study files: YAML to acausal::study::Study, with messages naming the file,
// the line and the nearest valid name.
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "apps/study.hpp"
#include "core/model/names.hpp"
#include "solvers/explicit/ode_method.hpp"

namespace acausal::study {

std::vector<const SignalTerm*> SignalExpr::terms() const {
  if (op == 0) return {&a};
  return {&a, &b};
}

bool SignalExpr::has_glob() const {
  for (const SignalTerm* t : terms())
    if (t->signal.find_first_of("*?") != std::string::npos) return true;
  return false;
}

namespace {

using Substitution = std::vector<std::pair<std::string, std::string>>;

const std::vector<std::string> kTopKeys{"study",    "description", "model", "defaults",
                                        "variants", "metrics",     "plots"};
const std::vector<std::string> kRunKeys{
    "stop",   "start_time", "interval",      "rtol",      "atol",
    "solver", "step",       "linear_solver", "max_steps", "evaluate_parameters"};
const std::vector<std::string> kMetricKinds{"max_abs_diff", "peak_abs", "max",   "min",   "mean",
                                            "rms",          "value_at", "final", "energy"};
const std::vector<std::string> kMetricKeys{
    "name", "for", "from", "to",  "t",        "optional", "max_abs_diff", "peak_abs",
    "max",  "min", "mean", "rms", "value_at", "final",    "energy"};
const std::vector<std::string> kPlotKeys{"file", "title", "y_label", "signals", "variants", "for"};
// The most metrics, or plots, that the 'for' patterns of a file may make, and
// the most values one index may take: a bound on the work a file can ask for.
constexpr std::size_t kMostExpansions = 100000;

std::vector<std::string> variant_keys(bool with_name) {
  std::vector<std::string> keys{"description", "model", "select", "replace", "set", "start"};
  if (with_name) keys.insert(keys.begin(), "name");
  keys.insert(keys.end(), kRunKeys.begin(), kRunKeys.end());
  return keys;
}

class Parser {
 public:
  Parser(std::string file, const models::Registry& registry)
      : file_(std::move(file)), registry_(registry) {}

  Study parse(const std::string& text);

 private:
  int line(const YAML::Node& n, int fallback = 0) const {
    return n.Mark().line >= 0 ? n.Mark().line + 1 : fallback;
  }
  [[noreturn]] void fail(int at, const std::string& message) const {
    throw StudyError(fmt::format("{}:{}: {}", file_, at, message));
  }
  void check_map(const YAML::Node& n, int at, const std::string& what) const {
    if (!n.IsMap()) fail(line(n, at), fmt::format("{} must be a mapping (key: value lines)", what));
  }
  void check_keys(const YAML::Node& n, const std::vector<std::string>& allowed,
                  const std::string& what) const {
    std::set<std::string> seen;
    for (auto it = n.begin(); it != n.end(); ++it) {
      if (!it->first.IsScalar())
        fail(line(it->first), fmt::format("{}: a key must be a name", what));
      const std::string key = it->first.Scalar();
      if (std::find(allowed.begin(), allowed.end(), key) == allowed.end())
        fail(line(it->first), fmt::format("unknown key '{}' in {}.{} Valid keys: {}", key, what,
                                          did_you_mean(key, allowed), join_names(allowed)));
      if (!seen.insert(key).second)
        fail(line(it->first), fmt::format("key '{}' given twice in {}", key, what));
    }
  }
  std::string text(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar())
      fail(line(n), fmt::format("{} must be a text value, got a {}", what, kind(n)));
    return n.Scalar();
  }
  double number(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar()) fail(line(n), fmt::format("{} must be a number, got a {}", what, kind(n)));
    const std::string& s = n.Scalar();
    errno = 0;
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (s.empty() || end != s.c_str() + s.size() || errno == ERANGE || !std::isfinite(v))
      fail(line(n), fmt::format("{} must be a finite number, got '{}'", what, s));
    return v;
  }
  /// A construction option: true/false, a number, a list of numbers, a
  /// table (a list of lists) or else a name.
  models::OptionValue option_value(const YAML::Node& n, const std::string& what) const {
    if (n.IsScalar()) {
      const std::string& s = n.Scalar();
      if (s == "true" || s == "false") return s == "true";
      char* end = nullptr;
      const double v = std::strtod(s.c_str(), &end);
      if (!s.empty() && end == s.c_str() + s.size() && std::isfinite(v)) return v;
      return s;
    }
    if (!n.IsSequence())
      fail(line(n), fmt::format("{} must be a value, a list or a list of lists", what));
    if (n.size() > 0 && n[0].IsSequence()) {
      std::vector<std::vector<double>> rows;
      for (const YAML::Node& row : n) {
        if (!row.IsSequence()) fail(line(row), what + ": every row of a table must be a list");
        rows.emplace_back();
        for (const YAML::Node& x : row) rows.back().push_back(number(x, what));
      }
      return rows;
    }
    std::vector<double> list;
    for (const YAML::Node& x : n) list.push_back(number(x, what));
    return list;
  }
  double positive(const YAML::Node& n, const std::string& what) const {
    const double v = number(n, what);
    if (!(v > 0)) fail(line(n), fmt::format("{} must be positive, got {}", what, n.Scalar()));
    return v;
  }
  long integer(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar()) fail(line(n), fmt::format("{} must be an integer, got a {}", what, kind(n)));
    const std::string& s = n.Scalar();
    errno = 0;
    char* end = nullptr;
    const long v = std::strtol(s.c_str(), &end, 10);
    if (s.empty() || end != s.c_str() + s.size() || errno == ERANGE)
      fail(line(n), fmt::format("{} must be an integer, got '{}'", what, s));
    return v;
  }
  bool boolean(const YAML::Node& n, const std::string& what) const {
    const std::string s = n.IsScalar() ? n.Scalar() : std::string();
    if (s == "true" || s == "True" || s == "yes") return true;
    if (s == "false" || s == "False" || s == "no") return false;
    fail(line(n), fmt::format("{} must be true or false, got {}", what,
                              n.IsScalar() ? "'" + s + "'" : "a " + kind(n)));
  }
  static std::string kind(const YAML::Node& n) {
    if (n.IsMap()) return "mapping";
    if (n.IsSequence()) return "list";
    if (n.IsNull()) return "empty value";
    return "value";
  }

  void run_settings(const YAML::Node& n, RunSettings& run, const std::string& what) const;
  Variant variant(const YAML::Node& n, bool with_name, const std::string& what) const;
  std::vector<Substitution> expand_for(const YAML::Node& n, int at) const;
  std::string substitute(const std::string& s, const Substitution& sub, int at,
                         bool allow_glob_fields) const;
  SignalExpr signal_expr(const std::string& s, int at, const std::string& what) const;
  void metrics(const YAML::Node& n, Study& study) const;
  void plots(const YAML::Node& n, Study& study) const;
  void check_references(const Study& study) const;

  std::string file_;
  const models::Registry& registry_;
};

void Parser::run_settings(const YAML::Node& n, RunSettings& run, const std::string& what) const {
  if (n["stop"]) run.stop = positive(n["stop"], what + ": stop");
  if (n["start_time"]) run.start_time = number(n["start_time"], what + ": start_time");
  if (n["interval"]) run.interval = positive(n["interval"], what + ": interval");
  if (n["rtol"]) run.rtol = positive(n["rtol"], what + ": rtol");
  if (n["atol"]) run.atol = positive(n["atol"], what + ": atol");
  if (n["step"]) run.step = positive(n["step"], what + ": step");
  if (n["max_steps"]) {
    run.max_steps = integer(n["max_steps"], what + ": max_steps");
    if (*run.max_steps <= 0) fail(line(n["max_steps"]), what + ": max_steps must be positive");
  }
  if (n["evaluate_parameters"])
    run.evaluate_parameters = boolean(n["evaluate_parameters"], what + ": evaluate_parameters");
  if (n["solver"]) {
    run.solver = text(n["solver"], what + ": solver");
    run.solver_line = line(n["solver"]);
    const auto names = solvers::solver_names();
    if (std::find(names.begin(), names.end(), *run.solver) == names.end())
      fail(run.solver_line,
           fmt::format("{}: unknown solver '{}'.{} The solvers are: {}", what, *run.solver,
                       did_you_mean(*run.solver, names), join_names(names)));
  }
  if (n["linear_solver"]) {
    run.linear_solver = text(n["linear_solver"], what + ": linear_solver");
    run.linear_solver_line = line(n["linear_solver"]);
    const std::vector<std::string> names{"auto", "dense", "klu"};
    if (std::find(names.begin(), names.end(), *run.linear_solver) == names.end())
      fail(run.linear_solver_line,
           fmt::format("{}: unknown linear solver '{}'.{} Choose one of: {}", what,
                       *run.linear_solver, did_you_mean(*run.linear_solver, names),
                       join_names(names)));
  }
}

Variant Parser::variant(const YAML::Node& n, bool with_name, const std::string& where) const {
  Variant v;
  v.line = line(n);
  check_map(n, v.line, where);
  std::string what = where;
  if (with_name) {
    if (!n["name"]) fail(v.line, fmt::format("{} has no 'name'", where));
    v.name = text(n["name"], where + ": name");
    if (v.name.empty() || v.name.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTU"
                                                   "VWXYZ0123456789_.-") != std::string::npos)
      fail(line(n["name"]), fmt::format("variant name '{}' may only use letters, digits, '_', "
                                        "'.' and '-'",
                                        v.name));
    what = fmt::format("variant '{}'", v.name);
  }
  check_keys(n, variant_keys(with_name), what);
  if (n["description"]) v.description = text(n["description"], what + ": description");
  if (n["model"]) {
    v.model = text(n["model"], what + ": model");
    v.model_line = line(n["model"]);
  }
  if (const YAML::Node s = n["select"]; s && !s.IsNull()) {
    check_map(s, v.line, what + ": select (variant point: option)");
    for (auto it = s.begin(); it != s.end(); ++it)
      v.select.push_back({text(it->first, what + ": select"),
                          text(it->second, fmt::format("{}: select {}", what, it->first.Scalar())),
                          line(it->first)});
  }
  if (const YAML::Node r = n["replace"]; r && !r.IsNull()) {
    check_map(r, v.line, what + ": replace (component path: part)");
    for (auto it = r.begin(); it != r.end(); ++it) {
      Swap swap;
      swap.path = text(it->first, what + ": replace");
      swap.line = line(it->first);
      const std::string swap_what = fmt::format("{}: replace {}", what, swap.path);
      if (it->second.IsScalar()) {
        swap.part = it->second.Scalar();
      } else {
        check_map(it->second, swap.line,
                  swap_what + " (a part name, or part: with options: and set:)");
        check_keys(it->second, {"part", "options", "set"}, swap_what);
        if (!it->second["part"]) fail(swap.line, swap_what + " has no 'part'");
        swap.part = text(it->second["part"], swap_what + ": part");
        if (const YAML::Node options = it->second["options"]; options && !options.IsNull()) {
          check_map(options, swap.line, swap_what + ": options");
          if (models::find_component_type(swap.part) == nullptr)
            fail(line(options), fmt::format("{}: options are for a component type "
                                            "(<package>.<Type>); '{}' is a registered part: "
                                            "set its parameters with set:",
                                            swap_what, swap.part));
          for (auto o = options.begin(); o != options.end(); ++o) {
            const std::string name = text(o->first, swap_what + ": options");
            swap.options.push_back(
                {name, option_value(o->second, fmt::format("{}: option {}", swap_what, name))});
          }
          // The option names and kinds now, with the file's line: a part built
          // for a throwaway model (the type's own checks run again at the swap).
          try {
            Model probe("options");
            models::add_component(probe, swap.part, "part", swap.options);
          } catch (const ModelError& e) {
            fail(line(options), fmt::format("{}: {}", swap_what, e.what()));
          }
        }
        if (const YAML::Node set = it->second["set"]; set && !set.IsNull()) {
          check_map(set, swap.line, swap_what + ": set");
          for (auto p = set.begin(); p != set.end(); ++p)
            swap.set.push_back(
                {text(p->first, swap_what + ": set"),
                 number(p->second, fmt::format("{}: set {}", swap_what, p->first.Scalar())),
                 line(p->first)});
        }
      }
      if (registry_.find_part(swap.part) == nullptr)
        fail(swap.line, fmt::format("{}: no part '{}'.{} The parts are: {}", swap_what, swap.part,
                                    did_you_mean(swap.part, registry_.part_names()),
                                    join_names(registry_.part_names())));
      v.replace.push_back(std::move(swap));
    }
  }
  if (const YAML::Node s = n["set"]; s && !s.IsNull()) {
    check_map(s, v.line, what + ": set (parameter path: value)");
    for (auto it = s.begin(); it != s.end(); ++it)
      v.set.push_back({text(it->first, what + ": set"),
                       number(it->second, fmt::format("{}: set {}", what, it->first.Scalar())),
                       line(it->first)});
  }
  if (const YAML::Node s = n["start"]; s && !s.IsNull()) {
    check_map(s, v.line, what + ": start (variable path: value)");
    for (auto it = s.begin(); it != s.end(); ++it) {
      StartSetting st;
      st.path = text(it->first, what + ": start");
      st.line = line(it->first);
      const std::string st_what = fmt::format("{}: start {}", what, st.path);
      if (it->second.IsMap()) {
        check_keys(it->second, {"value", "fixed"}, st_what);
        if (!it->second["value"]) fail(st.line, st_what + " has no 'value'");
        st.value = number(it->second["value"], st_what + ": value");
        if (it->second["fixed"]) st.fixed = boolean(it->second["fixed"], st_what + ": fixed");
      } else {
        st.value = number(it->second, st_what);
      }
      v.start.push_back(st);
    }
  }
  run_settings(n, v.run, what);
  return v;
}

std::vector<Substitution> Parser::expand_for(const YAML::Node& n, int at) const {
  std::vector<Substitution> out{{}};
  if (!n) return out;
  check_map(n, at, "'for' (index: range)");
  for (auto it = n.begin(); it != n.end(); ++it) {
    const std::string var = text(it->first, "'for' index");
    if (var.empty() || var == "signal" || var == "*")
      fail(line(it->first), fmt::format("'for' index '{}' is reserved or empty", var));
    std::vector<std::string> values;
    const YAML::Node r = it->second;  // a copy: it-> points into a temporary
    if (r.IsSequence()) {
      for (const YAML::Node& x : r) values.push_back(text(x, fmt::format("'for' {} value", var)));
    } else if (r.IsScalar() && r.Scalar().find("..") != std::string::npos) {
      const std::string s = r.Scalar();
      const auto dots = s.find("..");
      const std::string first = s.substr(0, dots), last = s.substr(dots + 2);
      char* end_a = nullptr;
      char* end_b = nullptr;
      errno = 0;
      const long a = std::strtol(first.c_str(), &end_a, 10);
      const bool a_in_range = errno != ERANGE;
      errno = 0;
      const long b = std::strtol(last.c_str(), &end_b, 10);
      const bool ok = !first.empty() && !last.empty() && *end_a == '\0' && *end_b == '\0' &&
                      a_in_range && errno != ERANGE && a <= b;
      if (!ok)
        fail(line(r), fmt::format("'for' {}: a range is FIRST..LAST with integers, FIRST <= LAST, "
                                  "got '{}'",
                                  var, s));
      // b - a in unsigned arithmetic: it does not overflow when the ends are far apart.
      const unsigned long count = static_cast<unsigned long>(b) - static_cast<unsigned long>(a);
      if (count >= kMostExpansions)
        fail(line(r), fmt::format("'for' {}: the range '{}' has more than {} values", var, s,
                                  kMostExpansions));
      for (unsigned long k = 0; k <= count; ++k)
        values.push_back(std::to_string(a + static_cast<long>(k)));
    } else if (r.IsScalar()) {
      values.push_back(r.Scalar());
    } else {
      fail(line(r, at), fmt::format("'for' {}: give a range FIRST..LAST or a list", var));
    }
    if (!values.empty() && out.size() > kMostExpansions / values.size())
      fail(line(it->first),
           fmt::format("'for': the indices give {} combinations; at most {} are allowed",
                       out.size() * values.size(), kMostExpansions));
    std::vector<Substitution> next;
    for (const Substitution& s : out)
      for (const std::string& value : values) {
        Substitution t = s;
        t.emplace_back(var, value);
        next.push_back(std::move(t));
      }
    out = std::move(next);
  }
  return out;
}

std::string Parser::substitute(const std::string& s, const Substitution& sub, int at,
                               bool allow_glob_fields) const {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] != '{') {
      out += s[i++];
      continue;
    }
    const auto close = s.find('}', i);
    if (close == std::string::npos) fail(at, fmt::format("unclosed '{{' in '{}'", s));
    const std::string var = s.substr(i + 1, close - i - 1);
    bool done = false;
    for (const auto& [k, v] : sub)
      if (k == var) {
        out += v;
        done = true;
      }
    if (!done) {
      if (allow_glob_fields && (var == "signal" || var == "*")) {
        out += s.substr(i, close - i + 1);
      } else {
        std::vector<std::string> known;
        for (const auto& kv : sub) known.push_back("{" + kv.first + "}");
        if (allow_glob_fields) known.insert(known.end(), {"{signal}", "{*}"});
        fail(at, fmt::format("unknown placeholder '{{{}}}' in '{}'; defined here: {}", var, s,
                             join_names(known)));
      }
    }
    i = close + 1;
  }
  return out;
}

SignalExpr Parser::signal_expr(const std::string& s, int at, const std::string& what) const {
  SignalExpr e;
  e.text = s;
  auto term = [&](std::string t) {
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.erase(0, 1);
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.pop_back();
    SignalTerm out;
    if (auto atpos = t.rfind('@'); atpos != std::string::npos) {
      out.variant = t.substr(atpos + 1);
      t = t.substr(0, atpos);
      if (out.variant.empty())
        fail(at, fmt::format("{}: '{}' names no variant after '@'", what, s));
    }
    if (t.empty() || t.find(' ') != std::string::npos)
      fail(at, fmt::format("{}: '{}' is not a signal, or a signal OP signal with OP one of + - * "
                           "between spaces",
                           what, s));
    out.signal = t;
    return out;
  };
  std::size_t op_at = std::string::npos;
  for (const char* op : {" - ", " + ", " * "}) {
    const auto p = s.find(op);
    if (p != std::string::npos && (op_at == std::string::npos || p < op_at)) op_at = p;
  }
  if (op_at == std::string::npos) {
    e.a = term(s);
  } else {
    e.a = term(s.substr(0, op_at));
    e.op = s[op_at + 1];
    e.b = term(s.substr(op_at + 3));
  }
  if (e.has_glob() && (e.op != 0 || !e.a.variant.empty()))
    fail(at, fmt::format("{}: a glob ('*', '?') may only stand alone, without '@' or an operator: "
                         "'{}'",
                         what, s));
  return e;
}

void Parser::metrics(const YAML::Node& n, Study& study) const {
  if (!n || n.IsNull()) return;
  if (!n.IsSequence()) fail(line(n), "'metrics' must be a list");
  std::set<std::string> names;
  for (const YAML::Node& m : n) {
    const int at = line(m);
    check_map(m, at, "a metric");
    if (!m["name"]) fail(at, "a metric has no 'name'");
    const std::string raw_name = text(m["name"], "metric name");
    const std::string what = fmt::format("metric '{}'", raw_name);
    check_keys(m, kMetricKeys, what);
    std::vector<std::string> kinds;
    for (const std::string& k : kMetricKinds)
      if (m[k]) kinds.push_back(k);
    if (kinds.size() != 1)
      fail(at, fmt::format("{} needs exactly one of: {}{}", what, join_names(kMetricKinds),
                           kinds.empty() ? std::string() : "; it has " + join_names(kinds)));
    const std::string kind = kinds.front();
    const YAML::Node spec = m[kind];
    std::string x_text, y_text;
    if (kind == "max_abs_diff") {
      if (!spec.IsSequence() || spec.size() != 2)
        fail(line(spec, at), fmt::format("{}: max_abs_diff takes two signals: [x, y]", what));
      x_text = text(spec[0], what + ": max_abs_diff");
      y_text = text(spec[1], what + ": max_abs_diff");
    } else {
      x_text = text(spec, fmt::format("{}: {}", what, kind));
    }
    for (const Substitution& sub : expand_for(m["for"], at)) {
      Metric metric;
      metric.line = at;
      metric.name = substitute(raw_name, sub, at, true);
      static const std::map<std::string, MetricKind> kinds_by_name{
          {"max_abs_diff", MetricKind::MaxAbsDiff},
          {"peak_abs", MetricKind::PeakAbs},
          {"max", MetricKind::Max},
          {"min", MetricKind::Min},
          {"mean", MetricKind::Mean},
          {"rms", MetricKind::Rms},
          {"value_at", MetricKind::ValueAt},
          {"final", MetricKind::Final},
          {"energy", MetricKind::Energy}};
      metric.kind = kinds_by_name.at(kind);
      const std::string m_what = fmt::format("metric '{}'", metric.name);
      metric.x = signal_expr(substitute(x_text, sub, at, false), at, m_what);
      if (metric.kind == MetricKind::MaxAbsDiff) {
        metric.y = signal_expr(substitute(y_text, sub, at, false), at, m_what);
        if (metric.x.has_glob() || metric.y.has_glob())
          fail(at, fmt::format("{}: max_abs_diff takes no globs", m_what));
      }
      if (metric.kind == MetricKind::ValueAt) {
        if (!m["t"]) fail(at, fmt::format("{}: value_at needs 't' (the time)", m_what));
        metric.t = number(m["t"], m_what + ": t");
      } else if (m["t"]) {
        fail(line(m["t"]), fmt::format("{}: 't' belongs to value_at only", m_what));
      }
      if (m["from"]) metric.from = number(m["from"], m_what + ": from");
      if (m["to"]) metric.to = number(m["to"], m_what + ": to");
      if (metric.from && metric.to && !(*metric.from < *metric.to))
        fail(at, fmt::format("{}: 'from' must be before 'to'", m_what));
      if (m["optional"]) metric.optional = boolean(m["optional"], m_what + ": optional");
      const bool glob = metric.x.has_glob();
      const bool has_field = metric.name.find("{signal}") != std::string::npos ||
                             metric.name.find("{*}") != std::string::npos;
      if (glob && !has_field)
        fail(at, fmt::format("{}: the signal '{}' is a glob; put {{signal}} or {{*}} in the name "
                             "so that every match gets its own column",
                             m_what, metric.x.text));
      if (!glob && has_field)
        fail(at, fmt::format("{}: {{signal}} and {{*}} stand for glob matches, but '{}' is no glob",
                             m_what, metric.x.text));
      static const std::set<std::string> reserved{"variant",        "error", "cpu_s",
                                                  "compile_s",      "steps", "residual_evals",
                                                  "jacobian_evals", "events"};
      if (reserved.count(metric.name))
        fail(at,
             fmt::format("metric name '{}' is a column of its own; choose another", metric.name));
      if (!names.insert(metric.name).second)
        fail(at, fmt::format("metric name '{}' is used twice (add the 'for' index to the name)",
                             metric.name));
      if (study.metrics.size() >= kMostExpansions)
        fail(at, fmt::format("more than {} metrics (their 'for' patterns make too many)",
                             kMostExpansions));
      study.metrics.push_back(std::move(metric));
    }
  }
}

void Parser::plots(const YAML::Node& n, Study& study) const {
  if (!n || n.IsNull()) return;
  if (!n.IsSequence()) fail(line(n), "'plots' must be a list");
  std::set<std::string> files;
  for (const YAML::Node& p : n) {
    const int at = line(p);
    check_map(p, at, "a plot");
    if (!p["file"]) fail(at, "a plot has no 'file'");
    const std::string raw_file = text(p["file"], "plot file");
    const std::string what = fmt::format("plot '{}'", raw_file);
    check_keys(p, kPlotKeys, what);
    if (!p["signals"]) fail(at, what + " has no 'signals'");
    std::vector<std::string> raw_signals;
    if (p["signals"].IsSequence()) {
      for (const YAML::Node& s : p["signals"]) raw_signals.push_back(text(s, what + ": signals"));
    } else {
      raw_signals.push_back(text(p["signals"], what + ": signals"));
    }
    if (raw_signals.empty()) fail(at, what + ": 'signals' is empty");
    std::vector<std::string> variants;
    if (const YAML::Node v = p["variants"]; v) {
      if (v.IsSequence())
        for (const YAML::Node& x : v) variants.push_back(text(x, what + ": variants"));
      else
        variants.push_back(text(v, what + ": variants"));
    }
    for (const Substitution& sub : expand_for(p["for"], at)) {
      Plot plot;
      plot.line = at;
      plot.file = substitute(raw_file, sub, at, false);
      if (plot.file.size() < 5 || plot.file.substr(plot.file.size() - 4) != ".svg" ||
          plot.file.find('/') != std::string::npos || plot.file.find("..") != std::string::npos)
        fail(at,
             fmt::format("plot file '{}' must be a name ending in .svg (written into the output "
                         "folder)",
                         plot.file));
      if (!files.insert(plot.file).second)
        fail(at, fmt::format("plot file '{}' is written twice", plot.file));
      plot.title = p["title"] ? substitute(text(p["title"], what + ": title"), sub, at, false)
                              : plot.file.substr(0, plot.file.size() - 4);
      if (p["y_label"])
        plot.y_label = substitute(text(p["y_label"], what + ": y_label"), sub, at, false);
      for (const std::string& s : raw_signals)
        plot.signals.push_back(signal_expr(substitute(s, sub, at, false), at, what));
      plot.variants = variants;
      if (study.plots.size() >= kMostExpansions)
        fail(at, fmt::format("more than {} plots (their 'for' patterns make too many)",
                             kMostExpansions));
      study.plots.push_back(std::move(plot));
    }
  }
}

void Parser::check_references(const Study& study) const {
  std::vector<std::string> names;
  for (const Variant& v : study.variants) names.push_back(v.name);
  auto check = [&](const SignalExpr& e, int at, const std::string& what) {
    for (const SignalTerm* t : e.terms())
      if (!t->variant.empty() && std::find(names.begin(), names.end(), t->variant) == names.end())
        fail(at, fmt::format("{}: '{}' refers to variant '{}', which the study does not define.{}",
                             what, e.text, t->variant, did_you_mean(t->variant, names)));
  };
  for (const Metric& m : study.metrics) {
    check(m.x, m.line, fmt::format("metric '{}'", m.name));
    if (m.kind == MetricKind::MaxAbsDiff) check(m.y, m.line, fmt::format("metric '{}'", m.name));
  }
  for (const Plot& p : study.plots) {
    for (const SignalExpr& e : p.signals) check(e, p.line, fmt::format("plot '{}'", p.file));
    for (const std::string& v : p.variants)
      if (std::find(names.begin(), names.end(), v) == names.end())
        fail(p.line, fmt::format("plot '{}': no variant '{}' in the study.{}", p.file, v,
                                 did_you_mean(v, names)));
  }
}

Study Parser::parse(const std::string& source) {
  YAML::Node loaded;
  try {
    loaded = YAML::Load(source);
  } catch (const YAML::ParserException& e) {
    throw StudyError(fmt::format("{}:{}:{}: malformed YAML: {}", file_, e.mark.line + 1,
                                 e.mark.column + 1, e.msg));
  }
  const YAML::Node& root = loaded;
  if (!root.IsMap())
    fail(line(root, 1), "a study file is a mapping with model:, variants:, metrics:, plots:");
  check_keys(root, kTopKeys, "the study");
  Study study;
  study.file = file_;
  if (root["study"]) study.name = text(root["study"], "study");
  if (study.name.empty()) {
    study.name = file_.substr(
        file_.find_last_of('/') == std::string::npos ? 0 : file_.find_last_of('/') + 1);
    if (auto dot = study.name.rfind('.'); dot != std::string::npos) study.name.resize(dot);
  }
  if (root["description"]) study.description = text(root["description"], "description");
  if (!root["model"]) fail(1, "the study names no base 'model'");
  study.model = text(root["model"], "model");
  study.model_line = line(root["model"]);
  if (!registry_.find_model(study.model)) {
    try {
      registry_.model(study.model);
    } catch (const ModelError& e) {
      fail(study.model_line, e.what());
    }
  }
  if (const YAML::Node d = root["defaults"]; d && !d.IsNull())
    study.defaults = variant(d, false, "defaults");
  const YAML::Node vs = root["variants"];
  if (!vs || !vs.IsSequence() || vs.size() == 0)
    fail(vs ? line(vs, 1) : 1, "the study needs 'variants': a list with at least one variant");
  std::set<std::string> names;
  for (const YAML::Node& v : vs) {
    Variant parsed = variant(v, true, "a variant");
    if (!names.insert(parsed.name).second)
      fail(parsed.line, fmt::format("variant name '{}' is used twice", parsed.name));
    study.variants.push_back(std::move(parsed));
  }
  metrics(root["metrics"], study);
  plots(root["plots"], study);
  check_references(study);
  return study;
}

}  // namespace

Study parse_study(const std::string& text, const std::string& file,
                  const models::Registry& registry) {
  try {
    return Parser(file, registry).parse(text);
  } catch (const YAML::Exception& e) {
    // Conversions and lookups inside yaml-cpp: still name the place.
    throw StudyError(fmt::format("{}:{}: {}", file, e.mark.line + 1, e.msg));
  }
}

Study load_study(const std::string& path, const models::Registry& registry) {
  std::ifstream in(path);
  if (!in) throw StudyError(fmt::format("{}: cannot read the study file", path));
  std::stringstream buffer;
  buffer << in.rdbuf();
  return parse_study(buffer.str(), path, registry);
}

}  // namespace acausal::study
