// Component types of the electrical, polyphase and drives libraries.
#include <fmt/format.h>

#include "components/drives/averaged_inverter.hpp"
#include "components/drives/carrier_pwm.hpp"
#include "components/drives/current_quasi_rms_sensor.hpp"
#include "components/drives/dc_electrical_excited.hpp"
#include "components/drives/dc_permanent_magnet.hpp"
#include "components/drives/dc_series_excited.hpp"
#include "components/drives/encoder.hpp"
#include "components/drives/foc_controller.hpp"
#include "components/drives/induction_machine_squirrel_cage.hpp"
#include "components/drives/pmsm.hpp"
#include "components/drives/pmsm_drives.hpp"
#include "components/drives/reluctance_synchronous_machine.hpp"
#include "components/drives/rotor_displacement_angle.hpp"
#include "components/drives/servo_motor_records.hpp"
#include "components/drives/space_phasor_blocks.hpp"
#include "components/drives/space_vector_pwm.hpp"
#include "components/drives/switched_inverter.hpp"
#include "components/drives/terminal_box.hpp"
#include "components/drives/vf_controller.hpp"
#include "components/drives/voltage_quasi_rms_sensor.hpp"
#include "components/electrical/capacitor.hpp"
#include "components/electrical/constant_current.hpp"
#include "components/electrical/constant_voltage.hpp"
#include "components/electrical/controlled_ideal_switch.hpp"
#include "components/electrical/current_sensor.hpp"
#include "components/electrical/emf.hpp"
#include "components/electrical/ground.hpp"
#include "components/electrical/ideal_diode.hpp"
#include "components/electrical/ideal_gto_thyristor.hpp"
#include "components/electrical/ideal_op_amp.hpp"
#include "components/electrical/ideal_op_amp4.hpp"
#include "components/electrical/ideal_switch.hpp"
#include "components/electrical/ideal_thyristor.hpp"
#include "components/electrical/ideal_triac.hpp"
#include "components/electrical/idealized_op_amp_limited.hpp"
#include "components/electrical/inductor.hpp"
#include "components/electrical/power_sensor.hpp"
#include "components/electrical/resistor.hpp"
#include "components/electrical/signal_current.hpp"
#include "components/electrical/signal_voltage.hpp"
#include "components/electrical/sine_voltage.hpp"
#include "components/electrical/step_voltage.hpp"
#include "components/electrical/trapezoid_voltage.hpp"
#include "components/electrical/variable_frequency_sources.hpp"
#include "components/electrical/variable_resistor.hpp"
#include "components/electrical/voltage_sensor.hpp"
#include "components/polyphase/current_sensor.hpp"
#include "components/polyphase/delta.hpp"
#include "components/polyphase/ideal_closing_switch.hpp"
#include "components/polyphase/ideal_diode.hpp"
#include "components/polyphase/ideal_thyristor.hpp"
#include "components/polyphase/inductor.hpp"
#include "components/polyphase/plug_to_pin.hpp"
#include "components/polyphase/potential_sensor.hpp"
#include "components/polyphase/power_sensor.hpp"
#include "components/polyphase/resistor.hpp"
#include "components/polyphase/signal_current.hpp"
#include "components/polyphase/signal_voltage.hpp"
#include "components/polyphase/sine_voltage.hpp"
#include "components/polyphase/star.hpp"
#include "components/polyphase/voltage_sensor.hpp"
#include "components/power_converters/chopper_step_down.hpp"
#include "components/power_converters/diode_bridge_2m_pulse.hpp"
#include "components/power_converters/diode_bridge_2pulse.hpp"
#include "components/power_converters/diode_center_tap_2m_pulse.hpp"
#include "components/power_converters/diode_center_tap_2pulse.hpp"
#include "components/power_converters/diode_center_tap_m_pulse.hpp"
#include "components/power_converters/half_controlled_bridge_2m_pulse.hpp"
#include "components/power_converters/half_controlled_bridge_2pulse.hpp"
#include "components/power_converters/hbridge.hpp"
#include "components/power_converters/rectifier_control_filter.hpp"
#include "components/power_converters/signal_2m_pulse.hpp"
#include "components/power_converters/signal_pwm.hpp"
#include "components/power_converters/single_phase_2level.hpp"
#include "components/power_converters/thyristor_bridge_2m_pulse.hpp"
#include "components/power_converters/thyristor_bridge_2pulse.hpp"
#include "components/power_converters/thyristor_center_tap_2m_pulse.hpp"
#include "components/power_converters/thyristor_center_tap_2pulse.hpp"
#include "components/power_converters/thyristor_center_tap_m_pulse.hpp"
#include "components/power_converters/voltage_bridge_2m_pulse.hpp"
#include "components/power_converters/voltage_bridge_2pulse.hpp"
#include "components/power_converters/voltage_to_duty_cycle.hpp"
#include "models/component_type_fields.hpp"

namespace acausal::models::detail {

namespace {
constexpr const char* kPhases = "number of phases";
}

void add_electrical_types(std::vector<ComponentType>& out) {
  using namespace acausal::electrical;
  out.push_back(component<Resistor>("electrical.Resistor", "linear resistor (MSL Basic.Resistor)",
                                    Fields<ResistorParams>().add("R", &ResistorParams::R, "Ohm")));
  out.push_back(component_without_options<VariableResistor>(
      "electrical.VariableResistor",
      "linear resistor whose resistance is the input R (MSL Basic.VariableResistor, no heat "
      "port)"));
  out.push_back(component<Capacitor>(
      "electrical.Capacitor", "linear capacitor (MSL Basic.Capacitor)",
      Fields<CapacitorParams>()
          .add("C", &CapacitorParams::C, "F")
          .add("v_start", &CapacitorParams::v_start, "V, initial voltage (fixed) if given")));
  out.push_back(component<Inductor>(
      "electrical.Inductor", "linear inductor (MSL Basic.Inductor)",
      Fields<InductorParams>()
          .add("L", &InductorParams::L, "H")
          .add("i_start", &InductorParams::i_start, "A, initial current (fixed) if given")));
  out.push_back(component<Ground>("electrical.Ground", "ground node, v = 0 (MSL Basic.Ground)",
                                  Fields<GroundParams>()));
  out.push_back(component<ConstantVoltage>(
      "electrical.ConstantVoltage", "constant voltage source (MSL Sources.ConstantVoltage)",
      Fields<ConstantVoltageParams>().add("V", &ConstantVoltageParams::V, "V")));
  out.push_back(component<ConstantCurrent>(
      "electrical.ConstantCurrent", "constant current source (MSL Sources.ConstantCurrent)",
      Fields<ConstantCurrentParams>().add("I", &ConstantCurrentParams::I, "A")));
  out.push_back(component<SineVoltage>(
      "electrical.SineVoltage", "sine voltage source (MSL Sources.SineVoltage)",
      Fields<SineVoltageParams>()
          .add("V", &SineVoltageParams::V, "V, amplitude")
          .add("phase", &SineVoltageParams::phase, "rad")
          .add("f", &SineVoltageParams::f, "Hz")
          .add("offset", &SineVoltageParams::offset, "V")
          .add("start_time", &SineVoltageParams::start_time, "s")));
  out.push_back(component<StepVoltage>("electrical.StepVoltage",
                                       "step voltage source (MSL Sources.StepVoltage)",
                                       Fields<StepVoltageParams>()
                                           .add("V", &StepVoltageParams::V, "V, height of the step")
                                           .add("offset", &StepVoltageParams::offset, "V")
                                           .add("startTime", &StepVoltageParams::startTime, "s")));
  out.push_back(component<TrapezoidVoltage>(
      "electrical.TrapezoidVoltage", "trapezoidal voltage source (MSL Sources.TrapezoidVoltage)",
      Fields<TrapezoidVoltageParams>()
          .add("V", &TrapezoidVoltageParams::V, "V, amplitude")
          .add("rising", &TrapezoidVoltageParams::rising, "s, rising duration")
          .add("width", &TrapezoidVoltageParams::width, "s, width duration")
          .add("falling", &TrapezoidVoltageParams::falling, "s, falling duration")
          .add("period", &TrapezoidVoltageParams::period, "s, time of one period")
          .add("nperiod", &TrapezoidVoltageParams::nperiod, "periods (< 0: for ever)")
          .add("offset", &TrapezoidVoltageParams::offset, "V")
          .add("startTime", &TrapezoidVoltageParams::startTime, "s")));
  out.push_back(component<SignalVoltage>("electrical.SignalVoltage",
                                         "voltage source from the input v",
                                         Fields<SignalVoltageParams>()));
  out.push_back(component<SignalCurrent>("electrical.SignalCurrent",
                                         "current source from the input i",
                                         Fields<SignalCurrentParams>()));
  out.push_back(component<VoltageSensor>("electrical.VoltageSensor", "voltmeter",
                                         Fields<VoltageSensorParams>()));
  out.push_back(component<CurrentSensor>("electrical.CurrentSensor", "ammeter",
                                         Fields<CurrentSensorParams>()));
  out.push_back(
      component<PowerSensor>("electrical.PowerSensor", "power meter", Fields<PowerSensorParams>()));
  out.push_back(component<EMF>("electrical.EMF", "electromotoric force (MSL Basic.EMF)",
                               Fields<EMFParams>()
                                   .add("k", &EMFParams::k, "N.m/A, transformation coefficient")
                                   .add("use_support", &EMFParams::use_support,
                                        "true: a support flange takes the reaction")));
  out.push_back(component<IdealDiode>(
      "electrical.IdealDiode", "ideal diode (MSL Ideal.IdealDiode)",
      Fields<IdealDiodeParams>()
          .add("Ron", &IdealDiodeParams::Ron, "Ohm, forward resistance")
          .add("Goff", &IdealDiodeParams::Goff, "S, backward conductance")
          .add("Vknee", &IdealDiodeParams::Vknee, "V, forward threshold voltage")));
  for (const char* name : {"electrical.IdealOpeningSwitch", "electrical.IdealClosingSwitch"}) {
    Fields<IdealSwitchParams> f;
    f.add("Ron", &IdealSwitchParams::Ron, "Ohm, closed switch resistance")
        .add("Goff", &IdealSwitchParams::Goff, "S, opened switch conductance");
    if (std::string(name).find("Opening") != std::string::npos)
      out.push_back(component<IdealOpeningSwitch>(name, "switch opened by the input control", f));
    else
      out.push_back(component<IdealClosingSwitch>(name, "switch closed by the input control", f));
  }
  for (const char* name :
       {"electrical.ControlledIdealOpeningSwitch", "electrical.ControlledIdealClosingSwitch"}) {
    Fields<ControlledIdealSwitchParams> f;
    f.add("Ron", &ControlledIdealSwitchParams::Ron, "Ohm, closed switch resistance")
        .add("Goff", &ControlledIdealSwitchParams::Goff, "S, opened switch conductance")
        .add("level", &ControlledIdealSwitchParams::level, "V, switch level of the control pin");
    if (std::string(name).find("Opening") != std::string::npos)
      out.push_back(
          component<ControlledIdealOpeningSwitch>(name, "switch opened by a control pin", f));
    else
      out.push_back(
          component<ControlledIdealClosingSwitch>(name, "switch closed by a control pin", f));
  }
  out.push_back(component<IdealOpAmp>("electrical.IdealOpAmp3Pin",
                                      "ideal operational amplifier, 3 pins (MSL IdealOpAmp3Pin)",
                                      Fields<IdealOpAmpParams>()));
  out.push_back(component<IdealizedOpAmpLimited>(
      "electrical.IdealizedOpAmpLimited",
      "operational amplifier with finite gain V0, output limited to the supply (MSL "
      "Ideal.IdealizedOpAmpLimited)",
      Fields<IdealizedOpAmpLimitedParams>()
          .add("V0", &IdealizedOpAmpLimitedParams::V0, "no-load amplification")
          .add("useSupply", &IdealizedOpAmpLimitedParams::useSupply, "supply pins s_p, s_n")
          .add("Vps", &IdealizedOpAmpLimitedParams::Vps, "V, positive supply")
          .add("Vns", &IdealizedOpAmpLimitedParams::Vns, "V, negative supply")
          .add("strict", &IdealizedOpAmpLimitedParams::strict, "limits without events")));
  out.push_back(component<IdealOpAmp4>("electrical.IdealOpAmp",
                                       "ideal operational amplifier, 4 pins (MSL Ideal.IdealOpAmp)",
                                       Fields<IdealOpAmp4Params>()));
  out.push_back(component<IdealGTOThyristor>(
      "electrical.IdealGTOThyristor",
      "ideal GTO thyristor, conducts forward while the input fire is true (MSL "
      "Ideal.IdealGTOThyristor)",
      Fields<IdealGTOThyristorParams>()
          .add("Ron", &IdealGTOThyristorParams::Ron, "Ohm, forward state-on resistance")
          .add("Goff", &IdealGTOThyristorParams::Goff, "S, backward state-off conductance")
          .add("Vknee", &IdealGTOThyristorParams::Vknee, "V, forward threshold voltage")));
  out.push_back(component<IdealThyristor>(
      "electrical.IdealThyristor",
      "ideal thyristor: a firing pulse turns it on while forward biased, it conducts until "
      "its current falls through zero (MSL Ideal.IdealThyristor)",
      Fields<IdealThyristorParams>()
          .add<double>("Ron", &IdealThyristorParams::Ron, "Ohm, forward state-on resistance")
          .add<double>("Goff", &IdealThyristorParams::Goff, "S, backward state-off conductance")
          .add<double>("Vknee", &IdealThyristorParams::Vknee, "V, forward threshold voltage")
          .add("offStart", &IdealThyristorParams::offStart, "pre(off) at the initial time")));
  {
    using P = VariableFrequencySourceParams;
    auto fields = [](const char* amplitude) {
      return Fields<P>()
          .add("useConstantAmplitude", &P::useConstantAmplitude,
               std::string("else the input ") + amplitude)
          .add("constantAmplitude", &P::constantAmplitude, "V or A")
          .add("useConstantFrequency", &P::useConstantFrequency, "else the input f")
          .add("constantFrequency", &P::constantFrequency, "Hz")
          .add("offset", &P::offset, "V or A")
          .add("phi_start", &P::phi_start, "rad, phase at t = 0");
    };
    out.push_back(component<SineVoltageVariableFrequencyAndAmplitude>(
        "electrical.SineVoltageVariableFrequencyAndAmplitude",
        "v = offset + V sin(phi), der(phi) = 2 pi f (MSL Sources)", fields("V")));
    out.push_back(component<CosineVoltageVariableFrequencyAndAmplitude>(
        "electrical.CosineVoltageVariableFrequencyAndAmplitude",
        "v = offset + V cos(phi), der(phi) = 2 pi f (MSL Sources)", fields("V")));
    out.push_back(component<SineCurrentVariableFrequencyAndAmplitude>(
        "electrical.SineCurrentVariableFrequencyAndAmplitude",
        "i = offset + I sin(phi), der(phi) = 2 pi f (MSL Sources)", fields("I")));
    out.push_back(component<CosineCurrentVariableFrequencyAndAmplitude>(
        "electrical.CosineCurrentVariableFrequencyAndAmplitude",
        "i = offset + I cos(phi), der(phi) = 2 pi f (MSL Sources)", fields("I")));
  }
  out.push_back(component<IdealTriac>(
      "electrical.IdealTriac",
      "ideal triac: two ideal thyristors in antiparallel fired by fire1, with an R-C snubber "
      "(MSL Ideal.IdealTriac)",
      Fields<IdealTriacParams>()
          .add("Ron", &IdealTriacParams::Ron, "Ohm, closed triac resistance")
          .add("Goff", &IdealTriacParams::Goff, "S, opened triac conductance")
          .add("Vknee", &IdealTriacParams::Vknee, "V, threshold voltage of either half wave")
          .add("Rdis", &IdealTriacParams::Rdis, "Ohm, snubber resistance")
          .add("Cdis", &IdealTriacParams::Cdis, "F, snubber capacitance")
          .add("offStart", &IdealTriacParams::offStart, "pre(off) of both thyristors at the start")
          .add("capacitor_v_start", &IdealTriacParams::capacitor_v_start,
               "V, fixed initial snubber voltage")));
}

void add_polyphase_types(std::vector<ComponentType>& out) {
  using namespace acausal::polyphase;
  out.push_back(component<Resistor>("polyphase.Resistor",
                                    "resistor per phase (MSL Polyphase.Basic.Resistor)",
                                    Fields<ResistorParams>()
                                        .add("m", &ResistorParams::m, kPhases)
                                        .add("R", &ResistorParams::R, "Ohm, per phase")));
  out.push_back(component<Inductor>("polyphase.Inductor",
                                    "inductor per phase (MSL Polyphase.Basic.Inductor)",
                                    Fields<InductorParams>()
                                        .add("m", &InductorParams::m, kPhases)
                                        .add("L", &InductorParams::L, "H, per phase")
                                        .add("i_start", &InductorParams::i_start,
                                             "A, fixed initial current of every phase if given")));
  out.push_back(component<Star>("polyphase.Star",
                                "star point: every phase to one pin (MSL Polyphase.Basic.Star)",
                                Fields<StarParams>().add("m", &StarParams::m, kPhases)));
  out.push_back(component<Delta>("polyphase.Delta",
                                 "delta connection of the phases (MSL Polyphase.Basic.Delta)",
                                 Fields<DeltaParams>().add("m", &DeltaParams::m, kPhases)));
  out.push_back(component<PlugToPin>("polyphase.PlugToPin",
                                     "phase k of a plug as a pin (MSL Polyphase.Basic.PlugToPin_p)",
                                     Fields<PlugToPinParams>()
                                         .add("m", &PlugToPinParams::m, kPhases)
                                         .add("k", &PlugToPinParams::k, "the phase, 1..m")));
  out.push_back(component<SineVoltage>(
      "polyphase.SineVoltage", "symmetric sine voltage source (MSL Polyphase.Sources.SineVoltage)",
      Fields<SineVoltageParams>()
          .add("m", &SineVoltageParams::m, kPhases)
          .add("V", &SineVoltageParams::V, "V, amplitude of every phase")
          .add("f", &SineVoltageParams::f, "Hz")
          .add("phase", &SineVoltageParams::phase, "rad per phase; empty: symmetric")
          .add("offset", &SineVoltageParams::offset, "V")
          .add("start_time", &SineVoltageParams::start_time, "s")));
  out.push_back(component<SignalVoltage>(
      "polyphase.SignalVoltage",
      "voltage source per phase from the inputs u (MSL Polyphase.Sources.SignalVoltage)",
      Fields<SignalVoltageParams>().add("m", &SignalVoltageParams::m, kPhases)));
  out.push_back(component<polyphase::SignalCurrent>(
      "polyphase.SignalCurrent",
      "current source per phase from the inputs i (MSL Polyphase.Sources.SignalCurrent)",
      Fields<polyphase::SignalCurrentParams>().add("m", &polyphase::SignalCurrentParams::m,
                                                   kPhases)));
  out.push_back(component<IdealClosingSwitch>(
      "polyphase.IdealClosingSwitch",
      "switch per phase, closed by the inputs control (MSL Polyphase.Ideal.IdealClosingSwitch)",
      Fields<IdealClosingSwitchParams>()
          .add("m", &IdealClosingSwitchParams::m, kPhases)
          .add("Ron", &IdealClosingSwitchParams::Ron, "Ohm")
          .add("Goff", &IdealClosingSwitchParams::Goff, "S")));
  out.push_back(component<IdealDiode>(
      "polyphase.IdealDiode",
      "ideal diode per phase (MSL Polyphase.Ideal.IdealDiode, no heat port)",
      Fields<IdealDiodeParams>()
          .add("m", &IdealDiodeParams::m, kPhases)
          .add("Ron", &IdealDiodeParams::Ron, "Ohm, forward state-on resistance of every phase")
          .add("Goff", &IdealDiodeParams::Goff, "S, backward state-off conductance of every phase")
          .add("Vknee", &IdealDiodeParams::Vknee, "V, forward threshold voltage of every phase")));
  out.push_back(component<IdealThyristor>(
      "polyphase.IdealThyristor",
      "ideal thyristor per phase, fired by fire[k] (MSL Polyphase.Ideal.IdealThyristor, no heat "
      "port)",
      Fields<IdealThyristorParams>()
          .add("m", &IdealThyristorParams::m, kPhases)
          .add("Ron", &IdealThyristorParams::Ron, "Ohm, forward state-on resistance of every phase")
          .add("Goff", &IdealThyristorParams::Goff,
               "S, backward state-off conductance of every phase")
          .add("Vknee", &IdealThyristorParams::Vknee,
               "V, forward threshold voltage of every phase")));
  out.push_back(component<VoltageSensor>(
      "polyphase.VoltageSensor", "voltages between two plugs (MSL Polyphase.Sensors.VoltageSensor)",
      Fields<VoltageSensorParams>().add("m", &VoltageSensorParams::m, kPhases)));
  out.push_back(component<CurrentSensor>(
      "polyphase.CurrentSensor", "currents of a plug (MSL Polyphase.Sensors.CurrentSensor)",
      Fields<CurrentSensorParams>().add("m", &CurrentSensorParams::m, kPhases)));
  out.push_back(component<PotentialSensor>(
      "polyphase.PotentialSensor", "potentials of a plug (MSL Polyphase.Sensors.PotentialSensor)",
      Fields<PotentialSensorParams>().add("m", &PotentialSensorParams::m, kPhases)));
  out.push_back(component<PowerSensor>(
      "polyphase.PowerSensor", "power through a plug (MSL Polyphase.Sensors.PowerSensor)",
      Fields<PowerSensorParams>().add("m", &PowerSensorParams::m, kPhases)));
}

namespace {

using namespace acausal::drives;

std::vector<std::pair<std::string, Modulation>> modulation_names() {
  return {{"sine", Modulation::Sine}, {"space_vector", Modulation::SpaceVector}};
}

template <class P>
void encoder_fields(Fields<P>& f, std::optional<EncoderOptions> P::*member) {
  f.custom(
       "encoder_counts", "number",
       "counts per revolution of an encoder in the loop (unset: exact angle and speed)",
       [member](P& p, const FieldContext& w, const OptionValue& v) {
         if (!(p.*member)) p.*member = EncoderOptions{};
         (p.*member)->counts_per_rev = read_number(w, v);
       },
       [member](const P& p) {
         return p.*member ? show((p.*member)->counts_per_rev) : std::string();
       })
      .custom(
          "encoder_T_filter", "number", "s, velocity filter of the encoder (0: none)",
          [member](P& p, const FieldContext& w, const OptionValue& v) {
            if (!(p.*member)) p.*member = EncoderOptions{};
            (p.*member)->T_filter = read_number(w, v);
          },
          [member](const P& p) { return p.*member ? show((p.*member)->T_filter) : std::string(); });
}

const ServoMotorRecord& record_named(const FieldContext& w, const OptionValue& v) {
  const std::string name = read_text(w, v);
  std::string names;
  for (const ServoMotorRecord& r : servo_records::all()) {
    if (r.name == name) return r;
    names += (names.empty() ? "'" : ", '") + r.name + "'";
  }
  throw ModelError(fmt::format("{}: option '{}': no servo motor record '{}'; the records are: {}",
                               w.type, w.option, name, names));
}

Fields<PmsmDriveParams> pmsm_drive_fields() {
  using P = PmsmDriveParams;
  Fields<P> f;
  f.custom(
       "record", "text",
       "servo motor record for machine, Vdc, I_max and w_max (give it first); default: the "
       "default record",
       [](P& p, const FieldContext& w, const OptionValue& v) {
         const P fresh = drive_params(record_named(w, v));
         p.machine = fresh.machine;
         p.Vdc = fresh.Vdc;
         p.I_max = fresh.I_max;
         p.w_max = fresh.w_max;
       },
       [](const P&) { return servo_records::default_record().name; })
      .add("Vdc", &P::Vdc, "V, ideal DC link")
      .add("I_max", &P::I_max, "A, current limit (amplitude)")
      .add("w_max", &P::w_max, "rad/s, speed limit (position drive)")
      .add("Ts", &P::Ts, "s, controller sample period")
      .choice("inverter", &P::inverter,
              {{"averaged", DriveInverter::Averaged},
               {"carrier_pwm", DriveInverter::CarrierPwm},
               {"space_vector_pwm", DriveInverter::SpaceVectorPwm}},
              "")
      .add("f_pwm", &P::f_pwm, "Hz, switching frequency of the switched inverters")
      .choice("modulation", &P::modulation, modulation_names(), "")
      .add("tune_controller", &P::tune_controller, "tune the controller from the machine")
      .add("current_bandwidth", &P::current_bandwidth, "rad/s")
      .add("speed_bandwidth", &P::speed_bandwidth, "rad/s")
      .add("position_gain", &P::position_gain, "1/s")
      .add("J_load", &P::J_load, "kg.m2, load inertia the speed loop is tuned for");
  encoder_fields(f, &P::encoder);
  return f;
}

// The fields every rotating-field machine's record shares: the stator first,
// the rotor's own fields between (`rotor`), the mechanics last.
template <class P, class Rotor>
Fields<P> rotating_field_machine_fields(Rotor rotor) {
  Fields<P> f;
  f.add("p", &P::p, "pole pairs")
      .add("fsNominal", &P::fsNominal, "Hz")
      .add("Rs", &P::Rs, "Ohm, per phase")
      .add("Lssigma", &P::Lssigma, "H, stator stray")
      .add("Lszero", &P::Lszero, "H, zero sequence");
  rotor(f);
  f.add("Jr", &P::Jr, "kg.m2, rotor inertia")
      .add("Js", &P::Js, "kg.m2, stator inertia")
      .add("use_support", &P::use_support, "")
      .add("friction_d", &P::friction_d, "N.m.s/rad");
  return f;
}

// The synchronous machines' main field and damper cage.
template <class P>
void synchronous_rotor_fields(Fields<P>& f) {
  f.add("Lmd", &P::Lmd, "H, main field, d axis")
      .add("Lmq", &P::Lmq, "H, main field, q axis")
      .add("use_damper_cage", &P::use_damper_cage, "")
      .add("Lrsigmad", &P::Lrsigmad, "H")
      .add("Lrsigmaq", &P::Lrsigmaq, "H")
      .add("Rrd", &P::Rrd, "Ohm")
      .add("Rrq", &P::Rrq, "Ohm");
}

}  // namespace

void add_drives_types(std::vector<ComponentType>& out) {
  {
    using P = PermanentMagnetSynchronousMachineParams;
    out.push_back(component<SM_PermanentMagnet>(
        "drives.SM_PermanentMagnet",
        "permanent magnet synchronous machine (MSL SM_PermanentMagnet)",
        rotating_field_machine_fields<P>([](Fields<P>& f) {
          synchronous_rotor_fields(f);
          f.add("VsOpenCircuit", &P::VsOpenCircuit,
                "V, RMS open-circuit phase voltage at fsNominal");
        })));
  }
  {
    using P = InductionMachineSquirrelCageParams;
    out.push_back(component<IM_SquirrelCage>(
        "drives.IM_SquirrelCage", "induction machine with squirrel cage (MSL IM_SquirrelCage)",
        rotating_field_machine_fields<P>([](Fields<P>& f) {
          f.add("Lm", &P::Lm, "H, main field")
              .add("Lrsigma", &P::Lrsigma, "H, rotor stray (to the stator)")
              .add("Rr", &P::Rr, "Ohm, rotor (to the stator)");
        })));
  }
  {
    using P = ReluctanceSynchronousMachineParams;
    out.push_back(component<SM_ReluctanceRotor>(
        "drives.SM_ReluctanceRotor",
        "synchronous machine with reluctance rotor and damper cage (MSL SM_ReluctanceRotor)",
        rotating_field_machine_fields<P>([](Fields<P>& f) { synchronous_rotor_fields(f); })));
  }
  out.push_back(component<DC_PermanentMagnet>(
      "drives.DC_PermanentMagnet", "permanent magnet DC machine (MSL DC_PermanentMagnet)",
      Fields<DcPermanentMagnetParams>()
          .add("VaNominal", &DcPermanentMagnetParams::VaNominal, "V")
          .add("IaNominal", &DcPermanentMagnetParams::IaNominal, "A")
          .add("wNominal", &DcPermanentMagnetParams::wNominal, "rad/s")
          .add("Ra", &DcPermanentMagnetParams::Ra, "Ohm")
          .add("La", &DcPermanentMagnetParams::La, "H")
          .add("Jr", &DcPermanentMagnetParams::Jr, "kg.m2")
          .add("Js", &DcPermanentMagnetParams::Js, "kg.m2")
          .add("use_support", &DcPermanentMagnetParams::use_support, "")
          .add("friction_d", &DcPermanentMagnetParams::friction_d, "N.m.s/rad")));
  {
    using P = DcElectricalExcitedParams;
    out.push_back(component<DcElectricalExcited>(
        "drives.DC_ElectricalExcited",
        "DC machine with a separately excited field winding (MSL DC_ElectricalExcited)",
        Fields<P>()
            .add("VaNominal", &P::VaNominal, "V, nominal armature voltage")
            .add("IaNominal", &P::IaNominal, "A, nominal armature current")
            .add("wNominal", &P::wNominal, "rad/s, nominal speed")
            .add("Ra", &P::Ra, "Ohm, armature resistance")
            .add("La", &P::La, "H, armature inductance")
            .add("Jr", &P::Jr, "kg.m2, rotor inertia")
            .add("Js", &P::Js, "kg.m2, stator inertia (use_support)")
            .add("use_support", &P::use_support, "true: a support flange takes the reaction")
            .add("friction_d", &P::friction_d, "N.m.s/rad, viscous bearing friction")
            .add("IeNominal", &P::IeNominal, "A, nominal excitation current")
            .add("Re", &P::Re, "Ohm, field excitation resistance")
            .add("Le", &P::Le, "H, total field excitation inductance")
            .add("sigmae", &P::sigmae, "stray fraction of Le, in [0, 0.99]")));
  }
  {
    using P = DcSeriesExcitedParams;
    out.push_back(component<DcSeriesExcited>(
        "drives.DC_SeriesExcited",
        "DC machine with a series excitation winding, to be connected in series with the "
        "armature (MSL DC_SeriesExcited)",
        Fields<P>()
            .add("VaNominal", &P::VaNominal, "V, nominal voltage across both windings")
            .add("IaNominal", &P::IaNominal, "A, nominal current")
            .add("wNominal", &P::wNominal, "rad/s, nominal speed")
            .add("Ra", &P::Ra, "Ohm, armature resistance")
            .add("La", &P::La, "H, armature inductance")
            .add("Jr", &P::Jr, "kg.m2, rotor inertia")
            .add("Js", &P::Js, "kg.m2, stator inertia (use_support)")
            .add("use_support", &P::use_support, "true: a support flange takes the reaction")
            .add("friction_d", &P::friction_d, "N.m.s/rad, viscous bearing friction")
            .add("Re", &P::Re, "Ohm, series excitation resistance")
            .add("Le", &P::Le, "H, total series excitation inductance")
            .add("sigmae", &P::sigmae, "stray fraction of Le, in [0, 0.99]")));
  }
  {
    using P = RotorDisplacementAngleParams;
    out.push_back(component<RotorDisplacementAngle>(
        "drives.RotorDisplacementAngle",
        "angle of the terminal voltage phasor from the rotor's q axis: a synchronous machine's "
        "load angle (MSL Machines.Sensors.RotorDisplacementAngle)",
        Fields<P>()
            .add("m", &P::m, "number of phases (>= 3)")
            .add("p", &P::p, "number of pole pairs")
            .add("positive_range", &P::positive_range,
                 "true: [0, 2 pi[, false: ]-pi, pi] (MSL positiveRange)")
            .add("threshold", &P::threshold, "V, below this voltage the output is 0")
            .add("use_support", &P::use_support, "true: a support flange (MSL useSupport)")));
  }
  out.push_back(component<AveragedInverter>(
      "drives.AveragedInverter", "averaged m-phase inverter from duty cycles",
      Fields<AveragedInverterParams>().add("m", &AveragedInverterParams::m, kPhases)));
  out.push_back(component<SwitchedInverter>(
      "drives.SwitchedInverter", "m-phase two-level inverter with ideal switches",
      Fields<SwitchedInverterParams>()
          .add("m", &SwitchedInverterParams::m, kPhases)
          .add("RonTransistor", &SwitchedInverterParams::RonTransistor, "Ohm")
          .add("GoffTransistor", &SwitchedInverterParams::GoffTransistor, "S")
          .add("RonDiode", &SwitchedInverterParams::RonDiode, "Ohm")
          .add("GoffDiode", &SwitchedInverterParams::GoffDiode, "S")
          .add("VkneeDiode", &SwitchedInverterParams::VkneeDiode, "V")));
  out.push_back(component<CarrierPwm>("drives.CarrierPwm", "carrier-based PWM",
                                      Fields<CarrierPwmParams>()
                                          .add("m", &CarrierPwmParams::m, kPhases)
                                          .add("f_carrier", &CarrierPwmParams::f_carrier, "Hz")));
  out.push_back(component<SpaceVectorPwm>(
      "drives.SpaceVectorPwm", "space vector PWM (MSL SVPWM)",
      Fields<SpaceVectorPwmParams>()
          .add("f", &SpaceVectorPwmParams::f, "Hz, switching frequency")
          .add("uMax", &SpaceVectorPwmParams::uMax, "V, DC voltage")
          .add("start_time", &SpaceVectorPwmParams::start_time, "s")
          .add("symmetric", &SpaceVectorPwmParams::symmetric, "symmetric seven-segment layout")));
  out.push_back(component<TerminalBox>(
      "drives.TerminalBox", "star or delta terminal box",
      Fields<TerminalBoxParams>()
          .add("m", &TerminalBoxParams::m, kPhases)
          .choice("connection", &TerminalBoxParams::connection,
                  {{"Y", TerminalConnection::Y}, {"D", TerminalConnection::D}}, "")));
  out.push_back(component<VfController>(
      "drives.VfController", "voltage/frequency controller",
      Fields<VfControllerParams>()
          .add("m", &VfControllerParams::m, kPhases)
          .add("VNominal", &VfControllerParams::VNominal, "V, nominal RMS voltage per phase")
          .add("fNominal", &VfControllerParams::fNominal, "Hz")
          .add("BasePhase", &VfControllerParams::BasePhase, "rad")
          .add("EconomyMode", &VfControllerParams::EconomyMode, "")));
  out.push_back(component_without_options<CurrentQuasiRMSSensor>(
      "drives.CurrentQuasiRMSSensor",
      "three-phase current sensor, output I: the current space phasor's length / sqrt(2) (MSL "
      "Machines.Sensors.CurrentQuasiRMSSensor)"));
  out.push_back(component_without_options<VoltageQuasiRMSSensor>(
      "drives.VoltageQuasiRMSSensor",
      "three-phase voltage sensor, output V: the voltage space phasor's length / sqrt(2) (MSL "
      "Machines.Sensors.VoltageQuasiRMSSensor)"));
  out.push_back(component<ToSpacePhasor>(
      "drives.ToSpacePhasor", "Clarke transform",
      Fields<ToSpacePhasorParams>().add("m", &ToSpacePhasorParams::m, kPhases)));
  out.push_back(component<FromSpacePhasor>(
      "drives.FromSpacePhasor", "inverse Clarke transform",
      Fields<ToSpacePhasorParams>().add("m", &ToSpacePhasorParams::m, kPhases)));
  out.push_back(component<DQToThreePhase>(
      "drives.DQToThreePhase", "rotor-frame set values to phase values (MSL DQToThreePhase)",
      Fields<DQToThreePhaseParams>()
          .add("p", &DQToThreePhaseParams::p, "pole pairs")
          .add("useRMS", &DQToThreePhaseParams::useRMS, "d, q inputs are RMS values")));
  out.push_back(component_without_options<Rotator>("drives.Rotator", "Park rotation"));
  out.push_back(component_without_options<ToPolar>("drives.ToPolar", "polar form of a phasor"));
  out.push_back(component<Encoder>(
      "drives.Encoder", "incremental encoder with velocity estimate",
      Fields<EncoderParams>()
          .add("counts_per_rev", &EncoderParams::counts_per_rev, "counts per revolution")
          .add("samplePeriod", &EncoderParams::samplePeriod, "s")
          .add("startTime", &EncoderParams::startTime, "s")
          .add("T_filter", &EncoderParams::T_filter, "s, velocity filter (0: none)")));
  out.push_back(component<VelocityEstimator>(
      "drives.VelocityEstimator", "sampled backward-difference velocity",
      Fields<VelocityEstimatorParams>()
          .add("samplePeriod", &VelocityEstimatorParams::samplePeriod, "s")
          .add("startTime", &VelocityEstimatorParams::startTime, "s")
          .add("T_filter", &VelocityEstimatorParams::T_filter, "s (0: none)")));
  {
    using P = FieldOrientedControllerParams;
    Fields<P> f;
    f.add("p", &P::p, "pole pairs")
        .add("Ts", &P::Ts, "s, sample period")
        .add("Ld", &P::Ld, "H")
        .add("Lq", &P::Lq, "H")
        .add("psi_m", &P::psi_m, "Wb")
        .add("Kp_i", &P::Kp_i, "V/A")
        .add("Ki_i", &P::Ki_i, "V/(A.s)")
        .add("Kp_w", &P::Kp_w, "A.s/rad")
        .add("Ki_w", &P::Ki_w, "A/rad")
        .add("Kp_phi", &P::Kp_phi, "1/s")
        .add("w_max", &P::w_max, "rad/s")
        .add("I_max", &P::I_max, "A")
        .add("id_ref", &P::id_ref, "A")
        .add("Vdc", &P::Vdc, "V")
        .choice("modulation", &P::modulation, modulation_names(), "")
        .choice("mode", &P::mode,
                {{"speed", FocMode::Speed},
                 {"torque", FocMode::Torque},
                 {"position", FocMode::Position}},
                "what the reference input commands")
        .add("delay", &P::delay, "s")
        .add("alpha_beta_outputs", &P::alpha_beta_outputs, "");
    encoder_fields(f, &P::encoder);
    out.push_back(component<FieldOrientedController>("drives.FieldOrientedController",
                                                     "sampled field-oriented PMSM controller", f));
  }
  out.push_back(component<PmsmTorqueDrive>(
      "drives.PmsmTorqueDrive", "PMSM servo drive commanded by torque", pmsm_drive_fields()));
  out.push_back(component<PmsmSpeedDrive>(
      "drives.PmsmSpeedDrive", "PMSM servo drive commanded by speed", pmsm_drive_fields()));
  out.push_back(component<PmsmPositionDrive>(
      "drives.PmsmPositionDrive", "PMSM servo drive commanded by position", pmsm_drive_fields()));
}

namespace {

Fields<power_converters::SwitchParams> switch_fields() {
  using acausal::power_converters::SwitchParams;
  return Fields<SwitchParams>()
      .add("RonTransistor", &SwitchParams::RonTransistor, "Ohm, closed transistor resistance")
      .add("GoffTransistor", &SwitchParams::GoffTransistor, "S, opened transistor conductance")
      .add("VkneeTransistor", &SwitchParams::VkneeTransistor, "V, transistor threshold voltage")
      .add("RonDiode", &SwitchParams::RonDiode, "Ohm, closed diode resistance")
      .add("GoffDiode", &SwitchParams::GoffDiode, "S, opened diode conductance")
      .add("VkneeDiode", &SwitchParams::VkneeDiode, "V, diode forward threshold voltage");
}

template <class P>
Fields<P> thyristor_fields() {
  return Fields<P>()
      .template add<double>("RonThyristor", &P::RonThyristor, "Ohm, closed thyristor resistance")
      .template add<double>("GoffThyristor", &P::GoffThyristor, "S, opened thyristor conductance")
      .template add<double>("VkneeThyristor", &P::VkneeThyristor,
                            "V, thyristor forward threshold voltage");
}

}  // namespace

void add_power_converter_types(std::vector<ComponentType>& out) {
  using namespace acausal::power_converters;
  out.push_back(component<ChopperStepDown>("power_converters.ChopperStepDown",
                                           "buck converter: transistor and free-wheeling diode",
                                           switch_fields()));
  out.push_back(component<HBridge>("power_converters.HBridge",
                                   "H-bridge of four transistors with free-wheeling diodes",
                                   switch_fields()));
  out.push_back(component<DiodeBridge2Pulse>("power_converters.DiodeBridge2Pulse",
                                             "single-phase two-pulse diode rectifier bridge",
                                             switch_fields()));
  out.push_back(component<DiodeBridge2mPulse>(
      "power_converters.DiodeBridge2mPulse",
      "2m-pulse diode rectifier bridge of m phases (MSL PowerConverters.ACDC.DiodeBridge2mPulse, "
      "no heat port)",
      Fields<DiodeBridge2mPulseParams>()
          .add("m", &DiodeBridge2mPulseParams::m, "number of phases (at least 3)")
          .add("RonDiode", &DiodeBridge2mPulseParams::RonDiode, "Ohm, closed diode resistance")
          .add("GoffDiode", &DiodeBridge2mPulseParams::GoffDiode, "S, opened diode conductance")
          .add("VkneeDiode", &DiodeBridge2mPulseParams::VkneeDiode,
               "V, diode forward threshold voltage")));
  out.push_back(component<DiodeCenterTap2Pulse>(
      "power_converters.DiodeCenterTap2Pulse",
      "two-pulse diode rectifier with centre tap (MSL PowerConverters.ACDC.DiodeCenterTap2Pulse)",
      switch_fields()));
  using TB = ThyristorBridge2PulseParams;
  out.push_back(component<ThyristorBridge2Pulse>(
      "power_converters.ThyristorBridge2Pulse",
      "single-phase two-pulse thyristor bridge, fire_p and fire_n (MSL PowerConverters.ACDC."
      "ThyristorBridge2Pulse, always enabled, no heat port)",
      thyristor_fields<TB>()
          .add("offStart_p1", &TB::offStart_p1, "pre(thyristor_p1.off) at the initial time")
          .add("offStart_p2", &TB::offStart_p2, "pre(thyristor_p2.off) at the initial time")
          .add("offStart_n1", &TB::offStart_n1, "pre(thyristor_n1.off) at the initial time")
          .add("offStart_n2", &TB::offStart_n2, "pre(thyristor_n2.off) at the initial time")));
  using HB = HalfControlledBridge2PulseParams;
  out.push_back(component<HalfControlledBridge2Pulse>(
      "power_converters.HalfControlledBridge2Pulse",
      "single-phase half controlled bridge: thyristors on the positive side, diodes on the "
      "negative (MSL PowerConverters.ACDC.HalfControlledBridge2Pulse)",
      thyristor_fields<HB>()
          .add("RonDiode", &HB::RonDiode, "Ohm, closed diode resistance")
          .add("GoffDiode", &HB::GoffDiode, "S, opened diode conductance")
          .add("VkneeDiode", &HB::VkneeDiode, "V, diode forward threshold voltage")
          .add("offStart_p1", &HB::offStart_p1, "pre(thyristor_p1.off) at the initial time")
          .add("offStart_p2", &HB::offStart_p2, "pre(thyristor_p2.off) at the initial time")));
  using TC = ThyristorCenterTap2PulseParams;
  out.push_back(component<ThyristorCenterTap2Pulse>(
      "power_converters.ThyristorCenterTap2Pulse",
      "two-pulse thyristor rectifier with centre tap (MSL PowerConverters.ACDC."
      "ThyristorCenterTap2Pulse)",
      thyristor_fields<TC>()
          .add("offStart_p", &TC::offStart_p, "pre(thyristor_p.off) at the initial time")
          .add("offStart_n", &TC::offStart_n, "pre(thyristor_n.off) at the initial time")));
  using TB2m = ThyristorBridge2mPulseParams;
  out.push_back(component<ThyristorBridge2mPulse>(
      "power_converters.ThyristorBridge2mPulse",
      "2m-pulse thyristor bridge of m phases, fire_p[k] and fire_n[k] through Pre blocks (MSL "
      "PowerConverters.ACDC.ThyristorBridge2mPulse, always enabled, no heat port)",
      thyristor_fields<TB2m>().add("m", &TB2m::m, "number of phases (at least 3)")));
  using HB2m = HalfControlledBridge2mPulseParams;
  out.push_back(component<HalfControlledBridge2mPulse>(
      "power_converters.HalfControlledBridge2mPulse",
      "2m-pulse half controlled bridge: thyristors to dc_p fired by fire_p[k], diodes from dc_n "
      "(MSL PowerConverters.ACDC.HalfControlledBridge2mPulse)",
      thyristor_fields<HB2m>()
          .add("m", &HB2m::m, "number of phases (at least 3)")
          .add("RonDiode", &HB2m::RonDiode, "Ohm, closed diode resistance")
          .add("GoffDiode", &HB2m::GoffDiode, "S, opened diode conductance")
          .add("VkneeDiode", &HB2m::VkneeDiode, "V, diode forward threshold voltage")));
  using TC2m = ThyristorCenterTap2mPulseParams;
  out.push_back(component<ThyristorCenterTap2mPulse>(
      "power_converters.ThyristorCenterTap2mPulse",
      "2m-pulse thyristor rectifier with centre tap, plugs ac_p and ac_n (MSL PowerConverters."
      "ACDC.ThyristorCenterTap2mPulse)",
      thyristor_fields<TC2m>().add("m", &TC2m::m, "number of phases (at least 3)")));
  using TCm = ThyristorCenterTapmPulseParams;
  out.push_back(component<ThyristorCenterTapmPulse>(
      "power_converters.ThyristorCenterTapmPulse",
      "m-pulse thyristor rectifier with centre tap, m odd (MSL PowerConverters.ACDC."
      "ThyristorCenterTapmPulse)",
      thyristor_fields<TCm>().add("m", &TCm::m, "number of phases (odd, at least 3)")));
  const auto diode_2m_fields = [] {
    return Fields<DiodeBridge2mPulseParams>()
        .add("m", &DiodeBridge2mPulseParams::m, "number of phases (at least 3)")
        .add("RonDiode", &DiodeBridge2mPulseParams::RonDiode, "Ohm, closed diode resistance")
        .add("GoffDiode", &DiodeBridge2mPulseParams::GoffDiode, "S, opened diode conductance")
        .add("VkneeDiode", &DiodeBridge2mPulseParams::VkneeDiode,
             "V, diode forward threshold voltage");
  };
  out.push_back(component<DiodeCenterTap2mPulse>(
      "power_converters.DiodeCenterTap2mPulse",
      "2m-pulse diode rectifier with centre tap (MSL PowerConverters.ACDC.DiodeCenterTap2mPulse)",
      diode_2m_fields()));
  out.push_back(component<DiodeCenterTapmPulse>(
      "power_converters.DiodeCenterTapmPulse",
      "m-pulse diode rectifier with centre tap, m odd (MSL PowerConverters.ACDC."
      "DiodeCenterTapmPulse)",
      diode_2m_fields()));
  using VB2m = VoltageBridge2mPulseParams;
  const auto control_2m_fields = [] {
    return Fields<VB2m>()
        .add("m", &VB2m::m, "number of phases (odd, at least 3)")
        .add("f", &VB2m::f, "Hz, mains frequency")
        .add("useConstantFiringAngle", &VB2m::useConstantFiringAngle, "else the input firingAngle")
        .add("constantFiringAngle", &VB2m::constantFiringAngle, "rad")
        .add("firingAngleMax", &VB2m::firingAngleMax, "rad, at most pi")
        .add("useFilter", &VB2m::useFilter, "filter the measured voltages")
        .add("fCut", &VB2m::fCut, "Hz, the filter's cut-off frequency; 0 means 2 f")
        .add("vStart", &VB2m::vStart, "V, start values of the filter outputs (m values)");
  };
  out.push_back(component<VoltageBridge2mPulse>(
      "power_converters.VoltageBridge2mPulse",
      "firing control of 2m-pulse bridges from the line-to-line voltages (MSL PowerConverters."
      "ACDC.Control.VoltageBridge2mPulse)",
      control_2m_fields()));
  out.push_back(component<VoltageCenterTap2mPulse>(
      "power_converters.VoltageCenterTap2mPulse",
      "firing control of 2m-pulse centre-tap rectifiers (MSL PowerConverters.ACDC.Control."
      "VoltageCenterTap2mPulse)",
      control_2m_fields()));
  using SP = Signal2mPulseParams;
  out.push_back(component<Signal2mPulse>(
      "power_converters.Signal2mPulse",
      "firing signals of 2m-pulse rectifiers from m voltages (MSL PowerConverters.ACDC.Control."
      "Signal2mPulse)",
      Fields<SP>()
          .add("m", &SP::m, "number of phases")
          .add("useConstantFiringAngle", &SP::useConstantFiringAngle, "else the input firingAngle")
          .add("constantFiringAngle", &SP::constantFiringAngle, "rad")
          .add("firingAngleMax", &SP::firingAngleMax, "rad, at most pi")
          .add("firingAngleMin", &SP::firingAngleMin, "rad, at least 0")
          .add("useFilter", &SP::useFilter, "filter the voltages")
          .add("f", &SP::f, "Hz, mains frequency")
          .add("fCut", &SP::fCut, "Hz, the filter's cut-off frequency; 0 means 2 f")
          .add("vStart", &SP::vStart, "V, start values of the filter outputs (m values)")));
  using VB = VoltageBridge2PulseParams;
  out.push_back(component<VoltageBridge2Pulse>(
      "power_converters.VoltageBridge2Pulse",
      "firing control of two-pulse rectifiers from the AC voltage (MSL PowerConverters.ACDC."
      "Control.VoltageBridge2Pulse)",
      Fields<VB>()
          .add("f", &VB::f, "Hz, mains frequency")
          .add("useConstantFiringAngle", &VB::useConstantFiringAngle, "else the input firingAngle")
          .add("constantFiringAngle", &VB::constantFiringAngle, "rad")
          .add("firingAngleMax", &VB::firingAngleMax, "rad, at most pi")
          .add("useFilter", &VB::useFilter, "filter the measured voltage")
          .add("fCut", &VB::fCut, "Hz, the filter's cut-off frequency; 0 means 2 f")
          .add("vStart", &VB::vStart, "V, start value of the filter output")));
  using RF = RectifierControlFilterParams;
  out.push_back(component<RectifierControlFilter>(
      "power_converters.RectifierControlFilter",
      "first order low pass and two all-pass filters that restore the zero crossings (MSL "
      "PowerConverters.ACDC.Control.Filter)",
      Fields<RF>()
          .add("f", &RF::f, "Hz, mains frequency")
          .add("fCut", &RF::fCut, "Hz, cut-off frequency; 0 means 2 f")
          .add("yStart", &RF::yStart, "start value of the output")));
  out.push_back(component<SinglePhase2Level>("power_converters.SinglePhase2Level",
                                             "single-phase two-level inverter", switch_fields()));
  out.push_back(component<SignalPWM>(
      "power_converters.SignalPWM", "pulse-width modulation of a duty cycle (MSL SignalPWM)",
      Fields<SignalPWMParams>()
          .add("useConstantDutyCycle", &SignalPWMParams::useConstantDutyCycle,
               "else the input dutyCycle")
          .add("constantDutyCycle", &SignalPWMParams::constantDutyCycle, "duty cycle, 0..1")
          .add("f", &SignalPWMParams::f, "Hz, switching frequency")
          .add("startTime", &SignalPWMParams::startTime, "s")));
  out.push_back(component<Voltage2DutyCycle>(
      "power_converters.Voltage2DutyCycle", "voltage to duty cycle (MSL Voltage2DutyCycle)",
      Fields<Voltage2DutyCycleParams>()
          .add("reciprocal", &Voltage2DutyCycleParams::reciprocal, "step-up mapping")
          .add("useBipolarVoltage", &Voltage2DutyCycleParams::useBipolarVoltage,
               "map [-VLim, VLim] to [0, 1]")
          .add("VLim", &Voltage2DutyCycleParams::VLim, "V, voltage mapped to d = 1")));
}

}  // namespace acausal::models::detail
