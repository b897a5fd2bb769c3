// Running a study: every variant builds, compiles and simulates its own
// model (in worker threads, and on the MPI ranks given by the Distribution);
// the writer (rank 0) evaluates the metrics from the signals each variant
// kept, and writes the table, the report and the plots.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include <fmt/format.h>

#include "apps/signal_selection.hpp"
#include "apps/study.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/model/names.hpp"
#include "core/results/plot.hpp"
#include "solvers/explicit/ode_method.hpp"
#include "solvers/simulation.hpp"

namespace acausal::study {

const std::vector<std::string>& timing_columns() {
  static const std::vector<std::string> columns{"cpu_s", "compile_s"};
  return columns;
}

const std::string& StudyTable::cell(const std::string& variant, const std::string& column) const {
  const auto c = std::find(columns.begin(), columns.end(), column);
  if (c == columns.end())
    throw ModelError(fmt::format("the study table has no column '{}'.{}", column,
                                 did_you_mean(column, columns)));
  for (const auto& row : rows)
    if (!row.empty() && row.front() == variant)
      return row[static_cast<std::size_t>(c - columns.begin())];
  throw ModelError(fmt::format("the study table has no row '{}'", variant));
}

namespace {

// ---- what one variant produced ----

struct Outcome {
  std::string variant;
  bool ran = false;
  std::string error;
  double cpu_s = 0, compile_s = 0;
  long steps = 0, residual_evals = 0, jacobian_evals = 0, events = 0;
  std::vector<double> times;
  std::vector<std::string> names;  // kept signals
  std::vector<std::vector<double>> values;
  /// Needed signal (or glob) -> why it is absent ("... Did you mean 'x'?").
  std::map<std::string, std::string> missing;

  const std::vector<double>* column(const std::string& name) const {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == name) return &values[i];
    return nullptr;
  }
};

// Bytes for MPI: plain length-prefixed fields, doubles bit for bit.
class Writer {
 public:
  void u64(std::uint64_t v) { raw(&v, sizeof v); }
  void f64(double v) { raw(&v, sizeof v); }
  void str(const std::string& s) {
    u64(s.size());
    out_.append(s);
  }
  void doubles(const std::vector<double>& v) {
    u64(v.size());
    raw(v.data(), v.size() * sizeof(double));
  }
  std::string take() { return std::move(out_); }

 private:
  void raw(const void* p, std::size_t n) { out_.append(static_cast<const char*>(p), n); }
  std::string out_;
};

class Reader {
 public:
  explicit Reader(const std::string& in) : in_(in) {}
  std::uint64_t u64() {
    std::uint64_t v;
    raw(&v, sizeof v);
    return v;
  }
  double f64() {
    double v;
    raw(&v, sizeof v);
    return v;
  }
  std::string str() {
    const std::size_t n = count(1);
    std::string s = in_.substr(at_, n);
    at_ += n;
    return s;
  }
  std::vector<double> doubles() {
    std::vector<double> v(count(sizeof(double)));
    raw(v.data(), v.size() * sizeof(double));
    return v;
  }
  bool done() const { return at_ == in_.size(); }

 private:
  std::size_t count(std::size_t unit) {
    const std::uint64_t n = u64();
    if (n > (in_.size() - at_) / unit) throw InternalError("study: truncated result message");
    return static_cast<std::size_t>(n);
  }
  void raw(void* p, std::size_t n) {
    if (in_.size() - at_ < n) throw InternalError("study: truncated result message");
    std::memcpy(p, in_.data() + at_, n);
    at_ += n;
  }
  const std::string& in_;
  std::size_t at_ = 0;
};

void write_outcome(Writer& w, std::uint64_t index, const Outcome& o) {
  w.u64(index);
  w.str(o.variant);
  w.u64(o.ran ? 1 : 0);
  w.str(o.error);
  w.f64(o.cpu_s);
  w.f64(o.compile_s);
  for (long v : {o.steps, o.residual_evals, o.jacobian_evals, o.events})
    w.u64(static_cast<std::uint64_t>(v));
  w.doubles(o.times);
  w.u64(o.names.size());
  for (std::size_t i = 0; i < o.names.size(); ++i) {
    w.str(o.names[i]);
    w.doubles(o.values[i]);
  }
  w.u64(o.missing.size());
  for (const auto& [k, v] : o.missing) {
    w.str(k);
    w.str(v);
  }
}

std::pair<std::uint64_t, Outcome> read_outcome(Reader& r) {
  Outcome o;
  const std::uint64_t index = r.u64();
  o.variant = r.str();
  o.ran = r.u64() != 0;
  o.error = r.str();
  o.cpu_s = r.f64();
  o.compile_s = r.f64();
  for (long* v : {&o.steps, &o.residual_evals, &o.jacobian_evals, &o.events})
    *v = static_cast<long>(r.u64());
  o.times = r.doubles();
  const std::size_t n = r.u64();
  for (std::size_t i = 0; i < n; ++i) {
    o.names.push_back(r.str());
    o.values.push_back(r.doubles());
  }
  const std::size_t m = r.u64();
  for (std::size_t i = 0; i < m; ++i) {
    std::string k = r.str();
    o.missing[k] = r.str();
  }
  return {index, std::move(o)};
}

// ---- signals ----

// What the first '*' of the pattern matched in name (pattern known to match).
std::string first_star(const std::string& pattern, const std::string& name) {
  const auto star = pattern.find('*');
  if (star == std::string::npos) return {};
  const std::string tail = pattern.substr(star + 1);
  // The shortest match for the first star that lets the rest match.
  for (std::size_t len = 0; star + len <= name.size(); ++len)
    if (glob_match(tail, std::string_view(name).substr(star + len))) return name.substr(star, len);
  return {};
}

std::string replace_all(std::string s, const std::string& what, const std::string& with) {
  for (auto at = s.find(what); at != std::string::npos; at = s.find(what, at + with.size()))
    s.replace(at, what.size(), with);
  return s;
}

// Linear interpolation on (times, values); at an event (two rows with one
// time) the later value, as Results::at.
double interpolate(const std::vector<double>& times, const std::vector<double>& values, double t) {
  if (t <= times.front()) return values.front();
  if (t >= times.back()) return values.back();
  const auto it = std::upper_bound(times.begin(), times.end(), t);
  const auto i = static_cast<std::size_t>(it - times.begin());
  const double t0 = times[i - 1], t1 = times[i];
  if (t1 == t0) return values[i];
  const double w = (t - t0) / (t1 - t0);
  return values[i - 1] + w * (values[i] - values[i - 1]);
}

struct Needs {
  std::set<std::string> own;                                // signals and globs every variant keeps
  std::map<std::string, std::set<std::string>> of_variant;  // variant -> signals others read
};

// A signal missing for a metric or plot (the message says which and why).
struct Missing {
  std::string message;
};

class Evaluator {
 public:
  explicit Evaluator(const std::map<std::string, const Outcome*>& outcomes) : outcomes_(outcomes) {}

  // The series of e on the variant's own output grid; throws Missing.
  std::vector<double> series(const SignalExpr& e, const Outcome& self) const {
    std::vector<double> a = term(e.a, self);
    if (e.op == 0) return a;
    const std::vector<double> b = term(e.b, self);
    for (std::size_t k = 0; k < a.size(); ++k) {
      if (e.op == '-') a[k] -= b[k];
      if (e.op == '+') a[k] += b[k];
      if (e.op == '*') a[k] *= b[k];
    }
    return a;
  }

 private:
  std::vector<double> term(const SignalTerm& t, const Outcome& self) const {
    const Outcome* source = &self;
    if (!t.variant.empty() && t.variant != self.variant) {
      auto it = outcomes_.find(t.variant);
      if (it == outcomes_.end() || !it->second->ran)
        throw Missing{fmt::format(
            "'{}': variant '{}' has no results{}", t.signal + "@" + t.variant, t.variant,
            it == outcomes_.end() ? std::string(" (not run)") : " (it failed)")};
      source = it->second;
    }
    const std::vector<double>* values = source->column(t.signal);
    if (!values) {
      auto why = source->missing.find(t.signal);
      throw Missing{why != source->missing.end()
                        ? why->second
                        : fmt::format("no signal '{}' in variant '{}'", t.signal, source->variant)};
    }
    if (source == &self) return *values;
    std::vector<double> out(self.times.size());
    for (std::size_t k = 0; k < out.size(); ++k)
      out[k] = interpolate(source->times, *values, self.times[k]);
    return out;
  }

  const std::map<std::string, const Outcome*>& outcomes_;
};

// Points of (times, values) inside [from, to], with interpolated end points.
void clip(const std::vector<double>& times, const std::vector<double>& values,
          std::optional<double> from, std::optional<double> to, std::vector<double>& t_out,
          std::vector<double>& v_out) {
  const double lo = from.value_or(-INFINITY), hi = to.value_or(INFINITY);
  auto inside = [&](std::optional<double> t) {
    return t && *t > times.front() && *t < times.back() &&
           !std::binary_search(times.begin(), times.end(), *t);
  };
  if (inside(from)) {
    t_out.push_back(*from);
    v_out.push_back(interpolate(times, values, *from));
  }
  for (std::size_t k = 0; k < times.size(); ++k)
    if (times[k] >= lo && times[k] <= hi) {
      t_out.push_back(times[k]);
      v_out.push_back(values[k]);
    }
  if (inside(to)) {
    t_out.push_back(*to);
    v_out.push_back(interpolate(times, values, *to));
  }
}

double compute(const Metric& m, const std::vector<double>& times, const std::vector<double>& x) {
  if (m.kind == MetricKind::ValueAt) {
    if (m.t < times.front() || m.t > times.back())
      throw Missing{
          fmt::format("t = {} is outside the run ({} .. {})", m.t, times.front(), times.back())};
    return interpolate(times, x, m.t);
  }
  std::vector<double> t, v;
  clip(times, x, m.from, m.to, t, v);
  if (t.empty())
    throw Missing{fmt::format("no output point in the window [{}, {}]",
                              m.from.value_or(times.front()), m.to.value_or(times.back()))};
  auto integral = [&](auto f) {
    double sum = 0;
    for (std::size_t k = 1; k < t.size(); ++k)
      sum += 0.5 * (t[k] - t[k - 1]) * (f(v[k]) + f(v[k - 1]));
    return sum;
  };
  const double span = t.back() - t.front();
  switch (m.kind) {
    case MetricKind::MaxAbsDiff:
    case MetricKind::PeakAbs: {
      double peak = 0;
      for (double y : v) peak = std::max(peak, std::fabs(y));
      return peak;
    }
    case MetricKind::Max:
      return *std::max_element(v.begin(), v.end());
    case MetricKind::Min:
      return *std::min_element(v.begin(), v.end());
    case MetricKind::Final:
      return v.back();
    case MetricKind::Energy:
      return integral([](double y) { return y; });
    case MetricKind::Mean:
      return span > 0 ? integral([](double y) { return y; }) / span : v.front();
    case MetricKind::Rms:
      return span > 0 ? std::sqrt(integral([](double y) { return y * y; }) / span)
                      : std::fabs(v.front());
    case MetricKind::ValueAt:
      break;
  }
  return 0;
}

std::string number(double v) {
  return fmt::format("{}", v + 0.0);
}

// ---- running one variant ----

[[noreturn]] void fail_at(const Study& s, int line, const std::string& variant,
                          const std::string& message) {
  throw StudyError(fmt::format("{}:{}: variant '{}': {}", s.file, line, variant, message));
}

template <class F>
void located(const Study& s, int line, const std::string& variant, F&& f) {
  try {
    f();
  } catch (const StudyError&) {
    throw;
  } catch (const Error& e) {
    fail_at(s, line, variant, e.what());
  }
}

void apply_edits(const Study& s, const Variant& v, const std::string& name,
                 const models::Registry& registry, Model& model) {
  for (const Selection& sel : v.select)
    located(s, sel.line, name, [&] { model.select_variant(sel.point, sel.option); });
  for (const Swap& swap : v.replace) {
    located(s, swap.line, name, [&] {
      model.replace(swap.path, swap.options.empty()
                                   ? registry.part(swap.part).build
                                   : models::component_part(swap.part, swap.options));
    });
    for (const NumberSetting& p : swap.set)
      located(s, p.line, name, [&] { model.set_parameter(swap.path + "." + p.path, p.value); });
  }
  for (const NumberSetting& p : v.set)
    located(s, p.line, name, [&] { model.set_parameter(p.path, p.value); });
  for (const StartSetting& st : v.start)
    located(s, st.line, name, [&] { model.set_start(st.path, st.value, st.fixed); });
}

void apply_run(const RunSettings& r, SimulationOptions& o) {
  if (r.start_time) o.t_start = *r.start_time;
  if (r.stop) o.t_stop = *r.stop;
  if (r.interval) o.output_interval = *r.interval;
  if (r.rtol) o.rtol = *r.rtol;
  if (r.atol) o.atol = *r.atol;
  if (r.step) o.step = *r.step;
  if (r.max_steps) o.max_steps = *r.max_steps;
  if (r.solver) o.solver = *r.solver;
  if (r.linear_solver)
    o.linear_solver = *r.linear_solver == "dense" ? solvers::LinearSolverChoice::dense
                      : *r.linear_solver == "klu" ? solvers::LinearSolverChoice::klu
                                                  : solvers::LinearSolverChoice::automatic;
}

Outcome run_variant(const Study& s, const Variant& v, const models::Registry& registry,
                    const Needs& needs) {
  Outcome o;
  o.variant = v.name;
  try {
    const bool own_model = !v.model.empty() || !s.defaults.model.empty();
    const std::string model_name = !v.model.empty()            ? v.model
                                   : !s.defaults.model.empty() ? s.defaults.model
                                                               : s.model;
    const int model_line = !v.model.empty()            ? v.model_line
                           : !s.defaults.model.empty() ? s.defaults.model_line
                                                       : s.model_line;
    const models::ModelEntry* entry = nullptr;
    located(s, own_model ? model_line : v.line, v.name,
            [&] { entry = &registry.model(model_name); });
    std::unique_ptr<Model> model;
    located(s, v.line, v.name, [&] { model = models::build_model(*entry); });
    apply_edits(s, s.defaults, v.name, registry, *model);
    apply_edits(s, v, v.name, registry, *model);

    SimulationOptions options = entry->defaults;
    apply_run(s.defaults.run, options);
    apply_run(v.run, options);
    if (solvers::is_fixed_step_name(options.solver) && !(options.step > 0))
      fail_at(s, v.run.solver_line ? v.run.solver_line : v.line, v.name,
              fmt::format("solver {} takes a fixed step: give 'step'", options.solver));
    if (!(options.t_stop > options.t_start))
      fail_at(s, v.line, v.name,
              fmt::format("stop time {} is not after the start time {}", options.t_stop,
                          options.t_start));

    std::shared_ptr<const CompiledModel> compiled;
    CompileOptions compile_options;
    compile_options.evaluate_parameters =
        v.run.evaluate_parameters.value_or(s.defaults.run.evaluate_parameters.value_or(false));
    located(s, v.line, v.name, [&] { compiled = compile(*model, compile_options); });
    o.compile_s = compiled->report.total_seconds();
    // Record only what metrics and plots read: a sampled or switched model
    // has two rows per event, and every signal of it would fill the memory.
    std::set<std::string> wanted = needs.own;
    if (auto it = needs.of_variant.find(v.name); it != needs.of_variant.end())
      wanted.insert(it->second.begin(), it->second.end());
    const std::vector<std::string>& names = compiled->signal_names;
    std::set<std::string> kept;
    for (const std::string& pattern : wanted) {
      const bool glob = pattern.find_first_of("*?") != std::string::npos;
      bool any = false;
      for (const std::string& n : names)
        if (glob ? glob_match(pattern, n) : n == pattern) {
          any = true;
          kept.insert(n);
        }
      if (!any)
        o.missing[pattern] =
            glob ? fmt::format("no signal of variant '{}' matches '{}'", v.name, pattern)
                 : fmt::format("no signal '{}' in variant '{}'.{}", pattern, v.name,
                               did_you_mean(pattern, names));
    }
    options.signals.clear();
    for (const std::string& n : names)  // model order
      if (kept.count(n)) options.signals.push_back(n);
    // Nothing to read: one column keeps the run's time axis (an empty list records all).
    if (options.signals.empty() && !names.empty()) options.signals.push_back(names.front());

    Simulation sim(compiled);
    Results results;
    located(s, v.line, v.name, [&] { results = sim.run(options); });
    const auto& st = sim.statistics();
    o.cpu_s = st.cpu_time;
    o.steps = st.steps;
    o.residual_evals = st.residual_evaluations;
    o.jacobian_evals = st.jacobian_evaluations;
    o.events = st.state_events + st.time_events;
    o.times = results.times();
    if (o.times.empty()) fail_at(s, v.line, v.name, "the run produced no output point");
    for (const std::string& n : results.names())
      if (kept.count(n)) {
        o.names.push_back(n);
        o.values.push_back(results.series(n));
      }
    o.ran = true;
  } catch (const std::exception& e) {
    o.ran = false;
    o.error = e.what();
    o.times.clear();
    o.names.clear();
    o.values.clear();
  }
  return o;
}

// ---- the table ----

std::string csv_cell(const std::string& s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
  return "\"" + replace_all(s, "\"", "\"\"") + "\"";
}

std::string md_cell(std::string s) {
  s = replace_all(s, "|", "\\|");
  s = replace_all(s, "\r", "");
  return replace_all(s, "\n", "<br>");
}

std::string short_number(const std::string& cell) {
  if (cell.empty()) return cell;
  char* end = nullptr;
  const double v = std::strtod(cell.c_str(), &end);
  if (end != cell.c_str() + cell.size()) return cell;
  return fmt::format("{:.6g}", v);
}

std::string describe_variant(const Study& s, const Variant& v) {
  std::vector<std::string> parts;
  if (!v.model.empty() && v.model != s.model) parts.push_back(fmt::format("model `{}`", v.model));
  for (const Selection& sel : v.select)
    parts.push_back(fmt::format("{}={}", sel.point, sel.option));
  for (const Swap& swap : v.replace) {
    std::string text = fmt::format("{} → {}", swap.path, swap.part);
    for (const NumberSetting& p : swap.set) text += fmt::format(" {}={}", p.path, p.value);
    parts.push_back(text);
  }
  for (const NumberSetting& p : v.set) parts.push_back(fmt::format("{} = {}", p.path, p.value));
  for (const StartSetting& st : v.start)
    parts.push_back(fmt::format("{} starts at {}{}", st.path, st.value,
                                st.fixed ? (*st.fixed ? " (fixed)" : " (guess)") : ""));
  const RunSettings& r = v.run;
  if (r.solver) parts.push_back(fmt::format("solver {}", *r.solver));
  if (r.linear_solver) parts.push_back(fmt::format("linear solver {}", *r.linear_solver));
  if (r.rtol) parts.push_back(fmt::format("rtol {}", *r.rtol));
  if (r.atol) parts.push_back(fmt::format("atol {}", *r.atol));
  if (r.step) parts.push_back(fmt::format("step {}", *r.step));
  if (r.start_time) parts.push_back(fmt::format("start {}", *r.start_time));
  if (r.stop) parts.push_back(fmt::format("stop {}", *r.stop));
  if (r.interval) parts.push_back(fmt::format("interval {}", *r.interval));
  if (r.max_steps) parts.push_back(fmt::format("max_steps {}", *r.max_steps));
  if (r.evaluate_parameters)
    parts.push_back(*r.evaluate_parameters ? "parameters evaluated" : "parameters tunable");
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
  return out.empty() ? "as the base model" : out;
}

const char* metric_formula(MetricKind k) {
  switch (k) {
    case MetricKind::MaxAbsDiff:
      return "max |x − y|";
    case MetricKind::PeakAbs:
      return "max |x|";
    case MetricKind::Max:
      return "max x";
    case MetricKind::Min:
      return "min x";
    case MetricKind::Mean:
      return "mean of x over time";
    case MetricKind::Rms:
      return "RMS of x over time";
    case MetricKind::ValueAt:
      return "x at t";
    case MetricKind::Final:
      return "x at the end";
    case MetricKind::Energy:
      return "∫ x dt";
  }
  return "";
}

}  // namespace

StudyResult run_study(const Study& study, const models::Registry& registry,
                      const StudyOptions& options) {
  // Which variants: the asked ones and those their metrics and plots read.
  std::vector<std::string> all_names;
  for (const Variant& v : study.variants) all_names.push_back(v.name);
  std::set<std::string> chosen;
  if (options.variants.empty()) {
    chosen.insert(all_names.begin(), all_names.end());
  } else {
    for (const std::string& n : options.variants) {
      if (std::find(all_names.begin(), all_names.end(), n) == all_names.end())
        throw StudyError(
            fmt::format("{}: --variants: no variant '{}' in the study.{} Its variants "
                        "are: {}",
                        study.file, n, did_you_mean(n, all_names), join_names(all_names)));
      chosen.insert(n);
    }
    for (const Metric& m : study.metrics)
      for (const SignalExpr* e : {&m.x, &m.y})
        for (const SignalTerm* t : e->terms())
          if (!t->variant.empty()) chosen.insert(t->variant);
    for (const Plot& p : study.plots) {
      bool shown = p.variants.empty();
      for (const std::string& v : p.variants) shown = shown || chosen.count(v);
      if (!shown) continue;
      for (const SignalExpr& e : p.signals)
        for (const SignalTerm* t : e.terms())
          if (!t->variant.empty()) chosen.insert(t->variant);
    }
  }
  std::vector<const Variant*> run;
  for (const Variant& v : study.variants)
    if (chosen.count(v.name)) run.push_back(&v);

  // What every variant keeps.
  Needs needs;
  auto need = [&](const SignalExpr& e) {
    for (const SignalTerm* t : e.terms()) {
      if (t->signal.empty()) continue;
      if (t->variant.empty())
        needs.own.insert(t->signal);
      else
        needs.of_variant[t->variant].insert(t->signal);
    }
  };
  for (const Metric& m : study.metrics) {
    need(m.x);
    if (m.kind == MetricKind::MaxAbsDiff) need(m.y);
  }
  for (const Plot& p : study.plots)
    for (const SignalExpr& e : p.signals) need(e);

  // This process's share, run by `jobs` threads.
  const int rank = options.distribution ? options.distribution->rank() : 0;
  const int size = options.distribution ? options.distribution->size() : 1;
  std::vector<std::size_t> mine;
  for (std::size_t i = 0; i < run.size(); ++i)
    if (static_cast<int>(i % static_cast<std::size_t>(size)) == rank) mine.push_back(i);
  std::vector<Outcome> local(mine.size());
  std::atomic<std::size_t> next{0};
  std::mutex report_mutex;
  auto worker = [&] {
    for (std::size_t k = next++; k < mine.size(); k = next++) {
      local[k] = run_variant(study, *run[mine[k]], registry, needs);
      if (options.on_variant) {
        std::lock_guard lock(report_mutex);
        try {  // a progress report must not end the worker thread
          options.on_variant(VariantProgress{.variant = local[k].variant,
                                             .index = mine[k],
                                             .count = run.size(),
                                             .cpu_s = local[k].cpu_s,
                                             .error = local[k].error});
        } catch (...) {
        }
      }
    }
  };
  const int jobs = std::max(1, std::min<int>(options.jobs, static_cast<int>(mine.size())));
  {
    std::vector<std::jthread> threads;
    for (int j = 1; j < jobs; ++j) threads.emplace_back(worker);
    worker();
  }

  // Collect on the writer.
  std::vector<Outcome> outcomes(run.size());
  if (options.distribution) {
    Writer w;
    w.u64(mine.size());
    for (std::size_t k = 0; k < mine.size(); ++k) write_outcome(w, mine[k], local[k]);
    const std::vector<std::string> parts = options.distribution->gather(w.take());
    if (rank != 0)
      return StudyResult{.writer = false, .table = {}, .failed = 0, .notes = {}, .files = {}};
    std::vector<bool> seen(run.size(), false);
    for (const std::string& bytes : parts) {
      Reader r(bytes);
      const std::size_t n = r.u64();
      for (std::size_t k = 0; k < n; ++k) {
        auto [index, o] = read_outcome(r);
        if (index >= run.size() || seen[index])
          throw InternalError("study: bad variant index from a rank");
        seen[index] = true;
        outcomes[index] = std::move(o);
      }
    }
    if (std::find(seen.begin(), seen.end(), false) != seen.end())
      throw InternalError("study: a variant's result did not arrive");
  } else {
    for (std::size_t k = 0; k < mine.size(); ++k) outcomes[mine[k]] = std::move(local[k]);
  }

  // Metrics, in file order; glob metrics add a column per match (first seen first).
  std::map<std::string, const Outcome*> by_name;
  for (const Outcome& o : outcomes) by_name[o.variant] = &o;
  Evaluator eval(by_name);
  std::vector<std::string> metric_columns;
  std::vector<std::map<std::string, std::string>> cells(outcomes.size());
  std::vector<std::vector<std::string>> errors(outcomes.size());
  for (std::size_t r = 0; r < outcomes.size(); ++r)
    if (!outcomes[r].error.empty()) errors[r].push_back(outcomes[r].error);
  for (const Metric& m : study.metrics) {
    std::vector<std::string> columns_of_metric;
    if (!m.x.has_glob()) columns_of_metric.push_back(m.name);
    for (std::size_t r = 0; r < outcomes.size(); ++r) {
      const Outcome& o = outcomes[r];
      if (!o.ran) continue;
      auto note = [&](const std::string& name, const std::string& why) {
        errors[r].push_back(fmt::format("{}:{}: metric '{}': {}", study.file, m.line, name, why));
      };
      if (m.x.has_glob()) {
        const std::string& pattern = m.x.a.signal;
        bool any = false;
        for (const std::string& n : o.names) {
          if (!glob_match(pattern, n)) continue;
          any = true;
          const std::string column =
              replace_all(replace_all(m.name, "{signal}", n), "{*}", first_star(pattern, n));
          if (std::find(columns_of_metric.begin(), columns_of_metric.end(), column) ==
              columns_of_metric.end())
            columns_of_metric.push_back(column);
          SignalExpr single = m.x;
          single.a.signal = n;
          try {
            cells[r][column] = number(compute(m, o.times, eval.series(single, o)));
          } catch (const Missing& why) {
            note(column, why.message);
          }
        }
        if (!any && !m.optional) {
          auto why = o.missing.find(pattern);
          note(m.name,
               why != o.missing.end() ? why->second : "no signal matches '" + pattern + "'");
        }
        continue;
      }
      try {
        std::vector<double> x = eval.series(m.x, o);
        if (m.kind == MetricKind::MaxAbsDiff) {
          const std::vector<double> y = eval.series(m.y, o);
          for (std::size_t k = 0; k < x.size(); ++k) x[k] -= y[k];
        }
        cells[r][m.name] = number(compute(m, o.times, x));
      } catch (const Missing& why) {
        if (!m.optional) note(m.name, why.message);
      }
    }
    for (const std::string& c : columns_of_metric)
      if (std::find(metric_columns.begin(), metric_columns.end(), c) == metric_columns.end())
        metric_columns.push_back(c);
  }

  StudyResult result;
  StudyTable& table = result.table;
  table.columns.push_back("variant");
  table.columns.insert(table.columns.end(), metric_columns.begin(), metric_columns.end());
  for (const char* c :
       {"cpu_s", "compile_s", "steps", "residual_evals", "jacobian_evals", "events"})
    table.columns.push_back(c);
  table.columns.push_back("error");
  for (std::size_t r = 0; r < outcomes.size(); ++r) {
    const Outcome& o = outcomes[r];
    std::vector<std::string> row{o.variant};
    for (const std::string& c : metric_columns) {
      auto it = cells[r].find(c);
      row.push_back(it == cells[r].end() ? std::string() : it->second);
    }
    if (o.ran) {
      for (double v : {o.cpu_s, o.compile_s}) row.push_back(fmt::format("{:.6f}", v));
      for (long v : {o.steps, o.residual_evals, o.jacobian_evals, o.events})
        row.push_back(std::to_string(v));
    } else {
      row.insert(row.end(), 6, std::string());
    }
    std::string error;
    for (const std::string& e : errors[r]) error += (error.empty() ? "" : "\n") + e;
    if (!error.empty()) ++result.failed;
    row.push_back(error);
    table.rows.push_back(std::move(row));
  }

  // Plots.
  struct Figure {
    std::string file, title;
    PlotSpec spec;
  };
  std::vector<Figure> figures;
  for (const Plot& p : study.plots) {
    Figure f{p.file, p.title,
             PlotSpec{.title = p.title, .x_label = "time [s]", .y_label = p.y_label, .series = {}}};
    int colour = 0;
    for (const Outcome& o : outcomes) {
      if (!p.variants.empty() &&
          std::find(p.variants.begin(), p.variants.end(), o.variant) == p.variants.end())
        continue;
      const int variant_colour = colour++;
      if (!o.ran) {
        result.notes.push_back(fmt::format("{}:{}: plot '{}': variant '{}' failed, left out",
                                           study.file, p.line, p.file, o.variant));
        continue;
      }
      for (std::size_t s = 0; s < p.signals.size(); ++s) {
        std::vector<SignalExpr> exprs;
        if (p.signals[s].has_glob()) {
          for (const std::string& n : o.names)
            if (glob_match(p.signals[s].a.signal, n)) {
              SignalExpr single = p.signals[s];
              single.a.signal = n;
              single.text = n;
              exprs.push_back(single);
            }
          if (exprs.empty())
            result.notes.push_back(
                fmt::format("{}:{}: plot '{}': no signal of variant '{}' matches "
                            "'{}'",
                            study.file, p.line, p.file, o.variant, p.signals[s].a.signal));
        } else {
          exprs.push_back(p.signals[s]);
        }
        for (std::size_t k = 0; k < exprs.size(); ++k) {
          try {
            PlotSeries series;
            series.y = eval.series(exprs[k], o);
            series.x = o.times;
            series.label = p.signals.size() == 1 && exprs.size() == 1
                               ? o.variant
                               : fmt::format("{}: {}", o.variant, exprs[k].text);
            series.colour = variant_colour;
            series.dashed = (s + k) % 2 == 1;
            f.spec.series.push_back(std::move(series));
          } catch (const Missing& why) {
            result.notes.push_back(fmt::format("{}:{}: plot '{}': {}, left out", study.file, p.line,
                                               p.file, why.message));
          }
        }
      }
    }
    figures.push_back(std::move(f));
  }

  if (options.out_dir.empty()) return result;
  std::filesystem::create_directories(options.out_dir);
  const std::string csv_path = options.out_dir + "/study.csv";
  {
    std::ofstream csv(csv_path);
    if (!csv) throw ModelError(fmt::format("cannot write '{}'", csv_path));
    for (std::size_t c = 0; c < table.columns.size(); ++c)
      csv << (c ? "," : "") << csv_cell(table.columns[c]);
    csv << "\n";
    for (const auto& row : table.rows) {
      for (std::size_t c = 0; c < row.size(); ++c) csv << (c ? "," : "") << csv_cell(row[c]);
      csv << "\n";
    }
    if (!csv) throw ModelError(fmt::format("error while writing '{}'", csv_path));
  }
  result.files.push_back(csv_path);
  for (const Figure& f : figures) {
    if (f.spec.series.empty()) {
      result.notes.push_back(fmt::format("plot '{}' has no series; not written", f.file));
      continue;
    }
    write_plot(options.out_dir + "/" + f.file, f.spec);
    result.files.push_back(options.out_dir + "/" + f.file);
  }

  const std::string md_path = options.out_dir + "/study.md";
  std::ofstream md(md_path);
  if (!md) throw ModelError(fmt::format("cannot write '{}'", md_path));
  md << "# Study " << study.name << "\n\n";
  if (!study.description.empty()) md << study.description << "\n\n";
  md << "Study file `" << study.file << "`, base model `" << study.model << "`; " << outcomes.size()
     << " variants, " << result.failed << " with errors.\n\n";
  md << "## Variants\n\n| variant | what it changes | description |\n|---|---|---|\n";
  for (const Variant* v : run)
    md << "| " << md_cell(v->name) << " | " << md_cell(describe_variant(study, *v)) << " | "
       << md_cell(v->description) << " |\n";
  if (!study.metrics.empty()) {
    md << "\n## Metrics\n\n| metric | definition | window |\n|---|---|---|\n";
    for (const Metric& m : study.metrics) {
      std::string def = fmt::format("{}, x = `{}`", metric_formula(m.kind), m.x.text);
      if (m.kind == MetricKind::MaxAbsDiff) def += fmt::format(", y = `{}`", m.y.text);
      if (m.kind == MetricKind::ValueAt) def += fmt::format(", t = {}", m.t);
      const std::string window =
          m.kind == MetricKind::ValueAt
              ? std::string("-")
              : fmt::format("{} .. {}", m.from ? fmt::format("{}", *m.from) : "start",
                            m.to ? fmt::format("{}", *m.to) : "end");
      md << "| " << md_cell(m.name) << " | " << md_cell(def) << " | " << window << " |\n";
    }
  }
  md << "\n## Results\n\n`cpu_s`: CPU time of the simulation, `compile_s`: of the compilation "
        "[s]; `steps`, `residual_evals`, `jacobian_evals`, `events`: solver statistics. Full "
        "precision in `study.csv`.\n\n|";
  for (const std::string& c : table.columns)
    if (c != "error") md << " " << md_cell(c) << " |";
  md << "\n|";
  for (const std::string& c : table.columns)
    if (c != "error") md << "---|";
  md << "\n";
  for (const auto& row : table.rows) {
    md << "|";
    for (std::size_t c = 0; c + 1 < row.size(); ++c)
      md << " " << (c == 0 ? md_cell(row[c]) : short_number(row[c])) << " |";
    md << "\n";
  }
  if (result.failed > 0) {
    md << "\n## Errors\n\n";
    for (const auto& row : table.rows)
      if (!row.back().empty())
        md << "- **" << md_cell(row.front()) << "**: " << md_cell(row.back()) << "\n";
  }
  if (!figures.empty()) {
    md << "\n## Plots\n\n";
    for (const Figure& f : figures)
      if (!f.spec.series.empty()) md << "![" << md_cell(f.title) << "](" << f.file << ")\n\n";
  }
  if (!result.notes.empty()) {
    md << "\n## Notes\n\n";
    for (const std::string& n : result.notes) md << "- " << md_cell(n) << "\n";
  }
  if (!md) throw ModelError(fmt::format("error while writing '{}'", md_path));
  result.files.push_back(md_path);
  return result;
}

}  // namespace acausal::study
