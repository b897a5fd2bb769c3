#pragma once
// PmsmTorqueDrive and its speed and position siblings live in pmsm_drives.hpp.
#include "components/drives/pmsm_drives.hpp"

namespace acausal::drives {

using PmsmTorqueDriveParams = PmsmDriveParams;

}  // namespace acausal::drives
