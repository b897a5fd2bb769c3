#pragma once
// Block lower triangular (BLT) ordering: splits a matched system into the smallest
// subsystems that can be solved one after another.
#include <vector>

#include "core/structure/incidence.hpp"
#include "core/structure/matching.hpp"

namespace acausal::structure {

struct BltBlock {
  std::vector<int> equations;  // ascending
  std::vector<int> variables;  // variables[i] is the variable matched to equations[i]
};

/// Strongly connected components of the dependency graph (equation e depends on e' if e contains
/// the variable matched to e'), in evaluation order: each block uses only variables of itself and
/// of earlier blocks. Every equation must be matched; unmatched variables are treated as known
/// inputs (they create no dependency), so a square perfectly matched system is the usual input.
/// Iterative Tarjan, linear in the number of incidence entries, deterministic.
std::vector<BltBlock> blt(const IncidenceGraph& g, const Matching& m);

}  // namespace acausal::structure
