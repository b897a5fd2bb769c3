// Modelica.Blocks.Examples (MSL 4.0.0), with MSL's names, parameters and
// connections.
#include <numbers>
#include <string>

#include "components/blocks/boolean_table.hpp"
#include "components/blocks/continuous.hpp"
#include "components/blocks/exp_sine.hpp"
#include "components/blocks/filter.hpp"
#include "components/blocks/inverse_block_constraints.hpp"
#include "components/blocks/kinematic_ptp_acceleration.hpp"
#include "components/blocks/limited.hpp"
#include "components/blocks/logical.hpp"
#include "components/blocks/math.hpp"
#include "components/blocks/nonlinear.hpp"
#include "components/blocks/sinc.hpp"
#include "components/blocks/sources.hpp"
#include "components/blocks/variable_frequency_sine.hpp"
#include "components/rotational/constant_torque.hpp"
#include "components/rotational/inertia.hpp"
#include "components/rotational/speed_sensor.hpp"
#include "components/rotational/spring_damper.hpp"
#include "components/rotational/torque.hpp"
#include "models/msl/msl_examples.hpp"

namespace acausal::models::msl {

using namespace blocks;

std::unique_ptr<Model> blocks_filter() {
  auto m = std::make_unique<Model>("Modelica.Blocks.Examples.Filter");
  const int order = 3;
  const double f_cut = 2;
  auto& step = m->add<Step>("step", Step::Params{.offset = 0.1, .start_time = 0.1});
  for (const auto& [name, type] : {std::pair{"CriticalDamping", AnalogFilter::CriticalDamping},
                                   std::pair{"Bessel", AnalogFilter::Bessel},
                                   std::pair{"Butterworth", AnalogFilter::Butterworth},
                                   std::pair{"ChebyshevI", AnalogFilter::ChebyshevI}}) {
    auto& filter = m->add<Filter>(name, Filter::Params{.analogFilter = type,
                                                       .filterType = FilterType::LowPass,
                                                       .order = order,
                                                       .f_cut = f_cut,
                                                       .f_min = 0.8 * f_cut,
                                                       .normalized = true,
                                                       .init = Init::SteadyState});
    m->connect(step.y, filter.u);
  }
  return m;
}

std::unique_ptr<Model> blocks_inverse_model() {
  auto m = std::make_unique<Model>("Modelica.Blocks.Examples.InverseModel");
  auto& firstOrder1 = m->add<FirstOrder>(
      "firstOrder1", FirstOrder::Params{.k = 1, .T = 0.3, .init_type = Init::SteadyState});
  auto& sine =
      m->add<Sine>("sine", Sine::Params{.amplitude = 1, .f = 2, .offset = 1, .start_time = 0.2});
  auto& inverse = m->add<InverseBlockConstraints>("inverseBlockConstraints");
  auto& firstOrder2 = m->add<FirstOrder>(
      "firstOrder2", FirstOrder::Params{.k = 1, .T = 0.3, .init_type = Init::SteadyState});
  auto& feedback = m->add<Feedback>("feedback");
  auto& criticalDamping =
      m->add<CriticalDamping>("criticalDamping", CriticalDamping::Params{.n = 1, .f = 50 * 2});
  m->connect(firstOrder1.y, inverse.u2);
  m->connect(inverse.y2, firstOrder1.u);
  m->connect(firstOrder2.y, feedback.u1);
  m->connect(sine.y, criticalDamping.u);
  m->connect(criticalDamping.y, inverse.u1);
  m->connect(sine.y, feedback.u2);
  m->connect(inverse.y1, firstOrder2.u);
  return m;
}

std::unique_ptr<Model> blocks_pid_controller() {
  using namespace rotational;
  auto m = std::make_unique<Model>("Modelica.Blocks.Examples.PID_Controller");
  const double driveAngle = 1.570796326794897;
  auto& PI = m->add<LimPID>("PI", LimPID::Params{.controllerType = SimpleController::PI,
                                                 .k = 100,
                                                 .Ti = 0.1,
                                                 .Td = 0.1,
                                                 .yMax = 12,
                                                 .Ni = 0.1,
                                                 .init_type = Init::SteadyState});
  auto& inertia1 = m->add<Inertia>("inertia1", Inertia::Params{.J = 1});
  auto& torque = m->add<Torque>("torque");
  auto& spring = m->add<SpringDamper>("spring", SpringDamper::Params{.c = 1e4, .d = 100});
  auto& inertia2 = m->add<Inertia>("inertia2", Inertia::Params{.J = 2});
  auto& kinematicPTP = m->add<KinematicPTPAcceleration>(
      "kinematicPTP", KinematicPTPAcceleration::Params{
                          .deltaq = {driveAngle}, .qd_max = {1}, .qdd_max = {1}, .startTime = 0.5});
  auto& integrator = m->add<Integrator>("integrator", Integrator::Params{.fixed = true});
  auto& speedSensor = m->add<SpeedSensor>("speedSensor");
  auto& loadTorque =
      m->add<ConstantTorque>("loadTorque", ConstantTorque::Params{.tau_constant = 10});
  m->set_start("inertia1.phi", 0.0, true);
  m->set_start("inertia1.a", 0.0, true);
  m->set_start("spring.w_rel", 0.0, true);
  m->initial_equation(der(spring.w_rel), 0.0);
  m->connect(spring.flange_b, inertia2.flange_a);
  m->connect(inertia1.flange_b, spring.flange_a);
  m->connect(torque.flange, inertia1.flange_a);
  m->connect(kinematicPTP.y[0], integrator.u);
  m->connect(speedSensor.flange, inertia1.flange_b);
  m->connect(loadTorque.flange, inertia2.flange_b);
  m->connect(PI.y, torque.tau);
  m->connect(speedSensor.w, PI.u_m);
  m->connect(integrator.y, PI.u_s);
  return m;
}

std::unique_ptr<Model> blocks_slew_rate_limiter() {
  auto m = std::make_unique<Model>("Modelica.Blocks.Examples.SlewRateLimiter");
  const double vMax = 2;
  auto& positionStep = m->add<Step>("positionStep", Step::Params{.start_time = 0.1});
  auto& limit_v = m->add<SlewRateLimiter>(
      "limit_v", SlewRateLimiter::Params{
                     .Rising = vMax, .Td = 1e-4, .init_type = Init::InitialOutput, .y_start = 0});
  auto& v = m->add<Der>("v");
  auto& limit_a = m->add<SlewRateLimiter>(
      "limit_a", SlewRateLimiter::Params{
                     .Rising = 20, .Td = 1e-4, .init_type = Init::InitialOutput, .y_start = 0});
  auto& positionSmoothed =
      m->add<Integrator>("positionSmoothed", Integrator::Params{.k = 1, .y_start = 0});
  auto& a = m->add<Der>("a");
  m->connect(positionStep.y, limit_v.u);
  m->connect(limit_v.y, v.u);
  m->connect(v.y, limit_a.u);
  m->connect(limit_a.y, positionSmoothed.u);
  m->connect(limit_a.y, a.u);
  return m;
}

// A step through three second-order critical-damping low passes whose
// cut-off frequencies come from rise times (f_cut = k / (2 pi riseTime)).
std::unique_ptr<Model> blocks_filter_with_rise_time() {
  auto m = std::make_unique<Model>("Modelica.Blocks.Examples.FilterWithRiseTime");
  const int order = 2;
  const double riseTime = 2;  // s
  auto& step = m->add<Step>("step", Step::Params{.start_time = 1});
  for (int k : {5, 4, 3}) {
    auto& filter = m->add<Filter>(
        "filter_fac" + std::to_string(k),
        Filter::Params{.order = order, .f_cut = k / (2 * std::numbers::pi * riseTime)});
    m->connect(step.y, filter.u);
  }
  return m;
}

// Amplitude and frequency modulation of a 100 Hz carrier: the amplitude
// 1 + 0.5 sin(2 pi 2 t), the frequency 100 + 50 sin(2 pi 2 t) Hz, each on a
// sine and a cosine, beside the unmodulated sine.
std::unique_ptr<Model> blocks_modulation() {
  auto m = std::make_unique<Model>("Modelica.Blocks.Examples.Modulation");
  using P = VariableFrequencySineParams;
  const P am{.useConstantAmplitude = false, .useConstantFrequency = true, .constantFrequency = 100};
  const P fm{.useConstantAmplitude = true, .useConstantFrequency = false, .constantFrequency = 100};
  m->add<SineVariableFrequencyAndAmplitude>(
      "sine",
      P{.useConstantAmplitude = true, .useConstantFrequency = true, .constantFrequency = 100});
  auto& amplitude = m->add<Sine>("amplitude", Sine::Params{.amplitude = 0.5, .f = 2, .offset = 1});
  auto& sinAM = m->add<SineVariableFrequencyAndAmplitude>("sinAM", am);
  auto& cosAM = m->add<CosineVariableFrequencyAndAmplitude>("cosAM", am);
  auto& frequency = m->add<Sine>("frequency", Sine::Params{.amplitude = 50, .f = 2, .offset = 100});
  auto& sinFM = m->add<SineVariableFrequencyAndAmplitude>("sinFM", fm);
  auto& cosFM = m->add<CosineVariableFrequencyAndAmplitude>("cosFM", fm);
  m->connect(amplitude.y, *sinAM.amplitude);
  m->connect(frequency.y, *sinFM.f);
  m->connect(amplitude.y, *cosAM.amplitude);
  m->connect(frequency.y, *cosFM.f);
  return m;
}

// A 5 Hz sinc beside two exponentially damped 5 Hz sines (damping 5 1/s),
// one of them starting at its crest (phase pi / 2).
std::unique_ptr<Model> blocks_compare_sinc_exp_sine() {
  auto m = std::make_unique<Model>("Modelica.Blocks.Examples.CompareSincExpSine");
  m->add<Sinc>("sinc", Sinc::Params{.f = 5});
  m->add<ExpSine>("expSine1", ExpSine::Params{.f = 5, .damping = 5});
  m->add<ExpSine>("expSine2", ExpSine::Params{.f = 5, .phase = std::numbers::pi / 2, .damping = 5});
  return m;
}

// A step through a third-order Bessel low pass (2 Hz), its output
// differentiated three times: a filter's output can be differentiated up
// to its order.
std::unique_ptr<Model> blocks_filter_with_differentiation() {
  auto m = std::make_unique<Model>("Modelica.Blocks.Examples.FilterWithDifferentiation");
  auto& step = m->add<Step>("step", Step::Params{.offset = 0.1, .start_time = 0.1});
  auto& bessel = m->add<Filter>(
      "Bessel", Filter::Params{.analogFilter = AnalogFilter::Bessel, .order = 3, .f_cut = 2});
  m->connect(step.y, bessel.u);
  const signal::RealSignal* u = &bessel.y;
  for (const char* name : {"der1", "der2", "der3"}) {
    auto& d = m->add<Der>(name);
    m->connect(*u, d.u);
    u = &d.y;
  }
  return m;
}

// LogicalNetwork1: Or1.y = table1.y or (not table2.y and pre(Or1.y)); the
// tables switch at 2, 4, 6, 8 s (table1) and 1, 3, 5, 7 s (table2). Pre
// breaks the Boolean loop.
std::unique_ptr<Model> blocks_logical_network1() {
  auto m = std::make_unique<Model>("Modelica.Blocks.Examples.LogicalNetwork1");
  auto& table2 =
      m->add<blocks::BooleanTable>("table2", blocks::BooleanTable::Params{.table = {1, 3, 5, 7}});
  auto& table1 =
      m->add<blocks::BooleanTable>("table1", blocks::BooleanTable::Params{.table = {2, 4, 6, 8}});
  auto& Not1 = m->add<blocks::Not>("Not1");
  auto& And1 = m->add<blocks::And>("And1");
  auto& Or1 = m->add<blocks::Or>("Or1");
  auto& Pre1 = m->add<blocks::Pre>("Pre1");
  m->connect(table2.y, Not1.u);
  m->connect(And1.y, Or1.u2);
  m->connect(table1.y, Or1.u1);
  m->connect(Not1.y, And1.u1);
  m->connect(Pre1.y, And1.u2);
  m->connect(Or1.y, Pre1.u);
  return m;
}

}  // namespace acausal::models::msl
