#include "solvers/ida/klu_setup.hpp"

#include <sunlinsol/sunlinsol_klu.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <atomic>
#include <cstddef>
#include <vector>

namespace acausal::solvers::ida {
namespace {

// A fresh factorisation once the pivot ratio has dropped below this fraction
// of its value after the last one. Halving, not a 1000- or 10-fold drop: with
// those, the old pivot order solved MSL SMPM_Braking's diode bridge (a 1e6 Ohm
// grounding) too roughly and a diode chattered at t = 0.52 s; the averaged
// twin's pivots never drop, so it keeps its refactorisations.
constexpr double kPivotRatioDrop = 0.5;

// Factorisations kept per mode: a three-phase inverter with diodes visits a
// few dozen; beyond that the least recently used is dropped.
constexpr std::size_t kMaxModes = 64;

std::atomic<long> factorisations{0};
std::atomic<long> refactorisations{0};
std::atomic<long> mode_returns{0};

// The factors of one mode: KLU's numeric object holds the pivot order.
struct ModeFactors {
  std::uint64_t mode = 0;
  klu_l_numeric* numeric = nullptr;
  double ratio_after_factorisation = 0.0;
  std::uint64_t last_use = 0;
};

// What the setup keeps per solver, reached through KLU's common user_data
// (KLU reads it only for a user-supplied ordering, which SUNDIALS never sets).
// The solver's current numeric object is modes[current].numeric.
struct PivotState {
  std::vector<ModeFactors> modes;
  std::size_t current = 0;
  bool switched = false;  // the next setup is for next_mode
  std::uint64_t next_mode = 0;
  std::uint64_t clock = 0;
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

// Frees every kept factorisation but the solver's current one (SUNDIALS owns that).
void forget_other_modes(SUNLinearSolver s) {
  SUNLinearSolverContent_KLU c = content(s);
  for (ModeFactors& m : state(s).modes)
    if (m.numeric != c->numeric && m.numeric != nullptr) klu_l_free_numeric(&m.numeric, &c->common);
  state(s).modes.clear();
}

int fail(SUNLinearSolver s) {
  forget_other_modes(s);
  content(s)->last_flag = SUNLS_PACKAGE_FAIL_UNREC;
  return content(s)->last_flag;
}

// Factors with pivoting into the current mode's numeric object.
int factor_afresh(SUNLinearSolver s, SUNMatrix a) {
  SUNLinearSolverContent_KLU c = content(s);
  PivotState& p = state(s);
  if (c->numeric != nullptr) klu_l_free_numeric(&c->numeric, &c->common);
  p.modes[p.current].numeric = c->numeric =
      klu_l_factor(SUNSparseMatrix_IndexPointers(a), SUNSparseMatrix_IndexValues(a),
                   SUNSparseMatrix_Data(a), c->symbolic, &c->common);
  if (c->numeric == nullptr) return fail(s);
  ++factorisations;
  p.modes[p.current].ratio_after_factorisation = pivot_ratio(s);
  c->last_flag = SUNLS_SUCCESS;
  return c->last_flag;
}

// Makes `mode` the current one: its kept factors, or a new entry (evicting
// the least recently used) whose numeric object is still to be made.
bool enter_mode(SUNLinearSolver s, std::uint64_t mode) {
  SUNLinearSolverContent_KLU c = content(s);
  PivotState& p = state(s);
  p.modes[p.current].last_use = ++p.clock;
  for (std::size_t k = 0; k < p.modes.size(); ++k)
    if (p.modes[k].mode == mode && mode != 0) {
      p.current = k;
      c->numeric = p.modes[k].numeric;
      return true;
    }
  if (p.modes.size() >= kMaxModes) {
    std::size_t oldest = p.current == 0 ? 1 : 0;
    for (std::size_t k = 0; k < p.modes.size(); ++k)
      if (k != p.current && p.modes[k].last_use < p.modes[oldest].last_use) oldest = k;
    klu_l_free_numeric(&p.modes[oldest].numeric, &c->common);
    p.modes.erase(p.modes.begin() + static_cast<std::ptrdiff_t>(oldest));
    if (oldest < p.current) --p.current;
  }
  p.modes.push_back({mode, nullptr, 0.0, p.clock});
  p.current = p.modes.size() - 1;
  c->numeric = nullptr;
  return false;
}

int setup(SUNLinearSolver s, SUNMatrix a) {
  SUNLinearSolverContent_KLU c = content(s);
  PivotState& p = state(s);
  if (c->first_factorize != 0 || c->symbolic == nullptr || c->numeric == nullptr) {
    // The analysis and the first factorisation as SUNDIALS does them; factors
    // kept for other modes belong to the old analysis.
    forget_other_modes(s);
    c->first_factorize = 1;
    const int flag = SUNLinSolSetup_KLU(s, a);
    if (flag == SUNLS_SUCCESS) {
      ++factorisations;
      p.modes.push_back({p.switched ? p.next_mode : 0, c->numeric, pivot_ratio(s), ++p.clock});
      p.current = 0;
      p.switched = false;
    }
    return flag;
  }
  const bool returned = p.switched && enter_mode(s, p.next_mode);
  if (p.switched && !returned) {
    p.switched = false;
    return factor_afresh(s, a);  // a mode not seen (or no longer kept)
  }
  p.switched = false;
  if (klu_l_refactor(SUNSparseMatrix_IndexPointers(a), SUNSparseMatrix_IndexValues(a),
                     SUNSparseMatrix_Data(a), c->symbolic, c->numeric, &c->common) == 0)
    return factor_afresh(s, a);  // a zero pivot in the old order
  ++refactorisations;
  if (pivot_ratio(s) < kPivotRatioDrop * p.modes[p.current].ratio_after_factorisation)
    return factor_afresh(s, a);
  if (returned) ++mode_returns;
  c->last_flag = SUNLS_SUCCESS;
  return c->last_flag;
}

int free_solver(SUNLinearSolver s) {
  if (s != nullptr && s->content != nullptr && content(s)->common.user_data != nullptr) {
    forget_other_modes(s);
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

void request_pivoting(SUNLinearSolver klu, std::uint64_t mode) {
  state(klu).switched = true;
  state(klu).next_mode = mode;
}

KluSetupCounts klu_setup_counts() {
  return {factorisations.load(), refactorisations.load(), mode_returns.load()};
}

}  // namespace acausal::solvers::ida
