#pragma once
// Readable infix form of expressions, as used in diagnostics and dumps.
#include <string>

#include "core/expr/expr.hpp"

namespace acausal {

std::string to_string(const Expr& e);

}  // namespace acausal
