#pragma once
// A port that nothing connects. flatten sets its flows to zero, which is
// right for a free end (an unloaded flange, an open pin) but makes the model
// singular when the component needs something to act against: a Torque with
// use_support = true whose support is left open can apply no torque, and the
// structural checks would otherwise blame "a second Fixed" or a
// "structurally singular" model without naming the open port.
#include <string>
#include <vector>

namespace acausal {

struct UnconnectedPort {
  std::string path;            // "torque.support"
  std::string name;            // "support"
  std::string component;       // "torque"
  std::string component_type;  // "Torque"
};

/// The equation origin that flatten gives the zero-flow equation of `port`.
std::string unconnected_port_origin(const std::string& port_path);

/// The port among `ports` that one of `origins` (equation origins) comes from
/// or that owns one of `variables` ("torque.support.phi"); nullptr if none.
const UnconnectedPort* find_unconnected_port(const std::vector<UnconnectedPort>& ports,
                                             const std::vector<std::string>& origins,
                                             const std::vector<std::string>& variables);

/// "Torque 'torque' has use_support = true but its support flange is not
/// connected: ..." -- the cause and the fix, naming the component and port.
std::string unconnected_port_message(const UnconnectedPort& port);

}  // namespace acausal
