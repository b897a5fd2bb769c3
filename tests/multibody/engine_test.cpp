// Engines with planar crank-slider loops (MSL Loops.Engine1a, EngineV6 and
// its Utilities.Cylinder): the loops assemble on the branch of the start
// values (piston between the crank and the cylinder top), whether the loop is
// closed by a RevolutePlanarLoopConstraint or by a Revolute whose angle starts
// 120 deg away from its assembled value; the piston's acceleration agrees with
// an independent Lagrange model of one cylinder (crank angle as the only
// coordinate, closed-form loop kinematics, central differences).
#include <cmath>
#include <cstdio>
#include <numbers>

#include <gtest/gtest.h>

#include "components/multibody/body_box.hpp"
#include "components/multibody/body_cylinder.hpp"
#include "models/msl/multibody_engines.hpp"
#include "models/registry.hpp"
#include "solvers/simulation.hpp"
#include "tests/support/builtin_models.hpp"
#include "tests/support/reference.hpp"

namespace acausal {
namespace {

using models::msl::CylinderParams;
using models::msl::LoopCut;
constexpr double kDeg = std::numbers::pi / 180;
constexpr double kG = 9.80665;

// The MSL GasForce2 pressure curves [Pa] at x = 1 - s/L, compressing or not.
double gas_pressure(double x, double v_rel) {
  auto p = [&](double c4, double c3, double c2, double c1, double c0) {
    return (((c4 * x + c3) * x + c2) * x + c1) * x + c0;
  };
  if (v_rel < 0)
    return 1e5 * (x < 0.986061 ? p(177.4132, -287.2189, 151.8252, -24.9973, 2.4)
                               : p(2836360, -10569296, 14761814, -9158505, 2129670));
  return 1e5 * (x > 0.933 ? p(-3929704, 14748765, -20747000, 12964477, -3036495)
                          : p(145.930, -131.707, 17.3438, 17.9272, 2.4));
}

// One Cylinder (inclination 0, crank offset delta) on the EngineV6 load, as a
// one-coordinate Lagrange model: theta is the bearing angle.
class OneCylinderLagrange {
 public:
  OneCylinderLagrange(const Model& m, double delta) : delta_(delta) {
    auto body = [&](const char* path) -> multibody::BodyParams {
      const Component* c = m.find_child(path);
      if (auto* b = dynamic_cast<const multibody::BodyBox*>(c)) return b->body_params;
      return dynamic_cast<const multibody::BodyCylinder&>(*c).body_params;
    };
    // Crank parts: frame_a in the crank frame (after crankAngle1), CoM, I_xx.
    const std::array<std::pair<const char*, std::array<double, 2>>, 4> crank{
        {{"cylinder1.crank1", {0, 0}},
         {"cylinder1.crank2", {0, 0}},
         {"cylinder1.crank3", {0.1, 0}},
         {"cylinder1.crank4", {0.1, 0}}}};
    for (const auto& [path, frame] : crank) {
      const multibody::BodyParams p = body(path);
      crank_.push_back({p.m, frame[0] + p.r_CM[1], frame[1] + p.r_CM[2], p.I_11});
    }
    rod_ = body("cylinder1.connectingRod");
    piston_ = body("cylinder1.piston");
  }
  // Piston stroke s (prismatic coordinate along -y) and rod angle alpha about x.
  double rod_angle(double theta) const { return std::asin(-0.5 * std::sin(theta + delta_)); }
  double s(double theta) const {
    return 0.32 - 0.1 * std::cos(theta + delta_) - 0.2 * std::cos(rod_angle(theta));
  }
  double mass_matrix(double theta) const { return energy(theta, true); }
  double potential(double theta) const { return energy(theta, false); }
  /// d2 theta / dt2 and the piston's acceleration d2 s / dt2.
  std::pair<double, double> accelerations(double theta, double w) const {
    const double h = 1e-4;
    const double s1 = (s(theta + h) - s(theta - h)) / (2 * h);
    const double s2 = (s(theta + h) - 2 * s(theta) + s(theta - h)) / (h * h);
    const double dm = (mass_matrix(theta + h) - mass_matrix(theta - h)) / (2 * h);
    const double dv = (potential(theta + h) - potential(theta - h)) / (2 * h);
    const double area = std::numbers::pi * 0.1 * 0.1 / 4;
    const double gas = gas_pressure(1 - s(theta) / 0.22, s1 * w) * area;
    const double load = -100 * (w / 200) * (w / 200);
    const double acc = (gas * s1 + load - 0.5 * dm * w * w - dv) / mass_matrix(theta);
    return {acc, s2 * w * w + s1 * acc};
  }

 private:
  struct Part {
    double m, y, z, ixx;  // CoM in the crank frame (y, z)
  };
  // Kinetic (per unit speed squared, times 2) or potential energy.
  double energy(double theta, bool kinetic) const {
    const double h = 1e-6;
    auto positions = [&](double th) {
      std::vector<std::array<double, 3>> out;  // y, z, angle about x
      const double phi = th + delta_;
      for (const Part& p : crank_)
        out.push_back({p.y * std::cos(phi) - p.z * std::sin(phi),
                       p.y * std::sin(phi) + p.z * std::cos(phi), phi});
      const double a = rod_angle(th);
      const double py = 0.1 * std::cos(phi), pz = 0.1 * std::sin(phi);
      out.push_back({py + rod_.r_CM[1] * std::cos(a), pz + rod_.r_CM[1] * std::sin(a), a});
      out.push_back({0.32 - s(th) + piston_.r_CM[1], 0.0, 0.0});
      return out;
    };
    std::vector<double> masses, inertias;
    for (const Part& p : crank_) {
      masses.push_back(p.m);
      inertias.push_back(p.ixx);
    }
    masses.push_back(rod_.m);
    inertias.push_back(rod_.I_11);
    masses.push_back(piston_.m);
    inertias.push_back(0.0);
    const auto at = positions(theta);
    if (!kinetic) {
      double v = 0;
      for (std::size_t i = 0; i < at.size(); ++i) v += masses[i] * kG * at[i][0];
      return v;
    }
    const auto plus = positions(theta + h), minus = positions(theta - h);
    double m = 1.0;  // the load inertia J = 1 kg.m2
    for (std::size_t i = 0; i < at.size(); ++i) {
      const double dy = (plus[i][0] - minus[i][0]) / (2 * h);
      const double dz = (plus[i][1] - minus[i][1]) / (2 * h);
      const double da = (plus[i][2] - minus[i][2]) / (2 * h);
      m += masses[i] * (dy * dy + dz * dz) + inertias[i] * da * da;
    }
    return m;
  }
  double delta_;
  std::vector<Part> crank_;
  multibody::BodyParams rod_, piston_;
};

TEST(MultibodyEngine, OneCylinderWithCrankOffset90AssemblesOnTheStartBranchWithEitherCut) {
  // Crank offset 90 deg: the crank pin starts level with the shaft, the rod
  // leans 30 deg; b1 (rod to crank pin) turns by -120 deg. Closed by a
  // Revolute whose angle starts at 0, the skew-only orientation residue had a
  // root at +60 deg too (the mirrored assembly, cut forces reversed).
  for (const LoopCut cut : {LoopCut::planar, LoopCut::revolute}) {
    auto m =
        models::msl::multibody_engine_one_cylinder({.crankAngleOffset = 90 * kDeg, .cut = cut});
    const OneCylinderLagrange lagrange(*m, 90 * kDeg);
    Simulation sim(compile(*m));
    const Results r = sim.run({.t_stop = 0.05, .output_interval = 1e-3, .rtol = 1e-10});
    const double s0 = r.series("cylinder1.cylinder.s")[0];
    const double a0 = r.series("cylinder1.cylinder.a")[0];
    const auto [acc0, piston0] = lagrange.accelerations(0.0, 10.0);
    std::printf(
        "[ figures  ] one cylinder, crank offset 90 deg, %s cut: s(0) = %.6f m (Lagrange "
        "%.6f), piston a(0) = %.6f m/s2 (Lagrange %.6f), crank acc. %.6f rad/s2 "
        "(Lagrange %.6f)\n",
        cut == LoopCut::planar ? "planar" : "revolute", s0, lagrange.s(0), a0, piston0,
        r.series("load.a")[0], acc0);
    EXPECT_NEAR(s0, 0.32 - 0.2 * std::cos(30 * kDeg), 1e-9);
    EXPECT_NEAR(r.series("cylinder1.b2.phi")[0], -30 * kDeg, 1e-9);
    EXPECT_NEAR(a0, piston0, 1e-6 * std::fabs(piston0));
    EXPECT_NEAR(r.series("load.a")[0], acc0, 1e-6 * std::fabs(acc0));
    EXPECT_NEAR(a0, 47.2997, 1e-3);
    if (cut == LoopCut::revolute) {
      const double b1 = r.series("cylinder1.b1.phi")[0];
      EXPECT_NEAR(std::cos(b1), std::cos(-120 * kDeg), 1e-9);
      EXPECT_NEAR(std::sin(b1), std::sin(-120 * kDeg), 1e-9);
    }
    // Along the run: the equation of motion at the simulated crank state.
    const auto& t = r.times();
    const auto& theta = r.series("load.phi");
    const auto& w = r.series("load.w");
    const auto& a = r.series("cylinder1.cylinder.a");
    double worst = 0;
    for (std::size_t i = 0; i < t.size(); i += 5) {
      if (i > 0 && t[i] == t[i - 1]) continue;  // event rows
      worst = std::max(worst, std::fabs(a[i] - lagrange.accelerations(theta[i], w[i]).second) /
                                  (1 + std::fabs(a[i])));
    }
    EXPECT_LT(worst, 1e-5);
  }
}

TEST(MultibodyEngine, EngineV6TorqueAtStartIsTheSameForBothCutsOnEveryLoop) {
  // MSL EngineV6 with its six loops closed by RevolutePlanarLoopConstraints,
  // and the same engine closed by Revolutes (angles start at 0): 563.19 N.m at
  // t = 0 either way (332 N.m came from loops assembled mirrored).
  double torque[2] = {0, 0};
  for (const LoopCut cut : {LoopCut::planar, LoopCut::revolute}) {
    auto m = models::msl::multibody_engine_v6(cut);
    Simulation sim(compile(*m));
    const Results r = sim.run({.t_stop = 0.02, .output_interval = 1e-3, .rtol = 1e-8});
    torque[cut == LoopCut::planar ? 0 : 1] = r.series("engineTorque")[0];
    for (int i = 1; i <= 6; ++i) {
      // Every piston between the crank and the cylinder top: 0 <= s <= L = 0.22 m.
      const double s = r.series("cylinder" + std::to_string(i) + ".cylinder.s")[0];
      EXPECT_GE(s, 0.0) << "cylinder " << i;
      EXPECT_LE(s, 0.22) << "cylinder " << i;
    }
    std::printf("[ figures  ] EngineV6, %s cuts: engineTorque(0) = %.6f N.m, at 20 ms %.6f N.m\n",
                cut == LoopCut::planar ? "planar" : "revolute", r.series("engineTorque")[0],
                r.final("engineTorque"));
  }
  EXPECT_NEAR(torque[0], 563.186, 1e-3);
  EXPECT_NEAR(torque[1], torque[0], 1e-6 * torque[0]);
}

TEST(MultibodyEngine, Engine1aFollowsTheMslReference) {
  const std::string dir = testing::msl_case_dir("Mechanics.MultiBody.Examples.Loops.Engine1a");
  if (dir.empty()) GTEST_SKIP() << "MSL reference Engine1a absent (../shared/reference/msl)";
  const models::ModelEntry& entry =
      models::find_model("Modelica.Mechanics.MultiBody.Examples.Loops.Engine1a");
  Simulation sim(compile(*entry.build()));
  SimulationOptions options = entry.defaults;
  options.rtol = 1e-9;
  const Results r = sim.run(options);
  const testing::ReferenceTable ref = testing::read_reference(dir, "Engine1a.csv");
  // At 5 s, rtol 1e-9 (1e-10): 53.41504 rad, 11.640328 rad/s; Dymola (rtol
  // 1e-6): 53.415197, 11.640358; ours at rtol 1e-6: 53.41415, 11.63968.
  std::printf(
      "[ figures  ] Engine1a at 5 s: inertia.phi %.6f (MSL %.6f) rad, inertia.w %.6f (MSL "
      "%.6f) rad/s\n",
      r.final("inertia.phi"), ref.column("inertia.phi").back(), r.final("inertia.w"),
      ref.column("inertia.w").back());
  EXPECT_NEAR(r.final("inertia.w"), ref.column("inertia.w").back(), 1e-4);
  EXPECT_NEAR(r.final("inertia.phi"), ref.column("inertia.phi").back(), 5e-4);
  const testing::TubeResult tube = testing::tube_compare(dir, r, {"inertia.phi", "inertia.w"});
  if (tube.ran) {
    EXPECT_TRUE(tube.passed) << tube.output;
  }
}

// EngineV6_analytic's cylinder i: the crank pin e = 0.05 m off the axis at
// theta = phi + offset_i, the cylinder inclined by alpha_i, rod L = 0.175 m,
// piston frame 0.1 m above its pin, top at 0.42 m: s = 0.42 - 0.1 - (e
// cos(theta - alpha) + sqrt(L^2 - e^2 sin^2(theta - alpha))).
double analytic_piston_s(double phi, double offset_deg, double inclination_deg) {
  const double deg = std::numbers::pi / 180;
  const double a = phi + (offset_deg - inclination_deg) * deg;
  const double e = 0.05, L = 0.175;
  return 0.42 - 0.1 - (e * std::cos(a) + std::sqrt(L * L - e * e * std::sin(a) * std::sin(a)));
}

TEST(MultibodyEngine, EngineV6AnalyticFollowsItsLoopClosuresAndDymola) {
  const testing::ExampleRun run =
      testing::run_example("Modelica.Mechanics.MultiBody.Examples.Loops.EngineV6_analytic");
  const Results& r = run.results;
  constexpr double kOffset[6] = {-30, 90, 210, 210, 90, -30};
  constexpr double kInclination[6] = {-30, 30, -30, 30, -30, 30};
  // Every recorded row (interpolating between rows would not follow the loop).
  const int phi_column = r.column("load.phi");
  for (int i = 0; i < 6; ++i) {
    const std::string s = "cylinder" + std::to_string(i + 1) + ".jointRRP.prismatic.s";
    const int s_column = r.column(s);
    double worst = 0;
    std::size_t worst_row = 0;
    for (std::size_t row = 0; row < r.rows(); ++row) {
      const double error =
          std::abs(r.value(row, s_column) -
                   analytic_piston_s(r.value(row, phi_column), kOffset[i], kInclination[i]));
      if (error > worst) {
        worst = error;
        worst_row = row;
      }
    }
    EXPECT_LT(worst, 1e-9) << s << " at t = " << r.times()[worst_row];
  }
  // MAP-LIB reference (Dymola 2020x, DASSL rtol 1e-6; 124 state events, the
  // gas forces' compression/expansion switches): filter.x[1](0) = 238.056149
  // (steady state on the engine torque), load.w at 0.1, 0.5 and 1.01 s =
  // 35.872817, 133.266547, 228.245115 rad/s, load.phi(1.01) = 130.432525 rad;
  // tolerances are the 2e-3 tube's half-heights.
  EXPECT_NEAR(r.series("filter.x[1]")[0], 238.056149, 0.5);
  EXPECT_NEAR(r.at("load.w", 0.1), 35.872817, 0.45);
  EXPECT_NEAR(r.at("load.w", 0.5), 133.266547, 0.45);
  EXPECT_NEAR(r.final("load.w"), 228.245115, 0.45);
  EXPECT_NEAR(r.final("load.phi"), 130.432525, 0.26);
  std::printf(
      "[ figures  ] EngineV6_analytic at 1.01 s: load.w %.6f (Dymola 228.245115), "
      "load.phi %.6f (130.432525); %ld state events (Dymola 124)\n",
      r.final("load.w"), r.final("load.phi"), run.statistics.state_events);
  // Dymola counts 124: the pistons of cylinders 1 and 4, 2 and 5, 3 and 6
  // reverse at one instant (their crank angles differ by pi), one event for
  // each pair (166 before such crossings were handled together).
  EXPECT_NEAR(static_cast<double>(run.statistics.state_events), 124, 0.05 * 124);
}

}  // namespace
}  // namespace acausal
