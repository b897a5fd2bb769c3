#include "core/compile/program.hpp"

#include <algorithm>
#include <map>

#include "core/errors.hpp"
#include "core/expr/evaluate.hpp"
#include "core/expr/external_function.hpp"
#include "core/expr/node_table.hpp"
#include "core/expr/print.hpp"
#include "core/expr/traversal.hpp"

namespace acausal {

Program::Program(const std::vector<Expr>& outputs, const LeafMap& leaf_map) {
  NodeMap<std::int32_t> reg;
  auto new_register = [&](double initial) {
    initial_registers_.push_back(initial);
    return static_cast<std::int32_t>(initial_registers_.size() - 1);
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
      case Op::Constant:
        reg.emplace(n.id(), new_register(n.value()));
        return;
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
        reg.emplace(n.id(), dst);
        return;
      }
      default: {
        std::int32_t args[3] = {0, 0, 0};
        for (int i = 0; i < n.num_args(); ++i) args[i] = reg.at(n.arg(i).id());
        std::int32_t dst = new_register(0.0);
        code_.push_back({Code::Apply, n.op(), dst, args[0], args[1], args[2]});
        reg.emplace(n.id(), dst);
      }
    }
  });
  output_register_.reserve(outputs.size());
  for (const Expr& e : outputs) output_register_.push_back(reg.at(e.id()));
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
