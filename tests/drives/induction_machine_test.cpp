// Squirrel-cage induction machine (MSL IM_SquirrelCage) alone against the
// per-phase equivalent T-circuit in sinusoidal steady state (e.g. Fitzgerald,
// Kingsley & Umans, Electric Machinery, ch. 6), and the MSL example's data
// (IM_SquirrelCageData: 161.4 N.m at 1440.45 rpm on 100 V, 50 Hz in delta).
#include "components/drives/induction_machine_squirrel_cage.hpp"

#include <cmath>
#include <complex>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/drives/terminal_box.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/sine_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "components/rotational/constant_speed.hpp"
#include "core/errors.hpp"
#include "core/model/model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

namespace acausal::drives {
namespace {

constexpr double pi = std::numbers::pi;
using Complex = std::complex<double>;

struct Circuit {
  Complex Is, Ir;  // stator and rotor phase currents, RMS phasors
  double torque;   // N.m
};

// V (RMS per phase) at f on the T-circuit Rs + jX_ssigma, jX_m || (Rr/s + jX_rsigma).
Circuit t_circuit(const IM_SquirrelCage::Params& p, double V, double f, double wm) {
  const double w = 2 * pi * f, s = (w - p.p * wm) / w;
  const Complex Zs(p.Rs, w * p.Lssigma), Zm(0, w * p.Lm), Zr(p.Rr / s, w * p.Lrsigma);
  const Complex Is = V / (Zs + Zm * Zr / (Zm + Zr));
  const Complex Ir = Is * Zm / (Zm + Zr);
  return {Is, Ir, 3 * std::norm(Ir) * p.Rr / s * p.p / w};
}

// The built-in example ...InductionMachines.<name>, output every ms.
Results run_example(const std::string& name) {
  const models::ModelEntry& entry =
      models::find_model("Modelica.Electrical.Machines.Examples.InductionMachines." + name);
  SimulationOptions options = entry.defaults;
  options.output_interval = 1e-3;
  return simulate(*models::build_model(entry), options);
}

// The speed between 0.9 w_sync and w_sync where the circuit's torque on
// 100 V, 50 Hz meets load(w) (bisection).
template <class Load>
double speed_where_the_circuit_meets(const IM_SquirrelCage::Params& params, Load load) {
  const double w_sync = 2 * pi * 50 / params.p;
  double lo = 0.9 * w_sync, hi = w_sync * (1 - 1e-9);
  for (int k = 0; k < 100; ++k) {
    const double w = 0.5 * (lo + hi);
    (t_circuit(params, 100, 50, w).torque > load(w) ? lo : hi) = w;
  }
  return lo;
}

// The machine in star on a symmetric 50 Hz supply of V RMS per phase
// (floating star point), its shaft held at wm, started on the circuit's
// currents: the supply phasor is sqrt(2) V e^{j(w t - pi/2)}, the rotor frame
// starts aligned (phi = 0), and MSL's rotor current is minus the circuit's
// (psi_m = Lm (i_s + i_r)).
Results on_the_circuit(const IM_SquirrelCage::Params& params, const Circuit& c, double V, double wm,
                       double t_stop) {
  Model m("rig");
  auto& aimc = m.add<IM_SquirrelCage>("aimc", params);
  auto& box = m.add<TerminalBox>("terminalBox");
  auto& source = m.add<polyphase::SineVoltage>(
      "source", polyphase::SineVoltage::Params{.V = std::sqrt(2.0) * V, .f = 50});
  auto& star = m.add<polyphase::Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& speed =
      m.add<rotational::ConstantSpeed>("speed", rotational::ConstantSpeed::Params{.w_fixed = wm});
  m.connect(box.plug_sp, aimc.plug_sp);
  m.connect(box.plug_sn, aimc.plug_sn);
  m.connect(box.plugSupply, source.plug_p);
  m.connect(source.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  m.connect(aimc.flange, speed.flange);
  m.set_start("aimc.phiMechanical", 0.0, true);
  const Complex minus_j(0, -1), i_s = std::sqrt(2.0) * c.Is * minus_j,
                                i_r = -std::sqrt(2.0) * c.Ir * minus_j;
  m.set_start("aimc.idq_sr[1]", i_s.real(), true);
  m.set_start("aimc.idq_sr[2]", i_s.imag(), true);
  m.set_start("aimc.idq_rr[1]", i_r.real(), true);
  m.set_start("aimc.idq_rr[2]", i_r.imag(), true);
  return simulate(m, {.t_stop = t_stop, .output_interval = 1e-3, .rtol = 1e-10, .atol = 1e-10});
}

// Locked, motoring near the nominal slip, and generating above synchronous
// speed: started on the circuit's currents the machine stays there.
TEST(InductionMachine, SteadyStateMatchesTheEquivalentCircuit) {
  const IM_SquirrelCage::Params params;
  const double V = 100, w = 2 * pi * 50, w_sync = w / params.p;
  for (const double wm : {0.0, 0.96 * w_sync, 1.03 * w_sync}) {
    const Circuit c = t_circuit(params, V, 50, wm);
    const Results r = on_the_circuit(params, c, V, wm, 0.1);
    const double Is = std::sqrt(2.0) * std::abs(c.Is), Ir = std::sqrt(2.0) * std::abs(c.Ir);
    for (const double t : {0.013, 0.05, 0.1}) {
      EXPECT_NEAR(r.at("aimc.tauElectrical", t), c.torque, 1e-6 * std::abs(c.torque)) << wm;
      EXPECT_NEAR(std::hypot(r.at("aimc.idq_sr[1]", t), r.at("aimc.idq_sr[2]", t)), Is, 1e-6 * Is);
      EXPECT_NEAR(std::hypot(r.at("aimc.idq_rr[1]", t), r.at("aimc.idq_rr[2]", t)), Ir, 1e-6 * Is);
      // The phase currents: phasor sqrt(2) Is e^{j(w t - pi/2)} seen in phases 1..3.
      for (int k = 0; k < 2; ++k) {
        const double phase = w * t - pi / 2 + std::arg(c.Is) - 2 * pi * k / 3;
        EXPECT_NEAR(r.at("aimc.is[" + std::to_string(k + 1) + "]", t), Is * std::cos(phase),
                    1e-6 * Is)
            << wm << " " << t;
      }
      // Rotor copper losses are the slip's share of the air-gap power.
      EXPECT_NEAR(r.at("aimc.lossPowerRotorWinding", t), 3 * std::norm(c.Ir) * params.Rr,
                  1e-6 * 3 * std::norm(c.Is) * params.Rr);
      // Power balance in steady state: input = copper losses + shaft power.
      EXPECT_NEAR(r.at("aimc.powerStator", t),
                  r.at("aimc.lossPowerStatorWinding", t) + r.at("aimc.lossPowerRotorWinding", t) +
                      r.at("aimc.tauElectrical", t) * wm,
                  1e-6 * 3 * V * std::abs(c.Is));
    }
    // The stator-frame phasors: the phase currents' Clarke transform, and the
    // rotor's turned by gamma = p wm t.
    const double t = 0.1, gamma = params.p * wm * t;
    EXPECT_NEAR(r.at("aimc.idq_ss[1]", t), r.at("aimc.is[1]", t), 1e-9 * Is);
    EXPECT_NEAR(
        r.at("aimc.idq_rs[1]", t),
        r.at("aimc.idq_rr[1]", t) * std::cos(gamma) - r.at("aimc.idq_rr[2]", t) * std::sin(gamma),
        1e-9 * Is);
    EXPECT_EQ(r.at("aimc.ir[2]", t), r.at("aimc.idq_rr[2]", t));
  }
  EXPECT_GT(t_circuit(params, V, 50, 0.96 * w_sync).torque, 0.0);  // the cases span both signs
  EXPECT_LT(t_circuit(params, V, 50, 1.03 * w_sync).torque, 0.0);
}

// MSL's data are those of a machine rated 161.4 N.m at 1440.45 rpm: the
// direct-on-line start settles where the circuit's torque meets the load's
// 161.4 N.m (w/wLoad)^2, 100 V per winding (delta).
TEST(InductionMachine, DirectOnLineStartSettlesWhereTheCircuitMeetsTheLoad) {
  const Results r = run_example("IMC_DOL");
  const IM_SquirrelCage::Params params;
  const double wLoad = 1440.45 * 2 * pi / 60;
  const double lo = speed_where_the_circuit_meets(
      params, [&](double w) { return 161.4 * (w / wLoad) * (w / wLoad); });
  // 1e-5: the closer's Ron = 1e-5 Ohm in each line, not in the circuit.
  EXPECT_NEAR(r.final("loadInertia.w"), lo, 1e-5 * lo);
  EXPECT_NEAR(lo, wLoad, 1e-4 * wLoad);  // the record's rating
  EXPECT_NEAR(r.final("aimc.tauElectrical"), 161.4 * (lo / wLoad) * (lo / wLoad), 1e-4 * 161.4);
  EXPECT_NEAR(r.final("currentQuasiRMSSensor.I"), std::sqrt(3.0) * 100, 0.01);  // 100 A per winding
  // At rest before the switch closes at 0.1 s (but for its Goff = 1e-5 S leakage).
  EXPECT_NEAR(r.at("loadInertia.w", 0.05), 0.0, 1e-9);
}

// Started in steady state at synchronous speed (der(idq_sr) = der(idq_rr) =
// 0), no torque and constant rotor-frame currents until the 161.4 N.m step
// at 0.5 s; then the speed where the circuit gives 161.4 N.m.
TEST(InductionMachine, SteadyStateInitialisationHoldsUntilTheLoadStep) {
  const Results r = run_example("IMC_Initialize");
  const IM_SquirrelCage::Params params;
  const double w_sync = 2 * pi * 50 / params.p;
  // At synchronous speed the rotor carries no current: the magnetising
  // current V / (Rs + j w (Lssigma + Lm)) alone, 100 V per winding.
  const double Im = 100 / std::abs(Complex(params.Rs, 2 * pi * 50 * (params.Lssigma + params.Lm)));
  for (const double t : {0.0, 0.2, 0.49}) {
    EXPECT_NEAR(r.at("loadInertia.w", t), w_sync, 1e-9 * w_sync);
    EXPECT_NEAR(r.at("aimc.tauElectrical", t), 0.0, 1e-8);
    EXPECT_NEAR(r.at("aimc.idq_sr[1]", t), r.at("aimc.idq_sr[1]", 0.0), 1e-8);
    EXPECT_NEAR(r.at("aimc.idq_rr[2]", t), 0.0, 1e-8);
    EXPECT_NEAR(r.at("currentQuasiRMSSensor.I", t), std::sqrt(3.0) * Im, 1e-6 * Im);
  }
  const double lo = speed_where_the_circuit_meets(params, [](double) { return 161.4; });
  EXPECT_NEAR(r.final("loadInertia.w"), lo, 1e-7 * lo);
  EXPECT_NEAR(r.final("aimc.tauElectrical"), 161.4, 1e-6 * 161.4);
}

TEST(InductionMachine, ANonPositivePolePairCountIsRefusedByName) {
  Model m("bad");
  try {
    m.add<IM_SquirrelCage>("aimc", IM_SquirrelCage::Params{.p = 0});
    FAIL() << "p = 0 accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("'aimc': parameter p = 0 (number of pole pairs)"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace acausal::drives
