#include "components/blocks/vector_signals.hpp"

#include <fmt/format.h>

namespace acausal::blocks {

std::vector<signal::RealSignal> declare_inputs(Component& c, const std::string& name,
                                               std::size_t n) {
  std::vector<signal::RealSignal> out;
  for (std::size_t i = 0; i < n; ++i)
    out.push_back(signal::declare_input(c, fmt::format("{}[{}]", name, i + 1)));
  return out;
}

std::vector<signal::RealSignal> declare_outputs(Component& c, const std::string& name,
                                                std::size_t n) {
  std::vector<signal::RealSignal> out;
  for (std::size_t i = 0; i < n; ++i)
    out.push_back(signal::declare_output(c, fmt::format("{}[{}]", name, i + 1)));
  return out;
}

std::vector<Expr> values(const std::vector<signal::RealSignal>& signals) {
  std::vector<Expr> out;
  out.reserve(signals.size());
  for (const signal::RealSignal& s : signals) out.push_back(s.value);
  return out;
}

}  // namespace acausal::blocks
