#pragma once
// Parameter records of small AC servo motors from a maker's published data,
// and what the dq model (SM_PermanentMagnet) and a drive need derived from them.
#include <span>
#include <string>

#include "components/drives/pmsm.hpp"

namespace acausal::drives {

/// One servo motor as its datasheet lists it (RMS phase quantities, the
/// maker's units converted to SI), plus the derived dq-model quantities.
///
/// Conventions (stated once, used everywhere in the drives):
///  - kT_rms is the datasheet's torque constant, N.m per A of RMS phase
///    current. The dq model is amplitude-invariant (docs/drives.md), so its
///    torque constant is per A of phase current amplitude:
///      k_t = 1.5 p psi_m = kT_rms / sqrt(2),   psi_m = k_t / (1.5 p),
///    psi_m the peak magnet flux linkage per phase.
///  - Rs (per phase, star) from the mechanical ("inertia") time constant
///    T_mech = 3 Rs J / kT_rms^2 (the speed time constant of the unloaded
///    motor under a voltage step; Siemens states this definition, the
///    physical quantity does not depend on the maker's convention), i.e.
///    Rs = T_mech kT_rms^2 / (3 J).
///  - Ls = L_d = L_q = T_el Rs, the rotating-field inductance from the
///    electrical ("inductive") time constant T_el = L/R (surface magnets).
///  - The drive's current limit (amplitude) is T_peak / k_t: the linear model
///    then saturates at the listed peak torque. (k_t at the listed peak
///    current gives more than T_peak: the real motor saturates and the listed
///    ratings are at a 100 degC winding while kT is at 20 degC.)
struct ServoMotorRecord {
  std::string name;    // maker and model number
  std::string source;  // document and table the numbers come from
  double P_rated;      // W, rated output
  double T_rated;      // N.m, rated (continuous) torque
  double T_peak;       // N.m, instantaneous peak torque
  double I_rated;      // A rms, rated current
  double I_peak;       // A rms, instantaneous maximum current
  double n_rated;      // rpm, rated speed
  double n_max;        // rpm, maximum speed
  double kT_rms;       // N.m/A rms, torque constant
  double J;            // kg.m2, rotor moment of inertia (no brake)
  double T_mech;       // s, mechanical (inertia) time constant
  double T_el;         // s, electrical (inductive) time constant
  int p;               // pole pairs
  double Vdc;          // V, DC link of the matching drive

  /// N.m/A (amplitude), kT_rms / sqrt(2) = 1.5 p psi_m.
  double k_t() const;
  /// Wb, peak magnet flux linkage per phase, k_t / (1.5 p).
  double psi_m() const;
  /// Ohm per phase, T_mech kT_rms^2 / (3 J).
  double Rs() const;
  /// H, L_d = L_q = T_el Rs.
  double Ls() const;
  /// A (amplitude), T_peak / k_t.
  double current_limit() const;
  /// rad/s, speed at which the back EMF amplitude p psi_m w reaches v_max
  /// (no load, i = 0): w0 = v_max / (p psi_m).
  double no_load_speed(double v_max) const;
  /// rad/s, n_max in rad/s.
  double w_max() const;
  /// The SM_PermanentMagnet parameters: Rs, Ld = Lq = Ls (split 1:3 into
  /// stray and main inductance, as MSL's defaults; without damper cage the
  /// split only matters for the zero sequence), psi_m through VsOpenCircuit
  /// at the rated electrical frequency, Jr = J, no damper cage, no friction.
  SM_PermanentMagnet::Params machine() const;
  /// Throws ModelError naming the record and the first invalid field.
  void validate() const;
};

namespace servo_records {

// Yaskawa Sigma-II SGMPH servomotors, 200 V class, 3000 rpm. Source:
// Yaskawa, "Sigma-II Series SGM[]H/SGDH User's Manual", Table 8.2 "SGMPH
// Standard Servomotor Ratings and Specifications" (rated output, rated and
// instantaneous peak torque, rated and maximum current, rated and maximum
// speed, torque constant, moment of inertia, inertia and inductive time
// constants). Rs and Ls are derived as stated above; the pole-pair count is
// not in that table: p = 4 is assumed (it sets the electrical frequency and
// the dq cross-coupling, not k_t, the back EMF per mechanical rad/s, Rs or
// Ls). DC link: sqrt(2) * 200 V, the rectified 200 V mains of the SGDH.
// (The SGMPH is the Sigma-II flat series; it was chosen because its table
// gives both time constants, which Rs and Ls need: see docs/drives.md.)
const ServoMotorRecord& yaskawa_sgmph_01a();  // 100 W
const ServoMotorRecord& yaskawa_sgmph_02a();  // 200 W
const ServoMotorRecord& yaskawa_sgmph_04a();  // 400 W, the drives' default
const ServoMotorRecord& yaskawa_sgmph_08a();  // 750 W

/// The four records above, smallest first.
std::span<const ServoMotorRecord> all();

/// The record the PMSM drives use by default (SGMPH-04A, 400 W).
const ServoMotorRecord& default_record();

/// The record scaled to k times the torque at the same voltage class and
/// speeds (a rewound and lengthened motor of the same family): torques,
/// currents, power and inertia times k; Rs and Ls divided by k (through the
/// datasheet quantities: kT_rms, both time constants, speeds and Vdc are
/// unchanged). Hence the torque-to-inertia ratio (acceleration), the no-load
/// speed and the time constants stay those of the original.
ServoMotorRecord scaled(const ServoMotorRecord& record, double k);

/// The smallest record whose peak torque is at least T_peak (N.m, at the
/// motor shaft); above the largest, the largest scaled to exactly T_peak.
/// How to choose: T_peak is the largest torque the axis needs at the motor
/// (gear ratio and efficiency included); check afterwards that the RMS torque
/// of the duty cycle stays below T_rated and the top speed below n_max.
ServoMotorRecord for_peak_torque(double T_peak);

}  // namespace servo_records

}  // namespace acausal::drives
