#pragma once
// SUNDIALS calls back through C: an exception must not cross it. The guard
// keeps it for the stepper to rethrow once the SUNDIALS call has returned.
#include <exception>

namespace acausal::solvers {

/// Runs body(); 0 on success, -1 (SUNDIALS' unrecoverable failure) with the
/// exception kept in `pending` otherwise.
template <typename Body>
int guarded(std::exception_ptr& pending, Body&& body) noexcept {
  try {
    body();
    return 0;
  } catch (...) {
    pending = std::current_exception();
    return -1;
  }
}

}  // namespace acausal::solvers
