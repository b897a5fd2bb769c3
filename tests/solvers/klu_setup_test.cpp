// The KLU setup refactors with the old pivot order while the pivots stay
// sound, factors afresh when they degrade, and solves correctly either way.
#include "solvers/ida/klu_setup.hpp"

#include <sundials/sundials_linearsolver.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <gtest/gtest.h>

#include <array>

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

TEST(KluSetup, RefactorsWhileThePivotsHoldAndFactorsAfreshWhenOneCollapses) {
  ContextHandle context = make_context();
  VectorHandle x = make_serial_vector(2, context.get());
  VectorHandle rhs = make_serial_vector(2, context.get());
  MatrixHandle m = make_sparse_matrix(2, 4, context.get());
  set_matrix(m.get(), 4, 1, 1, 3);
  LinearSolverHandle solver = make_klu_solver(x.get(), m.get(), context.get());
  ASSERT_EQ(SUNLinSolInitialize(solver.get()), SUNLS_SUCCESS);

  const KluSetupCounts start = klu_setup_counts();
  expect_solves(solver.get(), m.get(), x.get(), rhs.get(), {4, 1, 1, 3});  // analysis + factor
  const KluSetupCounts first = klu_setup_counts();
  EXPECT_EQ(first.factorisations - start.factorisations, 1);
  EXPECT_EQ(first.refactorisations - start.refactorisations, 0);

  // A new matrix of the same kind: the diagonal pivots stay good, no new pivoting.
  expect_solves(solver.get(), m.get(), x.get(), rhs.get(), {5, 1, 2, 3});
  const KluSetupCounts second = klu_setup_counts();
  EXPECT_EQ(second.factorisations - first.factorisations, 0);
  EXPECT_EQ(second.refactorisations - first.refactorisations, 1);

  // The (0, 0) pivot collapses to 1e-9 in the old order: a fresh factorisation
  // pivots on row 1 and the solution stays exact.
  expect_solves(solver.get(), m.get(), x.get(), rhs.get(), {1e-9, 1, 1, 3});
  const KluSetupCounts third = klu_setup_counts();
  EXPECT_EQ(third.factorisations - second.factorisations, 1);

  // Asked for (a mode switch of the model): pivoting afresh although the pivots hold.
  request_pivoting(solver.get());
  expect_solves(solver.get(), m.get(), x.get(), rhs.get(), {1e-9, 1, 1, 3.5});
  const KluSetupCounts fourth = klu_setup_counts();
  EXPECT_EQ(fourth.factorisations - third.factorisations, 1);
  EXPECT_EQ(fourth.refactorisations - third.refactorisations, 0);

  // Re-initialising analyses and factors afresh.
  ASSERT_EQ(SUNLinSolInitialize(solver.get()), SUNLS_SUCCESS);
  expect_solves(solver.get(), m.get(), x.get(), rhs.get(), {2, -1, 1, 2});
  EXPECT_EQ(klu_setup_counts().factorisations - fourth.factorisations, 1);
}

}  // namespace
}  // namespace acausal::solvers::ida
