#include "models/catalog.hpp"

#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "components/rotational/elasto_backlash.hpp"
#include "components/rotational/spring_damper.hpp"

#include "models/argesim/c11_scara.hpp"
#include "models/drives/pmsm_foc_drive.hpp"
#include "models/msl/analog_examples.hpp"
#include "models/msl/electrical_rectifier.hpp"
#include "models/msl/induction_machine_examples.hpp"
#include "models/msl/msl_examples.hpp"
#include "models/msl/multibody_constraints.hpp"
#include "models/msl/multibody_double_pendulum.hpp"
#include "models/msl/multibody_elementary.hpp"
#include "models/msl/multibody_engines.hpp"
#include "models/msl/multibody_fourbar1.hpp"
#include "models/msl/multibody_loops.hpp"
#include "models/msl/multibody_rotational_3d_effects.hpp"
#include "models/msl/robot_r3_full_robot.hpp"
#include "models/msl/robot_r3_one_axis.hpp"
#include "models/msl/rotational_first.hpp"
#include "models/msl/smpm_current_source.hpp"
#include "models/msl/smpm_inverter.hpp"
#include "models/msl/smpm_resistive_braking.hpp"
#include "models/msl/three_phase_two_level_pwm.hpp"
#include "models/msl/translational_oscillator.hpp"
#include "models/robots/mg400_arm.hpp"
#include "models/robots/seed000_arm.hpp"
#include "models/robots/seed000_twin.hpp"

namespace acausal::models {
namespace {

// MSL First with a variant point on its elastic coupling (the default is the
// MSL example itself): what docs/studies.md and studies/first_coupling.yaml use.
std::unique_ptr<Model> rotational_first_with_variants() {
  auto m = msl::rotational_first();
  using namespace rotational;
  m->declare_variant(
      "coupling",
      {{"spring", nullptr, "linear spring c = 1e4 N.m/rad (the MSL example)"},
       {"spring_damper",
        [](Model& model) {
          model.replace("spring", part<SpringDamper>(SpringDamper::Params{.c = 1e4, .d = 5}));
        },
        "spring c = 1e4 N.m/rad with a parallel damper d = 5 N.m.s/rad"},
       {"backlash",
        [](Model& model) {
          model.replace("spring",
                        part<ElastoBacklash>(ElastoBacklash::Params{.c = 1e4, .d = 5, .b = 0.02}));
        },
        "the spring-damper with 0.02 rad total backlash"}},
      "spring", "the elastic coupling between inertia2 and inertia3");
  return m;
}

}  // namespace

std::vector<ModelEntry> catalog() {
  std::vector<ModelEntry> all;
  all.push_back({"Modelica.Mechanics.Rotational.Examples.First",
                 "sine torque -> motor inertia -> ideal gear -> spring -> load inertia (MSL)",
                 rotational_first_with_variants,
                 SimulationOptions{.t_stop = 1.0, .output_interval = 5e-4, .rtol = 1e-6},
                 "Mechanics.Rotational.Examples.First"});
  all.push_back({"Modelica.Mechanics.Translational.Examples.Oscillator",
                 "two mass-spring oscillators excited at resonance, one damped (MSL)",
                 msl::translational_oscillator,
                 SimulationOptions{.t_stop = 1.0, .output_interval = 5e-4, .rtol = 1e-6},
                 "Mechanics.Translational.Examples.Oscillator"});
  all.push_back({"Modelica.Electrical.Analog.Examples.Rectifier",
                 "six-pulse rectifier: three-phase source, ideal diodes, DC smoothing (MSL)",
                 msl::electrical_rectifier,
                 SimulationOptions{.t_stop = 0.1, .output_interval = 5e-6, .rtol = 1e-6},
                 "Electrical.Analog.Examples.Rectifier"});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis",
                 "one robot axis: op-amp current control, motor, elastic gear with friction (MSL)",
                 msl::robot_r3_one_axis,
                 SimulationOptions{.t_stop = 1.6, .output_interval = 3.2e-4, .rtol = 1e-6},
                 "Mechanics.MultiBody.Examples.Systems.RobotR3.OneAxis"});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.FullRobot",
                 "six-axis r3 robot: path planning, P-PI controllers, DC motors, elastic and "
                 "rigid gears with friction, 3-D mechanics with a load (MSL)",
                 msl::robot_r3_full_robot,
                 SimulationOptions{.t_stop = 2.0, .output_interval = 4e-4, .rtol = 1e-6},
                 "Mechanics.MultiBody.Examples.Systems.RobotR3.FullRobot"});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Elementary.DoublePendulum",
                 "double pendulum of two boxes, damped first joint: 3-D multibody (MSL)",
                 msl::multibody_double_pendulum,
                 SimulationOptions{.t_stop = 3.0, .output_interval = 6e-4, .rtol = 1e-6},
                 "Mechanics.MultiBody.Examples.Elementary.DoublePendulum"});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Loops.Fourbar1",
                 "spatial four-bar loop: crank, spherical and universal joints, slider (MSL)",
                 msl::multibody_fourbar1,
                 SimulationOptions{.t_stop = 5.0, .output_interval = 1e-3, .rtol = 1e-6},
                 "Mechanics.MultiBody.Examples.Loops.Fourbar1"});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Loops.Engine1a",
                 "one-cylinder engine without gas force: planar crank-slider loop closed by a "
                 "RevolutePlanarLoopConstraint (MSL)",
                 msl::multibody_engine1a,
                 SimulationOptions{.t_stop = 5.0, .output_interval = 1e-3, .rtol = 1e-6},
                 "Mechanics.MultiBody.Examples.Loops.Engine1a"});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Loops.EngineV6",
                 "V6 engine: six cylinders with gas force on one crank shaft, six planar loops, "
                 "one degree of freedom, quadratic load (MSL)",
                 [] { return msl::multibody_engine_v6(); },
                 SimulationOptions{.t_stop = 1.01, .output_interval = 1e-3, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Loops.EngineV6_analytic",
                 "V6 engine with its six crank-slider loops JointRRPs solved in closed form, "
                 "the crank shaft one body (MSL)",
                 msl::multibody_engine_v6_analytic,
                 SimulationOptions{.t_stop = 1.01, .output_interval = 2.02e-4, .rtol = 1e-6}, ""});
  // MAP-LIB (Dymola 2020x) references of these two are not among
  // ../shared/reference/msl; StopTime, Interval and Tolerance of those runs.
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Rotational3DEffects.GearConstraint",
                 "two cylinders coupled by a 3-D GearConstraint beside the same drive of 1-D "
                 "inertias and an IdealGear (MSL)",
                 [] { return msl::multibody_gear_constraint(); },
                 SimulationOptions{.t_stop = 5, .output_interval = 1e-3, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Rotational3DEffects.BevelGear1D",
                 "two 1-D rotors coupled by a 90 degree BevelGear1D on a box swung about three "
                 "axes (MSL)",
                 [] { return msl::multibody_bevel_gear_1d(); },
                 SimulationOptions{.t_stop = 1, .output_interval = 2e-4, .rtol = 1e-6}, ""});
  // Three examples issue 15 names for event counts; their MAP-LIB references
  // (Dymola 2020x logs) are not among ../shared/reference/msl (bench/README.md,
  // "Events against Dymola"). StopTime, Interval and Tolerance of those runs.
  all.push_back({"Modelica.Mechanics.Rotational.Examples.CoupledClutches",
                 "drive train with three clutches engaged by a sine and two steps: 27 modes "
                 "(MSL)",
                 msl::rotational_coupled_clutches,
                 SimulationOptions{.t_stop = 1.5, .output_interval = 5e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.Rotational.Examples.Friction",
                 "drive train with a clutch and a brake: sliding, stuck, released (MSL)",
                 msl::rotational_friction,
                 SimulationOptions{.t_stop = 3.0, .output_interval = 5e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.Translational.Examples.Friction",
                 "masses with Stribeck friction: between stops, on a spring, on a tabulated "
                 "SupportFriction (MSL)",
                 msl::translational_friction,
                 SimulationOptions{.t_stop = 5.0, .output_interval = 5e-4, .rtol = 1e-6}, ""});
  // Examples of components issue 16 names whose MAP-LIB references (Dymola
  // 2020x) are not among ../shared/reference/msl: checked by hand against those
  // files and by closed forms in their tests (docs/msl_coverage.md). StopTime,
  // Interval and Tolerance of the MAP-LIB runs.
  all.push_back({"Modelica.Electrical.Machines.Examples.DCMachines.DCSE_Start",
                 "series excited DC machine started through a series resistor ramped to zero, "
                 "quadratic load torque (MSL)",
                 msl::machines_dcse_start,
                 SimulationOptions{.t_stop = 2.0, .output_interval = 5e-5, .rtol = 1e-7}, ""});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Loops.Engine1b",
                 "one-cylinder engine with gas force, the crank-slider loop closed by a "
                 "RevolutePlanarLoopConstraint (MSL)",
                 msl::multibody_engine1b,
                 SimulationOptions{.t_stop = 0.5, .output_interval = 1e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Loops.Engine1b_analytic",
                 "Engine1b with its crank-slider loop one JointRRP (MSL)",
                 msl::multibody_engine1b_analytic,
                 SimulationOptions{.t_stop = 0.5, .output_interval = 1e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Loops.PlanarLoops_analytic",
                 "three planar four-bars in a chain, each a JointRRR, the crank on a filtered "
                 "sine (MSL)",
                 msl::multibody_planar_loops_analytic,
                 SimulationOptions{.t_stop = 5, .output_interval = 1e-3, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.Rotational.Examples.OneWayClutchDisengaged",
                 "one-way clutch never engaged: the freewheel alone between two inertias (MSL)",
                 msl::rotational_one_way_clutch_disengaged,
                 SimulationOptions{.t_stop = 2.0, .output_interval = 5e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.Rotational.Examples.LossyGearDemo2",
                 "lossy gear behind a bearing friction, both stuck at the start under a load "
                 "(MSL)",
                 msl::rotational_lossy_gear_demo2,
                 SimulationOptions{.t_stop = 0.5, .output_interval = 1e-3, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.Translational.Examples.PreLoad",
                 "spool preloaded by a spring between two plates on elasto-gap contacts (MSL)",
                 msl::translational_pre_load,
                 SimulationOptions{.t_stop = 100, .output_interval = 0.05, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Elementary.Pendulum",
                 "body on a damped revolute joint falling from the horizontal (MSL)",
                 msl::multibody_pendulum,
                 SimulationOptions{.t_stop = 5, .output_interval = 1e-3, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Elementary.SpringMassSystem",
                 "bodies on prismatic joints, on a 1-D spring and on a line spring (MSL)",
                 msl::multibody_spring_mass_system,
                 SimulationOptions{.t_stop = 5, .output_interval = 1e-3, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Loops.PlanarFourbar",
                 "planar four-bar of steel boxes falling from rest, loop cut by a "
                 "RevolutePlanarLoopConstraint (MSL)",
                 msl::multibody_planar_fourbar,
                 SimulationOptions{.t_stop = 5, .output_interval = 1e-3, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Constraints.PrismaticConstraint",
                 "body on two prismatic joints beside a free body held by a prismatic constraint "
                 "free along x and y (MSL)",
                 msl::multibody_prismatic_constraint,
                 SimulationOptions{.t_stop = 10, .output_interval = 2e-3, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Constraints.UniversalConstraint",
                 "pendulum on a universal joint beside a free body held by a "
                 "universal constraint (MSL)",
                 msl::multibody_universal_constraint,
                 SimulationOptions{.t_stop = 10, .output_interval = 2e-3, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.MultiBody.Examples.Rotational3DEffects.MovingActuatedDrive",
                 "ActuatedDrive's 3-D drive train beside its Rotor1D, each on a revolute joint "
                 "swung by a position source (MSL)",
                 msl::multibody_moving_actuated_drive,
                 SimulationOptions{.t_stop = 1.1, .output_interval = 2.2e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Thermal.HeatTransfer.Examples.TwoMasses",
                 "two heat capacitors at 100 and 0 degC sharing heat through a conductor (MSL)",
                 msl::thermal_two_masses,
                 SimulationOptions{.t_stop = 1, .output_interval = 5e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Blocks.Examples.LogicalNetwork1",
                 "Boolean tables through Not, And, Or and a Pre that closes the loop (MSL)",
                 msl::blocks_logical_network1,
                 SimulationOptions{.t_stop = 10, .output_interval = 2e-3, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Blocks.Examples.FilterWithRiseTime",
                 "step through three critical-damping low passes tuned by rise time (MSL)",
                 msl::blocks_filter_with_rise_time,
                 SimulationOptions{.t_stop = 4, .output_interval = 8e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Blocks.Examples.FilterWithDifferentiation",
                 "step through a third-order Bessel low pass, its output differentiated three "
                 "times (MSL)",
                 msl::blocks_filter_with_differentiation,
                 SimulationOptions{.t_stop = 0.9, .output_interval = 1.8e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.Rotational.Examples.Backlash",
                 "three inertias swinging on a spring-damper, behind ElastoBacklash and behind "
                 "ElastoBacklash2 (MSL)",
                 msl::rotational_backlash,
                 SimulationOptions{.t_stop = 1, .output_interval = 5e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Blocks.Examples.Modulation",
                 "amplitude and frequency modulation of a 100 Hz sine and cosine (MSL)",
                 msl::blocks_modulation,
                 SimulationOptions{.t_stop = 1, .output_interval = 5e-5, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Blocks.Examples.CompareSincExpSine",
                 "a 5 Hz sinc beside two exponentially damped sines (MSL)",
                 msl::blocks_compare_sinc_exp_sine,
                 SimulationOptions{.t_stop = 1, .output_interval = 5e-5, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Electrical.Analog.Examples.SeriesResonance",
                 "series R-L-C circuits on sine and cosine sources swept from 0 to 200 Hz "
                 "through the 100 Hz resonance (MSL)",
                 msl::analog_series_resonance,
                 SimulationOptions{.t_stop = 1, .output_interval = 5e-5, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Electrical.Analog.Examples.ParallelResonance",
                 "parallel R-L-C circuits on sine and cosine current sources swept from 0 to "
                 "200 Hz through the 100 Hz resonance (MSL)",
                 msl::analog_parallel_resonance,
                 SimulationOptions{.t_stop = 1, .output_interval = 5e-5, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Electrical.Analog.Examples.CharacteristicThyristors",
                 "ideal thyristors and GTO thyristors on a 10 V sine, fired by a Boolean table "
                 "and a pulse (MSL)",
                 msl::analog_characteristic_thyristors,
                 SimulationOptions{.t_stop = 6, .output_interval = 1.2e-3, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Electrical.Analog.Examples.IdealTriacCircuit",
                 "ideal triac behind 20 Ohm on a 5 V, 2 Hz sine, fired by a Boolean pulse (MSL)",
                 msl::analog_ideal_triac_circuit,
                 SimulationOptions{.t_stop = 2, .output_interval = 4e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Electrical.Analog.Examples.CharacteristicIdealDiodes",
                 "three ideal diodes (ideal; with Ron and Goff; with a knee) behind 1 mOhm on "
                 "10 V sines (MSL)",
                 msl::analog_characteristic_ideal_diodes,
                 SimulationOptions{.t_stop = 1, .output_interval = 2e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Electrical.Analog.Examples.ShowVariableResistor",
                 "sine voltage across resistor branches, one with a VariableResistor ramped "
                 "from 2 to 7 Ohm (MSL)",
                 msl::analog_show_variable_resistor,
                 SimulationOptions{.t_stop = 1, .output_interval = 2e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Electrical.Analog.Examples.CauerLowPassAnalog",
                 "step response of a fifth-order Cauer low pass of capacitors and inductors, "
                 "with two loops of capacitors (MSL)",
                 msl::analog_cauer_low_pass_analog,
                 SimulationOptions{.t_stop = 60, .output_interval = 0.012, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Electrical.Analog.Examples.CauerLowPassOPV",
                 "the fifth-order Cauer low pass as ideal op-amp integrators, fed a -1 V "
                 "step (MSL)",
                 msl::analog_cauer_low_pass_opv,
                 SimulationOptions{.t_stop = 60, .output_interval = 0.012, .rtol = 1e-6}, ""});
  all.push_back(
      {"Modelica.Electrical.PowerConverters.Examples.ACDC.RectifierBridge2mPulse."
       "DiodeBridge2mPulse",
       "three-phase six-pulse diode bridge on a resistor, mean and RMS of the output "
       "(MSL)",
       msl::power_converters_diode_bridge_2m_pulse,
       SimulationOptions{.t_stop = 0.1, .output_interval = 1e-4, .rtol = 1e-7}, ""});
  all.push_back({"Modelica.Electrical.PowerConverters.Examples.DCDC.HBridge.HBridge_RL",
                 "H bridge at duty cycle 0.6 on a resistor and an inductor (MSL)",
                 msl::power_converters_hbridge_rl,
                 SimulationOptions{.t_stop = 0.1, .output_interval = 1e-4, .rtol = 1e-7}, ""});
  {
    // ACDC thyristor rectifiers (MAP-LIB: StopTime 0.1 s, or 10 s for the
    // characteristics; Interval 1e-4 s, Tolerance 1e-7).
    using msl::Load2Pulse;
    const std::string acdc = "Modelica.Electrical.PowerConverters.Examples.ACDC.";
    const SimulationOptions short_run{.t_stop = 0.1, .output_interval = 1e-4, .rtol = 1e-7};
    const SimulationOptions characteristic{.t_stop = 10, .output_interval = 1e-4, .rtol = 1e-7};
    const SimulationOptions drive{.t_stop = 15, .output_interval = 1e-4, .rtol = 1e-7};
    const std::vector<std::tuple<std::string, std::string, Load2Pulse>> loads = {
        {"R", "a resistor", Load2Pulse::R},
        {"RL", "a resistor and an inductor", Load2Pulse::RL},
        {"RLV", "a resistor, an inductor and a DC source (two-pulse: -120 V)", Load2Pulse::RLV},
        {"RLV_Characteristic",
         "a resistor, an inductor and a DC source, firing angle ramped from 0 to pi",
         Load2Pulse::RLV_Characteristic}};
    all.push_back({acdc + "RectifierBridge2Pulse.ThyristorBridge2Pulse_DC_Drive",
                   "single-phase thyristor bridge feeding a PM DC machine through the mains "
                   "impedance (MSL)",
                   [] { return msl::power_converters_thyristor_bridge_2pulse_dc_drive(); }, drive,
                   ""});
    all.push_back({acdc + "RectifierBridge2mPulse.ThyristorBridge2mPulse_DC_Drive",
                   "three-phase six-pulse thyristor bridge feeding a PM DC machine through the "
                   "mains impedance (MSL)",
                   [] { return msl::power_converters_thyristor_bridge_2m_pulse_dc_drive(); }, drive,
                   ""});
    for (const auto& [suffix, load_text, load] : loads) {
      const SimulationOptions& options =
          load == Load2Pulse::RLV_Characteristic ? characteristic : short_run;
      all.push_back(
          {acdc + "RectifierBridge2Pulse.ThyristorBridge2Pulse_" + suffix,
           "single-phase thyristor bridge (firing angle 30 deg) on " + load_text + " (MSL)",
           [load] { return msl::power_converters_thyristor_bridge_2pulse(load); }, options, ""});
      all.push_back({acdc + "RectifierCenterTap2Pulse.ThyristorCenterTap2Pulse_" + suffix,
                     "two-pulse centre-tap thyristor rectifier (firing angle 30 deg) on " +
                         load_text + " (MSL)",
                     [load] { return msl::power_converters_thyristor_center_tap_2pulse(load); },
                     options, ""});
      all.push_back({acdc + "RectifierBridge2mPulse.ThyristorBridge2mPulse_" + suffix,
                     "three-phase six-pulse thyristor bridge (firing angle 30 deg) on " +
                         load_text + " (MSL; RLV: -260 V)",
                     [load] { return msl::power_converters_thyristor_bridge_2m_pulse(load); },
                     options, ""});
      all.push_back({acdc + "RectifierCenterTap2mPulse.ThyristorCenterTap2mPulse_" + suffix,
                     "six-pulse centre-tap thyristor rectifier (firing angle 30 deg) on " +
                         load_text + " (MSL; RLV: -260 V)",
                     [load] { return msl::power_converters_thyristor_center_tap_2m_pulse(load); },
                     options, ""});
      all.push_back({acdc + "RectifierCenterTapmPulse.ThyristorCenterTapmPulse_" + suffix,
                     "three-pulse centre-tap thyristor rectifier (firing angle 30 deg) on " +
                         load_text + " (MSL; RLV: -50 V)",
                     [load] { return msl::power_converters_thyristor_center_tap_m_pulse(load); },
                     options, ""});
    }
    all.push_back({acdc + "RectifierBridge2Pulse.HalfControlledBridge2Pulse",
                   "half controlled single-phase bridge (firing angle 30 deg) on a resistor (MSL)",
                   msl::power_converters_half_controlled_bridge_2pulse, short_run, ""});
    all.push_back({acdc + "RectifierCenterTap2Pulse.DiodeCenterTap2Pulse",
                   "two-pulse centre-tap diode rectifier on a resistor (MSL)",
                   msl::power_converters_diode_center_tap_2pulse, short_run, ""});
    all.push_back({acdc + "RectifierBridge2mPulse.HalfControlledBridge2mPulse",
                   "three-phase half controlled bridge (firing angle 30 deg) on a resistor (MSL)",
                   msl::power_converters_half_controlled_bridge_2m_pulse, short_run, ""});
    all.push_back({acdc + "RectifierCenterTap2mPulse.DiodeCenterTap2mPulse",
                   "six-pulse centre-tap diode rectifier on a resistor (MSL)",
                   msl::power_converters_diode_center_tap_2m_pulse, short_run, ""});
    all.push_back({acdc + "RectifierCenterTapmPulse.DiodeCenterTapmPulse",
                   "three-pulse centre-tap diode rectifier on a resistor (MSL)",
                   msl::power_converters_diode_center_tap_m_pulse, short_run, ""});
    all.push_back({acdc + "Rectifier1Pulse.Thyristor1Pulse_R",
                   "one thyristor (firing angle 30 deg) on a resistor (MSL)",
                   [] { return msl::power_converters_thyristor_1pulse_r(false); }, short_run, ""});
    all.push_back({acdc + "Rectifier1Pulse.Thyristor1Pulse_R_Characteristic",
                   "one thyristor on a resistor, firing angle ramped from 0 to pi (MSL)",
                   [] { return msl::power_converters_thyristor_1pulse_r(true); }, characteristic,
                   ""});
  }
  for (const auto& [name, description, build] :
       std::vector<std::tuple<std::string, std::string, std::unique_ptr<Model> (*)()>>{
           {"InvertingAmplifier", "inverting amplifier (gain 2) around a limited op-amp (MSL)",
            msl::analog_op_amps_inverting_amplifier},
           {"NonInvertingAmplifier",
            "non-inverting amplifier (gain 2) around a limited op-amp (MSL)",
            msl::analog_op_amps_non_inverting_amplifier},
           {"VoltageFollower", "limited op-amp as a voltage follower on a 1 Ohm load (MSL)",
            msl::analog_op_amps_voltage_follower},
           {"Integrator", "inverting integrator (gain 2 at 10 Hz) around a limited op-amp (MSL)",
            msl::analog_op_amps_integrator},
           {"Differentiator",
            "inverting differentiator (gain 2 at 10 Hz) around a limited op-amp (MSL)",
            msl::analog_op_amps_differentiator},
           {"LowPass", "inverting first-order low pass (1 Hz) around a limited op-amp (MSL)",
            msl::analog_op_amps_low_pass},
           {"HighPass", "inverting first-order high pass (1 Hz) around a limited op-amp (MSL)",
            msl::analog_op_amps_high_pass},
           {"Adder", "inverting adder of a sine and a constant around a limited op-amp (MSL)",
            msl::analog_op_amps_adder},
           {"Subtracter",
            "difference amplifier of a sine and a constant around a limited op-amp (MSL)",
            msl::analog_op_amps_subtracter}})
    all.push_back({"Modelica.Electrical.Analog.Examples.OpAmps." + name, description, build,
                   SimulationOptions{.t_stop = 1, .output_interval = 5e-4, .rtol = 1e-7}, ""});
  all.push_back({"Modelica.Electrical.Analog.Examples.OpAmps.LCOscillator",
                 "LC tank kept oscillating by a non-inverting amplifier of gain 1.001 (MSL)",
                 msl::analog_op_amps_lc_oscillator,
                 SimulationOptions{.t_stop = 0.01, .output_interval = 5e-6, .rtol = 1e-5}, ""});
  all.push_back({"Modelica.Electrical.Analog.Examples.OpAmps.DifferentialAmplifier",
                 "differential amplifier attenuating a 400 V line-to-line voltage by 100 for an "
                 "instrument, its common floating on 100 kOhm (MSL)",
                 msl::analog_op_amps_differential_amplifier,
                 SimulationOptions{.t_stop = 0.2, .output_interval = 1e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Electrical.PowerConverters.Examples.DCDC.HBridge.HBridge_DC_Drive",
                 "H bridge on 120 V driving a permanent-magnet DC machine forward and "
                 "backward against a load torque table (MSL)",
                 msl::power_converters_hbridge_dc_drive,
                 SimulationOptions{.t_stop = 24, .output_interval = 1e-4, .rtol = 1e-7}, ""});
  all.push_back(
      {"Modelica.Electrical.PowerConverters.Examples.DCDC.ChopperStepDown."
       "ChopperStepDown_RL",
       "buck converter with LC filter and a resistor-inductor load, PWM from a "
       "reference ramp (MSL)",
       msl::power_converters_chopper_step_down_rl,
       SimulationOptions{.t_stop = 0.1, .output_interval = 5e-6, .rtol = 1e-7}, ""});
  all.push_back(
      {"Modelica.Electrical.PowerConverters.Examples.DCAC.SinglePhaseTwoLevel."
       "SinglePhaseTwoLevel_RL",
       "single-phase half bridge, sine-modulated PWM, resistor-inductor load (MSL)",
       msl::power_converters_single_phase_two_level_rl,
       SimulationOptions{.t_stop = 0.1, .output_interval = 1e-4, .rtol = 1e-7}, ""});
  all.push_back({"Modelica.Electrical.Machines.Examples.DCMachines.DCSE_SinglePhase",
                 "series excited DC machine on 100 V RMS at 50 Hz started through a series "
                 "resistor ramped to zero, quadratic load torque (MSL)",
                 msl::machines_dcse_single_phase,
                 SimulationOptions{.t_stop = 2.0, .output_interval = 5e-5, .rtol = 1e-7}, ""});
  all.push_back({"Modelica.Mechanics.Rotational.Examples.EddyCurrentBrake",
                 "inertia braked by an eddy current brake whose losses heat it (MSL)",
                 msl::rotational_eddy_current_brake,
                 SimulationOptions{.t_stop = 1.0, .output_interval = 5e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Mechanics.Translational.Examples.EddyCurrentBrake",
                 "mass braked by a linear eddy current brake whose losses heat it (MSL)",
                 msl::translational_eddy_current_brake,
                 SimulationOptions{.t_stop = 1.0, .output_interval = 5e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_ResistiveBraking",
                 "PMSM braked by a three-stage resistor bypassed by ideal switches (MSL)",
                 msl::smpm_resistive_braking,
                 SimulationOptions{.t_stop = 1.0, .output_interval = 5e-4, .rtol = 1e-7},
                 "Electrical.Machines.Examples.SynchronousMachines.SMPM_ResistiveBraking"});
  // MAP-LIB's CSVs of these two are LFS objects absent from its public mirror:
  // tests/drives/induction_machine_test.cpp checks them against the T-circuit.
  all.push_back({"Modelica.Electrical.Machines.Examples.InductionMachines.IMC_DOL",
                 "squirrel-cage induction machine started direct on line against a quadratic "
                 "load torque (MSL)",
                 msl::imc_dol,
                 SimulationOptions{.t_stop = 1.5, .output_interval = 5e-5, .rtol = 1e-7}, ""});
  all.push_back({"Modelica.Electrical.Machines.Examples.InductionMachines.IMC_Initialize",
                 "squirrel-cage induction machine initialised in steady state at synchronous "
                 "speed, load torque step (MSL)",
                 msl::imc_initialize,
                 SimulationOptions{.t_stop = 1.5, .output_interval = 5e-5, .rtol = 1e-7}, ""});
  all.push_back({"Modelica.Electrical.Machines.Examples.SynchronousMachines.SMR_DOL",
                 "reluctance synchronous machine started direct on line by its damper cage, "
                 "load torque step (MSL)",
                 msl::smr_dol,
                 SimulationOptions{.t_stop = 2.5, .output_interval = 5e-4, .rtol = 1e-6}, ""});
  all.push_back({"Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_CurrentSource",
                 "PMSM fed by a current source following the rotor (DQToThreePhase), quadratic "
                 "load torque (MSL)",
                 msl::smpm_current_source,
                 SimulationOptions{.t_stop = 2.0, .output_interval = 5e-5, .rtol = 1e-7}, ""});
  // Only an MSL 3.2.3 reference exists for this one (tests/drives/smpm_inverter_test.cpp).
  all.push_back({"Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_Inverter",
                 "PMSM with damper cage started by an ideal V/f inverter, load step (MSL)",
                 msl::smpm_inverter,
                 SimulationOptions{.t_stop = 1.5, .output_interval = 5e-5, .rtol = 1e-7}, ""});
  all.push_back(
      {"Modelica.Electrical.PowerConverters.Examples.DCAC.PolyphaseTwoLevel.ThreePhaseTwoLevel_PWM",
       "unloaded two-level inverter under 100 Hz space-vector PWM, harmonic evaluation (MSL)",
       msl::three_phase_two_level_pwm,
       SimulationOptions{.t_stop = 2.0, .output_interval = 5e-4, .rtol = 1e-6},
       "Electrical.PowerConverters.Examples.DCAC.PolyphaseTwoLevel.ThreePhaseTwoLevel_PWM"});
  all.push_back({"Drives.PMSM_FOC_Averaged",
                 "PMSM speed drive: sampled FOC, averaged two-level inverter, speed and load steps",
                 [] { return drives::pmsm_foc_drive({}); },
                 SimulationOptions{.t_stop = 1.0, .output_interval = 1e-4, .rtol = 1e-6}, ""});
  all.push_back(
      {"Drives.PMSM_FOC_Switched",
       "PMSM speed drive: sampled FOC, 5 kHz carrier PWM, switched two-level inverter",
       [] { return drives::pmsm_foc_drive({.inverter = drives::InverterKind::Switched}); },
       SimulationOptions{.t_stop = 1.0, .output_interval = 1e-4, .rtol = 1e-6}, ""});
  all.push_back({"Drives.PMSM_FOC_DcLinkCapacitor",
                 "PMSM speed drive fed from a source with internal resistance through a DC-link "
                 "capacitor, averaged inverter, wattmeters",
                 [] { return drives::pmsm_foc_drive({.dc_link = drives::DcLinkOptions{}}); },
                 SimulationOptions{.t_stop = 1.0, .output_interval = 1e-4, .rtol = 1e-6}, ""});
  all.push_back(
      {"argesim.C11.TaskB",
       "SCARA robot: PD point-to-point motion, current and voltage limits (ARGESIM C11 b)",
       argesim::c11_scara_task_b, argesim::c11_task_b_experiment(), ""});
  all.push_back({"argesim.C11.TaskC",
                 "SCARA robot: collision avoidance at an obstacle, state events (ARGESIM C11 c)",
                 argesim::c11_scara_task_c, argesim::c11_task_c_experiment(), ""});
  all.push_back({"robots.Seed000Arm.Section33Damped",
                 "seed 000 6R arm (multibody): 5 sin(pi t) N.m on every joint flange, joint "
                 "dampers d = 2 N.m.s/rad (seed 000 Sec. 3.3 with damping)",
                 [] {
                   return robots::seed000_arm(
                       {.damping = 2.0, .name = "robots.Seed000Arm.Section33Damped"});
                 },
                 SimulationOptions{.t_stop = 4.0, .output_interval = 1e-2, .rtol = 1e-8}, ""});
  all.push_back({"robots.Seed000Arm.InverseDynamicsControl",
                 "seed 000 6R arm (multibody) tracking a 10 deg joint motion with inverse-dynamics "
                 "torques from a second copy of the mechanism (seed 000 Sec. 3.4)",
                 [] { return robots::seed000_arm_inverse_dynamics_control(); },
                 SimulationOptions{.t_stop = 2.0, .output_interval = 1e-2, .rtol = 1e-8}, ""});
  all.push_back({"robots.MG400.Palletizing",
                 "DOBOT MG400 (multibody, three parallelogram loops) driven along quintic joint "
                 "trajectories through a palletizing cycle; joint torques (seed 001 Sec. 4)",
                 [] { return robots::mg400_palletizing(); },
                 SimulationOptions{.t_stop = 3.5, .output_interval = 5e-3, .rtol = 1e-8}, ""});
  all.push_back({"robots.MG400.InverseDynamicsControl",
                 "DOBOT MG400 torque-driven (forward dynamics of the closed loops) by "
                 "inverse-dynamics torques from a motion-driven copy, with PD feedback",
                 [] { return robots::mg400_inverse_dynamics_control({.kp = 50.0, .kd = 5.0}); },
                 SimulationOptions{.t_stop = 3.5, .output_interval = 5e-3, .rtol = 1e-8}, ""});
  for (ModelEntry& e : msl::msl_examples()) all.push_back(std::move(e));
  for (const auto& [fidelity, description] :
       std::vector<std::pair<robots::Seed000Fidelity, const char*>>{
           {robots::Seed000Fidelity::ideal,
            "seed 000 twin, ideal: multibody 6R arm, ideal torque sources, computed-torque "
            "control at the measured state along eq. (23) (Sec. 5)"},
           {robots::Seed000Fidelity::mechanical,
            "seed 000 twin, mechanical: + rotor inertias, gears n_r, Stribeck joint friction; "
            "controller with diag(1/n_r) and Coulomb + viscous compensation (Sec. 4-5)"},
           {robots::Seed000Fidelity::pmsm_averaged,
            "seed 000 twin: + PMSM, sampled FOC torque control, averaged inverter per joint"},
           {robots::Seed000Fidelity::pmsm_switched,
            "seed 000 twin: + switched two-level inverters under PWM, sampled FOC"}})
    all.push_back({robots::seed000_twin_name(fidelity), description,
                   // Copies: clang before 16 cannot capture a structured binding.
                   [level = fidelity] { return robots::seed000_twin({.fidelity = level}); },
                   SimulationOptions{.t_stop = 2.5, .output_interval = 1e-3, .rtol = 1e-6}, ""});
  for (const auto& [suffix, control, description] :
       std::vector<std::tuple<const char*, robots::Seed000Control, const char*>>{
           {"InverseDynamics.NewtonEuler", robots::Seed000Control::inverse_dynamics_newton_euler,
            "seed 000 twin, ideal arm under open-loop inverse-dynamics torques along eq. (23), "
            "10 deg on every joint, Newton-Euler block (Sec. 3.4)"},
           {"InverseDynamics.EulerLagrange",
            robots::Seed000Control::inverse_dynamics_euler_lagrange,
            "the same with the Euler-Lagrange block (Sec. 3.4)"},
           {"InverseDynamics.Multibody", robots::Seed000Control::inverse_dynamics_multibody,
            "the same with the torques of a copy of the multibody arm moved along the reference "
            "(Sec. 3.4)"},
           {"Kinematic", robots::Seed000Control::kinematic,
            "seed 000 twin, kinematic control: the tool on a circle through the closed-form IK "
            "into Move sources; joint torques are results (Sec. 2.4)"}})
    all.push_back({std::string("Seed000.Twin.") + suffix, description,
                   [how = control] {
                     robots::Seed000TwinOptions o{.control = how};
                     // Sec. 3.4's experiment: 10 deg on every joint in T = 2 s
                     // (open loop, the arm's chaotic motion amplifies any error).
                     if (how != robots::Seed000Control::kinematic) o.theta_r_deg.fill(10.0);
                     return robots::seed000_twin(o);
                   },
                   SimulationOptions{.t_stop = 2.0, .output_interval = 1e-3, .rtol = 1e-6}, ""});
  return all;
}

}  // namespace acausal::models
