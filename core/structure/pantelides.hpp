#pragma once
// Structural index reduction (Pantelides 1988): finds which equations must be differentiated,
// and how often, so that every equation can be matched to a highest-derivative unknown.
#include <span>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/structure/incidence.hpp"
#include "core/structure/matching.hpp"

namespace acausal::structure {

/// The caller owns the symbolic equations; this layer only asks for new ones.
class DifferentiationHost {
 public:
  virtual ~DifferentiationHost() = default;
  /// Index of der(v); creates it (as the next variable index) if it does not exist yet.
  virtual int derivative_of(int v) = 0;
  /// Differentiates equation e with respect to time, appends it as the next equation index and
  /// returns its incidence (it may call derivative_of to create variables first). pantelides()
  /// creates der(v) for every variable of e before calling, so no unknown variable can appear.
  virtual std::vector<int> differentiate(int e) = 0;
};

struct IndexReduction {
  IncidenceGraph graph;             // grown: original + differentiated equations/variables
  std::vector<int> var_derivative;  // var -> der var or -1   (size graph.num_vars)
  std::vector<int> eq_derivative;   // eq  -> differentiated eq or -1 (size num_eqs)
  /// Every highest-order equation (eq_derivative[e] == -1) is matched to a highest-derivative
  /// variable (var_derivative[v] == -1); equations that were differentiated are unmatched (-1).
  Matching matching;
  std::vector<int> differentiated_equations;  // original equations differentiated (sorted)
  int max_differentiations = 0;               // most times any equation was differentiated
};

/// A subset of equations that no number of differentiations can match.
struct StructuralSingularity : public acausal::StructuralError {
  StructuralSingularity(std::string what, std::vector<int> equations, std::vector<int> variables);
  std::vector<int> equations;  // the equations of the singular subset (original indices, sorted)
  std::vector<int> variables;  // the variables they contain (sorted)
};

/// Pantelides' algorithm. Input: equations and variables including derivative variables;
/// var_derivative[v] = index of der(v) or -1. Only highest derivatives (var_derivative[v] == -1)
/// take part in the matching; an equation that cannot be matched is differentiated together
/// with the equations of its failed alternating tree, and the derivatives of the tree's
/// variables are created through the host. Highest derivatives left unmatched at the end mean
/// an under-determined model; reporting that is the caller's job (underdetermined_variables).
///
/// Singularity detection (before any differentiation, so the host is never asked for useless
/// derivatives): a variable and all of its derivatives form one chain; differentiating an
/// equation only introduces variables of the chains it already touches. Hence if the equations
/// cannot be matched to distinct chains (Hall's condition fails on the chain-collapsed graph),
/// no differentiation can ever help. The over-determined Dulmage–Mendelsohn part of that
/// collapsed graph is reported. When the chain matching is complete the algorithm terminates;
/// max_passes (per equation) remains as a backstop against hosts that break the chain rule.
/// Throws StructuralSingularity in both cases. Purely numeric singularity (x + y = 0,
/// x + y = 1) has a regular incidence and is not detected here.
IndexReduction pantelides(IncidenceGraph g, std::vector<int> var_derivative,
                          DifferentiationHost& host, int max_passes = 10);

/// Maps each variable to the first variable of its derivative chain (x for x, der(x), ...).
/// Throws InternalError if var_derivative is not a set of disjoint acyclic chains.
std::vector<int> derivative_chain_roots(std::span<const int> var_derivative);

}  // namespace acausal::structure
