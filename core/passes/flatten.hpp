#pragma once
// Flatten: the component tree and its connections become one equation
// system. Connection sets are the connected components of the connector
// graph (Boost disjoint sets); across variables of a set are equal, flows sum
// to zero, and a flow of a port that nothing connects is zero.
#include "core/model/model.hpp"
#include "core/passes/flat_system.hpp"

namespace acausal {

FlatSystem flatten(const Model& model);

}  // namespace acausal
