// The AC machines on the rotor-frame stator alone against closed forms: the
// squirrel-cage induction machine (MSL IM_SquirrelCage) against the per-phase
// T-circuit in sinusoidal steady state (e.g. Fitzgerald, Kingsley & Umans,
// Electric Machinery, ch. 6) and its MSL data (161.4 N.m at 1440.45 rpm on
// 100 V, 50 Hz in delta); the reluctance machine (MSL SM_ReluctanceRotor)
// against the dq equations at synchronous speed (Krause, ch. 8, Lmd != Lmq
// without excitation).
#include "components/drives/induction_machine_squirrel_cage.hpp"
#include "components/drives/pmsm.hpp"
#include "components/drives/reluctance_synchronous_machine.hpp"

#include <cmath>
#include <complex>
#include <numbers>
#include <string>
#include <utility>
#include <vector>

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

// The machine `name` in star on a symmetric 50 Hz supply of V RMS per phase
// (floating star point), its shaft held at wm, started on the currents
// `starts` (fixed; the rotor frame starts aligned, phi = 0). The supply
// phasor is sqrt(2) V e^{j(w t - pi/2 + supply_phase)}.
template <class Machine>
Results on_the_supply(const char* name, const typename Machine::Params& params, double V, double wm,
                      const std::vector<std::pair<std::string, double>>& starts, double t_stop,
                      double supply_phase = 0.0) {
  Model m("rig");
  auto& machine = m.add<Machine>(name, params);
  auto& box = m.add<TerminalBox>("terminalBox");
  std::vector<double> phase = polyphase::symmetric_orientation(3);
  for (double& angle : phase) angle = supply_phase - angle;
  auto& source = m.add<polyphase::SineVoltage>(
      "source",
      polyphase::SineVoltage::Params{.V = std::sqrt(2.0) * V, .f = 50, .phase = std::move(phase)});
  auto& star = m.add<polyphase::Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& speed =
      m.add<rotational::ConstantSpeed>("speed", rotational::ConstantSpeed::Params{.w_fixed = wm});
  m.connect(box.plug_sp, machine.plug_sp);
  m.connect(box.plug_sn, machine.plug_sn);
  m.connect(box.plugSupply, source.plug_p);
  m.connect(source.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  m.connect(machine.flange, speed.flange);
  m.set_start(std::string(name) + ".phiMechanical", 0.0, true);
  for (const auto& [variable, value] : starts)
    m.set_start(std::string(name) + "." + variable, value, true);
  return simulate(m, {.t_stop = t_stop, .output_interval = 1e-3, .rtol = 1e-10, .atol = 1e-10});
}

// The induction machine on the circuit's currents; MSL's rotor current is
// minus the circuit's (psi_m = Lm (i_s + i_r)).
Results on_the_circuit(const IM_SquirrelCage::Params& params, const Circuit& c, double V, double wm,
                       double t_stop) {
  const Complex minus_j(0, -1), i_s = std::sqrt(2.0) * c.Is * minus_j,
                                i_r = -std::sqrt(2.0) * c.Ir * minus_j;
  return on_the_supply<IM_SquirrelCage>("aimc", params, V, wm,
                                        {{"idq_sr[1]", i_s.real()},
                                         {"idq_sr[2]", i_s.imag()},
                                         {"idq_rr[1]", i_r.real()},
                                         {"idq_rr[2]", i_r.imag()}},
                                        t_stop);
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
  // The swing after the step has decayed to the integration tolerance (1e-7).
  EXPECT_NEAR(r.final("loadInertia.w"), lo, 1e-6 * lo);
  EXPECT_NEAR(r.final("aimc.tauElectrical"), 161.4, 1e-5 * 161.4);
}

struct DqSteadyState {
  double vd, vq, id, iq, torque;
};

// The reluctance machine at synchronous speed on V RMS per phase, its voltage
// phasor at angle alpha in the rotor frame: vd = Rs id - w Lq iq,
// vq = Rs iq + w Ld id, torque 3/2 p (Ld - Lq) id iq.
DqSteadyState reluctance_dq(const SM_ReluctanceRotor::Params& p, double V, double alpha) {
  const double w = 2 * pi * p.fsNominal, Ld = p.Lssigma + p.Lmd, Lq = p.Lssigma + p.Lmq;
  const double vd = std::sqrt(2.0) * V * std::cos(alpha), vq = std::sqrt(2.0) * V * std::sin(alpha);
  const double det = p.Rs * p.Rs + w * w * Ld * Lq;
  const double id = (p.Rs * vd + w * Lq * vq) / det, iq = (p.Rs * vq - w * Ld * vd) / det;
  return {vd, vq, id, iq, 1.5 * p.p * (Ld - Lq) * id * iq};
}

// At synchronous speed the rotor frame sees a constant voltage phasor: the
// supply's sqrt(2) V e^{j(beta - pi/2)} at phi = 0, and the stator's
// closed-form currents keep the damper cage without current.
TEST(ReluctanceMachine, SynchronousSteadyStateMatchesTheDqEquations) {
  const SM_ReluctanceRotor::Params params;
  const double V = 100 / std::sqrt(3.0), w_sync = 2 * pi * 50 / params.p;
  const double beta = -0.5;  // the rotor lags the supply: motoring
  const DqSteadyState ss = reluctance_dq(params, V, beta - pi / 2);
  const double I = std::hypot(ss.id, ss.iq);
  ASSERT_GT(std::abs(ss.torque), 10.0);  // a loaded point (the saliency's torque)
  const Results r = on_the_supply<SM_ReluctanceRotor>(
      "smr", params, V, w_sync, {{"idq_sr[1]", ss.id}, {"idq_sr[2]", ss.iq}}, 0.1, beta);
  for (const double t : {0.013, 0.05, 0.1}) {
    EXPECT_NEAR(r.at("smr.vdq_sr[1]", t), ss.vd, 1e-9 * V);
    EXPECT_NEAR(r.at("smr.vdq_sr[2]", t), ss.vq, 1e-9 * V);
    EXPECT_NEAR(r.at("smr.idq_sr[1]", t), ss.id, 1e-6 * I);
    EXPECT_NEAR(r.at("smr.idq_sr[2]", t), ss.iq, 1e-6 * I);
    EXPECT_NEAR(r.at("smr.idq_dr[1]", t), 0.0, 1e-6 * I);
    EXPECT_NEAR(r.at("smr.idq_rr[2]", t), 0.0, 1e-6 * I);
    EXPECT_NEAR(r.at("smr.tauElectrical", t), ss.torque, 1e-6 * std::abs(ss.torque));
    EXPECT_NEAR(r.at("smr.lossPowerRotorWinding", t), 0.0, 1e-6);
  }
}

// MSL's SMR_DOL: the damper cage starts the machine asynchronously, the
// saliency pulls it into synchronism (157.08 rad/s exactly, no slip), and
// under the 20 N.m step it settles at the load angle where the dq equations
// give 20 N.m (the stable root, the one with the smaller current).
TEST(ReluctanceMachine, DirectOnLineStartPullsIntoSynchronismAndCarriesTheLoad) {
  const models::ModelEntry& entry =
      models::find_model("Modelica.Electrical.Machines.Examples.SynchronousMachines.SMR_DOL");
  SimulationOptions options = entry.defaults;
  options.t_stop = 4;  // the swing after the step decays over seconds
  const Results r = simulate(*models::build_model(entry), options);
  const SM_ReluctanceRotor::Params params;
  const double w_sync = 2 * pi * 50 / params.p, V = 100 / std::sqrt(3.0);
  // Synchronous before the step (the pull-in swing, weakly damped, still
  // decaying as in Dymola's reference).
  EXPECT_NEAR(r.at("loadInertia.w", 1.45), w_sync, 1e-3 * w_sync);
  EXPECT_NEAR(r.at("smr.tauElectrical", 1.45), 0.0, 1.0);
  DqSteadyState stable{};
  double best = 1e300;
  const int n = 20000;
  for (int k = 0; k < n; ++k) {  // the roots of torque(alpha) = 20 N.m on a fine grid
    const DqSteadyState a = reluctance_dq(params, V, -pi + 2 * pi * k / n);
    const DqSteadyState b = reluctance_dq(params, V, -pi + 2 * pi * (k + 1) / n);
    if ((a.torque - 20) * (b.torque - 20) <= 0 && std::hypot(a.id, a.iq) < best) {
      best = std::hypot(a.id, a.iq);
      stable = a;
    }
  }
  EXPECT_NEAR(r.final("loadInertia.w"), w_sync, 1e-5 * w_sync);
  EXPECT_NEAR(r.final("smr.tauElectrical"), 20.0, 1e-3 * 20);
  EXPECT_NEAR(std::hypot(r.final("smr.idq_sr[1]"), r.final("smr.idq_sr[2]")), best, 2e-3 * best);
  // The sensor: the voltage phasor's angle from the rotor's q axis, modulo pi
  // (a reluctance rotor turned by half a pole pitch is the same rotor).
  const double angle =
      r.final("rotorDisplacementAngle.rotorDisplacementAngle") - std::atan2(-stable.vd, stable.vq);
  EXPECT_NEAR(std::remainder(angle, pi), 0.0, 2e-3) << angle;
}

// MSL's SMPM_CurrentSource: DQToThreePhase turns the RMS set values
// Idq = (-53.5, 84.6) A into phase currents that follow the rotor, so the
// machine's rotor-frame currents are sqrt(2) Idq throughout, its torque is
// 3/2 p psi_m iq (Lmd = Lmq), and it settles where that meets the load's
// 181.4 N.m (w / wNominal)^2.
TEST(SynchronousMachine, CurrentSourceFollowingTheRotorImposesTheDqCurrents) {
  const models::ModelEntry& entry = models::find_model(
      "Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_CurrentSource");
  SimulationOptions options = entry.defaults;
  options.output_interval = 1e-3;
  options.t_stop = 4;  // settled
  const Results r = simulate(*models::build_model(entry), options);
  const SM_PermanentMagnet::Params data{.use_damper_cage = false};
  const double id = std::sqrt(2.0) * -53.5, iq = std::sqrt(2.0) * 84.6;
  const double torque = 1.5 * data.p * SM_PermanentMagnet::psi_m(data) * iq;
  for (const double t : {0.0, 0.3, 1.7, 4.0}) {
    EXPECT_NEAR(r.at("smpm.idq_sr[1]", t), id, 1e-6 * std::abs(id)) << t;
    EXPECT_NEAR(r.at("smpm.idq_sr[2]", t), iq, 1e-6 * iq) << t;
    EXPECT_NEAR(r.at("smpm.tauElectrical", t), torque, 1e-6 * torque) << t;
  }
  const double wNominal = 2 * pi * data.fsNominal / data.p;
  EXPECT_NEAR(r.final("inertiaLoad.w"), wNominal * std::sqrt(torque / 181.4), 1e-5 * wNominal);
  // The phase currents: sqrt(2) |Idq| cos(p phi + arg Idq - theta_k).
  const double phi = r.final("multiSensor.flange_a.phi"), amplitude = std::hypot(id, iq);
  EXPECT_NEAR(r.final("smpm.is[2]"),
              amplitude * std::cos(data.p * phi + std::atan2(iq, id) - 2 * pi / 3),
              1e-6 * amplitude);
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
