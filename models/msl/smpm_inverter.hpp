#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_Inverter
/// (MSL 4.0.0): a PMSM with damper cage started from standstill by an ideal
/// V/f inverter (frequency ramp 0 -> 50 Hz in 1 s), a load torque step of
/// -181.4 N.m at 1.2 s.
std::unique_ptr<Model> smpm_inverter();

}  // namespace acausal::models::msl
