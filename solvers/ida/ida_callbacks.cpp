#include "solvers/ida/ida_callbacks.hpp"

#include <sunmatrix/sunmatrix_dense.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>

namespace acausal::solvers::ida {

namespace {

CallbackState& state_of(void* user_data) {
  return *static_cast<CallbackState*>(user_data);
}

int first_non_finite(const double* values, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) {
    if (!std::isfinite(values[i])) return static_cast<int>(i);
  }
  return -1;
}

void note_non_finite(CallbackState& state, double t, bool in_jacobian, int equation,
                     const double* y) {
  // The latest occurrence is kept: it is the one closest to a failure.
  ++state.non_finite.count;
  state.non_finite.in_jacobian = in_jacobian;
  state.non_finite.t = t;
  state.non_finite.equation = equation;
  state.non_finite.variable = first_non_finite(y, static_cast<std::size_t>(state.pattern->size));
}

// Shared by both Jacobian layouts: `fill` evaluates the model into the matrix.
template <typename Fill>
int guarded_jacobian(double t, const double* y, void* user_data, Fill fill) noexcept {
  CallbackState& state = state_of(user_data);
  try {
    ExternalPartials::Scope partials(state.partials,
                                     std::exchange(state.reuse_partials_once, false));
    const double* values = fill(state);
    const auto count = static_cast<std::size_t>(state.pattern->nonzeros());
    if (first_non_finite(values, count) >= 0) {
      note_non_finite(state, t, true, -1, y);
      return 1;
    }
    return 0;
  } catch (...) {
    if (!state.pending) state.pending = std::current_exception();
    return -1;
  }
}

}  // namespace

int residual_callback(double t, N_Vector y, N_Vector yp, N_Vector r, void* user_data) noexcept {
  CallbackState& state = state_of(user_data);
  try {
    const double* y_data = N_VGetArrayPointer(y);
    double* r_data = N_VGetArrayPointer(r);
    state.dae->residual(t, y_data, N_VGetArrayPointer(yp), r_data);
    const int bad = first_non_finite(r_data, static_cast<std::size_t>(state.pattern->size));
    if (bad >= 0) {
      note_non_finite(state, t, false, bad, y_data);
      return 1;
    }
    return 0;
  } catch (...) {
    if (!state.pending) state.pending = std::current_exception();
    return -1;
  }
}

int dense_jacobian_callback(double t, double cj, N_Vector y, N_Vector yp, N_Vector /*r*/,
                            SUNMatrix jacobian, void* user_data, N_Vector /*tmp1*/,
                            N_Vector /*tmp2*/, N_Vector /*tmp3*/) noexcept {
  const double* y_data = N_VGetArrayPointer(y);
  return guarded_jacobian(t, y_data, user_data, [&](CallbackState& state) -> const double* {
    const SparsityPattern& pattern = *state.pattern;
    state.dae->jacobian(t, y_data, N_VGetArrayPointer(yp), cj, state.dense_values.data());
    for (int column = 0; column < pattern.size; ++column) {
      double* entries = SUNDenseMatrix_Column(jacobian, column);
      std::fill(entries, entries + pattern.size, 0.0);
      for (int k = pattern.column_start[static_cast<std::size_t>(column)];
           k < pattern.column_start[static_cast<std::size_t>(column) + 1]; ++k) {
        const auto index = static_cast<std::size_t>(k);
        entries[pattern.row_index[index]] = state.dense_values[index];
      }
    }
    return state.dense_values.data();
  });
}

int sparse_jacobian_callback(double t, double cj, N_Vector y, N_Vector yp, N_Vector /*r*/,
                             SUNMatrix jacobian, void* user_data, N_Vector /*tmp1*/,
                             N_Vector /*tmp2*/, N_Vector /*tmp3*/) noexcept {
  const double* y_data = N_VGetArrayPointer(y);
  return guarded_jacobian(t, y_data, user_data, [&](CallbackState& state) -> const double* {
    const SparsityPattern& pattern = *state.pattern;
    // The pattern is written every time and every value goes straight into
    // place: the matrix is not zeroed before (skip_zeroing_before_sparse_jacobian).
    std::copy(pattern.column_start.begin(), pattern.column_start.end(),
              SUNSparseMatrix_IndexPointers(jacobian));
    std::copy(pattern.row_index.begin(), pattern.row_index.end(),
              SUNSparseMatrix_IndexValues(jacobian));
    double* values = SUNSparseMatrix_Data(jacobian);
    state.dae->jacobian(t, y_data, N_VGetArrayPointer(yp), cj, values);
    return values;
  });
}

void skip_zeroing_before_sparse_jacobian(SUNMatrix jacobian) {
  jacobian->ops->zero = [](SUNMatrix) -> int { return SUNMAT_SUCCESS; };
}

int root_callback(double t, N_Vector y, N_Vector yp, double* g, void* user_data) noexcept {
  CallbackState& state = state_of(user_data);
  try {
    state.events->zero_crossings(t, N_VGetArrayPointer(y), N_VGetArrayPointer(yp), g);
    return 0;
  } catch (...) {
    if (!state.pending) state.pending = std::current_exception();
    return -1;
  }
}

void error_handler_callback(int error_code, const char* module, const char* function, char* message,
                            void* user_data) noexcept {
  if (error_code >= 0) return;  // warnings: IDA recovers on its own
  CallbackState& state = state_of(user_data);
  try {
    state.last_error.assign(module != nullptr ? module : "IDA");
    state.last_error.append(function != nullptr ? std::string("/") + function : std::string());
    state.last_error.append(": ");
    state.last_error.append(message != nullptr ? message : "(no message)");
    // The text is embedded in a longer sentence; drop IDA's final period.
    while (!state.last_error.empty() &&
           (state.last_error.back() == '.' || state.last_error.back() == ' ')) {
      state.last_error.pop_back();
    }
  } catch (...) {
    // Out of memory while formatting a diagnostic: keep whatever we have.
  }
}

}  // namespace acausal::solvers::ida
