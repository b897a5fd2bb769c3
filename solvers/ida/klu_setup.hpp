#pragma once
// KLU factorisations at the cost of a refactorisation.
//
// SUNDIALS' KLU solver (SUNLinSolSetup_KLU) refactors the Newton matrix with
// the pivot order of its first factorisation, and factors it afresh (with
// pivoting) whenever KLU's condition estimate exceeds 1/eps^(2/3). A DAE's
// Newton matrix cj dF/dy' + dF/dy with cj ~ 1/h is that ill-conditioned by
// construction (rows scaled by cj against algebraic rows of order 1), so on
// the seed-000 twin every third setup factored afresh and every one paid
// for the estimate, although a new pivot order cannot improve the
// conditioning of the matrix itself. What a stale pivot order can do is
// produce small pivots: the setup below refactors, and factors afresh only
// when the pivot ratio min|u_ii| / max|u_ii| (klu_rcond) has fallen far
// below its value after the last factorisation with pivoting, or the
// refactorisation fails (Davis and Palamadai Natarajan, "Algorithm 907:
// KLU", ACM TOMS 37(3), 2010, on refactoring with a fixed pivot order).
#include <sundials/sundials_linearsolver.h>

#include <cstdint>

namespace acausal::solvers::ida {

/// Gives a SUNLinSol_KLU solver the setup described above.
void use_pivot_ratio_refactoring(SUNLinearSolver klu);

/// After a mode switch of the model into `mode` (EventEffect::jacobian_mode;
/// 0 for unknown): the next setup refactors with the pivot order of the last
/// factorisation in that mode, kept since (the sparsity pattern, and with it
/// KLU's analysis, is the same in every mode), or factors with pivoting if
/// the mode is new or its pivots have degraded. A switched inverter returns
/// to a handful of modes at every PWM edge.
void request_pivoting(SUNLinearSolver klu, std::uint64_t mode = 0);

/// Factorisations with pivoting and refactorisations done by solvers set up
/// so, since the start of the process (for tests and benchmarks).
struct KluSetupCounts {
  long factorisations = 0;
  long refactorisations = 0;
  long mode_returns = 0;  // refactorisations with the pivot order of a mode returned to
};
KluSetupCounts klu_setup_counts();

}  // namespace acausal::solvers::ida
