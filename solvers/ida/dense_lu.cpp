#include "solvers/ida/dense_lu.hpp"

#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <type_traits>

namespace acausal::solvers::ida {

static_assert(std::is_same_v<sunindextype, std::int64_t> && sizeof(long) == sizeof(std::int64_t),
              "the pivots are SUNDIALS' 64-bit indices");

long dense_lu_factor(double** columns, long n, long* pivots) {
  for (long k = 0; k < n; ++k) {
    double* column_k = columns[k];
    // The pivot: the first entry of largest magnitude on or below the diagonal.
    long pivot = k;
    for (long i = k + 1; i < n; ++i)
      if (std::abs(column_k[i]) > std::abs(column_k[pivot])) pivot = i;
    pivots[k] = pivot;
    if (column_k[pivot] == 0.0) return k + 1;
    if (pivot != k)
      for (long j = 0; j < n; ++j) std::swap(columns[j][k], columns[j][pivot]);
    // The multipliers: the column below the diagonal times the pivot's reciprocal.
    const double reciprocal = 1.0 / column_k[k];
    for (long i = k + 1; i < n; ++i) column_k[i] *= reciprocal;
    // The trailing columns, one at a time.
    for (long j = k + 1; j < n; ++j) {
      double* column_j = columns[j];
      const double a_kj = column_j[k];
      if (a_kj != 0.0)
        for (long i = k + 1; i < n; ++i) column_j[i] -= a_kj * column_k[i];
    }
  }
  return 0;
}

void dense_lu_solve(double* const* columns, long n, const long* pivots, double* b) {
  for (long k = 0; k < n; ++k)
    if (pivots[k] != k) std::swap(b[k], b[pivots[k]]);
  // L z = P b (unit diagonal), column by column.
  for (long k = 0; k < n - 1; ++k) {
    const double* column_k = columns[k];
    const double b_k = b[k];
    for (long i = k + 1; i < n; ++i) b[i] -= column_k[i] * b_k;
  }
  // U x = z, column by column from the last.
  for (long k = n - 1; k > 0; --k) {
    const double* column_k = columns[k];
    b[k] /= column_k[k];
    const double b_k = b[k];
    for (long i = 0; i < k; ++i) b[i] -= column_k[i] * b_k;
  }
  if (n > 0) b[0] /= columns[0][0];
}

namespace {

SUNLinearSolverContent_Dense dense_content(SUNLinearSolver solver) {
  return static_cast<SUNLinearSolverContent_Dense>(solver->content);
}

int dense_setup(SUNLinearSolver solver, SUNMatrix matrix) {
  if (solver == nullptr || matrix == nullptr) return SUNLS_MEM_NULL;
  if (SUNMatGetID(matrix) != SUNMATRIX_DENSE ||
      SUNDenseMatrix_Rows(matrix) != SUNDenseMatrix_Columns(matrix)) {
    dense_content(solver)->last_flag = SUNLS_ILL_INPUT;
    return SUNLS_ILL_INPUT;
  }
  const long failed = dense_lu_factor(SUNDenseMatrix_Cols(matrix), SUNDenseMatrix_Rows(matrix),
                                      dense_content(solver)->pivots);
  dense_content(solver)->last_flag = failed;
  return failed > 0 ? SUNLS_LUFACT_FAIL : SUNLS_SUCCESS;
}

int dense_solve(SUNLinearSolver solver, SUNMatrix matrix, N_Vector x, N_Vector b, double /*tol*/) {
  if (solver == nullptr || matrix == nullptr || x == nullptr || b == nullptr) return SUNLS_MEM_NULL;
  if (x != b) N_VScale(1.0, b, x);
  double* data = N_VGetArrayPointer(x);
  if (data == nullptr) {
    dense_content(solver)->last_flag = SUNLS_MEM_FAIL;
    return SUNLS_MEM_FAIL;
  }
  dense_lu_solve(SUNDenseMatrix_Cols(matrix), SUNDenseMatrix_Rows(matrix),
                 dense_content(solver)->pivots, data);
  dense_content(solver)->last_flag = SUNLS_SUCCESS;
  return SUNLS_SUCCESS;
}

int dense_zero(SUNMatrix matrix) {
  double* data = SUNDenseMatrix_Data(matrix);
  std::fill(data, data + SUNDenseMatrix_LData(matrix), 0.0);
  return SUNMAT_SUCCESS;
}

}  // namespace

void use_compiled_dense_ops(SUNLinearSolver solver, SUNMatrix matrix) {
  solver->ops->setup = dense_setup;
  solver->ops->solve = dense_solve;
  matrix->ops->zero = dense_zero;
}

}  // namespace acausal::solvers::ida
