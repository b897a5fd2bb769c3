#pragma once
// Vectors of joint signals on robot blocks: one scalar port per joint, named
// as the MSL names vector elements ("q[1]" ... "q[n]").
#include <string>
#include <vector>

#include "domains/signal.hpp"

namespace acausal::robotics {

std::vector<signal::RealSignal> declare_joint_inputs(Component& c, const std::string& name, int n);
std::vector<signal::RealSignal> declare_joint_outputs(Component& c, const std::string& name, int n);
/// The value expressions of the signals, in order.
std::vector<Expr> values(const std::vector<signal::RealSignal>& signals);

/// One parameter per joint from `given` (1 entry: the same for every joint;
/// n entries: one each); throws ModelError naming the component and `name` otherwise.
std::vector<Expr> joint_parameters(Component& c, const std::string& name,
                                   const std::vector<double>& given, int n, ParameterInfo info);

}  // namespace acausal::robotics
