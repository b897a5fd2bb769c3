// The compiled dense linear solver (solvers/ida/dense_lu) factors as the
// SUNDIALS library's SUNLinSol_Dense does, bit for bit, and solves to the
// same values; where the library fails on a singular matrix, it solves a
// consistent system by full pivoting.
#include "solvers/ida/dense_lu.hpp"

#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>

#include "solvers/ida/sundials_handles.hpp"

namespace acausal::solvers::ida {
namespace {

// The library's solver [0] and the compiled one [1], on the same matrix
// values and right-hand side.
struct Pair {
  explicit Pair(std::int64_t size) : context(make_context()), n(size) {
    for (int k = 0; k < 2; ++k) {
      matrix[k] = SUNDenseMatrix(n, n, context.get());
      b[k] = N_VNew_Serial(n, context.get());
      x[k] = N_VNew_Serial(n, context.get());
    }
    solver[0] = SUNLinSol_Dense(b[0], matrix[0], context.get());
    solver[1] = new_compiled_dense_solver(context.get());
    use_compiled_dense_zero(matrix[1]);
  }
  ~Pair() {
    for (int k = 0; k < 2; ++k) {
      SUNLinSolFree(solver[k]);
      SUNMatDestroy(matrix[k]);
      N_VDestroy(b[k]);
      N_VDestroy(x[k]);
    }
  }
  Pair(const Pair&) = delete;
  Pair& operator=(const Pair&) = delete;

  void fill(unsigned seed, double zero_fraction) {
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> value(-2.0, 2.0), unit(0.0, 1.0);
    for (std::int64_t j = 0; j < n; ++j)
      for (std::int64_t i = 0; i < n; ++i) {
        const double v = unit(random) < zero_fraction ? 0.0 : value(random);
        for (int k = 0; k < 2; ++k) SM_ELEMENT_D(matrix[k], i, j) = v;
      }
    for (std::int64_t i = 0; i < n; ++i) {
      const double v = value(random);
      for (int k = 0; k < 2; ++k) NV_Ith_S(b[k], i) = v;
    }
  }

  bool same_factors() const {
    const auto bytes = static_cast<std::size_t>(n * n) * sizeof(double);
    return std::memcmp(SUNDenseMatrix_Data(matrix[0]), SUNDenseMatrix_Data(matrix[1]), bytes) == 0;
  }
  // Equal values (a zero's sign may differ: the compiled solve skips 0 * b_k).
  bool same_values(N_Vector u, N_Vector v) const {
    for (std::int64_t i = 0; i < n; ++i)
      if (!(NV_Ith_S(u, i) == NV_Ith_S(v, i))) return false;
    return true;
  }

  ContextHandle context;
  std::int64_t n;
  SUNMatrix matrix[2]{};
  N_Vector b[2]{}, x[2]{};
  SUNLinearSolver solver[2]{};
};

TEST(DenseLu, FactorsAreTheLibrarysBitForBitAndSolutionsEqual) {
  for (std::int64_t n : {1, 2, 9, 48, 61}) {
    for (unsigned seed = 1; seed <= 4; ++seed) {
      Pair p(n);
      p.fill(seed, seed % 2 == 0 ? 0.8 : 0.0);  // dense, and sparse as a DAE's Jacobian
      for (std::int64_t i = 0; i < n; ++i)      // keep the sparse ones regular
        for (int k = 0; k < 2; ++k) SM_ELEMENT_D(p.matrix[k], i, i) += seed % 2 == 0 ? 1.0 : 0.0;
      const int flag0 = SUNLinSolSetup(p.solver[0], p.matrix[0]);
      const int flag1 = SUNLinSolSetup(p.solver[1], p.matrix[1]);
      ASSERT_EQ(flag0, flag1) << "n = " << n << ", seed " << seed;
      if (flag0 != SUNLS_SUCCESS) continue;
      EXPECT_TRUE(p.same_factors()) << "n = " << n << ", seed " << seed;
      EXPECT_EQ(0, SUNLinSolSolve(p.solver[0], p.matrix[0], p.x[0], p.b[0], 0.0));
      EXPECT_EQ(0, SUNLinSolSolve(p.solver[1], p.matrix[1], p.x[1], p.b[1], 0.0));
      EXPECT_TRUE(p.same_values(p.x[0], p.x[1])) << "n = " << n << ", seed " << seed;
      // in place (x == b), as IDA calls it
      EXPECT_EQ(0, SUNLinSolSolve(p.solver[1], p.matrix[1], p.b[1], p.b[1], 0.0));
      EXPECT_TRUE(p.same_values(p.x[0], p.b[1])) << "n = " << n << ", seed " << seed;
    }
  }
}

// Where the library fails on an exactly zero pivot, the compiled solver
// solves a consistent system by full pivoting and leaves the undetermined
// unknown's correction at 0 (two stuck friction elements, MSL LossyGearDemo2).
TEST(DenseLu, ASingularConsistentSystemIsSolvedWhereTheLibraryFails) {
  constexpr std::int64_t n = 5;
  Pair p(n);
  p.fill(7, 0.0);
  for (int k = 0; k < 2; ++k)
    for (std::int64_t i = 0; i < n; ++i) SM_ELEMENT_D(p.matrix[k], i, 3) = 0.0;  // a zero column
  // b = A x0 with x0[3] = 0, so the system is consistent.
  const double x0[n] = {0.5, -1.25, 2.0, 0.0, 0.75};
  for (std::int64_t i = 0; i < n; ++i) {
    double bi = 0;
    for (std::int64_t j = 0; j < n; ++j) bi += SM_ELEMENT_D(p.matrix[1], i, j) * x0[j];
    NV_Ith_S(p.b[1], i) = bi;
  }
  EXPECT_EQ(SUNLS_LUFACT_FAIL, SUNLinSolSetup(p.solver[0], p.matrix[0]));
  ASSERT_EQ(SUNLS_SUCCESS, SUNLinSolSetup(p.solver[1], p.matrix[1]));
  ASSERT_EQ(SUNLS_SUCCESS, SUNLinSolSolve(p.solver[1], p.matrix[1], p.x[1], p.b[1], 0.0));
  for (std::int64_t i = 0; i < n; ++i) EXPECT_NEAR(NV_Ith_S(p.x[1], i), x0[i], 1e-12) << i;
}

TEST(DenseLu, ZeroingTheMatrixClearsEveryEntry) {
  Pair p(6);
  p.fill(3, 0.0);
  EXPECT_EQ(SUNMAT_SUCCESS, SUNMatZero(p.matrix[1]));
  for (std::int64_t j = 0; j < 6; ++j)
    for (std::int64_t i = 0; i < 6; ++i) EXPECT_EQ(0.0, SM_ELEMENT_D(p.matrix[1], i, j));
}

TEST(DenseLu, TheHandlesDenseSolverIsTheCompiledOne) {
  ContextHandle context = make_context();
  VectorHandle y = make_serial_vector(4, context.get());
  MatrixHandle matrix = make_dense_matrix(4, context.get());
  LinearSolverHandle solver = make_dense_solver(y.get(), matrix.get(), context.get());
  EXPECT_EQ(SUNLINEARSOLVER_DIRECT, SUNLinSolGetType(solver.get()));
  EXPECT_EQ(SUNLINEARSOLVER_CUSTOM, SUNLinSolGetID(solver.get()));
}

}  // namespace
}  // namespace acausal::solvers::ida
