#pragma once
// Maximum bipartite matching of equations to unknowns and the Dulmage–Mendelsohn
// coarse decomposition used to explain why a system is over- or under-determined.
#include <span>
#include <vector>

#include "core/structure/incidence.hpp"

namespace acausal::structure {

struct Matching {
  std::vector<int> var_of_eq;  // -1 if unmatched
  std::vector<int> eq_of_var;  // -1 if unmatched
  int size() const;            // number of matched pairs
};

/// Maximum bipartite matching (Hopcroft–Karp, iterative). If var_eligible is non-empty (size
/// g.num_vars), only variables with var_eligible[v] != 0 may be matched. Deterministic: the
/// result depends only on the graph, never on addresses or hashing.
Matching maximum_matching(const IncidenceGraph& g, std::span<const char> var_eligible = {});

/// Grows an existing (valid) matching to a maximum one; matched equations stay matched.
/// Lets callers that already hold most of a matching skip the work of rebuilding it.
void extend_to_maximum(const IncidenceGraph& g, Matching& m,
                       std::span<const char> var_eligible = {});

/// Throws InternalError unless m is a matching of g: arrays sized to g, the two directions
/// agree, every pair is an edge of g and (if given) every matched variable is eligible.
void validate_matching(const IncidenceGraph& g, const Matching& m,
                       std::span<const char> var_eligible = {});

/// Dulmage–Mendelsohn coarse decomposition, over-determined part: the equations reachable by
/// alternating paths from unmatched equations (sorted). m must be maximum (for the same
/// eligibility mask); an augmenting path found on the way throws InternalError.
std::vector<int> overdetermined_equations(const IncidenceGraph& g, const Matching& m,
                                          std::span<const char> var_eligible = {});

/// Dulmage–Mendelsohn coarse decomposition, under-determined part: the (eligible) variables
/// reachable by alternating paths from unmatched eligible variables (sorted).
std::vector<int> underdetermined_variables(const IncidenceGraph& g, const Matching& m,
                                           std::span<const char> var_eligible = {});

}  // namespace acausal::structure
