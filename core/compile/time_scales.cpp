#include "core/compile/time_scales.hpp"

#include "core/expr/traversal.hpp"

namespace acausal {
namespace {

void collect(const Component& c, const std::unordered_map<std::uint64_t, int>& parameter_slot,
             std::vector<Expr>& outputs, std::vector<std::string>& names) {
  for (const TimeScaleDecl& s : c.time_scales()) {
    bool parameters_only = true;
    post_order({s.seconds}, [&](const Expr& node) {
      const bool allowed = node.op() == Op::Parameter ? parameter_slot.contains(node.symbol_id())
                           : node.op() == Op::Constant
                               ? true
                               : node.num_args() > 0 && node.op() != Op::Der;
      if (!allowed) parameters_only = false;
    });
    // A scale that depends on anything but parameters cannot be known before
    // the run; the component declared it wrongly, and it is left out.
    if (!parameters_only) continue;
    outputs.push_back(s.seconds);
    names.push_back(s.origin + ": " + s.what);
  }
  for (const auto& child : c.children()) collect(*child, parameter_slot, outputs, names);
}

}  // namespace

TimeScales collect_time_scales(const Model& model,
                               const std::unordered_map<std::uint64_t, int>& parameter_slot) {
  std::vector<Expr> outputs;
  TimeScales scales;
  collect(model, parameter_slot, outputs, scales.names);
  scales.seconds = Program(outputs, [&](const Expr& leaf) -> std::optional<InputSlot> {
    if (leaf.op() != Op::Parameter) return std::nullopt;
    return InputSlot{InputKind::Parameter, parameter_slot.at(leaf.symbol_id())};
  });
  return scales;
}

}  // namespace acausal
