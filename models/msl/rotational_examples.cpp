// Modelica.Mechanics.Rotational.Examples (MSL 4.0.0), with MSL's names,
// parameters and connections.
#include <numbers>
#include <string>

#include "components/blocks/math.hpp"
#include "components/blocks/pulse.hpp"
#include "components/blocks/sources.hpp"
#include "components/rotational/bearing_friction.hpp"
#include "components/rotational/brake.hpp"
#include "components/rotational/clutch.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/damper.hpp"
#include "components/rotational/eddy_current_torque.hpp"
#include "components/rotational/elasto_backlash.hpp"
#include "components/rotational/elasto_backlash2.hpp"
#include "components/rotational/fixed.hpp"
#include "components/rotational/ideal_gear.hpp"
#include "components/rotational/ideal_planetary.hpp"
#include "components/rotational/ideal_rolling_wheel.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/lossy_gear.hpp"
#include "components/rotational/multi_sensor.hpp"
#include "components/rotational/one_way_clutch.hpp"
#include "components/rotational/quadratic_speed_dependent_torque.hpp"
#include "components/rotational/spring.hpp"
#include "components/rotational/spring_damper.hpp"
#include "components/rotational/torque.hpp"
#include "components/rotational/torque_step.hpp"
#include "components/thermal/heat_capacitor.hpp"
#include "components/translational/mass.hpp"
#include "components/translational/quadratic_speed_dependent_force.hpp"
#include "models/msl/msl_examples.hpp"

namespace acausal::models::msl {

using namespace rotational;

std::unique_ptr<Model> rotational_first_grounded() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.FirstGrounded");
  const double amplitude = 10, f = 5, Jmotor = 0.1, Jload = 2, ratio = 10, damping = 10;
  auto& fixed = m->add<Fixed>("fixed");
  auto& torque = m->add<Torque>("torque");
  auto& inertia1 = m->add<Inertia>("inertia1", Inertia::Params{.J = Jmotor});
  auto& idealGear = m->add<IdealGear>("idealGear", IdealGear::Params{.ratio = ratio});
  auto& inertia2 = m->add<Inertia>("inertia2", Inertia::Params{.J = 2});
  auto& spring = m->add<Spring>("spring", Spring::Params{.c = 1e4});
  auto& inertia3 = m->add<Inertia>("inertia3", Inertia::Params{.J = Jload});
  auto& damper = m->add<Damper>("damper", Damper::Params{.d = damping});
  auto& sine = m->add<blocks::Sine>("sine", blocks::Sine::Params{.amplitude = amplitude, .f = f});
  m->set_start("inertia2.phi", 0.0, true);
  m->set_start("inertia2.w", 0.0, true);
  m->set_start("spring.phi_rel", 0.0, true);
  m->set_start("inertia3.w", 0.0, true);
  m->connect(inertia1.flange_b, idealGear.flange_a);
  m->connect(idealGear.flange_b, inertia2.flange_a);
  m->connect(inertia2.flange_b, spring.flange_a);
  m->connect(spring.flange_b, inertia3.flange_a);
  m->connect(damper.flange_a, inertia2.flange_b);
  m->connect(damper.flange_b, fixed.flange);
  m->connect(sine.y, torque.tau);
  m->connect(torque.flange, inertia1.flange_a);
  return m;
}

std::unique_ptr<Model> rotational_elastic_bearing() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.ElasticBearing");
  auto& shaft = m->add<Inertia>("shaft", Inertia::Params{.J = 1});
  auto& load = m->add<Inertia>("load", Inertia::Params{.J = 50});
  auto& spring = m->add<Spring>("spring", Spring::Params{.c = 1e3});
  auto& fixed = m->add<Fixed>("fixed");
  auto& springDamper = m->add<SpringDamper>("springDamper", SpringDamper::Params{.c = 1e5, .d = 5});
  auto& torque = m->add<Torque>("torque", Torque::Params{.use_support = true});
  auto& ramp = m->add<blocks::Ramp>("ramp", blocks::Ramp::Params{.height = 100, .duration = 5});
  auto& idealGear =
      m->add<IdealGear>("idealGear", IdealGear::Params{.ratio = 3, .use_support = true});
  auto& housing = m->add<Inertia>("housing", Inertia::Params{.J = 5});
  auto& multiSensor = m->add<MultiSensor>("multiSensor");
  m->set_start("shaft.phi", 0.0, true);
  m->set_start("shaft.w", 0.0, true);
  m->set_start("load.w", 0.0, true);
  m->set_start("spring.phi_rel", 0.0, true);
  m->set_start("springDamper.phi_rel", 0.0, true);
  m->set_start("springDamper.w_rel", 0.0, true);
  set_nominal(*m, "springDamper.w_rel", 1e-4);
  m->connect(torque.flange, shaft.flange_a);
  m->connect(spring.flange_b, load.flange_a);
  m->connect(springDamper.flange_a, fixed.flange);
  m->connect(shaft.flange_b, idealGear.flange_a);
  m->connect(idealGear.flange_b, spring.flange_a);
  m->connect("idealGear.support", "housing.flange_b");
  m->connect(ramp.y, torque.tau);
  m->connect("fixed.flange", "torque.support");
  m->connect(housing.flange_a, multiSensor.flange_b);
  m->connect(multiSensor.flange_a, springDamper.flange_b);
  return m;
}

std::unique_ptr<Model> rotational_rolling_wheel() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.RollingWheel");
  auto& idealRollingWheel =
      m->add<IdealRollingWheel>("idealRollingWheel", IdealRollingWheel::Params{.radius = 1});
  auto& inertia = m->add<Inertia>("inertia", Inertia::Params{.J = 1});
  auto& torqueStep = m->add<TorqueStep>(
      "torqueStep", TorqueStep::Params{.stepTorque = 10, .offsetTorque = 0, .startTime = 0.1});
  auto& mass = m->add<translational::Mass>("mass", translational::Mass::Params{.m = 1, .L = 0});
  auto& force = m->add<translational::QuadraticSpeedDependentForce>(
      "quadraticSpeedDependentForce",
      translational::QuadraticSpeedDependentForce::Params{
          .f_nominal = -10, .force_direction = false, .v_nominal = 5});
  m->set_start("inertia.phi", 0.0, true);
  m->set_start("inertia.w", 0.0, true);
  m->connect(torqueStep.flange, inertia.flange_a);
  m->connect(inertia.flange_b, idealRollingWheel.flangeR);
  m->connect(idealRollingWheel.flangeT, mass.flange_a);
  m->connect(force.flange, mass.flange_b);
  return m;
}

std::unique_ptr<Model> rotational_simple_gear_shift() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.SimpleGearShift");
  auto& torqueStep = m->add<TorqueStep>(
      "torqueStep", TorqueStep::Params{.stepTorque = 20, .offsetTorque = 0, .startTime = 0.5});
  auto& engine = m->add<Inertia>("engine", Inertia::Params{.J = 1});
  auto& idealPlanetary =
      m->add<IdealPlanetary>("idealPlanetary", IdealPlanetary::Params{.ratio = 75.0 / 50.0});
  auto& load = m->add<Inertia>("load", Inertia::Params{.J = 10});
  auto& quadratic = m->add<QuadraticSpeedDependentTorque>(
      "quadraticSpeedDependentTorque",
      QuadraticSpeedDependentTorque::Params{.tau_nominal = -20, .w_nominal = 10.471975511966});
  auto& clutch = m->add<Clutch>("clutch", Clutch::Params{.cgeo = 2, .fn_max = 100});
  auto& brake = m->add<Brake>("brake", Brake::Params{.cgeo = 2, .fn_max = 100});
  auto& feedback = m->add<blocks::Feedback>("feedback");
  auto& const1 = m->add<blocks::Constant>("const1", blocks::Constant::Params{.k = 1});
  auto& ramp = m->add<blocks::Ramp>(
      "ramp", blocks::Ramp::Params{.height = 1, .duration = 0.1, .offset = 0, .start_time = 2});
  m->set_start("load.phi", 0.0, true);
  m->set_start("load.w", 0.0, true);
  m->set_start("clutch.phi_rel", 0.0, true);
  m->set_start("clutch.w_rel", 0.0, true);
  m->connect(torqueStep.flange, engine.flange_a);
  m->connect(quadratic.flange, load.flange_b);
  m->connect(feedback.y, brake.f_normalized);
  m->connect(engine.flange_b, idealPlanetary.sun);
  m->connect(idealPlanetary.sun, clutch.flange_a);
  m->connect(idealPlanetary.ring, clutch.flange_b);
  m->connect(idealPlanetary.ring, brake.flange_a);
  m->connect(idealPlanetary.carrier, load.flange_a);
  m->connect(const1.y, feedback.u1);
  m->connect(ramp.y, feedback.u2);  // MSL: connect(feedback.u2, clutch.f_normalized)
  m->connect(ramp.y, clutch.f_normalized);
  return m;
}

std::unique_ptr<Model> rotational_coupled_clutches() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.CoupledClutches");
  const double f = 0.2, T2 = 0.4, T3 = 0.9;
  auto& J1 = m->add<Inertia>("J1", Inertia::Params{.J = 1});
  auto& torque = m->add<Torque>("torque", Torque::Params{.use_support = true});
  auto& clutch1 = m->add<Clutch>("clutch1", Clutch::Params{.peak = 1.1, .fn_max = 20});
  auto& sin1 = m->add<blocks::Sine>("sin1", blocks::Sine::Params{.amplitude = 10, .f = 5});
  auto& step1 = m->add<blocks::Step>("step1", blocks::Step::Params{.start_time = T2});
  auto& J2 = m->add<Inertia>("J2", Inertia::Params{.J = 1});
  auto& clutch2 = m->add<Clutch>("clutch2", Clutch::Params{.peak = 1.1, .fn_max = 20});
  auto& J3 = m->add<Inertia>("J3", Inertia::Params{.J = 1});
  auto& clutch3 = m->add<Clutch>("clutch3", Clutch::Params{.peak = 1.1, .fn_max = 20});
  auto& J4 = m->add<Inertia>("J4", Inertia::Params{.J = 1});
  auto& sin2 = m->add<blocks::Sine>(
      "sin2", blocks::Sine::Params{.amplitude = 1, .f = f, .phase = 1.570796326794897});
  auto& step2 = m->add<blocks::Step>("step2", blocks::Step::Params{.start_time = T3});
  m->add<Fixed>("fixed");
  for (const char* J : {"J1", "J2", "J3", "J4"}) {
    m->set_start(std::string(J) + ".phi", 0.0, true);
    m->set_start(std::string(J) + ".w", std::string(J) == "J1" ? 10.0 : 0.0, true);
  }
  m->connect(torque.flange, J1.flange_a);
  m->connect(J1.flange_b, clutch1.flange_a);
  m->connect(clutch1.flange_b, J2.flange_a);
  m->connect(J2.flange_b, clutch2.flange_a);
  m->connect(clutch2.flange_b, J3.flange_a);
  m->connect(J3.flange_b, clutch3.flange_a);
  m->connect(clutch3.flange_b, J4.flange_a);
  m->connect(sin1.y, torque.tau);
  m->connect(sin2.y, clutch1.f_normalized);
  m->connect(step1.y, clutch2.f_normalized);
  m->connect(step2.y, clutch3.f_normalized);
  m->connect("fixed.flange", "torque.support");
  return m;
}

std::unique_ptr<Model> rotational_friction() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.Friction");
  const double startTime = 0.5;
  auto& torque = m->add<Torque>("torque", Torque::Params{.use_support = true});
  auto& inertia3 = m->add<Inertia>("inertia3", Inertia::Params{.J = 1});
  auto& clutch = m->add<Clutch>("clutch", Clutch::Params{.fn_max = 160});
  auto& inertia2 = m->add<Inertia>("inertia2", Inertia::Params{.J = 0.05});
  auto& spring = m->add<SpringDamper>("spring", SpringDamper::Params{.c = 160, .d = 1});
  auto& inertia1 = m->add<Inertia>("inertia1", Inertia::Params{.J = 1});
  auto& brake = m->add<Brake>("brake", Brake::Params{.fn_max = 1600, .use_support = true});
  auto& constant = m->add<blocks::Constant>("const", blocks::Constant::Params{.k = 1});
  auto& step = m->add<blocks::Step>("step", blocks::Step::Params{.start_time = startTime});
  auto& step2 = m->add<blocks::Step>(
      "step2", blocks::Step::Params{.height = -1, .offset = 1, .start_time = startTime});
  auto& sine = m->add<blocks::Sine>(
      "sine", blocks::Sine::Params{.amplitude = 200, .f = 50 / 3.141592653589793});
  auto& product = m->add<blocks::Product>("product");
  m->add<Fixed>("fixed");
  m->set_start("inertia3.phi", 0.0, true);
  m->set_start("inertia3.w", 100.0, true);
  m->set_start("inertia2.phi", 0.0, true);
  m->set_start("inertia2.w", 90.0, true);
  m->set_start("inertia1.phi", 0.0, true);
  m->set_start("inertia1.w", 90.0, true);
  m->connect(torque.flange, inertia3.flange_a);
  m->connect(inertia3.flange_b, clutch.flange_a);
  m->connect(clutch.flange_b, inertia2.flange_a);
  m->connect(inertia2.flange_b, spring.flange_a);
  m->connect(spring.flange_b, brake.flange_a);
  m->connect(brake.flange_b, inertia1.flange_a);
  m->connect(sine.y, product.u1);
  m->connect(step2.y, product.u2);
  m->connect(product.y, torque.tau);
  m->connect(constant.y, clutch.f_normalized);
  m->connect(step.y, brake.f_normalized);
  m->connect("torque.support", "fixed.flange");
  m->connect("brake.support", "fixed.flange");
  return m;
}

namespace {

// The drive of MSL's OneWayClutch examples: a sine torque on inertiaIn
// (started at -0.5 rad/s), the one-way clutch to inertiaOut, its engagement
// from the signal `engagement`. Returns inertiaOut.
Inertia& add_one_way_clutch_drive(Model& m, blocks::Sine::Params torque_signal,
                                  const signal::RealSignal& engagement) {
  auto& inertiaIn = m.add<Inertia>("inertiaIn", Inertia::Params{.J = 1});
  auto& inertiaOut = m.add<Inertia>("inertiaOut", Inertia::Params{.J = 1});
  auto& oneWayClutch =
      m.add<OneWayClutch>("oneWayClutch", OneWayClutch::Params{.peak = 25, .fn_max = 3});
  auto& torque = m.add<Torque>("torque");
  auto& signalTorque = m.add<blocks::Sine>("signalTorque", torque_signal);
  m.set_start("inertiaIn.phi", 0.0, true);
  m.set_start("inertiaIn.w", -0.5, true);
  m.set_start("inertiaOut.phi", 0.0, true);
  m.set_start("inertiaOut.w", 0.0, true);
  m.connect(torque.flange, inertiaIn.flange_a);
  m.connect(signalTorque.y, torque.tau);
  m.connect(inertiaIn.flange_b, oneWayClutch.flange_a);
  m.connect(oneWayClutch.flange_b, inertiaOut.flange_a);
  m.connect(engagement, oneWayClutch.f_normalized);
  return inertiaOut;
}

}  // namespace

std::unique_ptr<Model> rotational_one_way_clutch() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.OneWayClutch");
  auto& signalEngagement = m->add<blocks::Pulse>(
      "signalEngagement",
      blocks::Pulse::Params{.amplitude = 1, .width = 50, .period = 1.3, .startTime = 0.3});
  add_one_way_clutch_drive(*m, {.amplitude = 10, .f = 3}, signalEngagement.y);
  return m;
}

namespace {

/// LossyGearDemo1 and 2: the lossy gear (ratio 2, efficiency 0.5 both ways)
/// between Inertia1 (1 kg.m2) and Inertia2 (1.5 kg.m2, at rest, its states
/// preferred with the given nominal values, as Dymola's), a 10 N.m 1 Hz sine
/// on torque1 and the load ramp from -10 N.m on torque2. The caller joins
/// torque1.flange to Inertia1.flange_a.
void add_lossy_gear_drive(Model& m, double phi_nominal, double w_nominal) {
  auto& gear = m.add<LossyGear>(
      "gear",
      LossyGear::Params{.ratio = 2, .lossTable = {{0, 0.5, 0.5, 0, 0}}, .use_support = true});
  auto& inertia1 = m.add<Inertia>("Inertia1", Inertia::Params{.J = 1});
  auto& inertia2 = m.add<Inertia>("Inertia2", Inertia::Params{.J = 1.5});
  auto& torque1 = m.add<Torque>("torque1", Torque::Params{.use_support = true});
  auto& torque2 = m.add<Torque>("torque2", Torque::Params{.use_support = true});
  auto& driveSine = m.add<blocks::Sine>("DriveSine", blocks::Sine::Params{.amplitude = 10, .f = 1});
  auto& load =
      m.add<blocks::Ramp>("load", blocks::Ramp::Params{.height = 5, .duration = 2, .offset = -10});
  m.add<Fixed>("fixed");
  m.set_start("Inertia2.phi", 0.0, true);
  m.set_start("Inertia2.w", 0.0, true);
  set_nominal(m, "Inertia2.phi", phi_nominal);
  set_nominal(m, "Inertia2.w", w_nominal);
  // Dymola's states (translate log): the inertia with the fixed start values,
  // so that the nominal values above scale the error test as there.
  m.set_state_select("Inertia2.phi", StateSelect::Prefer);
  m.set_state_select("Inertia2.w", StateSelect::Prefer);
  m.connect(inertia1.flange_b, gear.flange_a);
  m.connect(gear.flange_b, inertia2.flange_a);
  m.connect(torque2.flange, inertia2.flange_b);
  m.connect(driveSine.y, torque1.tau);
  m.connect(load.y, torque2.tau);
  m.connect("fixed.flange", "gear.support");
  m.connect("fixed.flange", "torque1.support");
  m.connect("fixed.flange", "torque2.support");
}

}  // namespace

// Three inertias of 5 kg.m2 released at 90 deg from rest on a spring-damper
// (c = 2e4 N.m/rad, d = 50 N.m.s/rad) to ground: plain, behind an
// ElastoBacklash and behind an ElastoBacklash2 of 45 deg total backlash.
std::unique_ptr<Model> rotational_backlash() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.Backlash");
  const double c = 20e3, d = 50, J = 5, b = std::numbers::pi / 4, phi0 = std::numbers::pi / 2;
  auto& fixed1 = m->add<Fixed>("fixed1");
  auto& springDamper = m->add<SpringDamper>("springDamper", SpringDamper::Params{.c = c, .d = d});
  auto& inertia1 = m->add<Inertia>("inertia1", Inertia::Params{.J = J});
  auto& fixed2 = m->add<Fixed>("fixed2");
  auto& elastoBacklash =
      m->add<ElastoBacklash>("elastoBacklash", ElastoBacklash::Params{.c = c, .d = d, .b = b});
  auto& inertia2 = m->add<Inertia>("inertia2", Inertia::Params{.J = J});
  auto& fixed3 = m->add<Fixed>("fixed3");
  auto& elastoBacklash2 =
      m->add<ElastoBacklash2>("elastoBacklash2", ElastoBacklash2::Params{.c = c, .d = d, .b = b});
  auto& inertia3 = m->add<Inertia>("inertia3", Inertia::Params{.J = J});
  m->connect(fixed1.flange, springDamper.flange_a);
  m->connect(springDamper.flange_b, inertia1.flange_a);
  m->connect(fixed2.flange, elastoBacklash.flange_a);
  m->connect(elastoBacklash.flange_b, inertia2.flange_a);
  m->connect(fixed3.flange, elastoBacklash2.flange_a);
  m->connect(elastoBacklash2.flange_b, inertia3.flange_a);
  for (const char* inertia : {"inertia1", "inertia2", "inertia3"}) {
    m->set_start(std::string(inertia) + ".phi", phi0, true);
    m->set_start(std::string(inertia) + ".w", 0.0, true);
  }
  return m;
}

std::unique_ptr<Model> rotational_lossy_gear_demo1() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.LossyGearDemo1");
  add_lossy_gear_drive(*m, 1e-3, 1e-2);
  m->connect("torque1.flange", "Inertia1.flange_a");
  return m;
}

// LossyGearDemo1 with a bearing friction between the drive and the first
// inertia: at the start both friction elements are stuck under the load, and
// the split of the torque between them is not unique (MSL's documentation).
std::unique_ptr<Model> rotational_lossy_gear_demo2() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.LossyGearDemo2");
  add_lossy_gear_drive(*m, 1e-4, 1e-3);
  m->add<BearingFriction>("bearingFriction", BearingFriction::Params{.tau_pos = {{0, 0.5}, {1, 1}},
                                                                     .use_support = true});
  m->connect("Inertia1.flange_a", "bearingFriction.flange_b");
  m->connect("bearingFriction.flange_a", "torque1.flange");
  m->connect("fixed.flange", "bearingFriction.support");
  return m;
}

std::unique_ptr<Model> rotational_lossy_gear_demo3() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.LossyGearDemo3");
  auto& gear = m->add<LossyGear>(
      "gear", LossyGear::Params{.ratio = 1, .lossTable = {{0, 0.25, 0.25, 0.625, 2.5}}});
  auto& inertia1 = m->add<Inertia>("Inertia1", Inertia::Params{.J = 0.001});
  auto& torque1 = m->add<Torque>("torque1");
  auto& torque2 = m->add<Torque>("torque2");
  auto& step = m->add<blocks::Step>("step", blocks::Step::Params{.height = 0});
  auto& step1 = m->add<blocks::Step>(
      "step1", blocks::Step::Params{.height = 1, .offset = 0, .start_time = 0.5});
  auto& inertia2 = m->add<Inertia>("Inertia2", Inertia::Params{.J = 0.001});
  m->set_start("Inertia1.w", 10.0, false);
  m->set_start("Inertia2.phi", 0.0, true);
  m->set_start("Inertia2.w", 10.0, true);
  m->connect(inertia1.flange_b, gear.flange_a);
  m->connect(torque1.flange, inertia1.flange_a);
  m->connect(step.y, torque1.tau);
  m->connect(gear.flange_b, inertia2.flange_a);
  m->connect(inertia2.flange_b, torque2.flange);
  m->connect(step1.y, torque2.tau);
  return m;
}

// An inertia spinning at 20 rad/s braked by an eddy current brake whose
// losses heat a capacitor of 1 J/K; the hotter disc's resistance moves the
// speed of the maximum torque (copper, alpha20 = 3.92e-3 1/K).
std::unique_ptr<Model> rotational_eddy_current_brake() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.EddyCurrentBrake");
  auto& eddyCurrentTorque = m->add<EddyCurrentTorque>(
      "eddyCurrentTorque",
      EddyCurrentTorque::Params{
          .tau_nominal = 100, .w_nominal = 10, .alpha20 = 3.92e-3, .use_heat_port = true});
  auto& inertia = m->add<Inertia>("inertia", Inertia::Params{.J = 1});
  auto& heatCapacitor =
      m->add<thermal::HeatCapacitor>("heatCapacitor", thermal::HeatCapacitor::Params{.C = 1});
  m->connect(eddyCurrentTorque.flange, inertia.flange_a);
  m->connect("eddyCurrentTorque.heatPort", "heatCapacitor.port");
  m->set_start("inertia.phi", 0.0, true);
  m->set_start("inertia.w", 20.0, true);
  m->set_start(heatCapacitor.path() + ".T", 293.15, true);
  return m;
}

// OneWayClutch with the clutch never engaged: the freewheel alone, a sine
// torque with an offset against a constant load.
std::unique_ptr<Model> rotational_one_way_clutch_disengaged() {
  auto m = std::make_unique<Model>("Modelica.Mechanics.Rotational.Examples.OneWayClutchDisengaged");
  auto& signalEngagement =
      m->add<blocks::Constant>("signalEngagement", blocks::Constant::Params{.k = 0});
  auto& inertiaOut =
      add_one_way_clutch_drive(*m, {.amplitude = 10, .f = 2, .offset = 0.3}, signalEngagement.y);
  auto& torqueLoad =
      m->add<ConstantTorque>("torqueLoad", ConstantTorque::Params{.tau_constant = -0.3});
  m->connect(inertiaOut.flange_b, torqueLoad.flange);
  return m;
}

}  // namespace acausal::models::msl
