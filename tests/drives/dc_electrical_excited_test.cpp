// Electrically excited DC machine: separately excited steady state under load
// against the closed form of the armature, field and torque equations; the
// field current rises with the time constant Le/Re; a stray fraction outside
// [0, 0.99] is rejected.
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "components/drives/dc_electrical_excited.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/rotational/constant_torque.hpp"
#include "core/errors.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::drives {
namespace {

struct Rig {
  Model m{"dcee"};
  DcElectricalExcited* dcee = nullptr;
  Rig(const DcElectricalExcited::Params& p, double Va, double Ve, double T_load) {
    dcee = &m.add<DcElectricalExcited>("dcee", p);
    auto& armature = m.add<electrical::ConstantVoltage>(
        "armature", electrical::ConstantVoltage::Params{.V = Va});
    auto& field =
        m.add<electrical::ConstantVoltage>("field", electrical::ConstantVoltage::Params{.V = Ve});
    auto& ground = m.add<electrical::Ground>("ground");
    auto& groundField = m.add<electrical::Ground>("groundField");
    auto& load = m.add<rotational::ConstantTorque>(
        "load", rotational::ConstantTorque::Params{.tau_constant = -T_load});
    m.connect(armature.p, dcee->pin_ap);
    m.connect(armature.n, dcee->pin_an);
    m.connect(armature.n, ground.p);
    m.connect(field.p, dcee->pin_ep);
    m.connect(field.n, dcee->pin_en);
    m.connect(field.n, groundField.p);
    m.connect(dcee->flange, load.flange);
    m.set_start("dcee.phiMechanical", 0.0, true);
    m.set_start("dcee.wMechanical", 0.0, true);
    m.set_start("dcee.ia", 0.0, true);
    m.set_start("dcee.ie", 0.0, true);
  }
};

TEST(DcElectricalExcited, LoadedSteadyStateMatchesTheClosedForm) {
  // Half the nominal field: the machine runs faster for the same voltage.
  const double Va = 80.0, Ve = 50.0, T_load = 30.0;
  const DcElectricalExcited::Params p{.sigmae = 0.1};
  Rig rig(p, Va, Ve, T_load);
  Results r = simulate(rig.m, {.t_stop = 3.0, .output_interval = 1e-3, .rtol = 1e-9});
  // ie = Ve/Re, psi_e = Lme ie, k = turnsRatio psi_e:  k ia = T, Va = Ra ia + k w.
  const double Lme = p.Le * (1 - p.sigmae);
  const double turnsRatio = (p.VaNominal - p.Ra * p.IaNominal) / (p.wNominal * Lme * p.IeNominal);
  const double ie = Ve / p.Re, psi = Lme * ie, k = turnsRatio * psi;
  const double ia = T_load / k, w = (Va - p.Ra * ia) / k;
  EXPECT_NEAR(r.final("dcee.ie"), ie, 1e-6 * ie);
  EXPECT_NEAR(r.final("dcee.airGapDC.psi_e"), psi, 1e-6 * psi);
  EXPECT_NEAR(r.final("dcee.la.i"), ia, 1e-6 * ia);
  EXPECT_NEAR(r.final("dcee.wMechanical"), w, 1e-6 * w);
  // Power balance: Va ia + Ve ie = Ra ia^2 + Re ie^2 + T w.
  const double P = Va * ia + Ve * ie;
  EXPECT_NEAR(r.final("dcee.powerArmature") + r.final("dcee.powerExcitation"), P, 1e-6 * P);
  EXPECT_NEAR(r.final("dcee.lossPowerTotal") + T_load * w, P, 1e-6 * P);
}

TEST(DcElectricalExcited, FieldCurrentRisesWithTheTimeConstantLeOverRe) {
  const DcElectricalExcited::Params p;  // Re = 100 Ohm, Le = 1 H: tau = 10 ms
  Rig rig(p, 0.0, 100.0, 0.0);
  Results r = simulate(rig.m, {.t_stop = 0.01, .output_interval = 1e-4, .rtol = 1e-9});
  EXPECT_NEAR(r.final("dcee.ie"), 1.0 - std::exp(-1.0), 1e-6);
  EXPECT_NEAR(r.final("dcee.wMechanical"), 0.0, 1e-9);  // no armature current, no torque
}

TEST(DcElectricalExcited, StrayFractionOutsideItsRangeIsAnError) {
  Model m("dcee");
  EXPECT_THROW(m.add<DcElectricalExcited>("dcee", DcElectricalExcited::Params{.sigmae = 1.0}),
               ModelError);
  // Wherever it is set (before, the constructor alone checked).
  Rig rig({}, 10.0, 10.0, 1.0);
  EXPECT_THROW(rig.m.set_parameter("dcee.sigmae", 1.5), ModelError);
  EXPECT_THROW(rig.m.set_parameter("dcee.Ra", 2.0), ModelError);  // no induced voltage left
  rig.m.set_parameter("dcee.sigmae", 0.5);
}

}  // namespace
}  // namespace acausal::drives
