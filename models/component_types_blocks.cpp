// Component types of the signal-block and robotics libraries.
#include <cmath>

#include <fmt/format.h>

#include "components/blocks/add3.hpp"
#include "components/blocks/boolean_table.hpp"
#include "components/blocks/combi_time_table.hpp"
#include "components/blocks/continuous.hpp"
#include "components/blocks/critical_damping_filter.hpp"
#include "components/blocks/discrete.hpp"
#include "components/blocks/exp_sine.hpp"
#include "components/blocks/expression.hpp"
#include "components/blocks/filter.hpp"
#include "components/blocks/function_block.hpp"
#include "components/blocks/harmonic.hpp"
#include "components/blocks/inverse_block_constraints.hpp"
#include "components/blocks/kinematic_ptp_acceleration.hpp"
#include "components/blocks/limited.hpp"
#include "components/blocks/logical.hpp"
#include "components/blocks/math.hpp"
#include "components/blocks/mean.hpp"
#include "components/blocks/nonlinear.hpp"
#include "components/blocks/profiles.hpp"
#include "components/blocks/pulse.hpp"
#include "components/blocks/root_mean_square.hpp"
#include "components/blocks/sinc.hpp"
#include "components/blocks/sources.hpp"
#include "components/blocks/trapezoid.hpp"
#include "components/blocks/variable_frequency_sine.hpp"
#include "components/robotics/cartesian_reference.hpp"
#include "components/robotics/computed_torque.hpp"
#include "components/robotics/cycloidal_reference.hpp"
#include "components/robotics/dynamics_blocks.hpp"
#include "dynamics/joint_space_dynamics.hpp"
#include "dynamics/seed000_inertia.hpp"
#include "kinematics/robot_catalog.hpp"
#include "models/component_type_fields.hpp"

namespace acausal::models::detail {

namespace {

using namespace acausal::blocks;

std::vector<std::pair<std::string, Init>> init_names() {
  return {{"no_init", Init::NoInit},
          {"steady_state", Init::SteadyState},
          {"initial_state", Init::InitialState},
          {"initial_output", Init::InitialOutput}};
}

template <class C>
void signal_function(std::vector<ComponentType>& out, const char* name, const char* description) {
  out.push_back(component<C>(name, description, Fields<SignalFunctionParams>()));
}

/// CombiTimeTable's columns: 1-based integers.
Fields<CombiTimeTableParams>& columns_field(Fields<CombiTimeTableParams>& f) {
  using P = CombiTimeTableParams;
  return f.custom(
      "columns", "list",
      "table columns given as outputs y[1..], 1-based, column 1 is time (empty: every value "
      "column)",
      [](P& p, const FieldContext& w, const OptionValue& v) {
        p.columns.clear();
        for (double x : read_list(w, v)) {
          if (x != std::floor(x) || x < 1 || x > 1e9) wrong_kind(w, "a list of integers >= 1", v);
          p.columns.push_back(static_cast<int>(x));
        }
      },
      [](const P& p) { return show(std::vector<double>(p.columns.begin(), p.columns.end())); });
}

void add_signal_processing_types(std::vector<ComponentType>& out) {
  out.push_back(component<Trapezoid>(
      "blocks.Trapezoid", "periodic trapezoid from startTime (MSL Sources.Trapezoid)",
      Fields<TrapezoidParams>()
          .add("amplitude", &TrapezoidParams::amplitude, "height of the trapezoid")
          .add("rising", &TrapezoidParams::rising, "s, rising duration")
          .add("width", &TrapezoidParams::width, "s, width duration")
          .add("falling", &TrapezoidParams::falling, "s, falling duration")
          .add("period", &TrapezoidParams::period, "s, time of one period")
          .add("nperiod", &TrapezoidParams::nperiod, "periods (< 0: for ever)")
          .add("offset", &TrapezoidParams::offset, "output outside the trapezoids")
          .add("startTime", &TrapezoidParams::startTime, "s, output = offset before it")));
  out.push_back(component<Sinc>(
      "blocks.Sinc",
      "y = offset + amplitude sin(x) / x, x = 2 pi f (t - startTime) (MSL Sources.Sinc)",
      Fields<SincParams>()
          .add("amplitude", &SincParams::amplitude, "")
          .add("f", &SincParams::f, "Hz")
          .add("offset", &SincParams::offset, "")
          .add("startTime", &SincParams::startTime, "s, output = offset before it")));
  out.push_back(component<ExpSine>(
      "blocks.ExpSine", "exponentially damped sine from startTime (MSL Sources.ExpSine)",
      Fields<ExpSineParams>()
          .add("amplitude", &ExpSineParams::amplitude, "")
          .add("f", &ExpSineParams::f, "Hz")
          .add("phase", &ExpSineParams::phase, "rad")
          .add("damping", &ExpSineParams::damping, "1/s")
          .add("offset", &ExpSineParams::offset, "")
          .add("startTime", &ExpSineParams::startTime, "s, output = offset before it")));
  auto variable_sine_fields = [] {
    using P = VariableFrequencySineParams;
    return Fields<P>()
        .add("useConstantAmplitude", &P::useConstantAmplitude, "else the input amplitude")
        .add("constantAmplitude", &P::constantAmplitude, "")
        .add("useConstantFrequency", &P::useConstantFrequency, "else the input f")
        .add("constantFrequency", &P::constantFrequency, "Hz")
        .add("offset", &P::offset, "")
        .add("phi_start", &P::phi_start, "rad, phase at t = 0");
  };
  out.push_back(component<SineVariableFrequencyAndAmplitude>(
      "blocks.SineVariableFrequencyAndAmplitude",
      "y = offset + amplitude sin(phi), der(phi) = 2 pi f (MSL Sources)", variable_sine_fields()));
  out.push_back(component<CosineVariableFrequencyAndAmplitude>(
      "blocks.CosineVariableFrequencyAndAmplitude",
      "y = offset + amplitude cos(phi), der(phi) = 2 pi f (MSL Sources)", variable_sine_fields()));
  out.push_back(component<Pulse>(
      "blocks.Pulse", "periodic pulse from startTime (MSL Sources.Pulse)",
      Fields<PulseParams>()
          .add("amplitude", &PulseParams::amplitude, "height of the pulse")
          .add("width", &PulseParams::width, "%, width of the pulse in % of the period, (0, 100]")
          .add("period", &PulseParams::period, "s, time of one period")
          .add("offset", &PulseParams::offset, "output outside the pulses")
          .add("startTime", &PulseParams::startTime, "s, output = offset before it")));
  out.push_back(component<BooleanTable>(
      "blocks.BooleanTable",
      "Boolean output toggling at given instants, holding after the last (MSL "
      "Sources.BooleanTable)",
      Fields<BooleanTableParams>()
          .add("table", &BooleanTableParams::table, "s, strictly increasing switching instants")
          .add("startValue", &BooleanTableParams::startValue, "y before table[1]")
          .add("shiftTime", &BooleanTableParams::shiftTime, "s, shift of the table")));
  {
    Fields<CombiTimeTableParams> f;
    f.add("table", &CombiTimeTableParams::table,
          "rows (time [s], value_1, ..., value_n), times non-decreasing; a time twice is a jump");
    columns_field(f)
        .choice("extrapolation", &CombiTimeTableParams::extrapolation,
                {{"hold_last_point", Extrapolation::HoldLastPoint},
                 {"last_two_points", Extrapolation::LastTwoPoints}},
                "after the table's end (MSL Types.Extrapolation)")
        .add("offset", &CombiTimeTableParams::offset, "added to every output")
        .add("startTime", &CombiTimeTableParams::startTime, "s, output = offset before it")
        .add("timeScale", &CombiTimeTableParams::timeScale, "s, the table's time unit");
    out.push_back(component<CombiTimeTable>(
        "blocks.CombiTimeTable",
        "table look-up in time, linear segments, one output per column (MSL "
        "Sources.CombiTimeTable)",
        f));
  }
  out.push_back(component<KinematicPTPAcceleration>(
      "blocks.KinematicPTPAcceleration",
      "accelerations of a point-to-point move at the speed and acceleration limits (MSL "
      "Sources.KinematicPTP; blocks.KinematicPTP is KinematicPTP2)",
      Fields<KinematicPTPAccelerationParams>()
          .add("deltaq", &KinematicPTPAccelerationParams::deltaq,
               "distance to move per axis (one entry: every axis)")
          .add("qd_max", &KinematicPTPAccelerationParams::qd_max, "maximum speed per axis, > 0")
          .add("qdd_max", &KinematicPTPAccelerationParams::qdd_max,
               "maximum acceleration per axis, > 0")
          .add("startTime", &KinematicPTPAccelerationParams::startTime, "s")));
  out.push_back(component<Filter>(
      "blocks.Filter", "continuous low or high pass filter (MSL Continuous.Filter)",
      Fields<FilterParams>()
          .choice("analogFilter", &FilterParams::analogFilter,
                  {{"critical_damping", AnalogFilter::CriticalDamping},
                   {"bessel", AnalogFilter::Bessel},
                   {"butterworth", AnalogFilter::Butterworth},
                   {"chebyshev_i", AnalogFilter::ChebyshevI}},
                  "the filter's prototype (MSL Types.AnalogFilter)")
          .choice("filterType", &FilterParams::filterType,
                  {{"low_pass", FilterType::LowPass},
                   {"high_pass", FilterType::HighPass},
                   {"band_pass", FilterType::BandPass},
                   {"band_stop", FilterType::BandStop}},
                  "MSL Types.FilterType; band_pass and band_stop are not implemented yet")
          .add("order", &FilterParams::order, "order of the filter, >= 1")
          .add("f_cut", &FilterParams::f_cut, "Hz, cut-off frequency")
          .add("gain", &FilterParams::gain, "amplitude of the response at zero frequency")
          .add("A_ripple", &FilterParams::A_ripple, "dB, pass band ripple (chebyshev_i), > 0")
          .add("f_min", &FilterParams::f_min, "Hz, lower band edge (band_pass, band_stop)")
          .add("normalized", &FilterParams::normalized, "true: amplitude at f_cut is -3 dB")
          .choice("init", &FilterParams::init, init_names(), "MSL Types.Init")
          .add("x_start", &FilterParams::x_start, "start values of the states (empty: zeros)")
          .add("y_start", &FilterParams::y_start, "start value of the output (initial_output)")
          .add("u_nominal", &FilterParams::u_nominal, "nominal input, scales the states")));
  out.push_back(component<CriticalDamping>(
      "blocks.CriticalDamping",
      "n first order filters in series with one cut-off (MSL Continuous.CriticalDamping)",
      Fields<CriticalDampingParams>()
          .add("n", &CriticalDampingParams::n, "order of the filter, >= 1")
          .add("f", &CriticalDampingParams::f, "Hz, cut-off frequency")
          .add("normalized", &CriticalDampingParams::normalized,
               "true: amplitude at f is -3 dB (1/sqrt(2))")
          .choice("initType", &CriticalDampingParams::initType, init_names(), "MSL Types.Init")
          .add("x_start", &CriticalDampingParams::x_start,
               "start values of the states (empty: zeros)")
          .add("y_start", &CriticalDampingParams::y_start,
               "start value of the output (initial_output)")));
  out.push_back(component<Mean>(
      "blocks.Mean", "mean of u over each period 1/f (MSL Math.Mean)",
      Fields<MeanParams>()
          .add("f", &MeanParams::f, "Hz, base frequency: the mean is taken over 1/f")
          .add("x0", &MeanParams::x0, "start value of the integrator")
          .add("yGreaterOrEqualZero", &MeanParams::yGreaterOrEqualZero,
               "true: a slightly negative numerical mean is clipped to 0")));
  out.push_back(component<RootMeanSquare>(
      "blocks.RootMeanSquare", "RMS of u over each period 1/f (MSL Math.RootMeanSquare)",
      Fields<RootMeanSquareParams>()
          .add("f", &RootMeanSquareParams::f, "Hz, base frequency: the RMS is taken over 1/f")
          .add("x0", &RootMeanSquareParams::x0, "start value of the inner mean's integrator")));
  out.push_back(component<InverseBlockConstraints>(
      "blocks.InverseBlockConstraints",
      "u1 = u2, y1 = y2: inverts the block placed between them (MSL "
      "Math.InverseBlockConstraints)",
      Fields<InverseBlockConstraintsParams>()));
}

}  // namespace

void add_blocks_types(std::vector<ComponentType>& out) {
  add_signal_processing_types(out);
  out.push_back(component<Constant>("blocks.Constant", "y = k",
                                    Fields<ConstantParams>().add("k", &ConstantParams::k, "")));
  out.push_back(component<Sine>("blocks.Sine",
                                "y = offset + amplitude sin(2 pi f (t - start_time) + phase)",
                                Fields<SineParams>()
                                    .add("amplitude", &SineParams::amplitude, "")
                                    .add("f", &SineParams::f, "Hz")
                                    .add("phase", &SineParams::phase, "rad")
                                    .add("offset", &SineParams::offset, "")
                                    .add("start_time", &SineParams::start_time, "s")));
  out.push_back(component<Step>("blocks.Step", "y = offset, + height from start_time",
                                Fields<StepParams>()
                                    .add("height", &StepParams::height, "")
                                    .add("offset", &StepParams::offset, "")
                                    .add("start_time", &StepParams::start_time, "s")));
  out.push_back(component<Ramp>("blocks.Ramp", "ramp of height over duration from start_time",
                                Fields<RampParams>()
                                    .add("height", &RampParams::height, "")
                                    .add("duration", &RampParams::duration, "s")
                                    .add("offset", &RampParams::offset, "")
                                    .add("start_time", &RampParams::start_time, "s")));
  out.push_back(
      component<Gain>("blocks.Gain", "y = k u", Fields<GainParams>().add("k", &GainParams::k, "")));
  out.push_back(component<Add>(
      "blocks.Add", "y = k1 u1 + k2 u2",
      Fields<AddParams>().add("k1", &AddParams::k1, "").add("k2", &AddParams::k2, "")));
  out.push_back(component<Add3>("blocks.Add3", "y = k1 u1 + k2 u2 + k3 u3",
                                Fields<Add3Params>()
                                    .add("k1", &Add3Params::k1, "")
                                    .add("k2", &Add3Params::k2, "")
                                    .add("k3", &Add3Params::k3, "")));
  out.push_back(component<Feedback>("blocks.Feedback", "y = u1 - u2", Fields<FeedbackParams>()));
  signal_function<Product>(out, "blocks.Product", "y = u1 u2");
  signal_function<Division>(out, "blocks.Division", "y = u1 / u2");
  signal_function<Sqrt>(out, "blocks.Sqrt", "y = sqrt(u)");
  signal_function<Atan2>(out, "blocks.Atan2", "y = atan2(u1, u2)");
  signal_function<Sin>(out, "blocks.Sin", "y = sin(u)");
  signal_function<Cos>(out, "blocks.Cos", "y = cos(u)");
  signal_function<Tanh>(out, "blocks.Tanh", "y = tanh(u)");
  out.push_back(
      component<Abs>("blocks.Abs", "y = |u|",
                     Fields<AbsParams>().add("generate_event", &AbsParams::generate_event, "")));
  out.push_back(
      component<Sign>("blocks.Sign", "y = sign(u)",
                      Fields<SignParams>().add("generate_event", &SignParams::generate_event, "")));
  out.push_back(component<Min>(
      "blocks.Min", "y = min(u1, u2)",
      Fields<MinMaxParams>().add("generate_event", &MinMaxParams::generate_event, "")));
  out.push_back(component<Max>(
      "blocks.Max", "y = max(u1, u2)",
      Fields<MinMaxParams>().add("generate_event", &MinMaxParams::generate_event, "")));
  out.push_back(
      component<MultiSum>("blocks.MultiSum", "y = sum k[i] u[i]",
                          Fields<MultiSumParams>()
                              .add("nu", &MultiSumParams::nu, "number of inputs (0: size of k)")
                              .add("k", &MultiSumParams::k, "gains (empty: all 1)")));
  out.push_back(component<MultiProduct>(
      "blocks.MultiProduct", "y = product u[i]",
      Fields<MultiProductParams>().add("nu", &MultiProductParams::nu, "number of inputs")));
  out.push_back(component<MatrixGain>(
      "blocks.MatrixGain", "y = K u",
      Fields<MatrixGainParams>().add("K", &MatrixGainParams::K, "gain matrix, rows")));
  out.push_back(component<Integrator>(
      "blocks.Integrator", "der(y) = k u, optional reset",
      Fields<IntegratorParams>()
          .add("k", &IntegratorParams::k, "")
          .add("y_start", &IntegratorParams::y_start, "")
          .add("fixed", &IntegratorParams::fixed, "y(t_start) = y_start (else a guess)")
          .add("use_reset", &IntegratorParams::use_reset, "input reset")
          .add("use_set", &IntegratorParams::use_set, "input set (needs use_reset)")));
  out.push_back(component<Der>("blocks.Der", "y = der(u)", Fields<DerParams>()));
  out.push_back(
      component<FirstOrder>("blocks.FirstOrder", "T der(y) + y = k u",
                            Fields<FirstOrderParams>()
                                .add("k", &FirstOrderParams::k, "")
                                .add("T", &FirstOrderParams::T, "s")
                                .choice("init_type", &FirstOrderParams::init_type, init_names(), "")
                                .add("y_start", &FirstOrderParams::y_start, "")));
  out.push_back(component<PI>("blocks.PI", "proportional-integral controller (MSL Continuous.PI)",
                              Fields<PIParams>()
                                  .add("k", &PIParams::k, "")
                                  .add("T", &PIParams::T, "s")
                                  .choice("init_type", &PIParams::init_type, init_names(), "")
                                  .add("x_start", &PIParams::x_start, "")
                                  .add("y_start", &PIParams::y_start, "")));
  out.push_back(component<PID>("blocks.PID", "PID controller (MSL Continuous.PID)",
                               Fields<PIDParams>()
                                   .add("k", &PIDParams::k, "")
                                   .add("Ti", &PIDParams::Ti, "s")
                                   .add("Td", &PIDParams::Td, "s")
                                   .add("Nd", &PIDParams::Nd, "")
                                   .choice("init_type", &PIDParams::init_type, init_names(), "")
                                   .add("xi_start", &PIDParams::xi_start, "")
                                   .add("xd_start", &PIDParams::xd_start, "")
                                   .add("y_start", &PIDParams::y_start, "")));
  out.push_back(component<CriticalDampingFilter>(
      "blocks.CriticalDampingFilter", "critical damping filter (MSL Continuous.CriticalDamping)",
      Fields<CriticalDampingFilterParams>()
          .add("order", &CriticalDampingFilterParams::order, "")
          .add("f_cut", &CriticalDampingFilterParams::f_cut, "Hz")
          .add("gain", &CriticalDampingFilterParams::gain, "")
          .add("y_start", &CriticalDampingFilterParams::y_start, "initial output if given")));
  out.push_back(component<LimIntegrator>(
      "blocks.LimIntegrator", "integrator with limits (MSL Continuous.LimIntegrator)",
      Fields<LimIntegratorParams>()
          .add("k", &LimIntegratorParams::k, "")
          .add("outMax", &LimIntegratorParams::outMax, "")
          .add("outMin", &LimIntegratorParams::outMin, "unset: -outMax")
          .choice("init_type", &LimIntegratorParams::init_type, init_names(), "")
          .add("y_start", &LimIntegratorParams::y_start, "")
          .add("strict", &LimIntegratorParams::strict, "")));
  {
    using P = LimPIDParams;
    out.push_back(component<LimPID>("blocks.LimPID",
                                    "PID with limits and anti-windup (MSL Continuous.LimPID)",
                                    Fields<P>()
                                        .choice("controllerType", &P::controllerType,
                                                {{"P", SimpleController::P},
                                                 {"PI", SimpleController::PI},
                                                 {"PD", SimpleController::PD},
                                                 {"PID", SimpleController::PID}},
                                                "")
                                        .add("k", &P::k, "")
                                        .add("Ti", &P::Ti, "s")
                                        .add("Td", &P::Td, "s")
                                        .add("yMax", &P::yMax, "")
                                        .add("yMin", &P::yMin, "unset: -yMax")
                                        .add("wp", &P::wp, "")
                                        .add("wd", &P::wd, "")
                                        .add("Ni", &P::Ni, "")
                                        .add("Nd", &P::Nd, "")
                                        .add("withFeedForward", &P::withFeedForward, "")
                                        .add("kFF", &P::kFF, "")
                                        .choice("init_type", &P::init_type, init_names(), "")
                                        .add("xi_start", &P::xi_start, "")
                                        .add("xd_start", &P::xd_start, "")
                                        .add("y_start", &P::y_start, "")
                                        .add("strict", &P::strict, "")));
  }
  out.push_back(component<Limiter>("blocks.Limiter", "y = u limited to [uMin, uMax]",
                                   Fields<LimiterParams>()
                                       .add("uMax", &LimiterParams::uMax, "")
                                       .add("uMin", &LimiterParams::uMin, "unset: -uMax")
                                       .add("strict", &LimiterParams::strict, "")));
  out.push_back(component<VariableLimiter>(
      "blocks.VariableLimiter", "u limited by the inputs limit1, limit2",
      Fields<VariableLimiterParams>().add("strict", &VariableLimiterParams::strict, "")));
  out.push_back(component<DeadZone>("blocks.DeadZone", "zero inside [uMin, uMax]",
                                    Fields<DeadZoneParams>()
                                        .add("uMax", &DeadZoneParams::uMax, "")
                                        .add("uMin", &DeadZoneParams::uMin, "unset: -uMax")));
  out.push_back(component<SlewRateLimiter>(
      "blocks.SlewRateLimiter", "limits the rate of change",
      Fields<SlewRateLimiterParams>()
          .add("Rising", &SlewRateLimiterParams::Rising, "1/s")
          .add("Falling", &SlewRateLimiterParams::Falling, "1/s, unset: -Rising")
          .add("Td", &SlewRateLimiterParams::Td, "s")
          .choice("init_type", &SlewRateLimiterParams::init_type, init_names(), "")
          .add("y_start", &SlewRateLimiterParams::y_start, "")
          .add("strict", &SlewRateLimiterParams::strict, "")));
  out.push_back(component<Greater>("blocks.Greater", "y = u1 > u2", Fields<ComparisonParams>()));
  out.push_back(component<Less>("blocks.Less", "y = u1 < u2", Fields<ComparisonParams>()));
  out.push_back(component<GreaterThreshold>(
      "blocks.GreaterThreshold", "y = u > threshold",
      Fields<ThresholdParams>().add("threshold", &ThresholdParams::threshold, "")));
  out.push_back(component<LessThreshold>(
      "blocks.LessThreshold", "y = u < threshold",
      Fields<ThresholdParams>().add("threshold", &ThresholdParams::threshold, "")));
  out.push_back(component<Hysteresis>("blocks.Hysteresis", "on above uHigh, off below uLow",
                                      Fields<HysteresisParams>()
                                          .add("uLow", &HysteresisParams::uLow, "")
                                          .add("uHigh", &HysteresisParams::uHigh, "")
                                          .add("pre_y_start", &HysteresisParams::pre_y_start, "")));
  out.push_back(
      component<Switch>("blocks.Switch", "y = if u2 then u1 else u3", Fields<SwitchParams>()));
  out.push_back(
      component<Timer>("blocks.Timer",
                       "time since the Boolean input became true, 0 while it is false (MSL "
                       "Logical.Timer)",
                       Fields<TimerParams>()));
  out.push_back(
      component<And>("blocks.And", "y = u1 and u2 (MSL Logical.And)", Fields<LogicalParams>()));
  out.push_back(
      component<Or>("blocks.Or", "y = u1 or u2 (MSL Logical.Or)", Fields<LogicalParams>()));
  out.push_back(
      component<Not>("blocks.Not", "y = not u (MSL Logical.Not)", Fields<LogicalParams>()));
  out.push_back(component<Pre>("blocks.Pre",
                               "y = pre(u): the Boolean input one event iteration "
                               "late (MSL Logical.Pre)",
                               Fields<PreParams>().add("pre_u_start", &PreParams::pre_u_start,
                                                       "pre(u) at the initial time")));
  out.push_back(
      component<SampleAndHold>("blocks.SampleAndHold", "sampled input held between samples",
                               Fields<SampleAndHoldParams>()
                                   .add("samplePeriod", &SampleAndHoldParams::samplePeriod, "s")
                                   .add("startTime", &SampleAndHoldParams::startTime, "s")
                                   .add("y_start", &SampleAndHoldParams::y_start, "")));
  out.push_back(component<DiscretePI>("blocks.DiscretePI", "sampled PI controller",
                                      Fields<DiscretePIParams>()
                                          .add("k", &DiscretePIParams::k, "")
                                          .add("T", &DiscretePIParams::T, "s")
                                          .add("samplePeriod", &DiscretePIParams::samplePeriod, "s")
                                          .add("startTime", &DiscretePIParams::startTime, "s")
                                          .add("x_start", &DiscretePIParams::x_start, "")
                                          .add("y_start", &DiscretePIParams::y_start, "")));
  out.push_back(component<DiscretePD>("blocks.DiscretePD", "sampled PD controller",
                                      Fields<DiscretePDParams>()
                                          .add("k", &DiscretePDParams::k, "")
                                          .add("Td", &DiscretePDParams::Td, "s")
                                          .add("samplePeriod", &DiscretePDParams::samplePeriod, "s")
                                          .add("startTime", &DiscretePDParams::startTime, "s")
                                          .add("u_start", &DiscretePDParams::u_start, "")
                                          .add("y_start", &DiscretePDParams::y_start, "")));
  out.push_back(component<Harmonic>(
      "blocks.Harmonic", "RMS and phase of a harmonic",
      Fields<HarmonicParams>()
          .add("f", &HarmonicParams::f, "Hz")
          .add("k", &HarmonicParams::k, "order")
          .add("use_conjugate_complex", &HarmonicParams::use_conjugate_complex, "")
          .add("x0Cos", &HarmonicParams::x0Cos, "")
          .add("x0Sin", &HarmonicParams::x0Sin, "")));
  out.push_back(component<KinematicPTP>(
      "blocks.KinematicPTP", "point-to-point motion, bounded speed and acceleration",
      Fields<KinematicPTPParams>()
          .add("q_begin", &KinematicPTPParams::q_begin, "per axis")
          .add("q_end", &KinematicPTPParams::q_end, "per axis")
          .add("qd_max", &KinematicPTPParams::qd_max, "> 0")
          .add("qdd_max", &KinematicPTPParams::qdd_max, "> 0")
          .add("startTime", &KinematicPTPParams::startTime, "s")));
  out.push_back(component<QuinticWaypoints>(
      "blocks.QuinticWaypoints", "quintic splines through waypoints",
      Fields<QuinticWaypointsParams>()
          .add("times", &QuinticWaypointsParams::times, "s, increasing")
          .add("waypoints", &QuinticWaypointsParams::waypoints, "rows: one value per axis")));
  out.push_back(
      component<TimeTable>("blocks.TimeTable", "linear interpolation in a time table",
                           Fields<TimeTableParams>()
                               .add("table", &TimeTableParams::table, "rows (time, value)")
                               .add("offset", &TimeTableParams::offset, "")
                               .add("startTime", &TimeTableParams::startTime, "s")
                               .add("shiftTime", &TimeTableParams::shiftTime, "s, unset: startTime")
                               .add("timeScale", &TimeTableParams::timeScale, "s")));
  out.push_back(component<FunctionBlock>(
      "blocks.FunctionBlock", "y = f(u), a C++ (or Python) function of the inputs",
      Fields<FunctionBlockParams>()
          .add("inputs", &FunctionBlockParams::inputs, "")
          .add("outputs", &FunctionBlockParams::outputs, "")
          .object("f", &FunctionBlockParams::f, "acausal::FunctionBody: fills y from u")
          .object("jacobian", &FunctionBlockParams::jacobian,
                  "acausal::FunctionBody: dy/du row-major; central differences if absent")));
  out.push_back(component<Expression>(
      "blocks.Expression", "y = f(u, t), built from symbolic expressions",
      Fields<ExpressionParams>()
          .add("inputs", &ExpressionParams::inputs, "")
          .add("outputs", &ExpressionParams::outputs, "")
          .object("f", &ExpressionParams::f,
                  "std::function<std::vector<Expr>(std::span<const Expr> u, Expr t)>")));
}

namespace {

using JointSpaceModel = std::shared_ptr<const dynamics::JointSpaceDynamics>;

/// A robot model named in text: the seed-000 arm by Newton-Euler or Euler-Lagrange, with or
/// without its reflected rotor inertias; `armature` (B_m = n_r^2 J_m, one per joint) puts other
/// rotors on a model without them.
JointSpaceModel robot_model_named(const FieldContext& w, const OptionValue& v,
                                  const std::vector<double>* armature = nullptr) {
  if (std::holds_alternative<std::any>(v)) {
    if (armature != nullptr)
      throw ModelError(fmt::format(
          "{}: option 'armature' applies to a named robot model (model='seed000', ...); a C++ "
          "model object carries its own (RigidBodyTree::with_armature)",
          w.type));
    JointSpaceModel model;
    read_object(w, v, model, "a robot model (dynamics::JointSpaceDynamics) or its name");
    return model;
  }
  const std::string name = read_text(w, v);
  using dynamics::Seed000Rotors;
  const bool reflected = name == "seed000_reflected" || name == "seed000_euler_lagrange_reflected";
  if (armature != nullptr && reflected)
    throw ModelError(fmt::format(
        "{}: model '{}' has its rotor inertias already; give model='{}' with the armature", w.type,
        name, name == "seed000_reflected" ? "seed000" : "seed000_euler_lagrange"));
  const Eigen::VectorXd b =
      armature == nullptr ? Eigen::VectorXd()
                          : Eigen::Map<const Eigen::VectorXd>(
                                armature->data(), static_cast<Eigen::Index>(armature->size()));
  if (armature != nullptr && b.size() != 6)
    throw ModelError(fmt::format(
        "{}: option 'armature': {} values for the 6 joints of model '{}'; give one per joint",
        w.type, b.size(), name));
  if (name == "seed000")
    return dynamics::newton_euler_dynamics(
        armature == nullptr ? dynamics::seed000_rigid_body_tree()
                            : dynamics::seed000_rigid_body_tree().with_armature(b));
  if (name == "seed000_reflected")
    return dynamics::newton_euler_dynamics(
        dynamics::seed000_rigid_body_tree(dynamics::downward_gravity(), Seed000Rotors::reflected));
  if (name == "seed000_euler_lagrange")
    return dynamics::euler_lagrange_dynamics(
        armature == nullptr ? dynamics::seed000_euler_lagrange_model()
                            : dynamics::EulerLagrangeModel(kinematics::seed000_robot6().chain(),
                                                           dynamics::seed000_link_inertias(),
                                                           dynamics::downward_gravity(), b));
  if (name == "seed000_euler_lagrange_reflected")
    return dynamics::euler_lagrange_dynamics(dynamics::seed000_euler_lagrange_model(
        dynamics::downward_gravity(), Seed000Rotors::reflected));
  throw ModelError(fmt::format(
      "{}: option '{}': no robot model '{}'; named models are seed000, seed000_reflected, "
      "seed000_euler_lagrange, seed000_euler_lagrange_reflected (or give a C++ "
      "dynamics::JointSpaceDynamics, e.g. from a URDF)",
      w.type, w.option, name));
}

constexpr const char* kModelHelp =
    "robot model: seed000, seed000_reflected, seed000_euler_lagrange, "
    "seed000_euler_lagrange_reflected, or a dynamics::JointSpaceDynamics object";

// `model` and `armature` act together, in either order: the finish step
// rebuilds the named model with the armature once both are read.
template <class P>
Fields<P>& model_field(Fields<P>& f) {
  return f
      .custom(
          "model", "text or object", kModelHelp,
          [](P& p, const FieldContext& w, const OptionValue& v) {
            p.model = robot_model_named(w, v);
          },
          [](const P&) { return std::string(); })
      .custom(
          "armature", "list",
          "kg.m2, reflected rotor inertias B_m = n_r^2 J_m, one per joint, added to M(q) of a "
          "named model (seed000, seed000_euler_lagrange); empty: none",
          [](P&, const FieldContext& w, const OptionValue& v) { read_list(w, v); },
          [](const P&) { return std::string(); })
      .finish([](P& p, const FieldContext& w, const Options& options) {
        const Option* model = nullptr;
        const Option* armature = nullptr;
        for (const Option& o : options) {
          if (o.name == "model") model = &o;
          if (o.name == "armature") armature = &o;
        }
        if (armature == nullptr) return;
        const std::vector<double> b = read_list(FieldContext{w.type, "armature"}, armature->value);
        if (b.empty()) return;
        if (model == nullptr)
          throw ModelError(fmt::format(
              "{}: option 'armature' needs the robot model it adds to: give model='seed000' "
              "(or seed000_euler_lagrange)",
              w.type));
        p.model = robot_model_named(FieldContext{w.type, "model"}, model->value, &b);
      });
}

}  // namespace

void add_robotics_types(std::vector<ComponentType>& out) {
  using namespace acausal::robotics;
  {
    Fields<RobotModelParams> f;
    model_field(f);
    out.push_back(component<InverseDynamics>("robotics.InverseDynamics",
                                             "tau = M(q) qdd + c(q, qd) + g(q)", f));
    out.push_back(component<MassMatrix>("robotics.MassMatrix", "M(q)", f));
    out.push_back(component<BiasForces>("robotics.BiasForces", "c(q, qd) + g(q)", f));
  }
  {
    using P = ComputedTorqueParams;
    Fields<P> f;
    model_field(f)
        .add("kp", &P::kp, "1/s2, one entry or one per joint")
        .add("kd", &P::kd, "1/s")
        .add("gear_ratio", &P::gear_ratio, "n_r, output = link torque / n_r")
        .choice("friction", &P::friction,
                {{"none", FrictionCompensation::none},
                 {"coulomb_viscous", FrictionCompensation::coulomb_viscous},
                 {"stribeck", FrictionCompensation::stribeck}},
                "friction compensation")
        .add("coulomb", &P::coulomb, "N.m (coulomb_viscous)")
        .add("viscous", &P::viscous, "N.m.s/rad (coulomb_viscous)")
        .add("smoothing_width", &P::smoothing_width, "rad/s");
    for (auto [name, member] :
         {std::pair{"stribeck_tau_brk", &rotational::StribeckFrictionParams::tau_brk},
          std::pair{"stribeck_w_brk", &rotational::StribeckFrictionParams::w_brk},
          std::pair{"stribeck_tau_C", &rotational::StribeckFrictionParams::tau_C},
          std::pair{"stribeck_f", &rotational::StribeckFrictionParams::f}})
      f.custom(
          name, "number", "friction = stribeck: the plant's law (rotational.StribeckFriction)",
          // Copies: clang before 16 cannot capture a structured binding.
          [field = member](P& p, const FieldContext& w, const OptionValue& v) {
            p.stribeck.*field = read_number(w, v);
          },
          [field = member](const P& p) { return show(p.stribeck.*field); });
    out.push_back(component<ComputedTorque>("robotics.ComputedTorque",
                                            "computed-torque controller (seed 000 eq. 32)", f));
  }
  out.push_back(component<CycloidalReference>(
      "robotics.CycloidalReference", "cycloidal joint references q, qd, qdd (seed 000 eq. 23)",
      Fields<CycloidalReferenceParams>()
          .add("q_start", &CycloidalReferenceParams::q_start,
               "rad or m, one entry or one per joint")
          .add("displacement", &CycloidalReferenceParams::displacement, "rad or m")
          .add("duration", &CycloidalReferenceParams::duration, "s")
          .add("start_time", &CycloidalReferenceParams::start_time, "s")));
  {
    using P = CartesianReferenceParams;
    // The arm configuration's three parts, by name.
    Fields<P> g;
    g.custom(
         "robot", "text or object",
         "a built-in robot (kinematics list) or a DH table file; or a kinematics::Robot object",
         [](P& p, const FieldContext& w, const OptionValue& v) {
           if (std::holds_alternative<std::any>(v)) {
             read_object(w, v, p.robot, "a kinematics::Robot");
             return;
           }
           p.robot =
               std::make_shared<const kinematics::Robot>(kinematics::load_robot(read_text(w, v)));
         },
         [](const P&) { return std::string(); })
        .object("path", &P::path, "std::shared_ptr<const kinematics::CartesianPath>");
    const auto named = [](const FieldContext& w, const OptionValue& v, const auto& names) {
      const std::string text = read_text(w, v);
      std::string list;
      for (const auto& [n, value] : names) {
        if (n == text) return value;
        list += (list.empty() ? "" : ", ") + n;
      }
      wrong_kind(w, "one of " + list, v);
    };
    using kinematics::Elbow;
    using kinematics::Shoulder;
    using kinematics::Wrist;
    const std::vector<std::pair<std::string, Shoulder>> shoulders{
        {"any", Shoulder::any}, {"right", Shoulder::right}, {"left", Shoulder::left}};
    const std::vector<std::pair<std::string, Elbow>> elbows{{"any", Elbow::any},
                                                            {"up", Elbow::up},
                                                            {"down", Elbow::down},
                                                            {"right", Elbow::right},
                                                            {"left", Elbow::left}};
    const std::vector<std::pair<std::string, Wrist>> wrists{
        {"any", Wrist::any}, {"no_flip", Wrist::no_flip}, {"flip", Wrist::flip}};
    g.custom(
         "shoulder", "choice", "any, right, left",
         [named, shoulders](P& p, const FieldContext& w, const OptionValue& v) {
           p.configuration.shoulder = named(w, v, shoulders);
         },
         [](const P&) { return std::string("any"); })
        .custom(
            "elbow", "choice", "any, up, down, right, left",
            [named, elbows](P& p, const FieldContext& w, const OptionValue& v) {
              p.configuration.elbow = named(w, v, elbows);
            },
            [](const P&) { return std::string("any"); })
        .custom(
            "wrist", "choice", "any, no_flip, flip",
            [named, wrists](P& p, const FieldContext& w, const OptionValue& v) {
              p.configuration.wrist = named(w, v, wrists);
            },
            [](const P&) { return std::string("any"); });
    out.push_back(component<CartesianReference>(
        "robotics.CartesianReference", "joint references from a Cartesian path through the IK", g));
  }
}

}  // namespace acausal::models::detail
