#pragma once
#include <memory>

#include "core/model/model.hpp"

namespace acausal::models::msl {

/// Modelica.Electrical.Machines.Examples.InductionMachines.IMC_DOL (MSL
/// 4.0.0): the squirrel-cage induction machine of IM_SquirrelCageData,
/// delta-connected, switched direct on line (100 V, 50 Hz) at 0.1 s, starts
/// from standstill against a load torque quadratic in the speed.
std::unique_ptr<Model> imc_dol();

/// ...IMC_Initialize: the same machine and supply, started in electrical and
/// mechanical steady state at synchronous speed (der(idq_sr) = der(idq_rr)
/// = 0), a load torque step of 161.4 N.m at 0.5 s.
std::unique_ptr<Model> imc_initialize();

/// Modelica.Electrical.Machines.Examples.SynchronousMachines.SMR_DOL: the
/// reluctance machine of SM_ReluctanceRotorData, star-connected, started
/// direct on line at 0.1 s by its damper cage, pulls into synchronism; a load
/// torque step of 20 N.m at 1.5 s.
std::unique_ptr<Model> smr_dol();

}  // namespace acausal::models::msl
