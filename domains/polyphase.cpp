#include "domains/polyphase.hpp"

#include <map>
#include <memory>
#include <mutex>

#include <fmt/format.h>

namespace acausal::polyphase {

const ConnectorType& plug_type(int m) {
  // Ports compare connector types by address: one instance per phase count.
  static std::mutex mutex;
  static std::map<int, std::unique_ptr<ConnectorType>> types;
  std::scoped_lock lock(mutex);
  auto& slot = types[m];
  if (!slot) {
    auto t = std::make_unique<ConnectorType>();
    t->domain = fmt::format("electrical plug (m = {})", m);
    for (int k = 1; k <= m; ++k) {
      t->variables.push_back({fmt::format("pin[{}].v", k), ConnectorRole::Across, "V"});
      t->variables.push_back({fmt::format("pin[{}].i", k), ConnectorRole::Flow, "A"});
    }
    slot = std::move(t);
  }
  return *slot;
}

void check_phase_count(const Component& c, int m, int min_m) {
  if (m < min_m)
    throw ModelError(fmt::format(
        "{} '{}': parameter m = {} (number of phases) is invalid: it must be >= {}. Set {}.m to "
        "a larger phase count.",
        c.type_name(), c.path(), m, min_m, c.path()));
}

Plug declare_plug(Component& c, std::string name, int m) {
  check_phase_count(c, m);
  const Port& port = c.declare_port(std::move(name), plug_type(m));
  Plug plug{&port, {}, {}};
  for (int k = 0; k < m; ++k) {
    plug.v.push_back(port.variables()[static_cast<std::size_t>(2 * k)]);
    plug.i.push_back(port.variables()[static_cast<std::size_t>(2 * k + 1)]);
  }
  return plug;
}

std::string index(std::size_t k) {
  return fmt::format("[{}]", k + 1);
}

}  // namespace acausal::polyphase
