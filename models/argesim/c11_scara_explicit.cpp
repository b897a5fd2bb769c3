#include "models/argesim/c11_scara_explicit.hpp"

#include <algorithm>
#include <cmath>

#include <cvode/cvode.h>
#include <fmt/format.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>

#include "core/errors.hpp"

namespace acausal::models::argesim {
namespace {

constexpr double kSqrt3Half = 0.86602540378443864676;  // sqrt(3)/2

struct Theta {
  double th1, th2, th3;
};

Theta thetas(const C11Parameters& p) {
  const double m3 = p.m3A + p.m3L;
  return {(p.m1 / 3 + p.m2 + m3) * p.L1 * p.L1, (p.m2 / 2 + m3) * p.L1 * p.L2,
          (p.m2 / 3 + m3) * p.L2 * p.L2};
}

}  // namespace

std::array<double, 4> c11_mass_matrix(const C11Parameters& p, double q2) {
  const Theta th = thetas(p);
  const double c2 = std::cos(q2);
  return {th.th1 + 2 * th.th2 * c2 + th.th3, th.th2 * c2 + th.th3, th.th3,
          p.m3L + p.Theta3mot * p.u[2] * p.u[2]};
}

double c11_x_tip(const C11State& z, const C11Parameters& p) {
  return p.L1 * std::cos(z[0]) + p.L2 * std::cos(z[0] + z[1]);
}

double c11_pd_voltage(const C11State& z, const C11Parameters& p, const C11ControlState& c, int i) {
  const auto k = static_cast<std::size_t>(i);
  return p.P[k] * (c.q_ref[k] - z[k]) - p.D[k] * z[k + 3];
}

double c11_armature_voltage(const C11State& z, const C11Parameters& p, const C11ControlState& c,
                            int i) {
  const auto k = static_cast<std::size_t>(i);
  if (c.braking[k]) return c.u_brake[k];
  if (c.voltage_sat[k] > 0) return c.u_limit[k];
  if (c.voltage_sat[k] < 0) return -c.u_limit[k];
  return c11_pd_voltage(z, p, c, i);
}

namespace {

/// dI/dt without the current limit.
double unlimited_current_rate(const C11State& z, const C11Parameters& p, const C11ControlState& c,
                              int i) {
  const auto k = static_cast<std::size_t>(i);
  return (c11_armature_voltage(z, p, c, i) - p.kT[k] * p.u[k] * z[k + 3] - p.R[k] * z[k + 6]) /
         p.L[k];
}

}  // namespace

C11State c11_explicit_rhs(double /*t*/, const C11State& z, const C11Parameters& p,
                          const C11ControlState& c) {
  C11State dz{};
  std::array<double, 3> T{};
  for (int i = 0; i < 3; ++i) {
    const auto k = static_cast<std::size_t>(i);
    dz[k] = z[k + 3];
    dz[k + 6] = c.current_hold[k] != 0 ? 0.0 : unlimited_current_rate(z, p, c, i);
    T[k] = p.u[k] * kSqrt3Half * p.kT[k] * z[k + 6];
  }
  const Theta th = thetas(p);
  const double s2 = std::sin(z[1]), c2 = std::cos(z[1]);
  const double qd1 = z[3], qd2 = z[4];
  const double b1 = T[0] + th.th2 * (2 * qd1 * qd2 + qd2 * qd2) * s2;
  const double b2 = T[1] - th.th2 * qd1 * qd1 * s2;
  const double b3 = T[2] - p.m3L * p.g;
  const double ma11 = th.th1 + 2 * th.th2 * c2 + th.th3;
  const double ma12 = th.th2 * c2 + th.th3;
  const double ma22 = th.th3;
  const double ma33 = p.m3L + p.Theta3mot * p.u[2] * p.u[2];
  const double det = th.th1 * th.th3 - th.th2 * th.th2 * c2 * c2;  // = ma11 ma22 - ma12^2
  dz[3] = (ma22 * b1 - ma12 * b2) / det;
  dz[4] = (ma11 * b2 - ma12 * b1) / det;
  dz[5] = b3 / ma33;
  return dz;
}

double C11ExplicitResult::at(int k, double t) const {
  if (time.empty()) return 0.0;
  auto it = std::upper_bound(time.begin(), time.end(), t);  // first row after t
  if (it == time.begin()) return state.front()[static_cast<std::size_t>(k)];
  const std::size_t hi = static_cast<std::size_t>(it - time.begin());
  const std::size_t lo = hi - 1;
  if (time[lo] == t || hi == time.size()) return state[lo][static_cast<std::size_t>(k)];
  const double w = (t - time[lo]) / (time[hi] - time[lo]);
  return (1 - w) * state[lo][static_cast<std::size_t>(k)] +
         w * state[hi][static_cast<std::size_t>(k)];
}

double C11ExplicitResult::event_time(const std::string& cause) const {
  for (const auto& e : events)
    if (e.cause == cause) return e.time;
  return -1.0;
}

namespace {

// Switching functions (fixed numbering; CVODE locates their zero crossings):
//   per motor i (5 i + ...): 0: U_i - u_limit_i, 1: U_i + u_limit_i,
//                            2: I_i - I_max_i, 3: I_i + I_max_i, 4: unlimited dI_i/dt
//   task c: 15: x_tip - x_obs - d_crit, 16: q3 - h_obs, 17: q1', 18: q2'.
constexpr int kSwitches = 19;
constexpr int kObstacle = 15, kHeight = 16, kSpeed1 = 17;

struct Supervisor {  // the task-c logic (discrete variables)
  bool emergency = false, done = false;
  std::array<int, 2> mode{0, 0};  // 0 regular, 1 braking, 2 holding
  std::array<double, 2> s{0, 0};  // sign(q_j') at the obstacle event
  std::array<double, 2> q_hold{0, 0};
  std::array<bool, 4> condition{};  // when-conditions at the last evaluation
};

struct Hybrid {
  const C11Options* o = nullptr;
  bool task_c = false;
  std::array<int, kSwitches> sigma{};  // frozen signs of the switching functions
  Supervisor sup;
  C11ControlState control;
  long rhs_calls = 0, root_calls = 0;

  void update_control() {
    const C11Parameters& p = o->params;
    for (std::size_t k = 0; k < 3; ++k) {
      control.q_ref[k] = o->q_target[k];
      control.u_limit[k] = p.U_reg[k];
      control.braking[k] = false;
      control.u_brake[k] = 0.0;
    }
    if (task_c)
      for (std::size_t j = 0; j < 2; ++j) {
        if (sup.mode[j] == 2) control.q_ref[j] = sup.q_hold[j];
        if (sup.mode[j] != 0) control.u_limit[j] = p.U_max[j];
        control.braking[j] = sup.mode[j] == 1;
        control.u_brake[j] = -p.U_max[j] * sup.s[j];
      }
    for (std::size_t k = 0; k < 3; ++k) {
      const int* s = &sigma[5 * k];
      // VariableLimiter / Limiter: y = if u > limit then limit else if u < -limit then -limit
      control.voltage_sat[k] = s[0] > 0 ? 1 : (s[1] < 0 ? -1 : 0);
      // LimIntegrator: held while (I > I_max and I' > 0) or (I < -I_max and I' < 0)
      control.current_hold[k] = (s[2] > 0 && s[4] > 0) ? 1 : ((s[3] < 0 && s[4] < 0) ? -1 : 0);
    }
  }

  void switching(const C11State& z, double* g) const {
    const C11Parameters& p = o->params;
    for (int i = 0; i < 3; ++i) {
      const auto k = static_cast<std::size_t>(i);
      const double U = c11_pd_voltage(z, p, control, i);
      const double I_max = p.I_max(i);
      g[5 * i + 0] = U - control.u_limit[k];
      g[5 * i + 1] = U + control.u_limit[k];
      g[5 * i + 2] = z[k + 6] - I_max;
      g[5 * i + 3] = z[k + 6] + I_max;
      g[5 * i + 4] = unlimited_current_rate(z, p, control, i);
    }
    if (task_c) {
      g[kObstacle] = c11_x_tip(z, p) - o->obstacle.x_obs - o->obstacle.d_crit;
      g[kHeight] = z[2] - o->obstacle.h_obs;
      g[kSpeed1] = z[3];
      g[kSpeed1 + 1] = z[4];
    } else {
      for (int k = kObstacle; k < kSwitches; ++k) g[k] = 1.0;
    }
  }

  std::array<bool, 4> conditions() const {
    auto stopped = [&](std::size_t j) {
      const int s = sigma[static_cast<std::size_t>(kSpeed1) + j];
      return sup.mode[j] == 1 && ((sup.s[j] > 0.5 && s < 0) || (sup.s[j] < -0.5 && s > 0));
    };
    if (!task_c) return {};
    return {sigma[kObstacle] < 0 && sigma[kHeight] < 0 && !sup.done, stopped(0), stopped(1),
            sigma[kHeight] > 0 && sup.emergency};
  }

  /// The side a switching function that is exactly zero at z moves to: the
  /// sign of g(z + eps f(z)) - g(z) with the current modes (0 if it stays).
  int leading_side(double t, const C11State& z, int k) const {
    const C11State dz = c11_explicit_rhs(t, z, o->params, control);
    double scale = 0;
    for (std::size_t i = 0; i < 9; ++i) scale = std::max(scale, std::abs(dz[i]));
    const double eps = 1e-8 / std::max(1.0, scale);
    C11State ahead = z;
    for (std::size_t i = 0; i < 9; ++i) ahead[i] += eps * dz[i];
    double g0[kSwitches], g1[kSwitches];
    switching(z, g0);
    switching(ahead, g1);
    const double d = g1[k] - g0[k];
    return d > 0 ? 1 : (d < 0 ? -1 : 0);
  }

  /// Re-evaluates the frozen signs from the values at z; a located crossing
  /// (roots[k] != 0) keeps the side it leads to, a function exactly at zero
  /// takes the side it moves to. Returns true if a sign changed.
  bool update_signs(double t, const C11State& z, const int* roots) {
    update_control();
    double g[kSwitches];
    switching(z, g);
    bool changed = false;
    for (int k = 0; k < kSwitches; ++k) {
      if (roots && roots[k] != 0) continue;
      int s = g[k] > 0 ? 1 : (g[k] < 0 ? -1 : leading_side(t, z, k));
      if (s == 0) s = sigma[static_cast<std::size_t>(k)];
      if (s != sigma[static_cast<std::size_t>(k)]) {
        sigma[static_cast<std::size_t>(k)] = s;
        changed = true;
      }
    }
    update_control();
    return changed;
  }

  /// Event iteration at t: roots[k] = +1/-1 for a located rising/falling
  /// crossing. A current that enters its limit is set to the limit exactly.
  void handle_event(double t, C11State& z, const int* roots, std::vector<C11ExplicitEvent>& log) {
    const std::array<int, 3> sat_before = control.voltage_sat;
    const std::array<int, 3> hold_before = control.current_hold;
    if (roots)
      for (int k = 0; k < kSwitches; ++k)
        if (roots[k] != 0) sigma[static_cast<std::size_t>(k)] = roots[k] > 0 ? 1 : -1;
    for (int iteration = 0; iteration < 100; ++iteration) {
      if (update_signs(t, z, roots)) continue;
      // when-clauses: fire where the condition rose
      const std::array<bool, 4> now = conditions();
      bool fired = false;
      if (now[0] && !sup.condition[0]) {
        sup.emergency = true;
        for (std::size_t j = 0; j < 2; ++j) {
          sup.mode[j] = 1;
          sup.s[j] = z[3 + j] > 0 ? 1.0 : (z[3 + j] < 0 ? -1.0 : 0.0);
        }
        log.push_back({t, "obstacle"});
        fired = true;
      }
      for (std::size_t j = 0; j < 2; ++j)
        if (now[1 + j] && !sup.condition[1 + j]) {
          sup.mode[j] = 2;
          sup.q_hold[j] = z[j];
          log.push_back({t, fmt::format("joint {} stops", j + 1)});
          fired = true;
        }
      if (now[3] && !sup.condition[3]) {
        sup.emergency = false;
        sup.done = true;
        sup.mode = {0, 0};
        log.push_back({t, "resume"});
        fired = true;
      }
      sup.condition = now;
      if (fired) continue;
      for (std::size_t k = 0; k < 3; ++k) {
        const int sat = control.voltage_sat[k], hold = control.current_hold[k];
        if (sat != sat_before[k])
          log.push_back({t, fmt::format("controller{} voltage limit {}", k + 1,
                                        sat == 0 ? "off" : (sat > 0 ? "+" : "-"))});
        if (hold != hold_before[k]) {
          log.push_back({t, fmt::format("motor{} current limit {}", k + 1,
                                        hold == 0 ? "off" : (hold > 0 ? "+" : "-"))});
          if (hold != 0) z[k + 6] = hold * o->params.I_max(static_cast<int>(k));
        }
      }
      return;
    }
    throw SolverError(
        fmt::format("C11 explicit model: event iteration at t = {} does not converge", t));
  }
};

int cvode_rhs(double t, N_Vector y, N_Vector ydot, void* user) {
  auto* h = static_cast<Hybrid*>(user);
  ++h->rhs_calls;
  C11State z;
  std::copy_n(N_VGetArrayPointer(y), 9, z.begin());
  const C11State dz = c11_explicit_rhs(t, z, h->o->params, h->control);
  std::copy(dz.begin(), dz.end(), N_VGetArrayPointer(ydot));
  return 0;
}

int cvode_roots(double /*t*/, N_Vector y, double* g, void* user) {
  auto* h = static_cast<Hybrid*>(user);
  ++h->root_calls;
  C11State z;
  std::copy_n(N_VGetArrayPointer(y), 9, z.begin());
  h->switching(z, g);
  return 0;
}

void check(int flag, const char* what, double t) {
  if (flag < 0)
    throw SolverError(
        fmt::format("C11 explicit model: {} failed with flag {} at t = {}", what, flag, t));
}

}  // namespace

C11ExplicitResult c11_explicit_simulate(const C11Options& o, const C11ExplicitOptions& s) {
  Hybrid h;
  h.o = &o;
  h.task_c = o.task == C11Task::C;
  C11State z{};
  for (std::size_t k = 0; k < 3; ++k) z[k] = o.q_start[k];
  // Initial modes from the initial values (a switching function that is exactly
  // zero takes the side it moves to); no when-clause fires at the start.
  h.sigma.fill(1);
  for (int iteration = 0; iteration < 10 && h.update_signs(0.0, z, nullptr); ++iteration) {
  }
  h.sup.condition = h.conditions();

  C11ExplicitResult result;
  auto record = [&](double t, const C11State& state) {
    result.time.push_back(t);
    result.state.push_back(state);
    std::array<double, 3> ua{};
    for (int i = 0; i < 3; ++i)
      ua[static_cast<std::size_t>(i)] = c11_armature_voltage(state, o.params, h.control, i);
    result.ua.push_back(ua);
  };

  SUNContext context = nullptr;
  if (SUNContext_Create(nullptr, &context) != 0) throw SolverError("SUNContext_Create failed");
  N_Vector y = N_VNew_Serial(9, context);
  std::copy(z.begin(), z.end(), N_VGetArrayPointer(y));
  void* mem = CVodeCreate(CV_BDF, context);
  SUNMatrix A = SUNDenseMatrix(9, 9, context);
  SUNLinearSolver solver = SUNLinSol_Dense(y, A, context);
  auto cleanup = [&] {
    CVodeFree(&mem);
    SUNLinSolFree(solver);
    SUNMatDestroy(A);
    N_VDestroy(y);
    SUNContext_Free(&context);
  };
  try {
    check(CVodeInit(mem, cvode_rhs, 0.0, y), "CVodeInit", 0.0);
    check(CVodeSStolerances(mem, s.rtol, s.atol), "CVodeSStolerances", 0.0);
    check(CVodeSetUserData(mem, &h), "CVodeSetUserData", 0.0);
    check(CVodeSetLinearSolver(mem, solver, A), "CVodeSetLinearSolver", 0.0);
    check(CVodeSetMaxNumSteps(mem, 10000000), "CVodeSetMaxNumSteps", 0.0);
    check(CVodeSetStopTime(mem, s.t_stop), "CVodeSetStopTime", 0.0);
    check(CVodeRootInit(mem, kSwitches, cvode_roots), "CVodeRootInit", 0.0);
    // a held current keeps its switching function at exactly zero: no warning
    check(CVodeSetNoInactiveRootWarn(mem), "CVodeSetNoInactiveRootWarn", 0.0);
    record(0.0, z);
    const long n_out = std::lround(s.t_stop / s.output_interval);
    long next = 1;
    double t = 0.0;
    while (next <= n_out) {
      const double t_out = next == n_out ? s.t_stop : static_cast<double>(next) * s.output_interval;
      const int flag = CVode(mem, t_out, y, &t, CV_NORMAL);
      check(flag, "CVode", t);
      std::copy_n(N_VGetArrayPointer(y), 9, z.begin());
      if (flag == CV_ROOT_RETURN) {
        int roots[kSwitches];
        check(CVodeGetRootInfo(mem, roots), "CVodeGetRootInfo", t);
        record(t, z);  // left limit
        h.handle_event(t, z, roots, result.events);
        std::copy(z.begin(), z.end(), N_VGetArrayPointer(y));
        record(t, z);  // right limit
        long n = 0;
        CVodeGetNumSteps(mem, &n);
        result.steps += n;  // CVodeReInit resets the counter
        check(CVodeReInit(mem, t, y), "CVodeReInit", t);
        check(CVodeSetNoInactiveRootWarn(mem), "CVodeSetNoInactiveRootWarn", t);
        if (t_out - t <= 1e-12 * std::max(1.0, std::abs(t))) ++next;  // the event is at t_out
        continue;
      }
      record(t, z);
      ++next;
    }
    long n = 0;
    CVodeGetNumSteps(mem, &n);
    result.steps += n;
  } catch (...) {
    cleanup();
    throw;
  }
  cleanup();
  result.rhs_evaluations = h.rhs_calls;
  result.root_evaluations = h.root_calls;
  return result;
}

}  // namespace acausal::models::argesim
