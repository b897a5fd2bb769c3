// Modelica.Mechanics.Translational.Examples (MSL 4.0.0), with MSL's names,
// parameters and connections.
#include <cmath>

#include "components/blocks/combi_time_table.hpp"
#include "components/blocks/math.hpp"
#include "components/blocks/sources.hpp"
#include "components/rotational/torque.hpp"
#include "components/thermal/heat_capacitor.hpp"
#include "components/translational/acc_sensor.hpp"
#include "components/translational/accelerate.hpp"
#include "components/translational/brake.hpp"
#include "components/translational/damper.hpp"
#include "components/translational/eddy_current_force.hpp"
#include "components/translational/elasto_gap.hpp"
#include "components/translational/fixed.hpp"
#include "components/translational/force.hpp"
#include "components/translational/force_sensor.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/mass_with_stop_and_friction.hpp"
#include "components/translational/multi_sensor.hpp"
#include "components/translational/position_sensor.hpp"
#include "components/translational/rod.hpp"
#include "components/translational/speed_sensor.hpp"
#include "components/translational/spring.hpp"
#include "components/translational/spring_damper.hpp"
#include "components/translational/support_friction.hpp"
#include "components/translational/vehicle.hpp"
#include "models/msl/msl_examples.hpp"

namespace acausal::models::msl {

using namespace translational;

std::unique_ptr<Model> translational_accelerate() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.Accelerate");
  auto& accelerate = m->add<Accelerate>("accelerate");
  auto& mass = m->add<Mass>("mass", Mass::Params{.m = 1, .L = 1});
  auto& constantAcc = m->add<blocks::Constant>("constantAcc", blocks::Constant::Params{.k = 1});
  m->connect(accelerate.flange, mass.flange_a);
  m->connect(constantAcc.y, accelerate.a_ref);
  return m;
}

std::unique_ptr<Model> translational_damper() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.Damper");
  for (const char* mass : {"mass1", "mass2", "mass3"}) {
    m->add<Mass>(mass, Mass::Params{.m = 1, .L = 1});
    m->set_start(std::string(mass) + ".s", 3.0, true);
    m->set_start(std::string(mass) + ".v", 10.0, true);
  }
  auto& damper1 = m->add<Damper>("damper1", Damper::Params{.d = 25});
  auto& fixed1 = m->add<Fixed>("fixed1", Fixed::Params{.s0 = 4.5});
  auto& damper2 = m->add<Damper>("damper2", Damper::Params{.d = 25});
  auto& fixed2 = m->add<Fixed>("fixed2", Fixed::Params{.s0 = 4.5});
  auto& fixed3 = m->add<Fixed>("fixed3", Fixed::Params{.s0 = 4.5});
  auto& spring2 = m->add<Spring>("spring2", Spring::Params{.c = 1, .s_rel0 = 1});
  auto& springDamper3 =
      m->add<SpringDamper>("springDamper3", SpringDamper::Params{.c = 1, .d = 25, .s_rel0 = 1});
  m->connect("mass1.flange_b", "damper1.flange_a");
  m->connect("mass2.flange_b", "damper2.flange_a");
  m->connect(damper2.flange_b, spring2.flange_b);
  m->connect(damper2.flange_a, spring2.flange_a);
  m->connect("mass3.flange_b", "springDamper3.flange_a");
  m->connect(damper1.flange_b, fixed1.flange);
  m->connect(damper2.flange_b, fixed2.flange);
  m->connect(springDamper3.flange_b, fixed3.flange);
  return m;
}

std::unique_ptr<Model> translational_initial_conditions() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.InitialConditions");
  auto& fixed2 = m->add<Fixed>("fixed2", Fixed::Params{.s0 = 1});
  auto& s2 = m->add<Spring>("s2", Spring::Params{.c = 1e3, .s_rel0 = 2});
  auto& m3 = m->add<Mass>("m3", Mass::Params{.m = 1, .L = 3});
  auto& sd2 = m->add<SpringDamper>("sd2", SpringDamper::Params{.c = 111, .d = 1, .s_rel0 = 4});
  auto& m4 = m->add<Mass>("m4", Mass::Params{.m = 1, .L = 5});
  auto& fixed1 = m->add<Fixed>("fixed1", Fixed::Params{.s0 = -1});
  auto& s1 = m->add<Spring>("s1", Spring::Params{.c = 1e3, .s_rel0 = 1});
  auto& m1 = m->add<Mass>("m1", Mass::Params{.m = 1, .L = 1});
  auto& sd1 = m->add<SpringDamper>("sd1", SpringDamper::Params{.c = 111, .d = 1, .s_rel0 = 1});
  auto& m2 = m->add<Mass>("m2", Mass::Params{.m = 1, .L = 2});
  m->set_start("m3.s", 4.5, true);
  m->set_start("m3.v", 0.0, true);
  m->set_start("m4.s", 12.5, true);
  m->set_start("m4.v", 0.0, true);
  m->set_start("s1.s_rel", 0.5, true);
  m->set_start("m1.v", 0.0, true);
  m->set_start("sd1.s_rel", 1.0, true);
  m->set_start("sd1.v_rel", 0.0, true);
  m->connect(s2.flange_a, fixed2.flange);
  m->connect(s1.flange_a, fixed1.flange);
  m->connect(m1.flange_a, s1.flange_b);
  m->connect(sd1.flange_a, m1.flange_b);
  m->connect(m2.flange_a, sd1.flange_b);
  m->connect(m4.flange_a, sd2.flange_b);
  m->connect(sd2.flange_a, m3.flange_b);
  m->connect(m3.flange_a, s2.flange_b);
  return m;
}

std::unique_ptr<Model> translational_sign_convention() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.SignConvention");
  for (const char* mass : {"mass1", "mass2", "mass3"}) {
    m->add<Mass>(mass, Mass::Params{.m = 1, .L = 1});
    m->set_start(std::string(mass) + ".s", 0.0, true);
    m->set_start(std::string(mass) + ".v", 0.0, true);
  }
  auto& force1 = m->add<Force>("force1");
  auto& constant1 = m->add<blocks::Constant>("constant1", blocks::Constant::Params{.k = 1});
  auto& force2 = m->add<Force>("force2");
  auto& constant2 = m->add<blocks::Constant>("constant2", blocks::Constant::Params{.k = 1});
  auto& force3 = m->add<Force>("force3", Force::Params{.use_support = true});
  auto& constant3 = m->add<blocks::Constant>("constant3", blocks::Constant::Params{.k = 1});
  auto& fixed = m->add<Fixed>("fixed");
  m->connect(constant1.y, force1.f);
  m->connect(constant2.y, force2.f);
  m->connect(constant3.y, force3.f);
  m->connect(force1.flange, m->port_at("mass1.flange_a"));
  m->connect(force2.flange, m->port_at("mass2.flange_b"));
  m->connect(m->port_at("mass3.flange_b"), force3.flange);
  m->connect(fixed.flange, m->port_at("force3.support"));
  return m;
}

std::unique_ptr<Model> translational_why_arrows() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.WhyArrows");
  auto& fixed = m->add<Fixed>("fixed");
  auto& rod1 = m->add<Rod>("rod1", Rod::Params{.L = 1});
  auto& rod2 = m->add<Rod>("rod2", Rod::Params{.L = 1});
  auto& rod3 = m->add<Rod>("rod3", Rod::Params{.L = 1});
  auto& positionSensor2 = m->add<PositionSensor>("positionSensor2");
  auto& positionSensor1 = m->add<PositionSensor>("positionSensor1");
  auto& positionSensor3 = m->add<PositionSensor>("positionSensor3");
  auto& fixed1 = m->add<Fixed>("fixed1", Fixed::Params{.s0 = -1.9});
  auto& spring1 = m->add<Spring>("spring1", Spring::Params{.c = 11, .s_rel0 = 2});
  auto& mass1 = m->add<Mass>("mass1", Mass::Params{.m = 1, .L = 2});
  auto& fixed2 = m->add<Fixed>("fixed2", Fixed::Params{.s0 = -1.9});
  auto& spring2 = m->add<Spring>("spring2", Spring::Params{.c = 11, .s_rel0 = 2});
  auto& inertia2 = m->add<Mass>("inertia2", Mass::Params{.m = 1, .L = 2});
  for (const char* mass : {"mass1", "inertia2"}) {
    m->set_start(std::string(mass) + ".s", 0.0, true);
    m->set_start(std::string(mass) + ".v", 0.0, true);
  }
  m->connect(spring1.flange_b, mass1.flange_b);
  m->connect(spring2.flange_b, inertia2.flange_b);
  m->connect(rod3.flange_b, positionSensor3.flange);
  m->connect(rod1.flange_a, positionSensor1.flange);
  m->connect(rod1.flange_b, fixed.flange);
  m->connect(rod3.flange_a, fixed.flange);
  m->connect(fixed.flange, rod2.flange_a);
  m->connect(rod2.flange_b, positionSensor2.flange);
  m->connect(fixed1.flange, spring1.flange_a);
  m->connect(fixed2.flange, spring2.flange_a);
  return m;
}

std::unique_ptr<Model> translational_sensors() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.Sensors");
  auto& forceSensor = m->add<ForceSensor>("forceSensor");
  auto& multiSensor = m->add<MultiSensor>("multiSensor");
  auto& speedSensor1 = m->add<SpeedSensor>("speedSensor1");
  auto& positionSensor1 = m->add<PositionSensor>("positionSensor1");
  auto& accSensor1 = m->add<AccSensor>("accSensor1");
  auto& positionSensor2 = m->add<PositionSensor>("positionSensor2");
  auto& mass = m->add<Mass>("mass", Mass::Params{.m = 1, .L = 1});
  auto& force = m->add<Force>("force");
  auto& sineForce =
      m->add<blocks::Sine>("sineForce", blocks::Sine::Params{.amplitude = 10, .f = 4});
  m->set_start("mass.s", 0.0, true);
  m->set_start("mass.v", 0.0, true);
  m->connect(sineForce.y, force.f);
  m->connect(forceSensor.flange_a, force.flange);
  m->connect(mass.flange_a, positionSensor1.flange);
  m->connect(mass.flange_a, speedSensor1.flange);
  m->connect(mass.flange_a, accSensor1.flange);
  m->connect(mass.flange_b, positionSensor2.flange);
  m->connect(forceSensor.flange_b, multiSensor.flange_a);
  m->connect(multiSensor.flange_b, mass.flange_a);
  return m;
}

std::unique_ptr<Model> translational_elasto_gap() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.ElastoGap");
  const double d = 1.5;
  auto& fixed = m->add<Fixed>("fixed");
  auto& rod1 = m->add<Rod>("rod1", Rod::Params{.L = 2});
  auto& rod2 = m->add<Rod>("rod2", Rod::Params{.L = 2});
  auto& springDamper1 =
      m->add<SpringDamper>("springDamper1", SpringDamper::Params{.c = 10, .d = d, .s_rel0 = 1});
  auto& springDamper2 =
      m->add<SpringDamper>("springDamper2", SpringDamper::Params{.c = 10, .d = d, .s_rel0 = 1});
  auto& mass1 = m->add<Mass>("mass1", Mass::Params{.m = 1, .L = 0});
  auto& elastoGap1 =
      m->add<ElastoGap>("elastoGap1", ElastoGap::Params{.c = 10, .d = d, .s_rel0 = 1.5});
  auto& elastoGap2 =
      m->add<ElastoGap>("elastoGap2", ElastoGap::Params{.c = 10, .d = d, .s_rel0 = 1.5});
  auto& mass2 = m->add<Mass>("mass2", Mass::Params{.m = 1, .L = 0});
  m->set_start("springDamper1.s_rel", 1.0, false);
  m->set_start("springDamper2.s_rel", 1.0, false);
  m->set_start("elastoGap1.s_rel", 1.5, false);
  m->set_start("elastoGap2.s_rel", 1.5, false);
  m->set_start("mass1.s", 2.0, true);
  m->set_start("mass1.v", 0.0, true);
  m->set_start("mass2.s", 2.0, true);
  m->set_start("mass2.v", 0.0, true);
  m->connect(rod1.flange_b, fixed.flange);
  m->connect(fixed.flange, rod2.flange_a);
  m->connect(springDamper1.flange_a, rod1.flange_a);
  m->connect(springDamper2.flange_b, rod2.flange_b);
  m->connect(springDamper1.flange_b, mass1.flange_a);
  m->connect(mass1.flange_b, springDamper2.flange_a);
  m->connect(rod1.flange_a, elastoGap1.flange_a);
  m->connect(rod2.flange_b, elastoGap2.flange_b);
  m->connect(elastoGap1.flange_b, mass2.flange_a);
  m->connect(mass2.flange_b, elastoGap2.flange_a);
  return m;
}

std::unique_ptr<Model> translational_brake() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.Brake");
  auto& brake = m->add<Brake>("brake", Brake::Params{.fn_max = 1});
  auto& mass1 = m->add<Mass>("mass1", Mass::Params{.m = 1});
  auto& step = m->add<blocks::Step>("step", blocks::Step::Params{.height = 2, .start_time = 0.1});
  auto& brake1 = m->add<Brake>("brake1", Brake::Params{.fn_max = 1, .use_support = true});
  auto& mass2 = m->add<Mass>("mass2", Mass::Params{.m = 1});
  auto& fixed = m->add<Fixed>("fixed");
  for (const char* mass : {"mass1", "mass2"}) {
    m->set_start(std::string(mass) + ".s", 0.0, true);
    m->set_start(std::string(mass) + ".v", 1.0, true);
  }
  m->connect(mass1.flange_b, brake.flange_a);
  m->connect(step.y, brake.f_normalized);
  m->connect(mass2.flange_b, brake1.flange_a);
  m->connect(step.y, brake1.f_normalized);
  m->connect(fixed.flange, m->port_at("brake1.support"));
  return m;
}

namespace {

// MSL Translational.Examples.Utilities.GenerateStribeckFrictionTable: the
// Stribeck curve F_Coulomb + F_prop v + F_Stribeck exp(-fexp v) at n
// velocities from 0 to v_max.
FrictionTable stribeck_friction_table(double F_prop, double F_Coulomb, double F_Stribeck,
                                      double fexp, double v_max, int n) {
  FrictionTable table;
  for (int i = 0; i < n; ++i) {
    const double v = v_max * i / (n - 1);
    table.push_back({v, F_Coulomb + F_prop * v + F_Stribeck * std::exp(-fexp * v)});
  }
  return table;
}

}  // namespace

std::unique_ptr<Model> translational_friction() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.Friction");
  auto& stop1 =
      m->add<MassWithStopAndFriction>("stop1", MassWithStopAndFriction::Params{.smax = 25,
                                                                               .smin = -25,
                                                                               .F_prop = 1,
                                                                               .F_Coulomb = 5,
                                                                               .F_Stribeck = 10,
                                                                               .fexp = 2,
                                                                               .m = 1,
                                                                               .L = 1});
  auto& force = m->add<Force>("force");
  auto& sineForce =
      m->add<blocks::Sine>("sineForce", blocks::Sine::Params{.amplitude = 25, .f = 0.25});
  auto& stop2 =
      m->add<MassWithStopAndFriction>("stop2", MassWithStopAndFriction::Params{.smax = 0.9,
                                                                               .smin = -0.9,
                                                                               .F_prop = 1,
                                                                               .F_Coulomb = 3,
                                                                               .F_Stribeck = 5,
                                                                               .fexp = 2,
                                                                               .m = 1,
                                                                               .L = 1});
  auto& spring = m->add<Spring>("spring", Spring::Params{.c = 500, .s_rel0 = 1});
  auto& fixed2 = m->add<Fixed>("fixed2", Fixed::Params{.s0 = -1.75});
  auto& force2 = m->add<Force>("force2");
  auto& mass = m->add<Mass>("mass", Mass::Params{.m = 1, .L = 1});
  auto& supportFriction = m->add<SupportFriction>(
      "supportFriction",
      SupportFriction::Params{.f_pos = stribeck_friction_table(1, 5, 10, 2, 12, 50)});
  m->set_start("stop1.s", 0.0, true);
  m->set_start("stop1.v", 0.0, true);
  m->set_start("stop2.s", 0.0, true);
  m->set_start("stop2.v", -5.0, true);
  m->set_start("mass.s", 0.0, true);
  m->set_start("mass.v", 0.0, true);
  m->connect(spring.flange_b, stop2.flange_a);
  m->connect(sineForce.y, force.f);
  m->connect(spring.flange_a, fixed2.flange);
  m->connect(force.flange, stop1.flange_a);
  m->connect(force2.flange, mass.flange_a);
  m->connect(mass.flange_b, supportFriction.flange_a);
  m->connect(sineForce.y, force2.f);
  return m;
}

std::unique_ptr<Model> translational_vehicle() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.Vehicle");
  const double mass = 100, R = 0.25, A = 1, Cd = 0.5, rho = 1.18, vWind = 0, Cr = 0.01;
  const double inclination = 0, vNom = 25 / 3.5, g_n = 9.80665;
  const double fDrag = Cd * A * rho * (vNom - vWind) * (vNom - vWind) / 2;
  const double alpha = std::atan(inclination);
  const double fRoll = Cr * mass * g_n * std::cos(alpha), fGrav = mass * g_n * std::sin(alpha);
  const Vehicle::Params vp{.m = mass,
                           .J = 0,
                           .R = R,
                           .A = A,
                           .Cd = Cd,
                           .vWindConstant = vWind,
                           .CrConstant = Cr,
                           .use_inclination_input = true};
  auto& vehicle = m->add<Vehicle>("vehicle", vp);
  auto& vehicle1 = m->add<Vehicle>("vehicle1", vp);
  auto& trailer = m->add<Vehicle>("trailer", vp);
  auto& multiSensor = m->add<MultiSensor>("multiSensor");
  auto& table = m->add<blocks::CombiTimeTable>(
      "timeTableTorqueInclination",
      blocks::CombiTimeTable::Params{.table = {{0, 0, 0},
                                               {5, 0, 0},
                                               {5, 5.6, 0},
                                               {10.8, 5.6, 0},
                                               {10.8, 1, 0},
                                               {20, 1, 0},
                                               {20, 2.8, 0.05},
                                               {25, 2.8, 0.05},
                                               {25, 1, 0},
                                               {50, 1, 0},
                                               {50, -5, 0},
                                               {55, -5, 0},
                                               {55, 0, 0},
                                               {60, 0, 0}},
                                     .extrapolation = blocks::Extrapolation::HoldLastPoint});
  auto& torque = m->add<rotational::Torque>("torque");
  auto& torque1 = m->add<rotational::Torque>("torque1");
  auto& gain = m->add<blocks::Gain>("gain", blocks::Gain::Params{.k = (fDrag + fRoll + fGrav) * R});
  auto& gain1 = m->add<blocks::Gain>("gain1", blocks::Gain::Params{.k = 2});
  m->set_start("vehicle.s", 0.0, true);
  m->set_start("vehicle.v", 0.0, true);
  m->set_start("vehicle1.s", 0.0, true);
  m->set_start("vehicle1.v", 0.0, true);
  m->connect(table.y[0], gain.u);
  m->connect(table.y[1], vehicle.inclination);
  m->connect(gain.y, torque.tau);
  m->connect(torque.flange, vehicle.flangeR);
  m->connect(torque1.flange, vehicle1.flangeR);
  m->connect(table.y[1], vehicle1.inclination);  // MSL: connect(vehicle.inclination, ...)
  m->connect(table.y[1], trailer.inclination);
  m->connect(gain.y, gain1.u);
  m->connect(gain1.y, torque1.tau);
  m->connect(vehicle1.flangeT, multiSensor.flange_a);
  m->connect(multiSensor.flange_b, trailer.flangeT);
  return m;
}

// The translational twin of Rotational.Examples.EddyCurrentBrake: a mass
// sliding at 20 m/s braked by a linear eddy current brake heating a capacitor.
std::unique_ptr<Model> translational_eddy_current_brake() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.EddyCurrentBrake");
  auto& eddyCurrentForce = m->add<EddyCurrentForce>(
      "eddyCurrentForce",
      EddyCurrentForce::Params{
          .f_nominal = 100, .v_nominal = 10, .alpha20 = 3.92e-3, .use_heat_port = true});
  auto& mass = m->add<Mass>("mass", Mass::Params{.m = 1});
  m->add<thermal::HeatCapacitor>("heatCapacitor", thermal::HeatCapacitor::Params{.C = 1});
  m->connect(eddyCurrentForce.flange, mass.flange_a);
  m->connect("eddyCurrentForce.heatPort", "heatCapacitor.port");
  m->set_start("mass.s", 0.0, true);
  m->set_start("mass.v", 20.0, true);
  m->set_start("heatCapacitor.T", 293.15, true);
  return m;
}

// A spool in a housing, preloaded by a spring between two plates that rest
// on contacts; a slow sine force moves it against a viscous friction.
std::unique_ptr<Model> translational_pre_load() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Translational.Examples.PreLoad");
  const ElastoGap::Params inner{.c = 1000e3, .d = 250, .s_rel0 = 0.001};
  const ElastoGap::Params outer{.c = 1000e3, .d = 250, .s_rel0 = 0.0015};
  auto& innerContactA = m->add<ElastoGap>("innerContactA", inner);
  auto& innerContactB = m->add<ElastoGap>("innerContactB", inner);
  auto& outerContactA = m->add<ElastoGap>("outerContactA", outer);
  auto& outerContactB = m->add<ElastoGap>("outerContactB", outer);
  auto& spool = m->add<Mass>("spool", Mass::Params{.m = 0.150, .L = 0.19});
  auto& springPlateA = m->add<Mass>("springPlateA", Mass::Params{.m = 10e-3, .L = 0.002});
  auto& springPlateB = m->add<Mass>("springPlateB", Mass::Params{.m = 10e-3, .L = 0.002});
  auto& spring = m->add<Spring>("spring", Spring::Params{.c = 20e3, .s_rel0 = 0.025});
  auto& fixedLe = m->add<Fixed>("fixedLe", Fixed::Params{.s0 = -0.0955});
  auto& rod1 = m->add<Rod>("rod1", Rod::Params{.L = 0.007});
  auto& rod2 = m->add<Rod>("rod2", Rod::Params{.L = 0.007});
  auto& rod3 = m->add<Rod>("rod3", Rod::Params{.L = 0.00575});
  auto& rod4 = m->add<Rod>("rod4", Rod::Params{.L = 0.00575});
  auto& housing = m->add<Rod>("housing", Rod::Params{.L = 0.0305});
  auto& friction = m->add<Damper>("friction", Damper::Params{.d = 2500});
  auto& force = m->add<Force>("force");
  auto& sineForce =
      m->add<blocks::Sine>("sineForce", blocks::Sine::Params{.amplitude = 150, .f = 0.01});
  m->set_start("spool.s", 0.01475, true);
  m->set_start("spool.v", 0.0, true);
  m->set_start("springPlateA.s", -0.093, true);
  m->set_start("springPlateA.v", 0.0, true);
  m->set_start("springPlateB.s", -0.06925, true);
  m->set_start("springPlateB.v", 0.0, true);
  m->connect(outerContactA.flange_b, springPlateA.flange_a);
  m->connect(springPlateA.flange_b, spring.flange_a);
  m->connect(spring.flange_b, springPlateB.flange_a);
  m->connect(springPlateB.flange_b, outerContactB.flange_a);
  m->connect(outerContactB.flange_b, housing.flange_b);
  m->connect(springPlateA.flange_b, rod1.flange_a);
  m->connect(innerContactA.flange_a, rod3.flange_a);
  m->connect(innerContactA.flange_b, rod1.flange_b);
  m->connect(rod2.flange_a, innerContactB.flange_a);
  m->connect(rod4.flange_b, innerContactB.flange_b);
  m->connect(friction.flange_b, rod3.flange_a);
  m->connect(rod3.flange_b, rod4.flange_a);
  m->connect(rod2.flange_b, springPlateB.flange_a);
  m->connect(spool.flange_a, rod4.flange_a);
  m->connect(sineForce.y, force.f);
  m->connect(force.flange, spool.flange_a);
  m->connect(outerContactA.flange_a, fixedLe.flange);
  m->connect(housing.flange_a, fixedLe.flange);
  m->connect(friction.flange_a, fixedLe.flange);
  return m;
}

}  // namespace acausal::models::msl
