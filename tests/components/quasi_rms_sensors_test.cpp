// MSL Machines.Sensors.CurrentQuasiRMSSensor and VoltageQuasiRMSSensor against
// closed forms: the length of the space phasor over sqrt(2), blind to the
// zero-sequence component.
#include <cmath>

#include <gtest/gtest.h>

#include "components/drives/current_quasi_rms_sensor.hpp"
#include "components/drives/voltage_quasi_rms_sensor.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/resistor.hpp"
#include "components/polyphase/sine_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "core/model/model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

TEST(QuasiRmsSensors, GiveThePhasorLengthOverSqrt2WithoutTheZeroSequence) {
  // Symmetric 100 V amplitude with a common 20 V offset on a star of 10 Ohm
  // resistors: the offset drives 2 A of zero-sequence current per phase, which
  // a space phasor does not see.
  const double V = 100, offset = 20, R = 10;
  Model m("rms");
  auto& source = m.add<polyphase::SineVoltage>(
      "source", polyphase::SineVoltage::Params{.V = V, .f = 50, .offset = offset});
  auto& star = m.add<polyphase::Star>("star");
  auto& ground = m.add<electrical::Ground>("ground");
  auto& load = m.add<polyphase::Resistor>("load", polyphase::Resistor::Params{.R = R});
  auto& current = m.add<drives::CurrentQuasiRMSSensor>("current");
  auto& voltage = m.add<drives::VoltageQuasiRMSSensor>("voltage");
  m.connect(source.plug_n, star.plug_p);
  m.connect(star.pin_n, ground.p);
  m.connect(source.plug_p, current.plug_p);
  m.connect(current.plug_n, load.plug_p);
  m.connect(load.plug_n, star.plug_p);
  m.connect(voltage.plug_p, source.plug_p);
  m.connect(voltage.plug_n, source.plug_n);
  Results r = simulate(m, {.t_stop = 0.02, .output_interval = 1e-3, .rtol = 1e-9});
  for (double t : {0.0, 0.003, 0.012, 0.02}) {
    EXPECT_NEAR(r.at("voltage.V", t), V / std::sqrt(2.0), 1e-9) << t;
    EXPECT_NEAR(r.at("current.I", t), V / R / std::sqrt(2.0), 1e-9) << t;
    // The sensors are ideal: the load sees the source, the voltage path no current.
    EXPECT_NEAR(r.at("load.i[1]", t), (offset + V * std::sin(2 * M_PI * 50 * t)) / R, 1e-9);
  }
}

}  // namespace
}  // namespace acausal
