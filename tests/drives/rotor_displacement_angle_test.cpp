// Rotor displacement angle sensor: a symmetric three-phase voltage against a
// flange turning synchronously at a known angle gives the angle in closed
// form (both ranges, below the threshold 0); a PM machine at no load reads 0,
// its back-EMF lying on the q axis as MSL defines the angle.
#include <cmath>
#include <numbers>

#include <gtest/gtest.h>

#include "components/drives/rotor_displacement_angle.hpp"
#include "components/electrical/ground.hpp"
#include "components/polyphase/sine_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "components/rotational/constant_speed.hpp"
#include "core/model/model.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"

namespace acausal::drives {
namespace {

using std::numbers::pi;

// v_k = V sin(w t - (k-1) 2 pi/3): phasor V exp(j (w t - pi/2)); the flange at
// phi0 + w t / p. The rotated phasor V exp(-j (pi + p phi0)): phi0 = -(pi +
// delta)/p reads delta (MSL SMEE_Generator starts its machine so).
double sensed_angle(double delta, bool positive_range, double threshold = 0, double V = 100) {
  const double p = 3, f = 50, w = 2 * pi * f;
  Model m("angle");
  m.add<polyphase::SineVoltage>("source", polyphase::SineVoltage::Params{.V = V, .f = f});
  m.add<polyphase::Star>("star");
  m.add<electrical::Ground>("ground");
  m.add<RotorDisplacementAngle>(
      "rotorDisplacementAngle",
      RotorDisplacementAngle::Params{
          .p = p, .positive_range = positive_range, .threshold = threshold});
  m.add<rotational::ConstantSpeed>("speed", rotational::ConstantSpeed::Params{.w_fixed = w / p});
  m.connect("source.plug_n", "star.plug_p");
  m.connect("star.pin_n", "ground.p");
  m.connect("source.plug_p", "rotorDisplacementAngle.plug_p");
  m.connect("source.plug_n", "rotorDisplacementAngle.plug_n");
  m.connect("speed.flange", "rotorDisplacementAngle.flange");
  m.set_start("speed.phi", -(pi + delta) / p, true);
  const Results r = simulate(m, {.t_stop = 0.05, .output_interval = 1e-4, .rtol = 1e-9});
  // Constant over the run.
  const double first = r.at("rotorDisplacementAngle.rotorDisplacementAngle", 0.0123);
  EXPECT_NEAR(r.final("rotorDisplacementAngle.rotorDisplacementAngle"), first, 1e-6);
  return first;
}

TEST(RotorDisplacementAngle, SynchronousFlangeReadsTheAngleOfTheVoltage) {
  EXPECT_NEAR(sensed_angle(0.3, false), 0.3, 1e-6);
  EXPECT_NEAR(sensed_angle(-2.5, false), -2.5, 1e-6);
  EXPECT_NEAR(sensed_angle(-2.5, true), 2 * pi - 2.5, 1e-6);
  EXPECT_NEAR(sensed_angle(2.0, true), 2.0, 1e-6);
  EXPECT_EQ(sensed_angle(0.3, false, /*threshold=*/200, /*V=*/100), 0.0);  // below the threshold
}

TEST(RotorDisplacementAngle, PermanentMagnetMachineAtNoLoadReadsZero) {
  auto m =
      models::find_model("Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_NoLoad")
          .build();
  m->add<RotorDisplacementAngle>("rotorDisplacementAngle", RotorDisplacementAngle::Params{.p = 2});
  m->add<polyphase::Star>("starSensor");
  m->connect("rotorDisplacementAngle.plug_p", "terminalBox.plugSupply");
  m->connect("rotorDisplacementAngle.plug_n", "starSensor.plug_p");
  m->connect("starSensor.pin_n", "ground.p");
  m->connect("rotorDisplacementAngle.flange", "smpm.flange");
  const Results r = simulate(*m, {.t_stop = 0.04, .output_interval = 1e-4, .rtol = 1e-8});
  for (double t : {0.005, 0.02, 0.04})
    EXPECT_NEAR(r.at("rotorDisplacementAngle.rotorDisplacementAngle", t), 0.0, 1e-6) << t;
}

}  // namespace
}  // namespace acausal::drives
