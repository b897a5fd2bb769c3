// Types registered by name (models/component_types.hpp) with their options,
// in small models built only from type names and checked against closed
// forms: the names reach the right classes and the options the right fields.
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "models/component_types.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using models::add_component;
using Table = std::vector<std::vector<double>>;

void connect_all(Model& m, std::initializer_list<std::pair<const char*, const char*>> pairs) {
  for (const auto& [a, b] : pairs) m.connect(a, b);
}

// A torque T on inertia J1 drives inertia J2 through a gear of ratio i and
// mesh efficiency eta (flange_a driving): J1 a1 = T - tau_a, J2 a2 = i eta
// tau_a, a1 = i a2, so w2(t) = T t / (J1 i + J2 / (i eta)).
TEST(ComponentTypesClosedForm, LossyGearEfficiency) {
  const double T = 3, J1 = 0.2, J2 = 5, i = 4, eta = 0.8, t_end = 1.5;
  Model m("lossy");
  add_component(m, "rotational.ConstantTorque", "torque", {{"tau_constant", T}});
  add_component(m, "rotational.Inertia", "motor", {{"J", J1}});
  add_component(m, "rotational.LossyGear", "gear",
                {{"ratio", i}, {"lossTable", Table{{0, eta, eta, 0, 0}}}});
  add_component(m, "rotational.Inertia", "load", {{"J", J2}});
  connect_all(m, {{"torque.flange", "motor.flange_a"},
                  {"motor.flange_b", "gear.flange_a"},
                  {"gear.flange_b", "load.flange_a"}});
  m.set_start("load.phi", 0.0, true);
  m.set_start("load.w", 0.0, true);
  const Results r = simulate(m, {.t_stop = t_end, .rtol = 1e-8});
  const double a2 = T / (J1 * i + J2 / (i * eta));
  EXPECT_NEAR(r.final("load.w"), a2 * t_end, 1e-6 * a2 * t_end);
  EXPECT_NEAR(r.final("motor.w"), i * a2 * t_end, 1e-6 * i * a2 * t_end);
  // The loss is (1 - eta) of the power into flange_a.
  const double w_a = i * a2 * t_end, tau_a = T - J1 * i * a2;
  EXPECT_NEAR(r.final("gear.lossPower"), (1 - eta) * tau_a * w_a, 1e-5 * tau_a * w_a);
}

// A one-way clutch, disengaged (f_normalized = 0), between a driven inertia A
// (flange_a) and an inertia B (flange_b): driven forward, A carries B along
// (stuck, a = T / (JA + JB)); driven backward, B overruns and stays at rest
// (a = T / JA).
TEST(ComponentTypesClosedForm, OneWayClutchCarriesForwardAndOverrunsBackward) {
  const double JA = 1, JB = 3, t_end = 1;
  for (double T : {2.0, -2.0}) {
    SCOPED_TRACE(T);
    Model m("freewheel");
    add_component(m, "rotational.ConstantTorque", "torque", {{"tau_constant", T}});
    add_component(m, "rotational.Inertia", "A", {{"J", JA}});
    add_component(m, "rotational.OneWayClutch", "clutch",
                  {{"mu_pos", Table{{0, 0.4}}}, {"peak", 1.1}, {"fn_max", 10.0}});
    add_component(m, "rotational.Inertia", "B", {{"J", JB}});
    add_component(m, "blocks.Constant", "engage", {{"k", 0.0}});
    connect_all(m, {{"torque.flange", "A.flange_a"},
                    {"A.flange_b", "clutch.flange_a"},
                    {"clutch.flange_b", "B.flange_a"},
                    {"engage.y", "clutch.f_normalized"}});
    m.set_start("A.phi", 0.0, true);
    m.set_start("A.w", 0.0, true);
    m.set_start("clutch.phi_rel", 0.0, true);
    m.set_start("clutch.w_rel", 0.0, true);
    const Results r = simulate(m, {.t_stop = t_end, .rtol = 1e-8});
    const double wA = T > 0 ? T / (JA + JB) * t_end : T / JA * t_end;
    const double wB = T > 0 ? wA : 0.0;
    EXPECT_NEAR(r.final("A.w"), wA, 1e-6);
    EXPECT_NEAR(r.final("B.w"), wB, 1e-6);
  }
}

// n first-order lags in series, w = 2 pi f / alpha, alpha = sqrt(2^(1/n) - 1):
// the step response 1 - exp(-w t) sum_{k<n} (w t)^k / k!, at t = 1/(2 pi f)
// where w t = 1 / alpha.
TEST(ComponentTypesClosedForm, CriticalDampingStepResponse) {
  for (int n : {1, 3}) {
    SCOPED_TRACE(n);
    const double f = 2.0, t_end = 1 / (2 * std::numbers::pi * f);
    Model m("filter");
    add_component(m, "blocks.Constant", "one", {{"k", 1.0}});
    add_component(m, "blocks.CriticalDamping", "filter",
                  {{"n", double(n)}, {"f", f}, {"initType", std::string("initial_state")}});
    m.connect("one.y", "filter.u");
    const Results r = simulate(m, {.t_stop = t_end, .rtol = 1e-10});
    const double wt = 1 / std::sqrt(std::pow(2.0, 1.0 / n) - 1);
    double sum = 0, term = 1;
    for (int k = 0; k < n; ++k) {
      sum += term;
      term *= wt / (k + 1);
    }
    EXPECT_NEAR(r.final("filter.y"), 1 - std::exp(-wt) * sum, 1e-7);
  }
}

// The Filter block by its choices: a first-order Butterworth low pass (one
// real pole at 2 pi f_cut, -3 dB at f_cut) from rest: y = 1 - exp(-2 pi f_cut t).
TEST(ComponentTypesClosedForm, FilterChoicesGiveAFirstOrderLowPass) {
  const double f_cut = 3.0, t_end = 0.1;
  Model m("filter");
  add_component(m, "blocks.Constant", "one", {{"k", 1.0}});
  add_component(m, "blocks.Filter", "filter",
                {{"analogFilter", std::string("butterworth")},
                 {"filterType", std::string("low_pass")},
                 {"order", 1.0},
                 {"f_cut", f_cut},
                 {"init", std::string("initial_state")}});
  m.connect("one.y", "filter.u");
  const Results r = simulate(m, {.t_stop = t_end, .rtol = 1e-10});
  EXPECT_NEAR(r.final("filter.y"), 1 - std::exp(-2 * std::numbers::pi * f_cut * t_end), 1e-7);
}

// A symmetric three-phase source in star (star point grounded) feeds three
// resistors whose other ends meet in a floating star: that star point stays
// at 0 V, each phase current is v_k / R.
TEST(ComponentTypesClosedForm, PolyphaseResistorsInStar) {
  const double V = 230 * std::sqrt(2.0), f = 50, R = 4, t_end = 0.0123;
  Model m("three_phase");
  add_component(m, "polyphase.SineVoltage", "source", {{"V", V}, {"f", f}});
  add_component(m, "polyphase.Star", "star_source");
  add_component(m, "electrical.Ground", "ground");
  add_component(m, "polyphase.Resistor", "load", {{"R", R}});
  add_component(m, "polyphase.Star", "star_load", {{"m", 3.0}});
  connect_all(m, {{"source.plug_n", "star_source.plug_p"},
                  {"star_source.pin_n", "ground.p"},
                  {"source.plug_p", "load.plug_p"},
                  {"load.plug_n", "star_load.plug_p"}});
  const Results r = simulate(m, {.t_stop = t_end, .rtol = 1e-9});
  for (int k = 1; k <= 3; ++k) {
    const double phase = -(k - 1) * 2 * std::numbers::pi / 3;
    const double i = V * std::sin(2 * std::numbers::pi * f * t_end + phase) / R;
    EXPECT_NEAR(r.final("load.i[" + std::to_string(k) + "]"), i, 1e-6 * V / R) << k;
  }
  EXPECT_NEAR(r.final("star_load.pin_n.v"), 0.0, 1e-6 * V);
}

// A vehicle on a slope, pushed by a constant wheel torque, with air drag and
// no rolling resistance: m_eff dv/dt = F - c v^2 with m_eff = m + J/R^2,
// F = tau/R - m g sin(atan(slope)), c = rho Cd A / 2, so
// v(t) = v_t tanh(t sqrt(F c) / m_eff), v_t = sqrt(F / c).
TEST(ComponentTypesClosedForm, VehicleAcceleratesAgainstDragAndSlope) {
  const double mass = 1200, J = 0.6, Rw = 0.3, A = 2.2, Cd = 0.3, rho = 1.2, slope = 0.05;
  const double tau = 900, g = 9.80665, t_end = 20;
  Model m("car");
  add_component(m, "rotational.ConstantTorque", "drive", {{"tau_constant", tau}});
  add_component(m, "translational.Vehicle", "vehicle",
                {{"m", mass},
                 {"J", J},
                 {"R", Rw},
                 {"A", A},
                 {"Cd", Cd},
                 {"rho", rho},
                 {"CrConstant", 0.0},
                 {"inclinationConstant", slope}});
  m.connect("drive.flange", "vehicle.flangeR");
  m.set_start("vehicle.s", 0.0, true);
  m.set_start("vehicle.v", 0.0, true);
  const Results r = simulate(m, {.t_stop = t_end, .rtol = 1e-9});
  const double m_eff = mass + J / (Rw * Rw);
  const double F = tau / Rw - mass * g * std::sin(std::atan(slope));
  const double c = rho * Cd * A / 2;
  const double v = std::sqrt(F / c) * std::tanh(t_end * std::sqrt(F * c) / m_eff);
  EXPECT_NEAR(r.final("vehicle.v"), v, 1e-6 * v);
  EXPECT_GT(v, 5.0);  // far enough along for the drag to matter
}

// A GTO thyristor between a 10 V source and a resistor R, fired at 0.5 s:
// off (v = s, i = Goff s) it passes Goff V / (1 + R Goff); on (v = Ron s,
// i = s) V / (R + Ron).
TEST(ComponentTypesClosedForm, GtoThyristorConductsOnceFired) {
  const double V = 10, R = 5, Ron = 0.01, Goff = 1e-3;
  Model m("gto");
  add_component(m, "electrical.ConstantVoltage", "source", {{"V", V}});
  add_component(m, "electrical.IdealGTOThyristor", "gto", {{"Ron", Ron}, {"Goff", Goff}});
  add_component(m, "electrical.Resistor", "load", {{"R", R}});
  add_component(m, "electrical.Ground", "ground");
  add_component(m, "blocks.Step", "fire", {{"height", 1.0}, {"start_time", 0.5}});
  connect_all(m, {{"source.p", "gto.p"},
                  {"gto.n", "load.p"},
                  {"load.n", "source.n"},
                  {"source.n", "ground.p"},
                  {"fire.y", "gto.fire"}});
  const Results r = simulate(m, {.t_stop = 1.0, .output_interval = 0.05});
  EXPECT_NEAR(r.at("load.i", 0.25), Goff * V / (1 + R * Goff), 1e-9);
  EXPECT_NEAR(r.final("load.i"), V / (R + Ron), 1e-9);
}

// A separately excited DC machine without load or friction settles where the
// back EMF equals the armature voltage: ia = 0, ie = Ve / Re, w = Va /
// (k ie) with k ie = (VaNominal - Ra IaNominal) / wNominal * ie / IeNominal.
TEST(ComponentTypesClosedForm, DcElectricalExcitedNoLoadSpeed) {
  const double Va = 80, Ve = 30, Re = 60, VaN = 110, IaN = 50, wN = 150, Ra = 0.1, IeN = 1;
  Model m("dc");
  add_component(m, "drives.DC_ElectricalExcited", "dcee",
                {{"VaNominal", VaN},
                 {"IaNominal", IaN},
                 {"wNominal", wN},
                 {"Ra", Ra},
                 {"Re", Re},
                 {"IeNominal", IeN}});
  add_component(m, "electrical.ConstantVoltage", "va", {{"V", Va}});
  add_component(m, "electrical.ConstantVoltage", "ve", {{"V", Ve}});
  add_component(m, "electrical.Ground", "ground");
  connect_all(m, {{"va.p", "dcee.pin_ap"},
                  {"va.n", "dcee.pin_an"},
                  {"ve.p", "dcee.pin_ep"},
                  {"ve.n", "dcee.pin_en"},
                  {"va.n", "ground.p"},
                  {"ve.n", "ground.p"}});
  const Results r = simulate(m, {.t_stop = 3.0, .rtol = 1e-9});
  const double ie = Ve / Re;
  EXPECT_NEAR(r.final("dcee.ie"), ie, 1e-9);
  EXPECT_NEAR(r.final("dcee.ia"), 0.0, 1e-6);
  EXPECT_NEAR(r.final("dcee.wMechanical"), Va / ((VaN - Ra * IaN) / wN * ie / IeN), 1e-6);
}

}  // namespace
}  // namespace acausal
