#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_CurrentSource
/// (MSL 4.0.0): the PMSM without damper cage fed by a current source whose
/// phase currents follow the rotor (DQToThreePhase of constant RMS set values
/// Idq = (-53.5, 84.6) A at the measured angle), accelerating its inertia
/// against a load torque quadratic in the speed (181.4 N.m at nominal speed).
std::unique_ptr<Model> smpm_current_source();

}  // namespace acausal::models::msl
