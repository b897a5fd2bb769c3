#pragma once
// Simplify: alias elimination. Equations a = +-b + c and a = c (c free of
// unknowns) are removed and a is replaced everywhere; every removed name is
// kept in the alias table so that results still carry it.
#include "core/passes/flat_system.hpp"

namespace acausal {

FlatSystem simplify(FlatSystem flat);

}  // namespace acausal
