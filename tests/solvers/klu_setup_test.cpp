// The KLU setup refactors with the old pivot order while the pivots stay
// sound, factors afresh when they degrade, and solves correctly either way.
#include "solvers/ida/klu_setup.hpp"

#include <sundials/sundials_linearsolver.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <gtest/gtest.h>

#include <array>
#include <cstdint>

#include "solvers/ida/sundials_handles.hpp"

namespace acausal::solvers::ida {
namespace {

// A = [[a, b], [c, d]] in compressed columns, every entry stored.
void set_matrix(SUNMatrix m, double a, double b, double c, double d) {
  sunindextype* column_start = SUNSparseMatrix_IndexPointers(m);
  sunindextype* row = SUNSparseMatrix_IndexValues(m);
  double* value = SUNSparseMatrix_Data(m);
  column_start[0] = 0, column_start[1] = 2, column_start[2] = 4;
  row[0] = 0, row[1] = 1, row[2] = 0, row[3] = 1;
  value[0] = a, value[1] = c, value[2] = b, value[3] = d;
}

// Solves A x = (1, 2) through the solver and checks x against Cramer's rule.
void expect_solves(SUNLinearSolver solver, SUNMatrix m, N_Vector x, N_Vector rhs,
                   std::array<double, 4> entries) {
  const auto [a, b, c, d] = entries;
  set_matrix(m, a, b, c, d);
  ASSERT_EQ(SUNLinSolSetup(solver, m), SUNLS_SUCCESS);
  vector_span(rhs)[0] = 1.0, vector_span(rhs)[1] = 2.0;
  ASSERT_EQ(SUNLinSolSolve(solver, m, x, rhs, 0.0), SUNLS_SUCCESS);
  const double det = a * d - b * c;
  EXPECT_NEAR(vector_span(x)[0], (1.0 * d - b * 2.0) / det, 1e-12);
  EXPECT_NEAR(vector_span(x)[1], (a * 2.0 - c * 1.0) / det, 1e-12);
}

// A KLU solver of SUNDIALS on a 2 x 2 sparse matrix with every entry stored.
struct TwoByTwoKlu {
  ContextHandle context = make_context();
  VectorHandle x = make_serial_vector(2, context.get());
  VectorHandle rhs = make_serial_vector(2, context.get());
  MatrixHandle m = make_sparse_matrix(2, 4, context.get());
  LinearSolverHandle solver = make_solver();

  LinearSolverHandle make_solver() {
    set_matrix(m.get(), 4, 1, 1, 3);
    return make_klu_solver(x.get(), m.get(), context.get());
  }
  void expect_solves(std::array<double, 4> entries) {
    acausal::solvers::ida::expect_solves(solver.get(), m.get(), x.get(), rhs.get(), entries);
  }
  // After a switch of the model into `mode`.
  void expect_solves_in(std::uint64_t mode, std::array<double, 4> entries) {
    request_pivoting(solver.get(), mode);
    expect_solves(entries);
  }
};

TEST(KluSetup, RefactorsWhileThePivotsHoldAndFactorsAfreshWhenOneCollapses) {
  TwoByTwoKlu k;
  ASSERT_EQ(SUNLinSolInitialize(k.solver.get()), SUNLS_SUCCESS);

  const KluSetupCounts start = klu_setup_counts();
  k.expect_solves({4, 1, 1, 3});  // analysis + factor
  const KluSetupCounts first = klu_setup_counts();
  EXPECT_EQ(first.factorisations - start.factorisations, 1);
  EXPECT_EQ(first.refactorisations - start.refactorisations, 0);

  // A new matrix of the same kind: the diagonal pivots stay good, no new pivoting.
  k.expect_solves({5, 1, 2, 3});
  const KluSetupCounts second = klu_setup_counts();
  EXPECT_EQ(second.factorisations - first.factorisations, 0);
  EXPECT_EQ(second.refactorisations - first.refactorisations, 1);

  // The (0, 0) pivot collapses to 1e-9 in the old order: a fresh factorisation
  // pivots on row 1 and the solution stays exact.
  k.expect_solves({1e-9, 1, 1, 3});
  const KluSetupCounts third = klu_setup_counts();
  EXPECT_EQ(third.factorisations - second.factorisations, 1);

  // Asked for (a mode switch of the model): pivoting afresh although the pivots hold.
  request_pivoting(k.solver.get());
  k.expect_solves({1e-9, 1, 1, 3.5});
  const KluSetupCounts fourth = klu_setup_counts();
  EXPECT_EQ(fourth.factorisations - third.factorisations, 1);
  EXPECT_EQ(fourth.refactorisations - third.refactorisations, 0);

  // Re-initialising analyses and factors afresh.
  ASSERT_EQ(SUNLinSolInitialize(k.solver.get()), SUNLS_SUCCESS);
  k.expect_solves({2, -1, 1, 2});
  EXPECT_EQ(klu_setup_counts().factorisations - fourth.factorisations, 1);
}

TEST(KluSetup, ReturningToAModeRefactorsWithThatModesPivotOrder) {
  TwoByTwoKlu k;
  ASSERT_EQ(SUNLinSolInitialize(k.solver.get()), SUNLS_SUCCESS);
  k.expect_solves({4, 1, 1, 3});

  // Two new modes: a switch whose (0, 0) entry is nearly open (pivoting on
  // row 1), then one with a sound diagonal. Each is factored with pivoting.
  const KluSetupCounts start = klu_setup_counts();
  k.expect_solves_in(7, {1e-9, 1, 1, 3});
  k.expect_solves_in(8, {4, 1, 1, 3});
  const KluSetupCounts two_modes = klu_setup_counts();
  EXPECT_EQ(two_modes.factorisations - start.factorisations, 2);
  EXPECT_EQ(two_modes.mode_returns - start.mode_returns, 0);

  // Back in each mode with moved values: refactorisations in that mode's
  // order, exact solutions. Mode 8's diagonal order would have failed the
  // first of these (a pivot of 2e-9), mode 7's is sound for it.
  k.expect_solves_in(7, {2e-9, 1, 1, 3.2});
  k.expect_solves_in(8, {5, 1, 2, 3});
  const KluSetupCounts returned = klu_setup_counts();
  EXPECT_EQ(returned.factorisations - two_modes.factorisations, 0);
  EXPECT_EQ(returned.refactorisations - two_modes.refactorisations, 2);
  EXPECT_EQ(returned.mode_returns - two_modes.mode_returns, 2);

  // A return whose kept pivots collapse (mode 8 meeting an open switch) factors afresh.
  k.expect_solves_in(8, {1e-9, 1, 1, 3});
  const KluSetupCounts collapsed = klu_setup_counts();
  EXPECT_EQ(collapsed.factorisations - returned.factorisations, 1);
  EXPECT_EQ(collapsed.mode_returns - returned.mode_returns, 0);

  // Many modes: the least recently used are dropped and factored again on return.
  for (std::uint64_t mode = 100; mode < 300; ++mode) k.expect_solves_in(mode, {4, 1, 1, 3});
  const KluSetupCounts many = klu_setup_counts();
  EXPECT_EQ(many.factorisations - collapsed.factorisations, 200);
  k.expect_solves_in(100, {4, 1, 1, 3});  // dropped long ago
  k.expect_solves_in(299, {4, 1, 1, 3});  // kept
  EXPECT_EQ(klu_setup_counts().factorisations - many.factorisations, 1);
  EXPECT_EQ(klu_setup_counts().mode_returns - many.mode_returns, 1);

  // Unknown modes (0) are never taken for one another.
  k.expect_solves_in(0, {4, 1, 1, 3});
  k.expect_solves_in(0, {4, 1, 1, 3});
  EXPECT_EQ(klu_setup_counts().factorisations - many.factorisations, 3);
}

}  // namespace
}  // namespace acausal::solvers::ida
