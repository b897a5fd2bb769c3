// Two-level inverters and carrier PWM: averaged leg voltages and power balance,
// pulse instants of the regular-sampled PWM, switched vs averaged means, and
// the diode taking the reverse current of a fired transistor.
#include <cmath>
#include <string>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/drives/averaged_inverter.hpp"
#include "components/drives/carrier_pwm.hpp"
#include "components/drives/foc_controller.hpp"
#include "components/drives/switched_inverter.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/inductor.hpp"
#include "components/polyphase/resistor.hpp"
#include "components/polyphase/signal_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::drives {
namespace {

constexpr double Vdc = 400.0, R = 5.0, L = 0.05, fc = 1e3;
constexpr double duty[3] = {0.8, 0.3, 0.55};

std::string ix(int k) {
  return "[" + std::to_string(k + 1) + "]";
}

// DC source -> inverter -> Y-connected R-L load with a floating star point;
// constant duty cycles.
Results run_rl(bool switched, double t_stop) {
  Model m("rig");
  auto& dc =
      m.add<electrical::ConstantVoltage>("dc", electrical::ConstantVoltage::Params{.V = Vdc});
  auto& ground = m.add<electrical::Ground>("ground");
  auto& r = m.add<polyphase::Resistor>("r", polyphase::Resistor::Params{.R = R});
  auto& l = m.add<polyphase::Inductor>("l", polyphase::Inductor::Params{.L = L});
  auto& star = m.add<polyphase::Star>("star");
  m.connect(dc.n, ground.p);
  m.connect(r.plug_n, l.plug_p);
  m.connect(l.plug_n, star.plug_p);
  std::vector<const Port*> duty_inputs;
  if (switched) {
    auto& inv = m.add<SwitchedInverter>("inverter");
    auto& pwm = m.add<CarrierPwm>("pwm", CarrierPwm::Params{.f_carrier = fc});
    m.connect(dc.p, inv.dc_p);
    m.connect(dc.n, inv.dc_n);
    m.connect(inv.ac, r.plug_p);
    for (std::size_t k = 0; k < 3; ++k) {
      m.connect(pwm.fire_p[k], inv.fire_p[k]);
      m.connect(pwm.fire_n[k], inv.fire_n[k]);
      duty_inputs.push_back(pwm.duty[k].port);
    }
  } else {
    auto& inv = m.add<AveragedInverter>("inverter");
    m.connect(dc.p, inv.dc_p);
    m.connect(dc.n, inv.dc_n);
    m.connect(inv.ac, r.plug_p);
    for (std::size_t k = 0; k < 3; ++k) duty_inputs.push_back(inv.duty[k].port);
  }
  for (int k = 0; k < 3; ++k) {
    auto& c = m.add<blocks::Constant>("duty" + std::to_string(k + 1),
                                      blocks::Constant::Params{.k = duty[k]});
    m.connect(c.y, *duty_inputs[static_cast<std::size_t>(k)]);
  }
  m.set_start("l.i[1]", 0.0, true);
  m.set_start("l.i[2]", 0.0, true);
  return simulate(m, {.t_stop = t_stop, .output_interval = 1e-5, .rtol = 1e-8});
}

double mean_duty() {
  return (duty[0] + duty[1] + duty[2]) / 3;
}

TEST(Inverter, AveragedLegsGiveDutyTimesVdcAndConservePower) {
  Results r = run_rl(false, 0.05);  // L/R = 10 ms: settled after 5 time constants
  double p_ac = 0.0;
  for (int k = 0; k < 3; ++k) {
    EXPECT_NEAR(r.final("inverter.ac.pin" + ix(k) + ".v"), duty[k] * Vdc, 1e-9 * Vdc);
    const double i = (duty[k] - mean_duty()) * Vdc / R * (1 - std::exp(-0.05 * R / L));
    EXPECT_NEAR(r.final("r.i" + ix(k)), i, 1e-6 * Vdc / R) << k;
    p_ac += r.final("r.v" + ix(k)) * r.final("r.i" + ix(k)) +
            r.final("l.v" + ix(k)) * r.final("l.i" + ix(k));
  }
  EXPECT_NEAR(r.final("inverter.vDC") * r.final("inverter.iDC"), p_ac, 1e-9 * Vdc * Vdc / R);
}

TEST(Inverter, CarrierPwmPulsesAreCentredAndLastDutyTimesThePeriod) {
  Results r = run_rl(true, 3e-3);
  const double T = 1 / fc;
  for (int k = 0; k < 3; ++k) {
    const std::string fire = "pwm.fire_p" + ix(k);
    const double on = (1 - duty[k]) * T / 2, off = (1 + duty[k]) * T / 2;
    for (double period : {0.0, 1.0, 2.0}) {
      const double t0 = period * T;
      EXPECT_EQ(r.at(fire, t0 + on - 0.02 * T), 0.0) << fire << " " << period;
      EXPECT_EQ(r.at(fire, t0 + on + 0.02 * T), 1.0) << fire << " " << period;
      EXPECT_EQ(r.at(fire, t0 + off - 0.02 * T), 1.0) << fire << " " << period;
      EXPECT_EQ(r.at(fire, t0 + off + 0.02 * T), 0.0) << fire << " " << period;
      // The leg follows its gate: at dc_p while fired, at dc_n otherwise.
      EXPECT_NEAR(r.at("inverter.ac.pin" + ix(k) + ".v", t0 + T / 2), duty[k] > 0 ? Vdc : 0.0,
                  1e-3 * Vdc);
    }
  }
}

TEST(Inverter, SwitchedCurrentsFollowTheAveragedOnesWithinTheRipple) {
  Results rs = run_rl(true, 0.02);
  Results ra = run_rl(false, 0.02);
  // Peak-to-peak ripple of a leg at duty d: about d (1 - d) Vdc T / L (< 2 A here).
  for (int k = 0; k < 3; ++k) {
    const std::string name = "r.i" + ix(k);
    for (double t : {0.0100, 0.0150, 0.0200})  // carrier period starts: ripple centre
      EXPECT_NEAR(rs.at(name, t), ra.at(name, t), 0.1) << name << " " << t;
  }
}

TEST(Inverter, FiredTransistorPassesReverseCurrentToItsDiode) {
  // Leg 1 fired to dc_p while a source pulls current back into the leg: the
  // diode conducts, so the AC pin sits a knee voltage above dc_p.
  Model m("leg");
  auto& dc =
      m.add<electrical::ConstantVoltage>("dc", electrical::ConstantVoltage::Params{.V = Vdc});
  auto& ground = m.add<electrical::Ground>("ground");
  auto& inv =
      m.add<SwitchedInverter>("inverter", SwitchedInverter::Params{.m = 1, .VkneeDiode = 0.7});
  auto& on = m.add<blocks::Constant>("on", blocks::Constant::Params{.k = 1});
  auto& off = m.add<blocks::Constant>("off", blocks::Constant::Params{.k = 0});
  auto& back = m.add<polyphase::SignalVoltage>("back", polyphase::SignalVoltage::Params{.m = 1});
  auto& rl = m.add<polyphase::Resistor>("rl", polyphase::Resistor::Params{.m = 1, .R = 1.0});
  auto& emf = m.add<blocks::Constant>("emf", blocks::Constant::Params{.k = Vdc + 10.7});
  auto& star = m.add<polyphase::Star>("star", polyphase::Star::Params{.m = 1});
  m.connect(dc.p, inv.dc_p);
  m.connect(dc.n, inv.dc_n);
  m.connect(dc.n, ground.p);
  m.connect(on.y, inv.fire_p[0]);
  m.connect(off.y, inv.fire_n[0]);
  m.connect(inv.ac, rl.plug_p);
  m.connect(rl.plug_n, back.plug_p);
  m.connect(back.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  m.connect(emf.y, back.u[0]);
  Results r = simulate(m, {.t_stop = 1e-3, .output_interval = 1e-4, .rtol = 1e-9});
  // 10 V across 1 Ohm: 10 A flow back through the upper diode.
  EXPECT_NEAR(r.final("inverter.ac.pin[1].v"), Vdc + 0.7, 1e-3);
  EXPECT_NEAR(r.final("rl.i[1]"), -10.0, 1e-3);
  // The blocking lower transistor and diode (Goff = 1e-5 S each) leak 2 Goff (Vdc + 0.7) to dc_n.
  EXPECT_NEAR(r.final("inverter.iDC"), -10.0 + 2e-5 * (Vdc + 0.7), 1e-4);
}

TEST(Inverter, ControllerRejectsAnIdRefBeyondTheCurrentLimit) {
  Model m("drive");
  try {
    m.add<FieldOrientedController>("foc",
                                   FieldOrientedController::Params{.I_max = 50, .id_ref = -60});
    FAIL() << "id_ref beyond I_max accepted";
  } catch (const ModelError& e) {
    EXPECT_STREQ(e.what(),
                 "FieldOrientedController 'foc': |id_ref| = 60 A leaves no q-axis current within "
                 "I_max = 50 A. Lower foc.id_ref or raise foc.I_max.");
  }
}

TEST(Inverter, TorqueControlNeedsAPositiveTorquePerAmpere) {
  Model m("drive");
  try {
    m.add<FieldOrientedController>(
        "foc", FieldOrientedController::Params{
                   .Ld = 1e-3, .Lq = 3e-3, .psi_m = 0.1, .id_ref = 60, .mode = FocMode::Torque});
    FAIL() << "psi_m + (Ld - Lq) id_ref = -0.02 accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("FieldOrientedController 'foc': psi_m + (Ld - Lq) id_ref "
                                         "= -0.02 Wb gives no positive torque per q-axis ampere"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace acausal::drives
