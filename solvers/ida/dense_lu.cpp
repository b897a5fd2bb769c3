#include "solvers/ida/dense_lu.hpp"

#include <sunmatrix/sunmatrix_dense.h>

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>
#include <vector>

namespace acausal::solvers::ida {

static_assert(std::is_same_v<sunindextype, std::int64_t> && sizeof(long) == sizeof(std::int64_t),
              "SUNDIALS' 64-bit indices are long here");

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
      double* __restrict column_j = columns[j];
      const double* __restrict multipliers = column_k;
      const double a_kj = column_j[k];
      if (a_kj != 0.0)
        for (long i = k + 1; i < n; ++i) column_j[i] -= a_kj * multipliers[i];
    }
  }
  return 0;
}

namespace {

struct DenseSolver {
  std::vector<long> pivots;
  long last_flag = 0;
  // The matrix before factoring, and its rank-revealing factors where partial
  // pivoting met an exactly zero pivot (see dense_setup).
  std::vector<double> original, column_scale;
  std::unique_ptr<Eigen::FullPivLU<Eigen::MatrixXd>> rank_revealing;
  // The non-zero entries of the factors, column by column: the rows below the
  // diagonal (L) and above it (U) of column k are rows[start[k] .. start[k+1]).
  std::vector<int> lower_start, lower_rows, upper_start, upper_rows;
};

DenseSolver& solver_of(SUNLinearSolver solver) {
  return *static_cast<DenseSolver*>(solver->content);
}

SUNLinearSolver_Type dense_type(SUNLinearSolver) {
  return SUNLINEARSOLVER_DIRECT;
}

SUNLinearSolver_ID dense_id(SUNLinearSolver) {
  return SUNLINEARSOLVER_CUSTOM;
}

int dense_initialize(SUNLinearSolver solver) {
  solver_of(solver).last_flag = SUNLS_SUCCESS;
  return SUNLS_SUCCESS;
}

int dense_setup(SUNLinearSolver solver, SUNMatrix matrix) {
  if (solver == nullptr || matrix == nullptr) return SUNLS_MEM_NULL;
  DenseSolver& s = solver_of(solver);
  if (SUNMatGetID(matrix) != SUNMATRIX_DENSE ||
      SUNDenseMatrix_Rows(matrix) != SUNDenseMatrix_Columns(matrix)) {
    s.last_flag = SUNLS_ILL_INPUT;
    return SUNLS_ILL_INPUT;
  }
  const long n = SUNDenseMatrix_Rows(matrix);
  double** columns = SUNDenseMatrix_Cols(matrix);
  s.pivots.resize(static_cast<std::size_t>(n));
  const double* data = SUNDenseMatrix_Data(matrix);
  s.original.assign(data, data + n * n);
  s.rank_revealing.reset();
  s.last_flag = dense_lu_factor(columns, n, s.pivots.data());
  if (s.last_flag > 0) {
    // A singular but consistent Newton matrix: two stuck friction elements
    // whose torque split no equation decides (MSL LossyGearDemo2). Full
    // pivoting on the equilibrated columns finds the rank; the solve then
    // leaves the undetermined unknowns where they are (their correction 0),
    // as the initialisation does. An inconsistent system still fails, in
    // IDA's Newton iteration.
    Eigen::Map<const Eigen::MatrixXd> a(s.original.data(), n, n);
    Eigen::VectorXd scale = a.cwiseAbs().colwise().maxCoeff().transpose();
    for (Eigen::Index j = 0; j < scale.size(); ++j)
      if (scale[j] == 0.0) scale[j] = 1.0;
    s.rank_revealing =
        std::make_unique<Eigen::FullPivLU<Eigen::MatrixXd>>(a * scale.cwiseInverse().asDiagonal());
    s.rank_revealing->setThreshold(1e-12);
    s.column_scale.assign(scale.data(), scale.data() + scale.size());
    s.last_flag = SUNLS_SUCCESS;
    return SUNLS_SUCCESS;
  }
  s.lower_start.assign(1, 0);
  s.upper_start.assign(1, 0);
  s.lower_rows.clear();
  s.upper_rows.clear();
  for (long k = 0; k < n; ++k) {
    const double* column_k = columns[k];
    for (long i = 0; i < k; ++i)
      if (column_k[i] != 0.0) s.upper_rows.push_back(static_cast<int>(i));
    for (long i = k + 1; i < n; ++i)
      if (column_k[i] != 0.0) s.lower_rows.push_back(static_cast<int>(i));
    s.upper_start.push_back(static_cast<int>(s.upper_rows.size()));
    s.lower_start.push_back(static_cast<int>(s.lower_rows.size()));
  }
  return SUNLS_SUCCESS;
}

int dense_solve(SUNLinearSolver solver, SUNMatrix matrix, N_Vector x, N_Vector b, double /*tol*/) {
  if (solver == nullptr || matrix == nullptr || x == nullptr || b == nullptr) return SUNLS_MEM_NULL;
  DenseSolver& s = solver_of(solver);
  if (x != b) N_VScale(1.0, b, x);
  double* __restrict v = N_VGetArrayPointer(x);
  if (v == nullptr) {
    s.last_flag = SUNLS_MEM_FAIL;
    return SUNLS_MEM_FAIL;
  }
  const long n = SUNDenseMatrix_Rows(matrix);
  if (s.rank_revealing) {
    Eigen::Map<Eigen::VectorXd> solution(v, n);
    const Eigen::VectorXd z = s.rank_revealing->solve(solution);
    solution = z.cwiseQuotient(Eigen::Map<const Eigen::VectorXd>(s.column_scale.data(), n));
    s.last_flag = SUNLS_SUCCESS;
    return SUNLS_SUCCESS;
  }
  const double* const* columns = SUNDenseMatrix_Cols(matrix);
  const long* pivots = s.pivots.data();
  for (long k = 0; k < n; ++k)
    if (pivots[k] != k) std::swap(v[k], v[pivots[k]]);
  // L z = P b (unit diagonal), column by column.
  for (long k = 0; k + 1 < n; ++k) {
    const double* column_k = columns[k];
    const double v_k = v[k];
    for (int e = s.lower_start[static_cast<std::size_t>(k)];
         e < s.lower_start[static_cast<std::size_t>(k) + 1]; ++e) {
      const int i = s.lower_rows[static_cast<std::size_t>(e)];
      v[i] -= column_k[i] * v_k;
    }
  }
  // U x = z, column by column from the last.
  for (long k = n - 1; k > 0; --k) {
    const double* column_k = columns[k];
    v[k] /= column_k[k];
    const double v_k = v[k];
    for (int e = s.upper_start[static_cast<std::size_t>(k)];
         e < s.upper_start[static_cast<std::size_t>(k) + 1]; ++e) {
      const int i = s.upper_rows[static_cast<std::size_t>(e)];
      v[i] -= column_k[i] * v_k;
    }
  }
  if (n > 0) v[0] /= columns[0][0];
  s.last_flag = SUNLS_SUCCESS;
  return SUNLS_SUCCESS;
}

sunindextype dense_last_flag(SUNLinearSolver solver) {
  return solver_of(solver).last_flag;
}

int dense_free(SUNLinearSolver solver) {
  if (solver == nullptr) return SUNLS_SUCCESS;
  delete static_cast<DenseSolver*>(solver->content);
  solver->content = nullptr;
  SUNLinSolFreeEmpty(solver);
  return SUNLS_SUCCESS;
}

int dense_zero(SUNMatrix matrix) {
  double* data = SUNDenseMatrix_Data(matrix);
  std::fill(data, data + SUNDenseMatrix_LData(matrix), 0.0);
  return SUNMAT_SUCCESS;
}

}  // namespace

SUNLinearSolver new_compiled_dense_solver(SUNContext context) {
  SUNLinearSolver solver = SUNLinSolNewEmpty(context);
  if (solver == nullptr) return nullptr;
  solver->content = new (std::nothrow) DenseSolver;
  if (solver->content == nullptr) {
    SUNLinSolFreeEmpty(solver);
    return nullptr;
  }
  solver->ops->gettype = dense_type;
  solver->ops->getid = dense_id;
  solver->ops->initialize = dense_initialize;
  solver->ops->setup = dense_setup;
  solver->ops->solve = dense_solve;
  solver->ops->lastflag = dense_last_flag;
  solver->ops->free = dense_free;
  return solver;
}

void use_compiled_dense_zero(SUNMatrix matrix) {
  matrix->ops->zero = dense_zero;
}

}  // namespace acausal::solvers::ida
