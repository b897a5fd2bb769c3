// PMSM under sampled field-oriented control with an averaged inverter: a speed
// step, then a load torque step. In steady state the speed is the reference,
// the air-gap torque carries the load and the dq currents are those of the dq
// torque equation T = 3/2 p (psi_m iq + (Ld - Lq) id iq).
#include <cmath>
#include <numeric>
#include <string>

#include <gtest/gtest.h>

#include "models/drives/pmsm_foc_drive.hpp"
#include "solvers/simulation.hpp"

namespace acausal::models::drives {
namespace {

// Mean of a signal over [t0, t1] from the result rows (the sampled control
// leaves a small ripple at the sample rate).
double mean(const Results& r, const std::string& name, double t0, double t1) {
  const auto& t = r.times();
  const auto y = r.series(name);
  double sum = 0.0;
  int n = 0;
  for (std::size_t k = 0; k < t.size(); ++k)
    if (t[k] >= t0 && t[k] <= t1) sum += y[k], ++n;
  return n ? sum / n : NAN;
}

double m_p(const PmsmFocDriveOptions& o) {
  return o.machine.p;
}
double psi_of(const PmsmFocDriveOptions& o) {
  return acausal::drives::SM_PermanentMagnet::psi_m(o.machine);
}
double ld_of(const PmsmFocDriveOptions& o) {
  return o.machine.Lssigma + o.machine.Lmd;
}
double lq_of(const PmsmFocDriveOptions& o) {
  return o.machine.Lssigma + o.machine.Lmq;
}

struct Case {
  double Lmq_factor, id_ref;
};

void run_case(const Case& c) {
  PmsmFocDriveOptions o;
  o.machine.Lmq = c.Lmq_factor * o.machine.Lmd;
  o.controller.id_ref = c.id_ref;
  auto model = pmsm_foc_drive(o);
  Simulation sim(compile(*model));
  Results r = sim.run({.t_stop = 1.0, .output_interval = 1e-4, .rtol = 1e-6});

  const auto& m = o.machine;
  const double psi = acausal::drives::SM_PermanentMagnet::psi_m(m);
  const double Ld = m.Lssigma + m.Lmd, Lq = m.Lssigma + m.Lmq;
  // Speed step: the current reference saturates at the limit and the machine
  // accelerates the total inertia with the torque of that current.
  const double iq_max = std::sqrt(300.0 * 300.0 - c.id_ref * c.id_ref);
  EXPECT_NEAR(r.at("controller.iq_ref", 0.05), iq_max, 1e-9 * iq_max);
  EXPECT_NEAR(mean(r, "smpm.idq_sr[2]", 0.05, 0.1), iq_max, 0.01 * iq_max);
  const double iq_accel = mean(r, "smpm.idq_sr[2]", 0.05, 0.1);
  const double accel = (r.at("smpm.wMechanical", 0.1) - r.at("smpm.wMechanical", 0.05)) / 0.05;
  EXPECT_NEAR(accel,
              1.5 * m_p(o) * (psi_of(o) + (ld_of(o) - lq_of(o)) * c.id_ref) * iq_accel /
                  (o.machine.Jr + o.J_load),
              2e-3 * accel);
  // Before the load step: speed reached, torque only accelerates nothing (no friction).
  EXPECT_NEAR(mean(r, "smpm.wMechanical", 0.45, 0.5), o.w_ref, 1e-3 * o.w_ref);
  EXPECT_NEAR(mean(r, "smpm.tauElectrical", 0.45, 0.5), 0.0, 1e-2 * o.T_load);
  // After it: steady state again.
  const double t0 = 0.95, t1 = 1.0;
  const double w = mean(r, "smpm.wMechanical", t0, t1);
  const double tau = mean(r, "smpm.tauElectrical", t0, t1);
  const double id = mean(r, "smpm.idq_sr[1]", t0, t1);
  const double iq = mean(r, "smpm.idq_sr[2]", t0, t1);
  EXPECT_NEAR(w, o.w_ref, 1e-3 * o.w_ref);
  EXPECT_NEAR(tau, o.T_load, 2e-3 * o.T_load);
  EXPECT_NEAR(id, c.id_ref, 0.1);
  // The q current that carries the load at id = id_ref, from the dq torque equation.
  const double iq_closed = o.T_load / (1.5 * m.p * (psi + (Ld - Lq) * c.id_ref));
  EXPECT_NEAR(iq, iq_closed, 2e-3 * iq_closed);
  EXPECT_NEAR(tau, 1.5 * m.p * (psi * iq + (Ld - Lq) * id * iq), 1e-3 * o.T_load);
  for (const auto& [key, value] :
       {std::pair{"iq_closed_form", iq_closed}, {"iq", iq}, {"id", id}, {"tau", tau}, {"w", w}})
    ::testing::Test::RecordProperty(key, std::to_string(value));
}

TEST(FocDrive, AveragedInverterTracksSpeedAndLoadStepsSurfaceMagnet) {
  run_case({1.0, 0.0});
}

TEST(FocDrive, AveragedInverterTracksSpeedAndLoadStepsWithReluctanceTorque) {
  run_case({1.6, -40.0});  // Lq > Ld and id < 0: the reluctance torque helps
}

}  // namespace
}  // namespace acausal::models::drives

namespace acausal::models::drives {
namespace {

// The switched inverter (carrier PWM, ideal switches and diodes) and the
// averaged one agree on the means over a few carrier periods.
TEST(FocDrive, SwitchedInverterAgreesWithTheAveragedOneOnTheMeans) {
  PmsmFocDriveOptions o;
  o.t_load_step = 0.15;
  const SimulationOptions run{.t_stop = 0.3, .output_interval = 1e-4, .rtol = 1e-6};
  auto averaged = pmsm_foc_drive(o);
  o.inverter = InverterKind::Switched;
  auto switched = pmsm_foc_drive(o);
  Results ra = Simulation(compile(*averaged)).run(run);
  Results rs = Simulation(compile(*switched)).run(run);
  for (const char* name : {"smpm.wMechanical", "smpm.tauElectrical", "smpm.idq_sr[2]"}) {
    const double a = mean(ra, name, 0.25, 0.3), s = mean(rs, name, 0.25, 0.3);
    ::testing::Test::RecordProperty(std::string(name) + "_averaged", std::to_string(a));
    ::testing::Test::RecordProperty(std::string(name) + "_switched", std::to_string(s));
    EXPECT_NEAR(s, a, 2e-3 * std::abs(a)) << name;
  }
}

}  // namespace
}  // namespace acausal::models::drives
