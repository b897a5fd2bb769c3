#pragma once
// Reproductions of MSL 4.0.0 examples (issue 16), each built with MSL's names
// from the example's own components, parameters and connections, and
// registered with the experiment of its MAP-LIB reference (creation.txt).
#include <memory>
#include <string_view>
#include <vector>

#include "core/model/model.hpp"
#include "models/registry.hpp"

namespace acausal::models::msl {

/// Sets the nominal value of the variable at `path` (Modelica's
/// `x(nominal = ...)` modifier; the absolute tolerance is atol * nominal).
void set_nominal(Model& m, std::string_view path, double nominal);

/// Every example of this file set, as catalogue entries (name
/// "Modelica.<path>", msl_reference "<path>").
std::vector<ModelEntry> msl_examples();

// Modelica.Blocks.Examples
std::unique_ptr<Model> blocks_filter();
std::unique_ptr<Model> blocks_inverse_model();
std::unique_ptr<Model> blocks_pid_controller();
std::unique_ptr<Model> blocks_slew_rate_limiter();
std::unique_ptr<Model> blocks_logical_network1();

// Modelica.Electrical.Machines.Examples.DCMachines
std::unique_ptr<Model> machines_dcpm_start();
std::unique_ptr<Model> machines_dcee_start();
std::unique_ptr<Model> machines_dcse_start();
std::unique_ptr<Model> machines_dcse_single_phase();

// Modelica.Electrical.Machines.Examples.SynchronousMachines
std::unique_ptr<Model> machines_smpm_no_load();
std::unique_ptr<Model> machines_smpm_braking();

// Modelica.Electrical.PowerConverters.Examples
std::unique_ptr<Model> analog_op_amps_inverting_amplifier();
std::unique_ptr<Model> analog_op_amps_non_inverting_amplifier();
std::unique_ptr<Model> analog_op_amps_voltage_follower();
std::unique_ptr<Model> analog_op_amps_integrator();
std::unique_ptr<Model> analog_op_amps_differentiator();
std::unique_ptr<Model> analog_op_amps_low_pass();
std::unique_ptr<Model> analog_op_amps_high_pass();
std::unique_ptr<Model> analog_op_amps_adder();
std::unique_ptr<Model> analog_op_amps_subtracter();
std::unique_ptr<Model> analog_op_amps_lc_oscillator();
std::unique_ptr<Model> analog_op_amps_differential_amplifier();
std::unique_ptr<Model> power_converters_chopper_step_down_r();
std::unique_ptr<Model> power_converters_chopper_step_down_rl();
std::unique_ptr<Model> power_converters_hbridge_r();
std::unique_ptr<Model> power_converters_hbridge_rl();
std::unique_ptr<Model> power_converters_hbridge_dc_drive();
std::unique_ptr<Model> power_converters_single_phase_two_level_r();
std::unique_ptr<Model> power_converters_single_phase_two_level_rl();
std::unique_ptr<Model> power_converters_diode_bridge_2pulse();
/// ACDC.RectifierBridge2mPulse.DiodeBridge2mPulse: three-phase six-pulse
/// diode bridge on a resistor, mean and RMS of the output.
std::unique_ptr<Model> power_converters_diode_bridge_2m_pulse();

// ACDC thyristor rectifiers and the centre-tap diode rectifier
// (models/msl/rectifier_examples.cpp). The loads of the two-pulse examples:
// R (20 Ohm), RL (and 1 H), RLV (and -120 V), RLV_Characteristic (RLV with
// the firing angle ramped from 0 to pi over 10 s).
enum class Load2Pulse { R, RL, RLV, RLV_Characteristic };
std::unique_ptr<Model> power_converters_thyristor_bridge_2pulse(Load2Pulse load);
std::unique_ptr<Model> power_converters_half_controlled_bridge_2pulse();
std::unique_ptr<Model> power_converters_thyristor_center_tap_2pulse(Load2Pulse load);
std::unique_ptr<Model> power_converters_diode_center_tap_2pulse();
/// RectifierBridge2Pulse.ThyristorBridge2Pulse_DC_Drive (PM DC machine behind the mains impedance).
std::unique_ptr<Model> power_converters_thyristor_bridge_2pulse_dc_drive();
/// RectifierBridge2mPulse.ThyristorBridge2mPulse_DC_Drive (the six-pulse bridge, m = 3).
std::unique_ptr<Model> power_converters_thyristor_bridge_2m_pulse_dc_drive();
/// Rectifier1Pulse.Thyristor1Pulse_R, or with the firing angle ramped
/// (Thyristor1Pulse_R_Characteristic).
std::unique_ptr<Model> power_converters_thyristor_1pulse_r(bool characteristic);
// The three-phase (m = 3) ones: 2m-pulse bridges (RLV: -260 V), 2m-pulse
// centre taps (-260 V), m-pulse centre taps (-50 V).
std::unique_ptr<Model> power_converters_thyristor_bridge_2m_pulse(Load2Pulse load);
std::unique_ptr<Model> power_converters_half_controlled_bridge_2m_pulse();
std::unique_ptr<Model> power_converters_thyristor_center_tap_2m_pulse(Load2Pulse load);
std::unique_ptr<Model> power_converters_diode_center_tap_2m_pulse();
std::unique_ptr<Model> power_converters_thyristor_center_tap_m_pulse(Load2Pulse load);
std::unique_ptr<Model> power_converters_diode_center_tap_m_pulse();

// Modelica.Mechanics.Rotational.Examples
std::unique_ptr<Model> rotational_first_grounded();
std::unique_ptr<Model> rotational_elastic_bearing();
std::unique_ptr<Model> rotational_rolling_wheel();
std::unique_ptr<Model> rotational_simple_gear_shift();
std::unique_ptr<Model> rotational_one_way_clutch();
std::unique_ptr<Model> rotational_coupled_clutches();
std::unique_ptr<Model> rotational_friction();
std::unique_ptr<Model> translational_friction();
std::unique_ptr<Model> rotational_eddy_current_brake();
std::unique_ptr<Model> rotational_one_way_clutch_disengaged();
std::unique_ptr<Model> translational_pre_load();
std::unique_ptr<Model> blocks_filter_with_rise_time();
std::unique_ptr<Model> blocks_filter_with_differentiation();
std::unique_ptr<Model> blocks_modulation();
std::unique_ptr<Model> blocks_compare_sinc_exp_sine();
std::unique_ptr<Model> thermal_two_masses();
std::unique_ptr<Model> translational_eddy_current_brake();
std::unique_ptr<Model> rotational_backlash();
std::unique_ptr<Model> rotational_lossy_gear_demo1();
std::unique_ptr<Model> rotational_lossy_gear_demo2();
std::unique_ptr<Model> rotational_lossy_gear_demo3();

// Modelica.Mechanics.Translational.Examples
std::unique_ptr<Model> translational_accelerate();
std::unique_ptr<Model> translational_damper();
std::unique_ptr<Model> translational_initial_conditions();
std::unique_ptr<Model> translational_sign_convention();
std::unique_ptr<Model> translational_why_arrows();
std::unique_ptr<Model> translational_sensors();
std::unique_ptr<Model> translational_elasto_gap();
std::unique_ptr<Model> translational_brake();
std::unique_ptr<Model> translational_vehicle();

}  // namespace acausal::models::msl
