#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Electrical.Machines.Examples.SynchronousMachines.SMPM_ResistiveBraking
/// (MSL 4.0.0): a PMSM without damper cage, running at nominal speed in
/// electrical steady state at t = 0, is braked by a three-stage star-connected
/// resistor (1, 3 and 5 times Rs); ideal switches bypass the 5 Rs stage at
/// 0.5 s and the 3 Rs stage at 0.65 s.
std::unique_ptr<Model> smpm_resistive_braking();

}  // namespace acausal::models::msl
