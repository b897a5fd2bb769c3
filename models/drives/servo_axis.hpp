#pragma once
#include <memory>

#include "components/drives/pmsm_drives.hpp"
#include "core/model/model.hpp"

namespace acausal::models::drives {

/// A servo axis under torque control, for comparing the drive's inverter
/// options: a torque command step (1.5 N.m at 1 ms) into a PmsmTorqueDrive
/// with the default servo record (Yaskawa SGMPH-04A, 400 W), driving a load
/// inertia of 5 rotor inertias with viscous friction 0.0075 N.m.s/rad (steady
/// speed 200 rad/s, time constant 26 ms). Components: command, motor (the
/// drive), load, friction, fixed. Controller sample period 0.1 ms; the
/// switched variants at f_pwm (Hz). Model names:
/// Drives.ServoTorqueAxis_Averaged, _CarrierPwm, _SVPWM.
std::unique_ptr<Model> servo_torque_axis(acausal::drives::DriveInverter inverter,
                                         double f_pwm = 1e4);

}  // namespace acausal::models::drives
