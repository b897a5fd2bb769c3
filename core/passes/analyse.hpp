#pragma once
// Analyse: structural checks (balance, singularity) with diagnostics that name
// variables, equations and components; Pantelides index reduction; dummy
// derivative state selection; the layout of the index-1 DAE for the solvers;
// and the BLT partition of the result.
#include <string>
#include <vector>

#include "core/expr/differentiate.hpp"
#include "core/passes/equation_origins.hpp"
#include "core/passes/flat_system.hpp"

namespace acausal {

/// One unknown of the index-1 DAE F(t, y, y') = 0.
struct DaeComponent {
  std::string name;
  Expr symbol;         // Variable or Der node it stands for
  bool differential;   // its derivative appears (a state)
  double start = 0.0;  // start value or initial guess
  bool has_start = false;
  bool fixed = false;
  double nominal = 1.0;
};

struct BlockSummary {
  int size = 0;
  bool linear = true;
};

struct AnalysedSystem {
  FlatSystem system;                     // equations now include differentiated ones
  std::vector<DaeComponent> components;  // y
  /// Leaf (Variable or Der node) -> where it lives: y[index] or y'[index].
  struct Slot {
    bool derivative;
    int index;
  };
  std::vector<std::pair<Expr, Slot>> slots;
  std::vector<Expr> residuals;      // F, one per component
  EquationOrigins residual_origin;  // the equation behind F_i
  /// gradient() of each F_i: the BLT summary reads the blocks' partials,
  /// and the Jacobian and tearing reuse them (compile()).
  std::vector<Gradient> gradients;

  // Report
  int equations_before_index_reduction = 0;
  std::vector<std::string> differentiated_equations;  // describe() of each
  std::vector<std::string> dummy_derivatives;         // names of derivatives made algebraic
  std::vector<std::string> states;                    // names of the differential components
  std::vector<BlockSummary> blocks;  // BLT of F w.r.t. (y' of states, y of algebraics)
  PassTimings timings;               // incidence, matching, Pantelides, dummy derivatives, BLT
};

AnalysedSystem analyse(FlatSystem system);

}  // namespace acausal
