#include "components/blocks/function_block.hpp"

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::blocks {

FunctionBlock::FunctionBlock(ComponentContext ctx, Params p) : Component(std::move(ctx)) {
  if (p.inputs < 0 || p.outputs < 1)
    throw ModelError(
        fmt::format("FunctionBlock '{}': needs inputs >= 0 and outputs >= 1 (got {} and {})",
                    path(), p.inputs, p.outputs));
  if (!p.f)
    throw ModelError(
        fmt::format("FunctionBlock '{}': no function given; set .f = "
                    "[](std::span<const double> u, std::span<double> y) {{ ... }}",
                    path()));
  const auto name = [](const char* base, int n, int i) {
    return n == 1 ? std::string(base) : fmt::format("{}[{}]", base, i + 1);
  };
  for (int i = 0; i < p.inputs; ++i)
    u.push_back(signal::declare_input(*this, name("u", p.inputs, i)));
  for (int j = 0; j < p.outputs; ++j)
    y.push_back(signal::declare_output(*this, name("y", p.outputs, j)));
  const auto f = make_function(path(), p.inputs, p.outputs, std::move(p.f), std::move(p.jacobian));
  std::vector<Expr> args;
  for (const signal::RealSignal& s : u) args.push_back(s.value);
  for (int j = 0; j < p.outputs; ++j)
    equation(y[static_cast<std::size_t>(j)].value, call(f, args, j));
}

}  // namespace acausal::blocks
