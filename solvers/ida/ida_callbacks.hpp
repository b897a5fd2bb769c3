#pragma once
// The C callbacks IDA calls, as noexcept shims around DaeSystem. C++ exceptions
// must not unwind through SUNDIALS' C frames, so they are parked in
// CallbackState::pending and rethrown by the driver once IDA has returned.
#include <sundials/sundials_linearsolver.h>
#include <sundials/sundials_matrix.h>
#include <sundials/sundials_nvector.h>

#include <exception>
#include <string>
#include <vector>

#include "core/expr/external_function.hpp"
#include "solvers/dae_system.hpp"
#include "solvers/event_handler.hpp"

namespace acausal::solvers::ida {

/// Where the model last produced a non-finite residual or Jacobian value.
struct NonFiniteReport {
  long count = 0;  // occurrences in this run; IDA recovers from isolated ones
  bool in_jacobian = false;
  double t = 0.0;
  int equation = -1;  // residual row; -1 for the Jacobian
  int variable = -1;  // first non-finite entry of y, -1 if y was finite
};

/// Shared between the driver and the callbacks (IDA's user_data points here).
struct CallbackState {
  DaeSystem* dae = nullptr;
  EventHandler* events = nullptr;
  const SparsityPattern* pattern = nullptr;
  /// Scratch for the Jacobian values before they are scattered into a dense matrix.
  std::vector<double> dense_values;
  /// First exception thrown by the model; the callback returned a fatal code.
  std::exception_ptr pending;
  /// Last error message IDA passed to its error handler.
  std::string last_error;
  NonFiniteReport non_finite;
  /// External functions' partials from the last Jacobian, and whether the next
  /// Jacobian (the first after a mode switch) takes them (see ExternalPartials).
  ExternalPartials partials;
  bool reuse_partials_once = false;

  /// Forget the message of an earlier IDASolve/IDACalcIC call.
  void reset_message() { last_error.clear(); }
};

// IDAResFn. 0: ok, +1: non-finite residual (IDA retries with a smaller step),
// -1: the model threw (fatal).
int residual_callback(double t, N_Vector y, N_Vector yp, N_Vector r, void* user_data) noexcept;

// IDALsJacFn for a SUNDenseMatrix, resp. a CSC SUNSparseMatrix (for KLU).
int dense_jacobian_callback(double t, double cj, N_Vector y, N_Vector yp, N_Vector r,
                            SUNMatrix jacobian, void* user_data, N_Vector tmp1, N_Vector tmp2,
                            N_Vector tmp3) noexcept;
int sparse_jacobian_callback(double t, double cj, N_Vector y, N_Vector yp, N_Vector r,
                             SUNMatrix jacobian, void* user_data, N_Vector tmp1, N_Vector tmp2,
                             N_Vector tmp3) noexcept;

// Lets IDA's zeroing of the sparse matrix before each Jacobian call do
// nothing: sparse_jacobian_callback writes the pattern and every value, and
// clearing the three arrays first was 2 % of the switched seed-000 twin.
void skip_zeroing_before_sparse_jacobian(SUNMatrix jacobian);

// IDARootFn: the event handler's zero-crossing functions.
int root_callback(double t, N_Vector y, N_Vector yp, double* g, void* user_data) noexcept;

// IDAErrHandlerFn: keeps the message for the exception text instead of printing it.
void error_handler_callback(int error_code, const char* module, const char* function, char* message,
                            void* user_data) noexcept;

}  // namespace acausal::solvers::ida
