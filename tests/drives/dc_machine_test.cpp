// Permanent-magnet DC machine: steady state under load against the closed
// form of the armature and torque equations, and its power balance.
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/drives/dc_permanent_magnet.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/rotational/constant_torque.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::drives {
namespace {

TEST(DcPermanentMagnet, LoadedSteadyStateMatchesTheClosedForm) {
  const double Va = 80.0, T_load = 40.0;
  DcPermanentMagnet::Params p{.friction_d = 0.01};
  Model m("dc");
  auto& dcpm = m.add<DcPermanentMagnet>("dcpm", p);
  auto& source =
      m.add<electrical::ConstantVoltage>("source", electrical::ConstantVoltage::Params{.V = Va});
  auto& ground = m.add<electrical::Ground>("ground");
  auto& load = m.add<rotational::ConstantTorque>(
      "load", rotational::ConstantTorque::Params{.tau_constant = -T_load});
  m.connect(source.p, dcpm.pin_ap);
  m.connect(source.n, dcpm.pin_an);
  m.connect(source.n, ground.p);
  m.connect(dcpm.flange, load.flange);
  m.set_start("dcpm.phiMechanical", 0.0, true);
  m.set_start("dcpm.wMechanical", 0.0, true);
  m.set_start("dcpm.ia", 0.0, true);
  Results r = simulate(m, {.t_stop = 2.0, .output_interval = 1e-3, .rtol = 1e-9});
  // psi*ia = T + d*w, Va = Ra*ia + psi*w.
  const double psi = DcPermanentMagnet::psi_e(p);
  EXPECT_NEAR(psi, (100.0 - 0.05 * 100.0) / (1425.0 * 2 * std::numbers::pi / 60), 1e-12);
  const double w = (Va - p.Ra * T_load / psi) / (psi + p.Ra * p.friction_d / psi);
  const double ia = (T_load + p.friction_d * w) / psi;
  EXPECT_NEAR(r.final("dcpm.wMechanical"), w, 1e-6 * w);
  EXPECT_NEAR(r.final("dcpm.ia"), ia, 1e-6 * ia);
  EXPECT_NEAR(r.final("dcpm.tauElectrical"), psi * ia, 1e-6 * ia);
  EXPECT_NEAR(r.final("dcpm.tauShaft"), T_load, 1e-6 * T_load);
  // Power balance in steady state: Va ia = Ra ia^2 + d w^2 + T w.
  const double P = Va * ia;
  EXPECT_NEAR(r.final("dcpm.powerArmature"), P, 1e-6 * P);
  EXPECT_NEAR(r.final("dcpm.lossPowerArmature"), p.Ra * ia * ia, 1e-6 * P);
  EXPECT_NEAR(r.final("dcpm.lossPowerFriction"), p.friction_d * w * w, 1e-6 * P);
  EXPECT_NEAR(r.final("dcpm.powerMechanical"), T_load * w, 1e-6 * P);
  EXPECT_NEAR(r.final("dcpm.lossPowerTotal") + r.final("dcpm.powerMechanical"), P, 1e-6 * P);
}

TEST(DcPermanentMagnet, NoInducedVoltageIsAnError) {
  Model m("dc");
  try {
    m.add<DcPermanentMagnet>("dcpm", DcPermanentMagnet::Params{.Ra = 1.0});
    FAIL() << "VaNominal = Ra*IaNominal accepted";
  } catch (const ModelError& e) {
    EXPECT_STREQ(e.what(),
                 "DC_PermanentMagnet 'dcpm': VaNominal - Ra*IaNominal = 0 V leaves no induced "
                 "voltage at nominal speed: the flux linkage must be positive. Raise "
                 "dcpm.VaNominal or lower dcpm.Ra.");
  }
}

}  // namespace
}  // namespace acausal::drives

namespace acausal::drives {
namespace {

TEST(DcPermanentMagnet, FreeStatorTurnsAgainstTheRotor) {
  DcPermanentMagnet::Params p{.Jr = 0.15, .Js = 0.45, .use_support = true};
  Model m("dc");
  auto& dcpm = m.add<DcPermanentMagnet>("dcpm", p);
  auto& source =
      m.add<electrical::ConstantVoltage>("source", electrical::ConstantVoltage::Params{.V = 50});
  auto& ground = m.add<electrical::Ground>("ground");
  m.connect(source.p, dcpm.pin_ap);
  m.connect(source.n, dcpm.pin_an);
  m.connect(source.n, ground.p);
  m.set_start("dcpm.phiMechanical", 0.0, true);
  m.set_start("dcpm.wMechanical", 0.0, true);
  m.set_start("dcpm.support.phi", 0.0, true);
  m.set_start("dcpm.wSupport", 0.0, true);
  m.set_start("dcpm.ia", 0.0, true);
  Results r = simulate(m, {.t_stop = 0.5, .output_interval = 1e-3, .rtol = 1e-9});
  // No external torque: Jr (wM + wS) + Js wS = 0, so wS = -Jr/(Jr + Js) wM.
  const double wm = r.final("dcpm.wMechanical"), ws = r.final("dcpm.wSupport");
  EXPECT_GT(wm, 10.0);
  EXPECT_NEAR(ws, -p.Jr / (p.Jr + p.Js) * wm, 1e-6 * wm);
  // The induced voltage depends on the relative speed only: at rest wM = Va/psi_e.
  EXPECT_NEAR(wm, 50 / DcPermanentMagnet::psi_e(p), 1e-3 * wm);
}

}  // namespace
}  // namespace acausal::drives
