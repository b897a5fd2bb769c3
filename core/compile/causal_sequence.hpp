#pragma once
// The causalised form of F(t, y, y') = 0 used by the explicit formulation:
// with the states known, the unknowns w = (y' of the states, y of the
// algebraic components) are computed block by block in BLT order. A block of
// one equation linear in its unknown becomes an assignment; larger blocks (and
// nonlinear scalar ones) are torn: some unknowns are assigned from the others,
// the remaining tear variables solve a small dense system (one LU solve when
// the block is linear, Newton otherwise). A block too large to tear cheaply
// is solved whole, its unknowns all tear variables, with the sparse Jacobian
// of its own equations (read from their gradients, no substitution).
// Consecutive assignments are merged into one program, so x' = f(t, x) costs
// one pass over straight-line code plus the torn blocks. (Tearing heuristic
// after Cellier & Kofman 2006, Continuous System Simulation, ch. 7.)
#include <string>
#include <vector>

#include "core/compile/program.hpp"
#include "core/compile/sparsity_pattern.hpp"
#include "core/expr/differentiate.hpp"
#include "core/passes/analyse.hpp"

namespace acausal {

/// Where an unknown of the causal sequence lives: y[index] or y'[index].
struct CausalTarget {
  bool derivative = false;
  int index = 0;
};

struct CausalStep {
  /// Tear variables (empty for a step of assignments only).
  std::vector<CausalTarget> tears;
  /// Residuals of the torn block as functions of the tears (and of earlier
  /// values), and their Jacobian d residual_i / d tear_j: dense and
  /// column-major when `pattern` is empty, else the nonzeros of `pattern`
  /// (rows: residuals, columns: tears; a block solved whole).
  Program residual;
  Program jacobian;
  SparsityPattern pattern;
  bool sparse() const { return pattern.size > 0; }
  bool linear = true;  // residual affine in the tears: one Newton step is exact
  /// Assigned unknowns, computed after the tears are known.
  std::vector<CausalTarget> targets;
  Program values;
  std::vector<std::string> origin;  // equation behind each residual (diagnostics)
};

/// Tearing substitutes assignments into the block's other equations: on a
/// long mechanism loop its cost and the size of the torn Jacobian grow
/// faster than the block, while a sparse LU of the whole block grows with
/// its nonzeros (docs/decisions.md, "Large blocks solved whole"). Blocks
/// larger than this are not torn at all (the heuristic is quadratic in the
/// block size).
inline constexpr int kDefaultMaxTornBlock = 100;

struct CausalSequence {
  std::vector<CausalStep> steps;
  /// False when the unknowns could not be matched to the equations (then the
  /// explicit formulation solves F by Newton at every evaluation).
  bool complete = false;
  int assignments = 0;
  int torn_blocks = 0;
  int tear_variables = 0;
  int whole_blocks = 0;  // of torn_blocks: solved whole (sparse), all their unknowns tears
  int nonlinear_blocks = 0;
  std::string describe() const;
};

/// Builds the sequence from the (event-lowered) residuals. leaf_map maps
/// every leaf to its program input, as for the residual program. The
/// unknowns in `first` (what the zero-crossing functions read) and those
/// they need come first, in steps of their own: an integrator's root
/// function then runs that prefix, not the whole sequence. `gradients`, if
/// not empty, are the residuals' gradients (AnalysedSystem::gradients):
/// the coefficients of the assignments are read from them instead of
/// differentiating each equation again. Blocks of more than
/// `max_torn_block` equations are solved whole (sparse), not torn. With
/// `parameter_values` (the declared parameters, by their program slots), a
/// coefficient of parameters alone that is zero there is not divided by.
CausalSequence build_causal_sequence(const std::vector<Expr>& residuals,
                                     const EquationOrigins& residual_origin,
                                     const AnalysedSystem& dae, const Program::LeafMap& leaf_map,
                                     const std::vector<CausalTarget>& first = {},
                                     const std::vector<Gradient>& gradients = {},
                                     int max_torn_block = kDefaultMaxTornBlock,
                                     DerivedParameters* derived = nullptr,
                                     const std::vector<double>* parameter_values = nullptr);

}  // namespace acausal
