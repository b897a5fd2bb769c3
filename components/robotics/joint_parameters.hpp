#pragma once
// Per-joint parameters of robot blocks (gains, gear ratios, friction).
#include <string>
#include <vector>

#include "core/model/component.hpp"

namespace acausal::robotics {

/// One parameter per joint, "name[i]", from `given` (1 entry: the same for
/// every joint; n entries: one each); throws ModelError naming the component
/// and `name` otherwise.
std::vector<Expr> joint_parameters(Component& c, const std::string& name,
                                   const std::vector<double>& given, int n, ParameterInfo info);

}  // namespace acausal::robotics
