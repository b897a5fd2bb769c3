// The FOC drive fed from a source with internal resistance through a DC-link
// capacitor (Drives.PMSM_FOC_DcLinkCapacitor): the energy drawn from the
// source equals the losses, the shaft work and the change of the stored
// energies; in steady state the copper loss and the capacitor voltage are
// those of the dq steady state.
#include <algorithm>
#include <cmath>
#include <string>

#include <gtest/gtest.h>

#include "models/drives/pmsm_foc_drive.hpp"
#include "solvers/simulation.hpp"

namespace acausal::models::drives {
namespace {

using acausal::drives::SM_PermanentMagnet;

// Trapezoidal integral over the result rows in [t0, t1]. An event is stored
// as two rows at the same instant (left and right limit), so jumps of the
// integrand add nothing spurious.
double integral(const Results& r, const std::string& name, double t0, double t1) {
  const auto& t = r.times();
  const auto y = r.series(name);
  double sum = 0.0;
  for (std::size_t k = 1; k < t.size(); ++k)
    if (t[k - 1] >= t0 && t[k] <= t1) sum += 0.5 * (y[k] + y[k - 1]) * (t[k] - t[k - 1]);
  return sum;
}

double mean(const Results& r, const std::string& name, double t0, double t1) {
  return integral(r, name, t0, t1) / (t1 - t0);
}

// Magnetic energy of the stator (no damper cage): 3/2 (Ld id^2 + Lq iq^2)/2
// for the amplitude-invariant dq currents plus 3 Lszero i0^2 / 2.
double magnetic_energy(const Results& r, const SM_PermanentMagnet::Params& m, double t) {
  const double Ld = m.Lssigma + m.Lmd, Lq = m.Lssigma + m.Lmq;
  const double id = r.at("smpm.idq_sr[1]", t), iq = r.at("smpm.idq_sr[2]", t);
  const double i0 = r.at("smpm.i_0_s", t);
  return 0.75 * (Ld * id * id + Lq * iq * iq) + 1.5 * m.Lssigma * i0 * i0;
}

PmsmFocDriveOptions options() {
  PmsmFocDriveOptions o;
  o.machine.friction_d = 0.02;  // N.m.s/rad: 200 W at 100 rad/s
  o.dc_link = DcLinkOptions{};
  return o;
}

TEST(DcLinkDrive, EnergyFromTheSourceBalancesLossesShaftWorkAndStoredEnergy) {
  PmsmFocDriveOptions o = options();
  o.t_load_step = 0.15;
  auto model = pmsm_foc_drive(o);
  EXPECT_EQ(model->model_name(), "Drives.PMSM_FOC_DcLinkCapacitor");
  Results r = Simulation(compile(*model))
                  .run({.t_stop = 0.3, .output_interval = 1e-5, .rtol = 1e-8, .atol = 1e-10});
  const double t0 = 0.0, t1 = 0.3;
  const double source = integral(r, "sourcePowerSensor.power", t0, t1);
  const double dissipated = integral(r, "dcSourceResistor.LossPower", t0, t1) +
                            integral(r, "smpm.lossPowerStatorWinding", t0, t1) +
                            integral(r, "smpm.lossPowerFriction", t0, t1);
  const double shaft = integral(r, "smpm.powerMechanical", t0, t1);
  const double C = o.dc_link->C, Jr = o.machine.Jr;
  auto stored = [&](double t) {
    const double v = r.at("dcLinkCapacitor.v", t), w = r.at("smpm.wMechanical", t);
    return 0.5 * C * v * v + magnetic_energy(r, o.machine, t) + 0.5 * Jr * w * w;
  };
  const double balance = source - dissipated - shaft - (stored(t1) - stored(t0));
  for (const auto& [key, value] : {std::pair{"source_J", source},
                                   {"dissipated_J", dissipated},
                                   {"shaft_J", shaft},
                                   {"stored_change_J", stored(t1) - stored(t0)},
                                   {"balance_J", balance}})
    ::testing::Test::RecordProperty(key, std::to_string(value));
  EXPECT_GT(source, 1e3);
  // What remains is the trapezoidal rule's: 0.049 J at an output interval of
  // 2e-5 s, 0.012 J at 1e-5 s (h^2), of 5082 J.
  EXPECT_NEAR(balance, 0.0, 5e-6 * source);

  // The wattmeter at the terminals reads the machine's own stator power, and
  // the averaged inverter passes the DC power on without loss.
  double sensor_gap = 0.0, inverter_gap = 0.0, peak = 0.0;
  const auto sensor = r.series("powerSensor.power"), stator = r.series("smpm.powerStator");
  const auto dc = r.series("inverter.powerDC"), ac = r.series("inverter.powerAC");
  for (std::size_t k = 0; k < sensor.size(); ++k) {
    sensor_gap = std::max(sensor_gap, std::abs(sensor[k] - stator[k]));
    inverter_gap = std::max(inverter_gap, std::abs(dc[k] - ac[k]));
    peak = std::max(peak, std::abs(stator[k]));
  }
  EXPECT_LT(sensor_gap, 1e-9 * peak);
  EXPECT_LT(inverter_gap, 1e-9 * peak);
}

TEST(DcLinkDrive, SteadyStateCopperLossAndCapacitorVoltageMatchTheDqClosedForm) {
  const PmsmFocDriveOptions o = options();
  auto model = pmsm_foc_drive(o);
  Results r =
      Simulation(compile(*model)).run({.t_stop = 1.0, .output_interval = 1e-4, .rtol = 1e-6});
  const auto& m = o.machine;
  const double w = o.w_ref, Rs = m.Rs;
  // id = id_ref = 0, so the air-gap torque 3/2 p psi_m iq carries load and friction.
  const double kt = 1.5 * m.p * SM_PermanentMagnet::psi_m(m);
  const double iq = (o.T_load + m.friction_d * w) / kt;
  const double copper = 1.5 * Rs * iq * iq;
  const double P = o.T_load * w + m.friction_d * w * w + copper;
  // Source V0 behind R: V0 = v + R P / v, the larger root.
  const double V0 = o.Vdc, R = o.dc_link->R_source;
  const double v_closed = (V0 + std::sqrt(V0 * V0 - 4 * R * P)) / 2;

  const double ta = 0.95, tb = 1.0;
  const double copper_sim = mean(r, "smpm.lossPowerStatorWinding", ta, tb);
  const double v_sim = mean(r, "dcLinkCapacitor.v", ta, tb);
  const double P_sim = mean(r, "inverter.powerDC", ta, tb);
  for (const auto& [key, value] : {std::pair{"copper_closed_W", copper},
                                   {"copper_W", copper_sim},
                                   {"P_closed_W", P},
                                   {"P_W", P_sim},
                                   {"v_closed_V", v_closed},
                                   {"v_V", v_sim}})
    ::testing::Test::RecordProperty(key, std::to_string(value));
  EXPECT_NEAR(copper_sim, copper, 2e-3 * copper);
  EXPECT_NEAR(P_sim, P, 1e-3 * P);
  // The sag V0 - v is 3.5 V; the sampled control's ripple leaves 7e-4 V.
  EXPECT_NEAR(v_sim, v_closed, 2e-3);
  // The abc copper loss equals 3/2 Rs (id^2 + iq^2) + 3 Rs i0^2 at every instant.
  for (double t : {0.2, 0.7, 0.99}) {
    const double id_t = r.at("smpm.idq_sr[1]", t), iq_t = r.at("smpm.idq_sr[2]", t);
    const double i0 = r.at("smpm.i_0_s", t);
    EXPECT_NEAR(r.at("smpm.lossPowerStatorWinding", t),
                1.5 * Rs * (id_t * id_t + iq_t * iq_t) + 3 * Rs * i0 * i0, 1e-9 * copper)
        << t;
  }
}

// The switched variant: 25 carrier periods at the current limit. The DC link
// sags and the devices' losses are what the DC side gives more than the AC side.
TEST(DcLinkDrive, SwitchedVariantDissipatesWhatTheAcSideDoesNotReceive) {
  PmsmFocDriveOptions o = options();
  o.inverter = InverterKind::Switched;
  o.t_speed_step = 0.0;
  auto model = pmsm_foc_drive(o);
  EXPECT_EQ(model->model_name(), "Drives.PMSM_FOC_DcLinkCapacitor_Switched");
  Results r = Simulation(compile(*model)).run({.t_stop = 5e-3, .output_interval = 1e-5});
  const auto dc = r.series("inverter.powerDC"), ac = r.series("inverter.powerAC");
  const auto loss = r.series("inverter.LossPower");
  double gap = 0.0, peak = 0.0, loss_max = 0.0;
  for (std::size_t k = 0; k < dc.size(); ++k) {
    gap = std::max(gap, std::abs(dc[k] - ac[k] - loss[k]));
    peak = std::max(peak, std::abs(dc[k]));
    loss_max = std::max(loss_max, loss[k]);
  }
  EXPECT_GT(peak, 1e3);
  EXPECT_GT(loss_max, 0.0);
  EXPECT_LT(gap, 1e-9 * peak);
  EXPECT_LT(r.final("dcLinkCapacitor.v"), o.Vdc - 1.0);
}

}  // namespace
}  // namespace acausal::models::drives
