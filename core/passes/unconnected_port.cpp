#include "core/passes/unconnected_port.hpp"

#include <fmt/format.h>

namespace acausal {

std::string unconnected_port_origin(const std::string& port_path) {
  return "unconnected port " + port_path;
}

const UnconnectedPort* find_unconnected_port(const std::vector<UnconnectedPort>& ports,
                                             const std::vector<std::string>& origins,
                                             const std::vector<std::string>& variables) {
  for (const UnconnectedPort& p : ports) {
    const std::string origin = unconnected_port_origin(p.path);
    for (const std::string& o : origins)
      if (o == origin) return &p;
    // A free angle or position names an open support flange (its component
    // declares it only to be connected); the across variable of another open
    // port may well be free for another reason (a free end of a shaft).
    if (p.name != "support") continue;
    const std::string prefix = p.path + ".";
    for (const std::string& v : variables)
      if (v.rfind(prefix, 0) == 0) return &p;
  }
  return nullptr;
}

std::string unconnected_port_message(const UnconnectedPort& port) {
  // Components declare an optional support flange (MSL useSupport) only when
  // asked to: left open, its reaction torque or force must be zero, so the
  // component can apply none, and the support's own angle or position is
  // fixed by nothing.
  if (port.name == "support")
    return fmt::format(
        "{} '{}' has use_support = true but its support flange is not connected: connect {} "
        "to a Fixed (or to the part the {} reacts on) or set use_support = false",
        port.component_type, port.component, port.path, port.component_type);
  return fmt::format(
      "port '{}' of {} '{}' is not connected, so its flow is zero, which the rest of the model "
      "cannot satisfy: connect {} (e.g. to a Fixed, a Ground or the part it acts on)",
      port.path, port.component_type, port.component, port.path);
}

}  // namespace acausal
