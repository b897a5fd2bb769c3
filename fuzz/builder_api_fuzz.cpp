// libFuzzer harness (issue 14): the bytes are a small program of builder
// calls on a Model: add components of registered types by name (with option
// values of every kind, right and wrong), connect ports, set parameters and
// start values, replace components (also through references kept to the old
// ones), declare and select variant points, then compile and simulate a few
// milliseconds of model time with a step limit. Each call either works or
// throws an acausal::Error, and the program goes on with the model as the
// refused call left it (unchanged). A crash, a hang, a sanitizer report or
// another exception is a finding.
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/compile/compiled_model.hpp"
#include "core/errors.hpp"
#include "core/log.hpp"
#include "core/model/model.hpp"
#include "fuzz/quiet_library.hpp"
#include "models/component_types.hpp"
#include "solvers/explicit/ode_method.hpp"
#include "solvers/simulation.hpp"

namespace {

using namespace acausal;

// Bounds on the work of one input.
constexpr std::size_t kMostComponents = 8;
constexpr int kMostCalls = 48;
constexpr int kMostSimulations = 2;
constexpr long kMostSteps = 200;
constexpr std::size_t kMostRows = 400;  // output points and event rows of one run
constexpr std::size_t kMostListLength = 12;

/// The input read as a stream of choices; zeros once it is used up.
class Bytes {
 public:
  Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  bool done() const { return at_ >= size_; }
  std::uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
  /// "@text;" written into the input: the text (seeds name types, options
  /// and paths this way, so that they do not depend on list orders).
  bool literal(std::string& out) {
    if (at_ >= size_ || data_[at_] != '@') return false;
    ++at_;
    out.clear();
    while (at_ < size_ && data_[at_] != ';') out += static_cast<char>(data_[at_++]);
    if (at_ < size_) ++at_;
    return true;
  }
  std::size_t below(std::size_t n) { return n == 0 ? 0 : byte() % n; }
  template <class T>
  const T& pick(const std::vector<T>& from) {
    return from[below(from.size())];
  }
  double number() {
    static const std::vector<double> values{0.0,
                                            1.0,
                                            -1.0,
                                            0.5,
                                            2.0,
                                            3.0,
                                            10.0,
                                            100.0,
                                            1e3,
                                            1e5,
                                            0.02,
                                            1e-3,
                                            1e-9,
                                            -1e-9,
                                            1e9,
                                            1e300,
                                            -1e300,
                                            1e-300,
                                            5e-324,
                                            -0.0,
                                            3.141592653589793,
                                            -2.5,
                                            std::numeric_limits<double>::quiet_NaN(),
                                            std::numeric_limits<double>::infinity(),
                                            -std::numeric_limits<double>::infinity()};
    const std::uint8_t b = byte();
    if (b < 0xf0) return values[b % values.size()];
    double raw = 0;  // any bit pattern
    std::array<std::uint8_t, sizeof raw> bits{};
    for (auto& x : bits) x = byte();
    std::memcpy(&raw, bits.data(), sizeof raw);
    return raw;
  }
  std::string text() {
    if (std::string s; literal(s)) return s;
    static const std::vector<std::string> words{"",
                                                "a",
                                                "x",
                                                "default",
                                                "never",
                                                "always",
                                                "prefer",
                                                "linear",
                                                "none",
                                                "1",
                                                ".",
                                                "..",
                                                "c0",
                                                "c0.",
                                                ".c0",
                                                "c0.flange_a",
                                                "c0.p",
                                                "c0..p",
                                                "c0.flange_a.phi",
                                                "p=",
                                                "=",
                                                "\xff"};
    const std::uint8_t b = byte();
    if (b < 0xe0) return words[b % words.size()];
    std::string s;
    for (std::size_t n = below(8); n > 0; --n) s += static_cast<char>(byte());
    return s;
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

// The names a choice option accepts, from its description ("... one of: a, b, c").
std::vector<std::string> choice_names(const std::string& description) {
  std::vector<std::string> out;
  const auto at = description.find("one of: ");
  if (at == std::string::npos) return out;
  std::string list = description.substr(at + 8);
  if (const auto close = list.find(')'); close != std::string::npos) list.resize(close);
  for (std::size_t begin = 0; begin <= list.size();) {
    const auto comma = list.find(", ", begin);
    out.push_back(
        list.substr(begin, comma == std::string::npos ? std::string::npos : comma - begin));
    if (comma == std::string::npos) break;
    begin = comma + 2;
  }
  return out;
}

std::vector<double> numbers(Bytes& in, std::size_t n) {
  std::vector<double> out;
  for (std::size_t k = 0; k < n; ++k) out.push_back(in.number());
  return out;
}

// A value for `option`: mostly of its kind (often a valid one), sometimes of another.
models::OptionValue option_value(Bytes& in, const models::OptionInfo& option) {
  const std::uint8_t how = in.byte();
  // Counts (phases, inputs, filter orders) stay small or are refused: a
  // million phases is a valid model whose construction alone takes hours.
  if (option.kind == "integer") {
    static const std::vector<double> integers{0,  1,  2,  3,    4,   6,
                                              -1, -3, 64, 1e15, 0.5, -2147483649.0};
    if (how % 8 == 7) return in.text();
    return in.pick(integers);
  }
  if (how % 8 == 7) {  // any kind
    switch (in.below(6)) {
      case 0:
        return in.number();
      case 1:
        return in.byte() % 2 == 0;
      case 2:
        return in.text();
      case 3:
        return numbers(in, in.below(kMostListLength));
      case 4: {
        const std::size_t rows = in.below(4);
        return std::vector<std::vector<double>>(rows, numbers(in, in.below(6)));
      }
      default:
        return std::any(in.byte());
    }
  }
  const std::string& kind = option.kind;
  if (kind == "number" || kind == "optional number") return in.number();
  if (kind == "flag") return in.byte() % 2 == 0;
  if (kind == "choice") {
    const std::vector<std::string> names = choice_names(option.description);
    if (!names.empty() && how % 8 < 6) return in.pick(names);
    return in.text();
  }
  if (kind == "text") return in.text();
  if (kind == "3-vector") return numbers(in, how % 8 < 6 ? 3 : in.below(5));
  if (kind == "3x3 matrix") {
    const std::size_t rows = how % 8 < 6 ? 3 : in.below(5);
    std::vector<std::vector<double>> m;
    for (std::size_t r = 0; r < rows; ++r) m.push_back(numbers(in, how % 8 < 6 ? 3 : in.below(5)));
    return m;
  }
  if (kind == "list") return numbers(in, in.below(kMostListLength));
  if (kind == "table") {
    const std::size_t rows = in.below(6);
    const std::size_t columns = 1 + in.below(5);
    std::vector<std::vector<double>> t;
    for (std::size_t r = 0; r < rows; ++r)
      t.push_back(numbers(in, how % 8 < 5 ? columns : in.below(6)));
    return t;
  }
  return std::any(how);  // an object of the wrong type
}

models::Options options_for(Bytes& in, const models::ComponentType& type) {
  models::Options out;
  for (std::size_t n = in.below(4); n > 0; --n) {
    std::string name;
    const bool named = in.literal(name);
    const models::OptionInfo* option = nullptr;
    for (const models::OptionInfo& o : type.options)
      if (named && o.name == name) option = &o;
    if (!named && !type.options.empty() && in.byte() % 16 != 15) option = &in.pick(type.options);
    if (option == nullptr) {
      out.push_back({named ? name : in.text(), in.number()});  // an option the type may not have
      continue;
    }
    out.push_back({option->name, option_value(in, *option)});
  }
  return out;
}

void collect(const Component& c, std::vector<const Port*>& ports,
             std::vector<const Component*>& all) {
  all.push_back(&c);
  for (const Port& p : c.ports()) ports.push_back(&p);
  for (const auto& child : c.children()) collect(*child, ports, all);
}

// A path near `path`: itself, or with a piece cut off or added.
std::string nearby(Bytes& in, const std::string& path) {
  switch (in.below(8)) {
    case 0:
      return path.substr(0, in.below(path.size() + 1));
    case 1:
      return path + in.text();
    case 2:
      return in.text();
    default:
      return path;
  }
}

// Stops a run after a few rows, so that a fast clock cannot make one input long.
class RowLimit : public RunMonitor {
 public:
  void begin(const Results&, double, double) override {}
  bool row(double, std::span<const double>) override { return ++rows_ < kMostRows; }

 private:
  std::size_t rows_ = 0;
};

// ACAUSAL_FUZZ_VERBOSE=1 prints what each call did (to check what a seed does).
const bool verbose = std::getenv("ACAUSAL_FUZZ_VERBOSE") != nullptr;

void note(const Error& e) {
  if (verbose) std::fprintf(stderr, "refused: %s\n", e.what());
}

class BuilderProgram {
 public:
  explicit BuilderProgram(Bytes& in) : in_(in) {}

  void run() {
    for (int call = 0; call < kMostCalls && !in_.done(); ++call) {
      try {
        step();
      } catch (const Error& e) {
        // A refused call; the model must still be usable.
        note(e);
      }
    }
    if (simulations_ == 0) {
      try {
        simulate();
      } catch (const Error& e) {
        note(e);
      }
    }
  }

 private:
  void step() {
    switch (in_.below(10)) {
      case 0:
      case 1:
        return add();
      case 2:
        return connect_ports();
      case 3:
        return connect_paths();
      case 4:
        return set_parameter();
      case 5:
        return set_start();
      case 6:
        return replace();
      case 7:
        return variants();
      case 8:
        return set_state_select();
      default:
        if (simulations_ < kMostSimulations) simulate();
        return;
    }
  }

  const models::ComponentType& type() {
    if (std::string name; in_.literal(name))
      if (const models::ComponentType* t = models::find_component_type(name)) return *t;
    return in_.pick(models::component_types());
  }

  // A component added by this program, the model, or one inside them; it may
  // be one that a replace took out of the model (references stay valid).
  const Component& component() {
    std::vector<const Port*> ports;
    std::vector<const Component*> all;
    collect(model_, ports, all);
    for (const Component* c : handles_) all.push_back(c);
    return *all[in_.below(all.size())];
  }
  const Port* port() {
    std::vector<const Port*> ports;
    std::vector<const Component*> all;
    collect(model_, ports, all);
    for (const Component* c : handles_)
      for (const Port& p : c->ports()) ports.push_back(&p);
    return ports.empty() ? nullptr : ports[in_.below(ports.size())];
  }
  // A member of a component: "path.name" from its parameters or variables.
  std::string member(bool parameter) {
    if (std::string path; in_.literal(path)) return path;
    const Component& c = component();
    std::vector<std::string> names;
    if (parameter)
      for (const ParameterDecl& p : c.parameters()) names.push_back(p.path);
    else
      for (const VariableDecl& v : c.variables()) names.push_back(v.path);
    return nearby(in_, names.empty() ? c.path() + "." + in_.text() : in_.pick(names));
  }

  void add() {
    if (added_ >= kMostComponents) return;
    const models::ComponentType& t = type();
    const std::string name = in_.byte() % 16 == 15 ? in_.text() : "c" + std::to_string(added_);
    ++added_;
    Component& c = models::add_component(model_, t.name, name, options_for(in_, t));
    handles_.push_back(&c);
  }

  void connect_ports() {
    const Port* a = port();
    const Port* b = port();
    if (a && b) model_.connect(*a, *b);
  }

  void connect_paths() {
    std::string from, to;
    if (!in_.literal(from)) {
      const Port* a = port();
      if (!a) return;
      from = nearby(in_, a->path());
    }
    if (!in_.literal(to)) {
      const Port* b = port();
      if (!b) return;
      to = nearby(in_, b->path());
    }
    model_.connect(from, to);
  }

  void set_parameter() {
    if (in_.byte() % 4 == 0) {
      std::vector<std::pair<std::string, double>> values;
      for (std::size_t n = 1 + in_.below(3); n > 0; --n) {
        std::string path = member(true);
        values.emplace_back(std::move(path), in_.number());
      }
      model_.set_parameters(values);
    } else {
      const std::string path = member(true);
      model_.set_parameter(path, in_.number());
    }
  }

  void set_start() {
    const std::string path = member(false);
    const double value = in_.number();
    switch (in_.below(3)) {
      case 0:
        return model_.set_start(path, value);
      case 1:
        return model_.set_start(path, value, true);
      default:
        return model_.set_start(path, value, false);
    }
  }

  void set_state_select() {
    const std::string path = member(false);
    model_.set_state_select(path, static_cast<StateSelect>(in_.below(5)));
  }

  std::string place() {
    if (std::string path; in_.literal(path)) return path;
    return nearby(in_, component().path());
  }

  void replace() {
    const std::string path = place();
    const models::ComponentType& t = type();
    const models::Options options = options_for(in_, t);
    const ReplaceOptions how{in_.byte() % 2 ? CarryOver::All : CarryOver::Edits};
    if (verbose) std::fprintf(stderr, "replace '%s' by a %s\n", path.c_str(), t.name.c_str());
    Replacement done;
    if (in_.byte() % 4 == 0) {
      // A ready part, built for the place given or (refused) for another one.
      const std::string built_for = in_.byte() % 2 ? path : place();
      std::unique_ptr<Component> part =
          models::component_part(t.name, options)(model_.context_for(built_for, t.name));
      done = model_.replace(path, std::move(part), how);
    } else {
      done = model_.replace(path, models::component_part(t.name, options), how);
    }
    if (done.part) handles_.push_back(done.part);
  }

  void variants() {
    if (in_.byte() % 2 == 0) {
      const std::string point = "v" + std::to_string(points_++);
      const std::string where = place();
      const models::ComponentType& t = type();
      const models::Options options = options_for(in_, t);
      std::vector<VariantOption> choices{{"as_built", nullptr, ""}};
      choices.push_back({"swapped", [where, name = t.name, options](Model& m) {
                           m.replace(where, models::component_part(name, options));
                         }});
      if (in_.byte() % 4 == 0) choices.push_back({in_.text(), nullptr, ""});  // no function
      model_.declare_variant(point, std::move(choices), in_.byte() % 8 ? "as_built" : in_.text());
    } else {
      const std::string point =
          in_.byte() % 4 ? "v" + std::to_string(in_.below(points_ + 1)) : in_.text();
      const std::string option = in_.byte() % 4 ? "swapped" : in_.text();
      if (in_.byte() % 2)
        model_.select_variant(point, option);
      else
        model_.select_variant(point + "=" + option);
    }
  }

  void simulate() {
    ++simulations_;
    const std::shared_ptr<const CompiledModel> compiled = compile(model_);
    Simulation sim(compiled);
    const std::vector<ParameterValue> parameters = sim.parameter_values();
    for (std::size_t n = in_.below(3); n > 0 && !parameters.empty(); --n) {
      const std::string path = nearby(in_, in_.pick(parameters).name);
      sim.set_parameter(path, in_.number());
    }
    static const std::vector<double> stops{
        1e-3, 1e-2, 2e-3, 0.0, -1e-3, 1e-12, std::numeric_limits<double>::quiet_NaN()};
    SimulationOptions o;
    o.t_start = in_.byte() % 8 == 0 ? in_.number() : 0.0;
    o.t_stop = o.t_start + in_.pick(stops);
    const double span = o.t_stop - o.t_start;
    o.output_interval = in_.byte() % 8 == 0 ? in_.number() : span / double(1 + in_.below(10));
    if (std::isfinite(span) && span > 0 && o.output_interval > 0 && o.output_interval < span / 50)
      o.output_interval = span / 50;
    static const std::vector<double> tolerances{1e-6, 1e-3, 1e-10, 0.0, -1.0, 1.0};
    o.rtol = in_.pick(tolerances);
    o.atol = in_.byte() % 4 == 0 ? in_.pick(tolerances) : 0.0;
    o.max_steps = 1 + static_cast<long>(in_.below(kMostSteps));
    std::vector<std::string> solvers = solvers::solver_names();
    solvers.push_back(in_.text());
    o.solver = in_.pick(solvers);
    o.step = span / double(1 + in_.below(kMostSteps));
    o.linear_solver = static_cast<solvers::LinearSolverChoice>(in_.below(3));
    if (in_.byte() % 8 == 0) o.max_step = in_.number();
    o.event_restart = in_.byte() % 2 ? solvers::EventRestart::warm : solvers::EventRestart::cold;
    RowLimit limit;
    o.monitor = &limit;
    const Results results = sim.run(o);
    if (verbose)
      std::fprintf(stderr, "simulated %s to %g: %zu rows, %ld steps\n", o.solver.c_str(), o.t_stop,
                   results.times().size(), sim.statistics().steps);
  }

  Bytes& in_;
  Model model_{"fuzz"};
  std::vector<const Component*> handles_;
  std::size_t added_ = 0;
  std::size_t points_ = 0;
  int simulations_ = 0;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  acausal::fuzz::quiet_library_once();
  Bytes in(data, size);
  BuilderProgram(in).run();
  return 0;
}
