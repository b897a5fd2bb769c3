#pragma once
// Internal: the factories of the built-in command-line extensions.
#include <memory>

#include "apps/extensions.hpp"

namespace acausal::apps {

/// `run|check|compare --urdf FILE [--urdf-gravity G] [--urdf-no-limits] ...`
/// (apps/urdf_command.cpp).
std::unique_ptr<Extension> urdf_extension();
/// `export-fmu MODEL --out M.fmu ...` (apps/fmu_command.cpp).
std::unique_ptr<Extension> fmu_export_extension();

}  // namespace acausal::apps
