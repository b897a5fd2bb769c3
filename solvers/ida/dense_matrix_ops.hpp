#pragma once
// Dense SUNMatrix operations compiled with the project's optimisation.
//
// Debian's SUNDIALS runs its dense matrix kernels unoptimised, as its vector
// kernels (serial_vector_ops.hpp): CVODE copies its saved Jacobian and forms
// I - gamma J at every linear-solver setup, 4 % of the explicit C11 run.
// Each operation below gives the library's result bit for bit (an element-wise
// copy, a_ij = c a_ij then + 1 on the diagonal, zeros); clones carry them.
#include <sundials/sundials_matrix.h>

namespace acausal::solvers::ida {

/// Replaces copy, scale-add-identity, zero and clone of a dense matrix
/// (SUNDenseMatrix) by the compiled ones.
void use_compiled_dense_ops(SUNMatrix matrix);

}  // namespace acausal::solvers::ida
