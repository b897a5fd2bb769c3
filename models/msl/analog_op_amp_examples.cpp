// Modelica.Electrical.Analog.Examples.OpAmps (MSL 4.0.0): amplifier circuits
// around IdealizedOpAmpLimited driven by a trapezoid, with MSL's names,
// parameters and connections. The circuits of MSL's example-local package
// OpAmpCircuits are the small four-pin components below.
#include <cmath>
#include <numbers>
#include <string>

#include "components/blocks/math.hpp"
#include "components/blocks/root_mean_square.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/idealized_op_amp_limited.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/electrical/trapezoid_voltage.hpp"
#include "components/electrical/voltage_sensor.hpp"
#include "models/msl/msl_examples.hpp"

namespace acausal::models::msl {
namespace {

using namespace electrical;

struct OpAmpCircuitParams {
  double k = 1;       // desired amplification (Integrator, Der: at f)
  double R1 = 1000;   // Ohm (Integrator, Der: R)
  double f = 1;       // Hz (Integrator, Der)
  double T = 1;       // s (FirstOrder, Derivative)
  double Vps = 15;    // V
  double Vns = -15;   // V
  double V0 = 15000;  // no-load amplification
};

// OpAmpCircuits.PartialOpAmp: four pins (the input p1-n1, the output
// p2-n2) and the limited op-amp "opAmp" on the constant supply.
struct FourPinOpAmp {
  Pin p1, n1, p2, n2;
  IdealizedOpAmpLimited& opAmp;
  FourPinOpAmp(Component& c, const OpAmpCircuitParams& p)
      : p1(declare_pin(c, "p1")),
        n1(declare_pin(c, "n1")),
        p2(declare_pin(c, "p2")),
        n2(declare_pin(c, "n2")),
        opAmp(c.add<IdealizedOpAmpLimited>(
            "opAmp", IdealizedOpAmpLimited::Params{.V0 = p.V0, .Vps = p.Vps, .Vns = p.Vns})) {}
};

// The circuits with a second input p1_2 (Add, Feedback).
struct FivePinOpAmp : FourPinOpAmp {
  Pin p1_2;
  FivePinOpAmp(Component& c, const OpAmpCircuitParams& p)
      : FourPinOpAmp(c, p), p1_2(declare_pin(c, "p1_2")) {}
};

// OpAmpCircuits.Gain: inverting amplifier, R2 = k R1 from the output to the
// inverting input, v(p2, n2) = -k v(p1, n1) within the supply.
class Gain : public Component, public FourPinOpAmp {
 public:
  static constexpr const char* kTypeName = "OpAmpCircuits.Gain";
  using Params = OpAmpCircuitParams;
  Gain(ComponentContext ctx, Params p)
      : Component(std::move(ctx)), FourPinOpAmp(static_cast<Component&>(*this), p) {
    auto& r1 = add<Resistor>("r1", Resistor::Params{.R = p.R1});
    auto& r2 = add<Resistor>("r2", Resistor::Params{.R = p.k * p.R1});
    connect(opAmp.out, r2.p);
    connect(opAmp.out, p2);
    connect(r1.n, opAmp.in_n);
    connect(r1.n, r2.n);
    connect(r1.p, p1);
    connect(n1, opAmp.in_p);
    connect(n1, n2);
  }
};

// OpAmpCircuits.Buffer: non-inverting amplifier, R2 = (k - 1) R1 from the
// output to the inverting input and R1 from there to n1: v(p2, n2) = k v(p1, n1).
class Buffer : public Component, public FourPinOpAmp {
 public:
  static constexpr const char* kTypeName = "OpAmpCircuits.Buffer";
  using Params = OpAmpCircuitParams;
  Buffer(ComponentContext ctx, Params p)
      : Component(std::move(ctx)), FourPinOpAmp(static_cast<Component&>(*this), p) {
    auto& r1 = add<Resistor>("r1", Resistor::Params{.R = p.R1});
    auto& r2 = add<Resistor>("r2", Resistor::Params{.R = (p.k - 1) * p.R1});
    connect(opAmp.out, p2);
    connect(n1, n2);
    connect(n1, r1.n);
    connect(opAmp.out, r2.p);
    connect(r2.n, r1.p);
    connect(r2.n, opAmp.in_n);
    connect(opAmp.in_p, p1);
  }
};

// OpAmpCircuits.Add: inverting adder, R1 = R / k1 from p1 and R2 = R / k2
// from the second input p1_2 into the inverting input, R in the feedback:
// v(p2, n2) = -(k1 v(p1) + k2 v(p1_2)).
class Add : public Component, public FivePinOpAmp {
 public:
  static constexpr const char* kTypeName = "OpAmpCircuits.Add";
  using Params = OpAmpCircuitParams;  // k1 = k2 = 1, R = R1
  Add(ComponentContext ctx, Params p)
      : Component(std::move(ctx)), FivePinOpAmp(static_cast<Component&>(*this), p) {
    auto& r1 = add<Resistor>("r1", Resistor::Params{.R = p.R1});
    auto& r2 = add<Resistor>("r2", Resistor::Params{.R = p.R1});
    auto& r = add<Resistor>("r", Resistor::Params{.R = p.R1});
    connect(n1, n2);
    connect(p1, r1.p);
    connect(p1_2, r2.p);
    connect(n1, opAmp.in_p);
    connect(r2.n, opAmp.in_n);
    connect(opAmp.in_n, r1.n);
    connect(opAmp.in_n, r.n);
    connect(opAmp.out, r.p);
    connect(opAmp.out, p2);
  }
};

// OpAmpCircuits.Feedback: difference amplifier, R1 from p1 and R3 = R1 / k
// in the feedback at the inverting input, the divider R1 (from p1_2), R3 at
// the non-inverting one: v(p2, n2) = (v(p1_2) - v(p1)) / k.
class Feedback : public Component, public FivePinOpAmp {
 public:
  static constexpr const char* kTypeName = "OpAmpCircuits.Feedback";
  using Params = OpAmpCircuitParams;
  Feedback(ComponentContext ctx, Params p)
      : Component(std::move(ctx)), FivePinOpAmp(static_cast<Component&>(*this), p) {
    const double R3 = p.R1 / p.k;
    auto& r1 = add<Resistor>("r1", Resistor::Params{.R = p.R1});
    auto& r2 = add<Resistor>("r2", Resistor::Params{.R = p.R1});
    auto& r3 = add<Resistor>("r3", Resistor::Params{.R = R3});
    auto& r4 = add<Resistor>("r4", Resistor::Params{.R = R3});
    connect(n1, n2);
    connect(p1, r1.p);
    connect(r1.n, opAmp.in_n);
    connect(r1.n, r3.n);
    connect(opAmp.out, r3.p);
    connect(opAmp.out, p2);
    connect(p1_2, r2.p);
    connect(r2.n, opAmp.in_p);
    connect(opAmp.in_p, r4.p);
    connect(n1, r4.n);
  }
};

// The capacitor circuits name the capacitor's voltage v (MSL: v = c.v, the state).
Expr capacitor_voltage(Component& c, Capacitor& cap) {
  Expr v = c.variable("v", {.unit = "V", .description = "capacitor voltage = state"});
  c.equation(v, cap.v);
  return v;
}

// OpAmpCircuits.Integrator: R into the inverting input, C from the output
// back to it, C = 1 / (2 pi f R k): gain k at f.
class Integrator : public Component, public FourPinOpAmp {
 public:
  static constexpr const char* kTypeName = "OpAmpCircuits.Integrator";
  using Params = OpAmpCircuitParams;
  Integrator(ComponentContext ctx, Params p)
      : Component(std::move(ctx)), FourPinOpAmp(static_cast<Component&>(*this), p) {
    auto& r = add<Resistor>("r", Resistor::Params{.R = p.R1});
    auto& c =
        add<Capacitor>("c", Capacitor::Params{.C = 1 / p.k / (2 * std::numbers::pi * p.f * p.R1)});
    capacitor_voltage(*this, c);
    connect(n1, n2);
    connect(opAmp.out, p2);
    connect(n1, opAmp.in_p);
    connect(r.p, p1);
    connect(r.n, opAmp.in_n);
    connect(opAmp.in_n, c.n);
    connect(opAmp.out, c.p);
  }
};

// OpAmpCircuits.Der: C into the inverting input, R from the output back to
// it, C = k / (2 pi f R): gain k at f.
class Der : public Component, public FourPinOpAmp {
 public:
  static constexpr const char* kTypeName = "OpAmpCircuits.Der";
  using Params = OpAmpCircuitParams;
  Der(ComponentContext ctx, Params p)
      : Component(std::move(ctx)), FourPinOpAmp(static_cast<Component&>(*this), p) {
    auto& r = add<Resistor>("r", Resistor::Params{.R = p.R1});
    auto& c =
        add<Capacitor>("c", Capacitor::Params{.C = p.k / (2 * std::numbers::pi * p.f * p.R1)});
    capacitor_voltage(*this, c);
    connect(n1, n2);
    connect(opAmp.out, p2);
    connect(c.n, opAmp.in_n);
    connect(opAmp.in_n, r.n);
    connect(opAmp.out, r.p);
    connect(c.p, p1);
    connect(n1, opAmp.in_p);
  }
};

// OpAmpCircuits.FirstOrder: inverting low pass, R1 in, R2 = k R1 and
// C = T / R2 in parallel in the feedback.
class FirstOrder : public Component, public FourPinOpAmp {
 public:
  static constexpr const char* kTypeName = "OpAmpCircuits.FirstOrder";
  using Params = OpAmpCircuitParams;
  FirstOrder(ComponentContext ctx, Params p)
      : Component(std::move(ctx)), FourPinOpAmp(static_cast<Component&>(*this), p) {
    const double R2 = p.k * p.R1;
    auto& r1 = add<Resistor>("r1", Resistor::Params{.R = p.R1});
    auto& r2 = add<Resistor>("r2", Resistor::Params{.R = R2});
    auto& c = add<Capacitor>("c", Capacitor::Params{.C = p.T / R2});
    capacitor_voltage(*this, c);
    connect(n1, n2);
    connect(opAmp.out, p2);
    connect(n1, opAmp.in_p);
    connect(r1.p, p1);
    connect(r1.n, opAmp.in_n);
    connect(opAmp.in_n, r2.n);
    connect(opAmp.in_n, c.n);
    connect(opAmp.out, r2.p);
    connect(opAmp.out, c.p);
  }
};

// OpAmpCircuits.Derivative: inverting high pass, C = T / R1 and R1 in
// series in, R2 = k R1 in the feedback.
class Derivative : public Component, public FourPinOpAmp {
 public:
  static constexpr const char* kTypeName = "OpAmpCircuits.Derivative";
  using Params = OpAmpCircuitParams;
  Derivative(ComponentContext ctx, Params p)
      : Component(std::move(ctx)), FourPinOpAmp(static_cast<Component&>(*this), p) {
    auto& r1 = add<Resistor>("r1", Resistor::Params{.R = p.R1});
    auto& r2 = add<Resistor>("r2", Resistor::Params{.R = p.k * p.R1});
    auto& c = add<Capacitor>("c", Capacitor::Params{.C = p.T / p.R1});
    capacitor_voltage(*this, c);
    connect(n1, n2);
    connect(opAmp.out, p2);
    connect(n1, opAmp.in_p);
    connect(r1.n, opAmp.in_n);
    connect(opAmp.in_n, r2.n);
    connect(opAmp.out, r2.p);
    connect(c.n, r1.p);
    connect(c.p, p1);
  }
};

// The examples' input: 10 Hz, rising and falling in 20 % of a period, held
// for 30 %, started so that t = 0 is the middle of the high phase; from
// -Vin to +Vin (bipolar) or from 0 to Vin.
TrapezoidVoltage& add_trapezoid_input(Model& m, bool bipolar = true) {
  const double Vin = 5, f = 10, rising = 0.2 / f, width = 0.3 / f;
  return m.add<TrapezoidVoltage>("vIn",
                                 TrapezoidVoltage::Params{.V = bipolar ? 2 * Vin : Vin,
                                                          .rising = rising,
                                                          .width = width,
                                                          .falling = 0.2 / f,
                                                          .period = 1 / f,
                                                          .nperiod = -1,
                                                          .offset = bipolar ? -Vin : 0.0,
                                                          .startTime = -(rising + width / 2)});
}

}  // namespace

std::unique_ptr<Model> analog_op_amps_inverting_amplifier() {
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.OpAmps.InvertingAmplifier");
  auto& ground = m->add<Ground>("ground");
  auto& vIn = add_trapezoid_input(*m);
  auto& vOut = m->add<VoltageSensor>("vOut");
  auto& gain = m->add<Gain>("gain", OpAmpCircuitParams{.k = 2});
  m->connect(vIn.p, gain.p1);
  m->connect(gain.n1, ground.p);
  m->connect(gain.n1, vIn.n);
  m->connect(gain.p2, vOut.n);
  m->connect(gain.n2, vOut.p);
  return m;
}

std::unique_ptr<Model> analog_op_amps_non_inverting_amplifier() {
  auto m =
      std::make_unique<Model>("Modelica.Electrical.Analog.Examples.OpAmps.NonInvertingAmplifier");
  auto& ground = m->add<Ground>("ground");
  auto& vIn = add_trapezoid_input(*m);
  auto& vOut = m->add<VoltageSensor>("vOut");
  auto& buffer = m->add<Buffer>("buffer", OpAmpCircuitParams{.k = 2});
  m->connect(vIn.n, buffer.n1);
  m->connect(vIn.p, buffer.p1);
  m->connect(buffer.p2, vOut.p);
  m->connect(buffer.n2, vOut.n);
  m->connect(buffer.n1, ground.p);
  return m;
}

namespace {

// The examples of one four-pin circuit `name` between the trapezoid input
// (p1-n1, n1 grounded) and the output sensor vOut (p2 to vOut.p), its
// capacitor starting uncharged.
template <class Circuit>
std::unique_ptr<Model> four_pin_example(const std::string& example, const std::string& name,
                                        OpAmpCircuitParams params, bool bipolar = true) {
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.OpAmps." + example);
  auto& ground = m->add<Ground>("ground");
  auto& vIn = add_trapezoid_input(*m, bipolar);
  auto& vOut = m->add<VoltageSensor>("vOut");
  auto& circuit = m->add<Circuit>(name, params);
  m->set_start(name + ".v", 0.0, true);
  m->connect(vIn.p, circuit.p1);
  m->connect(vIn.n, circuit.n1);
  m->connect(circuit.n1, ground.p);
  m->connect(circuit.p2, vOut.p);
  m->connect(circuit.n2, vOut.n);
  return m;
}

}  // namespace

std::unique_ptr<Model> analog_op_amps_integrator() {
  return four_pin_example<Integrator>("Integrator", "integrator", {.k = 2, .f = 10});
}

std::unique_ptr<Model> analog_op_amps_differentiator() {
  return four_pin_example<Der>("Differentiator", "der_", {.k = 2, .f = 10});
}

// LowPass and HighPass: cut-off fG = f / 10 = 1 Hz, T = 1 / (2 pi fG), the
// input from 0 to Vin.
std::unique_ptr<Model> analog_op_amps_low_pass() {
  return four_pin_example<FirstOrder>("LowPass", "firstOrder", {.T = 1 / (2 * std::numbers::pi)},
                                      false);
}

std::unique_ptr<Model> analog_op_amps_high_pass() {
  return four_pin_example<Derivative>("HighPass", "derivative", {.T = 1 / (2 * std::numbers::pi)},
                                      false);
}

// VoltageFollower: the op-amp's output fed back to its inverting input, the
// input through Ri = 1 Ohm, a load Rl = 1 Ohm.
std::unique_ptr<Model> analog_op_amps_voltage_follower() {
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.OpAmps.VoltageFollower");
  auto& ground = m->add<Ground>("ground");
  auto& opAmp =
      m->add<IdealizedOpAmpLimited>("opAmp", IdealizedOpAmpLimited::Params{.Vps = 15, .Vns = -15});
  auto& vIn = add_trapezoid_input(*m);
  auto& vOut = m->add<VoltageSensor>("vOut");
  auto& ri = m->add<Resistor>("ri", Resistor::Params{.R = 1});
  auto& rl = m->add<Resistor>("rl", Resistor::Params{.R = 1});
  m->connect(ground.p, vIn.n);
  m->connect(opAmp.out, vOut.p);
  m->connect(ground.p, vOut.n);
  m->connect(opAmp.out, opAmp.in_n);
  m->connect(vIn.p, ri.p);
  m->connect(ri.n, opAmp.in_p);
  m->connect(opAmp.out, rl.p);
  m->connect(ground.p, rl.n);
  return m;
}

namespace {

// Adder and Subtracter: a 5 V, 10 Hz sine on p1 and 5 V constant on p1_2;
// vOut = v(n2, p2).
template <class Circuit>
std::unique_ptr<Model> two_input_example(const std::string& example, const std::string& name) {
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.OpAmps." + example);
  const double Vin = 5, f = 10;
  auto& ground = m->add<Ground>("ground");
  auto& vIn1 = m->add<SineVoltage>("vIn1", SineVoltage::Params{.V = Vin, .f = f});
  auto& vIn2 = m->add<ConstantVoltage>("vIn2", ConstantVoltage::Params{.V = Vin});
  auto& vOut = m->add<VoltageSensor>("vOut");
  auto& circuit = m->add<Circuit>(name, OpAmpCircuitParams{});
  m->connect(circuit.n1, ground.p);
  m->connect(vIn1.p, circuit.p1);
  m->connect(vIn2.p, circuit.p1_2);
  m->connect(ground.p, vIn2.n);
  m->connect(ground.p, vIn1.n);
  m->connect(circuit.p2, vOut.n);
  m->connect(circuit.n2, vOut.p);
  return m;
}

}  // namespace

std::unique_ptr<Model> analog_op_amps_adder() {
  return two_input_example<Add>("Adder", "add");
}

std::unique_ptr<Model> analog_op_amps_subtracter() {
  return two_input_example<Feedback>("Subtracter", "feedback");
}

// LCOscillator: a parallel LC tank (f = 1 kHz) fed through R = 10 kOhm from a
// non-inverting amplifier of gain A = 1.001 that reads the tank voltage: the
// loss of R is slightly overcompensated, so the oscillation started at
// c.v = 10 V grows as exp(-gamma t), gamma = (1 - A) / (2 R C).
std::unique_ptr<Model> analog_op_amps_lc_oscillator() {
  auto m = std::make_unique<Model>("Modelica.Electrical.Analog.Examples.OpAmps.LCOscillator");
  const double VAmp = 10, f = 1000, A = 1.001, L = 0.001, R = 10000, R1 = 10000;
  const double C = 1 / (std::pow(2 * std::numbers::pi * f, 2) * L), R2 = (A - 1) * R1;
  auto& ground = m->add<Ground>("ground");
  auto& opAmp = m->add<IdealizedOpAmpLimited>("opAmp");
  auto& r = m->add<Resistor>("r", Resistor::Params{.R = R});
  auto& r2 = m->add<Resistor>("r2", Resistor::Params{.R = R2});
  auto& r1 = m->add<Resistor>("r1", Resistor::Params{.R = R1});
  auto& c = m->add<Capacitor>("c", Capacitor::Params{.C = C});
  auto& l = m->add<Inductor>("l", Inductor::Params{.L = L});
  auto& vOut = m->add<VoltageSensor>("vOut");
  m->set_start("c.v", VAmp, true);
  m->set_start("l.i", 0.0, true);
  m->connect(opAmp.out, r.p);
  m->connect(opAmp.out, r2.p);
  m->connect(r2.n, r1.p);
  m->connect(r2.n, opAmp.in_n);
  m->connect(r1.n, ground.p);
  m->connect(r.n, opAmp.in_p);
  m->connect(l.n, ground.p);
  m->connect(r.n, l.p);
  m->connect(c.p, l.p);
  m->connect(c.n, l.n);
  m->connect(ground.p, vOut.n);
  m->connect(r.n, vOut.p);
  return m;
}

// DifferentialAmplifier: two phases of a 400 V, 50 Hz three-phase supply feed
// a 10 Ohm load; a differential amplifier (R1 = R2 = 100 kOhm, R3 = R4 = 1
// kOhm) attenuates the line-to-line voltage by k = 100 for an instrument of
// 100 kOhm. The amplifier's common (MSL's protected pin groundOpAmp: the
// supplies, R4, the instrument) floats on a 100 kOhm resistor to the
// source's ground; the op-amp runs on its supply pins (useSupply).
std::unique_ptr<Model> analog_op_amps_differential_amplifier() {
  auto m =
      std::make_unique<Model>("Modelica.Electrical.Analog.Examples.OpAmps.DifferentialAmplifier");
  // OpAmpCircuits.DifferentialAmplifierData
  const double VSource = 400, fSource = 50, RLoad = 10, RGround = 100e3, V0 = 10e3;
  const double VSupply = 15, k = 100, R1 = 100e3, R2 = R1, R3 = R1 / k, R4 = R3;
  const double RInstrument = 100e3;
  const double V = std::sqrt(2.0 / 3.0) * VSource;
  auto& sourceVoltage1 = m->add<SineVoltage>(
      "sourceVoltage1", SineVoltage::Params{.V = V, .phase = 1.0471975511966, .f = fSource});
  auto& sourceVoltage2 = m->add<SineVoltage>(
      "sourceVoltage2", SineVoltage::Params{.V = V, .phase = -1.0471975511966, .f = fSource});
  auto& resistanceLoad = m->add<Resistor>("resistanceLoad", Resistor::Params{.R = RLoad});
  auto& voltageSensorSource = m->add<VoltageSensor>("voltageSensorSource");
  auto& gain = m->add<blocks::Gain>("gain", blocks::Gain::Params{.k = -1 / k});
  auto& resistorGround = m->add<Resistor>("resistorGround", Resistor::Params{.R = RGround});
  auto& opAmp = m->add<IdealizedOpAmpLimited>(
      "opAmp", IdealizedOpAmpLimited::Params{.V0 = V0, .useSupply = true});
  auto& resistor1 = m->add<Resistor>("resistor1", Resistor::Params{.R = R1});
  auto& resistor2 = m->add<Resistor>("resistor2", Resistor::Params{.R = R2});
  auto& resistor3 = m->add<Resistor>("resistor3", Resistor::Params{.R = R3});
  auto& resistor4 = m->add<Resistor>("resistor4", Resistor::Params{.R = R4});
  auto& positiveSupply =
      m->add<ConstantVoltage>("positiveSupply", ConstantVoltage::Params{.V = VSupply});
  auto& negativeSupply =
      m->add<ConstantVoltage>("negativeSupply", ConstantVoltage::Params{.V = -VSupply});
  auto& resistanceInstrument =
      m->add<Resistor>("resistanceInstrument", Resistor::Params{.R = RInstrument});
  auto& voltageSensor = m->add<VoltageSensor>("voltageSensor");
  auto& rootMeanSquare = m->add<blocks::RootMeanSquare>(
      "rootMeanSquare", blocks::RootMeanSquare::Params{.f = fSource});
  auto& ground = m->add<Ground>("ground");
  m->connect(voltageSensor.v, rootMeanSquare.u);
  // groundOpAmp: the amplifier's common.
  const Pin& groundOpAmp = resistor4.n;
  m->connect(groundOpAmp, resistorGround.n);
  m->connect(groundOpAmp, resistanceInstrument.n);
  m->connect(groundOpAmp, voltageSensor.n);
  m->connect(groundOpAmp, positiveSupply.n);
  m->connect(groundOpAmp, negativeSupply.n);
  m->connect(negativeSupply.p, *opAmp.s_n);
  m->connect(*opAmp.s_p, positiveSupply.p);
  // groundSource: the source's common, on the ground.
  const Pin& groundSource = ground.p;
  m->connect(sourceVoltage1.n, groundSource);
  m->connect(sourceVoltage2.n, groundSource);
  m->connect(resistorGround.p, groundSource);
  m->connect(sourceVoltage1.p, resistor1.p);
  m->connect(sourceVoltage2.p, resistor2.p);
  m->connect(voltageSensorSource.v, gain.u);
  m->connect(sourceVoltage2.p, voltageSensorSource.n);
  m->connect(sourceVoltage1.p, voltageSensorSource.p);
  m->connect(sourceVoltage1.p, resistanceLoad.p);
  m->connect(sourceVoltage2.p, resistanceLoad.n);
  m->connect(resistor3.n, resistanceInstrument.p);
  m->connect(resistor3.n, voltageSensor.p);
  m->connect(resistor3.n, opAmp.out);
  m->connect(resistor1.n, resistor3.p);
  m->connect(resistor2.n, resistor4.p);
  m->connect(resistor2.n, opAmp.in_p);
  m->connect(resistor1.n, opAmp.in_n);
  return m;
}

}  // namespace acausal::models::msl
