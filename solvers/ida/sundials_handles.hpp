#pragma once
// Move-only owners of SUNDIALS objects. SUNDIALS hands out raw C pointers
// that must be freed in a fixed order (IDA memory before the linear solver,
// everything before its SUNContext); owning them here makes every exit path,
// including exceptions thrown mid-setup, release them exactly once.
#include <ida/ida.h>
#include <nvector/nvector_serial.h>
#include <sundials/sundials_context.h>
#include <sundials/sundials_linearsolver.h>
#include <sundials/sundials_matrix.h>

#include <cstdint>
#include <span>
#include <string>
#include <utility>

namespace acausal::solvers::ida {

namespace detail {
inline void free_context(SUNContext context) noexcept {
  SUNContext_Free(&context);
}
inline void free_vector(N_Vector vector) noexcept {
  N_VDestroy(vector);
}
inline void free_matrix(SUNMatrix matrix) noexcept {
  SUNMatDestroy(matrix);
}
inline void free_linear_solver(SUNLinearSolver solver) noexcept {
  SUNLinSolFree(solver);
}
inline void free_ida_memory(void* memory) noexcept {
  IDAFree(&memory);
}
}  // namespace detail

/// Owns one SUNDIALS pointer and frees it with `Free`; null means empty.
template <typename Handle, void (*Free)(Handle) noexcept>
class UniqueHandle {
 public:
  UniqueHandle() = default;
  explicit UniqueHandle(Handle handle) noexcept : handle_(handle) {}
  ~UniqueHandle() { reset(); }

  UniqueHandle(const UniqueHandle&) = delete;
  UniqueHandle& operator=(const UniqueHandle&) = delete;
  UniqueHandle(UniqueHandle&& other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
  UniqueHandle& operator=(UniqueHandle&& other) noexcept {
    if (this != &other) {
      reset();
      handle_ = std::exchange(other.handle_, nullptr);
    }
    return *this;
  }

  Handle get() const noexcept { return handle_; }
  explicit operator bool() const noexcept { return handle_ != nullptr; }
  void reset() noexcept {
    if (handle_ != nullptr) Free(std::exchange(handle_, nullptr));
  }

 private:
  Handle handle_ = nullptr;
};

using ContextHandle = UniqueHandle<SUNContext, detail::free_context>;
using VectorHandle = UniqueHandle<N_Vector, detail::free_vector>;
using MatrixHandle = UniqueHandle<SUNMatrix, detail::free_matrix>;
using LinearSolverHandle = UniqueHandle<SUNLinearSolver, detail::free_linear_solver>;
using IdaMemoryHandle = UniqueHandle<void*, detail::free_ida_memory>;

// Factories: each throws acausal::SolverError when SUNDIALS returns null.
ContextHandle make_context();
VectorHandle make_serial_vector(std::int64_t length, SUNContext context);
/// A serial vector holding a copy of `values`.
VectorHandle make_serial_vector(std::span<const double> values, SUNContext context);
MatrixHandle make_dense_matrix(std::int64_t size, SUNContext context);
/// A CSC matrix with room for `nonzeros` entries (at least one is allocated).
MatrixHandle make_sparse_matrix(std::int64_t size, std::int64_t nonzeros, SUNContext context);
LinearSolverHandle make_dense_solver(N_Vector like, SUNMatrix matrix, SUNContext context);
LinearSolverHandle make_klu_solver(N_Vector like, SUNMatrix matrix, SUNContext context);
IdaMemoryHandle make_ida_memory(SUNContext context);

/// The data of a serial N_Vector as a span (avoids NV_DATA_S's old-style casts).
std::span<double> vector_span(N_Vector vector);

/// Name of an IDA return flag, e.g. "IDA_ERR_FAIL" (frees SUNDIALS' malloc'ed copy).
std::string ida_flag_name(int flag);
/// Name of an IDALS return flag, e.g. "IDALS_MEM_FAIL".
std::string ida_linear_flag_name(int flag);

}  // namespace acausal::solvers::ida
