#pragma once
// Where each equation of a system comes from, for error messages and
// reports: "lhs = rhs  (in origin)". An equation is kept as it is and
// printed only when its text is asked for; printing all of them up front
// cost a sixth of the analysis of a 10^5-equation model, for texts that
// almost never appear.
#include <cstddef>
#include <string>
#include <vector>

#include "core/passes/flat_system.hpp"

namespace acausal {

class EquationOrigins {
 public:
  /// An equation, described by FlatEquation::describe() when asked.
  void push_back(const FlatEquation& equation) {
    entries_.push_back({equation.lhs, equation.rhs, equation.origin, true});
  }
  /// A text of its own (a start value, an initial condition).
  void push_back(std::string text) { entries_.push_back({{}, {}, std::move(text), false}); }
  /// Entry i of another list, not yet printed.
  void append(const EquationOrigins& other, std::size_t i) {
    entries_.push_back(other.entries_.at(i));
  }

  std::string operator[](std::size_t i) const;
  std::size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }
  void reserve(std::size_t n) { entries_.reserve(n); }

 private:
  struct Entry {
    Expr lhs, rhs;
    std::string text;  // the equation's origin, or the whole text
    bool equation;
  };
  std::vector<Entry> entries_;
};

}  // namespace acausal
