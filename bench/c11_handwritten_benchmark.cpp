// ARGESIM C11 task b (issue 15): the acausal model against a hand-written
// residual F(t, y, y') of the same physics, both integrated by IDA with the
// dense linear solver, measured in the same run.
//
//   ./build/bench/c11_handwritten_benchmark [repetitions, default 7] [rtol, default 1e-6]
//                                           [output interval, default 2e-3 s]
//
// The hand-written model (below: no component, no pass and no integration
// driver of the framework; of its solver code only the compiled SUNDIALS
// kernels named further down) has the 9 states y = (q1, q2, q3, q1', q2', q3', I1, I2, I3)
// and the residual
//   F_q  = q' - v                                  (3 rows)
//   F_v  = M(q2) v' - b(q2, v, I)                  (3 rows; M is the seed's mass matrix)
//   F_I  = I' - (0 if held else (U_a - kT u v - R I) / L)   (3 rows)
// with the discrete modes of the voltage limiters (U_a = +-U_max or U) and of
// the current limits (held at +-I_max) switched at IDA roots: 15 root
// functions, of which only those that can end the present mode are live (the
// others are constant), and a cold restart (IDAReInit with y' computed by
// hand) after each event. It uses the seed's data from C11Parameters and, for
// an equal footing, the serial vector operations and the dense LU the
// framework's IDA uses (compiled with the project's flags; Debian's library
// runs them at -O0: solvers/ida/serial_vector_ops.hpp, dense_lu.hpp); a
// second row with the library's own operations is printed for information.
// Jacobian: IDA's difference quotients (a right-hand side only; the residual
// evaluations they take are counted apart, "+ n").
//
// Figures: CPU time of the integration (the integrating thread; compilation,
// model building and IDA's creation excluded; for the acausal model
// SolverStatistics::cpu_time), best and median of the repetitions, as a ratio
// to the hand-written model's median of the same run; IDA's counters of one
// run. The trajectories are compared on the output grid (q, q', I); a
// deviation above the limits printed is an error (exit status 1).
#include <ida/ida.h>
#include <ida/ida_ls.h>
#include <nvector/nvector_serial.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/codegen/codegen.hpp"
#include "core/compile/compiled_model.hpp"
#include "core/timing/cpu_time.hpp"
#include "models/argesim/c11_scara.hpp"
#include "models/registry.hpp"
#include "solvers/ida/dense_lu.hpp"
#include "solvers/ida/serial_vector_ops.hpp"
#include "solvers/simulation.hpp"

using namespace acausal;
using models::argesim::C11Parameters;

namespace {

// ---------------------------------------------------------------------------
// The hand-written model.

constexpr int kStates = 9;
constexpr int kRoots = 15;  // per motor i: 5 i + {0: U - U_max, 1: U + U_max, 2: I - I_max,
                            //                    3: I + I_max, 4: outward rate while held}

struct HandModel {
  // constants, from the seed's data
  double th1 = 0, th2 = 0, th3 = 0, ma33 = 0, m3L_g = 0;
  std::array<double, 3> P{}, D{}, q_ref{}, u_max{}, i_max{}, kTu{}, R{}, L{}, torque{};
  // discrete modes: voltage limiter +1/-1/0, current limit held at +1/-1 or free 0
  std::array<int, 3> sat{}, hold{};
  long residual_calls = 0, root_calls = 0;

  explicit HandModel(const C11Parameters& p, const std::array<double, 3>& target) {
    const double m3 = p.m3A + p.m3L;
    th1 = (p.m1 / 3 + p.m2 + m3) * p.L1 * p.L1;
    th2 = (p.m2 / 2 + m3) * p.L1 * p.L2;
    th3 = (p.m2 / 3 + m3) * p.L2 * p.L2;
    ma33 = p.m3L + p.Theta3mot * p.u[2] * p.u[2];
    m3L_g = p.m3L * p.g;
    for (std::size_t i = 0; i < 3; ++i) {
      P[i] = p.P[i];
      D[i] = p.D[i];
      q_ref[i] = target[i];
      u_max[i] = p.U_reg[i];
      i_max[i] = p.I_max(static_cast<int>(i));
      kTu[i] = p.kT[i] * p.u[i];
      R[i] = p.R[i];
      L[i] = p.L[i];
      torque[i] = p.u[i] * (std::sqrt(3.0) / 2) * p.kT[i];
    }
  }

  double pd(const double* y, std::size_t i) const {
    return P[i] * (q_ref[i] - y[i]) - D[i] * y[i + 3];
  }
  // dI/dt without the current limit, with the limited armature voltage
  double free_rate(const double* y, std::size_t i) const {
    const double u = sat[i] > 0 ? u_max[i] : (sat[i] < 0 ? -u_max[i] : pd(y, i));
    return (u - kTu[i] * y[i + 3] - R[i] * y[i + 6]) / L[i];
  }
  double current_rate(const double* y, std::size_t i) const {
    return hold[i] != 0 ? 0.0 : free_rate(y, i);
  }

  void residual(const double* y, const double* yp, double* r) {
    ++residual_calls;
    const double s2 = std::sin(y[1]), c2 = std::cos(y[1]);
    const double v1 = y[3], v2 = y[4];
    const double ma11 = th1 + 2 * th2 * c2 + th3, ma12 = th2 * c2 + th3, ma22 = th3;
    const double b1 = torque[0] * y[6] + th2 * (2 * v1 * v2 + v2 * v2) * s2;
    const double b2 = torque[1] * y[7] - th2 * v1 * v1 * s2;
    const double b3 = torque[2] * y[8] - m3L_g;
    r[0] = yp[0] - y[3];
    r[1] = yp[1] - y[4];
    r[2] = yp[2] - y[5];
    r[3] = ma11 * yp[3] + ma12 * yp[4] - b1;
    r[4] = ma12 * yp[3] + ma22 * yp[4] - b2;
    r[5] = ma33 * yp[5] - b3;
    for (std::size_t i = 0; i < 3; ++i) r[6 + i] = yp[6 + i] - current_rate(y, i);
  }

  // y' consistent with y in the present modes (the 2x2 block inverted by hand).
  void derivatives(const double* y, double* yp) const {
    const double s2 = std::sin(y[1]), c2 = std::cos(y[1]);
    const double v1 = y[3], v2 = y[4];
    const double ma11 = th1 + 2 * th2 * c2 + th3, ma12 = th2 * c2 + th3, ma22 = th3;
    const double b1 = torque[0] * y[6] + th2 * (2 * v1 * v2 + v2 * v2) * s2;
    const double b2 = torque[1] * y[7] - th2 * v1 * v1 * s2;
    const double det = ma11 * ma22 - ma12 * ma12;
    yp[0] = y[3];
    yp[1] = y[4];
    yp[2] = y[5];
    yp[3] = (ma22 * b1 - ma12 * b2) / det;
    yp[4] = (ma11 * b2 - ma12 * b1) / det;
    yp[5] = (torque[2] * y[8] - m3L_g) / ma33;
    for (std::size_t i = 0; i < 3; ++i) yp[6 + i] = current_rate(y, i);
  }

  void roots(const double* y, double* g) {
    ++root_calls;
    for (std::size_t i = 0; i < 3; ++i) {
      const double u = pd(y, i);
      double* gi = g + 5 * i;
      gi[0] = u - u_max[i];
      gi[1] = u + u_max[i];
      gi[2] = hold[i] > 0 ? 1.0 : y[i + 6] - i_max[i];
      gi[3] = hold[i] < 0 ? -1.0 : y[i + 6] + i_max[i];
      gi[4] = hold[i] != 0 ? hold[i] * free_rate(y, i) : 1.0;
    }
  }

  // Modes from the values at the start (nothing held: the currents start at 0).
  void initial_modes(const double* y) {
    for (std::size_t i = 0; i < 3; ++i) {
      const double u = pd(y, i);
      sat[i] = u > u_max[i] ? 1 : (u < -u_max[i] ? -1 : 0);
      hold[i] = 0;
    }
  }

  // The event at a root: the located crossings switch their modes; a current
  // that reaches its limit is held there exactly; a held current whose free
  // rate no longer points outward is released. Returns the mode changes.
  int event(double* y, const int* found) {
    int changes = 0;
    for (std::size_t i = 0; i < 3; ++i) {
      const int* f = found + 5 * i;
      const std::array<int, 2> before{sat[i], hold[i]};
      if (f[0] != 0) sat[i] = f[0] > 0 ? 1 : 0;
      if (f[1] != 0) sat[i] = f[1] < 0 ? -1 : 0;
      if (f[2] > 0 && hold[i] == 0 && free_rate(y, i) > 0) hold[i] = 1;
      if (f[3] < 0 && hold[i] == 0 && free_rate(y, i) < 0) hold[i] = -1;
      if (f[4] != 0) hold[i] = 0;
      if (hold[i] != 0 && hold[i] * free_rate(y, i) <= 0) hold[i] = 0;
      if (hold[i] != 0) y[i + 6] = hold[i] * i_max[i];
      if (before != std::array<int, 2>{sat[i], hold[i]}) ++changes;
    }
    return changes;
  }
};

int hand_residual(double /*t*/, N_Vector y, N_Vector yp, N_Vector r, void* user) {
  static_cast<HandModel*>(user)->residual(N_VGetArrayPointer(y), N_VGetArrayPointer(yp),
                                          N_VGetArrayPointer(r));
  return 0;
}

int hand_roots(double /*t*/, N_Vector y, N_Vector /*yp*/, double* g, void* user) {
  static_cast<HandModel*>(user)->roots(N_VGetArrayPointer(y), g);
  return 0;
}

void check(int flag, const char* what) {
  if (flag < 0)
    throw std::runtime_error(fmt::format("hand-written C11: {} failed ({})", what, flag));
}

struct Run {
  double cpu = 0;
  long steps = 0, residuals = 0, jacobians = 0, setups = 0, roots = 0, events = 0, restarts = 0,
       warm = 0;
  long dq_residuals = 0;     // residual evaluations of difference-quotient Jacobians
  std::vector<double> time;  // output grid, left/right limits at events
  std::vector<std::array<double, kStates>> rows;  // q, q', I
};

struct Grid {
  double t_stop = 2.0, interval = 2e-3, rtol = 1e-6, atol = 1e-6, max_step = 0.04;
};

Run run_hand_written(const Grid& grid, bool compiled_ops) {
  const models::argesim::C11Options c11{};  // task b: the seed's data, targets and start
  HandModel model(c11.params, c11.q_target);
  SUNContext context = nullptr;
  check(SUNContext_Create(nullptr, &context), "SUNContext_Create");
  N_Vector y = N_VNew_Serial(kStates, context), yp = N_VNew_Serial(kStates, context);
  if (compiled_ops) {
    solvers::ida::use_compiled_serial_ops(y);
    solvers::ida::use_compiled_serial_ops(yp);
  }
  double* yd = N_VGetArrayPointer(y);
  double* ypd = N_VGetArrayPointer(yp);
  std::fill(yd, yd + kStates, 0.0);
  for (std::size_t k = 0; k < 3; ++k) yd[k] = c11.q_start[k];
  model.initial_modes(yd);
  model.derivatives(yd, ypd);
  void* mem = IDACreate(context);
  SUNMatrix A = SUNDenseMatrix(kStates, kStates, context);
  SUNLinearSolver ls = nullptr;
  if (compiled_ops) {
    ls = solvers::ida::new_compiled_dense_solver(context);
    solvers::ida::use_compiled_dense_zero(A);
  } else {
    ls = SUNLinSol_Dense(y, A, context);
  }
  check(IDAInit(mem, hand_residual, 0.0, y, yp), "IDAInit");
  check(IDASStolerances(mem, grid.rtol, grid.atol), "IDASStolerances");
  check(IDASetUserData(mem, &model), "IDASetUserData");
  check(IDASetLinearSolver(mem, ls, A), "IDASetLinearSolver");
  check(IDASetMaxStep(mem, grid.max_step), "IDASetMaxStep");
  check(IDASetMaxNumSteps(mem, 100000), "IDASetMaxNumSteps");
  check(IDASetStopTime(mem, grid.t_stop), "IDASetStopTime");
  check(IDARootInit(mem, kRoots, hand_roots), "IDARootInit");
  check(IDASetNoInactiveRootWarn(mem), "IDASetNoInactiveRootWarn");

  Run run;
  auto record = [&](double t) {
    run.time.push_back(t);
    std::array<double, kStates> row;
    std::copy(yd, yd + kStates, row.begin());
    run.rows.push_back(row);
  };
  auto collect = [&] {  // IDAReInit zeroes the counters
    long n = 0;
    IDAGetNumSteps(mem, &n);
    run.steps += n;
    IDAGetNumResEvals(mem, &n);
    run.residuals += n;
    IDAGetNumJacEvals(mem, &n);
    run.jacobians += n;
    IDAGetNumLinSolvSetups(mem, &n);
    run.setups += n;
    IDAGetNumLinResEvals(mem, &n);
    run.dq_residuals += n;
  };

  const double cpu_start = thread_cpu_seconds();
  const long n_out = std::lround(grid.t_stop / grid.interval);
  run.time.reserve(static_cast<std::size_t>(n_out) + 64);
  run.rows.reserve(static_cast<std::size_t>(n_out) + 64);
  record(0.0);
  long next = 1;
  double t = 0.0;
  std::array<int, kRoots> found{};
  while (next <= n_out) {
    const double t_out = next == n_out ? grid.t_stop : static_cast<double>(next) * grid.interval;
    const int flag = IDASolve(mem, t_out, &t, y, yp, IDA_NORMAL);
    check(flag, "IDASolve");
    if (flag == IDA_ROOT_RETURN) {
      check(IDAGetRootInfo(mem, found.data()), "IDAGetRootInfo");
      record(t);  // left limit
      run.events += model.event(yd, found.data()) > 0 ? 1 : 0;
      model.derivatives(yd, ypd);
      record(t);  // right limit
      collect();
      check(IDAReInit(mem, t, y, yp), "IDAReInit");
      ++run.restarts;
      if (t_out - t <= 1e-12 * std::max(1.0, std::abs(t))) ++next;
      continue;
    }
    record(t);
    ++next;
  }
  collect();
  run.cpu = thread_cpu_seconds() - cpu_start;
  run.roots = model.root_calls;
  IDAFree(&mem);
  SUNLinSolFree(ls);
  SUNMatDestroy(A);
  N_VDestroy(y);
  N_VDestroy(yp);
  SUNContext_Free(&context);
  return run;
}

// ---------------------------------------------------------------------------
// The acausal model.

const char* const kSignals[kStates] = {"q1", "q2", "q3", "qd1", "qd2", "qd3", "I1", "I2", "I3"};

Run run_acausal(const std::shared_ptr<const CompiledModel>& model, const SimulationOptions& options,
                double* max_step) {
  Simulation sim(model);
  const Results results = sim.run(options);
  const solvers::SolverStatistics& s = sim.statistics();
  Run run;
  run.cpu = s.cpu_time;
  run.steps = s.steps;
  run.residuals = s.residual_evaluations;
  run.jacobians = s.jacobian_evaluations;
  run.setups = s.linear_solver_setups;
  run.events = s.state_events + s.time_events;
  run.restarts = s.restarts;
  run.warm = s.warm_restarts;
  run.time = results.times();
  std::array<int, kStates> column{};
  for (int k = 0; k < kStates; ++k)
    column[static_cast<std::size_t>(k)] = results.column(kSignals[k]);
  for (std::size_t r = 0; r < results.rows(); ++r) {
    std::array<double, kStates> row{};
    for (std::size_t k = 0; k < kStates; ++k) row[k] = results.value(r, column[k]);
    run.rows.push_back(row);
  }
  if (max_step) *max_step = sim.max_step().seconds;
  return run;
}

// Value of state k at t: linear between rows, at an event (two rows with one time) the later.
double value_at(const Run& run, std::size_t k, double t) {
  auto it = std::upper_bound(run.time.begin(), run.time.end(), t);
  if (it == run.time.begin()) return run.rows.front()[k];
  const auto hi = static_cast<std::size_t>(it - run.time.begin());
  const std::size_t lo = hi - 1;
  if (run.time[lo] == t || hi == run.time.size()) return run.rows[lo][k];
  const double w = (t - run.time[lo]) / (run.time[hi] - run.time[lo]);
  return (1 - w) * run.rows[lo][k] + w * run.rows[hi][k];
}

// Largest deviation of q, q', I (groups of 3) on the output grid.
std::array<double, 3> deviation(const Run& a, const Run& b, const Grid& grid) {
  std::array<double, 3> d{};
  const long n_out = std::lround(grid.t_stop / grid.interval);
  for (long j = 0; j <= n_out; ++j) {
    const double t = j == n_out ? grid.t_stop : static_cast<double>(j) * grid.interval;
    for (std::size_t k = 0; k < kStates; ++k)
      d[k / 3] = std::max(d[k / 3], std::abs(value_at(a, k, t) - value_at(b, k, t)));
  }
  return d;
}

struct Timing {
  double best = 0, median = 0;
};

Timing timing(std::vector<double> cpu) {
  std::sort(cpu.begin(), cpu.end());
  const std::size_t n = cpu.size();
  return {cpu.front(), n % 2 ? cpu[n / 2] : 0.5 * (cpu[n / 2 - 1] + cpu[n / 2])};
}

}  // namespace

int main(int argc, char** argv) {
  const int repetitions = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
  const double rtol = argc > 2 ? std::atof(argv[2]) : 1e-6;
  const models::ModelEntry& entry = models::find_model("argesim.C11.TaskB");
  SimulationOptions options = entry.defaults;
  options.rtol = rtol;
  if (argc > 3) options.output_interval = std::atof(argv[3]);  // default: the experiment's
  options.linear_solver = solvers::LinearSolverChoice::dense;
  options.signals.assign(std::begin(kSignals), std::end(kSignals));

  // The acausal model: the interpreter and generated C (compiled once, not timed).
  CompileOptions off;
  off.codegen.mode = CodegenMode::Off;
  const std::shared_ptr<const CompiledModel> interpreted = compile(*entry.build(), off);
  auto generated_model = std::make_shared<CompiledModel>(*interpreted);
  CodegenOptions on;
  on.mode = CodegenMode::On;
  const CodegenResult made = generate_native_code(*generated_model, on);
  const std::shared_ptr<const CompiledModel> generated = generated_model;

  Grid grid;
  grid.t_stop = options.t_stop;
  grid.interval = options.output_interval;
  grid.rtol = rtol;
  grid.atol = rtol;  // the framework's default: atol = rtol x nominal (nominal 1 here)
  run_acausal(generated, options, &grid.max_step);  // warm-up; the largest step it chose

  struct Row {
    std::string name;
    std::vector<double> cpu;
    Run last;
  };
  std::vector<Row> rows = {{"hand-written C++ residual, IDA dense", {}, {}},
                           {"hand-written, library vector ops and LU", {}, {}},
                           {"acausal, generated C", {}, {}},
                           {"acausal, interpreter", {}, {}},
                           {"acausal, generated C, explicit formulation (cvode-bdf)", {}, {}},
                           {"acausal, generated C, state-space form with IDA (ida-ode)", {}, {}}};
  // The same model as an ODE in its 9 states (the causal sequence computes
  // the rest), integrated by CVODE's BDF (a different integrator, for
  // information) and by IDA on the residual x' - f(t, x), the baseline's
  // integrator on the same unknowns.
  SimulationOptions explicit_options = options;
  explicit_options.solver = "cvode-bdf";
  SimulationOptions state_space_options = options;
  state_space_options.solver = "ida-ode";
  // For profiling: C11_BENCH_ONLY=hand|generated|interpreter|explicit|ida-ode runs that row only
  // (no table).
  const char* only = std::getenv("C11_BENCH_ONLY");
  if (only) {
    const std::string which = only;
    for (int r = 0; r < repetitions; ++r) {
      if (which == "hand") run_hand_written(grid, true);
      if (which == "generated") run_acausal(generated, options, nullptr);
      if (which == "interpreter") run_acausal(interpreted, options, nullptr);
      if (which == "explicit") run_acausal(generated, explicit_options, nullptr);
      if (which == "ida-ode") run_acausal(generated, state_space_options, nullptr);
    }
    return 0;
  }
  for (int r = 0; r < repetitions; ++r) {  // interleaved: load changes hit every row alike
    rows[0].last = run_hand_written(grid, true);
    rows[1].last = run_hand_written(grid, false);
    rows[2].last = run_acausal(generated, options, nullptr);
    rows[3].last = run_acausal(interpreted, options, nullptr);
    rows[4].last = run_acausal(generated, explicit_options, nullptr);
    rows[5].last = run_acausal(generated, state_space_options, nullptr);
    for (Row& row : rows) row.cpu.push_back(row.last.cpu);
  }

  const Timing base = timing(rows[0].cpu);
  fmt::print(
      "ARGESIM C11 task b, T = {} s, rtol {:g}, atol {:g}, output every {:g} s, max step {:g} s; "
      "{} repetitions; {}\n\n",
      grid.t_stop, grid.rtol, grid.atol, grid.interval, grid.max_step, repetitions, made.summary());
  fmt::print(
      "| model | unknowns | CPU best [ms] | CPU median [ms] | median / baseline median | steps | "
      "residuals | Jacobians | LU setups | events | restarts cold / warm | CPU per step [us] |\n"
      "|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (std::size_t k = 0; k < rows.size(); ++k) {
    const Timing tm = timing(rows[k].cpu);
    const Run& l = rows[k].last;
    const std::string residuals = l.dq_residuals > 0
                                      ? fmt::format("{} + {}", l.residuals, l.dq_residuals)
                                      : fmt::format("{}", l.residuals);
    fmt::print(
        "| {} | {} | {:.3f} | {:.3f} | {:.2f} | {} | {} | {} | {} | {} | {} / {} | {:.1f} |\n",
        rows[k].name, k < 2 || k >= 4 ? kStates : interpreted->size(), 1e3 * tm.best,
        1e3 * tm.median, tm.median / base.median, l.steps, residuals, l.jacobians,
        k == 4 ? std::string("-") : std::to_string(l.setups),  // CVODE does not count them
        l.events, l.restarts, l.warm, 1e6 * tm.median / static_cast<double>(l.steps));
  }
  fmt::print(
      "\nbest / baseline best: generated C {:.2f}, interpreter {:.2f}, explicit {:.2f}, ida-ode "
      "{:.2f}\n",
      timing(rows[2].cpu).best / base.best, timing(rows[3].cpu).best / base.best,
      timing(rows[4].cpu).best / base.best, timing(rows[5].cpu).best / base.best);

  // The same trajectory: hand-written against the acausal model (generated C,
  // the DAE and the state-space form with IDA).
  const std::array<double, 3> limit{1e-4, 1e-3, 1e-3};  // rad or m, rad/s or m/s, A
  int status = 0;
  for (std::size_t row : {std::size_t{2}, std::size_t{5}}) {
    const std::array<double, 3> d = deviation(rows[0].last, rows[row].last, grid);
    fmt::print(
        "max deviation on the output grid, hand-written vs {}: q {:.2e}, q' {:.2e}, I {:.2e} "
        "(limits {:g}, {:g}, {:g})\n",
        rows[row].name, d[0], d[1], d[2], limit[0], limit[1], limit[2]);
    for (std::size_t k = 0; k < 3; ++k)
      if (!(d[k] <= limit[k])) status = 1;
  }
  if (status) fmt::print(stderr, "error: the trajectories differ beyond the limits\n");
  return status;
}
