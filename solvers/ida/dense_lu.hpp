#pragma once
// A dense linear solver for IDA and CVODE compiled with the project's
// optimisation, in place of SUNDIALS' SUNLinSol_Dense.
//
// Debian's SUNDIALS 6.4.1 is built without optimisation, like its serial
// vector kernels (serial_vector_ops.hpp): the library's dense
// back-substitution alone took a third of the integration CPU of a
// 48-unknown model (ARGESIM C11 task b, issue 15). The factorisation below
// performs the library's floating-point operations in the same order (LU with
// partial pivoting in place: the first entry of largest magnitude as pivot,
// rows swapped across the whole matrix, the column below the pivot scaled by
// the pivot's reciprocal, right-looking column updates that skip a zero
// multiplier row entry), so the factors are the library's bit for bit. The
// solve (column-oriented forward and back substitution, as the library's)
// visits only the non-zero entries of the factors, which it lists at each
// setup: a DAE's Newton matrix is mostly zeros (C11: 112 of 2304 entries).
// Skipping a term 0 * b_k changes no value (at most the sign of a zero).
// Where the library fails on an exactly zero pivot, this solver factors the
// matrix again by full pivoting and solves a consistent singular system
// (docs/decisions.md, "Rank-deficient but consistent Newton matrices").
#include <sundials/sundials_context.h>
#include <sundials/sundials_linearsolver.h>
#include <sundials/sundials_matrix.h>

namespace acausal::solvers::ida {

/// A direct linear solver for a square SUNDenseMatrix (the caller frees it with SUNLinSolFree).
SUNLinearSolver new_compiled_dense_solver(SUNContext context);

/// Gives a SUNDenseMatrix a compiled SUNMatZero (IDA zeroes the matrix before each Jacobian).
void use_compiled_dense_zero(SUNMatrix matrix);

/// LU with partial pivoting of the n x n column-major matrix `columns` in place
/// (unit lower triangle below the diagonal), the library's operations in the
/// library's order: 0, or k + 1 if column k has no non-zero pivot.
long dense_lu_factor(double** columns, long n, long* pivots);

}  // namespace acausal::solvers::ida
