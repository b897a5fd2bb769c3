// Polyphase plugs, star and delta connections on a symmetric sine source:
// line-to-line voltages, delta currents and the star point, in closed form;
// a signal current source into a resistor star.
#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/delta.hpp"
#include "components/polyphase/inductor.hpp"
#include "components/polyphase/plug_to_pin.hpp"
#include "components/polyphase/resistor.hpp"
#include "components/polyphase/signal_current.hpp"
#include "components/polyphase/sine_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal::polyphase {
namespace {

constexpr double pi = std::numbers::pi;
constexpr double V = 325.0, f = 50.0, R = 10.0, offset = 7.0;

std::string ix(int k) {
  return "[" + std::to_string(k + 1) + "]";
}

// source (star grounded) -> resistor with the given connection.
Results run(bool delta, double source_offset = 0.0) {
  Model m("grid");
  auto& source =
      m.add<SineVoltage>("source", SineVoltage::Params{.V = V, .f = f, .offset = source_offset});
  auto& star = m.add<Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& load = m.add<Resistor>("load", Resistor::Params{.R = R});
  m.connect(source.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  m.connect(source.plug_p, load.plug_p);
  if (delta) {
    auto& d = m.add<Delta>("delta");
    m.connect(d.plug_p, load.plug_p);
    m.connect(d.plug_n, load.plug_n);
  } else {
    auto& load_star = m.add<Star>("loadStar");  // floating star point
    m.connect(load.plug_n, load_star.plug_p);
  }
  return simulate(m, {.t_stop = 0.02, .output_interval = 1e-4, .rtol = 1e-9});
}

TEST(Polyphase, DeltaLoadSeesLineVoltagesSqrt3LargerAndLeading30Degrees) {
  Results r = run(true);
  for (double t : {0.0013, 0.0071, 0.0152}) {
    const double w = 2 * pi * f * t;
    for (int k = 0; k < 3; ++k) {
      const double th = 2 * pi * k / 3;
      // v_k - v_{k+1} = sqrt(3) V sin(wt - theta_k + pi/6).
      const double v_line = std::sqrt(3.0) * V * std::sin(w - th + pi / 6);
      EXPECT_NEAR(r.at("load.v" + ix(k), t), v_line, 1e-6 * V) << k << " " << t;
      // Line current i_k = iR_k - iR_{k-1} = 3 V/R sin(wt - theta_k).
      EXPECT_NEAR(r.at("source.i" + ix(k), t), -3 * V / R * std::sin(w - th), 1e-6 * V / R)
          << k << " " << t;
    }
  }
}

TEST(Polyphase, FloatingStarPointTakesTheZeroSequenceVoltage) {
  Results r = run(false, offset);
  for (double t : {0.0021, 0.0117}) {
    const double w = 2 * pi * f * t;
    EXPECT_NEAR(r.at("loadStar.pin_n.v", t), offset, 1e-6 * V) << t;
    for (int k = 0; k < 3; ++k)
      EXPECT_NEAR(r.at("load.i" + ix(k), t), V / R * std::sin(w - 2 * pi * k / 3), 1e-6 * V / R)
          << k << " " << t;
  }
}

TEST(Polyphase, BadPhaseCountsAreReportedWithThePath) {
  Model m("grid");
  try {
    m.add<Resistor>("r", Resistor::Params{.m = 0});
    FAIL() << "m = 0 accepted";
  } catch (const ModelError& e) {
    EXPECT_STREQ(e.what(),
                 "polyphase.Resistor 'r': parameter m = 0 (number of phases) is invalid: it "
                 "must be >= 1. Set r.m to a larger phase count.");
  }
  EXPECT_THROW(
      {
        try {
          m.add<Delta>("d", Delta::Params{.m = 1});
        } catch (const ModelError& e) {
          EXPECT_NE(std::string(e.what()).find("polyphase.Delta 'd': parameter m = 1"),
                    std::string::npos);
          throw;
        }
      },
      ModelError);
  try {
    m.add<SineVoltage>("s", SineVoltage::Params{.phase = {0.0, 1.0}});
    FAIL() << "two phase angles for three phases accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find(
                  "polyphase.SineVoltage 's': 2 phase angles given for m = 3 phases"),
              std::string::npos)
        << e.what();
  }
  try {
    m.add<PlugToPin>("p2p", PlugToPin::Params{.m = 3, .k = 4});
    FAIL() << "k = 4 accepted";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("'p2p': parameter k = 4 (phase index)"), std::string::npos)
        << e.what();
  }
}

TEST(Polyphase, PlugsOfDifferentPhaseCountsDoNotConnect) {
  Model m("grid");
  auto& a = m.add<Resistor>("a", Resistor::Params{.m = 3});
  auto& b = m.add<Resistor>("b", Resistor::Params{.m = 2});
  try {
    m.connect(a.plug_n, b.plug_p);
    FAIL() << "3-phase plug connected to a 2-phase plug";
  } catch (const ModelError& e) {
    const std::string msg = e.what();
    EXPECT_NE(msg.find("electrical plug (m = 3)"), std::string::npos) << msg;
    EXPECT_NE(msg.find("electrical plug (m = 2)"), std::string::npos) << msg;
  }
}

// Three signal currents 1, 2, -3 A into a grounded star of 10 Ohm: v[k] = R i[k]
// across each source (current flows from plug_p through the source to plug_n).
TEST(Polyphase, SignalCurrentsDriveTheirPhases) {
  Model m("currents");
  auto& source = m.add<SignalCurrent>("source");
  auto& load = m.add<Resistor>("load", Resistor::Params{.R = R});
  auto& star = m.add<Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  const double current[3] = {1.0, 2.0, -3.0};
  for (int k = 0; k < 3; ++k) {
    auto& c = m.add<blocks::Constant>("i" + std::to_string(k + 1),
                                      blocks::Constant::Params{.k = current[k]});
    m.connect(c.y, source.i[static_cast<std::size_t>(k)]);
  }
  m.connect(source.plug_n, load.plug_p);
  m.connect(load.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  m.connect(source.plug_p, star.plug_p);
  const Results r = simulate(m, {.t_stop = 1e-3});
  for (int k = 0; k < 3; ++k) {
    // The source pushes i[k] into load.plug_p: load.v[k] = R i[k], source.v[k] = -R i[k].
    EXPECT_NEAR(r.final("load.i" + ix(k)), current[k], 1e-12);
    EXPECT_NEAR(r.final("source.v" + ix(k)), -R * current[k], 1e-9);
  }
}

}  // namespace
}  // namespace acausal::polyphase

namespace acausal::polyphase {
namespace {

TEST(Polyphase, InductorCurrentsLagTheSourceByAQuarterPeriod) {
  // Star source -> star-connected inductors (neutrals joined): i_k = -V/(w L) cos(w t - theta_k)
  // from zero initial currents... plus the constant V/(w L) cos(theta_k) left by the start.
  const double L = 0.02, w = 2 * pi * f;
  Model m("grid");
  auto& source = m.add<SineVoltage>("source", SineVoltage::Params{.V = V, .f = f});
  auto& star = m.add<Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& coil = m.add<Inductor>("coil", Inductor::Params{.L = L, .i_start = 0.0});
  auto& coil_star = m.add<Star>("coilStar");
  m.connect(source.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  m.connect(source.plug_p, coil.plug_p);
  m.connect(coil.plug_n, coil_star.plug_p);
  m.connect(coil_star.pin_n, ground.p);
  Results r = simulate(m, {.t_stop = 0.03, .output_interval = 1e-4, .rtol = 1e-10});
  for (double t : {0.004, 0.0173, 0.029})
    for (int k = 0; k < 3; ++k) {
      const double th = 2 * pi * k / 3;
      // L di/dt = V sin(w t - th), i(0) = 0.
      const double i = V / (w * L) * (std::cos(-th) - std::cos(w * t - th));
      EXPECT_NEAR(r.at("coil.i" + ix(k), t), i, 1e-6 * V / (w * L)) << k << " " << t;
    }
}

}  // namespace
}  // namespace acausal::polyphase
