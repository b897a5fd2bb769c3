#pragma once
// Serial N_Vector operations compiled with the project's optimisation.
//
// Debian's SUNDIALS 6.4.1 packages are built without optimisation (the
// serial vector kernels run at -O0: about 20 instructions per element of
// N_VLinearSum). IDA and CVODE spend most of their own time in these
// kernels, so the vectors the solvers create carry the operations below
// instead. Each gives bit for bit the result of the library's serial
// operation (same special cases, same order of operations, same summation
// order in reductions); the fused and vector-array operations stay unset, so
// SUNDIALS composes them from these as it does for the library's vectors.
#include <sundials/sundials_nvector.h>

namespace acausal::solvers::ida {

/// Replaces the element-wise and reduction operations of a serial vector
/// (N_VNew_Serial) by the compiled ones; clones inherit them.
void use_compiled_serial_ops(N_Vector vector);

}  // namespace acausal::solvers::ida
