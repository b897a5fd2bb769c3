#pragma once
// Vector signal ports, named as MSL names the elements of a vector connector:
// "u[1]", ..., "u[n]" (one signal port per element, as polyphase plugs name
// their pins).
#include <cstddef>
#include <string>
#include <vector>

#include "domains/signal.hpp"

namespace acausal::blocks {

std::vector<signal::RealSignal> declare_inputs(Component& c, const std::string& name,
                                               std::size_t n);
std::vector<signal::RealSignal> declare_outputs(Component& c, const std::string& name,
                                                std::size_t n);
/// The signals' values, in order.
std::vector<Expr> values(const std::vector<signal::RealSignal>& signals);

}  // namespace acausal::blocks
