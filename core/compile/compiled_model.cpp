#include "core/compile/compiled_model.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <unordered_set>

#include <fmt/format.h>

#include "core/codegen/codegen.hpp"
#include "core/compile/derived_parameters.hpp"
#include "core/compile/events.hpp"
#include "core/compile/init_system.hpp"
#include "core/compile/sparse_jacobian.hpp"
#include "core/errors.hpp"
#include "core/expr/node_table.hpp"
#include "core/expr/print.hpp"
#include "core/expr/traversal.hpp"
#include "core/model/names.hpp"
#include "core/passes/evaluate_parameters.hpp"
#include "core/passes/flatten.hpp"
#include "core/passes/simplify.hpp"

namespace acausal {
namespace {

template <class F>
auto timed(CompileReport& report, const std::string& name, F&& body) {
  const auto start = std::chrono::steady_clock::now();
  auto result = body();
  const auto stop = std::chrono::steady_clock::now();
  report.passes.push_back(
      PassRecord{name, std::chrono::duration<double>(stop - start).count(), "", ""});
  return result;
}

// A report of a large model names the first few entries of a list and counts
// the rest: `acausal check` of a 10^5-equation chain would otherwise print
// thousands of lines.
constexpr std::size_t kListedEntries = 40;

std::string first_entries(const std::vector<std::string>& items, const char* separator) {
  std::string out;
  for (std::size_t k = 0; k < items.size() && k < kListedEntries; ++k)
    out += (k ? separator : "") + items[k];
  if (items.size() > kListedEntries)
    out += fmt::format("{}... and {} more", separator, items.size() - kListedEntries);
  return out;
}

}  // namespace

std::vector<double> CompiledModel::parameter_values() const {
  std::vector<double> values(parameters.size() +
                             static_cast<std::size_t>(derived_parameters.num_outputs()));
  for (std::size_t k = 0; k < parameters.size(); ++k) values[k] = parameters[k].value;
  update_derived_parameters(values);
  return values;
}

void CompiledModel::update_derived_parameters(std::vector<double>& values) const {
  const std::size_t declared = parameters.size();
  const std::size_t slots = declared + static_cast<std::size_t>(derived_parameters.num_outputs());
  if (values.size() != slots)
    throw InternalError(fmt::format("model '{}': a parameter vector of {} values, expected {}",
                                    name, values.size(), slots));
  if (derived_parameters.num_outputs() == 0) return;
  std::vector<double> registers = derived_parameters.make_registers();
  derived_parameters.run(ProgramInputs{nullptr, nullptr, values.data(), 0.0, 0.0, nullptr},
                         registers, values.data() + declared);
}

double CompileReport::total_seconds() const {
  double s = 0;
  for (const PassRecord& p : passes) s += p.seconds;
  return s;
}

std::string CompileReport::describe() const {
  std::string out;
  out += fmt::format("equations/unknowns after flatten:  {} / {}\n", flat_equations, flat_unknowns);
  out += fmt::format("equations/unknowns after simplify: {} / {} ({} aliases removed)\n",
                     simplified_equations, simplified_unknowns, aliases);
  if (evaluated_parameters > 0)
    out += fmt::format(
        "parameters: {}, {} evaluated (folded into the equations, fixed for every run), {} "
        "tunable\n",
        parameters, evaluated_parameters, parameters - evaluated_parameters);
  else
    out += fmt::format("parameters: {}, all tunable\n", parameters);
  if (derived_parameters > 0)
    out += fmt::format(
        "derived parameters: {} (parameter-only subexpressions, computed once per parameter "
        "change)\n",
        derived_parameters);
  if (differentiated_equations.empty()) {
    out += "index reduction: not needed (index <= 1)\n";
  } else {
    out +=
        fmt::format("index reduction: {} differentiations of:\n", differentiated_equations.size());
    out += "    " + first_entries(differentiated_equations, "\n    ") + "\n";
    out += "dummy derivatives: " + first_entries(dummy_derivatives, ", ") + "\n";
  }
  out += fmt::format("DAE size: {}, states: {}\n", dae_size, states.size());
  if (!states.empty()) out += "states: " + first_entries(states, ", ") + "\n";
  std::map<std::pair<int, bool>, int> histogram;
  for (const BlockSummary& b : blocks) histogram[{b.size, b.linear}]++;
  out += fmt::format("BLT: {} blocks;", blocks.size());
  for (const auto& [key, count] : histogram)
    out += fmt::format(" {}x size {}{}", count, key.first,
                       key.first > 1 ? (key.second ? " (linear)" : " (nonlinear)") : "");
  out += "\n";
  out += fmt::format("Jacobian nonzeros: {}, residual program: {} instructions\n",
                     jacobian_nonzeros, residual_instructions);
  if (!causal_summary.empty()) out += causal_summary + "\n";
  out += "evaluation: " + codegen.summary() + "\n";
  out += "passes:\n";
  for (const PassRecord& p : passes) {
    out += fmt::format("    {:<10} {:10.6f} s  {}\n", p.name, p.seconds, p.summary);
    for (const auto& [part, seconds] : p.parts)
      out += fmt::format("      {:<26} {:10.6f} s\n", part, seconds);
  }
  out += fmt::format("    {:<10} {:10.6f} s\n", "total", total_seconds());
  return out;
}

std::vector<int> CompiledModel::parameters_named(const std::string& path) const {
  if (auto it = parameter_groups.find(path); it != parameter_groups.end()) return it->second;
  return {parameter(path)};
}

int CompiledModel::parameter(const std::string& path) const {
  if (auto it = parameter_index.find(path); it != parameter_index.end()) return it->second;
  std::string near;
  const std::string tail = path.substr(path.rfind('.') + 1);
  for (const ParameterDecl& p : parameters)
    if (p.path.size() >= tail.size() &&
        p.path.compare(p.path.size() - tail.size(), tail.size(), tail) == 0)
      near += (near.empty() ? "" : ", ") + p.path;
  // The nearest by spelling ("inertai3.J" -> "inertia3.J"), then every
  // parameter of the same name.
  std::vector<std::string> paths;  // forwarded names included
  for (const auto& entry : parameter_index) paths.push_back(entry.first);
  std::ranges::sort(paths);  // the index's order is the hash's
  throw ModelError(fmt::format("model '{}' has no parameter '{}'.{}{}", name, path,
                               did_you_mean(path, paths),
                               near.empty() ? "" : " Parameters named '" + tail + "': " + near));
}

namespace {

constexpr const char* kDummyState = "$dummy_state";

// Forwarded parameter names (Component::forward_parameter) find the
// parameter they stand for in the compiled model too.
void add_parameter_forwards(const Component& c, CompiledModel& cm) {
  for (const auto& [alias, target] : c.parameter_forwards())
    if (auto it = cm.parameter_index.find(target); it != cm.parameter_index.end()) {
      cm.parameter_index.emplace(alias, it->second);
      cm.parameter_groups[alias].push_back(it->second);
    }
  for (const auto& child : c.children()) add_parameter_forwards(*child, cm);
}

bool has_relation(const FlatSystem& system) {
  std::vector<Expr> roots;
  for (const FlatEquation& e : system.equations) roots.push_back(e.residual());
  for (const FlatEquation& e : system.discrete_equations) roots.push_back(e.rhs);
  for (const WhenClause& w : system.whens) roots.push_back(w.condition);
  bool found = false;
  post_order(roots, [&](const Expr& n) {
    const Op op = n.op();
    found = found || op == Op::Less || op == Op::LessEqual || op == Op::Greater ||
            op == Op::GreaterEqual || op == Op::Abs || op == Op::Sign || op == Op::Min ||
            op == Op::Max;
  });
  return found;
}

// A model without continuous unknowns can still have zero crossings (of
// functions of time). The integrator finds them only while it integrates
// something, so such a model gets der($dummy_state) = 0, as Dymola does.
void add_dummy_state_if_needed(FlatSystem& system) {
  if (!system.variables.empty() || !has_relation(system)) return;
  Expr x = Expr::variable(kDummyState);
  system.variables.push_back(
      {x, kDummyState, VariableOptions{.start = 0.0, .fixed = true}, "", false});
  system.equations.push_back({der(x), Expr(0.0), "integrator dummy state"});
}

}  // namespace

std::shared_ptr<const CompiledModel> compile(const Model& model, const CompileOptions& options) {
  auto cm = std::make_shared<CompiledModel>();
  CompileReport& report = cm->report;
  cm->name = model.model_name();
  auto maybe_dump = [&](const std::string& pass, const FlatSystem& sys) {
    if (options.dump_after.count(pass)) report.passes.back().dump = sys.dump();
    if (options.on_pass) options.on_pass(report.passes.back());
  };

  FlatSystem flat = timed(report, "flatten", [&] { return flatten(model); });
  report.passes.back().parts = std::move(flat.timings);
  flat.timings.clear();
  report.flat_equations = static_cast<int>(flat.equations.size());
  report.flat_unknowns = static_cast<int>(flat.variables.size());
  report.passes.back().summary =
      fmt::format("{} equations, {} unknowns", flat.equations.size(), flat.variables.size());
  maybe_dump("flatten", flat);

  // Unit and description by declaration position (FlatVariable::declared).
  std::vector<SignalInfo> declared(flat.variables.size());
  for (const FlatVariable& v : flat.variables)
    declared.at(static_cast<std::size_t>(v.declared)) =
        SignalInfo{v.options.unit, v.options.description};
  if (options.evaluate_parameters) {
    report.evaluated_parameters = timed(
        report, "evaluate", [&] { return evaluate_parameters(flat, options.tunable_parameters); });
    report.passes.back().summary = fmt::format("{} of {} parameters folded into the equations",
                                               report.evaluated_parameters, flat.parameters.size());
  }
  report.parameters = static_cast<int>(flat.parameters.size());
  FlatSystem simple = timed(report, "simplify", [&] { return simplify(std::move(flat)); });
  report.passes.back().parts = std::move(simple.timings);
  simple.timings.clear();
  report.simplified_equations = static_cast<int>(simple.equations.size());
  report.simplified_unknowns = static_cast<int>(simple.variables.size());
  report.aliases = static_cast<int>(simple.aliases.size());
  report.passes.back().summary =
      fmt::format("{} equations, {} unknowns, {} aliases", simple.equations.size(),
                  simple.variables.size(), simple.aliases.size());
  maybe_dump("simplify", simple);
  add_dummy_state_if_needed(simple);

  AnalysedSystem dae = timed(report, "analyse", [&] { return analyse(std::move(simple)); });
  report.passes.back().parts = std::move(dae.timings);
  report.index_reduction_differentiations = static_cast<int>(dae.differentiated_equations.size());
  report.differentiated_equations = dae.differentiated_equations;
  report.dummy_derivatives = dae.dummy_derivatives;
  report.states = dae.states;
  report.blocks = dae.blocks;
  report.dae_size = static_cast<int>(dae.components.size());
  report.passes.back().summary = fmt::format(
      "DAE {} unknowns, {} states, {} differentiations, {} BLT blocks", dae.components.size(),
      dae.states.size(), dae.differentiated_equations.size(), dae.blocks.size());
  maybe_dump("analyse", dae.system);

  PassTimings lower_parts;
  timed(report, "lower", [&] {
    PartTimer timer(lower_parts);
    cm->components = dae.components;
    for (const FlatParameter& p : dae.system.parameters) {
      cm->parameter_index.emplace(p.decl.path, static_cast<int>(cm->parameters.size()));
      cm->parameters.push_back(p.decl);
      cm->parameter_evaluated.push_back(p.evaluated);
    }
    add_parameter_forwards(model, *cm);
    std::erase_if(cm->parameter_groups, [](const auto& group) { return group.second.size() < 2; });
    std::unordered_map<std::uint64_t, int> param_slot;
    for (std::size_t k = 0; k < cm->parameters.size(); ++k)
      param_slot[cm->parameters[k].symbol.symbol_id()] = static_cast<int>(k);
    cm->time_scales = collect_time_scales(model, param_slot);
    NodeMap<AnalysedSystem::Slot> slot;
    for (const auto& [sym, s] : dae.slots) slot.emplace(sym.id(), s);

    // Frozen relations, pre() and sample() become slots of the discrete state.
    EventLowering events(dae.system);
    for (std::size_t i = 0; i < dae.residuals.size(); ++i) {
      if (!EventLowering::may_hold_events(dae.residuals[i]) ||
          !events.holds_events(dae.residuals[i]))
        continue;
      Expr lowered = events.rewrite(dae.residuals[i], dae.residual_origin[i]);
      if (lowered.same(dae.residuals[i])) continue;
      dae.residuals[i] = std::move(lowered);
      dae.gradients[i] = gradient(dae.residuals[i]);  // of the lowered residual
    }
    for (FlatEquation& e : dae.system.initial_equations) {
      const std::string origin = e.describe();
      e.lhs = events.rewrite(e.lhs, origin);
      e.rhs = events.rewrite(e.rhs, origin);
    }
    timer.lap("event lowering");
    Program::LeafMap event_slots = [&](const Expr& leaf) { return events.slot_of(leaf); };
    Program::LeafMap leaf_map = [&](const Expr& leaf) -> std::optional<InputSlot> {
      if (leaf.op() == Op::Parameter)
        return InputSlot{InputKind::Parameter, param_slot.at(leaf.symbol_id())};
      if (leaf.op() == Op::Time) return InputSlot{InputKind::Time, 0};
      if (leaf.op() == Op::Discrete) return events.slot_of(leaf);
      const AnalysedSystem::Slot* s = slot.find(leaf.id());
      if (s == nullptr) return std::nullopt;
      return InputSlot{s->derivative ? InputKind::YP : InputKind::Y, s->index};
    };
    DerivedParameters derived_parameters(static_cast<int>(cm->parameters.size()));
    DerivedParameters* derived =
        options.derive_parameter_expressions ? &derived_parameters : nullptr;
    cm->residual = Program(dae.residuals, leaf_map, derived);
    timer.lap("residual program");
    std::vector<Gradient> gradients = std::move(dae.gradients);  // analyse's, lowered
    cm->jacobian = lower_jacobian(gradients, dae.slots, leaf_map, derived);
    timer.lap("jacobian program");

    InitSystem init = build_init_system(dae, dae.residual_origin);
    cm->state_components = init.state_components;
    cm->init_equation_origin = std::move(init.origin);
    cm->init = lower_init_programs(init, gradients, cm->jacobian.pattern, param_slot, event_slots);
    timer.lap("initialisation");

    // Output signals: every kept variable and every alias, in declaration
    // order, then the discrete variables.
    struct Signal {
      int declared;  // -1: a discrete variable
      const std::string* name;
      Expr value;
    };
    std::vector<Signal> signals;
    signals.reserve(dae.system.variables.size() + dae.system.aliases.size() +
                    dae.system.discretes.size());
    for (const FlatVariable& v : dae.system.variables)
      if (v.name != kDummyState) signals.push_back({v.declared, &v.name, v.symbol});
    for (const Alias& a : dae.system.aliases) signals.push_back({a.declared, &a.name, a.value});
    std::stable_sort(signals.begin(), signals.end(),
                     [](const Signal& a, const Signal& b) { return a.declared < b.declared; });
    for (const DiscreteDecl& d : dae.system.discretes) signals.push_back({-1, &d.path, d.symbol});
    cm->signal_names.reserve(signals.size());
    cm->signal_info.reserve(signals.size());
    std::vector<Expr> signal_exprs;
    // A column whose expression is an earlier column's (or its negation) is
    // an alias of it: result files store it once, with the sign.
    NodeMap<int> first_with;
    for (auto& [position, name, value] : signals) {
      SignalInfo info;  // each declaration position is read once: moved from
      if (position >= 0) info = std::move(declared.at(static_cast<std::size_t>(position)));
      if (const int* same = first_with.find(value.id())) {
        info.alias_of = *same;
      } else if (const int* negated =
                     value.op() == Op::Neg ? first_with.find(value.arg(0).id()) : nullptr) {
        info.alias_of = *negated;
        info.sign = -1.0;
      } else {
        first_with.emplace(value.id(), static_cast<int>(cm->signal_names.size()));
      }
      cm->signal_names.push_back(*name);
      cm->signal_info.push_back(std::move(info));
      signal_exprs.push_back(
          EventLowering::may_hold_events(value) ? events.rewrite(value, "output " + *name) : value);
    }
    Program::LeafMap signal_map = [&](const Expr& leaf) -> std::optional<InputSlot> {
      if (auto s = leaf_map(leaf)) return s;
      if (leaf.op() == Op::Der)
        throw ModelError("output expression uses " + to_string(leaf) +
                         ", which is not a derivative in the model");
      return std::nullopt;
    };
    cm->signals = Program(signal_exprs, signal_map, derived);
    timer.lap("signals");

    std::unordered_map<const void*, int> state_index;
    for (const auto& [sym, s] : dae.slots)
      if (!s.derivative && dae.components[static_cast<std::size_t>(s.index)].differential)
        state_index.emplace(sym.id(), s.index);
    cm->events = events.finish(dae.system, leaf_map, state_index);
    timer.lap("events");

    // After the events: the sequence computes what their relations read first.
    std::vector<CausalTarget> relation_reads;
    for (InputKind kind : {InputKind::Y, InputKind::YP})
      for (int index : cm->events.relation_functions.input_indices(kind))
        relation_reads.push_back(CausalTarget{kind == InputKind::YP, index});
    std::vector<double> parameter_values;
    for (const ParameterDecl& p : cm->parameters) parameter_values.push_back(p.value);
    cm->causal =
        build_causal_sequence(dae.residuals, dae.residual_origin, dae, leaf_map, relation_reads,
                              gradients, options.max_torn_block, derived, &parameter_values);
    cm->residual_origin = std::move(dae.residual_origin);
    timer.lap("causal sequence (tearing)");
    // Last: every program above may have added derived parameters.
    cm->derived_parameters = Program(derived_parameters.expressions(), leaf_map);
    report.derived_parameters = derived_parameters.size();
    timer.lap("derived parameters");
    return 0;
  });
  report.passes.back().parts = std::move(lower_parts);
  report.jacobian_nonzeros = cm->jacobian.pattern.nonzeros();
  report.residual_instructions = cm->residual.num_instructions();
  report.causal_summary = cm->causal.describe();
  report.passes.back().summary = fmt::format(
      "residual {} instructions, Jacobian {} nonzeros, {} signals", cm->residual.num_instructions(),
      cm->jacobian.pattern.nonzeros(), cm->signal_names.size());
  if (options.on_pass) options.on_pass(report.passes.back());

  if (effective_codegen_mode(options.codegen) != CodegenMode::Off) {
    report.codegen =
        timed(report, "codegen", [&] { return generate_native_code(*cm, options.codegen); });
    report.passes.back().summary = report.codegen.summary();
    if (options.on_pass) options.on_pass(report.passes.back());
  } else {
    report.codegen.message = "interpreter (code generation off)";
  }
  return cm;
}

}  // namespace acausal
