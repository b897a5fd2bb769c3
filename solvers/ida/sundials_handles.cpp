#include "solvers/ida/sundials_handles.hpp"

#include <ida/ida_ls.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunlinsol/sunlinsol_klu.h>
#include <sunmatrix/sunmatrix_dense.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <algorithm>
#include <cstdlib>
#include <type_traits>

#include "core/errors.hpp"
#include "solvers/ida/dense_lu.hpp"
#include "solvers/ida/dense_matrix_ops.hpp"
#include "solvers/ida/klu_setup.hpp"
#include "solvers/ida/serial_vector_ops.hpp"

namespace acausal::solvers::ida {

// The DaeSystem interface speaks double and the index pattern int; both must
// map onto this SUNDIALS build without conversion of the data arrays.
static_assert(std::is_same_v<sunrealtype, double>, "SUNDIALS must use double precision");
static_assert(std::is_same_v<sunindextype, std::int64_t>, "SUNDIALS must use 64-bit indices");

namespace {

[[noreturn]] void throw_null(const char* what) {
  throw SolverError(std::string("SUNDIALS: ") + what + " failed (out of memory or bad input)");
}

std::string take_flag_name(char* name) {
  if (name == nullptr) return "unknown flag";
  std::string result(name);
  std::free(name);  // SUNDIALS malloc's the name and leaves freeing to the caller
  return result;
}

}  // namespace

ContextHandle make_context() {
  SUNContext context = nullptr;
  // No MPI communicator: every object of one integration lives on this process.
  if (SUNContext_Create(nullptr, &context) != 0 || context == nullptr) {
    throw_null("SUNContext_Create");
  }
  return ContextHandle(context);
}

VectorHandle make_serial_vector(std::int64_t length, SUNContext context) {
  N_Vector vector = N_VNew_Serial(length, context);
  if (vector == nullptr) throw_null("N_VNew_Serial");
  // The solvers clone their work vectors from these: all of them get the
  // compiled operations (see serial_vector_ops.hpp for why).
  use_compiled_serial_ops(vector);
  return VectorHandle(vector);
}

VectorHandle make_serial_vector(std::span<const double> values, SUNContext context) {
  VectorHandle vector = make_serial_vector(static_cast<std::int64_t>(values.size()), context);
  std::ranges::copy(values, vector_span(vector.get()).begin());
  return vector;
}

MatrixHandle make_dense_matrix(std::int64_t size, SUNContext context) {
  SUNMatrix matrix = SUNDenseMatrix(size, size, context);
  if (matrix == nullptr) throw_null("SUNDenseMatrix");
  use_compiled_dense_ops(matrix);  // and its clones (CVODE's saved Jacobian)
  return MatrixHandle(matrix);
}

MatrixHandle make_sparse_matrix(std::int64_t size, std::int64_t nonzeros, SUNContext context) {
  SUNMatrix matrix =
      SUNSparseMatrix(size, size, std::max<std::int64_t>(nonzeros, 1), CSC_MAT, context);
  if (matrix == nullptr) throw_null("SUNSparseMatrix");
  return MatrixHandle(matrix);
}

LinearSolverHandle make_dense_solver(N_Vector like, SUNMatrix matrix, SUNContext context) {
  // The library's dense LU runs unoptimised (see dense_lu.hpp for why).
  if (SUNMatGetID(matrix) != SUNMATRIX_DENSE || N_VGetLength(like) != SUNDenseMatrix_Rows(matrix) ||
      SUNDenseMatrix_Rows(matrix) != SUNDenseMatrix_Columns(matrix))
    throw InternalError("make_dense_solver: needs a square dense matrix of the vector's length");
  SUNLinearSolver solver = new_compiled_dense_solver(context);
  if (solver == nullptr) throw_null("new_compiled_dense_solver");
  use_compiled_dense_zero(matrix);
  return LinearSolverHandle(solver);
}

LinearSolverHandle make_klu_solver(N_Vector like, SUNMatrix matrix, SUNContext context) {
  SUNLinearSolver solver = SUNLinSol_KLU(like, matrix, context);
  if (solver == nullptr) throw_null("SUNLinSol_KLU");
  LinearSolverHandle handle(solver);
  use_pivot_ratio_refactoring(solver);
  return handle;
}

IdaMemoryHandle make_ida_memory(SUNContext context) {
  void* memory = IDACreate(context);
  if (memory == nullptr) throw_null("IDACreate");
  return IdaMemoryHandle(memory);
}

std::span<double> vector_span(N_Vector vector) {
  // Every callback reads its vectors through here: a serial vector's data is
  // read from its content, without two calls into the library (2 % of the
  // explicit C11 run).
  if (vector->ops->nvgetarraypointer == N_VGetArrayPointer_Serial)
    return {NV_DATA_S(vector), static_cast<std::size_t>(NV_LENGTH_S(vector))};
  double* data = N_VGetArrayPointer(vector);
  if (data == nullptr) throw InternalError("vector_span: N_Vector without host data");
  return {data, static_cast<std::size_t>(N_VGetLength(vector))};
}

std::string ida_flag_name(int flag) {
  return take_flag_name(IDAGetReturnFlagName(flag));
}

std::string ida_linear_flag_name(int flag) {
  return take_flag_name(IDAGetLinReturnFlagName(flag));
}

}  // namespace acausal::solvers::ida
