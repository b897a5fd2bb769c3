#include "core/passes/flat_system.hpp"

#include <fmt/format.h>

#include "core/expr/print.hpp"

namespace acausal {

std::string FlatEquation::describe() const {
  return fmt::format("{} = {}  (in {})", to_string(lhs), to_string(rhs),
                     origin.empty() ? "model" : origin);
}

std::string FlatSystem::unconnected_hint() const {
  if (unconnected_components.empty()) return "";
  std::string s = "\n  Not connected at all: ";
  for (std::size_t k = 0; k < unconnected_components.size(); ++k)
    s += (k ? ", " : "") + unconnected_components[k];
  return s + " (connect its ports, or remove it).";
}

std::string FlatSystem::dump() const {
  std::string out =
      fmt::format("model {}: {} unknowns, {} equations, {} parameters, {} aliases\n", model_name,
                  variables.size(), equations.size(), parameters.size(), aliases.size());
  for (const FlatParameter& p : parameters)
    out += fmt::format("  parameter {} = {:g}\n", p.decl.path, p.decl.value);
  for (const FlatVariable& v : variables) {
    out += "  variable " + v.name;
    if (v.options.start)
      out += fmt::format(" (start = {:g}{})", *v.options.start, v.options.fixed ? ", fixed" : "");
    out += "\n";
  }
  for (const Alias& a : aliases)
    out += fmt::format("  alias {} = {}\n", a.name, to_string(a.value));
  for (const FlatEquation& e : equations) out += "  " + e.describe() + "\n";
  for (const FlatEquation& e : initial_equations) out += "  initial " + e.describe() + "\n";
  for (const DiscreteDecl& d : discretes)
    out += fmt::format("  discrete {} (start = {:g})\n", d.path, d.start);
  for (const FlatEquation& e : discrete_equations) out += "  discrete " + e.describe() + "\n";
  for (const WhenClause& w : whens) {
    out += "  when " + to_string(w.condition) + " (in " + w.origin + ")\n";
    for (const Assignment& a : w.assignments)
      out += "    " + to_string(a.target) + " := " + to_string(a.value) + "\n";
    for (const Assignment& a : w.reinits)
      out += "    reinit(" + to_string(a.target) + ", " + to_string(a.value) + ")\n";
  }
  return out;
}

}  // namespace acausal
