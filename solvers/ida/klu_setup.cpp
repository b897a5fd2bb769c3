#include "solvers/ida/klu_setup.hpp"

#include <sunlinsol/sunlinsol_klu.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <atomic>

namespace acausal::solvers::ida {
namespace {

// A fresh factorisation once the pivot ratio has dropped below this fraction
// of its value after the last one. Halving, not a 1000- or 10-fold drop: with
// those, the old pivot order solved MSL SMPM_Braking's diode bridge (a 1e6 Ohm
// grounding) too roughly and a diode chattered at t = 0.52 s; the averaged
// twin's pivots never drop, so it keeps its refactorisations.
constexpr double kPivotRatioDrop = 0.5;

std::atomic<long> factorisations{0};
std::atomic<long> refactorisations{0};

// What the setup keeps per solver, reached through KLU's common user_data
// (KLU reads it only for a user-supplied ordering, which SUNDIALS never sets).
struct PivotState {
  double ratio_after_factorisation = 0.0;
  bool pivot_afresh = false;  // the next setup factors with pivoting
};

SUNLinearSolverContent_KLU content(SUNLinearSolver s) {
  return static_cast<SUNLinearSolverContent_KLU>(s->content);
}

PivotState& state(SUNLinearSolver s) {
  return *static_cast<PivotState*>(content(s)->common.user_data);
}

// The pivot ratio of the current factors (0 if KLU cannot give it).
double pivot_ratio(SUNLinearSolver s) {
  SUNLinearSolverContent_KLU c = content(s);
  if (klu_l_rcond(c->symbolic, c->numeric, &c->common) == 0) return 0.0;
  return c->common.rcond;
}

int factor_afresh(SUNLinearSolver s, SUNMatrix a) {
  SUNLinearSolverContent_KLU c = content(s);
  if (c->numeric != nullptr) klu_l_free_numeric(&c->numeric, &c->common);
  c->numeric = klu_l_factor(SUNSparseMatrix_IndexPointers(a), SUNSparseMatrix_IndexValues(a),
                            SUNSparseMatrix_Data(a), c->symbolic, &c->common);
  if (c->numeric == nullptr) {
    c->last_flag = SUNLS_PACKAGE_FAIL_UNREC;
    return c->last_flag;
  }
  ++factorisations;
  state(s).ratio_after_factorisation = pivot_ratio(s);
  c->last_flag = SUNLS_SUCCESS;
  return c->last_flag;
}

int setup(SUNLinearSolver s, SUNMatrix a) {
  SUNLinearSolverContent_KLU c = content(s);
  if (c->first_factorize != 0 || c->symbolic == nullptr || c->numeric == nullptr) {
    // The analysis and the first factorisation as SUNDIALS does them.
    const int flag = SUNLinSolSetup_KLU(s, a);
    if (flag == SUNLS_SUCCESS) {
      ++factorisations;
      state(s).ratio_after_factorisation = pivot_ratio(s);
    }
    return flag;
  }
  if (state(s).pivot_afresh) {
    state(s).pivot_afresh = false;
    return factor_afresh(s, a);
  }
  if (klu_l_refactor(SUNSparseMatrix_IndexPointers(a), SUNSparseMatrix_IndexValues(a),
                     SUNSparseMatrix_Data(a), c->symbolic, c->numeric, &c->common) == 0)
    return factor_afresh(s, a);  // a zero pivot in the old order
  ++refactorisations;
  if (pivot_ratio(s) < kPivotRatioDrop * state(s).ratio_after_factorisation)
    return factor_afresh(s, a);
  c->last_flag = SUNLS_SUCCESS;
  return c->last_flag;
}

int free_solver(SUNLinearSolver s) {
  if (s != nullptr && s->content != nullptr) {
    delete static_cast<PivotState*>(content(s)->common.user_data);
    content(s)->common.user_data = nullptr;
  }
  return SUNLinSolFree_KLU(s);
}

}  // namespace

void use_pivot_ratio_refactoring(SUNLinearSolver klu) {
  content(klu)->common.user_data = new PivotState;
  klu->ops->setup = setup;
  klu->ops->free = free_solver;
}

void request_pivoting(SUNLinearSolver klu) {
  state(klu).pivot_afresh = true;
}

KluSetupCounts klu_setup_counts() {
  return {factorisations.load(), refactorisations.load()};
}

}  // namespace acausal::solvers::ida
