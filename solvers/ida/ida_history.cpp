#include "solvers/ida/ida_history.hpp"

#include <sundials/sundials_config.h>

#include <algorithm>
#include <cstddef>

// IDA's memory layout is private and may change between major versions: the
// history is only touched for the version this file was checked against
// (the phi/psi representation of IDA 6: phi[j] = psi[0]...psi[j-1] times the
// j-th divided difference of the solution over t_n, t_n - psi[0], ...,
// t_n - psi[j-1]).
#if SUNDIALS_VERSION_MAJOR == 6
#include <ida/ida_impl.h>
#define ACAUSAL_IDA_HISTORY 1
#else
#define ACAUSAL_IDA_HISTORY 0
#endif

namespace acausal::solvers::ida {

#if ACAUSAL_IDA_HISTORY

namespace {
IDAMem memory(void* ida_mem) {
  return static_cast<IDAMem>(ida_mem);
}
}  // namespace

bool history_access_available() {
  return true;
}

double internal_time(void* ida_mem) {
  return memory(ida_mem)->ida_tn;
}

double next_step(void* ida_mem) {
  return memory(ida_mem)->ida_hh;
}

double last_step(void* ida_mem) {
  return memory(ida_mem)->ida_hused;
}

bool rebuild_history(void* ida_mem, double t, double h, std::span<const double> y,
                     std::span<const double> yp, std::span<const double> rate,
                     std::span<const char> differential, std::span<const double> g) {
  IDAMem mem = memory(ida_mem);
  if (mem == nullptr || mem->ida_nst == 0 || !(h > 0.0) || mem->ida_maxord < 1) return false;
  const int order = std::min(2, mem->ida_maxord);
  // P(tau) = y + y' tau + y''/2 tau^2 (differential), y + y' tau (algebraic),
  // on the nodes 0, -h, -2h: phi0 = P(0), phi1 = h (P'(0) - h P''(0)/2),
  // phi2 = 2 h^2 P''(0)/2, higher differences zero.
  double* phi[4] = {};
  for (int j = 0; j <= std::min(order + 1, mem->ida_maxord); ++j)
    phi[j] = N_VGetArrayPointer(mem->ida_phi[j]);
  for (std::size_t i = 0; i < y.size(); ++i) {
    const bool state = differential[i] != 0;
    const double slope = state ? yp[i] : rate[i];
    const double half_curvature = (state && order >= 2) ? 0.5 * rate[i] : 0.0;
    phi[0][i] = y[i];
    phi[1][i] = h * (slope - h * half_curvature);
    if (order >= 2) phi[2][i] = 2.0 * h * h * half_curvature;
    if (phi[order + 1] != nullptr) phi[order + 1][i] = 0.0;
  }
  for (int j = 0; j <= order; ++j) mem->ida_psi[j] = (j + 1) * h;
  mem->ida_tn = t;
  mem->ida_tretlast = t;
  mem->ida_kk = order;
  mem->ida_kused = order;
  mem->ida_hh = h;
  mem->ida_hused = h;
  mem->ida_ns = 0;  // no steps at constant size yet: no order increase for a while
  mem->ida_phase = 1;
  if (mem->ida_nrtfn > 0 && static_cast<int>(g.size()) == mem->ida_nrtfn) {
    std::copy(g.begin(), g.end(), mem->ida_glo);
    mem->ida_tlo = t;
    mem->ida_irfnd = 0;
    for (int k = 0; k < mem->ida_nrtfn; ++k) mem->ida_gactive[k] = SUNTRUE;
  }
  return true;
}

void request_linear_solver_setup(void* ida_mem) {
  IDAMem mem = memory(ida_mem);
  // IDA sets up its linear solver when cj / cjold leaves [0.6, 1.67].
  mem->ida_cjold = -mem->ida_cj;
}

#else

bool history_access_available() {
  return false;
}
double internal_time(void*) {
  return 0.0;
}
double next_step(void*) {
  return 0.0;
}
double last_step(void*) {
  return 0.0;
}
bool rebuild_history(void*, double, double, std::span<const double>, std::span<const double>,
                     std::span<const double>, std::span<const char>, std::span<const double>) {
  return false;
}
void request_linear_solver_setup(void*) {}

#endif

}  // namespace acausal::solvers::ida
