#include "core/passes/equation_origins.hpp"

namespace acausal {

std::string EquationOrigins::operator[](std::size_t i) const {
  const Entry& e = entries_.at(i);
  return e.equation ? FlatEquation{e.lhs, e.rhs, e.text}.describe() : e.text;
}

}  // namespace acausal
