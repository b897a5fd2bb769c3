// ARGESIM C11 SCARA robot (seed 003): the acausal model solved by IDA against
// the hand-derived explicit model integrated by CVODE (task a(i)), on task b
// (point-to-point motion) and task c (collision avoidance); the mass-matrix
// component against the seed's closed form; parameter errors.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/rotational/torque.hpp"
#include "components/translational/force.hpp"
#include "core/compile/compiled_model.hpp"
#include "models/argesim/c11_components.hpp"
#include "models/argesim/c11_report.hpp"
#include "models/argesim/c11_scara.hpp"
#include "models/argesim/c11_scara_explicit.hpp"
#include "solvers/simulation.hpp"

namespace acausal::models::argesim {
namespace {

// The seed's data, written out again here so that the tests do not only
// compare the model with itself.
constexpr double kM1 = 8, kM2 = 6, kM3A = 2.5, kM3L = 0.5, kL1 = 0.4, kL2 = 0.3, kG = 9.81;
constexpr double kTheta3mot = 9.1e-6, kU3 = 1047;

struct SeedMassMatrix {
  double th1, th2, th3, ma11, ma12, ma22, ma33;
  explicit SeedMassMatrix(double q2) {
    const double m3 = kM3A + kM3L;
    th1 = (kM1 / 3 + kM2 + m3) * kL1 * kL1;
    th2 = (kM2 / 2 + m3) * kL1 * kL2;
    th3 = (kM2 / 3 + m3) * kL2 * kL2;
    ma11 = th1 + 2 * th2 * std::cos(q2) + th3;
    ma12 = th2 * std::cos(q2) + th3;
    ma22 = th3;
    ma33 = kM3L + kTheta3mot * kU3 * kU3;
  }
};

const char* const kJointNames[3] = {"mechanics.q1", "mechanics.q2", "mechanics.q3"};
const char* const kSpeedNames[3] = {"mechanics.qd1", "mechanics.qd2", "mechanics.qd3"};
const char* const kCurrentNames[3] = {"motor1.i", "motor2.i", "motor3.i"};

// ---------------------------------------------------------------- mechanics

std::unique_ptr<Model> mechanics_with_constant_drives(double q2_start, double qd1_start,
                                                      double qd2_start) {
  auto m = std::make_unique<Model>("scara_mechanics");
  auto& mech = m->add<ScaraMechanics>("mechanics");
  auto& tau1 = m->add<blocks::Constant>("tau1", blocks::Constant::Params{.k = 12.0});
  auto& tau2 = m->add<blocks::Constant>("tau2", blocks::Constant::Params{.k = -3.0});
  auto& f3 = m->add<blocks::Constant>("f3", blocks::Constant::Params{.k = 20.0});
  auto& drive1 = m->add<rotational::Torque>("drive1");
  auto& drive2 = m->add<rotational::Torque>("drive2");
  auto& drive3 = m->add<translational::Force>("drive3");
  m->connect(tau1.y, drive1.tau);
  m->connect(tau2.y, drive2.tau);
  m->connect(f3.y, drive3.f);
  m->connect(drive1.flange, mech.flange1);
  m->connect(drive2.flange, mech.flange2);
  m->connect(drive3.flange, mech.flange3);
  m->set_start("mechanics.q1", 0.3, true);
  m->set_start("mechanics.q2", q2_start, true);
  m->set_start("mechanics.q3", 0.0, true);
  m->set_start("mechanics.qd1", qd1_start, true);
  m->set_start("mechanics.qd2", qd2_start, true);
  m->set_start("mechanics.qd3", 0.0, true);
  return m;
}

TEST(C11Mechanics, MassMatrixAndEquationsOfMotionMatchTheSeedsClosedForm) {
  for (double q2 : {0.0, 0.7, 2.0, -1.3, 3.1}) {
    auto model = mechanics_with_constant_drives(q2, 1.5, -2.0);
    Simulation sim(compile(*model));
    Results r = sim.run({.t_stop = 0.5, .output_interval = 0.01, .rtol = 1e-9});
    double worst_matrix = 0, worst_residual = 0;
    for (std::size_t row = 0; row < r.rows(); ++row) {
      auto v = [&](const char* name) { return r.value(row, r.column(name)); };
      const SeedMassMatrix M(v("mechanics.q2"));
      worst_matrix =
          std::max({worst_matrix, std::abs(v("mechanics.ma11") - M.ma11),
                    std::abs(v("mechanics.ma12") - M.ma12), std::abs(v("mechanics.ma22") - M.ma22),
                    std::abs(v("mechanics.ma33") - M.ma33)});
      // M q'' = b with the seed's b and the applied drives T = (12, -3, 20)
      const double qd1 = v("mechanics.qd1"), qd2 = v("mechanics.qd2");
      const double s2 = std::sin(v("mechanics.q2"));
      const double b1 = 12.0 + M.th2 * (2 * qd1 * qd2 + qd2 * qd2) * s2;
      const double b2 = -3.0 - M.th2 * qd1 * qd1 * s2;
      const double b3 = 20.0 - kM3L * kG;
      const double a1 = v("mechanics.qdd1"), a2 = v("mechanics.qdd2"), a3 = v("mechanics.qdd3");
      worst_residual =
          std::max({worst_residual, std::abs(M.ma11 * a1 + M.ma12 * a2 - b1),
                    std::abs(M.ma12 * a1 + M.ma22 * a2 - b2), std::abs(M.ma33 * a3 - b3)});
    }
    EXPECT_LT(worst_matrix, 1e-12) << "q2(0) = " << q2;
    EXPECT_LT(worst_residual, 1e-8) << "q2(0) = " << q2;
    // the tip position: forward kinematics
    const double q1 = r.final("mechanics.q1"), q2f = r.final("mechanics.q2");
    EXPECT_NEAR(r.final("mechanics.x_tip"), kL1 * std::cos(q1) + kL2 * std::cos(q1 + q2f), 1e-12);
    EXPECT_NEAR(r.final("mechanics.y_tip"), kL1 * std::sin(q1) + kL2 * std::sin(q1 + q2f), 1e-12);
  }
  // the values the seed's data give (Theta in kg m^2)
  const SeedMassMatrix M(0.0);
  EXPECT_NEAR(M.th1, 28.0 / 15, 1e-12);                    // (8/3 + 6 + 3) 0.16
  EXPECT_NEAR(M.th2, 0.72, 1e-12);                         // (3 + 3) 0.12
  EXPECT_NEAR(M.th3, 0.45, 1e-12);                         // (2 + 3) 0.09
  EXPECT_NEAR(M.ma33, 0.5 + 9.1e-6 * 1047 * 1047, 1e-12);  // 10.4755 kg: the motor dominates
}

TEST(C11Mechanics, ExplicitMassMatrixMatchesTheSeed) {
  const C11Parameters p;
  for (double q2 : {0.0, 0.7, 2.0, -1.3}) {
    const auto ma = c11_mass_matrix(p, q2);
    const SeedMassMatrix M(q2);
    EXPECT_NEAR(ma[0], M.ma11, 1e-14);
    EXPECT_NEAR(ma[1], M.ma12, 1e-14);
    EXPECT_NEAR(ma[2], M.ma22, 1e-14);
    EXPECT_NEAR(ma[3], M.ma33, 1e-12);
  }
}

TEST(C11Parameters, InvalidValuesAreRejectedNamingTheComponent) {
  {
    C11Options o;
    o.params.m2 = -1.0;
    try {
      c11_scara_acausal(o);
      FAIL() << "negative mass accepted";
    } catch (const ModelError& e) {
      const std::string msg = e.what();
      EXPECT_NE(msg.find("ScaraMechanics 'mechanics'"), std::string::npos) << msg;
      EXPECT_NE(msg.find("m2 = -1"), std::string::npos) << msg;
      EXPECT_NE(msg.find("mechanics.m2"), std::string::npos) << msg;
    }
  }
  {
    auto model = c11_scara_acausal();
    try {
      model->set_parameter("mechanics.m3L", -0.5);
      FAIL() << "negative load mass accepted";
    } catch (const ModelError& e) {
      EXPECT_NE(std::string(e.what()).find("mechanics.m3L"), std::string::npos) << e.what();
    }
  }
  {
    C11Options o;
    o.params.m1 = o.params.m2 = o.params.m3A = o.params.m3L = 0.0;
    try {
      c11_scara_acausal(o);
      FAIL() << "singular mass matrix accepted";
    } catch (const ModelError& e) {
      const std::string msg = e.what();
      EXPECT_NE(msg.find("'mechanics'"), std::string::npos) << msg;
      EXPECT_NE(msg.find("singular"), std::string::npos) << msg;
    }
  }
  {
    C11Options o;
    o.params.R[1] = -50.0;
    try {
      c11_scara_acausal(o);
      FAIL() << "negative resistance accepted";
    } catch (const ModelError& e) {
      EXPECT_NE(std::string(e.what()).find("motor2.armature.R"), std::string::npos) << e.what();
    }
  }
  {
    C11Options o;
    o.params.kT[2] = 0.0;
    try {
      c11_scara_acausal(o);
      FAIL() << "zero motor constant accepted";
    } catch (const ModelError& e) {
      EXPECT_NE(std::string(e.what()).find("'motor3'"), std::string::npos) << e.what();
    }
  }
}

TEST(C11Catalog, EntriesBuildTheTasks) {
  EXPECT_EQ(c11_scara_task_b()->model_name(), "argesim.C11.TaskB");
  EXPECT_EQ(c11_scara_task_c()->model_name(), "argesim.C11.TaskC");
  EXPECT_EQ(c11_task_b_experiment().t_stop, 2.0);
  EXPECT_EQ(c11_task_c_experiment().t_stop, 3.0);
  EXPECT_EQ(c11_scara_task_b()->find_child("avoidance"), nullptr);
  EXPECT_NE(c11_scara_task_c()->find_child("avoidance"), nullptr);
}

// ---------------------------------------------------------------- helpers

struct Comparison {
  double q = 0, qd = 0, i = 0;  // worst differences over the grid
};

Comparison compare(const Results& ida, const C11ExplicitResult& ode, double t_stop, double dt) {
  Comparison c;
  const int n = static_cast<int>(std::lround(t_stop / dt));
  for (int k = 0; k <= n; ++k) {
    const double t = k * dt;
    for (int j = 0; j < 3; ++j) {
      c.q = std::max(c.q, std::abs(ida.at(kJointNames[j], t) - ode.at(j, t)));
      c.qd = std::max(c.qd, std::abs(ida.at(kSpeedNames[j], t) - ode.at(j + 3, t)));
      c.i = std::max(c.i, std::abs(ida.at(kCurrentNames[j], t) - ode.at(j + 6, t)));
    }
  }
  return c;
}

/// Times at which a discrete signal of the results changes from `from` to `to`.
std::vector<double> switch_times(const Results& r, const std::string& name, double from,
                                 double to) {
  std::vector<double> out;
  const int col = r.column(name);
  for (std::size_t row = 1; row < r.rows(); ++row)
    if (r.value(row - 1, col) == from && r.value(row, col) == to) out.push_back(r.times()[row]);
  return out;
}

void write_csv(const std::string& file, const Results& ida, const C11ExplicitResult& ode,
               const C11Options& o, double t_stop, double dt) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(ACAUSAL_BINARY_DIR) / "argesim";
  fs::create_directories(dir);
  std::ofstream out(dir / file);
  out << "time,q1,q2,q3,x_tip,q3_minus_h_obs,x_obs,i1,i2,i3,ua1,ua2,ua3,"
         "q1_explicit,q2_explicit,q3_explicit,x_tip_explicit\n";
  out.precision(12);
  const int n = static_cast<int>(std::lround(t_stop / dt));
  for (int k = 0; k <= n; ++k) {
    const double t = k * dt;
    C11State z{};
    for (int j = 0; j < 9; ++j) z[static_cast<std::size_t>(j)] = ode.at(j, t);
    out << t << ',' << ida.at("mechanics.q1", t) << ',' << ida.at("mechanics.q2", t) << ','
        << ida.at("mechanics.q3", t) << ',' << ida.at("mechanics.x_tip", t) << ','
        << ida.at("mechanics.q3", t) - o.obstacle.h_obs << ',' << o.obstacle.x_obs << ','
        << ida.at("motor1.i", t) << ',' << ida.at("motor2.i", t) << ',' << ida.at("motor3.i", t)
        << ',' << ida.at("controller1.ua", t) << ',' << ida.at("controller2.ua", t) << ','
        << ida.at("controller3.ua", t) << ',' << z[0] << ',' << z[1] << ',' << z[2] << ','
        << c11_x_tip(z, o.params) << '\n';
  }
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// ---------------------------------------------------------------- task b

class C11TaskB : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    options_ = C11Options{.task = C11Task::B};
    auto t0 = std::chrono::steady_clock::now();
    auto model = c11_scara_acausal(options_);
    Simulation sim(compile(*model));
    const double t_compile = seconds_since(t0);
    t0 = std::chrono::steady_clock::now();
    ida_ = sim.run({.t_stop = 2.0, .output_interval = 1e-3, .rtol = 1e-8});
    const double t_ida = seconds_since(t0);
    t0 = std::chrono::steady_clock::now();
    ode_ = c11_explicit_simulate(options_, {.t_stop = 2.0, .output_interval = 1e-3});
    const double t_ode = seconds_since(t0);
    std::printf(
        "[ C11 b    ] build+compile %.3f s (%d unknowns), IDA (rtol 1e-8) %.3f s, %ld "
        "steps; explicit CVODE (rtol 1e-10) %.3f s, %ld steps\n",
        t_compile, sim.size(), t_ida, sim.statistics().steps, t_ode, ode_.steps);
    undetermined_ = sim.initialization().undetermined.size();
    write_csv("c11_task_b.csv", ida_, ode_, options_, 2.0, 1e-3);
  }
  static inline C11Options options_;
  static inline Results ida_;
  static inline C11ExplicitResult ode_;
  static inline std::size_t undetermined_ = 0;
};

TEST_F(C11TaskB, InitialisationIsFullyDetermined) {
  // q = 0, q' = 0 and I = 0 fix every state; the accelerations follow from M q'' = b.
  EXPECT_EQ(undetermined_, 0u);
  EXPECT_NEAR(ida_.value(0, ida_.column("mechanics.q1")), 0.0, 1e-15);
  EXPECT_NEAR(ida_.value(0, ida_.column("motor1.i")), 0.0, 1e-15);
  EXPECT_NEAR(ida_.value(0, ida_.column("controller1.ua")), 100.0, 1e-12);  // P 2 rad > 100 V
  EXPECT_NEAR(ida_.value(0, ida_.column("controller1.u")), 2000.0, 1e-9);
}

TEST_F(C11TaskB, AcausalModelAgreesWithTheExplicitModel) {
  const Comparison c = compare(ida_, ode_, 2.0, 1e-3);
  std::printf("[ C11 b    ] max |IDA - explicit|: q %.2e, q' %.2e, I %.2e\n", c.q, c.qd, c.i);
  EXPECT_LT(c.q, 1e-5);
  EXPECT_LT(c.qd, 1e-4);
  EXPECT_LT(c.i, 1e-4);
}

TEST_F(C11TaskB, ReachesTheTarget) {
  const double e3 = [] {
    // P control against gravity leaves a steady offset of joint 3:
    // P3 e / R3 * u3 sqrt(3)/2 kT3 = m3L g
    const C11Parameters p;
    return p.m3L * p.g * p.R[2] / (p.P[2] * p.u[2] * std::sqrt(3.0) / 2 * p.kT[2]);
  }();
  EXPECT_NEAR(e3, 1.082e-4, 1e-7);
  EXPECT_NEAR(ida_.final("mechanics.q1"), 2.0, 1e-6);
  EXPECT_NEAR(ida_.final("mechanics.q2"), 2.0, 1e-6);
  // joint 3 still creeps towards its offset at 2 s (6e-5 m/s)
  EXPECT_NEAR(ida_.final("mechanics.q3"), 0.3 - e3, 1e-5);
  EXPECT_NEAR(ida_.final("mechanics.qd1"), 0.0, 1e-5);
  EXPECT_NEAR(ida_.final("mechanics.qd2"), 0.0, 1e-5);
  EXPECT_NEAR(ida_.final("mechanics.qd3"), 0.0, 1e-4);
  for (int j = 0; j < 3; ++j) {
    EXPECT_NEAR(ode_.final()[static_cast<std::size_t>(j)], ida_.final(kJointNames[j]), 1e-7);
  }
}

TEST_F(C11TaskB, LimitsHold) {
  const C11Parameters p;
  for (int j = 0; j < 3; ++j) {
    const auto i = ida_.series(kCurrentNames[j]);
    const double peak = *std::max_element(
        i.begin(), i.end(), [](double a, double b) { return std::abs(a) < std::abs(b); });
    // IDA locates the limit crossing within its root tolerance: a tiny overshoot
    std::printf("[ C11 b    ] %s: peak |I| - I_max = %.2e A\n", kCurrentNames[j],
                std::abs(peak) - p.I_max(j));
    EXPECT_LE(std::abs(peak), p.I_max(j) * (1 + 1e-7)) << kCurrentNames[j];
    const std::string ua = "controller" + std::to_string(j + 1) + ".ua";
    for (double u : ida_.series(ua))
      ASSERT_LE(std::abs(u), p.U_reg[static_cast<std::size_t>(j)] * (1 + 1e-12)) << ua;
  }
  // motors 1 and 2 reach their current limits during the first milliseconds,
  // motor 1 at I_max = T_max / (sqrt(3)/2 kT) = 6.64 A
  EXPECT_NEAR(p.I_max(0), 2.3 / (std::sqrt(3.0) / 2 * 0.4), 1e-12);
  EXPECT_NEAR(ida_.at("motor1.i", 0.003), p.I_max(0), 1e-6);
  EXPECT_NEAR(ida_.at("motor2.i", 0.01), p.I_max(1), 1e-6);
  EXPECT_GT(ode_.event_time("motor1 current limit +"), 0.0);
  EXPECT_NEAR(ode_.event_time("motor1 current limit +"), 5.735e-4, 1e-6);
}

// ---------------------------------------------------------------- task c

class C11TaskC : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    options_ = C11Options{.task = C11Task::C};
    auto t0 = std::chrono::steady_clock::now();
    auto model = c11_scara_acausal(options_);
    Simulation sim(compile(*model));
    const double t_compile = seconds_since(t0);
    t0 = std::chrono::steady_clock::now();
    ida_ = sim.run({.t_stop = 3.0, .output_interval = 1e-3, .rtol = 1e-8});
    const double t_ida = seconds_since(t0);
    t0 = std::chrono::steady_clock::now();
    ode_ = c11_explicit_simulate(options_, {.t_stop = 3.0, .output_interval = 1e-3});
    const double t_ode = seconds_since(t0);
    std::printf(
        "[ C11 c    ] build+compile %.3f s (%d unknowns), IDA (rtol 1e-8) %.3f s, %ld "
        "steps, %ld state events; explicit CVODE (rtol 1e-10) %.3f s, %ld steps, %zu "
        "events\n",
        t_compile, sim.size(), t_ida, sim.statistics().steps, sim.statistics().state_events, t_ode,
        ode_.steps, ode_.events.size());
    write_csv("c11_task_c.csv", ida_, ode_, options_, 3.0, 1e-3);
  }
  static inline C11Options options_;
  static inline Results ida_;
  static inline C11ExplicitResult ode_;
};

TEST_F(C11TaskC, AcausalModelAgreesWithTheExplicitModel) {
  const Comparison c = compare(ida_, ode_, 3.0, 1e-3);
  std::printf("[ C11 c    ] max |IDA - explicit|: q %.2e, q' %.2e, I %.2e\n", c.q, c.qd, c.i);
  EXPECT_LT(c.q, 1e-5);
  EXPECT_LT(c.qd, 1e-4);
  EXPECT_LT(c.i, 1e-4);
}

TEST_F(C11TaskC, EventSequenceIsTheSameInBothFormulations) {
  using namespace c11_mode;
  const auto obstacle = switch_times(ida_, "avoidance.emergency", 0, 1);
  const auto stop1 = switch_times(ida_, "avoidance.mode1", Braking, Holding);
  const auto stop2 = switch_times(ida_, "avoidance.mode2", Braking, Holding);
  const auto resume = switch_times(ida_, "avoidance.emergency", 1, 0);
  ASSERT_EQ(obstacle.size(), 1u);
  ASSERT_EQ(stop1.size(), 1u);
  ASSERT_EQ(stop2.size(), 1u);
  ASSERT_EQ(resume.size(), 1u);
  EXPECT_EQ(switch_times(ida_, "avoidance.mode1", Regular, Braking), obstacle);
  EXPECT_EQ(switch_times(ida_, "avoidance.mode2", Regular, Braking), obstacle);
  EXPECT_EQ(switch_times(ida_, "avoidance.done", 0, 1), resume);
  EXPECT_LT(obstacle[0], stop1[0]);
  EXPECT_LT(stop1[0], stop2[0]);
  EXPECT_LT(stop2[0], resume[0]);
  const struct {
    const char* cause;
    double ida;
  } events[] = {{"obstacle", obstacle[0]},
                {"joint 1 stops", stop1[0]},
                {"joint 2 stops", stop2[0]},
                {"resume", resume[0]}};
  for (const auto& e : events) {
    const double t = ode_.event_time(e.cause);
    std::printf("[ C11 c    ] %-14s IDA %.9f s, explicit %.9f s, difference %.1e s\n", e.cause,
                e.ida, t, std::abs(e.ida - t));
    EXPECT_NEAR(e.ida, t, 1e-6) << e.cause;
  }
  // each event happens once in the explicit model too
  for (const char* cause : {"obstacle", "joint 1 stops", "joint 2 stops", "resume"})
    EXPECT_EQ(std::count_if(ode_.events.begin(), ode_.events.end(),
                            [&](const C11ExplicitEvent& e) { return e.cause == cause; }),
              1)
        << cause;
}

TEST_F(C11TaskC, TheManoeuvreAvoidsTheObstacle) {
  const C11Obstacle& ob = options_.obstacle;
  const double t_obstacle = switch_times(ida_, "avoidance.emergency", 0, 1).at(0);
  const double t_resume = switch_times(ida_, "avoidance.emergency", 1, 0).at(0);
  // conditions at the events: the sensor distance is d_crit, then q3 reaches h_obs
  EXPECT_NEAR(ida_.at("mechanics.x_tip", t_obstacle), ob.x_obs + ob.d_crit, 1e-8);
  EXPECT_LT(ida_.at("mechanics.q3", t_obstacle), ob.h_obs);
  EXPECT_NEAR(ida_.at("mechanics.q3", t_resume), ob.h_obs, 1e-8);
  // joints 1 and 2 are braked with -230 V sign(q'): both moved forward
  EXPECT_DOUBLE_EQ(ida_.final("avoidance.s1"), 1.0);
  EXPECT_DOUBLE_EQ(ida_.final("avoidance.s2"), 1.0);
  EXPECT_NEAR(ida_.at("controller1.ua", 0.5 * (t_obstacle + 0.38)), -230.0, 1e-9);
  // the tip never crosses the border while it is below the obstacle height
  double closest = 1e9;
  const auto x = ida_.series("mechanics.x_tip");
  const auto q3 = ida_.series("mechanics.q3");
  for (std::size_t k = 0; k < x.size(); ++k)
    if (q3[k] < ob.h_obs) closest = std::min(closest, x[k] - ob.x_obs);
  std::printf("[ C11 c    ] closest approach to the border below h_obs: %.6f m\n", closest);
  EXPECT_GT(closest, 0.0);
  // the joints stopped where the hold law keeps them until the resume
  const double hold1 = ida_.final("avoidance.q_hold1");
  EXPECT_NEAR(ida_.at("mechanics.q1", t_resume), hold1, 2e-3);
  // after the resume the regular targets are reached
  EXPECT_NEAR(ida_.final("mechanics.q1"), 2.0, 1e-6);
  EXPECT_NEAR(ida_.final("mechanics.q2"), 2.0, 1e-6);
  EXPECT_NEAR(ida_.final("mechanics.q3"), 0.3 - 1.082e-4, 1e-6);
  EXPECT_LT(ida_.final("mechanics.x_tip"), ob.x_obs);  // the target is in the elevated area
}

TEST_F(C11TaskC, TaskBAndTaskCAgreeBeforeTheObstacle) {
  C11Options b{.task = C11Task::B};
  auto ode_b = c11_explicit_simulate(b, {.t_stop = 0.3, .output_interval = 1e-3});
  for (double t : {0.1, 0.2, 0.3})
    for (int j = 0; j < 3; ++j) EXPECT_NEAR(ode_b.at(j, t), ida_.at(kJointNames[j], t), 1e-6);
}

}  // namespace
}  // namespace acausal::models::argesim

// ---------------------------------------------------------------- formulations

namespace acausal::models::argesim {
namespace {

// The issue's acceptance: at rtol 1e-9 every variant (acausal model with IDA on
// the implicit DAE and with CVODE on the causal explicit formulation, the
// hand-written explicit model) agrees on q and I to 1e-6 relative, and the
// task-c event instants agree to 1e-7 s. Runs the report generator itself
// (into the build folder), so the report's figures are the tested ones.
TEST(C11Formulations, VariantsAgreeAtTightTolerance) {
  C11ReportOptions o;
  o.out_dir = std::string(ACAUSAL_BINARY_DIR) + "/argesim/report";
  o.rtol = 1e-9;
  o.solvers = {"ida", "cvode-bdf"};
  const std::vector<C11ReportRow> rows = write_c11_report(o);
  ASSERT_EQ(rows.size(), 6u);  // per task: hand-written + two solvers
  const C11Parameters p;
  const double q_scale = 0.3;  // the smallest joint range (q3 [m]); q1, q2 reach 2 rad
  const double i_scale = std::min({p.I_max(0), p.I_max(1), p.I_max(2)});
  for (const C11ReportRow& r : rows) {
    SCOPED_TRACE(std::string(1, r.task) + " " + r.variant + " " + r.solver);
    ASSERT_TRUE(r.failure.empty()) << r.failure;
    std::printf("[ C11 %c    ] %-22s %-10s max dq %.2e, dI %.2e, dx_tip %.2e\n", r.task,
                r.variant.c_str(), r.solver.c_str(), r.dq, r.dI, r.dx_tip);
    EXPECT_LT(r.dq, 1e-6 * q_scale);
    EXPECT_LT(r.dI, 1e-6 * i_scale);
    if (r.task == 'c') {
      ASSERT_EQ(r.event_times.size(), 4u);
      const std::vector<double>& reference = rows[3].event_times;  // task c hand-written
      for (std::size_t k = 0; k < 4; ++k) {
        EXPECT_TRUE(std::isfinite(r.event_times[k])) << k;
        EXPECT_NEAR(r.event_times[k], reference[k], 1e-7) << k;
      }
    }
  }
  for (const char* file :
       {"c11_report.md", "c11_comparison.csv", "c11_task_b.svg", "c11_task_c.svg"})
    EXPECT_TRUE(std::filesystem::exists(o.out_dir + "/" + file)) << file;
}

}  // namespace
}  // namespace acausal::models::argesim
