// WorldTorque and WorldForceAndTorque against closed forms: a body spinning
// freely about a fixed axis (α = n·τ / nᵀIn), and a pendulum pushed by a load
// given in its own (turning) axes versus the same inputs in world axes.
#include <cmath>

#include <gtest/gtest.h>

#include "components/blocks/sources.hpp"
#include "components/multibody/absolute_sensor.hpp"
#include "components/multibody/body.hpp"
#include "components/multibody/fixed_translation.hpp"
#include "components/multibody/revolute.hpp"
#include "components/multibody/world.hpp"
#include "components/multibody/world_force_and_torque.hpp"
#include "core/compile/compiled_model.hpp"
#include "solvers/simulation.hpp"

namespace acausal {
namespace {

using namespace multibody;
constexpr double kG = 9.81;

/// Constant sources on three inputs.
void feed(Model& m, const std::string& name, const std::array<signal::RealSignal, 3>& inputs,
          const Vector3d& value) {
  for (std::size_t i = 0; i < 3; ++i) {
    auto& k = m.add<blocks::Constant>(name + std::to_string(i + 1),
                                      blocks::Constant::Params{.k = value[i]});
    m.connect(k.y, inputs[i]);
  }
}

TEST(MultibodyExternalLoads, WorldTorqueSpinsAFreeBodyAtTorqueOverInertia) {
  // Revolute about n = (1, 1, 0)/√2 carrying a body with its CM on the axis
  // (gravity exerts no moment), I = diag(0.2, 0.3, 0.4): nᵀIn = 0.25, and a
  // torque τ = (0.5, 1.5, -2) gives α = n·τ / 0.25 = 2√2/0.25 whether it is
  // given in world or in frame_b axes (n is the same in both).
  const double alpha = (2.0 / std::sqrt(2.0)) / 0.25;
  for (const ResolveInFrame axes : {ResolveInFrame::world, ResolveInFrame::frame_b}) {
    Model m("spinner");
    auto& world = m.add<World>("world", World::Params{.g = kG});
    auto& rev = m.add<Revolute>("rev", Revolute::Params{.n = {1, 1, 0}});
    auto& body = m.add<Body>("body", Body::Params{.m = 3, .I_11 = 0.2, .I_22 = 0.3, .I_33 = 0.4});
    auto& drive = m.add<WorldTorque>("drive", WorldTorque::Params{.resolve_in_frame = axes});
    auto& sensor = m.add<AbsoluteSensor>(
        "sensor", AbsoluteSensor::Params{.resolve_in_frame = ResolveInFrame::world});
    feed(m, "tau", drive.torque, {0.5, 1.5, -2});
    m.connect(world.frame_b, rev.frame_a);
    m.connect(rev.frame_b, body.frame_a);
    m.connect(drive.frame_b, body.frame_a);
    m.connect(sensor.frame_a, rev.frame_b);
    Simulation sim(compile(m));
    Results r = sim.run({.t_stop = 2.0, .output_interval = 0.25, .rtol = 1e-10});
    const std::string label = axes == ResolveInFrame::world ? "world axes" : "frame_b axes";
    for (std::size_t k = 0; k < r.rows(); ++k) {
      EXPECT_NEAR(r.value(k, r.column("rev.a")), alpha, 1e-9) << label;
      for (int i = 0; i < 2; ++i)  // z = α n
        EXPECT_NEAR(r.value(k, r.column("sensor.z[" + std::to_string(i + 1) + "]")),
                    alpha / std::sqrt(2.0), 1e-9)
            << label;
    }
    EXPECT_NEAR(r.final("rev.phi"), alpha * 2.0 * 2.0 / 2, 1e-7) << label;
  }
}

TEST(MultibodyExternalLoads, LoadInTheLinkAxesTurnsWithTheLink) {
  // Pendulum about z: massless arm L = 0.8, 2 kg tip (I_33 = 0.001), gravity
  // -y; at the tip a force F = (3, 4, 0) and a torque (0, 0, 0.7). In the
  // link's axes F has a constant lever: I_O α = 4 L + 0.7 - m g L cos φ; in
  // world axes it has I_O α = L (4 cos φ - 3 sin φ) + 0.7 - m g L cos φ.
  const double L = 0.8, mass = 2, i_o = mass * L * L + 0.001;
  for (const ResolveInFrame axes : {ResolveInFrame::frame_b, ResolveInFrame::world}) {
    Model m("pushed_link");
    auto& world = m.add<World>("world", World::Params{.g = kG});
    auto& rev = m.add<Revolute>("rev");
    auto& arm = m.add<FixedTranslation>("arm", FixedTranslation::Params{.r = {L, 0, 0}});
    auto& tip = m.add<Body>("tip", Body::Params{.m = mass});
    auto& load =
        m.add<WorldForceAndTorque>("load", WorldForceAndTorque::Params{.resolve_in_frame = axes});
    feed(m, "f", load.force, {3, 4, 0});
    feed(m, "t", load.torque, {0, 0, 0.7});
    m.connect(world.frame_b, rev.frame_a);
    m.connect(rev.frame_b, arm.frame_a);
    m.connect(arm.frame_b, tip.frame_a);
    m.connect(load.frame_b, arm.frame_b);
    m.set_start("rev.phi", 0.4, true);
    Simulation sim(compile(m));
    Results r = sim.run({.t_stop = 2.0, .output_interval = 0.1, .rtol = 1e-10});
    const bool own = axes == ResolveInFrame::frame_b;
    double turned = 0;
    for (std::size_t k = 0; k < r.rows(); ++k) {
      const double phi = r.value(k, r.column("rev.phi"));
      const double c = std::cos(phi), s = std::sin(phi);
      const double lever = own ? 4 * L : L * (4 * c - 3 * s);
      EXPECT_NEAR(r.value(k, r.column("rev.a")), (lever + 0.7 - mass * kG * L * c) / i_o, 1e-8)
          << (own ? "frame_b" : "world") << " axes, phi = " << phi;
      turned = std::max(turned, std::fabs(phi - 0.4));
    }
    EXPECT_GT(turned, 1.0);  // far enough that the two resolutions differ
  }
}

TEST(MultibodyExternalLoads, LoadResolvedInAFrameItDoesNotHaveIsRefused) {
  Model m("wrong_axes");
  std::string msg = "(no error)";
  try {
    m.add<WorldTorque>("drive", WorldTorque::Params{.resolve_in_frame = ResolveInFrame::frame_a});
  } catch (const Error& e) {
    msg = e.what();
  }
  EXPECT_NE(msg.find("WorldTorque 'drive': resolve_in_frame = frame_a, but the load acts on "
                     "frame_b"),
            std::string::npos)
      << msg;
  EXPECT_NE(msg.find("Set resolve_in_frame to ResolveInFrame::world or ResolveInFrame::frame_b"),
            std::string::npos)
      << msg;
}

}  // namespace
}  // namespace acausal
