#include "core/compile/program.hpp"

#include <algorithm>
#include <map>

#include "core/compile/derived_parameters.hpp"
#include "core/errors.hpp"
#include "core/expr/evaluate.hpp"
#include "core/expr/external_function.hpp"
#include "core/expr/node_table.hpp"
#include "core/expr/print.hpp"
#include "core/expr/traversal.hpp"

namespace acausal {

Program::Program(const std::vector<Expr>& outputs, const LeafMap& leaf_map,
                 DerivedParameters* derived) {
  NodeMap<std::int32_t> reg;
  // By register: the node computed there when it reads only parameters and
  // constants (a null handle otherwise); filled only with `derived`.
  std::vector<Expr> parameter_only;
  std::vector<char> reads_parameters_only;
  auto new_register = [&](double initial) {
    initial_registers_.push_back(initial);
    if (derived) {
      parameter_only.emplace_back();
      reads_parameters_only.push_back(0);
    }
    return static_cast<std::int32_t>(initial_registers_.size() - 1);
  };
  auto mark_parameter_only = [&](std::int32_t r, const Expr& n) {
    if (!derived) return;
    reads_parameters_only[static_cast<std::size_t>(r)] = 1;
    if (n.num_args() > 0) parameter_only[static_cast<std::size_t>(r)] = n;
  };
  // Calls of one function with the same arguments share one evaluation.
  std::map<std::pair<const void*, std::vector<std::int32_t>>, std::size_t> call_site;
  auto known = [&](const Expr& n) { return reg.find(n.id()) != nullptr; };
  post_order_unknown(outputs, known, [&](const Expr& n) {
    switch (n.op()) {
      case Op::Call: {
        std::vector<std::int32_t> arguments;
        for (int i = 0; i < n.num_args(); ++i) arguments.push_back(reg.at(n.arg(i).id()));
        auto key = std::make_pair(static_cast<const void*>(n.function().get()), arguments);
        auto it = call_site.find(key);
        if (it == call_site.end()) {
          CallSite site{n.function(), std::move(arguments), 0, 0};
          site.inputs = static_cast<std::int32_t>(initial_registers_.size());
          for (int i = 0; i < n.num_args(); ++i) new_register(0.0);
          site.outputs = static_cast<std::int32_t>(initial_registers_.size());
          for (int k = 0; k < n.function()->num_outputs(); ++k) new_register(0.0);
          const auto index = static_cast<std::int32_t>(calls_.size());
          calls_.push_back(std::move(site));
          code_.push_back({Code::Call, Op::Call, 0, index, 0, 0});
          it = call_site.emplace(std::move(key), calls_.size() - 1).first;
        }
        reg.emplace(n.id(), calls_[it->second].outputs + n.call_output());
        return;
      }
      case Op::Constant: {
        const std::int32_t dst = new_register(n.value());
        mark_parameter_only(dst, n);
        reg.emplace(n.id(), dst);
        return;
      }
      case Op::Variable:
      case Op::Parameter:
      case Op::Time:
      case Op::Der:
      case Op::Discrete: {
        std::optional<InputSlot> slot = leaf_map(n);
        if (!slot && n.op() == Op::Time) slot = InputSlot{InputKind::Time, 0};
        if (!slot) throw InternalError("compile: no input slot for '" + to_string(n) + "'");
        static constexpr Code kLoad[] = {Code::LoadY,    Code::LoadYp, Code::LoadParameter,
                                         Code::LoadTime, Code::LoadCj, Code::LoadDiscrete};
        std::int32_t dst = new_register(0.0);
        code_.push_back({kLoad[static_cast<int>(slot->kind)], n.op(), dst, slot->index, 0, 0});
        if (slot->kind == InputKind::Parameter) mark_parameter_only(dst, n);
        reg.emplace(n.id(), dst);
        return;
      }
      default: {
        std::int32_t args[3] = {0, 0, 0};
        bool only_parameters = n.op() != Op::Sample && n.op() != Op::Pre;
        for (int i = 0; i < n.num_args(); ++i) {
          args[i] = reg.at(n.arg(i).id());
          only_parameters = only_parameters && derived &&
                            reads_parameters_only[static_cast<std::size_t>(args[i])];
        }
        std::int32_t dst = new_register(0.0);
        code_.push_back({Code::Apply, n.op(), dst, args[0], args[1], args[2]});
        if (only_parameters) mark_parameter_only(dst, n);
        reg.emplace(n.id(), dst);
      }
    }
  });
  output_register_.reserve(outputs.size());
  for (const Expr& e : outputs) output_register_.push_back(reg.at(e.id()));
  if (derived) load_derived_parameters(parameter_only, *derived);
}

// Keeps the instructions the outputs need, reading backwards from them: an
// operation on parameters only that is needed becomes the load of its derived
// slot, and its arguments are no longer needed (unless something else reads them).
void Program::load_derived_parameters(const std::vector<Expr>& parameter_only,
                                      DerivedParameters& derived) {
  std::vector<char> needed(initial_registers_.size(), 0);
  for (std::int32_t r : output_register_) needed[static_cast<std::size_t>(r)] = 1;
  std::vector<Instruction> kept;
  kept.reserve(code_.size());
  for (auto it = code_.rbegin(); it != code_.rend(); ++it) {
    Instruction ins = *it;
    if (ins.code == Code::Call) {
      for (std::int32_t a : calls_[static_cast<std::size_t>(ins.a)].arguments)
        needed[static_cast<std::size_t>(a)] = 1;
      kept.push_back(ins);
      continue;
    }
    if (!needed[static_cast<std::size_t>(ins.dst)]) continue;
    if (ins.code == Code::Apply) {
      const Expr& e = parameter_only[static_cast<std::size_t>(ins.dst)];
      if (e.num_args() > 0) {
        ins = Instruction{Code::LoadParameter, Op::Parameter, ins.dst, derived.slot(e), 0, 0};
      } else {
        for (int i = 0; i < arity(ins.op) && i < 3; ++i)
          needed[static_cast<std::size_t>(i == 0 ? ins.a : i == 1 ? ins.b : ins.c)] = 1;
      }
    }
    kept.push_back(ins);
  }
  code_.assign(kept.rbegin(), kept.rend());
}

std::vector<int> Program::input_indices(InputKind kind) const {
  static constexpr Code kLoad[] = {Code::LoadY,    Code::LoadYp, Code::LoadParameter,
                                   Code::LoadTime, Code::LoadCj, Code::LoadDiscrete};
  const Code load = kLoad[static_cast<int>(kind)];
  std::vector<int> indices;
  for (const Instruction& ins : code_)
    if (ins.code == load) indices.push_back(ins.a);
  std::sort(indices.begin(), indices.end());
  indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
  return indices;
}

void Program::interpret(const ProgramInputs& in, std::span<double> registers, double* out) const {
  double* r = registers.data();
  for (const Instruction& ins : code_) {
    switch (ins.code) {
      case Code::LoadY:
        r[ins.dst] = in.y[ins.a];
        break;
      case Code::LoadYp:
        r[ins.dst] = in.yp[ins.a];
        break;
      case Code::LoadParameter:
        r[ins.dst] = in.parameters[ins.a];
        break;
      case Code::LoadTime:
        r[ins.dst] = in.time;
        break;
      case Code::LoadCj:
        r[ins.dst] = in.cj;
        break;
      case Code::LoadDiscrete:
        r[ins.dst] = in.discrete[ins.a];
        break;
      case Code::Apply:
        r[ins.dst] = apply_op(ins.op, r[ins.a], r[ins.b], r[ins.c]);
        break;
      case Code::Call: {
        const CallSite& site = calls_[static_cast<std::size_t>(ins.a)];
        double* u = r + site.inputs;
        for (std::size_t i = 0; i < site.arguments.size(); ++i) u[i] = r[site.arguments[i]];
        site.function->evaluate(
            std::span<const double>(u, site.arguments.size()),
            std::span<double>(r + site.outputs,
                              static_cast<std::size_t>(site.function->num_outputs())));
        break;
      }
    }
  }
  for (std::size_t k = 0; k < output_register_.size(); ++k) out[k] = r[output_register_[k]];
}

}  // namespace acausal
