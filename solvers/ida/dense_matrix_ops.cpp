#include "solvers/ida/dense_matrix_ops.hpp"

#include <sunmatrix/sunmatrix_dense.h>

#include <algorithm>

namespace acausal::solvers::ida {
namespace {

// The library's compatibility test: both dense, of the same shape.
bool same_shape(SUNMatrix a, SUNMatrix b) {
  return SUNMatGetID(a) == SUNMATRIX_DENSE && SUNMatGetID(b) == SUNMATRIX_DENSE &&
         SM_ROWS_D(a) == SM_ROWS_D(b) && SM_COLUMNS_D(a) == SM_COLUMNS_D(b);
}

int copy(SUNMatrix a, SUNMatrix b) {
  if (!same_shape(a, b)) return SUNMAT_ILL_INPUT;
  std::copy_n(SM_DATA_D(a), SM_LDATA_D(a), SM_DATA_D(b));
  return SUNMAT_SUCCESS;
}

int scale_add_identity(realtype c, SUNMatrix a) {  // A = c A + I
  const sunindextype rows = SM_ROWS_D(a), columns = SM_COLUMNS_D(a);
  realtype* data = SM_DATA_D(a);
  for (sunindextype k = 0; k < rows * columns; ++k) data[k] *= c;
  for (sunindextype j = 0; j < std::min(rows, columns); ++j) data[j * rows + j] += 1.0;
  return SUNMAT_SUCCESS;
}

int zero(SUNMatrix a) {
  std::fill_n(SM_DATA_D(a), SM_LDATA_D(a), 0.0);
  return SUNMAT_SUCCESS;
}

SUNMatrix clone(SUNMatrix a) {
  SUNMatrix b = SUNDenseMatrix(SM_ROWS_D(a), SM_COLUMNS_D(a), a->sunctx);
  if (b != nullptr) use_compiled_dense_ops(b);
  return b;
}

}  // namespace

void use_compiled_dense_ops(SUNMatrix matrix) {
  matrix->ops->copy = copy;
  matrix->ops->scaleaddi = scale_add_identity;
  matrix->ops->zero = zero;
  matrix->ops->clone = clone;
}

}  // namespace acausal::solvers::ida
