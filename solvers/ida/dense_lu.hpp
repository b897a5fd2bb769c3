#pragma once
// The dense LU factorisation and solve of SUNDIALS' dense linear solver,
// compiled with the project's optimisation.
//
// Debian's SUNDIALS 6.4.1 is built without optimisation, like its serial
// vector kernels (serial_vector_ops.hpp): the dense back-substitution alone
// took a third of the CPU of a 48-unknown model (ARGESIM C11 task b, issue
// 15). The operations below replace the setup (LU with partial pivoting,
// in place) and solve of a SUNLinSol_Dense, and the zeroing of its dense
// matrix; they perform the same floating-point operations in the same order
// (rows swapped across the whole matrix, the column below the pivot scaled
// by the pivot's reciprocal, right-looking column updates, a column-oriented
// forward and back substitution), so results are bit for bit those of the
// library.
#include <sundials/sundials_linearsolver.h>
#include <sundials/sundials_matrix.h>

namespace acausal::solvers::ida {

/// Gives a SUNLinSol_Dense solver and its SUNDenseMatrix the compiled operations.
void use_compiled_dense_ops(SUNLinearSolver solver, SUNMatrix matrix);

/// LU with partial pivoting of the n x n column-major matrix `columns` in place
/// (unit lower triangle below the diagonal): 0, or k + 1 if column k has no
/// non-zero pivot.
long dense_lu_factor(double** columns, long n, long* pivots);
/// Solves with the factors of dense_lu_factor; b is overwritten by the solution.
void dense_lu_solve(double* const* columns, long n, const long* pivots, double* b);

}  // namespace acausal::solvers::ida
