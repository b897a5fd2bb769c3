// Permanent-magnet synchronous machine at constant speed on a sine supply:
// steady-state dq currents, phase currents, voltages and torque against the
// dq closed form (e.g. Krause, Analysis of Electric Machinery, ch. 8).
#include "components/drives/pmsm.hpp"

#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/drives/terminal_box.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/resistor.hpp"
#include "components/polyphase/sine_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "components/rotational/inertia.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::drives {
namespace {

constexpr double pi = std::numbers::pi;

struct SteadyState {
  double id, iq, tau;
};

// v_d = Rs i_d - w Lq i_q, v_q = Rs i_q + w Ld i_d + w psi_m (rotor frame, constant speed).
SteadyState closed_form(const SM_PermanentMagnet::Params& p, double w_el, double Vd, double Vq) {
  const double Ld = p.Lssigma + p.Lmd, Lq = p.Lssigma + p.Lmq;
  const double psi = SM_PermanentMagnet::psi_m(p);
  const double a = p.Rs, b = -w_el * Lq, c = w_el * Ld, d = p.Rs;
  const double r1 = Vd, r2 = Vq - w_el * psi;
  const double det = a * d - b * c;
  const double id = (r1 * d - b * r2) / det, iq = (a * r2 - c * r1) / det;
  const double tau = 1.5 * p.p * (psi * iq + (p.Lmd - p.Lmq) * id * iq);
  return {id, iq, tau};
}

// Machine (Y, floating star) on a symmetric sine source whose phasor leads the
// rotor d axis by delta; a huge load inertia holds the speed.
struct ConstantSpeedRig {
  static constexpr double wm = 100.0, V = 150.0, delta = 1.9;
  Model m{"rig"};
  SM_PermanentMagnet::Params params;
  explicit ConstantSpeedRig(SM_PermanentMagnet::Params p) : params(p) {
    const double w_el = p.p * wm;
    std::vector<double> phase;  // v_k = V cos(w_el t + delta - theta_k) = V sin(... + pi/2)
    for (int k = 0; k < 3; ++k) phase.push_back(delta + pi / 2 - 2 * pi * k / 3);
    auto& smpm = m.add<SM_PermanentMagnet>("smpm", p);
    auto& box = m.add<TerminalBox>("terminalBox");
    auto& source = m.add<polyphase::SineVoltage>(
        "source", polyphase::SineVoltage::Params{.V = V, .f = w_el / (2 * pi), .phase = phase});
    auto& star = m.add<polyphase::Star>("star");
    auto& ground = m.add<electrical::Ground>("ground");
    auto& load = m.add<rotational::Inertia>("load", rotational::Inertia::Params{.J = 1e12});
    m.connect(box.plug_sp, smpm.plug_sp);
    m.connect(box.plug_sn, smpm.plug_sn);
    m.connect(box.plugSupply, source.plug_p);
    m.connect(source.plug_n, star.plug_p);
    m.connect(star.pin_n, ground.p);
    m.connect(smpm.flange, load.flange_a);
    m.set_start("smpm.phiMechanical", 0.0, true);
    m.set_start("smpm.wMechanical", wm, true);
    m.set_start("smpm.idq_sr[1]", 0.0, true);
    m.set_start("smpm.idq_sr[2]", 0.0, true);
    if (p.use_damper_cage) {
      m.set_start("smpm.idq_dr[1]", 0.0, true);
      m.set_start("smpm.idq_dr[2]", 0.0, true);
    }
  }
};

SM_PermanentMagnet::Params salient(bool damper) {
  SM_PermanentMagnet::Params p{.use_damper_cage = damper};
  p.Lmq = 1.6 * p.Lmd;  // an interior-magnet machine: Lq > Ld
  p.friction_d = 0.05;  // N.m.s/rad: 5 N.m at the test speed
  return p;
}

void expect_steady_state(bool damper) {
  ConstantSpeedRig rig(salient(damper));
  const double t_end = 1.5;
  Results r = simulate(rig.m, {.t_stop = t_end, .output_interval = 1e-3, .rtol = 1e-9});
  const double w_el = rig.params.p * ConstantSpeedRig::wm;
  const double Vd = ConstantSpeedRig::V * std::cos(ConstantSpeedRig::delta);
  const double Vq = ConstantSpeedRig::V * std::sin(ConstantSpeedRig::delta);
  const SteadyState ss = closed_form(rig.params, w_el, Vd, Vq);
  const double I = std::hypot(ss.id, ss.iq);
  ASSERT_GT(I, 50.0);  // a load point well away from zero current
  EXPECT_NEAR(r.final("smpm.vdq_sr[1]"), Vd, 1e-6 * ConstantSpeedRig::V);
  EXPECT_NEAR(r.final("smpm.vdq_sr[2]"), Vq, 1e-6 * ConstantSpeedRig::V);
  EXPECT_NEAR(r.final("smpm.idq_sr[1]"), ss.id, 1e-5 * I);
  EXPECT_NEAR(r.final("smpm.idq_sr[2]"), ss.iq, 1e-5 * I);
  EXPECT_NEAR(r.final("smpm.tauElectrical"), ss.tau, 1e-5 * std::abs(ss.tau));
  // The shaft delivers the air-gap torque less the bearing friction.
  EXPECT_NEAR(r.final("smpm.tauShaft"), ss.tau - rig.params.friction_d * ConstantSpeedRig::wm,
              1e-5 * std::abs(ss.tau));
  // Phase currents: the phasor I*(cos, sin)(gamma + arg) seen in phases 1..3.
  const double gamma = w_el * t_end, arg = std::atan2(ss.iq, ss.id);
  for (int k = 0; k < 3; ++k) {
    const std::string name = "smpm.is[" + std::to_string(k + 1) + "]";
    EXPECT_NEAR(r.final(name), I * std::cos(gamma + arg - 2 * pi * k / 3), 1e-5 * I) << name;
  }
  EXPECT_NEAR(r.final("smpm.i_0_s"), 0.0, 1e-8 * I);  // floating star point
  if (damper) {
    EXPECT_NEAR(r.final("smpm.idq_dr[1]"), 0.0, 1e-5 * I);
    EXPECT_NEAR(r.final("smpm.idq_dr[2]"), 0.0, 1e-5 * I);
  }
}

TEST(Pmsm, SteadyStateAtConstantSpeedMatchesTheDqClosedForm) {
  expect_steady_state(false);
}

TEST(Pmsm, DamperCageCarriesNoCurrentInSteadyState) {
  expect_steady_state(true);
}

TEST(Pmsm, OpenCircuitVoltageIsVsOpenCircuitAtNominalFrequency) {
  // Terminals open (star point grounded): vs RMS = VsOpenCircuit at fsNominal.
  Model m("open");
  SM_PermanentMagnet::Params p{.use_damper_cage = false};
  auto& smpm = m.add<SM_PermanentMagnet>("smpm", p);
  auto& box = m.add<TerminalBox>("terminalBox");
  auto& ground = m.add<electrical::Ground>("ground");
  m.connect(*box.starpoint, ground.p);
  auto& load = m.add<rotational::Inertia>("load", rotational::Inertia::Params{.J = 1e12});
  m.connect(box.plug_sp, smpm.plug_sp);
  m.connect(box.plug_sn, smpm.plug_sn);
  m.connect(smpm.flange, load.flange_a);
  const double w_nominal = 2 * pi * p.fsNominal / p.p;
  m.set_start("smpm.phiMechanical", 0.0, true);
  m.set_start("smpm.wMechanical", w_nominal, true);
  Results r = simulate(m, {.t_stop = 0.02, .output_interval = 1e-4, .rtol = 1e-9});
  // With open terminals i = 0 and v_q = w_el psi_m, so vs[1] = -V sin(gamma) peaks at sqrt(2) V.
  const double V = std::sqrt(2.0) * p.VsOpenCircuit;
  for (double t : {0.0025, 0.005, 0.0135}) {
    const double gamma = p.p * w_nominal * t;
    EXPECT_NEAR(r.at("smpm.vs[1]", t), -V * std::sin(gamma), 1e-6 * V) << t;
    EXPECT_NEAR(r.at("smpm.is[1]", t), 0.0, 1e-9) << t;
  }
}

TEST(Pmsm, BadParametersNameTheComponentPath) {
  Model m("drive");
  try {
    m.add<SM_PermanentMagnet>("smpm", SM_PermanentMagnet::Params{.p = 0});
    FAIL() << "p = 0 accepted";
  } catch (const ModelError& e) {
    EXPECT_STREQ(e.what(),
                 "SM_PermanentMagnet 'smpm': parameter p = 0 (number of pole pairs) is "
                 "invalid: it must be an integer >= 1. Set smpm.p to a positive pole-pair "
                 "count.");
  }
  try {
    m.add<SM_PermanentMagnet>("smpm2", SM_PermanentMagnet::Params{.Lmd = -1e-3});
    FAIL() << "Lmd < 0 accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("SM_PermanentMagnet 'smpm2': parameter Lmd = "
                                         "-0.001 H (main field inductance, d axis) is invalid: "
                                         "it must be > 0."),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace acausal::drives

namespace acausal::drives {
namespace {

TEST(Pmsm, TerminalBoxInDeltaPutsEachWindingBetweenTwoLines) {
  // A polyphase resistor stands in for the winding: in D, winding k takes the
  // line-to-line voltage v_k - v_{k+1} = sqrt(3) V sin(w t - theta_k + pi/6).
  const double V = 100, f = 50, R = 2;
  Model m("d");
  auto& source =
      m.add<polyphase::SineVoltage>("source", polyphase::SineVoltage::Params{.V = V, .f = f});
  auto& star = m.add<polyphase::Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& box =
      m.add<TerminalBox>("terminalBox", TerminalBox::Params{.connection = TerminalConnection::D});
  auto& winding = m.add<polyphase::Resistor>("winding", polyphase::Resistor::Params{.R = R});
  m.connect(source.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  m.connect(source.plug_p, box.plugSupply);
  m.connect(box.plug_sp, winding.plug_p);
  m.connect(box.plug_sn, winding.plug_n);
  Results r = simulate(m, {.t_stop = 0.02, .output_interval = 1e-4, .rtol = 1e-9});
  for (double t : {0.0031, 0.0147})
    for (int k = 0; k < 3; ++k) {
      const double th = 2 * pi * k / 3, wt = 2 * pi * f * t;
      const std::string ix = "[" + std::to_string(k + 1) + "]";
      EXPECT_NEAR(r.at("winding.v" + ix, t), std::sqrt(3.0) * V * std::sin(wt - th + pi / 6),
                  1e-6 * V)
          << k << " " << t;
      // The supply line k carries winding k's current minus winding k-1's: 3 V/R sin(w t - th).
      EXPECT_NEAR(r.at("source.i" + ix, t), -3 * V / R * std::sin(wt - th), 1e-6 * V / R)
          << k << " " << t;
    }
}

TEST(Pmsm, FreeStatorTakesTheReactionTorque) {
  // With use_support and the housing free, no external torque acts: the angular
  // momentum Jr (wMechanical + wSupport) + Js wSupport stays zero.
  SM_PermanentMagnet::Params p{.Jr = 0.29, .Js = 0.6, .use_support = true};
  Model m("free");
  auto& smpm = m.add<SM_PermanentMagnet>("smpm", p);
  auto& box = m.add<TerminalBox>("terminalBox");
  auto& source =
      m.add<polyphase::SineVoltage>("source", polyphase::SineVoltage::Params{.V = 40.0, .f = 5.0});
  auto& star = m.add<polyphase::Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  m.connect(box.plug_sp, smpm.plug_sp);
  m.connect(box.plug_sn, smpm.plug_sn);
  m.connect(box.plugSupply, source.plug_p);
  m.connect(source.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  m.set_start("smpm.phiMechanical", 0.0, true);
  m.set_start("smpm.wMechanical", 0.0, true);
  m.set_start("smpm.support.phi", 0.0, true);
  m.set_start("smpm.wSupport", 0.0, true);
  m.set_start("smpm.idq_sr[1]", 0.0, true);
  m.set_start("smpm.idq_sr[2]", 0.0, true);
  m.set_start("smpm.idq_dr[1]", 0.0, true);
  m.set_start("smpm.idq_dr[2]", 0.0, true);
  Results r = simulate(m, {.t_stop = 0.3, .output_interval = 1e-3, .rtol = 1e-9});
  double largest_speed = 0.0;
  for (double t : {0.05, 0.1, 0.2, 0.3}) {
    const double wm = r.at("smpm.wMechanical", t), ws = r.at("smpm.wSupport", t);
    largest_speed = std::max(largest_speed, std::abs(wm));
    EXPECT_NEAR(p.Jr * (wm + ws) + p.Js * ws, 0.0, 1e-6 * (1 + std::abs(p.Js * ws))) << t;
    // The stator turns against the rotor: ws = -Jr/(Jr + Js) wMechanical.
    EXPECT_NEAR(ws, -p.Jr / (p.Jr + p.Js) * wm, 1e-6 * (1 + std::abs(wm))) << t;
  }
  EXPECT_GT(largest_speed, 1.0);  // the machine did turn
}

}  // namespace
}  // namespace acausal::drives
