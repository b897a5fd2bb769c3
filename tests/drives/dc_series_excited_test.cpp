// Series excited DC machine: the series-connected steady state under a
// constant load against the closed form k ia^2 = T, V = (Ra + Re) ia + k ia w;
// with the shaft held, the current rises with (La + Le) / (Ra + Re); the
// windings' power balance; a stray fraction outside [0, 0.99] is refused
// wherever it is set.
#include <cmath>

#include <gtest/gtest.h>

#include "components/drives/dc_series_excited.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/fixed.hpp"
#include "core/errors.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::drives {
namespace {

// A voltage source across armature and series winding in series; the shaft
// drives a constant load torque, or is held.
struct Rig {
  Model m{"dcse"};
  Rig(const DcSeriesExcited::Params& p, double V, double T_load, bool held = false) {
    auto& dcse = m.add<DcSeriesExcited>("dcse", p);
    auto& source =
        m.add<electrical::ConstantVoltage>("source", electrical::ConstantVoltage::Params{.V = V});
    auto& ground = m.add<electrical::Ground>("ground");
    m.connect(source.p, dcse.pin_ap);
    m.connect(dcse.pin_an, dcse.pin_ep);
    m.connect(dcse.pin_en, source.n);
    m.connect(source.n, ground.p);
    if (held) {
      auto& fixed = m.add<rotational::Fixed>("fixed");
      m.connect(dcse.flange, fixed.flange);
    } else {
      auto& load = m.add<rotational::ConstantTorque>(
          "load", rotational::ConstantTorque::Params{.tau_constant = -T_load});
      m.connect(dcse.flange, load.flange);
      m.set_start("dcse.phiMechanical", 0.0, true);
      m.set_start("dcse.wMechanical", 1.0, true);
    }
    m.set_start("dcse.ia", 0.0, true);
  }
};

TEST(DcSeriesExcited, MachineConstantFollowsTheNominalPoint) {
  // MSL DcSeriesExcitedData: 100 V, 100 A, 1410 rpm, Ra + Re = 0.06 Ohm:
  // k = 94 V / (147.65 rad/s * 100 A) = 0.02 / pi.
  EXPECT_NEAR(DcSeriesExcited::machine_constant({}), 0.02 / M_PI, 1e-15);
}

TEST(DcSeriesExcited, LoadedSteadyStateMatchesTheClosedForm) {
  const double V = 80.0, T_load = 40.0;
  const DcSeriesExcited::Params p{.sigmae = 0.2};
  Rig rig(p, V, T_load);
  Results r = simulate(rig.m, {.t_stop = 20.0, .output_interval = 1e-2, .rtol = 1e-9});
  const double k = DcSeriesExcited::machine_constant(p);
  const double ia = std::sqrt(T_load / k), w = (V - (p.Ra + p.Re) * ia) / (k * ia);
  EXPECT_NEAR(r.final("dcse.ia"), ia, 1e-6 * ia);
  EXPECT_NEAR(r.final("dcse.ie"), ia, 1e-6 * ia);  // the windings are in series
  EXPECT_NEAR(r.final("dcse.airGapDC.psi_e"), p.Le * (1 - p.sigmae) * ia, 1e-6 * ia * p.Le);
  EXPECT_NEAR(r.final("dcse.wMechanical"), w, 1e-6 * w);
  EXPECT_NEAR(r.final("dcse.tauElectrical"), T_load, 1e-6 * T_load);
  // V ia = Ra ia^2 + Re ia^2 + T w.
  const double P = V * ia;
  EXPECT_NEAR(r.final("dcse.powerArmature") + r.final("dcse.powerSeriesExcitation"), P, 1e-6 * P);
  EXPECT_NEAR(r.final("dcse.lossPowerTotal") + T_load * w, P, 1e-6 * P);
  EXPECT_NEAR(r.final("dcse.lossPowerSeriesExcitation"), p.Re * ia * ia, 1e-6 * P);
}

TEST(DcSeriesExcited, HeldShaftCurrentRisesWithTheSeriesTimeConstant) {
  // At rest no voltage is induced: ia = V/(Ra + Re) (1 - exp(-t/tau)),
  // tau = (La + Le)/(Ra + Re) = 2 mH / 0.06 Ohm; the stray part is in Le too.
  const DcSeriesExcited::Params p{.sigmae = 0.5};
  const double V = 3.0, R = p.Ra + p.Re, tau = (p.La + p.Le) / R;
  Rig rig(p, V, 0.0, /*held=*/true);
  Results r = simulate(rig.m, {.t_stop = 2 * tau, .output_interval = tau / 100, .rtol = 1e-9});
  for (double t : {0.5 * tau, tau, 2 * tau})
    EXPECT_NEAR(r.at("dcse.ia", t), V / R * (1 - std::exp(-t / tau)), 1e-6 * V / R) << t;
  // The held shaft takes the air-gap torque k ia^2.
  const double ia = r.final("dcse.ia");
  EXPECT_NEAR(r.final("dcse.tauShaft"), DcSeriesExcited::machine_constant(p) * ia * ia,
              1e-6 * ia * ia);
}

TEST(DcSeriesExcited, StrayFractionOutsideItsRangeIsRefusedWhereverItIsSet) {
  Model m("dcse");
  try {
    m.add<DcSeriesExcited>("dcse", DcSeriesExcited::Params{.sigmae = 1.0});
    FAIL() << "sigmae = 1 was accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("Set dcse.sigmae <= 0.99"), std::string::npos) << e.what();
  }
  Rig rig({}, 10.0, 1.0);
  EXPECT_THROW(rig.m.set_parameter("dcse.sigmae", 1.5), ModelError);
  EXPECT_THROW(rig.m.set_parameter("dcse.Re", 2.0), ModelError);  // no induced voltage left
}

}  // namespace
}  // namespace acausal::drives
